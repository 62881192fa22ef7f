package sqlhandler_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/catalog"
	"handlerd/engines/memory"
	"handlerd/sqlhandler"
)

// Regression tests for what go-mysql-server's enginetest suites found
// (sqlhandler/enginetest runs the suites themselves).

// newEngineDB builds a database over MEMORY and, when withBtree, BTREE in
// dir, with engine as the default for CREATE TABLE.
func newEngineDB(t *testing.T, dir, engine string) (*testDB, func()) {
	reg := engines.NewRegistry()
	reg.Register(memory.New(), engines.Info{})
	var b *btree.Engine
	if engine == engines.BTREE {
		opts := btree.DefaultOptions()
		opts.FlushLogAtTrxCommit = 0
		var err error
		if b, err = btree.Open(dir, opts); err != nil {
			t.Fatal(err)
		}
		reg.Register(b, engines.Info{})
	}
	cat, err := catalog.Open(dir, reg)
	if err != nil {
		t.Fatal(err)
	}
	e, err := sqlhandler.NewEngine(sqlhandler.NewProvider(cat, engine), &sqle.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := &testDB{t: t, e: e, ctx: newSessionCtx(engine)}
	d.mustQuery("CREATE DATABASE IF NOT EXISTS db")
	d.mustQuery("USE db")
	return d, func() {
		if b != nil {
			done := make(chan error, 1)
			go func() { done <- b.Close() }()
			select {
			case err := <-done:
				if err != nil {
					t.Error(err)
				}
			case <-time.After(10 * time.Second):
				t.Error("closing BTREE blocked: a snapshot was left open")
			}
		}
	}
}

func newSessionCtx(engine string) *sql.Context {
	sess := sqlhandler.NewSession(sql.NewBaseSession())
	ctx := sql.NewContext(context.Background(), sql.WithSession(sess))
	if engine == engines.MEMORY {
		sess.SetSessionVariable(ctx, "default_storage_engine", "MEMORY")
	}
	return ctx
}

func forEachEngine(t *testing.T, f func(t *testing.T, d *testDB)) {
	for _, engine := range []string{engines.MEMORY, engines.BTREE} {
		t.Run(engine, func(t *testing.T) {
			d, closeDB := newEngineDB(t, t.TempDir(), engine)
			defer closeDB()
			f(t, d)
		})
	}
}

func expect(t *testing.T, d *testDB, q, want string) {
	t.Helper()
	if got := fmt.Sprint(d.mustQuery(q)); got != want {
		t.Fatalf("%s: got %s, want %s", q, got, want)
	}
}

// An UPDATE over a join changes each row once: its reads do not see the
// rows it already updated (go-mysql-server recognises them by old value).
func TestUpdateJoinUpdatesEachRowOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE a (pk INT PRIMARY KEY, i INT)")
		d.mustQuery("CREATE TABLE b (pk INT PRIMARY KEY)")
		d.mustQuery("INSERT INTO a VALUES (1, 1), (2, 2), (3, 3)")
		d.mustQuery("INSERT INTO b VALUES (1), (2), (3)")
		expect(t, d, "UPDATE a CROSS JOIN b SET a.i = a.i * 10", "[[{3 0 Rows matched: 3  Changed: 3  Warnings: 0}]]")
		expect(t, d, "SELECT i FROM a ORDER BY pk", "[[10] [20] [30]]")
	})
}

// Disjoint ranges over a two-column index return each row once.
func TestDisjointRangesReturnRowsOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t (pk INT PRIMARY KEY, v1 INT, v2 INT, KEY v (v1, v2))")
		d.mustQuery("INSERT INTO t VALUES (0,0,0), (1,1,1), (2,2,2), (3,3,3), (4,4,4), (5,5,5)")
		expect(t, d, "SELECT pk FROM t WHERE v1 < 4 AND v2 < 2 OR v2 > 3 ORDER BY pk", "[[0] [1] [4] [5]]")
	})
}

