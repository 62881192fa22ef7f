#!/usr/bin/env bash
# make bench: handlerd side by side with its peers (MariaDB with InnoDB and
# its HandlerSocket plugin, memcached), the same load against each in the
# same run, alternating which goes first, medians of several rounds.
#
#   bench/run.sh                 full run (3 rounds, ≤ 15 min on 2 cores)
#   BENCH_QUICK=1 bench/run.sh   1 round, small tables (≤ 3 min)
#   BENCH_BIG=1 bench/run.sh     issue 3's 1,000,000-row table, 16 threads (long)
#
# Results: bench/results/results.{md,csv} and chart.svg (BENCH_BIG:
# big.{md,csv}, big-chart.svg). bench/README.md explains what is measured
# and how to read it. Other knobs: BENCH_ROUNDS=N, BENCH_OUT=dir,
# BENCH_KEEP=1 (keep the work directory with datadirs and logs),
# BENCH_WAIT_IDLE=S (wait up to S seconds for a quiet machine first),
# BENCH_ONLY="sql fastpath seed001 seed004 memcached memory hs" (a subset).
set -uo pipefail
# The whole script is one brace group, so bash parses it before running
# any of it: editing run.sh during a 15-minute run cannot derail that run.
{
cd "$(dirname "$0")/.."
ROOT=$(pwd)
# shellcheck source=bench/lib.sh
. bench/lib.sh

# BENCH_WAIT_IDLE=S: first wait up to S seconds for the machine to calm
# down (1-minute load average below the number of CPUs).
if [ -n "${BENCH_WAIT_IDLE:-}" ]; then
	until awk -v l="$(cut -d' ' -f1 /proc/loadavg)" -v n="$(nproc)" 'BEGIN {exit !(l < n)}'; do
		[ "$SECONDS" -ge "$BENCH_WAIT_IDLE" ] && {
			log "still busy after ${BENCH_WAIT_IDLE}s (load $(cut -d' ' -f1-3 /proc/loadavg)); starting anyway"
			break
		}
		sleep 10
	done
fi
START=$(date +%s)
START_LOAD=$(cut -d' ' -f1-3 /proc/loadavg)
if [ "${BENCH_BIG:-0}" = 1 ]; then
	MODE=big
elif [ "${BENCH_QUICK:-0}" = 1 ]; then
	MODE=quick
else
	MODE=full
fi
OUT=${BENCH_OUT:-$ROOT/bench/results}
# Output names: results.* for the full run (committed), quick.* and big.*
# for the other modes, so a quick check never overwrites a full run.
case $MODE in full) P=results CH=chart.svg ;; *) P=$MODE CH=$MODE-chart.svg ;; esac

# --- sizes and durations -------------------------------------------------
# full: 100,000-row tables for the timed SQL runs. That is big enough that
# the primary key and secondary index are real multi-level trees, yet
# both servers load it in a few seconds, so the 144 timed SQL runs fit the
# 15-minute budget.
# The HandlerSocket comparison uses a separate 1,000,000-row table (issue
# 4's size; loading it takes ~20 s in MariaDB, ~30 s in handlerd) and
# the MEMORY scaling test 10,000 vs 1,000,000 rows (issue 2's sizes).
case $MODE in
full)
	ROUNDS=${BENCH_ROUNDS:-3}
	SQL_ROWS=100000 SQL_TIME=2
	FP_TIME=2 FP_TESTS="oltp_point_select oltp_read_only oltp_write_only oltp_insert"
	SEED1_ROWS=10000 SEED1_TIME=3
	SEED4_WRITES=1000 SEED4_KEY=10000 SEED4_MIXED=4000 SEED4_WRITE=2000
	MC_TIME=3
	MEM_BIG=1000000 MEM_TIME=3 MEM_TESTS="oltp_point_select oltp_read_only"
	HS_ROWS=1000000 HS_TIME=3
	;;
quick)
	ROUNDS=${BENCH_ROUNDS:-1}
	SQL_ROWS=10000 SQL_TIME=1
	FP_TIME=1 FP_TESTS=oltp_point_select
	SEED1_ROWS=1000 SEED1_TIME=1
	SEED4_WRITES=100 SEED4_KEY=1000 SEED4_MIXED=500 SEED4_WRITE=300
	MC_TIME=1
	MEM_BIG=100000 MEM_TIME=1 MEM_TESTS=oltp_point_select
	HS_ROWS=10000 HS_TIME=1
	;;
big)
	ROUNDS=${BENCH_ROUNDS:-3}
	BIG_ROWS=${BENCH_BIG_ROWS:-1000000} BIG_TIME=${BENCH_BIG_TIME:-20}
	;;
