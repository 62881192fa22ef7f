package sqlhandler

import (
	"math"
	"strconv"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// MySQL's string functions that go-mysql-server lacks.
var stringFunctions = []sql.Function{
	scalar("oct", 1, 1, fixed(types.LongText), oct),
	scalar("insert", 4, 4, fixed(types.LongText), insertString),
	scalarStrict("make_set", 2, math.MaxInt32, 1, fixed(types.LongText), makeSet),
	scalar("export_set", 3, 5, fixed(types.LongText), exportSet),
	scalarStrict("interval", 2, math.MaxInt32, 0, fixed(types.Int64), interval),
}

// interval is INTERVAL(N, N1, N2, ...): how many of N1, N2, ... (which
// MySQL requires in ascending order) are at most N, that is 0 if N < N1,
// 1 if N < N2 and so on; -1 when N is NULL. A NULL Ni is passed over, as
// MySQL does.
func interval(_ *sql.Context, a []any) (any, error) {
	if a[0] == nil {
		return int64(-1), nil
	}
	n, _, err := types.Float64.Convert(nil, a[0])
	if err != nil {
		return nil, err
	}
	i := 1
	for ; i < len(a); i++ {
		if a[i] == nil {
			continue
		}
		bound, _, err := types.Float64.Convert(nil, a[i])
		if err != nil {
			return nil, err
		}
		if n.(float64) < bound.(float64) {
			break
		}
	}
	return int64(i - 1), nil
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

// bits reads a BIGINT's 64 bits (a negative number as its two's
// complement, as MySQL's set functions do).
func bits(v any) (uint64, bool) {
	if u, ok := v.(uint64); ok {
		return u, true // beyond BIGINT's range
	}
	i, ok := toInt(v)
	return uint64(i), ok
}

// makeSet is MAKE_SET(bits, str1, str2, ...): the strings whose bit is
// set, joined by commas; a NULL string is left out.
func makeSet(_ *sql.Context, a []any) (any, error) {
	b, ok := bits(a[0])
	if !ok {
		return nil, nil
	}
	var out []string
	for i, v := range a[1:] {
		if i < 64 && b&(1<<i) != 0 && v != nil {
			s, _, err := types.LongText.Convert(nil, v)
			if err != nil {
				return nil, nil
			}
			out = append(out, s.(string))
		}
	}
	return strings.Join(out, ","), nil
}

// exportSet is EXPORT_SET(bits, on, off[, separator[, number_of_bits]]):
// for each of the first number_of_bits bits (64 by default and at most),
// lowest first, on or off, joined by separator (a comma by default).
func exportSet(_ *sql.Context, a []any) (any, error) {
	b, ok := bits(a[0])
	if !ok {
		return nil, nil
	}
	strs := make([]string, 0, 3)
	for _, v := range a[1:min(len(a), 4)] {
		s, _, err := types.LongText.Convert(nil, v)
		if err != nil {
			return nil, nil
		}
		strs = append(strs, s.(string))
	}
	sep := ","
	if len(strs) == 3 {
		sep = strs[2]
	}
	n := int64(64)
	if len(a) == 5 {
		if k, ok := toInt(a[4]); ok && k >= 0 && k <= 64 {
			n = k
		}
	}
	parts := make([]string, n)
	for i := range parts {
		parts[i] = strs[1]
		if b&(1<<i) != 0 {
			parts[i] = strs[0]
		}
	}
	return strings.Join(parts, sep), nil
}
