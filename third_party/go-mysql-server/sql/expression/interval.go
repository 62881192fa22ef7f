// Copyright 2020-2021 Dolthub, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package expression

import (
	"fmt"
	"strings"
	"time"

	errors "gopkg.in/src-d/go-errors.v1"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// Interval defines a time duration.
type Interval struct {
	UnaryExpression
	Unit string
}

var _ sql.Expression = (*Interval)(nil)
var _ sql.CollationCoercible = (*Interval)(nil)

// NewInterval creates a new interval expression.
func NewInterval(child sql.Expression, unit string) *Interval {
	return &Interval{UnaryExpression{Child: child}, strings.ToUpper(unit)}
}

// Type implements the sql.Expression interface.
func (i *Interval) Type() sql.Type { return types.Uint64 }

// HasTimePart reports whether the interval's unit has hours, minutes or
// seconds (a DATE moved by it becomes a DATETIME). handlerd: moved here
// from function.isHmsInterval, for Arithmetic.Type too.
func (i *Interval) HasTimePart() bool {
	return strings.Contains(i.Unit, "HOUR") ||
		strings.Contains(i.Unit, "MINUTE") ||
		strings.Contains(i.Unit, "SECOND")
}

// CollationCoercibility implements the interface sql.CollationCoercible.
func (*Interval) CollationCoercibility(ctx *sql.Context) (collation sql.CollationID, coercibility byte) {
	return sql.Collation_binary, 5
}

// IsNullable implements the sql.Expression interface.
func (i *Interval) IsNullable() bool { return i.Child.IsNullable() }

// Eval implements the sql.Expression interface.
func (i *Interval) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {
	panic("Interval.Eval is just a placeholder method and should not be called directly")
}

var (
	errInvalidIntervalUnit = errors.NewKind("invalid interval unit: %s")
)

// EvalDelta evaluates the expression returning a TimeDelta. This method should
// be used instead of Eval, as this expression returns a TimeDelta, which is not
// a valid value that can be returned in Eval.
func (i *Interval) EvalDelta(ctx *sql.Context, row sql.Row) (*TimeDelta, error) {
	val, err := i.Child.Eval(ctx, row)
	if err != nil {
		return nil, err
	}

	if val == nil {
		return nil, nil
	}

	var td TimeDelta

	if u, ok := compoundUnits[i.Unit]; ok {
		val, _, err = types.LongText.Convert(ctx, val)
		if err != nil {
			return nil, err
		}
		values, neg := compoundIntervalValues(val.(string), u)
		if neg {
			for n := range values {
				values[n] = -values[n]
			}
		}
		for n, f := range u.fields {
			*f(&td) = values[n]
		}
	} else {
		val, _, err = types.Int64.Convert(ctx, val)
		if err != nil {
			return nil, err
		}

		num := val.(int64)

		switch i.Unit {
		case "DAY":
			td.Days = num
		case "HOUR":
			td.Hours = num
		case "MINUTE":
			td.Minutes = num
		case "SECOND":
			td.Seconds = num
		case "MICROSECOND":
			td.Microseconds = num
		case "QUARTER":
			td.Months = num * 3
		case "MONTH":
			td.Months = num
		case "WEEK":
			td.Days = num * 7
		case "YEAR":
			td.Years = num
		default:
			return nil, errInvalidIntervalUnit.New(i.Unit)
		}
	}

	return &td, nil
}

// WithChildren implements the Expression interface.
func (i *Interval) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != 1 {
		return nil, sql.ErrInvalidChildrenNumber.New(i, len(children), 1)
	}
	return NewInterval(children[0], i.Unit), nil
}

func (i *Interval) String() string {
	return fmt.Sprintf("INTERVAL %s %s", i.Child, i.Unit)
}

// compoundUnit is an interval unit of several fields, written as one
// string ('1 2:30' DAY_MINUTE).
type compoundUnit struct {
	fields []func(*TimeDelta) *int64
	// micro: the last field is microseconds, written as a fraction
	// ('1.5' SECOND_MICROSECOND is 1.5 seconds).
	micro bool
}

var (
	years   = func(td *TimeDelta) *int64 { return &td.Years }
	months  = func(td *TimeDelta) *int64 { return &td.Months }
	days    = func(td *TimeDelta) *int64 { return &td.Days }
	hours   = func(td *TimeDelta) *int64 { return &td.Hours }
	minutes = func(td *TimeDelta) *int64 { return &td.Minutes }
	seconds = func(td *TimeDelta) *int64 { return &td.Seconds }
	micros  = func(td *TimeDelta) *int64 { return &td.Microseconds }
)

