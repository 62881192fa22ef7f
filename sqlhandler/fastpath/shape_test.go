package fastpath

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	ast "github.com/dolthub/vitess/go/vt/sqlparser"
)

// A text's shape, recognised with its literals bound, must be exactly the
// statement the text itself is recognised as; texts the lexer cannot shape
// are refused rather than guessed at.
func TestShapeMatchesParser(t *testing.T) {
	for q, wantShape := range map[string]string{
		"SELECT c FROM sbtest1 WHERE id=5":                         "SELECT c FROM sbtest1 WHERE id=?",
		"SELECT c FROM sbtest1 WHERE id = -5":                      "SELECT c FROM sbtest1 WHERE id = ?",
		"SELECT c FROM sbtest1 WHERE id = '5'":                     "SELECT c FROM sbtest1 WHERE id = ?",
		"SELECT c FROM t1 WHERE id = 18446744073709551615":         "SELECT c FROM t1 WHERE id = ?",
		"SELECT c FROM t1 WHERE id = 18446744073709551616":         "SELECT c FROM t1 WHERE id = ?",
		"SELECT c FROM t1 WHERE id = -9223372036854775808":         "SELECT c FROM t1 WHERE id = ?",
		"SELECT `c1` FROM `t``2` WHERE `id` = 7":                   "SELECT `c1` FROM `t``2` WHERE `id` = ?",
		"select * from db.t where t.a = 'x' and b = 2":             "select * from db.t where t.a = ? and b = ?",
		"UPDATE t SET k=k+1 WHERE id=3":                            "UPDATE t SET k=k+? WHERE id=?",
		"UPDATE t SET k=k-1 WHERE id=(3)":                          "UPDATE t SET k=k-? WHERE id=(?)",
		"UPDATE t SET c='it''s', k = -0 WHERE id=3":                "UPDATE t SET c=?, k = ? WHERE id=?",
		"UPDATE t SET c='' WHERE id=3":                             "UPDATE t SET c=? WHERE id=?",
		"DELETE FROM t WHERE id=007":                               "DELETE FROM t WHERE id=?",
		"SELECT c FROM t WHERE id = 5 AND k = NULL":                "SELECT c FROM t WHERE id = ? AND k = NULL",
		"SELECT c FROM t WHERE id = 5.0":                           "",
		"SELECT c FROM t WHERE id = .5":                            "",
		"SELECT c FROM t WHERE id = 5e0":                           "",
		"SELECT c FROM t WHERE id = 0x5":                           "",
		"SELECT c FROM t WHERE id = 0b1":                           "",
		"SELECT c FROM t WHERE id = X'35'":                         "",
		"SELECT c FROM t WHERE id = x'35'":                         "",
		"SELECT c FROM t WHERE id = B'1'":                          "",
		"SELECT c FROM t WHERE c = N'x'":                           "",
		"SELECT c FROM t WHERE c = _utf8mb4'x'":                    "",
		"SELECT c FROM t WHERE c = _latin1 'x'":                    "",
		"SELECT c FROM t WHERE c = 'a' 'b'":                        "",
		"SELECT c FROM t WHERE c = 'a\\'b'":                        "",
		"SELECT c FROM t WHERE c = 'a\\nb'":                        "",
		"SELECT c FROM t WHERE c = \"x\"":                          "",
		"SELECT c FROM t WHERE c = 'x":                             "",
		"SELECT c FROM t WHERE id = 1 /* x */":                     "",
		"SELECT /*+ HINT */ c FROM t WHERE id = 1":                 "",
		"SELECT c FROM t WHERE id = 1 -- x":                        "",
		"SELECT c FROM t WHERE id = 1 # x":                         "",
		"SELECT c FROM t WHERE id = ?":                             "",
		"SELECT c FROM t WHERE id = @x":                            "",
		"SELECT c FROM 1t WHERE id = 1":                            "",
		"SELECT c FROM t WHERE id = 'é'":                           "SELECT c FROM t WHERE id = ?",
		"SELECT c FROM té WHERE id = 1":                            "",
		"SELECT c FROM t WHERE id = - 5":                           "SELECT c FROM t WHERE id = - ?",
		"SELECT c FROM t WHERE id = --5":                           "",
		"SELECT c FROM t WHERE id = +5":                            "SELECT c FROM t WHERE id = +?",
		"UPDATE t SET k = k - -5 WHERE id = 1":                     "UPDATE t SET k = k - -? WHERE id = ?",
		"SELECT c FROM t WHERE id = 1 COLLATE utf8mb4_bin":         "SELECT c FROM t WHERE id = ? COLLATE utf8mb4_bin",
		"SELECT c FROM t WHERE id IN (1, -2)":                      "SELECT c FROM t WHERE id IN (?, ?)",
		"SELECT c FROM t WHERE id = 1\n\tAND k = 'a'":              "SELECT c FROM t WHERE id = ?\n\tAND k = ?",
		"SELECT c FROM t WHERE id = {fn x}":                        "",
		"SELECT c FROM t WHERE c LIKE 'x'":                         "",
		"SELECT c FROM t WHERE c = 'x' COLLATE utf8mb4_bin":        "SELECT c FROM t WHERE c = ? COLLATE utf8mb4_bin",
		"SELECT c FROM t WHERE c = 'x'COLLATE utf8mb4_bin":         "SELECT c FROM t WHERE c = ?COLLATE utf8mb4_bin",
		"SELECT c FROM t WHERE id = 1\x00":                         "",
		"INSERT INTO t (id, k, c) VALUES (0, -3, 'x'), (1, 2, '')": "INSERT INTO t (id, k, c) VALUES (?, ?, ?), (?, ?, ?)",
	} {
		b, lits, ok := shapeOf(q, nil, nil)
		if !ok {
			if wantShape != "" {
				t.Errorf("%q: not shaped, want %q", q, wantShape)
			}
			continue
		}
		if string(b) != wantShape {
			t.Errorf("%q: shape %q, want %q", q, b, wantShape)
			continue
		}
		// The shape, parsed with the literals bound, must recognise as the
		// text does, value for value.
		textStmt, textErr := ast.Parse(q)
		shapeStmt, shapeErr := ast.Parse(string(b))
		if (textErr == nil) != (shapeErr == nil) {
			t.Errorf("%q: parse errors differ: text %v, shape %v", q, textErr, shapeErr)
			continue
		}
		if textErr != nil {
			continue
		}
		ts, tok := recognize(textStmt)
		ss, sok := recognize(shapeStmt)
		if !sok {
			// The shape may be refused where the text is taken (a lost
			// fast path, never a wrong answer); the reverse is a bug.
			continue
		}
		got := resolved(ss, literalArgs(lits))
		if !tok {
			// Then a literal must fail to bind, handing the query back.
			if !strings.Contains(got, "/false") {
				t.Errorf("%q: shape recognised and bound (%s), text not recognised", q, got)
			}
			continue
		}
		if want := resolved(ts, literalArgs(nil)); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: shape gives %s, text %s", q, got, want)
		}
	}
}

// resolved prints a statement with its values resolved.
func resolved(st *statement, arg args) string {
	val := func(v value) string {
		x, ok := resolve(v, arg)
		return fmt.Sprintf("%T(%v)/%v", x, x, ok)
	}
	s := fmt.Sprintf("%d %s.%s star=%v cols=%v", st.kind, st.db, st.table, st.star, st.cols)
	for _, w := range st.where {
		s += fmt.Sprintf(" where %s=%s", w.col, val(w.val))
	}
	for _, a := range st.assign {
		s += fmt.Sprintf(" set %s=%s%+d", a.col, val(a.val), a.delta)
	}
	return s
}
