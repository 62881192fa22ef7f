package querycache

import (
	"strings"
	"testing"
)

func TestScan(t *testing.T) {
	for _, c := range []struct {
		q    string
		want stmtInfo
	}{
		{"SELECT 1", stmtInfo{kind: kindSelect}},
		{"  select * from t", stmtInfo{kind: kindSelect}},
		{"(SELECT a FROM t) UNION (SELECT b FROM u)", stmtInfo{kind: kindSelect}},
		{"WITH c AS (SELECT 1) SELECT * FROM c", stmtInfo{kind: kindSelect}},
		{"/* hi */ SELECT 1", stmtInfo{kind: kindSelect}},
		{"# hi\nSELECT 1", stmtInfo{kind: kindSelect}},
		{"-- hi\nSELECT 1", stmtInfo{kind: kindSelect}},
		{"SELECT SQL_CACHE a FROM t", stmtInfo{kind: kindSelect, sqlCache: true}},
		{"SELECT sql_no_cache a FROM t", stmtInfo{kind: kindSelect, noCache: true}},
		{"SELECT /*!40001 SQL_NO_CACHE */ * FROM t", stmtInfo{kind: kindSelect, noCache: true}},
		{"SELECT 'SQL_NO_CACHE' FROM t", stmtInfo{kind: kindSelect}},
		{"SELECT `sql_no_cache` FROM t", stmtInfo{kind: kindSelect}},
		{"SELECT a /* SQL_NO_CACHE */ FROM t", stmtInfo{kind: kindSelect}},
		{"SELECT a FROM t FOR UPDATE", stmtInfo{kind: kindSelect, uncacheable: true}},
		{"SELECT a FROM t FOR SHARE", stmtInfo{kind: kindSelect, uncacheable: true}},
		{"SELECT a FROM t LOCK IN SHARE MODE", stmtInfo{kind: kindSelect, uncacheable: true}},
		{"SELECT a INTO @x FROM t", stmtInfo{kind: kindSelect, uncacheable: true}},
		{"SELECT SQL_CALC_FOUND_ROWS a FROM t", stmtInfo{kind: kindSelect, uncacheable: true}},
		{"SELECT a FROM t WHERE b IN (1, 2)", stmtInfo{kind: kindSelect}},
		{"SELECT 'a;b', \"c;d\" FROM t;", stmtInfo{kind: kindSelect}},
		{"SELECT 'it''s', 'a\\'b' FROM t", stmtInfo{kind: kindSelect}},
		{"SELECT 1; -- trailing comment", stmtInfo{kind: kindSelect}},
		{"SELECT 1; SELECT 2", stmtInfo{kind: kindSelect, multi: true}},
		{"INSERT INTO t VALUES (1)", stmtInfo{uncacheable: true}}, // (INTO; never a SELECT anyway)
		{"UPDATE t SET a = 1", stmtInfo{}},
		{"SHOW TABLES", stmtInfo{}},
		{"RESET QUERY CACHE", stmtInfo{kind: kindReset}},
		{"reset query cache;", stmtInfo{kind: kindReset}},
		{"RESET QUERY CACHE extra", stmtInfo{}},
		{"RESET MASTER", stmtInfo{}},
		{"FLUSH QUERY CACHE", stmtInfo{kind: kindFlush}},
		{"FLUSH LOCAL QUERY CACHE", stmtInfo{kind: kindFlush}},
		{"FLUSH NO_WRITE_TO_BINLOG QUERY CACHE", stmtInfo{kind: kindFlush}},
		{"FLUSH TABLES", stmtInfo{}},
		{"", stmtInfo{}},
	} {
		if got := scan(c.q); got != c.want {
			t.Errorf("scan(%q) = %+v, want %+v", c.q, got, c.want)
		}
	}
}

func TestTrimQuery(t *testing.T) {
	for q, want := range map[string]string{
		"SELECT 1":         "SELECT 1",
		"SELECT 1;":        "SELECT 1",
		"SELECT 1 ; \n\t":  "SELECT 1",
		" SELECT 1":        " SELECT 1",
		"SELECT 'a ; '  ;": "SELECT 'a ; '",
	} {
		if got := trimQuery(q); got != want {
			t.Errorf("trimQuery(%q) = %q, want %q", q, got, want)
		}
	}
}

// keyword gives the upper case of exactly the words scan compares with,
// and leaves every other word as it is (without allocating).
func TestKeyword(t *testing.T) {
	for k := range keywords {
		for _, w := range []string{k, strings.ToLower(k), strings.ToUpper(k[:1]) + strings.ToLower(k[1:])} {
			if got := keyword(w); got != k {
				t.Errorf("keyword(%q) = %q, want %q", w, got, k)
			}
		}
	}
	for _, w := range []string{"sbtest1", "c", "id", "selects", "sql_calc_found_rows_x", "ſelect", "İN", "x_very_long_identifier_name"} {
		if got := keyword(w); got != w {
			t.Errorf("keyword(%q) = %q, want it unchanged", w, got)
		}
	}
	if n := testing.AllocsPerRun(100, func() { keyword("sbtest1"); keyword("select") }); n != 0 {
		t.Errorf("keyword allocates %v times", n)
	}
}
