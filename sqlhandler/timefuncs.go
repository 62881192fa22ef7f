package sqlhandler

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/shopspring/decimal"
)

// MySQL's date and time functions that go-mysql-server lacks.
var timeFunctions = []sql.Function{
	scalar("sec_to_time", 1, 1, fixed(types.Time), secToTime),
	scalar("maketime", 3, 3, fixed(types.Time), makeTime),
	scalar("makedate", 2, 2, fixed(types.Date), makeDate),
	scalar("period_add", 2, 2, fixed(types.Int64), periodAdd),
	scalar("period_diff", 2, 2, fixed(types.Int64), periodDiff),
	scalar("to_seconds", 1, 1, fixed(types.Int64), toSeconds),
	scalar("addtime", 2, 2, addTimeType, func(ctx *sql.Context, a []any) (any, error) { return addTime(ctx, a, 1) }),
	scalar("subtime", 2, 2, addTimeType, func(ctx *sql.Context, a []any) (any, error) { return addTime(ctx, a, -1) }),
}

const maxTimeMicros = (838*3600 + 59*60 + 59) * 1_000_000 // TIME's range is ±838:59:59

// clampTime is a TIME of us microseconds, clipped to TIME's range with
// MySQL's warning naming the value given (from).
func clampTime(ctx *sql.Context, us int64, from any) types.Timespan {
	if us > maxTimeMicros || us < -maxTimeMicros {
		ctx.Warn(1292, "Truncated incorrect time value: '%v'", from)
		us = min(max(us, -maxTimeMicros), maxTimeMicros)
	}
	return types.Time.MicrosecondsToTimespan(us)
}

// micros reads a number of seconds (an integer, DECIMAL, DOUBLE or a
// numeric string) as microseconds.
func micros(v any) (int64, bool) {
	d, _, err := types.InternalDecimalType.Convert(nil, v)
	if err != nil {
		return 0, false
	}
	return d.(decimal.Decimal).Shift(6).Round(0).IntPart(), true
}

func toInt(v any) (int64, bool) {
	n, _, err := types.Int64.Convert(nil, v)
	if err != nil {
		return 0, false
	}
	return n.(int64), true
}

// secToTime is SEC_TO_TIME(seconds).
func secToTime(ctx *sql.Context, a []any) (any, error) {
	us, ok := micros(a[0])
	if !ok {
		return nil, nil
	}
	return clampTime(ctx, us, a[0]), nil
}

// makeTime is MAKETIME(hour, minute, second): NULL unless minute is 0-59
// and second is below 60.
func makeTime(ctx *sql.Context, a []any) (any, error) {
	h, ok1 := toInt(a[0])
	m, ok2 := toInt(a[1])
	s, ok3 := micros(a[2])
	if !ok1 || !ok2 || !ok3 || m < 0 || m > 59 || s < 0 || s >= 60_000_000 {
		return nil, nil
	}
	neg := h < 0
	if neg {
		h = -h
	}
	us := min(h, math.MaxInt32)*3_600_000_000 + m*60_000_000 + s
	if neg {
		us = -us
	}
	return clampTime(ctx, us, types.Time.MicrosecondsToTimespan(us%3_600_000_000)), nil
}

// makeDate is MAKEDATE(year, dayofyear): NULL for a day below 1 or a date
// past 9999; years 0-69 are 2000-2069, 70-99 are 1970-1999.
func makeDate(_ *sql.Context, a []any) (any, error) {
	y, ok1 := toInt(a[0])
	d, ok2 := toInt(a[1])
	if !ok1 || !ok2 || d < 1 || y < 0 || y > 9999 {
		return nil, nil
	}
	y = twoDigitYear(y)
	t := time.Date(int(y), 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, int(min(d, 3_700_000))-1)
	if t.Year() > 9999 {
		return nil, nil
	}
	return t, nil
}

func twoDigitYear(y int64) int64 {
	switch {
	case y < 70:
		return y + 2000
	case y < 100:
		return y + 1900
	}
	return y
}

// periodMonths is a period (YYMM or YYYYMM) as months since year 0.
func periodMonths(p int64) int64 {
	if p == 0 {
		return 0
	}
	return twoDigitYear(p/100)*12 + p%100 - 1
}

// periodAdd is PERIOD_ADD(period, months), a YYYYMM.
func periodAdd(_ *sql.Context, a []any) (any, error) {
	p, ok1 := toInt(a[0])
	n, ok2 := toInt(a[1])
	if !ok1 || !ok2 {
		return nil, nil
	}
	if p == 0 {
		return int64(0), nil
	}
	m := periodMonths(p) + n
	return m/12*100 + m%12 + 1, nil
}

