package sqlhandler

import (
	"strings"
	"unicode"

	ast "github.com/dolthub/vitess/go/vt/sqlparser"
)

// go-mysql-server's grammar takes CREATE TABLE t [AS] SELECT ... but not
// the forms MySQL also allows, with table options or column and key
// definitions before the SELECT:
//
//	CREATE TABLE t ENGINE=InnoDB AS SELECT ...
//	CREATE TABLE t (extra INT, PRIMARY KEY (id)) ENGINE=MEMORY SELECT id, v FROM src
//
// (a syntax error, so mysqldump-style and ORM scripts failed). When a
// statement does not parse, ctasParts splits it into its CREATE TABLE part
// and its SELECT, each parsed alone, and the two are joined into the
// statement go-mysql-server plans (its planner handles a definition with
// a SELECT). The options go-mysql-server does not pass on (ENGINE=) are
// read from the statement text (tableOptionsFromQuery), through the same
// split.

// ctas is a CREATE TABLE ... SELECT split in parts.
type ctas struct {
	prefix  string // CREATE [TEMPORARY] TABLE [IF NOT EXISTS] name
	spec    string // (column and key definitions), or empty
	options string // table options, or empty
	sel     string // the SELECT (or WITH ..., or a parenthesised query)
}

// ctasParts splits q if it is a CREATE TABLE ... SELECT with a definition
// or options before the SELECT.
func ctasParts(q string) (ctas, bool) {
	var c ctas
	s := newScanner(q)
	words := 0
	for {
		w := s.word()
		if w == "" {
			return c, false
		}
		words++
		u := strings.ToUpper(w)
		if words == 1 && u != "CREATE" {
			return c, false
		}
		if u == "TABLE" {
			break
		}
		if words > 2 || (words == 2 && u != "TEMPORARY") {
			return c, false
		}
	}
	// IF NOT EXISTS, then the name (db.t, quoted or not)
	mark := s.pos
	if w := s.word(); strings.EqualFold(w, "IF") {
		if !strings.EqualFold(s.word(), "NOT") || !strings.EqualFold(s.word(), "EXISTS") {
			return c, false
		}
	} else {
		s.pos = mark
	}
	if !s.name() {
		return c, false
	}
	c.prefix = strings.TrimSpace(q[:s.pos])
	s.space()
	if s.peek() == '(' {
		start := s.pos
		if !s.balanced() {
			return c, false
		}
		body := strings.TrimSpace(q[start+1 : s.pos-1])
		if startsWithQuery(body) {
			return c, false // CREATE TABLE t (SELECT ...): the grammar's own
		}
		c.spec = q[start:s.pos]
	}
	optStart := s.pos
	for {
		s.space()
		at := s.pos
		if s.pos >= len(q) {
			return c, false
		}
		if q[s.pos] == '(' {
			c.options = strings.TrimSpace(q[optStart:at])
			c.sel = strings.TrimSpace(q[at:])
			break
		}
		w := s.token()
		if w == "" {
			return c, false
		}
		switch strings.ToUpper(w) {
		case "AS":
			c.options = strings.TrimSpace(q[optStart:at])
			c.sel = strings.TrimSpace(q[s.pos:])
		case "SELECT", "WITH":
			c.options = strings.TrimSpace(q[optStart:at])
			c.sel = strings.TrimSpace(q[at:])
		case "IGNORE", "REPLACE", "LIKE":
			return c, false // not supported here
		default:
			continue
		}
		break
	}
	if c.spec == "" && c.options == "" {
		return c, false // the grammar's own form
	}
	// (SELECT ...) as a whole: the grammar takes the SELECT alone.
	for strings.HasPrefix(c.sel, "(") {
		inner := newScanner(c.sel)
		if !inner.balanced() || strings.TrimSpace(c.sel[inner.pos:]) != "" {
			break
		}
		c.sel = strings.TrimSpace(c.sel[1 : inner.pos-1])
	}
	return c, c.sel != ""
}

func startsWithQuery(s string) bool {
	u := strings.ToUpper(s)
	return strings.HasPrefix(u, "SELECT") || strings.HasPrefix(u, "WITH") || strings.HasPrefix(u, "(")
}

