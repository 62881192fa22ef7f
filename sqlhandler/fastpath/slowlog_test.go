package fastpath_test

import (
	"testing"

	"handlerd/internal/testserver"
)

// TestSlowQueriesFollowLongQueryTime: a statement, the fast path's INSERT
// included, counts in Slow_queries when it ran longer than the global
// long_query_time, and SET GLOBAL long_query_time takes effect for the
// next statement (go-mysql-server's process list keeps the value at hand
// rather than looking it up per statement).
func TestSlowQueriesFollowLongQueryTime(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--handlerd-fast-path=ON"}})
	s.MustMySQL("CREATE DATABASE d; CREATE TABLE d.t (id INT PRIMARY KEY, v INT)")
	db := open(t, s)
	slow := func() int {
		var name string
		var n int
		if err := db.QueryRow("SHOW GLOBAL STATUS LIKE 'Slow_queries'").Scan(&name, &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	exec := func(q string) {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	id := 0
	insert := func() {
		id++
		if _, err := db.Exec("INSERT INTO t VALUES (?, 1)", id); err != nil {
			t.Fatal(err)
		}
		exec("INSERT INTO t (id, v) VALUES (" + string(rune('0'+id)) + "00, 2)")
	}
	for round, c := range []struct {
		longQueryTime string
		want          int // statements between two reads counted slow
	}{
		{"10", 0},
		{"0.000001", 3}, // the first read and the two INSERTs
		{"10", 0},
		{"0.000001", 3},
		{"0", 0}, // 0: off
	} {
		exec("SET GLOBAL long_query_time = " + c.longQueryTime)
		before := slow()
		insert()
		if got := slow() - before; got != c.want {
			t.Errorf("round %d, long_query_time %s: Slow_queries grew by %d, want %d", round, c.longQueryTime, got, c.want)
		}
	}
	// A statement that really takes long.
	exec("SET GLOBAL long_query_time = 0.2")
	before := slow()
	var zero int
	if err := db.QueryRow("SELECT SLEEP(0.3)").Scan(&zero); err != nil {
		t.Fatal(err)
	}
	if got := slow() - before; got != 1 {
		t.Errorf("SELECT SLEEP(0.3) with long_query_time 0.2: Slow_queries grew by %d, want 1", got)
	}
}
