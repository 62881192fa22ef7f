package sqlhandler

import (
	"strconv"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// MySQL's string functions that go-mysql-server lacks.
var stringFunctions = []sql.Function{
	scalar("oct", 1, 1, fixed(types.LongText), oct),
	scalar("insert", 4, 4, fixed(types.LongText), insertString),
}

// oct is OCT(N): N, a BIGINT, in octal (a negative N as its 64-bit two's
// complement, as CONV(N, 10, 8)).
func oct(_ *sql.Context, a []any) (any, error) {
	n, ok := toInt(a[0])
	if !ok {
		return nil, nil
	}
	return strconv.FormatUint(uint64(n), 8), nil
}

// insertString is INSERT(str, pos, len, newstr): str with the len
// characters from position pos replaced by newstr; str itself when pos is
// not within it, the rest of str replaced when len reaches past its end.
func insertString(_ *sql.Context, a []any) (any, error) {
	s, _, err := types.LongText.Convert(nil, a[0])
	repl, _, err2 := types.LongText.Convert(nil, a[3])
	pos, ok1 := toInt(a[1])
	n, ok2 := toInt(a[2])
	if err != nil || err2 != nil || !ok1 || !ok2 {
		return nil, nil
	}
	rs := []rune(s.(string))
	if pos < 1 || pos > int64(len(rs)) {
		return string(rs), nil
	}
	start := pos - 1
	end := int64(len(rs))
	if n >= 0 && n < end-start {
		end = start + n
	}
	return string(rs[:start]) + repl.(string) + string(rs[end:]), nil
}