// periodDiff is PERIOD_DIFF(period1, period2) in months.
func periodDiff(_ *sql.Context, a []any) (any, error) {
	p1, ok1 := toInt(a[0])
	p2, ok2 := toInt(a[1])
	if !ok1 || !ok2 {
		return nil, nil
	}
	return periodMonths(p1) - periodMonths(p2), nil
}

// dayNumber is MySQL's day number of a date (TO_DAYS; calc_daynr): days
// since year 0 of the proleptic Gregorian calendar.
func dayNumber(year, month, day int64) int64 {
	if year == 0 && month == 0 {
		return 0
	}
	n := 365*year + 31*(month-1) + day
	if month <= 2 {
		year--
	} else {
		n -= (month*4 + 23) / 10
	}
	return n + year/4 - ((year/100+1)*3)/4
}

// toSeconds is TO_SECONDS(datetime): seconds since year 0.
func toSeconds(ctx *sql.Context, a []any) (any, error) {
	arg := a[0]
	switch arg.(type) {
	case int8, int16, int32, int64, uint8, uint16, uint32, uint64:
		// YYYYMMDD[hhmmss], as MySQL reads a number.
		n, _ := toInt(arg)
		arg = strconv.FormatInt(n, 10)
	}
	v, _, err := types.DatetimeMaxPrecision.Convert(ctx, arg)
	t, ok := v.(time.Time)
	if err != nil || !ok {
		ctx.Warn(1292, "Incorrect datetime value: '%v'", a[0])
		return nil, nil
	}
	days := dayNumber(int64(t.Year()), int64(t.Month()), int64(t.Day()))
	return days*86400 + int64(t.Hour()*3600+t.Minute()*60+t.Second()), nil
}

// addTimeType is ADDTIME's and SUBTIME's result type: the first argument's
// when it is a TIME or a DATETIME, else a string, as in MySQL.
func addTimeType(args []sql.Expression) sql.Type {
	switch t := args[0].Type(); {
	case types.IsTime(t) && t.Type() != types.Date.Type():
		return types.DatetimeMaxPrecision
	case types.IsTimespan(t):
		return types.Time
	}
	return types.LongText
}

// addTime is ADDTIME(expr1, expr2) (sign 1) and SUBTIME (sign -1): expr2 is
// a TIME added to a DATETIME or a TIME. The result has addTimeType's kind:
// a DATETIME or TIME for such a column, else a string.
func addTime(ctx *sql.Context, a []any, sign int64) (any, error) {
	d, ok := timeMicros(a[1])
	if !ok {
		return nil, nil
	}
	delta := sign * d
	switch x := a[0].(type) {
	case time.Time:
		return x.Add(time.Duration(delta) * time.Microsecond), nil
	case types.Timespan:
		return clampTime(ctx, x.AsMicroseconds()+delta, x), nil
	case string:
		if s := strings.TrimSpace(x); strings.Contains(s, "-") && !strings.HasPrefix(s, "-") {
			t, _, err := types.DatetimeMaxPrecision.Convert(ctx, x)
			if err != nil {
				return nil, nil
			}
			return formatDatetime(t.(time.Time).Add(time.Duration(delta) * time.Microsecond)), nil
		}
	}
	t, err := types.Time.ConvertToTimespan(a[0])
	if err != nil {
		return nil, nil
	}
	return clampTime(ctx, t.AsMicroseconds()+delta, a[0]).String(), nil
}

// timeMicros reads a TIME value as microseconds, including MySQL's
// "D hh:mm:ss" form with a day count, which go-mysql-server's TIME lacks.
func timeMicros(v any) (int64, bool) {
	if s, ok := v.(string); ok {
		s = strings.TrimSpace(s)
		neg := strings.HasPrefix(s, "-")
		if days, rest, found := strings.Cut(strings.TrimPrefix(s, "-"), " "); found {
			n, err := strconv.ParseInt(days, 10, 64)
			t, err2 := types.Time.ConvertToTimespan(strings.TrimSpace(rest))
			if err != nil || err2 != nil || n > 34 {
				return 0, false
			}
			us := n*86_400_000_000 + t.AsMicroseconds()
			if neg {
				us = -us
			}
			return us, true
		}
	}
	t, err := types.Time.ConvertToTimespan(v)
	return t.AsMicroseconds(), err == nil
}

// formatDatetime writes t as MySQL writes a DATETIME(6) string result:
// microseconds only when there are any.
func formatDatetime(t time.Time) string {
	s := t.Format("2006-01-02 15:04:05")
	if us := t.Nanosecond() / 1000; us != 0 {
		s += "." + strconv.FormatInt(int64(1_000_000+us), 10)[1:]
	}
	return s
}