esac
SQL_THREADS="1 4 16"
SQL_TESTS="oltp_point_select oltp_read_only oltp_write_only oltp_insert"
SEED1_TABLES=16 SEED1_THREADS=16
MEM_SMALL=10000
MC_THREADS=2 MC_CONC=64 MC_WIN=1k
ONLY=" ${BENCH_ONLY:-sql fastpath seed001 seed004 memcached memory hs} "
want() { [ "$MODE" != big ] && case "$ONLY" in *" $1 "*) return 0 ;; *) return 1 ;; esac }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/handlerd-bench.XXXXXX")
LOGS=$WORK/logs BIN=$WORK/bin
SAMPLES=$WORK/samples.csv SPEC=$WORK/spec NOTES=$WORK/notes.md HEADER=$WORK/header.md LOADS=$WORK/loadavg
mkdir -p "$LOGS" "$BIN"
: >"$NOTES"
echo "section,workload,mode,threads,path,round,tps,qps,p50_ms,p99_ms,errors,status" >"$SAMPLES"

cleanup() {
	local rc=$?
	trap - EXIT INT TERM
	stop_all
	if [ "${BENCH_KEEP:-0}" = 1 ]; then
		log "work directory kept: $WORK"
	elif [ "$rc" != 0 ] || [ "$FAILURES" != 0 ]; then
		rm -rf "$WORK/mariadb" "$WORK/handlerd" "$WORK/memcached"
		log "logs kept for inspection: $LOGS"
	else
		rm -rf "$WORK"
	fi
	exit "$rc"
}
trap cleanup EXIT
trap 'log "interrupted"; exit 130' INT TERM

SECTION_T=$START
section_done() {
	local now
	now=$(date +%s)
	note "section $1 took $((now - SECTION_T)) s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
	log "section $1 done in $((now - SECTION_T)) s"
	SECTION_T=$now
}

# --- dependencies and builds ------------------------------------------------
ensure_deps
command -v go >/dev/null || die "go is not installed"
log "building handlerd, hsclient and the report tool into $BIN"
go build -o "$BIN/" . ./cmd/hsclient ./bench/report || die "go build failed"
[ -x "$BIN/handlerd" ] && [ -x "$BIN/hsclient" ] && [ -x "$BIN/report" ] || die "go build did not write handlerd, hsclient and report"

# --- servers ----------------------------------------------------------------
free_port MDB_PORT
free_port MDB_HS_R
free_port MDB_HS_W
free_port HD_PORT
free_port HD_HS_R
free_port HD_HS_W
free_port HD_MC
free_port MC_PORT
HS_SECRET=r$RANDOM$RANDOM HS_SECRET_WR=w$RANDOM$RANDOM

MDB_DIR=$WORK/mariadb
mkdir -p "$MDB_DIR"
log "MariaDB: installing a private datadir"
mariadb-install-db --no-defaults --datadir="$MDB_DIR/data" --auth-root-authentication-method=normal \
	--skip-test-db >"$LOGS/mariadb-install.log" 2>&1 || {
	tail -20 "$LOGS/mariadb-install.log" >&2
	die "mariadb-install-db failed"
}
MDB_USER=()
[ "$(id -u)" = 0 ] && MDB_USER=(--user=root)
# Durable like handlerd (innodb_flush_log_at_trx_commit=1, the default,
# spelled out). A 1 GB buffer pool holds every table of the run, as
# handlerd's mmap does. HandlerSocket as DESIGN.md says: both secrets set.
MDB_ARGS=(--no-defaults --datadir="$MDB_DIR/data" --port="$MDB_PORT" --socket="$MDB_DIR/mysqld.sock"
	--bind-address=127.0.0.1 --pid-file="$MDB_DIR/mysqld.pid" --log-error="$LOGS/mariadb.err" "${MDB_USER[@]}"
	--innodb-flush-log-at-trx-commit=1 --innodb-buffer-pool-size=1G --max-connections=500
	--plugin-maturity=beta --plugin-load-add=handlersocket.so --loose-handlersocket-address=127.0.0.1
	--loose-handlersocket-port="$MDB_HS_R" --loose-handlersocket-port-wr="$MDB_HS_W"
	--loose-handlersocket-threads=16 --loose-handlersocket-threads-wr=1
	--loose-handlersocket-plain-secret="$HS_SECRET" --loose-handlersocket-plain-secret-wr="$HS_SECRET_WR")
"$(sbin mariadbd)" "${MDB_ARGS[@]}" >"$LOGS/mariadb.out" 2>&1 &
MDB_PID=$!
track "$MDB_PID"

HD_DIR=$WORK/handlerd
HD_ARGS=(--no-defaults --datadir="$HD_DIR" --port="$HD_PORT" --bind-address=127.0.0.1 --initialize-insecure
	--innodb-flush-log-at-trx-commit=1 --max-connections=500
	--handlersocket-address=127.0.0.1 --handlersocket-port="$HD_HS_R" --handlersocket-port-wr="$HD_HS_W"
	--handlersocket-threads=16 --handlersocket-threads-wr=1
	--handlersocket-plain-secret="$HS_SECRET" --handlersocket-plain-secret-wr="$HS_SECRET_WR")
want memcached && HD_ARGS+=(--daemon-memcached-option="-p$HD_MC -l 127.0.0.1 -t 2 -m 64 -c 1024" --daemon-memcached-w-batch-size=1)
"$BIN/handlerd" "${HD_ARGS[@]}" >"$LOGS/handlerd.log" 2>&1 &
HD_PID=$!
track "$HD_PID"

