package querycache_test

import (
	"bufio"
	"context"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"testing"
	"time"

	gsql "github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/nosql/memcached"
	"handlerd/sqlhandler/querycache"
)

var engineNames = []string{"BTREE", "MEMORY"}

// Every SQL write invalidates the results over its table, and only those.
func TestInvalidateSQLWrites(t *testing.T) {
	for _, engine := range engineNames {
		t.Run(engine, func(t *testing.T) {
			ev := newEnv(t, querycache.Defaults)
			cl := ev.conn(ev.open())
			setupT(ev, cl, engine)
			cl.exec("CREATE TABLE other (id INT PRIMARY KEY) ENGINE=" + engine)
			q := "SELECT id, v FROM t ORDER BY id"
			qo := "SELECT COUNT(*) FROM other"
			ev.expectMiss(cl, q, true, "1\tone", "2\ttwo", "3\tthree")
			ev.expectMiss(cl, qo, true, "0")
			ev.expectHit(cl, q, "1\tone", "2\ttwo", "3\tthree")

			cl.exec("INSERT INTO t VALUES (4, 'four', 40)")
			ev.expectHit(cl, qo, "0") // other tables' results survive
			ev.expectMiss(cl, q, true, "1\tone", "2\ttwo", "3\tthree", "4\tfour")
			ev.expectHit(cl, q, "1\tone", "2\ttwo", "3\tthree", "4\tfour")

			cl.exec("UPDATE t SET v = 'TWO' WHERE id = 2")
			ev.expectMiss(cl, q, true, "1\tone", "2\tTWO", "3\tthree", "4\tfour")

			cl.exec("DELETE FROM t WHERE id = 1")
			ev.expectMiss(cl, q, true, "2\tTWO", "3\tthree", "4\tfour")

			cl.exec("REPLACE INTO t VALUES (3, 'drei', 30)")
			ev.expectMiss(cl, q, true, "2\tTWO", "3\tdrei", "4\tfour")

			cl.exec("INSERT INTO t VALUES (4, 'x', 0) ON DUPLICATE KEY UPDATE v = 'vier'")
			ev.expectMiss(cl, q, true, "2\tTWO", "3\tdrei", "4\tvier")

			// A write from another connection invalidates too.
			cl2 := ev.conn(ev.open())
			cl2.exec("INSERT INTO db.t VALUES (5, 'five', 50)")
			ev.expectMiss(cl, q, true, "2\tTWO", "3\tdrei", "4\tvier", "5\tfive")

			// A statement that fails changes nothing and invalidates nothing
			// that matters: the result is still right.
			if err := cl2.tryExec("INSERT INTO db.t VALUES (5, 'dup', 0)"); err == nil {
				t.Fatal("duplicate insert succeeded")
			}
			got := cl.rows(q)
			equalRows(t, q, got, []string{"2\tTWO", "3\tdrei", "4\tvier", "5\tfive"})

			// Joins and subqueries depend on every table they read.
			qj := "SELECT t.id FROM t WHERE t.id IN (SELECT id FROM other) ORDER BY t.id"
			ev.expectMiss(cl, qj, true)
			ev.expectHit(cl, qj)
			cl.exec("INSERT INTO other VALUES (3), (5)")
			ev.expectMiss(cl, qj, true, "3", "5")
			qs := "SELECT id, (SELECT COUNT(*) FROM other) FROM t WHERE id = 2"
			ev.expectMiss(cl, qs, true, "2\t2")
			cl.exec("DELETE FROM other WHERE id = 3")
			ev.expectMiss(cl, qs, true, "2\t1")
		})
	}
}

