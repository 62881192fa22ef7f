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

// token is an identifier, keyword or punctuation byte of a statement;
// quoted marks a `backquoted` identifier, whose text is unquoted.
type token struct {
	text   string
	quoted bool
}

// tokens splits q into identifiers, keywords and punctuation, leaving out
// string literals, numbers' signs and comments: enough to find names and
// the clause keywords before them.
func tokens(q string) []token {
	var out []token
	for {
		q = skipSpaceAndComments(q)
		if q == "" {
			return out
		}
		switch c := q[0]; {
		case c == '`':
			var b strings.Builder
			i := 1
			for i < len(q) {
				if q[i] == '`' {
					if i+1 < len(q) && q[i+1] == '`' {
						b.WriteByte('`')
						i += 2
						continue
					}
					break
				}
				b.WriteByte(q[i])
				i++
			}
			out = append(out, token{text: b.String(), quoted: true})
			q = q[min(i+1, len(q)):]
		case c == '\'' || c == '"':
			i := 1
			for i < len(q) && q[i] != c {
				if q[i] == '\\' {
					i++
				}
				i++
			}
			q = q[min(i+1, len(q)):]
		case identByte(c):
			i := 1
			for i < len(q) && identByte(q[i]) {
				i++
			}
			out = append(out, token{text: q[:i]})
			q = q[i:]
		default:
			out = append(out, token{text: q[:1]})
			q = q[1:]
		}
	}
}

func identByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// qualifiedPairs returns each "a.b" in ts as the indexes of a.
func qualifiedPairs(ts []token, yield func(i int) bool) {
	for i := 0; i+2 < len(ts); i++ {
		if ts[i+1].text == "." && !ts[i+1].quoted && (ts[i].quoted || identByte(ts[i].text[0])) && (ts[i+2].quoted || identByte(ts[i+2].text[0])) {
			if !yield(i) {
				return
			}
		}
	}
}

// qualifierOf returns the database that qualifies table in q (d in d.t),
// or "".
func qualifierOf(q, table string) string {
	ts := tokens(q)
	db := ""
	qualifiedPairs(ts, func(i int) bool {
		if strings.EqualFold(ts[i+2].text, table) {
			db = ts[i].text
			return false
		}
		return true
	})
	return db
}

// tableIn returns the first table q names in database db (t in db.t), or
// "".
func tableIn(q, db string) string {
	ts := tokens(q)
	table := ""
	qualifiedPairs(ts, func(i int) bool {
		if strings.EqualFold(ts[i].text, db) {
			table = ts[i+2].text
			return false
		}
		return true
	})
	return table
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