if want memcached; then
	# memcached with the same flags handlerd's listener gets.
	MC_USER=()
	[ "$(id -u)" = 0 ] && MC_USER=(-u root)
	memcached "${MC_USER[@]}" -l 127.0.0.1 -p "$MC_PORT" -U 0 -t 2 -m 64 -c 1024 >"$LOGS/memcached.log" 2>&1 &
	MC_PID=$!
	track "$MC_PID"
fi

wait_mysql MariaDB "$MDB_PORT" "$MDB_PID" "$LOGS/mariadb.err"
wait_mysql handlerd "$HD_PORT" "$HD_PID" "$LOGS/handlerd.log"
if want memcached; then
	sleep 0.5
	kill -0 "$MC_PID" 2>/dev/null || die "memcached did not start (log: $LOGS/memcached.log)"
fi
log "MariaDB on $MDB_PORT (HS $MDB_HS_R/$MDB_HS_W), handlerd on $HD_PORT (HS $HD_HS_R/$HD_HS_W$(want memcached && echo ", memcached $HD_MC")$(want memcached && echo "), memcached on $MC_PORT" || echo ")")"
MDB_VERSION=$(mysql_cli "$MDB_PORT" "SELECT VERSION()")
HD_VERSION=$(mysql_cli "$HD_PORT" "SELECT VERSION()")
section_done "build and start"

# prepare_both DB TABLES ROWS: sysbench tables in both servers, loaded at
# the same time (the loads wait on different fsyncs).
prepare_both() {
	local db=$1 tables=$2 rows=$3 p1 p2 ok=0
	log "preparing $db ($tables × $rows rows) in MariaDB and handlerd"
	sb_prepare "$MDB_PORT" "$db" "$tables" "$rows" InnoDB "mariadb $db" &
	p1=$!
	track "$p1"
	sb_prepare "$HD_PORT" "$db" "$tables" "$rows" "" "handlerd $db" &
	p2=$!
	track "$p2"
	wait "$p1" || ok=1
	untrack "$p1"
	wait "$p2" || ok=1
	untrack "$p2"
	[ "$ok" = 0 ] || die "sysbench prepare of $db failed"
}

# path -> port
port_of() { case $1 in mariadb) echo "$MDB_PORT" ;; handlerd) echo "$HD_PORT" ;; esac }

SPEC_SQL_TARGETS=""
{
	echo "section|sql|SQL: handlerd BTREE vs MariaDB InnoDB|sysbench $(sysbench --version | awk '{print $2}'), one table of $([ "$MODE" = big ] && echo "${BIG_ROWS:-}" || echo "$SQL_ROWS") rows, ${SQL_TIME:-}s per run; *text* = \`--db-ps-mode=disable\`, *prepared* = \`--db-ps-mode=auto\` (server-side prepared statements). Throughput is transactions/s (oltp_point_select: 1 query per transaction; oltp_read_only: 14 SELECTs + BEGIN/COMMIT; oltp_write_only: 2 UPDATEs, DELETE, INSERT + BEGIN/COMMIT; oltp_insert: 1 INSERT). Latency is per transaction."
	echo "short|sql|SQL"
	echo "unit|sql|tx/s|q/s"
	echo "chart|sql|line"
	echo "peer|sql|handlerd|mariadb"
} >"$SPEC"

# --- 1. SQL: sysbench, handlerd BTREE vs MariaDB InnoDB -------------------
if want sql || want fastpath; then
	prepare_both sbtest 1 "$SQL_ROWS"
fi
if want sql; then
	log "section sql: $SQL_TESTS × text/prepared × threads $SQL_THREADS × $ROUNDS rounds × 2 servers"
	for t in $SQL_TESTS; do
		for mode in text prepared; do
			ps=auto
			[ "$mode" = text ] && ps=disable
			for th in $SQL_THREADS; do
				for r in $(seq 1 "$ROUNDS"); do
					for srv in $(order "$r" handlerd mariadb); do
						res=$(sb_run "sql $t $mode $th $srv r$r" "$(port_of $srv)" sbtest "$t" "$th" "$SQL_TIME" "$ps" \
							--tables=1 --table-size="$SQL_ROWS")
						record sql "$t" "$mode" "$th" "$srv" "$r" "$res"
					done
					alive handlerd "$HD_PID"
					alive MariaDB "$MDB_PID"
				done
			done
		done
	done
	for mode in text prepared; do
		for th in 4 16; do
			echo "target|#8 oltp_point_select ≥ 1.0x MariaDB, $mode, $th threads|sql,oltp_point_select,$mode,$th,handlerd|sql,oltp_point_select,$mode,$th,mariadb|1.0" >>"$SPEC"
		done
	done
	for mode in text prepared; do
		for th in $SQL_THREADS; do
			echo "target|#8 oltp_read_only ≥ 0.7x MariaDB, $mode, $th threads|sql,oltp_read_only,$mode,$th,handlerd|sql,oltp_read_only,$mode,$th,mariadb|0.7" >>"$SPEC"
		done
	done
	for mode in text prepared; do
		echo "target|#3 oltp_insert ≥ 1.0x MariaDB (group commit), $mode, 16 threads|sql,oltp_insert,$mode,16,handlerd|sql,oltp_insert,$mode,16,mariadb|1.0" >>"$SPEC"
	done
	echo "target|#3 oltp_point_select ≥ 0.5x MariaDB, prepared, 16 threads|sql,oltp_point_select,prepared,16,handlerd|sql,oltp_point_select,prepared,16,mariadb|0.5" >>"$SPEC"
	section_done sql