// parseCTAS parses a split CREATE TABLE ... SELECT with parse.
func parseCTAS(c ctas, parse func(string) (ast.Statement, error)) (ast.Statement, error) {
	if c.spec == "" {
		return parse(c.prefix + " AS " + c.sel)
	}
	head, err := parse(c.prefix + " " + c.spec + " " + c.options)
	placeholder := false
	if err != nil {
		// The grammar wants a column before any key: (PRIMARY KEY (id))
		// naming only the SELECT's columns gets one for the parse.
		head, err = parse(c.prefix + " (" + ctasPlaceholder + " INT, " + c.spec[1:] + " " + c.options)
		if err != nil {
			return nil, err
		}
		placeholder = true
	}
	ddl, ok := head.(*ast.DDL)
	if !ok || ddl.TableSpec == nil {
		return head, nil
	}
	if placeholder {
		cols := ddl.TableSpec.Columns[:0]
		for _, col := range ddl.TableSpec.Columns {
			if col.Name.String() != ctasPlaceholder {
				cols = append(cols, col)
			}
		}
		ddl.TableSpec.Columns = cols
	}
	selStmt, err := parse(c.sel)
	if err != nil {
		return nil, err
	}
	sel, ok := selStmt.(ast.SelectStatement)
	if !ok {
		return parse(c.prefix + " " + c.spec + " " + c.options + " " + c.sel) // the real parser's error
	}
	ddl.OptSelect = &ast.OptSelect{Select: sel}
	return ddl, nil
}

const ctasPlaceholder = "handlerd_ctas_placeholder"

// ctasOptionsStatement is a CREATE TABLE carrying q's table options, for
// tableOptionsFromQuery, or "" if q is not a split CREATE TABLE ... SELECT.
func ctasOptionsStatement(q string) string {
	c, ok := ctasParts(q)
	if !ok || c.options == "" {
		return ""
	}
	return "CREATE TABLE t (x INT) " + c.options
}

// asCTAS parses q, which the grammar refused, in parts if it is a CREATE
// TABLE ... SELECT the grammar lacks.
func asCTAS(q string, parse func(string) (ast.Statement, error)) (ast.Statement, bool) {
	c, ok := ctasParts(q)
	if !ok {
		return nil, false
	}
	stmt, err := parseCTAS(c, parse)
	if err != nil {
		return nil, false
	}
	return stmt, true
}

// scanner walks a statement's text skipping spaces and comments.
type scanner struct {
	q   string
	pos int
}

func newScanner(q string) *scanner { return &scanner{q: q} }

func (s *scanner) peek() byte {
	if s.pos < len(s.q) {
		return s.q[s.pos]
	}
	return 0
}

func (s *scanner) space() {
	for s.pos < len(s.q) {
		switch {
		case unicode.IsSpace(rune(s.q[s.pos])):
			s.pos++
		case strings.HasPrefix(s.q[s.pos:], "/*") && !strings.HasPrefix(s.q[s.pos:], "/*!"):
			end := strings.Index(s.q[s.pos+2:], "*/")
			if end < 0 {
				s.pos = len(s.q)
				return
			}
			s.pos += end + 4
		default:
			return
		}
	}
}

// word reads an unquoted identifier or keyword.
func (s *scanner) word() string {
	s.space()
	start := s.pos
	for s.pos < len(s.q) && isWordByte(s.q[s.pos]) {
		s.pos++
	}
	return s.q[start:s.pos]
}

func isWordByte(b byte) bool {
	return b == '_' || b == '$' || b >= 0x80 || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')
}

// quoted skips a quoted string or identifier starting at pos.
func (s *scanner) quoted() bool {
	q := s.q[s.pos]
	for i := s.pos + 1; i < len(s.q); i++ {
		switch s.q[i] {
		case '\\':
			if q != '`' {
				i++
			}
		case q:
			if i+1 < len(s.q) && s.q[i+1] == q { // doubled quote
				i++
				continue
			}
			s.pos = i + 1
			return true
		}
	}
	return false
}

// name reads a table name: ident or ident.ident, quoted or not.
func (s *scanner) name() bool {
	for part := 0; part < 2; part++ {
		s.space()
		if s.peek() == '`' {
			if !s.quoted() {
				return false
			}
		} else if s.word() == "" {
			return false
		}
		if s.peek() != '.' {
			return true
		}
		s.pos++
	}
	return true
}

// balanced skips a parenthesised group starting at pos.
func (s *scanner) balanced() bool {
	depth := 0
	for s.pos < len(s.q) {
		switch b := s.q[s.pos]; b {
		case '\'', '"', '`':
			if !s.quoted() {
				return false
			}
			continue
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				s.pos++
				return true
			}
		}
		s.pos++
	}
	return false
}

// token reads one token of table options: a word, a quoted string, a
// number or one punctuation byte.
func (s *scanner) token() string {
	s.space()
	if s.pos >= len(s.q) {
		return ""
	}
	start := s.pos
	switch b := s.q[s.pos]; {
	case b == '\'' || b == '"' || b == '`':
		if !s.quoted() {
			return ""
		}
	case isWordByte(b):
		s.word()
	default:
		s.pos++
	}
	return s.q[start:s.pos]
}
