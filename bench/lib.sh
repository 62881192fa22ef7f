# shellcheck shell=bash
# Helpers for bench/run.sh: processes, ports, servers, load generators and
# their output parsers. Sourced, not run. Every process started here is
# recorded in PIDS and stopped by stop_all (run.sh traps EXIT).

log() { printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() {
	log "error: $*"
	exit 1
}

PIDS=()
track() { PIDS+=("$1"); }

# stop_all stops every process this run started: SIGTERM, up to 30 s for a
# clean shutdown, then SIGKILL.
stop_all() {
	local pid alive
	[ ${#PIDS[@]} -eq 0 ] && return 0
	for pid in "${PIDS[@]}"; do
		# A tracked subshell's children (a sysbench prepare) go first.
		pkill -TERM -P "$pid" 2>/dev/null || true
		kill -TERM "$pid" 2>/dev/null || true
	done
	for _ in $(seq 1 60); do
		alive=0
		for pid in "${PIDS[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
		[ "$alive" = 0 ] && break
		sleep 0.5
	done
	for pid in "${PIDS[@]}"; do
		if kill -0 "$pid" 2>/dev/null; then
			log "process $pid did not stop; killing it"
			kill -KILL "$pid" 2>/dev/null || true
		fi
	done
	wait 2>/dev/null || true
	PIDS=()
}

# untrack PID: a process that ended by itself (a finished background job).
untrack() {
	local keep=() pid
	for pid in "${PIDS[@]}"; do [ "$pid" != "$1" ] && keep+=("$pid"); done
	PIDS=("${keep[@]}")
}

# free_port VAR: sets VAR to a TCP port in 20000..32767 that no socket on
# this machine uses (read from /proc/net/tcp*, so nothing is connected to)
# and that this run has not handed out before. The range stays below
# Linux's ephemeral ports (ip_local_port_range, 32768..60999 by default):
# there an outgoing connection can take the port between this check and
# the server's bind, and the servers failed to start with "address already
# in use" while other runs left thousands of connections in TIME_WAIT.
USED_PORTS=" "
free_port() {
	local p hex
	for _ in $(seq 1 500); do
		p=$((20000 + RANDOM % 12768))
		case "$USED_PORTS" in *" $p "*) continue ;; esac
		hex=$(printf ':%04X ' "$p")
		if ! awk 'NR > 1 { print $2 " " }' /proc/net/tcp /proc/net/tcp6 2>/dev/null | grep -q "$hex"; then
			USED_PORTS+="$p "
			printf -v "$1" '%s' "$p"
			return 0
		fi
	done
	die "no free TCP port found"
}

# ensure_deps installs the Debian packages of the peers and load generators
# that are missing (apt-get; sudo when not root).
ensure_deps() {
	local missing="" c
	for c in mariadbd:mariadb-server mariadb-install-db:mariadb-server mysql:mariadb-client \
		mysqlslap:mariadb-client memcached:memcached sysbench:sysbench memcaslap:libmemcached-tools; do
		if ! command -v "${c%%:*}" >/dev/null 2>&1 && [ ! -x "/usr/sbin/${c%%:*}" ]; then
			case " $missing " in *" ${c##*:} "*) ;; *) missing="$missing ${c##*:}" ;; esac
		fi
	done
	if [ ! -f /usr/lib/mysql/plugin/handlersocket.so ] && ! ls /usr/lib/*/mariadb*/plugin/handlersocket.so >/dev/null 2>&1; then
		case " $missing " in *" mariadb-server "*) ;; *) missing="$missing mariadb-server" ;; esac
	fi
	[ -z "$missing" ] && return 0
	log "installing missing Debian packages:$missing"
	local sudo=""
	[ "$(id -u)" = 0 ] || sudo=sudo
	# shellcheck disable=SC2086
	$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null ||
		die "apt-get install$missing failed"
	# Debian starts the packaged services; the bench uses its own instances.
}

