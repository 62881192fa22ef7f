package sqlhandler

import (
	"regexp"
	"strconv"
	"strings"

	ast "github.com/dolthub/vitess/go/vt/sqlparser"
)

// MySQL lets a keyword it does not reserve stand as an identifier wherever
// its grammar expects one. go-mysql-server's grammar (vitess's) refuses
// some of them in some places: a table named event, count or position, a
// column named next, std or substring. When the grammar refuses a
// statement at one of those words (or at the word right after it, where
// it expected the '(' of a function), the parser backquotes the word and
// parses again. Only a statement the grammar has already refused is
// retried, and only these words are quoted, so what parses keeps its
// meaning.

// unreservedKeywords are the words MySQL 8 does not reserve (its keywords
// list, or no keyword at all) that the grammar refuses as identifiers.
var unreservedKeywords = map[string]bool{
	"AVG": true, "COUNT": true, "MAX": true, "MIN": true, "SUM": true, "EVENT": true,
	"BIT_AND": true, "BIT_OR": true, "BIT_XOR": true, "STD": true, "STDDEV": true,
	"STDDEV_POP": true, "STDDEV_SAMP": true, "VARIANCE": true, "VAR_POP": true, "VAR_SAMP": true,
	"JSON_ARRAYAGG": true, "JSON_OBJECTAGG": true, "SUBSTR": true, "SUBSTRING": true,
	"POSITION": true, "CAST": true, "TRIM": true, "VECTOR": true,
	"NEXT": true, "OFF": true, "SQL_CACHE": true, "SQL_NO_CACHE": true,
}

// maxQuotedKeywords bounds the retries of one statement.
const maxQuotedKeywords = 8

var syntaxErrorAt = regexp.MustCompile(`syntax error at position (\d+)`)

// quoteUnreservedKeywords parses q, which the grammar refused with err,
// again with the unreserved keywords it stops at backquoted.
func quoteUnreservedKeywords(q string, err error, parse func(string) (ast.Statement, error)) (ast.Statement, bool) {
	for i := 0; i < maxQuotedKeywords; i++ {
		start, end, ok := keywordBefore(q, err)
		if !ok {
			return nil, false
		}
		q = q[:start] + "`" + q[start:end] + "`" + q[end:]
		stmt, perr := parse(q)
		if perr == nil {
			return stmt, true
		}
		err = perr
	}
	return nil, false
}

// keywordBefore returns the span of the unreserved keyword the grammar
// stopped at: the last word before the error's position, or the one
// before it.
func keywordBefore(q string, err error) (start, end int, ok bool) {
	m := syntaxErrorAt.FindStringSubmatch(err.Error())
	if m == nil {
		return 0, 0, false
	}
	pos, _ := strconv.Atoi(m[1])
	var words []token // the unquoted words ending by pos
	for _, t := range tokens(q) {
		if t.end > pos {
			break
		}
		if !t.quoted && identByte(t.text[0]) {
			words = append(words, t)
		}
	}
	for i := len(words) - 1; i >= max(0, len(words)-2); i-- {
		if w := words[i]; unreservedKeywords[strings.ToUpper(w.text)] {
			return w.start, w.end, true
		}
	}
	return 0, 0, false
}