fi

# --- 2. handlerd's fast path off vs on --------------------------------------
if want fastpath; then
	FP_THREADS=4
	log "section fastpath: $FP_TESTS, fast path OFF vs ON, $FP_THREADS threads"
	{
		echo "section|fastpath|handlerd fast path: OFF vs ON|The same handlerd and table as the SQL section; \`SET GLOBAL handlerd_fast_path = OFF/ON\` between runs, $FP_THREADS threads, ${FP_TIME}s per run. The fast path runs primary/unique-key point statements, primary-key range SELECTs and literal INSERTs without the planner: all of oltp_point_select, all 14 SELECTs of an oltp_read_only transaction (10 point, 4 range), oltp_write_only's two UPDATEs, DELETE and INSERT (its BEGIN and COMMIT take the full path), and oltp_insert's INSERT."
		echo "short|fastpath|handlerd fast path"
		echo "unit|fastpath|tx/s|q/s"
		echo "peer|fastpath|fast-path-on|fast-path-off"
	} >>"$SPEC"
	hits_on=0 hits_off=0 hits_unknown=0
	for t in $FP_TESTS; do
		for mode in text prepared; do
			ps=auto
			[ "$mode" = text ] && ps=disable
			for r in $(seq 1 "$ROUNDS"); do
				for fp in $(order "$r" on off); do
					mysql_cli "$HD_PORT" "SET GLOBAL handlerd_fast_path = $fp" || die "SET GLOBAL handlerd_fast_path failed"
					before=$(mysql_cli "$HD_PORT" "SHOW GLOBAL STATUS LIKE 'Handlerd_fast_path_hits'" | awk '{print $2}')
					res=$(sb_run "fastpath $t $mode $fp r$r" "$HD_PORT" sbtest "$t" "$FP_THREADS" "$FP_TIME" "$ps" \
						--tables=1 --table-size="$SQL_ROWS")
					after=$(mysql_cli "$HD_PORT" "SHOW GLOBAL STATUS LIKE 'Handlerd_fast_path_hits'" | awk '{print $2}')
					if [[ "$before" =~ ^[0-9]+$ && "$after" =~ ^[0-9]+$ ]]; then
						if [ "$fp" = on ]; then hits_on=$((hits_on + after - before)); else hits_off=$((hits_off + after - before)); fi
					else
						hits_unknown=$((hits_unknown + 1))
					fi
					record fastpath "$t" "$mode" "$FP_THREADS" "fast-path-$fp" "$r" "$res"
				done
				alive handlerd "$HD_PID"
			done
		done
	done
	mysql_cli "$HD_PORT" "SET GLOBAL handlerd_fast_path = ON"
	note "Handlerd_fast_path_hits grew by $hits_on during the fast-path-on runs and by $hits_off during the fast-path-off runs$([ "$hits_unknown" != 0 ] && echo " (not read around $hits_unknown runs: SHOW GLOBAL STATUS failed)")."
	for t in $FP_TESTS; do
		for mode in text prepared; do
			if [ "$t" = oltp_point_select ]; then
				echo "target|#8 fast path: oltp_point_select ON ≥ 1.0x OFF, $mode|fastpath,$t,$mode,$FP_THREADS,fast-path-on|fastpath,$t,$mode,$FP_THREADS,fast-path-off|1.0"
			else
				echo "target|#8 fast path: $t ON not slower than OFF beyond noise (≥ 0.9x), $mode|fastpath,$t,$mode,$FP_THREADS,fast-path-on|fastpath,$t,$mode,$FP_THREADS,fast-path-off|0.9"
			fi
		done
	done >>"$SPEC"
	section_done fastpath
fi

# --- 3. seed 001: read-heavy and write-heavy sysbench mixes ----------------
if want seed001; then
	prepare_both seed001 "$SEED1_TABLES" "$SEED1_ROWS"
	log "section seed001: read-heavy and write-heavy oltp_read_write, $SEED1_THREADS threads"
	{
		echo "section|seed001|Seed 001: read-heavy and write-heavy sysbench mixes|The seed's sysbench 0.4 \`--test=oltp --oltp-num-tables=16\` runs in sysbench 1.0 terms: \`oltp_read_write --tables=16\` with \`--index-updates=1 --non-index-updates=1\` (read-heavy, ~75% SELECT) and \`--index-updates=25 --non-index-updates=25\` (write-heavy, ~20% SELECT). Scaled: $SEED1_ROWS rows per table instead of 30,000,000, ${SEED1_TIME}s instead of 1800 s, $SEED1_THREADS threads, prepared statements (sysbench's default). Throughput in transactions/s."
		echo "short|seed001|Seed 001 sysbench mixes"
		echo "unit|seed001|tx/s|q/s"
		echo "peer|seed001|handlerd|mariadb"
	} >>"$SPEC"
	for mix in read-heavy write-heavy; do
		u=1
		[ "$mix" = write-heavy ] && u=25
		for r in $(seq 1 "$ROUNDS"); do
			for srv in $(order "$r" handlerd mariadb); do
				res=$(sb_run "seed001 $mix $srv r$r" "$(port_of $srv)" seed001 oltp_read_write "$SEED1_THREADS" "$SEED1_TIME" auto \
					--tables="$SEED1_TABLES" --table-size="$SEED1_ROWS" --index-updates=$u --non-index-updates=$u)
				record seed001 "$mix" prepared "$SEED1_THREADS" "$srv" "$r" "$res"
			done
			alive handlerd "$HD_PID"
			alive MariaDB "$MDB_PID"
		done
	done
	section_done seed001
