package fastpath

import (
	"testing"

	ast "github.com/dolthub/vitess/go/vt/sqlparser"
)

func TestRecognize(t *testing.T) {
	for q, want := range map[string]bool{
		"SELECT c FROM sbtest1 WHERE id=?":                                   true,
		"SELECT c FROM sbtest1 WHERE id=5":                                   true,
		"select * from db.t where t.a = 'x' and b = 2":                       true,
		"UPDATE sbtest1 SET k=k+1 WHERE id=?":                                true,
		"UPDATE sbtest1 SET c=? WHERE id=?":                                  true,
		"DELETE FROM sbtest1 WHERE id=?":                                     true,
		"SELECT c FROM sbtest1 WHERE id BETWEEN ? AND ?":                     true,
		"SELECT DISTINCT c FROM sbtest1 WHERE id BETWEEN ? AND ? ORDER BY c": true,
		"SELECT c FROM t WHERE id BETWEEN ? AND ? LIMIT 3":                   false,
		"SELECT c FROM t WHERE id NOT BETWEEN ? AND ?":                       false,
		"SELECT c FROM t WHERE id BETWEEN ? AND ? ORDER BY c + 1":            false,
		"SELECT DISTINCT c FROM t WHERE id = 2":                              false,
		"SELECT c FROM t WHERE id = 1 ORDER BY c":                            false,
		"SELECT SUM(k) FROM t WHERE id BETWEEN 1 AND 5":                      true,
		"SELECT SUM(k) FROM t WHERE id = 1":                                  false,
		"SELECT SUM(DISTINCT k) FROM t WHERE id BETWEEN 1 AND 5":             false,
		"SELECT SUM(k) AS s FROM t WHERE id BETWEEN 1 AND 5":                 false,
		"SELECT SUM(k), c FROM t WHERE id BETWEEN 1 AND 5":                   false,
		"SELECT c AS x FROM t WHERE id = 1":                                  false,
		"SELECT c FROM t WHERE id = 1 LIMIT 1":                               false,
		"SELECT c FROM t WHERE id = 1 FOR UPDATE":                            false,
		"SELECT c FROM t, u WHERE t.id = 1":                                  false,
		"SELECT SQL_NO_CACHE c FROM t WHERE id = 1":                          false,
		"SELECT DISTINCT c FROM t WHERE id = 1":                              false,
		"SELECT c FROM t WHERE id = NULL":                                    false,
		"SELECT c+1 FROM t WHERE id = 1":                                     false,
		"UPDATE t SET a = a * 2 WHERE id = 1":                                false,
		"DELETE FROM t WHERE id = 1 LIMIT 1":                                 false,
		"SELECT c FROM t WHERE id = 1 OR id = 2":                             false,
		"SELECT c FROM t WHERE id = 1 AND id = 2":                            false,
		"INSERT INTO t (a, b) VALUES (1, 'x'), (?, NULL)":                    true,
		"INSERT INTO t VALUES (1)":                                           true,
		"INSERT IGNORE INTO t VALUES (1)":                                    false,
		"INSERT INTO t VALUES (1) ON DUPLICATE KEY UPDATE a = 2":             false,
		"INSERT INTO t SET a = 1":                                            true, // the parser makes it (a) VALUES (1)
		"INSERT INTO t SELECT * FROM u":                                      false,
		"INSERT INTO t VALUES (DEFAULT)":                                     false,
		"INSERT INTO t VALUES (1 + 1)":                                       false,
		"INSERT INTO t (a) VALUES (1, 2)":                                    false,
		"REPLACE INTO t VALUES (1)":                                          false,
	} {
		parsed, err := ast.Parse(q)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		_, got := recognize(parsed)
		if got != want {
			t.Errorf("%s: recognized=%v, want %v", q, got, want)
		}
	}
}
