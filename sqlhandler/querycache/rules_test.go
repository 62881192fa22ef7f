package querycache_test

import (
	"context"
	"strings"
	"testing"

	"handlerd/sqlhandler/querycache"
)

// A transaction never reads from the cache and never fills it: it must see
// its own snapshot and its own uncommitted writes.
func TestTransactions(t *testing.T) {
	for _, engine := range engineNames {
		t.Run(engine, func(t *testing.T) {
			ev := newEnv(t, querycache.Defaults)
			a := ev.conn(ev.open())
			b := ev.conn(ev.open())
			setupT(ev, a, engine)
			b.exec("USE db")
			q := "SELECT id, v FROM t ORDER BY id"
			all := []string{"1\tone", "2\ttwo", "3\tthree"}
			ev.expectMiss(b, q, true, all...)

			// A writing transaction sees its write, not the cached result,
			// and its SELECT is not cached.
			a.exec("BEGIN")
			a.exec("INSERT INTO t VALUES (4, 'four', 40)")
			ev.expectMiss(a, q, false, append(all, "4\tfour")...)
			// Others still see (and may be served) the committed state.
			ev.expectHit(b, q, all...)
			a.exec("COMMIT")
			ev.expectMiss(b, q, true, append(all, "4\tfour")...)
			all = append(all, "4\tfour")

			// A read-only REPEATABLE READ transaction keeps its snapshot even
			// when someone else refills the cache after a commit.
			a.exec("START TRANSACTION")
			ev.expectMiss(a, q, false, all...)
			b.exec("INSERT INTO t VALUES (5, 'five', 50)")
			ev.expectMiss(b, q, true, append(all, "5\tfive")...)
			ev.expectMiss(a, q, false, all...) // its snapshot, not the cache
			a.exec("ROLLBACK")
			all = append(all, "5\tfive")
			ev.expectHit(a, q, all...)

			// A rolled back write leaves cached results valid and right.
			a.exec("BEGIN")
			a.exec("DELETE FROM t")
			ev.expectMiss(a, q, false)
			a.exec("ROLLBACK")
			ev.expectHit(a, q, all...)

			// autocommit=0: every statement is in a transaction.
			a.exec("SET autocommit = 0")
			ev.expectMiss(a, q, false, all...)
			a.exec("UPDATE t SET v = 'ONE' WHERE id = 1")
			got := a.rows(q)
			if got[0] != "1\tONE" {
				t.Errorf("own uncommitted write not visible: %q", got)
			}
			ev.expectHit(b, q, all...)
			a.exec("COMMIT")
			a.exec("SET autocommit = 1")
			all[0] = "1\tONE"
			ev.expectMiss(b, q, true, all...)
			ev.expectHit(a, q, all...)

			// Savepoints and rollback to them.
			a.exec("BEGIN")
			a.exec("SAVEPOINT s")
			a.exec("DELETE FROM t WHERE id = 2")
			a.exec("ROLLBACK TO SAVEPOINT s")
			ev.expectMiss(a, q, false, all...)
			a.exec("COMMIT")
			ev.expectHit(a, q, all...)
		})
	}
}