fi

# --- 4. seed 004: mysqlslap key, mixed, write ------------------------------
if want seed004; then
	log "section seed004: mysqlslap key/mixed/write, concurrency 10"
	{
		echo "section|seed004|Seed 004: mysqlslap auto-generated SQL|The seed's command line (\`--auto-generate-sql --auto-generate-sql-add-autoincrement --number-int-cols=10 --number-char-cols=10 --concurrency=10\`, load types key, mixed, write) scaled to fit: $SEED4_WRITES rows written before each run (\`--auto-generate-sql-write-number\`, 100,000 in the seed), $SEED4_KEY / $SEED4_MIXED / $SEED4_WRITE queries for key / mixed / write (\`--number-of-queries\`, 100,000 in the seed), 1 iteration per round. \`--engine=innodb\` on both (handlerd maps it to BTREE) rather than the seed's MyISAM, so both servers are durable. Throughput = queries / mysqlslap's \"average number of seconds to run all queries\"; mysqlslap reports no latency percentiles."
		echo "short|seed004|Seed 004 mysqlslap"
		echo "unit|seed004|q/s|q/s"
		echo "peer|seed004|handlerd|mariadb"
	} >>"$SPEC"
	for load in key mixed write; do
		case $load in key) q=$SEED4_KEY ;; mixed) q=$SEED4_MIXED ;; write) q=$SEED4_WRITE ;; esac
		for r in $(seq 1 "$ROUNDS"); do
			for srv in $(order "$r" handlerd mariadb); do
				res=$(slap_run "seed004 $load $srv r$r" "$(port_of $srv)" "$load" "$SEED4_WRITES" "$q")
				record seed004 "$load" innodb 10 "$srv" "$r" "$res"
			done
			alive handlerd "$HD_PID"
			alive MariaDB "$MDB_PID"
		done
	done
	section_done seed004
fi

# --- 5. memcached: memcaslap against memcached and handlerd -----------------
if want memcached; then
	log "section memcached: memcaslap 9:1 get:set, $MC_THREADS threads × $MC_CONC connections"
	MC_CONF=$WORK/memcaslap.cnf
	# 32-byte keys (memcaslap's default config file uses 64, over the
	# mapped column's 32 in MySQL's demo_test), 100-byte values, 9:1.
	printf 'key\n32 32 1\nvalue\n100 100 1\ncmd\n0 0.1\n1 0.9\n' >"$MC_CONF"
	# innodb_only maps the keys to a BTREE table: latin1 columns, as in
	# MySQL's plugin (memcaslap's keys are not valid UTF-8).
	mysql_cli "$HD_PORT" "CREATE DATABASE mcbench;
		CREATE TABLE mcbench.kv (c1 VARCHAR(250) CHARACTER SET latin1 COLLATE latin1_bin NOT NULL PRIMARY KEY,
			c2 VARCHAR(1024) CHARACTER SET latin1, c3 INT, c4 BIGINT UNSIGNED, c5 INT) ENGINE=BTREE;
		DELETE FROM innodb_memcache.containers WHERE 1 = 1;
		INSERT INTO innodb_memcache.containers VALUES ('default', 'mcbench', 'kv', 'c1', 'c2', 'c3', 'c4', 'c5', 'PRIMARY')" ||
		die "could not map the memcached benchmark table"
	{
		echo "section|memcached|memcached: memcaslap against memcached and handlerd|\`memcaslap -T $MC_THREADS -c $MC_CONC -w $MC_WIN -t ${MC_TIME}s\` with its own config file (\`-F\`): 32-byte keys, 100-byte values, 9:1 get:set, one request in flight per connection, ASCII protocol. Both servers get \`-t 2 -m 64 -c 1024\`. handlerd cache_only: its in-memory LRU cache; innodb_only: every get and set on a BTREE table (\`daemon_memcached_w_batch_size=1\`, \`innodb_flush_log_at_trx_commit=1\`: each set is committed before its reply). Latency percentiles are interpolated inside memcaslap's power-of-two histogram buckets."
		echo "short|memcached|memcached"
		echo "unit|memcached|ops/s|ops/s"
		echo "peer|memcached|handlerd-cache_only|memcached"
		echo "peer|memcached|handlerd-innodb_only|memcached"
		echo "target|#5 memcached cache_only ≥ 1.0x memcached|memcached,get-set-9-1,ascii,$MC_CONC,handlerd-cache_only|memcached,get-set-9-1,ascii,$MC_CONC,memcached|1.0"
		echo "target|#5 memcached innodb_only (BTREE) ≥ 0.8x memcached|memcached,get-set-9-1,ascii,$MC_CONC,handlerd-innodb_only|memcached,get-set-9-1,ascii,$MC_CONC,memcached|0.8"
	} >>"$SPEC"
	set_policy() {
		mysql_cli "$HD_PORT" "UPDATE innodb_memcache.cache_policies SET get_policy = '$1', set_policy = '$1', delete_policy = '$1', flush_policy = '$1'" ||
			die "could not set the cache policy $1"
		sleep 0.3 # the listener rebuilds its mapping on the next request
	}
	for r in $(seq 1 "$ROUNDS"); do
		for p in $(order "$r" memcached handlerd-cache_only handlerd-innodb_only); do
			case $p in
			memcached) addr=127.0.0.1:$MC_PORT ;;
			handlerd-cache_only)
				set_policy cache_only
				addr=127.0.0.1:$HD_MC
				;;
			handlerd-innodb_only)
				set_policy innodb_only
				addr=127.0.0.1:$HD_MC
				;;
			esac
			res=$(mc_run "memcached $p r$r" "$addr" "$MC_TIME")
			record memcached get-set-9-1 ascii "$MC_CONC" "$p" "$r" "$res"
		done
		alive handlerd "$HD_PID"
		alive memcached "$MC_PID"
	done
	note "memcached section: the innodb_only table held $(mysql_cli "$HD_PORT" "SELECT COUNT(*) FROM mcbench.kv") rows at the end."
	section_done memcached