var compoundUnits = map[string]compoundUnit{
	"YEAR_MONTH":         {fields: []func(*TimeDelta) *int64{years, months}},
	"DAY_HOUR":           {fields: []func(*TimeDelta) *int64{days, hours}},
	"DAY_MINUTE":         {fields: []func(*TimeDelta) *int64{days, hours, minutes}},
	"DAY_SECOND":         {fields: []func(*TimeDelta) *int64{days, hours, minutes, seconds}},
	"DAY_MICROSECOND":    {fields: []func(*TimeDelta) *int64{days, hours, minutes, seconds, micros}, micro: true},
	"HOUR_MINUTE":        {fields: []func(*TimeDelta) *int64{hours, minutes}},
	"HOUR_SECOND":        {fields: []func(*TimeDelta) *int64{hours, minutes, seconds}},
	"HOUR_MICROSECOND":   {fields: []func(*TimeDelta) *int64{hours, minutes, seconds, micros}, micro: true},
	"MINUTE_SECOND":      {fields: []func(*TimeDelta) *int64{minutes, seconds}},
	"MINUTE_MICROSECOND": {fields: []func(*TimeDelta) *int64{minutes, seconds, micros}, micro: true},
	"SECOND_MICROSECOND": {fields: []func(*TimeDelta) *int64{seconds, micros}, micro: true},
}

// compoundIntervalValues reads a compound unit's fields from text as MySQL
// does (get_interval_value, get_interval_info): an optional leading '-'
// negates the whole interval; the fields are runs of digits with anything
// else between them; when there are fewer than the unit has, they are its
// last ones ('3 4' DAY_MINUTE is 3 hours 4 minutes); microseconds written
// with fewer than six digits are a fraction ('1.5' SECOND_MICROSECOND is
// 500000). handlerd: the release took only the full form, with no sign,
// and read '1.5' as 5 microseconds.
func compoundIntervalValues(text string, u compoundUnit) ([]int64, bool) {
	text = strings.TrimLeft(text, " \t\n\r")
	neg := strings.HasPrefix(text, "-")
	if neg {
		text = text[1:]
	}
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	count := len(u.fields)
	values := make([]int64, count)
	pos, fracDigits := 0, 0
	for n := 0; n < count; n++ {
		start := pos
		for pos < len(text) && isDigit(text[pos]) {
			values[n] = values[n]*10 + int64(text[pos]-'0')
			pos++
		}
		fracDigits = pos - start
		for pos < len(text) && !isDigit(text[pos]) {
			pos++
		}
		if pos == len(text) && n != count-1 {
			read := n + 1
			copy(values[count-read:], values[:read])
			clear(values[:count-read])
			break
		}
	}
	if u.micro && fracDigits < 6 {
		for ; fracDigits < 6; fracDigits++ {
			values[count-1] *= 10
		}
	}
	return values, neg
}

// TimeDelta is the difference between a time and another time.
type TimeDelta struct {
	Years        int64
	Months       int64
	Days         int64
	Hours        int64
	Minutes      int64
	Seconds      int64
	Microseconds int64
}

// Add returns the given time plus the time delta.
func (td TimeDelta) Add(t time.Time) time.Time {
	return td.apply(t, 1)
}

// Sub returns the given time minus the time delta.
func (td TimeDelta) Sub(t time.Time) time.Time {
	return td.apply(t, -1)
}

const (
	day  = 24 * time.Hour
	week = 7 * day
)

func (td TimeDelta) apply(t time.Time, sign int64) time.Time {
	y := int64(t.Year())
	mo := int64(t.Month())
	d := t.Day()
	h := t.Hour()
	min := t.Minute()
	s := t.Second()
	ns := t.Nanosecond()

	if td.Years != 0 {
		y += td.Years * sign
	}

	if td.Months != 0 {
		m := mo + td.Months*sign
		if m < 1 {
			mo = 12 + (m % 12)
			y += m/12 - 1
		} else if m > 12 {
			mo = m % 12
			y += m / 12
		} else {
			mo = m
		}

		// Due to the operations done before, month may be zero, which means it's
		// december.
		if mo == 0 {
			mo = 12
		}
	}

	if days := daysInMonth(time.Month(mo), int(y)); days < d {
		d = days
	}

	date := time.Date(int(y), time.Month(mo), d, h, min, s, ns, t.Location())

	if td.Days != 0 {
		date = date.Add(time.Duration(td.Days) * day * time.Duration(sign))
	}

	if td.Hours != 0 {
		date = date.Add(time.Duration(td.Hours) * time.Hour * time.Duration(sign))
	}

	if td.Minutes != 0 {
		date = date.Add(time.Duration(td.Minutes) * time.Minute * time.Duration(sign))
	}

	if td.Seconds != 0 {
		date = date.Add(time.Duration(td.Seconds) * time.Second * time.Duration(sign))
	}

	if td.Microseconds != 0 {
		date = date.Add(time.Duration(td.Microseconds) * time.Microsecond * time.Duration(sign))
	}

	return date
}

func daysInMonth(month time.Month, year int) int {
	if month == time.December {
		return 31
	}

	date := time.Date(year, month+time.Month(1), 1, 0, 0, 0, 0, time.Local)
	return date.Add(-1 * day).Day()
}