// query_cache_type OFF / ON / DEMAND per session, and the hints.
func TestTypesAndHints(t *testing.T) {
	ev := newEnv(t, querycache.Defaults)
	cl := ev.conn(ev.open())
	setupT(ev, cl, "MEMORY")
	q := "SELECT v FROM t WHERE id = 1"

	cl.exec("SET SESSION query_cache_type = OFF")
	ev.expectMiss(cl, q, false, "one")
	if d := ev.delta(func() { cl.rows(q) }); d["not_cached"] != 1 {
		t.Errorf("type OFF: not counted as not cached: %v", d)
	}
	cl.exec("SET SESSION query_cache_type = ON")
	ev.expectMiss(cl, q, true, "one")
	ev.expectHit(cl, q, "one")

	// SQL_NO_CACHE: neither looked up nor stored.
	qn := "SELECT SQL_NO_CACHE v FROM t WHERE id = 1"
	ev.expectMiss(cl, qn, false, "one")
	ev.expectMiss(cl, qn, false, "one")

	// DEMAND: only SELECT SQL_CACHE is stored; what is cached is served.
	cl.exec("SET SESSION query_cache_type = DEMAND")
	ev.expectHit(cl, q, "one")
	q2 := "SELECT v FROM t WHERE id = 2"
	ev.expectMiss(cl, q2, false, "two")
	ev.expectMiss(cl, q2, false, "two")
	qc := "SELECT SQL_CACHE v FROM t WHERE id = 2"
	ev.expectMiss(cl, qc, true, "two")
	ev.expectHit(cl, qc, "two")
	// Numeric forms, as in my.cnf.
	cl.exec("SET SESSION query_cache_type = 0")
	ev.expectMiss(cl, qc, false, "two")
	cl.exec("SET SESSION query_cache_type = 1")
	ev.expectHit(cl, qc, "two")

	// SET GLOBAL changes the default of new sessions only.
	cl.exec("SET GLOBAL query_cache_type = OFF")
	db2 := ev.open()
	c2, _ := db2.Conn(context.Background())
	defer c2.Close()
	cl2 := &client{t: t, c: c2}
	cl2.exec("USE db")
	ev.expectMiss(cl2, q, false, "one")
	ev.expectHit(cl, q, "one")
	cl.exec("SET GLOBAL query_cache_type = DEMAND")
	c3, _ := db2.Conn(context.Background())
	defer c3.Close()
	cl3 := &client{t: t, c: c3}
	cl3.exec("USE db")
	ev.expectHit(cl3, q, "one")
	cl.exec("SET GLOBAL query_cache_type = OFF")
}

// What MySQL never caches is never cached; what it caches is.
func TestCacheability(t *testing.T) {
	ev := newEnv(t, querycache.Defaults)
	cl := ev.conn(ev.open())
	setupT(ev, cl, "BTREE")
	cl.exec("CREATE TABLE u (id INT PRIMARY KEY, x INT)")
	cl.exec("INSERT INTO u VALUES (1, 100), (2, 200)")
	cl.exec("CREATE VIEW vw AS SELECT id, v FROM t WHERE id < 3")
	cl.exec("SET @x = 1")
	never := []string{
		"SELECT NOW(), v FROM t WHERE id = 1",
		"SELECT CURRENT_TIMESTAMP(), v FROM t",
		"SELECT v FROM t WHERE n < UNIX_TIMESTAMP()",
		"SELECT RAND(), id FROM t",
		"SELECT RAND(1), id FROM t",
		"SELECT UUID(), id FROM t",
		"SELECT CONNECTION_ID(), id FROM t",
		"SELECT LAST_INSERT_ID(), id FROM t",
		"SELECT FOUND_ROWS(), id FROM t",
		"SELECT DATABASE(), id FROM t",
		"SELECT USER(), id FROM t",
		"SELECT CURRENT_USER(), id FROM t",
		"SELECT CURDATE(), id FROM t",
		"SELECT v FROM t WHERE id = @x",
		"SELECT @@sql_mode, id FROM t",
		"SELECT id FROM t FOR UPDATE",
		"SELECT id FROM t LOCK IN SHARE MODE",
		"SELECT SQL_CALC_FOUND_ROWS id FROM t LIMIT 1",
		"SELECT 1",
		"SELECT 1 + 1 FROM dual",
		"SELECT table_name FROM information_schema.tables WHERE table_schema = 'db'",
		"SELECT id FROM t WHERE id = (SELECT CONNECTION_ID())",
		"SELECT SLEEP(0), id FROM t WHERE id = 1",
	}
	for _, q := range never {
		d := ev.delta(func() {
			if _, err := cl.tryRows(q); err != nil {
				t.Errorf("%s: %v", q, err)
			}
			cl.tryRows(q)
		})
		if d["inserts"] != 0 || d["hits"] != 0 || d["not_cached"] != 2 {
			t.Errorf("%s: cached (%v)", q, d)
		}
	}
	if err := cl.tryExec("SELECT id INTO @y FROM t LIMIT 1"); err != nil {
		t.Errorf("SELECT INTO: %v", err)
	}
	if n := ev.status()["Qcache_queries_in_cache"]; n != 0 {
		t.Errorf("queries in cache: %d", n)
	}

	always := []string{
		"SELECT * FROM t",
		"SELECT * FROM t WHERE id = 2",
		"SELECT * FROM t WHERE v > 'o' ORDER BY n DESC LIMIT 2",
		"SELECT COUNT(*) FROM t",
		"SELECT n DIV 10, COUNT(*) FROM t GROUP BY n DIV 10 HAVING COUNT(*) > 0 ORDER BY 1",
		"SELECT t.v, u.x FROM t JOIN u ON t.id = u.id ORDER BY t.id",
		"SELECT t.v FROM t LEFT JOIN u ON t.id = u.id WHERE u.id IS NULL",
		"SELECT id FROM t UNION SELECT id FROM u ORDER BY 1",
		"(SELECT id FROM t) UNION ALL (SELECT id FROM u)",
		"WITH c AS (SELECT id FROM t WHERE id > 1) SELECT COUNT(*) FROM c",
		"SELECT * FROM (SELECT id, v FROM t) d WHERE d.id = 3",
		"SELECT id FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.id = t.id)",
		"SELECT UPPER(v), CONCAT(v, '!'), LENGTH(v), ROUND(n / 3, 2) FROM t",
		"SELECT * FROM vw",
		"SELECT id, ROW_NUMBER() OVER (ORDER BY n DESC) FROM t",
		"SELECT UNIX_TIMESTAMP('2020-01-01 00:00:00'), id FROM t WHERE id = 1",
		"/* comment */ SELECT id FROM t WHERE id = 1",
		"SELECT /*!40001 SQL_CACHE */ id FROM t WHERE id = 3",
		"SELECT id FROM db.t WHERE id = 1 AND v = 'one'",
		"SELECT id FROM t WHERE id IN (1, 3)",
		"SELECT GROUP_CONCAT(v ORDER BY id) FROM t",
	}
	for _, q := range always {
		want, err := cl.tryRows(q)
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		if n := ev.status()["Qcache_inserts"]; n == 0 {
			t.Errorf("%s: not cached", q)
		}
		ev.expectHit(cl, q, want...)
		ev.qc.Reset()
	}
}

