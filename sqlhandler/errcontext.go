package sqlhandler

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"
)

// MySQL's texts of some errors name what go-mysql-server's leave out: the
// database of a missing table ("Table 'd.t' doesn't exist") and the clause
// an unknown column is in ("Unknown column 'c' in 'where clause'").
// go-mysql-server raises these errors in dozens of places, each knowing
// only the name, so statementError reads the rest from the statement's
// text (a qualified name there) or the session (its current database).

// ConnSession is implemented by a connection's ClientData when it knows
// the connection's session (the query cache's connection state does).
type ConnSession interface{ Session() sql.Session }

// currentDatabase is c's current database, or "" when unknown.
func currentDatabase(c *mysql.Conn) string {
	if c == nil {
		return ""
	}
	if s, ok := c.ClientData.(ConnSession); ok && s.Session() != nil {
		return s.Session().GetCurrentDatabase()
	}
	return ""
}

// token is an identifier, keyword or punctuation byte of a statement,
// at q[start:end]; quoted marks a `backquoted` identifier, whose text is
// unquoted.
type token struct {
	text       string
	quoted     bool
	start, end int
}

// tokens splits q into identifiers, keywords and punctuation, leaving out
// string literals, numbers' signs and comments: enough to find names and
// the clause keywords before them.
func tokens(q string) []token {
	var out []token
	rest := q
	for {
		rest = skipSpaceAndComments(rest)
		if rest == "" {
			return out
		}
		start := len(q) - len(rest)
		t := token{start: start}
		n := 0 // bytes of rest the token (or a skipped string) takes
		switch c := rest[0]; {
		case c == '`':
			var b strings.Builder
			n = 1
			for n < len(rest) {
				if rest[n] == '`' {
					if n+1 < len(rest) && rest[n+1] == '`' {
						b.WriteByte('`')
						n += 2
						continue
					}
					break
				}
				b.WriteByte(rest[n])
				n++
			}
			n = min(n+1, len(rest))
			t.text, t.quoted = b.String(), true
		case c == '\'' || c == '"':
			n = 1
			for n < len(rest) && rest[n] != c {
				if rest[n] == '\\' {
					n++
				}
				n++
			}
			rest = rest[min(n+1, len(rest)):]
			continue
		case identByte(c):
			n = 1
			for n < len(rest) && identByte(rest[n]) {
				n++
			}
			t.text = rest[:n]
		default:
			n = 1
			t.text = rest[:1]
		}
		t.end = start + n
		out = append(out, t)
		rest = rest[n:]
	}
}

func identByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// qualifiedNames returns each "a.b" in q as {a, b}.
func qualifiedNames(q string) [][2]string {
	ts := tokens(q)
	var out [][2]string
	for i := 0; i+2 < len(ts); i++ {
		if ts[i+1].text == "." && !ts[i+1].quoted && isName(ts[i]) && isName(ts[i+2]) {
			out = append(out, [2]string{ts[i].text, ts[i+2].text})
		}
	}
	return out
}

// isName reports whether t is an identifier or a keyword (not punctuation).
func isName(t token) bool { return t.quoted || identByte(t.text[0]) }

// qualifierOf returns the database that qualifies table in q (d in d.t),
// or "".
func qualifierOf(q, table string) string {
	for _, n := range qualifiedNames(q) {
		if strings.EqualFold(n[1], table) {
			return n[0]
		}
	}
	return ""
}

// tableIn returns the first table q names in database db (t in db.t), or
// "".
func tableIn(q, db string) string {
	for _, n := range qualifiedNames(q) {
		if strings.EqualFold(n[0], db) {
			return n[1]
		}
	}
	return ""
}

// clauseKeywords are the words that start a clause, with the clause's
// name in MySQL's unknown-column error.
var clauseKeywords = map[string]string{
	"SELECT": "field list", "SET": "field list", "INSERT": "field list", "REPLACE": "field list",
	"VALUES": "field list", "UPDATE": "field list",
	"WHERE": "where clause", "HAVING": "having clause", "ON": "on clause",
	"ORDER": "order clause", "GROUP": "group statement", "FROM": "from clause",
}

// columnClause names the clause of q in which column col (qualified by
// tbl unless "") first appears, as MySQL names it in error 1054; "field
// list" (MySQL's commonest) when q does not name the column.
func columnClause(q, tbl, col string) string {
	ts := tokens(q)
	clause := "field list"
	for i, t := range ts {
		if !t.quoted {
			if c, ok := clauseKeywords[strings.ToUpper(t.text)]; ok {
				clause = c
				continue
			}
		}
		if !strings.EqualFold(t.text, col) || i+1 < len(ts) && ts[i+1].text == "." && !ts[i+1].quoted {
			continue // another name, or col's name qualifying another
		}
		if i > 0 && ts[i-1].text == "." && !ts[i-1].quoted {
			if tbl != "" && i > 1 && strings.EqualFold(ts[i-2].text, tbl) {
				return clause
			}
			continue
		}
		if tbl == "" {
			return clause
		}
	}
	return "field list"
}

// alteredTable is the name of the table an ALTER TABLE statement changes,
// without its database.
func alteredTable(q string) string {
	ts := tokens(q)
	for i := 0; i+1 < len(ts); i++ {
		if !ts[i].quoted && strings.EqualFold(ts[i].text, "TABLE") {
			name := ts[i+1].text
			if i+3 < len(ts) && ts[i+2].text == "." && !ts[i+2].quoted {
				name = ts[i+3].text
			}
			return name
		}
	}
	return ""
}
