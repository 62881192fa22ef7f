package server_test

import (
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// TestUpdatableViews: UPDATE, DELETE and INSERT through a view over one
// table, as MySQL allows them, with WITH CHECK OPTION enforced and
// MySQL's errors for views that cannot take a write. Before, every write
// through a view failed with 1105 ("table doesn't support UPDATE"), and a
// view created WITH CHECK OPTION was stored with a stray "with" at the end
// of its text, so mysqldump's output of it did not load.
func TestUpdatableViews(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE w;
		CREATE TABLE w.t (id INT PRIMARY KEY, a INT, b VARCHAR(10), c INT DEFAULT 7);
		INSERT INTO w.t VALUES (1, 1, 'x', 1), (2, 2, 'y', 2), (3, -1, 'neg', 3);
		CREATE VIEW w.v AS SELECT id, a, b AS bee FROM w.t WHERE a > 0;
		CREATE VIEW w.vv AS SELECT id, bee FROM w.v WHERE id < 10;
		CREATE VIEW w.vc AS SELECT id, a FROM w.t WHERE a > 0 WITH CHECK OPTION;
		CREATE VIEW w.ve AS SELECT id, a + 1 AS a1, b FROM w.t;
		CREATE VIEW w.vg AS SELECT a, COUNT(*) AS n FROM w.t GROUP BY a`)
	rows := func() string {
		t.Helper()
		return s.MustMySQL("SELECT id, a, b, c FROM t ORDER BY id", "-Dw", "-N")
	}
	step := func(q, want string) {
		t.Helper()
		s.MustMySQL(q, "-Dw")
		if got := rows(); got != want {
			t.Errorf("after %s:\n%s\nwant:\n%s", q, got, want)
		}
	}
	// The view's WHERE limits what a write reaches (row 3 has a < 0), and
	// its column names are the table's under their view names.
	step("UPDATE v SET bee = CONCAT(bee, '!'), a = a + 10",
		"1\t11\tx!\t1\n2\t12\ty!\t2\n3\t-1\tneg\t3\n")
	step("DELETE FROM v WHERE bee = 'y!'",
		"1\t11\tx!\t1\n3\t-1\tneg\t3\n")
	step("INSERT INTO v (id, bee) VALUES (4, 'four')",
		"1\t11\tx!\t1\n3\t-1\tneg\t3\n4\tNULL\tfour\t7\n")
	step("INSERT INTO v VALUES (1, 5, 'dup') ON DUPLICATE KEY UPDATE bee = 'upd'",
		"1\t11\tupd\t1\n3\t-1\tneg\t3\n4\tNULL\tfour\t7\n")
	step("UPDATE vv SET bee = 'nested' WHERE id = 1", // a view over a view
		"1\t11\tnested\t1\n3\t-1\tneg\t3\n4\tNULL\tfour\t7\n")
	step("UPDATE ve SET b = 'by-a1' WHERE a1 = 0", // a column computed in the view selects
		"1\t11\tnested\t1\n3\t-1\tby-a1\t3\n4\tNULL\tfour\t7\n")
	step("INSERT INTO vc VALUES (5, 5)",
		"1\t11\tnested\t1\n3\t-1\tby-a1\t3\n4\tNULL\tfour\t7\n5\t5\tNULL\t7\n")

	// Writes a view refuses, in MySQL's words; nothing changes.
	before := rows()
	for q, code := range map[string]string{
		"UPDATE vc SET a = -5 WHERE id = 1":      "ERROR 1369 (44000) at line 1: CHECK OPTION failed 'w.vc'",
		"INSERT INTO vc VALUES (6, NULL)":        "ERROR 1369",
		"UPDATE ve SET a1 = 3":                   "ERROR 1348 (HY000) at line 1: Column 'a1' is not updatable",
		"INSERT INTO ve VALUES (7, 1, 'x')":      "ERROR 1471 (HY000) at line 1: The target table ve of the INSERT is not insertable-into",
		"DELETE FROM vg":                         "ERROR 1288 (HY000) at line 1: The target table vg of the DELETE is not updatable",
		"UPDATE vg SET n = 0":                    "ERROR 1288",
		"INSERT INTO v (id, nope) VALUES (8, 1)": "ERROR 1054",
	} {
		if _, err := s.MySQL(q, "-Dw"); err == nil || !strings.Contains(err.Error(), code) {
			t.Errorf("%s: got %v, want %s", q, err, code)
		}
	}
	// A prepared statement is bound again at each execution: the check
	// holds every time, not only the first.
	s.MustMySQL("CREATE DATABASE crash") // open's default database
	db := open(t, s)
	defer db.Close()
	stmt, err := db.Prepare("UPDATE w.vc SET a = ? WHERE id = ?")
	if err != nil {
		t.Fatal(err)
	}
	defer stmt.Close()
	for i := 0; i < 3; i++ {
		if _, err := stmt.Exec(-1, 5); err == nil || !strings.Contains(err.Error(), "1369") {
			t.Errorf("prepared UPDATE through the view, execution %d: %v, want error 1369", i+1, err)
		}
	}
	if _, err := stmt.Exec(5, 5); err != nil {
		t.Errorf("prepared UPDATE through the view that keeps its check: %v", err)
	}
	if got := rows(); got != before {
		t.Errorf("refused writes changed the table:\n%s\nwas:\n%s", got, before)
	}

	// The check option shows, as MySQL shows it, and outlives a restart
	// and a mysqldump round trip.
	s.Restart()
	if out := s.MustMySQL("SHOW CREATE VIEW w.vc"); !strings.Contains(out, "WHERE a > 0 WITH CASCADED CHECK OPTION\t") {
		t.Errorf("SHOW CREATE VIEW:\n%s", out)
	}
	if out := s.MustMySQL("SELECT TABLE_NAME, CHECK_OPTION FROM information_schema.VIEWS WHERE TABLE_SCHEMA = 'w' ORDER BY 1", "-N"); out != "v\tNONE\nvc\tCASCADED\nve\tNONE\nvg\tNONE\nvv\tNONE\n" {
		t.Errorf("information_schema.VIEWS:\n%s", out)
	}
	dump := mysqldump(t, s.Port, "--databases", "w")
	s.MustMySQL("DROP DATABASE w")
	s.MustMySQL(dump)
	if _, err := s.MySQL("UPDATE vc SET a = -5 WHERE id = 1", "-Dw"); err == nil || !strings.Contains(err.Error(), "ERROR 1369") {
		t.Errorf("the check option after loading the dump: %v", err)
	}
	step("UPDATE vc SET a = 6 WHERE id = 5",
		"1\t11\tnested\t1\n3\t-1\tby-a1\t3\n4\tNULL\tfour\t7\n5\t6\tNULL\t7\n")
}