// The key: the same text means the same result only under the same
// database and settings.
func TestKey(t *testing.T) {
	ev := newEnv(t, querycache.Defaults)
	cl := ev.conn(ev.open())
	setupT(ev, cl, "MEMORY")
	cl.exec("CREATE DATABASE db2")
	cl.exec("CREATE TABLE db2.t (id INT PRIMARY KEY, v VARCHAR(20), n INT)")
	cl.exec("INSERT INTO db2.t VALUES (1, 'other db', 0)")
	q := "SELECT v FROM t WHERE id = 1"
	ev.expectMiss(cl, q, true, "one")
	cl.exec("USE db2")
	ev.expectMiss(cl, q, true, "other db")
	cl.exec("USE db")
	ev.expectHit(cl, q, "one")

	// Settings that change results are in the key.
	qd := "SELECT n / 7 FROM t WHERE id = 1"
	ev.expectMiss(cl, qd, true, "1.4286")
	cl.exec("SET div_precision_increment = 2")
	ev.expectMiss(cl, qd, true)
	cl.exec("SET div_precision_increment = 4")
	ev.expectHit(cl, qd, "1.4286")
	ql := "SELECT id FROM t ORDER BY id"
	ev.expectMiss(cl, ql, true, "1", "2", "3")
	cl.exec("SET sql_select_limit = 1")
	ev.expectMiss(cl, ql, true, "1")
	cl.exec("SET sql_select_limit = DEFAULT")
	ev.expectHit(cl, ql, "1", "2", "3")
	cl.exec("SET NAMES latin1")
	ev.expectMiss(cl, ql, true, "1", "2", "3")
	cl.exec("SET NAMES latin1")
	ev.expectHit(cl, ql, "1", "2", "3")
	cl.exec("SET sql_mode = 'ANSI_QUOTES'")
	ev.expectMiss(cl, ql, true, "1", "2", "3")

	// Sessions of the same account share results.
	cl2 := ev.conn(ev.open())
	cl2.exec("USE db")
	ev.expectHit(cl2, q, "one")
}

