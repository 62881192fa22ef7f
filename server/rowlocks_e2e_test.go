package server_test

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"

	"handlerd/internal/testserver"
)

// Concurrent read-modify-write through SQL: every increment counts (no
// lost update, no 1213), on both engines with row locks.
func TestRowLocksConcurrentIncrements(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE DATABASE crash")
	db := open(t, s)
	defer db.Close()
	for _, engine := range []string{"BTREE", "MEMORY"} {
		mustExec(t, db, "DROP TABLE IF EXISTS counters")
		mustExec(t, db, "CREATE TABLE counters (id INT PRIMARY KEY, n INT, u INT, UNIQUE KEY (u)) ENGINE="+engine)
		mustExec(t, db, "INSERT INTO counters VALUES (1, 0, 1), (2, 0, 2)")
		const workers, each = 8, 40
		var wg sync.WaitGroup
		var deadlocks atomic.Int64
		errc := make(chan error, workers)
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range each {
					var err error
					if (w+i)%2 == 0 { // autocommit
						_, err = db.Exec("UPDATE counters SET n = n + 1 WHERE id = 1")
					} else { // a transaction touching both rows, in either order
						// The two orders can deadlock: the victim retries,
						// as a MySQL client does.
						for err = incrementBoth(db, w%2 == 0); code(err) == 1213; err = incrementBoth(db, w%2 == 0) {
							deadlocks.Add(1)
						}
					}
					if err != nil {
						errc <- err
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errc)
		for err := range errc {
			t.Fatalf("%s: %v", engine, err)
		}
		var n1, n2 int
		if err := db.QueryRow("SELECT (SELECT n FROM counters WHERE id = 1), (SELECT n FROM counters WHERE id = 2)").Scan(&n1, &n2); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: n1=%d n2=%d, %d deadlocks retried", engine, n1, n2, deadlocks.Load())
		// Every increment counts: row 1 gets one per statement, row 2 one
		// per transaction.
		if n1 != workers*each || n2 != workers*each/2 {
			t.Fatalf("%s: n1=%d n2=%d, want %d and %d", engine, n1, n2, workers*each, workers*each/2)
		}
	}
}

func mustExec(t *testing.T, db *sql.DB, q string) {
	t.Helper()
	if _, err := db.Exec(q); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func incrementBoth(db *sql.DB, forward bool) error {
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	first, second := 1, 2
	if !forward {
		first, second = 2, 1
	}
	for _, id := range []int{first, second} {
		if _, err := tx.Exec("UPDATE counters SET n = n + 1 WHERE id = ?", id); err != nil {
			tx.Rollback()
			return err
		}
	}
	return tx.Commit()
}

// A blocked writer waits innodb_lock_wait_timeout and gets 1205 (its
// transaction goes on); a cycle gets 1213 at once and the victim's
// transaction is rolled back whole, the session's next statement in a new
// one.
func TestRowLockWaitTimeoutAndDeadlock(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE DATABASE crash; CREATE TABLE crash.t (id INT PRIMARY KEY, v INT); INSERT INTO crash.t VALUES (1, 0), (2, 0)")
	db := open(t, s)
	defer db.Close()
	ctx := context.Background()
	c1, c2 := conn(t, db), conn(t, db)
	defer c1.Close()
	defer c2.Close()

	mustConnExec(t, c1, "BEGIN")
	mustConnExec(t, c1, "UPDATE t SET v = 1 WHERE id = 1")
	mustConnExec(t, c2, "SET SESSION innodb_lock_wait_timeout = 1")
	mustConnExec(t, c2, "BEGIN")
	mustConnExec(t, c2, "UPDATE t SET v = 2 WHERE id = 2")
	start := time.Now()
	_, err := c2.ExecContext(ctx, "UPDATE t SET v = 2 WHERE id = 1")
	if code(err) != 1205 || time.Since(start) < time.Second {
		t.Fatalf("blocked update: %v after %v, want 1205 after 1s", err, time.Since(start))
	}
	// c2's transaction goes on: its first update is still there.
	var v int
	if err := c2.QueryRowContext(ctx, "SELECT v FROM t WHERE id = 2").Scan(&v); err != nil || v != 2 {
		t.Fatalf("after 1205 c2 sees v=%d (%v), want its own 2", v, err)
	}
	// c1 now waits for row 2 (held by c2), and c2 closes the cycle.
	done := make(chan error, 1)
	go func() { _, err := c1.ExecContext(ctx, "UPDATE t SET v = 1 WHERE id = 2"); done <- err }()
	time.Sleep(200 * time.Millisecond)
	if _, err := c2.ExecContext(ctx, "UPDATE t SET v = 2 WHERE id = 1"); code(err) != 1213 {
		t.Fatalf("closing the cycle: %v, want 1213", err)
	}
	if err := <-done; err != nil {
		t.Fatalf("the survivor: %v", err)
	}
	mustConnExec(t, c1, "COMMIT")
	// The victim's transaction is gone: this statement autocommits and
	// its earlier update (v=2 on row 2) was rolled back.
	mustConnExec(t, c2, "INSERT INTO t VALUES (3, 3)")
	mustConnExec(t, c2, "ROLLBACK")
	rows := s.MustMySQL("SELECT id, v FROM crash.t ORDER BY id", "-N")
	if got := strings.Join(strings.Fields(rows), " "); got != "1 1 2 1 3 3" {
		t.Fatalf("rows: %q, want 1 1 / 2 1 / 3 3", got)
	}
	// The waits, the timeout and the deadlock are counted.
	status := globalStatus(t, s, "Innodb_row_lock_waits", "Innodb_row_lock_current_waits",
		"Innodb_deadlocks", "Handlerd_row_lock_timeouts", "Innodb_row_lock_time")
	if status["Innodb_row_lock_waits"] < 2 || status["Innodb_deadlocks"] != 1 || status["Handlerd_row_lock_timeouts"] != 1 ||
		status["Innodb_row_lock_current_waits"] != 0 || status["Innodb_row_lock_time"] < 1000 {
		t.Fatalf("lock status: %v", status)
	}
}

// conn takes one connection of db for the test's length: its session
// state (a transaction, a lock) stays on it.
func conn(t *testing.T, db *sql.DB) *sql.Conn {
	t.Helper()
	c, err := db.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func mustConnExec(t *testing.T, c *sql.Conn, q string) {
	t.Helper()
	if _, err := c.ExecContext(context.Background(), q); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func code(err error) uint16 {
	var me *mysql.MySQLError
	if errors.As(err, &me) {
		return me.Number
	}
	return 0
}

// Two transactions that delete a missing row by primary key and then
// insert it, as sysbench oltp_read_write does once oltp_delete has removed
// rows: the second waits at its DELETE for the first, then deletes the
// first's row and inserts its own. Its INSERT failed with 1062 (which
// sysbench does not ignore) when a DELETE that found nothing locked
// nothing; InnoDB has them deadlock (1213, which sysbench retries).
// The DELETE is prepared, the INSERT not; both engines with row locks.
func TestDeleteInsertOfMissingRow(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE DATABASE crash")
	db := open(t, s)
	defer db.Close()
	ctx := context.Background()
	for _, engine := range []string{"BTREE", "MEMORY"} {
		mustExec(t, db, "DROP TABLE IF EXISTS di")
		mustExec(t, db, "CREATE TABLE di (id INT PRIMARY KEY, who VARCHAR(8)) ENGINE="+engine)
		c1, c2 := conn(t, db), conn(t, db)
		deleteInsert := func(c *sql.Conn, who string) (int64, error) {
			res, err := c.ExecContext(ctx, "DELETE FROM di WHERE id = ?", 5)
			if err != nil {
				return 0, err
			}
			n, _ := res.RowsAffected()
			_, err = c.ExecContext(ctx, "INSERT INTO di (id, who) VALUES (5, '"+who+"')")
			return n, err
		}
		mustConnExec(t, c1, "BEGIN")
		mustConnExec(t, c2, "BEGIN")
		if n, err := deleteInsert(c1, "first"); n != 0 || err != nil {
			t.Fatalf("%s: first: deleted %d, %v; want 0, nil", engine, n, err)
		}
		type outcome struct {
			n   int64
			err error
		}
		done := make(chan outcome, 1)
		go func() { n, err := deleteInsert(c2, "second"); done <- outcome{n, err} }()
		select {
		case o := <-done:
			t.Fatalf("%s: second did not wait for the first: deleted %d, %v", engine, o.n, o.err)
		case <-time.After(200 * time.Millisecond):
		}
		mustConnExec(t, c1, "COMMIT")
		if o := <-done; o.n != 1 || o.err != nil {
			t.Fatalf("%s: second after the first committed: deleted %d, %v; want the first's row deleted", engine, o.n, o.err)
		}
		mustConnExec(t, c2, "COMMIT")
		if got := strings.TrimSpace(s.MustMySQL("SELECT id, who FROM crash.di", "-N")); got != "5\tsecond" {
			t.Fatalf("%s: rows %q, want the second's row 5", engine, got)
		}
		c1.Close()
		c2.Close()
	}
}
