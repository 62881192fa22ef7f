package server_test

import (
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// TestGroupByRollup: what MySQL 8 has of GROUP BY ... WITH ROLLUP and
// MariaDB, which the differential corpus compares with (16_rollup_views.sql),
// has not: ORDER BY over the rollup's rows and GROUPING(), in the select
// list, HAVING and ORDER BY, with MySQL's errors for its misuse. Before,
// WITH ROLLUP was a syntax error.
func TestGroupByRollup(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE r;
		CREATE TABLE r.s (id INT PRIMARY KEY, region VARCHAR(10), yr INT, amt DECIMAL(10,2));
		INSERT INTO r.s VALUES (1, 'east', 2023, 10), (2, 'east', 2024, 20), (3, 'west', 2023, 5),
			(4, 'west', 2023, 7), (5, NULL, 2024, 3)`)

	check := func(q, want string) {
		t.Helper()
		out := s.MustMySQL(q, "-Dr")
		if got := strings.TrimSpace(out); got != strings.TrimSpace(want) {
			t.Errorf("%s\ngot:\n%s\nwant:\n%s", q, got, want)
		}
	}
	// GROUPING tells a super-aggregate's NULL from a NULL region; one bit
	// per argument, the first the most significant.
	check(`SELECT region, yr, GROUPING(region) AS gr, GROUPING(region, yr) AS g, SUM(amt) AS total
		FROM s GROUP BY region, yr WITH ROLLUP`, `
region	yr	gr	g	total
NULL	2024	0	0	3.00
NULL	NULL	0	1	3.00
east	2023	0	0	10.00
east	2024	0	0	20.00
east	NULL	0	1	30.00
west	2023	0	0	12.00
west	NULL	0	1	12.00
NULL	NULL	1	3	45.00`)
	// ORDER BY over the rollup's rows (MySQL 8.0.12 on), GROUPING in it
	// and in HAVING: the regions' subtotals, largest first, then the total.
	check(`SELECT IF(GROUPING(region), 'all', region) AS r, SUM(amt) AS total FROM s
		GROUP BY region, yr WITH ROLLUP HAVING GROUPING(yr) = 1
		ORDER BY GROUPING(region), total DESC`, `
r	total
east	30.00
west	12.00
NULL	3.00
all	45.00`)
	// A filter on a rolled-up column is for the rollup's rows, not the
	// table's: the total counts every row.
	check(`SELECT * FROM (SELECT region, COUNT(*) AS c FROM s GROUP BY region WITH ROLLUP) x WHERE region IS NULL`, `
region	c
NULL	1
NULL	5`)

	for q, code := range map[string]string{
		"SELECT region, GROUPING(region) FROM s GROUP BY region":         "ERROR 1111",
		"SELECT GROUPING(yr) FROM s GROUP BY region WITH ROLLUP":         "ERROR 3580",
		"SELECT region, SUM(amt) FROM s GROUP BY region ROLLUP":          "ERROR 1064",
		"SELECT region, SUM(amt) FROM s WITH ROLLUP":                     "ERROR 1064",
		"SELECT region, SUM(amt) FROM s GROUP BY region WITH ROLLUP, yr": "ERROR 1064",
	} {
		if _, err := s.MySQL(q, "-Dr"); err == nil || !strings.Contains(err.Error(), code) {
			t.Errorf("%s: got %v, want %s", q, err, code)
		}
	}
	// The server serves on after them, and a view keeps its ROLLUP.
	s.MustMySQL("CREATE VIEW v AS SELECT region, SUM(amt) AS total FROM s GROUP BY region WITH ROLLUP", "-Dr")
	s.Restart()
	check("SELECT * FROM v", `
region	total
NULL	3.00
east	30.00
west	12.00
NULL	45.00`)
}
