package fastpath

import (
	"testing"

	ast "github.com/dolthub/vitess/go/vt/sqlparser"
)

func TestRecognize(t *testing.T) {
	for q, want := range map[string]bool{
		"SELECT c FROM sbtest1 WHERE id=?":               true,
		"SELECT c FROM sbtest1 WHERE id=5":               true,
		"select * from db.t where t.a = 'x' and b = 2":   true,
		"UPDATE sbtest1 SET k=k+1 WHERE id=?":            true,
		"UPDATE sbtest1 SET c=? WHERE id=?":              true,
		"DELETE FROM sbtest1 WHERE id=?":                 true,
		"SELECT c FROM sbtest1 WHERE id BETWEEN ? AND ?": false,
		"SELECT c AS x FROM t WHERE id = 1":              false,
		"SELECT c FROM t WHERE id = 1 LIMIT 1":           false,
		"SELECT c FROM t WHERE id = 1 FOR UPDATE":        false,
		"SELECT c FROM t, u WHERE t.id = 1":              false,
		"SELECT SQL_NO_CACHE c FROM t WHERE id = 1":      false,
		"SELECT DISTINCT c FROM t WHERE id = 1":          false,
		"SELECT c FROM t WHERE id = NULL":                false,
		"SELECT c+1 FROM t WHERE id = 1":                 false,
		"UPDATE t SET a = a * 2 WHERE id = 1":            false,
		"DELETE FROM t WHERE id = 1 LIMIT 1":             false,
		"SELECT c FROM t WHERE id = 1 OR id = 2":         false,
		"SELECT c FROM t WHERE id = 1 AND id = 2":        false,
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