fi

# --- 6. MEMORY engine: point selects at 10,000 vs 1,000,000 rows ------------
if want memory; then
	log "section memory: MEMORY tables of $MEM_SMALL and $MEM_BIG rows"
	sb_prepare "$HD_PORT" mem_small 1 "$MEM_SMALL" MEMORY "handlerd mem_small" || die "prepare of mem_small failed"
	sb_prepare "$HD_PORT" mem_big 1 "$MEM_BIG" MEMORY "handlerd mem_big" || die "prepare of mem_big failed"
	{
		echo "section|memory|MEMORY engine: $MEM_SMALL vs $MEM_BIG rows (handlerd)|sysbench on \`ENGINE=MEMORY\` tables in handlerd (\`--mysql-storage-engine=MEMORY\`), 4 threads, prepared statements, ${MEM_TIME}s per run. A point lookup is O(log n), so the bigger table should keep ≥ 0.8x the smaller one's rate."
		echo "short|memory|MEMORY engine"
		echo "unit|memory|tx/s|q/s"
		echo "peer|memory|rows=$MEM_BIG|rows=$MEM_SMALL"
		echo "target|#2 MEMORY oltp_point_select at $MEM_BIG rows ≥ 0.8x at $MEM_SMALL rows|memory,oltp_point_select,prepared,4,rows=$MEM_BIG|memory,oltp_point_select,prepared,4,rows=$MEM_SMALL|0.8"
	} >>"$SPEC"
	for t in $MEM_TESTS; do
		for r in $(seq 1 "$ROUNDS"); do
			for sz in $(order "$r" "$MEM_SMALL" "$MEM_BIG"); do
				db=mem_small
				[ "$sz" = "$MEM_BIG" ] && db=mem_big
				res=$(sb_run "memory $t $sz r$r" "$HD_PORT" "$db" "$t" 4 "$MEM_TIME" auto --tables=1 --table-size="$sz")
				record memory "$t" prepared 4 "rows=$sz" "$r" "$res"
			done
			alive handlerd "$HD_PID"
		done
	done
	# Free the memory before the HandlerSocket section loads its table.
	mysql_cli "$HD_PORT" "DROP DATABASE mem_big; DROP DATABASE mem_small" || true
	section_done memory
fi

