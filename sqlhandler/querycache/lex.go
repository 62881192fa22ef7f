package querycache

// stmtKind is what the lexer makes of a statement before anything parses
// it: whether it can be a cached SELECT, or is one of the query cache's
// own statements, which go-mysql-server does not know.
type stmtKind int

const (
	kindOther  stmtKind = iota
	kindSelect          // starts with SELECT or WITH (possibly after '(')
	kindReset           // RESET QUERY CACHE
	kindFlush           // FLUSH [LOCAL | NO_WRITE_TO_BINLOG] QUERY CACHE
)

// stmtInfo is the lexer's view of a statement.
type stmtInfo struct {
	kind stmtKind
	// sqlCache and noCache report the SQL_CACHE and SQL_NO_CACHE hints.
	sqlCache, noCache bool
	// uncacheable marks forms MySQL never caches and go-mysql-server's
	// plan does not show: FOR UPDATE, FOR SHARE, LOCK IN SHARE MODE,
	// SQL_CALC_FOUND_ROWS (FOUND_ROWS() would be wrong on a hit), INTO.
	uncacheable bool
	// multi is set when another statement follows the first.
	multi bool
}

// scan lexes a statement: words outside quotes and comments are compared
// case-insensitively; the contents of executable comments (/*! ... */) are
// code, as MySQL treats them.
func scan(q string) stmtInfo {
	var info stmtInfo
	var first [6]string
	words := first[:0] // the first few words, upper case, for the statement kind (on the stack)
	prev := ""
	nwords := 0
	afterSemicolon := false
	inExec := 0 // depth of /*! ... */ comments being read as code
	for i := 0; i < len(q); {
		ch := q[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v':
			i++
			continue
		case ch == '#':
			for i < len(q) && q[i] != '\n' {
				i++
			}
			continue
		case ch == '-' && i+1 < len(q) && q[i+1] == '-' && (i+2 == len(q) || q[i+2] <= ' '):
			for i < len(q) && q[i] != '\n' {
				i++
			}
			continue
		case ch == '/' && i+1 < len(q) && q[i+1] == '*':
			if i+2 < len(q) && q[i+2] == '!' {
				i += 3
				for i < len(q) && q[i] >= '0' && q[i] <= '9' { // version number
					i++
				}
				inExec++
				continue
			}
			j := indexFrom(q, "*/", i+2)
			if j < 0 {
				i = len(q)
			} else {
				i = j + 2
			}
			continue
		case ch == '*' && inExec > 0 && i+1 < len(q) && q[i+1] == '/':
			inExec--
			i += 2
			continue
		}
		if afterSemicolon {
			info.multi = true
			break
		}
		switch {
		case ch == '\'' || ch == '"' || ch == '`':
			i = skipQuoted(q, i)
			prev = ""
			nwords++
		case isWordByte(ch):
			j := i
			for j < len(q) && isWordByte(q[j]) {
				j++
			}
			w := keyword(q[i:j])
			i = j
			if len(words) < 6 {
				words = append(words, w)
			}
			nwords++
			switch w {
			case "SQL_CACHE":
				info.sqlCache = true
			case "SQL_NO_CACHE":
				info.noCache = true
			case "SQL_CALC_FOUND_ROWS", "INTO":
				info.uncacheable = true
			case "UPDATE", "SHARE":
				if prev == "FOR" || prev == "IN" {
					info.uncacheable = true
				}
			case "IN":
				if prev == "LOCK" {
					info.uncacheable = true
				}
			}
			prev = w
		case ch == ';':
			afterSemicolon = true
			i++
		default:
			if ch == '(' && nwords == 0 && len(words) == 0 {
				i++ // "(SELECT ...) UNION ..." starts with parentheses
				continue
			}
			prev = ""
			nwords++
			i++
		}
	}
	if len(words) > 0 {
		switch words[0] {
		case "SELECT", "WITH":
			info.kind = kindSelect
		case "RESET":
			if len(words) == 3 && nwords == 3 && words[1] == "QUERY" && words[2] == "CACHE" {
				info.kind = kindReset
			}
		case "FLUSH":
			w := words[1:]
			if len(w) > 0 && (w[0] == "LOCAL" || w[0] == "NO_WRITE_TO_BINLOG") {
				w = w[1:]
			}
			if len(w) == 2 && nwords == len(words) && w[0] == "QUERY" && w[1] == "CACHE" {
				info.kind = kindFlush
			}
		}
	}
	return info
}

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// keywords are the words scan compares with, upper case.
var keywords = func() map[string]string {
	m := map[string]string{}
	for _, w := range []string{"SELECT", "WITH", "RESET", "QUERY", "CACHE", "FLUSH", "LOCAL", "NO_WRITE_TO_BINLOG",
		"SQL_CACHE", "SQL_NO_CACHE", "SQL_CALC_FOUND_ROWS", "INTO", "UPDATE", "SHARE", "FOR", "IN", "LOCK"} {
		m[w] = w
	}
	return m
}()

// longestKeyword is the length of the longest of keywords.
const longestKeyword = len("SQL_CALC_FOUND_ROWS")

// keyword returns s's upper case (ASCII letters only) if that is one of
// keywords, else s itself, which then equals none of them: scan only
// compares words with keywords, and a statement's other words (table and
// column names) cost no allocation.
func keyword(s string) string {
	if len(s) > longestKeyword {
		return s
	}
	var buf [longestKeyword]byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		buf[i] = c
	}
	if k, ok := keywords[string(buf[:len(s)])]; ok {
		return k
	}
	return s
}

// skipQuoted returns the index after the quoted string or identifier that
// starts at i. Backslash escapes apply in strings; a doubled quote is one
// quote character.
func skipQuoted(q string, i int) int {
	quote := q[i]
	i++
	for i < len(q) {
		switch q[i] {
		case '\\':
			if quote != '`' {
				i += 2
				continue
			}
		case quote:
			if i+1 < len(q) && q[i+1] == quote {
				i += 2
				continue
			}
			return i + 1
		}
		i++
	}
	return i
}

func indexFrom(s, sub string, from int) int {
	for i := from; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// trimQuery drops trailing whitespace and semicolons, as go-mysql-server
// does before it runs a statement; the rest of the text is the cache key,
// byte for byte.
func trimQuery(q string) string {
	for len(q) > 0 {
		switch q[len(q)-1] {
		case ' ', '\t', '\n', '\r', ';':
			q = q[:len(q)-1]
		default:
			return q
		}
	}
	return q
}
