# handlerd — see README.md.
#   make run    build and start handlerd on embedded defaults (./data, 127.0.0.1)
#   make test   install what the tests need (Debian packages, Go modules), run every test
#   make bench  side-by-side benchmarks against MariaDB, memcached (bench/README.md)

GO        ?= go
BIN       := bin/handlerd
DATADIR   ?= ./data
# Debian packages the tests drive: the mysql CLI, sysbench, memcached's own
# test tools, and MariaDB (the differential tests' reference server).
TEST_PKGS := mariadb-client mariadb-server sysbench memcached libmemcached-tools
# Fuzz budgets are execution counts, not durations: with a duration, Go's
# fuzz coordinator (go1.26) can fail a clean run with "context deadline
# exceeded" as the deadline races its workers (golang/go#75804, fixed in
# go1.27); a count has no deadline to race. 20000 runs take 1-20 s per target.
FUZZTIME  ?= 20000x

.PHONY: all build run test test-short deps fuzz bench clean

all: build

build:
	$(GO) build -o $(BIN) .

run: build
	./$(BIN) --no-defaults --datadir=$(DATADIR) --initialize-insecure \
		--handlersocket-port=9998 --handlersocket-port-wr=9999 \
		--daemon-memcached-option="-p11211" --s3=ON

# deps installs the Debian packages the tests use when any is missing.
deps:
	@missing=""; \
	for c in mysql:mariadb-client mariadbd:mariadb-server sysbench:sysbench memcached:memcached memccapable:libmemcached-tools; do \
		command -v $${c%%:*} >/dev/null 2>&1 || [ -x /usr/sbin/$${c%%:*} ] || missing="$$missing $${c##*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(TEST_PKGS) >/dev/null; \
	fi
	$(GO) mod download

test: deps build
	HANDLERD_BIN=$(CURDIR)/$(BIN) $(GO) test -count=1 -timeout 60m ./...
	$(MAKE) fuzz

# test-short skips the long suites (enginetest full runs, crash rounds).
test-short: deps build
	HANDLERD_BIN=$(CURDIR)/$(BIN) $(GO) test -short -count=1 ./...

# fuzz runs every fuzz target briefly (FUZZTIME executions each).
fuzz:
	@for spec in $$(grep -rl --include='*_test.go' '^func Fuzz' . | xargs grep -H -o '^func Fuzz[A-Za-z0-9_]*' | sed 's/:func /:/'); do \
		file=$${spec%%:*}; name=$${spec##*:}; dir=$$(dirname $$file); \
		echo "fuzz $$dir $$name ($(FUZZTIME))"; \
		out=$$($(GO) test -run='^$$' -fuzz="^$$name\$$" -fuzztime=$(FUZZTIME) $$dir 2>&1) || { echo "$$out" | tail -40; exit 1; }; \
	done

bench: build
	./bench/run.sh

clean:
	rm -rf bin
