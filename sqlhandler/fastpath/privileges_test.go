package fastpath_test

import (
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// TestPrivilegesPerUserAndDatabase: a bound statement keeps its privilege
// checks (the operations, not their outcome), which are decided per user
// each time: the same texts, run by users with and without the grant and
// in two databases (two tables of one name), give each their own answer.
func TestPrivilegesPerUserAndDatabase(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--handlerd-fast-path=ON"}})
	s.MustMySQL(`CREATE DATABASE d; CREATE DATABASE e;
		CREATE TABLE d.t (id INT PRIMARY KEY, v INT); CREATE TABLE e.t (id INT PRIMARY KEY, v INT); CREATE TABLE e.u (id INT PRIMARY KEY);
		INSERT INTO d.t VALUES (1, 10); INSERT INTO e.t VALUES (1, 20);
		CREATE USER 'app'@'%' IDENTIFIED BY 'pw'; GRANT SELECT ON d.* TO 'app'@'%'; GRANT SELECT ON e.u TO 'app'@'%'`)
	app := []string{"-uapp", "-ppw"}
	run := func(q string, user []string, want string) {
		t.Helper()
		out, err := s.MySQL(q, user...)
		got := strings.TrimSpace(out)
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, want) {
			t.Errorf("%v %q: got %q, want %q", user, q, got, want)
		}
	}
	hits := func() string {
		return strings.TrimSpace(s.MustMySQL("SHOW GLOBAL STATUS LIKE 'Handlerd_fast_path_hits'"))
	}
	before := hits()
	for i := 0; i < 2; i++ {
		run("USE d; SELECT v FROM t WHERE id = 1", app, "v\n10")
		run("USE e; SELECT v FROM t WHERE id = 1", app, "ERROR 1142")
		run("USE e; SELECT v FROM t WHERE id = 1", nil, "v\n20")
		run("USE d; UPDATE t SET v = v WHERE id = 1", app, "ERROR 1142")
		run("USE d; UPDATE t SET v = v WHERE id = 1", nil, "")
	}
	if hits() == before {
		t.Fatalf("the fast path never ran (%s)", before)
	}
}
