package fastpath

import (
	"strconv"
)

// A text query's shape is its text with the literals the fast path binds
// (decimal integers, optionally negative, and plain quoted strings)
// replaced by '?': "SELECT c FROM t WHERE id = 5" and "... id = 6" have
// the shape "SELECT c FROM t WHERE id = ?", which is also the text of the
// prepared statement that does the same. The shape is recognised once
// (parsed as a prepared statement, its '?' becoming bind variables v1, v2,
// ...) and the literals are bound to it for each query, so a new literal
// never costs a parse.
//
// The lexer only replaces literals whose value and type it knows exactly
// as go-mysql-server's parser would see them; any other form a literal
// can take (hex, bit, decimal and float numbers, charset introducers,
// N'...', escapes, double quotes, adjacent strings), comments, and '?' in
// the text make shapeOf give up, and the text is recognised on its own.

// literal is one literal of a text query: a decimal integer's digits
// (with its '-' sign, if any) or a string's contents.
type literal struct {
	text string
	str  bool
}

// shapeOf appends q's shape to buf and its literals to lits; ok is false
// when q holds something the lexer does not handle.
func shapeOf(q string, buf []byte, lits []literal) ([]byte, []literal, bool) {
	// prev is the last significant byte written to the shape (0 at the
	// start): it tells a sign from a minus and allows string literals
	// only where a value is expected.
	var prev byte
	valueExpected := func() bool { return prev == '=' || prev == '(' || prev == ',' }
	for i := 0; i < len(q); {
		c := q[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			buf = append(buf, c)
			i++
			continue
		case c == '\'':
			if !valueExpected() {
				return buf, lits, false
			}
			text, n, ok := scanString(q[i:])
			if !ok {
				return buf, lits, false
			}
			lits = append(lits, literal{text: text, str: true})
			buf = append(buf, '?')
			i += n
			prev = '?'
			// Adjacent strings are concatenated by the parser.
			j := i
			for j < len(q) && (q[j] == ' ' || q[j] == '\t' || q[j] == '\n' || q[j] == '\r') {
				j++
			}
			if j < len(q) && (q[j] == '\'' || q[j] == '"') {
				return buf, lits, false
			}
			continue
		case c == '`':
			// A quoted identifier, copied as it is (`` is a backtick).
			j := i + 1
			for {
				if j >= len(q) {
					return buf, lits, false
				}
				if q[j] == '`' {
					if j+1 < len(q) && q[j+1] == '`' {
						j += 2
						continue
					}
					break
				}
				j++
			}
			buf = append(buf, q[i:j+1]...)
			i = j + 1
			prev = 'a'
			continue
		case c == '-' && i+1 < len(q) && isDigit(q[i+1]) && valueExpected():
			n, ok := scanNumber(q[i+1:])
			if !ok {
				return buf, lits, false
			}
			lits = append(lits, literal{text: q[i : i+1+n]})
			buf = append(buf, '?')
			i += 1 + n
			prev = '?'
			continue
		case isDigit(c):
			n, ok := scanNumber(q[i:])
			if !ok {
				return buf, lits, false
			}
			lits = append(lits, literal{text: q[i : i+n]})
			buf = append(buf, '?')
			i += n
			prev = '?'
			continue
		case isWordByte(c):
			// An identifier or keyword: copied, digits in it included.
			j := i + 1
			for j < len(q) && isWordByte(q[j]) {
				j++
			}
			if j < len(q) && q[j] == '\'' {
				return buf, lits, false // X'..', N'..', _utf8mb4'..'
			}
			buf = append(buf, q[i:j]...)
			i = j
			prev = 'a'
			continue
		case c == '.':
			// t.c, never .5 (a decimal).
			if i+1 < len(q) && isDigit(q[i+1]) {
				return buf, lits, false
			}
		case c == '"' || c == '?' || c == '\\' || c == '#' || c == '@' || c == '{' || c == '}':
			return buf, lits, false
		case c == '/' && i+1 < len(q) && q[i+1] == '*':
			return buf, lits, false
		case c == '-' && i+1 < len(q) && q[i+1] == '-':
			return buf, lits, false
		case c >= 0x80 || c < ' ':
			return buf, lits, false
		}
		buf = append(buf, c)
		prev = c
		i++
	}
	return buf, lits, true
}

// scanNumber returns the length of the decimal integer s starts with, or
// ok=false when it is some other number (1.5, 1e3, 0x1f, 0b1) or runs
// into an identifier (1abc is a name).
func scanNumber(s string) (int, bool) {
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	if n < len(s) && (isWordByte(s[n]) || s[n] == '.' || s[n] == '\'' || s[n] == '"' || s[n] == '`' || s[n] >= 0x80) {
		return n, false
	}
	return n, true
}

// scanString reads the single-quoted string s starts with: its contents
// (a doubled quote standing for one) and its length with the quotes. Backslash
// escapes (whose meaning depends on NO_BACKSLASH_ESCAPES) are refused.
func scanString(s string) (text string, n int, ok bool) {
	doubled := false
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			return "", 0, false
		case '\'':
			if i+1 < len(s) && s[i+1] == '\'' {
				doubled = true
				i++
				continue
			}
			text = s[1:i]
			if doubled {
				b := make([]byte, 0, len(text))
				for j := 0; j < len(text); j++ {
					b = append(b, text[j])
					if text[j] == '\'' {
						j++
					}
				}
				text = string(b)
			}
			return text, i + 1, true
		}
	}
	return "", 0, false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$'
}

// intLiteral is a decimal integer literal's value as the parser gives it
// to the fast path: int64, or uint64 when it is larger; ok is false for
// anything else.
func intLiteral(s string) (any, bool) {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, true
	}
	if n, err := strconv.ParseUint(s, 10, 64); err == nil {
		return n, true
	}
	return nil, false
}

// literalArgs binds a shape's bind variables v1, v2, ... to the literals.
func literalArgs(lits []literal) args {
	return func(name string) (any, bool) {
		if len(name) < 2 || name[0] != 'v' {
			return nil, false
		}
		i, err := strconv.Atoi(name[1:])
		if err != nil || i < 1 || i > len(lits) {
			return nil, false
		}
		l := lits[i-1]
		if l.str {
			return l.text, true
		}
		return intLiteral(l.text)
	}
}
