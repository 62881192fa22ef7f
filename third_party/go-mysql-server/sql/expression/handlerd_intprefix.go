// handlerd: added file (see HANDLERD.md).

package expression

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/dolthub/vitess/go/sqltypes"

	"github.com/dolthub/go-mysql-server/sql"
)

// integerPrefix reads a string as CAST AS SIGNED / UNSIGNED does in MySQL
// (my_strtoll10): after spaces and tabs, an optional sign, then the digits
// that follow; none is 0. Anything after them makes warning 1292, spaces
// alone a note. So CAST('12abc' AS SIGNED) is 12, CAST('12.7' AS
// UNSIGNED) 12 and CAST('1e3' AS SIGNED) 1, each with a warning, where the
// release gave 0 silently, 13 and 1000. The result is the value's 64 bits
// (two's complement for a negative one), which SIGNED reads as an int64
// and UNSIGNED as a uint64, as MySQL does: '18446744073709551615' is -1 as
// SIGNED. ok is false for a non-string.
func integerPrefix(ctx *sql.Context, v interface{}) (uint64, bool) {
	s, ok := v.(string)
	if !ok {
		return 0, false
	}
	text := strings.TrimLeft(s, " \t")
	neg := false
	if text != "" && (text[0] == '-' || text[0] == '+') {
		neg = text[0] == '-'
		text = text[1:]
	}
	var n uint64
	overflow := false
	i := 0
	for ; i < len(text) && text[i] >= '0' && text[i] <= '9'; i++ {
		d := uint64(text[i] - '0')
		if n > (math.MaxUint64-d)/10 {
			overflow = true
		} else {
			n = n*10 + d
		}
	}
	switch rest := text[i:]; {
	case i == 0 || strings.TrimLeft(rest, " \t") != "":
		ctx.Warn(1292, "Truncated incorrect INTEGER value: '%s'", s)
	case rest != "":
		ctx.Session.Warn(&sql.Warning{Level: "Note", Code: 1292, Message: fmt.Sprintf("Truncated incorrect INTEGER value: '%s'", s)})
	}
	switch {
	case neg && (overflow || n > 1<<63):
		return 1 << 63, true // math.MinInt64
	case neg:
		return -n, true
	case overflow:
		return math.MaxUint64, true
	}
	return n, true
}

// timeAsInteger is a DATE, DATETIME or TIMESTAMP as CAST AS SIGNED /
// UNSIGNED gives it in MySQL: its digits, YYYYMMDD or YYYYMMDDhhmmss (the
// release gave the Unix time). ok is false for other values.
func timeAsInteger(v interface{}, t sql.Type) (uint64, bool) {
	tm, ok := v.(time.Time)
	if !ok {
		return 0, false
	}
	layout := "20060102150405"
	if t != nil && t.Type() == sqltypes.Date {
		layout = "20060102"
	}
	n, err := strconv.ParseUint(tm.Format(layout), 10, 64)
	return n, err == nil
}

// floatPrefix reads a string a DOUBLE conversion could not take whole as
// MySQL does: the number its text starts with ('10abc' is 10, 'abc' 0),
// with warning 1292. So an INT column equals '10abc' at 10, as in MySQL;
// the release read 0. ok is false for a non-string.
func floatPrefix(ctx *sql.Context, v interface{}) (float64, bool) {
	s, ok := v.(string)
	if !ok {
		return 0, false
	}
	text := strings.TrimLeft(s, " \t\n\r")
	end := 0
	digits := func(i int) int {
		for i < len(text) && text[i] >= '0' && text[i] <= '9' {
			i++
		}
		return i
	}
	if end < len(text) && (text[end] == '-' || text[end] == '+') {
		end++
	}
	mantissa := digits(end)
	if mantissa < len(text) && text[mantissa] == '.' {
		mantissa = digits(mantissa + 1)
	}
	end = mantissa
	if end < len(text) && (text[end] == 'e' || text[end] == 'E') {
		exp := end + 1
		if exp < len(text) && (text[exp] == '-' || text[exp] == '+') {
			exp++
		}
		if after := digits(exp); after > exp {
			end = after
		}
	}
	ctx.Warn(1292, "Truncated incorrect DOUBLE value: '%s'", s)
	f, err := strconv.ParseFloat(text[:end], 64)
	if err != nil {
		return 0, true
	}
	return f, true
}