# --- 7. HandlerSocket: primary-key finds --------------------------------------
if want hs; then
	prepare_both hsbench 1 "$HS_ROWS"
	HS_CONNS=16
	log "section hs: random primary-key finds on $HS_ROWS rows, $HS_CONNS connections"
	{
		echo "section|hs|HandlerSocket: random primary-key finds|A sysbench table of $HS_ROWS rows (BTREE in handlerd, InnoDB in MariaDB). HandlerSocket: \`cmd/hsclient -bench\` on the read port, $HS_CONNS connections served by one epoll loop, \`P 1 hsbench sbtest1 PRIMARY c\` then \`1 = 1 <random id>\` (uniform), one request in flight per connection (depth=1) or 16 pipelined per write (depth=16); latency is from a batch's write to each answer. SQL: sysbench oltp_point_select (\`SELECT c FROM sbtest1 WHERE id=?\`), prepared, $HS_CONNS threads, uniform ids. ${HS_TIME}s per run."
		echo "short|hs|HandlerSocket PK finds"
		echo "unit|hs|finds/s|finds/s"
		echo "peer|hs|handlerd-hs|mariadb-hs"
		echo "peer|hs|handlerd-sql|mariadb-sql"
		for d in 1 16; do
			echo "target|#4 handlerd HandlerSocket ≥ 8x handlerd SQL, depth $d|hs,pk-find,depth=$d,$HS_CONNS,handlerd-hs|hs,pk-find,sql-prepared,$HS_CONNS,handlerd-sql|8.0"
			echo "target|#4 handlerd HandlerSocket ≥ 1.0x MariaDB HandlerSocket, depth $d|hs,pk-find,depth=$d,$HS_CONNS,handlerd-hs|hs,pk-find,depth=$d,$HS_CONNS,mariadb-hs|1.0"
			# For reference: seed 000's 3.4x-8.2x compared HandlerSocket with SQL that is parsed and
			# planned; handlerd's fast path skips both for these SELECTs, so also show SQL without it.
			echo "target|(reference, not #4's target) handlerd HandlerSocket vs handlerd SQL with the fast path OFF (parsed and planned, as in seed 000), depth $d|hs,pk-find,depth=$d,$HS_CONNS,handlerd-hs|hs,pk-find,sql-prepared-fast-path-off,$HS_CONNS,handlerd-sql|8.0"
		done
	} >>"$SPEC"
	for d in 1 16; do
		for r in $(seq 1 "$ROUNDS"); do
			for srv in $(order "$r" handlerd mariadb); do
				if [ "$srv" = handlerd ]; then hp=$HD_HS_R; else hp=$MDB_HS_R; fi
				res=$(hs_run "hs depth$d $srv r$r" "$hp" "$HS_SECRET" hsbench "$HS_ROWS" "$HS_CONNS" "$d" "$HS_TIME")
				record hs pk-find "depth=$d" "$HS_CONNS" "$srv-hs" "$r" "$res"
			done
			alive handlerd "$HD_PID"
			alive MariaDB "$MDB_PID"
		done
	done
	for r in $(seq 1 "$ROUNDS"); do
		for srv in $(order "$r" handlerd mariadb); do
			res=$(sb_run "hs sql $srv r$r" "$(port_of $srv)" hsbench oltp_point_select "$HS_CONNS" "$HS_TIME" auto \
				--tables=1 --table-size="$HS_ROWS" --rand-type=uniform)
			record hs pk-find sql-prepared "$HS_CONNS" "$srv-sql" "$r" "$res"
		done
		mysql_cli "$HD_PORT" "SET GLOBAL handlerd_fast_path = OFF" || die "SET GLOBAL handlerd_fast_path failed"
		res=$(sb_run "hs sql handlerd fast path off r$r" "$HD_PORT" hsbench oltp_point_select "$HS_CONNS" "$HS_TIME" auto \
			--tables=1 --table-size="$HS_ROWS" --rand-type=uniform)
		mysql_cli "$HD_PORT" "SET GLOBAL handlerd_fast_path = ON" || die "SET GLOBAL handlerd_fast_path failed"
		record hs pk-find sql-prepared-fast-path-off "$HS_CONNS" handlerd-sql "$r" "$res"
	done
	section_done hs
fi

# --- BENCH_BIG: issue 3's 1,000,000-row table ---------------------------------
if [ "$MODE" = big ]; then
	prepare_both sbbig 1 "$BIG_ROWS"
	{
		echo "section|big|SQL on a $BIG_ROWS-row table, 16 threads: handlerd BTREE vs MariaDB InnoDB|Issue 3's runs: sysbench oltp_read_write, oltp_write_only, oltp_insert and oltp_point_select, 16 threads, prepared statements, ${BIG_TIME}s per run, $ROUNDS rounds; both durable (innodb_flush_log_at_trx_commit=1). *errors* counts sysbench's ignored errors (1213 deadlock, 1205 lock wait timeout, 1020) and reconnects, summed over rounds: error-free means 0 there and no failed run."
		echo "short|big|SQL"
		echo "unit|big|tx/s|q/s"
		echo "peer|big|handlerd|mariadb"
		echo "target|#3 oltp_insert ≥ 1.0x MariaDB ($BIG_ROWS rows, 16 threads)|big,oltp_insert,prepared,16,handlerd|big,oltp_insert,prepared,16,mariadb|1.0"
		echo "target|#3 oltp_point_select ≥ 0.5x MariaDB ($BIG_ROWS rows, 16 threads)|big,oltp_point_select,prepared,16,handlerd|big,oltp_point_select,prepared,16,mariadb|0.5"
	} >"$SPEC"
	for t in oltp_point_select oltp_read_write oltp_write_only oltp_insert; do
		for r in $(seq 1 "$ROUNDS"); do
			for srv in $(order "$r" handlerd mariadb); do
				res=$(sb_run "big $t $srv r$r" "$(port_of $srv)" sbbig "$t" 16 "$BIG_TIME" auto --tables=1 --table-size="$BIG_ROWS")
				record big "$t" prepared 16 "$srv" "$r" "$res"
			done
			alive handlerd "$HD_PID"
			alive MariaDB "$MDB_PID"
		done
	done
	section_done big
	# Issue 3 asks for error-free runs: say per server which runs were not.
	for srv in handlerd mariadb; do
		verdict=$(awk -F, -v s="$srv" 'NR > 1 && $1 == "big" && $5 == s {
				e[$2] += $11; if ($12 != "ok") f[$2]++; if (!($2 in seen)) { seen[$2] = 1; order[++n] = $2 } }
			END {
				for (i = 1; i <= n; i++) { w = order[i]
					if (e[w] > 0) out = out sprintf("%s%s %d ignored errors", out == "" ? "" : ", ", w, e[w])
					if (f[w] > 0) out = out sprintf("%s%s %d failed runs", out == "" ? "" : ", ", w, f[w]) }
				print out == "" ? "error-free (no ignored errors, no failed run)" : "not error-free: " out }' "$SAMPLES")
		note "$srv, $BIG_ROWS rows, 16 threads: $verdict."
	done