// query_cache_limit, query_cache_size, LRU pruning, RESET and FLUSH.
func TestLimitsAndPruning(t *testing.T) {
	ev := newEnv(t, querycache.Config{Size: 64 << 10, Limit: 4096, MinResUnit: 1024})
	cl := ev.conn(ev.open())
	setupT(ev, cl, "MEMORY")
	cl.exec("CREATE TABLE big (id INT PRIMARY KEY, s TEXT)")
	for i := 0; i < 20; i++ {
		cl.exec("INSERT INTO big VALUES (?, ?)", i, strings.Repeat("x", 500))
	}
	// A result over query_cache_limit is not cached.
	qb := "SELECT * FROM big"
	d := ev.delta(func() { cl.rows(qb) })
	if d["inserts"] != 0 || d["not_cached"] != 1 {
		t.Errorf("result over query_cache_limit: %v", d)
	}
	ev.expectMiss(cl, "SELECT * FROM big WHERE id < 3", true)

	// Filling past query_cache_size prunes the least recently used.
	for i := 0; i < 200; i++ {
		cl.rows("SELECT s FROM big WHERE id = ?", i%20)
		cl.rows("SELECT id FROM t WHERE n = ?", i)
	}
	st := ev.status()
	if st["Qcache_lowmem_prunes"] == 0 {
		t.Errorf("no prunes after overfilling: %v", st)
	}
	if st["Qcache_free_memory"] > 64<<10 || st["Qcache_queries_in_cache"] == 0 {
		t.Errorf("status after overfilling: %v", st)
	}
	if used := int64(64<<10) - int64(st["Qcache_free_memory"]); used > 64<<10 || used < 0 {
		t.Errorf("memory used %d beyond query_cache_size", used)
	}
	if st["Qcache_total_blocks"] < st["Qcache_queries_in_cache"] {
		t.Errorf("blocks: %v", st)
	}
	// The most recent result survived.
	ev.expectHit(cl, "SELECT id FROM t WHERE n = 199")

	// FLUSH QUERY CACHE keeps results; RESET QUERY CACHE drops them.
	cl.exec("FLUSH QUERY CACHE")
	ev.expectHit(cl, "SELECT id FROM t WHERE n = 199")
	cl.exec("RESET QUERY CACHE")
	st = ev.status()
	if st["Qcache_queries_in_cache"] != 0 || st["Qcache_free_memory"] != 64<<10 || st["Qcache_total_blocks"] != 1 || st["Qcache_free_blocks"] != 1 {
		t.Errorf("after RESET QUERY CACHE: %v", st)
	}
	ev.expectMiss(cl, "SELECT id FROM t WHERE n = 199", true)

	// Resizing drops everything; 0 disables the cache and its counting.
	ev.qc.SetSize(0)
	d = ev.delta(func() { cl.rows("SELECT id FROM t WHERE n = 199"); cl.rows("SELECT id FROM t WHERE n = 199") })
	if d["hits"] != 0 || d["inserts"] != 0 || d["not_cached"] != 0 {
		t.Errorf("disabled cache: %v", d)
	}
	if st := ev.status(); st["Qcache_free_memory"] != 0 || st["Qcache_queries_in_cache"] != 0 {
		t.Errorf("disabled cache status: %v", st)
	}
	cl.exec("RESET QUERY CACHE") // accepted even when disabled
	ev.qc.SetSize(1 << 20)
	ev.expectMiss(cl, "SELECT id FROM t WHERE n = 199", true)
	ev.expectHit(cl, "SELECT id FROM t WHERE n = 199")

	// A smaller limit applies to new results.
	ev.qc.SetLimit(10)
	d = ev.delta(func() { cl.rows("SELECT * FROM t") })
	if d["inserts"] != 0 {
		t.Errorf("result over a lowered limit cached: %v", d)
	}
}

