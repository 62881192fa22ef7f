package sqlhandler_test

import (
	"strings"
	"testing"
)

// Aggregates with a column outside them and no GROUP BY are MySQL's 1140
// under ONLY_FULL_GROUP_BY (the default sql_mode), and allowed without it.
func TestOnlyFullGroupBy(t *testing.T) {
	d := newTestDB(t)
	d.mustQuery("CREATE DATABASE x")
	d.ctx.SetCurrentDatabase("x")
	d.mustQuery("CREATE TABLE t (id INT PRIMARY KEY, v INT) ENGINE=MEMORY")
	d.mustQuery("INSERT INTO t VALUES (1, 1), (2, 2)")
	d.mustQuery("SET sql_mode = 'ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES'")
	for _, q := range []string{
		"SELECT v, COUNT(*) FROM t",
		"SELECT v + 1, MAX(id) FROM t WHERE id = 1",
		"SELECT v, COUNT(*) FROM t HAVING COUNT(*) > 0",
		"SELECT * FROM (SELECT v, COUNT(*) FROM t) x",
	} {
		if _, err := d.query(q); err == nil || !strings.Contains(err.Error(), "1140") {
			t.Errorf("%s: %v, want error 1140", q, err)
		}
	}
	for _, q := range []string{
		"SELECT COUNT(*), MAX(v) + 1, 'x' FROM t",
		"SELECT v, COUNT(*) FROM t GROUP BY v",
		"SELECT 1 AS x FROM t HAVING AVG(v) > 0",
		"SELECT (SELECT COUNT(*) FROM t t2 WHERE t2.v = t1.v) FROM t t1",
		"SELECT id FROM t WHERE v = (SELECT MAX(v) FROM t)",
	} {
		d.mustQuery(q)
	}
	d.mustQuery("SET sql_mode = 'STRICT_TRANS_TABLES'")
	if rows := d.mustQuery("SELECT v, COUNT(*) FROM t WHERE id = 2"); len(rows) != 1 || rows[0][0] != "2" {
		t.Errorf("without ONLY_FULL_GROUP_BY: %v", rows)
	}
}