sbin() { command -v "$1" 2>/dev/null || echo "/usr/sbin/$1"; }

# mysql_cli PORT SQL...: runs SQL as root over TCP. --skip-ssl: MariaDB's
# mysql and mysqlslap use TLS whenever the server offers it; handlerd does
# (its generated certificate), the peer MariaDB has none, so without it
# only handlerd's clients would pay for TLS. sysbench does not use TLS.
mysql_cli() {
	local port=$1
	shift
	mysql --no-defaults --skip-ssl -h127.0.0.1 -P"$port" -uroot --batch -N -e "$*"
}

# wait_mysql NAME PORT PID LOG: waits up to 90 s for a MySQL listener.
wait_mysql() {
	local name=$1 port=$2 pid=$3 logf=$4
	for _ in $(seq 1 180); do
		if ! kill -0 "$pid" 2>/dev/null; then
			tail -20 "$logf" >&2
			die "$name exited during startup (log: $logf)"
		fi
		mysql_cli "$port" "SELECT 1" >/dev/null 2>&1 && return 0
		sleep 0.5
	done
	tail -20 "$logf" >&2
	die "$name did not accept connections on port $port within 90 s"
}

# alive NAME PID: dies if a server is gone (a crash mid-run).
alive() { kill -0 "$2" 2>/dev/null || die "$1 (pid $2) is gone; see its log under $LOGS"; }

# --- load generators --------------------------------------------------------
# Each *_run writes its output to a log and prints one line:
#   tps qps p50_ms p99_ms errors status
# with "-" for anything not measured and status ok or failed.

# runlog NAME: a new log file name under $LOGS, numbered in run order (the
# callers run in $(...) subshells, so the count comes from the directory).
runlog() {
	local n
	n=$(find "$LOGS" -maxdepth 1 -name '*.log' | wc -l)
	printf '%s/%04d-%s.log' "$LOGS" "$((n + 1))" "$(echo "$*" | tr ' /=' '_-_')"
}