// Clients that enable multi-statements (the mysql CLI) reach the cache
// through COM_QUERY's multi-statement path; several statements in one
// request are run normally.
func TestMultiStatements(t *testing.T) {
	ev := newEnv(t, querycache.Defaults)
	cl := ev.conn(ev.open("multiStatements=true"))
	setupT(ev, cl, "MEMORY")
	q := "SELECT v FROM t WHERE id = 3"
	ev.expectMiss(cl, q, true, "three")
	ev.expectHit(cl, q, "three")
	ev.expectHit(cl, q+";", "three")
	d := ev.delta(func() { cl.exec("INSERT INTO t VALUES (9, 'nine', 9); " + q) })
	if d["hits"] != 0 {
		t.Errorf("multi-statement request answered from the cache: %v", d)
	}
	ev.expectMiss(cl, q, true, "three")
}

// Prepared statements (binary protocol) bypass the cache, as MySQL's did
// before 5.1.17, and still see every write.
func TestPreparedStatementsBypass(t *testing.T) {
	ev := newEnv(t, querycache.Defaults)
	db := ev.open()
	cl := ev.conn(db)
	setupT(ev, cl, "MEMORY")
	text := ev.conn(ev.open())
	text.exec("USE db")
	ev.expectMiss(text, "SELECT v FROM t WHERE id = 1", true, "one")
	bin, err := ev.open("interpolateParams=false").Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer bin.Close()
	bcl := &client{t: t, c: bin}
	bcl.exec("USE db")
	bcl.exec("SET SESSION query_cache_type = ON")
	d := ev.delta(func() {
		for i := 0; i < 3; i++ {
			got := bcl.rows("SELECT v FROM t WHERE id = ?", 1)
			equalRows(t, "prepared", got, []string{"one"})
		}
	})
	if d["hits"] != 0 || d["inserts"] != 0 {
		t.Errorf("prepared statements used the cache: %v", d)
	}
	bcl.exec("UPDATE t SET v = ? WHERE id = ?", "uno", 1)
	ev.expectMiss(text, "SELECT v FROM t WHERE id = 1", true, "uno")
}

// A temporary table hides the base table of its name for its session only:
// that session is never served the base table's cached results, and its
// results over the temporary table are never cached.
//
// Run without the fast path, which (at the time of writing) does not know
// temporary tables and reads the base table.
func TestTemporaryTables(t *testing.T) {
	ev := newEnvWith(t, querycache.Defaults, false)
	a := ev.conn(ev.open())
	setupT(ev, a, "MEMORY")
	b := ev.conn(ev.open())
	b.exec("USE db")
	for _, q := range []string{"SELECT v FROM t WHERE id = 1", "SELECT v FROM t ORDER BY id LIMIT 1"} {
		ev.expectMiss(a, q, true, "one")
		ev.expectHit(b, q, "one")
	}
	b.exec("CREATE TEMPORARY TABLE t (id INT PRIMARY KEY, v TEXT)")
	b.exec("INSERT INTO t VALUES (1, 'temporary')")
	for _, q := range []string{"SELECT v FROM t WHERE id = 1", "SELECT v FROM t ORDER BY id LIMIT 1"} {
		ev.expectMiss(b, q, false, "temporary")
		// (creating a temporary table allocated a table ID, which counts as
		// DDL and emptied the cache)
		ev.expectMiss(a, q, true, "one")
		ev.expectMiss(b, q, false, "temporary")
		ev.expectHit(a, q, "one")
	}
	b.exec("CREATE TEMPORARY TABLE tt (id INT PRIMARY KEY)")
	b.exec("INSERT INTO tt VALUES (5)")
	ev.expectMiss(b, "SELECT id FROM tt", false, "5")
	b.exec("DROP TEMPORARY TABLE t")
	b.exec("DROP TEMPORARY TABLE tt")
	ev.expectMiss(b, "SELECT v FROM t WHERE id = 1", true, "one")
	ev.expectHit(a, "SELECT v FROM t WHERE id = 1", "one")
}
