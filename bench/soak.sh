#!/bin/sh
# bench/soak.sh — build handlerd and run the soak test (bench/soak/main.go):
# mixed SQL + HandlerSocket + memcached load on loopback for SOAK_SECONDS
# (default 180) with random disconnects and a SIGTERM + restart half-way;
# checks every acknowledged write, reports throughput and peak RSS.
#   bench/soak.sh [-out bench/results/soak.md] [other flags of bench/soak]
set -e
cd "$(dirname "$0")/.."
go build -o bin/handlerd .
exec go run ./bench/soak -bin bin/handlerd -seconds "${SOAK_SECONDS:-180}" "$@"