fi

# --- report -------------------------------------------------------------------
rss() { ps -o rss= -p "$1" 2>/dev/null | awk '{printf "%.0f MB", $1 / 1024}'; }
note "resident memory at the end: handlerd $(rss "$HD_PID"), MariaDB $(rss "$MDB_PID")$([ -n "${MC_PID:-}" ] && echo ", memcached $(rss "$MC_PID")")."
note "handlerd datadir at the end: $(du -sh "$HD_DIR" | cut -f1); MariaDB datadir: $(du -sh "$MDB_DIR/data" | cut -f1)."
ELAPSED=$(($(date +%s) - START))
note "whole run: $ELAPSED s."
GIT_REV=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD 2>/dev/null || GIT_REV="$GIT_REV + uncommitted changes in the working tree"
{
	case $MODE in
	full) echo "# make bench — results" ;;
	quick) echo "# make bench (BENCH_QUICK=1) — results" ;;
	big) echo "# make bench (BENCH_BIG=1) — results" ;;
	esac
	echo
	echo "Run $(date -u '+%Y-%m-%d %H:%M UTC'), mode **$MODE**, $ROUNDS round(s) per configuration, $ELAPSED s in all."
	echo "Machine: $(nproc) CPUs ($(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)), $(awk '/MemTotal/ {printf "%.0f GB", $2 / 1048576}' /proc/meminfo) RAM; load average at the start: $START_LOAD."
	# The 1-minute load average after every run: how busy the machine was.
	read -r LOAD_MED LOAD_MAX < <(sort -n "$LOADS" 2>/dev/null | awk '{a[NR] = $1} END {if (NR) print a[int((NR + 1) / 2)], a[NR]; else print "- -"}')
	echo "Load average (1 min) after each run: median $LOAD_MED, max $LOAD_MAX."
	if awk -v l="$LOAD_MED" -v n="$(nproc)" 'BEGIN {exit !(l > 1.5 * n + 1)}'; then
		echo
		echo "**Warning: the machine was busy with other work during this run** (median load $LOAD_MED on $(nproc) CPUs, where the"
		echo "bench itself accounts for about $(nproc)). Servers were starved at random moments, so figures and even ratios"
		echo "are much noisier than the ±20% this page assumes; rerun on a quiet machine before drawing conclusions."
		echo
	fi
	echo "handlerd $HD_VERSION (git $GIT_REV, $(go version | awk '{print $3}')); MariaDB $MDB_VERSION; $(memcached -V 2>/dev/null); sysbench $(sysbench --version | awk '{print $2}')."
	echo
	echo "How to read this: each figure is the **median over the rounds**; in every round each server ran the same load"
	echo "one after the other, the order alternating between rounds. A ratio is handlerd's median throughput over the peer's"
	echo "median (higher is better for handlerd). p50 / p99 are the medians over rounds of each run's 50th and 99th"
	echo "latency percentiles. *errors* sums, over all rounds, sysbench's ignored errors (1213 deadlock, 1205, 1020) and"
	echo "reconnects, HandlerSocket error answers and memcached error replies. The server and its load generator share"
	echo "the machine's $(nproc) cores, so single figures move by ±20% between runs: trust ratios and medians, not the third digit."
	echo "Per-round figures: results.csv (\`throughput_per_round\`). Method and caveats: [bench/README.md](../README.md)."
	echo
} >"$HEADER"
"$BIN/report" -samples "$SAMPLES" -spec "$SPEC" -header "$HEADER" -notes "$NOTES" -out "$OUT" -prefix "$P" ||
	die "writing the report failed"
cp "$SAMPLES" "$OUT/$P-samples.csv"
log "done in $ELAPSED s ($FAILURES failed runs)"
echo
echo "Results:"
echo "  $OUT/$P.md          markdown report (targets, tables)"
echo "  $OUT/$P.csv         medians, ratios, per-round throughput"
echo "  $OUT/$CH       throughput against concurrency per path"
echo "  $OUT/$P-samples.csv every run"
echo
sed -n '/^## Targets/,/^Chart:/p' "$OUT/$P.md" | sed '$d'
exit 0
}