# parse_sysbench LOG: sysbench 1.0's report. p50/p99 are read off the
# latency histogram (--histogram=on), the way sysbench computes its own
# --percentile: the bucket value at which the cumulative count reaches 50%
# and 99% of all events.
parse_sysbench() {
	awk '
		BEGIN { n = 0 }
		/^[ \t]*transactions:/ { tps = $3; gsub(/[(]/, "", tps) }
		/^[ \t]*queries:/      { qps = $3; gsub(/[(]/, "", qps) }
		/^[ \t]*ignored errors:/ { errs += $3 }
		/^[ \t]*reconnects:/   { errs += $2 }
		/^Latency histogram/   { inh = 1; next }
		inh && /\|/ { v[n] = $1; c[n] = $NF; tot += $NF; n++ }
		inh && /^$/ { inh = 0 }
		END {
			if (tps == "") { print "- - - - 0 failed"; exit }
			p50 = "-"; p99 = "-"; cum = 0
			for (i = 0; i < n; i++) {
				cum += c[i]
				if (p50 == "-" && cum >= tot * 0.50) p50 = v[i]
				if (p99 == "-" && cum >= tot * 0.99) p99 = v[i]
			}
			printf "%s %s %s %s %d ok\n", tps, qps, p50, p99, errs
		}' "$1"
}

# sb_run LOGNAME PORT DB TEST THREADS SECONDS PSMODE [sysbench options...]
sb_run() {
	local name=$1 port=$2 db=$3 test=$4 threads=$5 secs=$6 ps=$7
	shift 7
	local logf rc
	logf=$(runlog "$name")
	timeout $((secs + 120)) sysbench "$test" --db-driver=mysql --mysql-host=127.0.0.1 --mysql-port="$port" \
		--mysql-user=root --mysql-password= --mysql-db="$db" --threads="$threads" --time="$secs" \
		--events=0 --report-interval=0 --histogram=on --percentile=99 --db-ps-mode="$ps" "$@" run >"$logf" 2>&1
	rc=$?
	if [ "$rc" != 0 ]; then
		echo "- - - - 0 failed"
		note_failure "$name" "$logf" "sysbench exit status $rc"
		return 0
	fi
	parse_sysbench "$logf"
}

# sb_prepare PORT DB TABLES ROWS ENGINE LOGNAME: creates DB and sysbench's
# tables (ENGINE empty: the server's default).
sb_prepare() {
	local port=$1 db=$2 tables=$3 rows=$4 engine=$5 name=$6 logf
	logf=$(runlog "prepare $name")
	mysql_cli "$port" "DROP DATABASE IF EXISTS $db; CREATE DATABASE $db" >"$logf" 2>&1 || {
		cat "$logf" >&2
		return 1
	}
	local eng=()
	[ -n "$engine" ] && eng=(--mysql-storage-engine="$engine")
	sysbench oltp_read_write --db-driver=mysql --mysql-host=127.0.0.1 --mysql-port="$port" --mysql-user=root \
		--mysql-password= --mysql-db="$db" --tables="$tables" --table-size="$rows" --threads="$(((tables < 4) ? tables : 4))" \
		"${eng[@]}" prepare >>"$logf" 2>&1 || {
		tail -20 "$logf" >&2
		return 1
	}
}

# hs_run LOGNAME PORT SECRET DB KEYS CONNS DEPTH SECONDS: random primary-key
# finds with cmd/hsclient -bench (the same client for every server).
hs_run() {
	local name=$1 port=$2 secret=$3 db=$4 keys=$5 conns=$6 depth=$7 secs=$8 logf rc
	logf=$(runlog "$name")
	timeout $((secs + 60)) "$BIN/hsclient" -h 127.0.0.1 -p "$port" -secret "$secret" -bench "${secs}s" \
		-c "$conns" -depth "$depth" -keys "$keys" "P 1 $db sbtest1 PRIMARY c" "1 = 1 {key}" >"$logf" 2>&1
	rc=$?
	if [ "$rc" != 0 ] || ! grep -q ' answers in ' "$logf"; then
		echo "- - - - 0 failed"
		note_failure "$name" "$logf" "hsclient exit status $rc"
		return 0
	fi
	# "N answers in T: R/s (C connections, depth D, E errors) latency p50 A ms p99 B ms"
	sed -n 's/.*: \([0-9.]*\)\/s (.*, \([0-9]*\) errors) latency p50 \([0-9.]*\) ms p99 \([0-9.]*\) ms.*/\1 \1 \3 \4 \2 ok/p' "$logf" | tail -1
}

# mc_run LOGNAME ADDR SECONDS: memcaslap with our own config ($MC_CONF), 9:1
# get:set. p50/p99 are interpolated inside memcaslap's power-of-two latency
# buckets (its "Log2 Dist" of all operations), so they are approximate.
mc_run() {
	local name=$1 addr=$2 secs=$3 logf rc
	logf=$(runlog "$name")
	timeout $((secs + 60)) memcaslap -s "$addr" -F "$MC_CONF" -T "$MC_THREADS" -c "$MC_CONC" -w "$MC_WIN" \
		-t "${secs}s" -S "${secs}s" >"$logf" 2>&1
	rc=$?
	if [ "$rc" != 0 ] || ! grep -q '^Run time:' "$logf"; then
		echo "- - - - 0 failed"
		note_failure "$name" "$logf" "memcaslap exit status $rc"
		return 0
	fi
	awk '
		/^Run time:/ { for (i = 1; i < NF; i++) if ($i == "TPS:") tps = $(i + 1) }
		/ERROR/ { errs++ }
		/^Total Statistics \(/ { tot = 1; next }
		tot && /Log2 Dist:/ { dist = 1; next }
		dist && /^ *[0-9]+:/ {
			b = $1; sub(/:/, "", b)
			for (i = 2; i <= NF; i++) { cnt[b + i - 2] = $i; n += $i; if (b + i - 2 > maxb) maxb = b + i - 2 }
			next
		}
		dist && !/^ *[0-9]+:/ { dist = 0; tot = 0 }
		function pct(p,   want, cum, b, f) {
			want = n * p; cum = 0
			for (b = 0; b <= maxb; b++) {
				if (cnt[b] > 0 && cum + cnt[b] >= want) {
					f = (want - cum) / cnt[b]
					return sprintf("%.3f", 2 ^ (b + f) / 1000)
				}
				cum += cnt[b]
			}
			return "-"
		}
		END {
			if (tps == "") { print "- - - - 0 failed"; exit }
			p50 = n ? pct(0.50) : "-"; p99 = n ? pct(0.99) : "-"
			printf "%s %s %s %s %d ok\n", tps, tps, p50, p99, errs
		}' "$logf"
}

# slap_run LOGNAME PORT LOADTYPE WRITES QUERIES: one mysqlslap run of seed
# 004's command line (scaled); throughput = queries / mysqlslap's average
# seconds to run all queries (the timed part excludes creating and filling
# the table).
slap_run() {
	local name=$1 port=$2 load=$3 writes=$4 queries=$5 logf rc
	logf=$(runlog "$name")
	timeout 600 mysqlslap --no-defaults --skip-ssl -h127.0.0.1 -P"$port" -uroot --auto-generate-sql \
		--engine=innodb --auto-generate-sql-add-autoincrement --number-int-cols=10 --number-char-cols=10 \
		--iterations=1 --concurrency=10 --auto-generate-sql-write-number="$writes" \
		--number-of-queries="$queries" --auto-generate-sql-load-type="$load" >"$logf" 2>&1
	rc=$?
	if [ "$rc" != 0 ] || ! grep -q 'Average number of seconds' "$logf"; then
		echo "- - - - 0 failed"
		note_failure "$name" "$logf" "mysqlslap exit status $rc"
		return 0
	fi
	awk -v q="$queries" '/Average number of seconds to run all queries/ { s = $(NF - 1) }
		END { if (s > 0) printf "%.1f %.1f - - 0 ok\n", q / s, q / s; else print "- - - - 0 failed" }' "$logf"
}

# --- recording ----------------------------------------------------------

# record SECTION WORKLOAD MODE THREADS PATH ROUND "tps qps p50 p99 errors status"
record() {
	local sec=$1 wl=$2 mode=$3 thr=$4 path=$5 round=$6 m
	read -r -a m <<<"$7"
	local f
	for f in 0 1 2 3; do [ "${m[$f]}" = "-" ] && m[$f]=""; done
	echo "$sec,$wl,$mode,$thr,$path,$round,${m[0]},${m[1]},${m[2]},${m[3]},${m[4]},${m[5]}" >>"$SAMPLES"
	[ "${m[5]}" = ok ] || FAILURES=$((FAILURES + 1))
	cut -d' ' -f1 /proc/loadavg >>"$LOADS"
	log "  $sec $wl $mode ×$thr $path r$round: ${m[0]:-FAILED} (p50 ${m[2]:--} p99 ${m[3]:--} ms, errors ${m[4]})"
}

# note_failure runs inside $(...): record counts FAILURES in the parent.
FAILURES=0
note_failure() {
	log "run '$1' failed ($3); log: $2"
	tail -5 "$2" >&2
	printf -- '- run `%s` failed (%s); last lines of its log:\n\n```\n%s\n```\n' "$1" "$3" "$(tail -5 "$2")" >>"$NOTES"
}

note() { printf -- '- %s\n' "$*" >>"$NOTES"; }

# order ROUND A B...: the names in rotated order, so each round starts with a
# different server (round 1: A B C, round 2: B C A, ...).
order() {
	local r=$1
	shift
	local n=$# i
	local a=("$@")
	for ((i = 0; i < n; i++)); do printf '%s ' "${a[$(((i + r - 1) % n))]}"; done
}
