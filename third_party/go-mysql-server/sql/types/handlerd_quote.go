// Copyright 2026 handlerd authors. Licensed under the Apache License, Version 2.0.

package types

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
)

// QuoteStringLiteral writes s as MySQL's SHOW CREATE TABLE writes a string
// (sql_show.cc, append_unescaped): in single quotes, a quote doubled, and a
// backslash, NUL, newline, carriage return and Ctrl-Z escaped with a
// backslash, so that the text parses back to s.
func QuoteStringLiteral(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('\'')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'':
			b.WriteString("''")
		case '\\':
			b.WriteString(`\\`)
		case 0:
			b.WriteString(`\0`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case 032:
			b.WriteString(`\Z`)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('\'')
	return b.String()
}

// quotedElements is an ENUM's or SET's element list as its column type
// shows it: each element quoted, so that one holding a quote or a comma
// reads back as itself.
func quotedElements(values []string) string {
	quoted := make([]string, len(values))
	for i, v := range values {
		quoted[i] = QuoteStringLiteral(v)
	}
	return strings.Join(quoted, ",")
}

// EnumOrSetText is the text of an ENUM's or SET's stored value (an ENUM's
// index, a SET's bits), which is how MySQL shows such a column's default;
// ok is false for any other type or value.
func EnumOrSetText(t sql.Type, v interface{}) (text string, ok bool) {
	switch t := t.(type) {
	case sql.EnumType:
		if idx, isIdx := v.(uint16); isIdx {
			return t.At(int(idx))
		}
	case sql.SetType:
		if bits, isBits := v.(uint64); isBits {
			s, err := t.BitsToString(bits)
			return s, err == nil
		}
	}
	return "", false
}