// TRUNCATE resets AUTO_INCREMENT in the statement's own transaction;
// negative values are stored as given; NO_AUTO_VALUE_ON_ZERO stores 0.
func TestAutoIncrementSemantics(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t (pk BIGINT AUTO_INCREMENT PRIMARY KEY, v INT)")
		d.mustQuery("INSERT INTO t (v) VALUES (5), (6)")
		d.mustQuery("TRUNCATE t")
		d.mustQuery("INSERT INTO t (v) VALUES (7)")
		expect(t, d, "SELECT * FROM t", "[[1 7]]")
		d.mustQuery("INSERT INTO t VALUES (-3, 8), (NULL, 9)")
		expect(t, d, "SELECT * FROM t ORDER BY pk", "[[-3 8] [1 7] [2 9]]")
		d.mustQuery("SET sql_mode = 'NO_AUTO_VALUE_ON_ZERO'")
		d.mustQuery("INSERT INTO t VALUES (0, 10)")
		expect(t, d, "SELECT v FROM t WHERE pk = 0", "[[10]]")
	})
}

// CHECK constraints are enforced and survive a restart.
func TestCheckConstraintsPersist(t *testing.T) {
	dir := t.TempDir()
	d, closeDB := newEngineDB(t, dir, engines.BTREE)
	d.mustQuery("CREATE TABLE t (pk INT PRIMARY KEY, v INT, CONSTRAINT small CHECK (v < 10))")
	if _, err := d.query("INSERT INTO t VALUES (1, 10)"); err == nil || !strings.Contains(err.Error(), "small") {
		t.Fatalf("check not enforced: %v", err)
	}
	closeDB()
	d, closeDB = newEngineDB(t, dir, engines.BTREE)
	defer closeDB()
	if _, err := d.query("INSERT INTO t VALUES (1, 10)"); err == nil {
		t.Fatal("check lost at restart")
	}
	d.mustQuery("ALTER TABLE t DROP CHECK small")
	d.mustQuery("INSERT INTO t VALUES (1, 10)")
}

// A statement that fails while its plan is built leaves no snapshot open
// once its command ends (BTREE's Close would block on it), and an ALTER
// that fails converting a row leaves no table copy open.
func TestFailedStatementsReleaseSnapshots(t *testing.T) {
	d, closeDB := newEngineDB(t, t.TempDir(), engines.BTREE)
	d.mustQuery("CREATE TABLE t (pk INT PRIMARY KEY, s VARCHAR(10))")
	d.mustQuery("INSERT INTO t VALUES (1, 'abc'), (2, '12')")
	// Each statement is a command, ended as the server ends it.
	// go-mysql-server drops the failed SELECT's transaction without
	// rolling it back, and leaves the ALTER's scan open.
	commandEnd := d.ctx.Session.(*sqlhandler.Session).CommandEnd
	if _, err := d.query("SELECT pk INTO @x FROM t"); err == nil {
		t.Fatal("SELECT ... INTO of two rows succeeded")
	}
	commandEnd()
	if _, err := d.query("ALTER TABLE t MODIFY COLUMN s INT"); err == nil {
		t.Fatal("ALTER converting 'abc' to INT succeeded")
	}
	commandEnd()
	expect(t, d, "SELECT * FROM t ORDER BY pk", "[[1 abc] [2 12]]")
	closeDB() // fails the test if it blocks
}

// An ALTER of several clauses reads, for each, the table the previous one
// rebuilt.
func TestMultiClauseAlter(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t (pk INT PRIMARY KEY, v1 INT)")
		d.mustQuery("INSERT INTO t VALUES (1, 1), (2, 2)")
		d.mustQuery("ALTER TABLE t DROP COLUMN v1, ADD COLUMN v2 INT NOT NULL DEFAULT 100")
		expect(t, d, "SELECT * FROM t ORDER BY pk", "[[1 100] [2 100]]")
	})
}

