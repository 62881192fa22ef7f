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

package function

import (
	"fmt"
	"strings"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// formatTimeValue writes d as MySQL's TIME_FORMAT does (make_date_time
// for a TIME): %H and %k are the whole hours, which may pass 23 (100 for
// '100:00:00'); %h, %I, %l, %p and %r the hour of the day on a 12-hour
// clock; %i, %s, %S, %f and %T as in DATE_FORMAT; the date parts a TIME
// has not are zero (%Y, %y, %m, %c, %d, %e); a name or number a TIME
// cannot give (%a, %M, %D, %j, %U, ...) makes the result NULL; any other
// character after % is itself. A negative time starts with '-'.
// handlerd: the release formatted the hour of the day with strftime, so
// %H of '100:00:00' was 04 and %k the letter k.
func formatTimeValue(format string, d time.Duration) (any, bool) {
	var b strings.Builder
	if d < 0 {
		b.WriteByte('-')
		d = -d
	}
	hours := int64(d / time.Hour)
	minutes := int64(d/time.Minute) % 60
	secs := int64(d/time.Second) % 60
	micros := int64(d/time.Microsecond) % 1e6
	hour12 := hours % 12
	if hour12 == 0 {
		hour12 = 12
	}
	ampm := "AM"
	if hours%24 >= 12 {
		ampm = "PM"
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i == len(format)-1 {
			b.WriteByte(c)
			continue
		}
		i++
		switch c = format[i]; c {
		case 'H':
			fmt.Fprintf(&b, "%02d", hours)
		case 'k':
			fmt.Fprintf(&b, "%d", hours)
		case 'h', 'I':
			fmt.Fprintf(&b, "%02d", hour12)
		case 'l':
			fmt.Fprintf(&b, "%d", hour12)
		case 'i':
			fmt.Fprintf(&b, "%02d", minutes)
		case 's', 'S':
			fmt.Fprintf(&b, "%02d", secs)
		case 'f':
			fmt.Fprintf(&b, "%06d", micros)
		case 'p':
			b.WriteString(ampm)
		case 'r':
			fmt.Fprintf(&b, "%02d:%02d:%02d %s", hour12, minutes, secs, ampm)
		case 'T':
			fmt.Fprintf(&b, "%02d:%02d:%02d", hours, minutes, secs)
		case 'Y':
			b.WriteString("0000")
		case 'y', 'm', 'd':
			b.WriteString("00")
		case 'c', 'e':
			b.WriteString("0")
		case 'a', 'b', 'D', 'j', 'M', 'U', 'u', 'V', 'v', 'W', 'w', 'X', 'x':
			return nil, false
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

// TimeFormat function returns a string representation of the date specified in the format specified
type TimeFormat struct {
	expression.BinaryExpressionStub
}

var _ sql.FunctionExpression = (*TimeFormat)(nil)
var _ sql.CollationCoercible = (*TimeFormat)(nil)

// FunctionName implements sql.FunctionExpression
func (f *TimeFormat) FunctionName() string {
	return "time_format"
}

// Description implements sql.FunctionExpression
func (f *TimeFormat) Description() string {
	return "format time as specified."
}

// NewTimeFormat returns a new TimeFormat UDF
func NewTimeFormat(ex, value sql.Expression) sql.Expression {
	return &TimeFormat{
		expression.BinaryExpressionStub{
			LeftChild:  ex,
			RightChild: value,
		},
	}
}

// Eval implements the Expression interface.
func (f *TimeFormat) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {
	if f.LeftChild == nil || f.RightChild == nil {
		return nil, nil
	}

	left, err := f.LeftChild.Eval(ctx, row)
	if err != nil {
		return nil, err
	}

	if left == nil {
		return nil, nil
	}

	d, err := types.Time.ConvertToTimeDuration(left)
	if err != nil {
		return nil, err
	}

	right, err := f.RightChild.Eval(ctx, row)
	if err != nil {
		return nil, err
	}

	if right == nil {
		return nil, nil
	}

	formatStr, ok := right.(string)
	if !ok {
		return nil, sql.ErrInvalidArgumentDetails.New("time_format", "format must be a string")
	}

	if res, ok := formatTimeValue(formatStr, d); ok {
		return res, nil
	}
	return nil, nil
}

// Type implements the Expression interface.
func (f *TimeFormat) Type() sql.Type {
	return types.Text
}

// CollationCoercibility implements the interface sql.CollationCoercible.
func (*TimeFormat) CollationCoercibility(ctx *sql.Context) (collation sql.CollationID, coercibility byte) {
	return ctx.GetCollation(), 4
}

// IsNullable implements the Expression interface.
func (f *TimeFormat) IsNullable() bool {
	if types.IsNull(f.LeftChild) {
		if types.IsNull(f.RightChild) {
			return true
		}
		return f.RightChild.IsNullable()
	}
	return f.LeftChild.IsNullable()
}

func (f *TimeFormat) String() string {
	return fmt.Sprintf("%s(%s,%s)", f.FunctionName(), f.LeftChild, f.RightChild)
}

// WithChildren implements the Expression interface.
func (f *TimeFormat) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != 2 {
		return nil, sql.ErrInvalidChildrenNumber.New(f, len(children), 2)
	}
	return NewTimeFormat(children[0], children[1]), nil
}
