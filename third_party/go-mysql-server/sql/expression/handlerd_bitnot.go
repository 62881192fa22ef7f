// handlerd: added file (see HANDLERD.md).

package expression

import (
	"fmt"
	"math"

	"github.com/shopspring/decimal"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// BitNot is MySQL's ~: the bits of its argument, read as a 64-bit
// integer, inverted, as a BIGINT UNSIGNED (~0 is 18446744073709551615,
// ~-1 is 0). The release had no ~ ("unsupported feature: unary operator").
type BitNot struct {
	UnaryExpression
}

var _ sql.Expression = (*BitNot)(nil)
var _ sql.CollationCoercible = (*BitNot)(nil)

func NewBitNot(e sql.Expression) *BitNot { return &BitNot{UnaryExpression{Child: e}} }

// Eval implements sql.Expression.
func (e *BitNot) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {
	v, err := e.Child.Eval(ctx, row)
	if err != nil || v == nil {
		return nil, err
	}
	bits, err := bitsOf(ctx, v)
	if err != nil {
		return nil, err
	}
	return ^bits, nil
}

// bitsOf reads v as MySQL's bit operators do: an integer's two's
// complement bits, anything else rounded to the nearest integer first
// (clamped to the 64-bit range).
func bitsOf(ctx *sql.Context, v interface{}) (uint64, error) {
	switch n := v.(type) {
	case uint64:
		return n, nil
	case int64:
		return uint64(n), nil
	case decimal.Decimal:
		return bitsOfFloat(n.Round(0).InexactFloat64()), nil
	}
	if i, _, err := types.Int64.Convert(ctx, v); err == nil {
		if n, ok := i.(int64); ok {
			return uint64(n), nil
		}
	}
	f, _, err := types.Float64.Convert(ctx, v)
	if err != nil {
		return 0, err
	}
	return bitsOfFloat(math.Round(f.(float64))), nil
}

func bitsOfFloat(f float64) uint64 {
	switch {
	case f >= math.MaxUint64:
		return math.MaxUint64
	case f >= 0:
		return uint64(f)
	case f <= math.MinInt64:
		return uint64(1) << 63
	default:
		return uint64(int64(f))
	}
}

// Type implements sql.Expression.
func (e *BitNot) Type() sql.Type { return types.Uint64 }

// CollationCoercibility implements sql.CollationCoercible.
func (*BitNot) CollationCoercibility(*sql.Context) (sql.CollationID, byte) {
	return sql.Collation_binary, 5
}

func (e *BitNot) String() string { return fmt.Sprintf("~%s", e.Child) }

// WithChildren implements sql.Expression.
func (e *BitNot) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != 1 {
		return nil, sql.ErrInvalidChildrenNumber.New(e, len(children), 1)
	}
	return NewBitNot(children[0]), nil
}