// handlerWrite writes through the handler interface exactly as the
// HandlerSocket front door does: resolve the table in the catalog, begin a
// transaction on its engine, write, commit. No SQL is involved.
func handlerWrite(t *testing.T, r engines.Resolver, db, table string, f func(tbl engines.Table, tx engines.Txn) error) {
	t.Helper()
	tbl, e, err := r.OpenTable(db, table)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := e.Begin(engines.TxOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := f(tbl, tx); err != nil {
		tx.Rollback()
		t.Fatal(err)
	}
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// Writes that never pass through SQL (HandlerSocket's path: the handler
// interface) invalidate cached results. MySQL's HandlerSocket plugin did
// not invalidate its query cache; this is the test that handlerd does.
func TestInvalidateHandlerSocketPath(t *testing.T) {
	for _, engine := range engineNames {
		t.Run(engine, func(t *testing.T) {
			ev := newEnv(t, querycache.Defaults)
			cl := ev.conn(ev.open())
			setupT(ev, cl, engine)
			q := "SELECT id, v, n FROM t ORDER BY id"
			ev.expectMiss(cl, q, true, "1\tone\t10", "2\ttwo\t20", "3\tthree\t30")
			ev.expectHit(cl, q)

			handlerWrite(t, ev.cat, "db", "t", func(tbl engines.Table, tx engines.Txn) error {
				_, err := tbl.Insert(tx, gsql.Row{int32(4), "four", int32(40)})
				return err
			})
			ev.expectMiss(cl, q, true, "1\tone\t10", "2\ttwo\t20", "3\tthree\t30", "4\tfour\t40")

			handlerWrite(t, ev.cat, "db", "t", func(tbl engines.Table, tx engines.Txn) error {
				old, _, err := tbl.Get(tx, []any{int32(2)})
				if err != nil {
					return err
				}
				nw := append(gsql.Row(nil), old...)
				nw[1] = "zwei"
				return tbl.Update(tx, old, nw)
			})
			ev.expectMiss(cl, q, true, "1\tone\t10", "2\tzwei\t20", "3\tthree\t30", "4\tfour\t40")

			handlerWrite(t, ev.cat, "db", "t", func(tbl engines.Table, tx engines.Txn) error {
				old, _, err := tbl.Get(tx, []any{int32(1)})
				if err != nil {
					return err
				}
				return tbl.Delete(tx, old)
			})
			ev.expectMiss(cl, q, true, "2\tzwei\t20", "3\tthree\t30", "4\tfour\t40")

			// A rolled back handler transaction changes nothing.
			tbl, e, _ := ev.cat.OpenTable("db", "t")
			tx, _ := e.Begin(engines.TxOptions{})
			tbl.Insert(tx, gsql.Row{int32(9), "nine", int32(90)})
			tx.Rollback()
			ev.expectHit(cl, q, "2\tzwei\t20", "3\tthree\t30", "4\tfour\t40")
		})
	}
}

// The real memcached listener (InnoDB memcached's table mapping) writes
// rows that SQL reads; its sets and deletes invalidate cached results.
func TestInvalidateMemcached(t *testing.T) {
	ev := newEnv(t, querycache.Defaults)
	cl := ev.conn(ev.open())
	for _, stmt := range strings.Split(memcached.BootstrapSQL, ";\n") {
		cl.exec(stmt)
	}
	port := freePort(t)
	mc, err := memcached.New(memcached.Config{Option: fmt.Sprintf("-p %d -l 127.0.0.1", port)}, ev.cat, slog.Default())
	if err != nil {
		t.Fatal(err)
	}
	if err := mc.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(mc.Close)
	conn, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rd := bufio.NewReader(conn)
	cmd := func(s, want string) {
		t.Helper()
		if _, err := conn.Write([]byte(s)); err != nil {
			t.Fatal(err)
		}
		line, err := rd.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if strings.TrimSpace(line) != want {
			t.Fatalf("memcached %q: %q, want %q", s, line, want)
		}
	}

	q := "SELECT c1, c2 FROM test.demo_test ORDER BY c1"
	ev.expectMiss(cl, q, true, "AA\tHELLO, HELLO")
	ev.expectHit(cl, q, "AA\tHELLO, HELLO")

	cmd("set BB 0 0 5\r\nworld\r\n", "STORED")
	ev.expectMiss(cl, q, true, "AA\tHELLO, HELLO", "BB\tworld")

	cmd("set AA 0 0 3\r\nbye\r\n", "STORED")
	ev.expectMiss(cl, q, true, "AA\tbye", "BB\tworld")

	cmd("delete BB\r\n", "DELETED")
	ev.expectMiss(cl, q, true, "AA\tbye")
	ev.expectHit(cl, q, "AA\tbye")
}

// DDL changes what a query means: every form of it invalidates.
func TestInvalidateDDL(t *testing.T) {
	ev := newEnv(t, querycache.Defaults)
	cl := ev.conn(ev.open())
	setupT(ev, cl, "BTREE")
	q := "SELECT * FROM t WHERE id = 1"
	ev.expectMiss(cl, q, true, "1\tone\t10")
	ev.expectHit(cl, q, "1\tone\t10")

	// ALTER rebuilds the table into a new table ID; the new column shows.
	cl.exec("ALTER TABLE t ADD COLUMN extra INT DEFAULT 7")
	ev.expectMiss(cl, q, true, "1\tone\t10\t7")
	ev.expectHit(cl, q, "1\tone\t10\t7")
	if n := ev.status()["Qcache_queries_in_cache"]; n != 1 {
		t.Errorf("queries in cache after ALTER and one fill: %d", n)
	}

	// ALTER ... ENGINE moves the rows to another engine.
	cl.exec("ALTER TABLE t ENGINE=MEMORY")
	ev.expectMiss(cl, q, true, "1\tone\t10\t7")
	cl.exec("UPDATE t SET v = 'uno' WHERE id = 1") // a write to the MEMORY copy
	ev.expectMiss(cl, q, true, "1\tuno\t10\t7")
	cl.exec("ALTER TABLE t ENGINE=BTREE")
	ev.expectMiss(cl, q, true, "1\tuno\t10\t7")

	// TRUNCATE.
	cl.exec("TRUNCATE TABLE t")
	ev.expectMiss(cl, q, true)
	if got := cl.rows(q); len(got) != 0 {
		t.Errorf("after TRUNCATE: %q", got)
	}
	cl.exec("INSERT INTO t VALUES (1, 'again', 1, 1)")
	ev.expectMiss(cl, q, true, "1\tagain\t1\t1")

	// DROP and CREATE under the same name.
	cl.exec("DROP TABLE t")
	if _, err := cl.tryRows(q); err == nil {
		t.Fatal("query on a dropped table succeeded")
	}
	cl.exec("CREATE TABLE t (id INT PRIMARY KEY, w TEXT)")
	cl.exec("INSERT INTO t VALUES (1, 'new table')")
	ev.expectMiss(cl, q, true, "1\tnew table")

	// RENAME: the name now means another table.
	cl.exec("CREATE TABLE t2 (id INT PRIMARY KEY, w TEXT)")
	cl.exec("INSERT INTO t2 VALUES (1, 'from t2')")
	// Any DDL empties the cache (the catalog's version is per server).
	ev.expectMiss(cl, q, true, "1\tnew table")
	ev.expectHit(cl, q, "1\tnew table")
	cl.exec("RENAME TABLE t TO t_old, t2 TO t")
	ev.expectMiss(cl, q, true, "1\tfrom t2")

	// Index DDL.
	cl.exec("CREATE INDEX iw ON t (w(10))")
	ev.expectMiss(cl, q, true, "1\tfrom t2")

	// A view redefined.
	cl.exec("CREATE VIEW v AS SELECT w FROM t")
	qv := "SELECT * FROM v"
	ev.expectMiss(cl, qv, true, "from t2")
	ev.expectHit(cl, qv, "from t2")
	cl.exec("DROP VIEW v")
	cl.exec("CREATE VIEW v AS SELECT id FROM t")
	ev.expectMiss(cl, qv, true, "1")

	// DROP DATABASE.
	cl.exec("DROP DATABASE db")
	cl.exec("CREATE DATABASE db")
	cl.exec("USE db")
	cl.exec("CREATE TABLE t (id INT PRIMARY KEY, z INT)")
	cl.exec("INSERT INTO t VALUES (1, 42)")
	ev.expectMiss(cl, q, true, "1\t42")
}