// Temporary tables belong to their session, hide base tables, accept
// writes in READ ONLY transactions and can be dropped inside a
// transaction that then commits.
func TestTemporaryTables(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t (pk INT PRIMARY KEY)")
		d.mustQuery("INSERT INTO t VALUES (1)")
		d.mustQuery("CREATE TEMPORARY TABLE t (pk INT PRIMARY KEY, v INT)")
		d.mustQuery("INSERT INTO t VALUES (7, 7)")
		expect(t, d, "SELECT * FROM t", "[[7 7]]")

		other := &testDB{t: t, e: d.e, ctx: newSessionCtx(engines.BTREE)}
		other.mustQuery("USE db")
		expect(t, other, "SELECT * FROM t", "[[1]]")

		d.mustQuery("START TRANSACTION READ ONLY")
		d.mustQuery("INSERT INTO t VALUES (8, 8)")
		d.mustQuery("COMMIT")
		d.mustQuery("START TRANSACTION")
		d.mustQuery("INSERT INTO t VALUES (9, 9)")
		d.mustQuery("DROP TEMPORARY TABLE t")
		d.mustQuery("COMMIT")
		expect(t, d, "SELECT * FROM t", "[[1]]")
	})
}

// A table's character set and collation are go-mysql-server's, printed
// once by SHOW CREATE TABLE, not kept as engine options.
func TestCharsetIsNotAnEngineOption(t *testing.T) {
	d, closeDB := newEngineDB(t, t.TempDir(), engines.MEMORY)
	defer closeDB()
	d.mustQuery("CREATE TABLE t (i INT) DEFAULT CHARSET=latin1 COLLATE=latin1_swedish_ci")
	got := d.mustQuery("SHOW CREATE TABLE t")[0][1]
	if !strings.HasSuffix(got, "DEFAULT CHARSET=latin1 COLLATE=latin1_swedish_ci") {
		t.Fatalf("SHOW CREATE TABLE: %s", got)
	}
}

// Triggers see what the trigger fired for the previous row wrote, while
// the triggering statement still does not read its own writes.
func TestTriggerSeesEarlierTriggerWrites(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE a (i INT PRIMARY KEY, j INT)")
		d.mustQuery("CREATE TABLE b (x INT PRIMARY KEY)")
		d.mustQuery("CREATE TRIGGER trig BEFORE INSERT ON a FOR EACH ROW BEGIN SET new.j = (SELECT COALESCE(MAX(x), 1) FROM b); UPDATE b SET x = x + 1; END")
		d.mustQuery("INSERT INTO b VALUES (1)")
		d.mustQuery("INSERT INTO a VALUES (1, 0), (2, 0), (3, 0)")
		expect(t, d, "SELECT * FROM a ORDER BY i", "[[1 1] [2 2] [3 3]]")
	})
}

// A stored procedure's cursor is fetched after each statement of the
// procedure committed (autocommit).
func TestProcedureCursorLoop(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t1 (pk BIGINT PRIMARY KEY)")
		d.mustQuery("INSERT INTO t1 VALUES (1), (2), (3), (4), (5), (6), (7), (8), (9)")
		d.mustQuery(`CREATE PROCEDURE p1()
BEGIN
	DECLARE a, b INT DEFAULT 1;
	DECLARE cur1 CURSOR FOR SELECT * FROM t1;
	DECLARE EXIT HANDLER FOR NOT FOUND BEGIN END;
	OPEN cur1;
	BEGIN
		tloop: LOOP
			FETCH cur1 INTO b;
			SET a = (a + b) * 10;
			IF a < 1000 THEN
				ITERATE tloop;
			ELSE
				LEAVE tloop;
			END IF;
		END LOOP;
	END;
	CLOSE cur1;
	SELECT a;
END`)
		expect(t, d, "CALL p1()", "[[2230]]")
	})
}
