package sqlhandler

import (
	"fmt"
	"math"
	"math/big"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// functions are the SQL functions handlerd adds to go-mysql-server's
// built-in ones (which lack them).
var functions = []sql.Function{
	sql.Function2{Name: "truncate", Fn: newTruncate},
}

// truncateFn is MySQL's TRUNCATE(X, D): X with its digits after the D-th
// decimal place dropped (towards zero); a negative D zeroes -D digits left
// of the point. The result has X's kind: an integer stays an integer, a
// DECIMAL is a DECIMAL with D decimals (TRUNCATE(1.5, 3) is 1.500), a
// float or a string is a DOUBLE.
type truncateFn struct {
	expression.BinaryExpressionStub
}

var _ sql.FunctionExpression = (*truncateFn)(nil)
var _ sql.CollationCoercible = (*truncateFn)(nil)

func newTruncate(x, d sql.Expression) sql.Expression {
	return &truncateFn{expression.BinaryExpressionStub{LeftChild: x, RightChild: d}}
}

func (t *truncateFn) FunctionName() string { return "truncate" }
func (t *truncateFn) Description() string {
	return "truncates X to D decimal places."
}
func (t *truncateFn) String() string {
	return fmt.Sprintf("truncate(%s,%s)", t.LeftChild, t.RightChild)
}
func (t *truncateFn) IsNullable() bool { return true }

func (t *truncateFn) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != 2 {
		return nil, sql.ErrInvalidChildrenNumber.New(t, len(children), 2)
	}
	return newTruncate(children[0], children[1]), nil
}

func (*truncateFn) CollationCoercibility(*sql.Context) (sql.CollationID, byte) {
	return sql.Collation_binary, 5
}

// places is D when it is a constant (it fixes a DECIMAL result's scale).
func (t *truncateFn) places() (int, bool) {
	lit, ok := t.RightChild.(*expression.Literal)
	if !ok || lit.Value() == nil {
		return 0, false
	}
	v, _, err := types.Int64.Convert(nil, lit.Value())
	if err != nil {
		return 0, false
	}
	return int(v.(int64)), true
}

func (t *truncateFn) Type() sql.Type {
	xt := t.LeftChild.Type()
	switch {
	case types.IsInteger(xt):
		if types.IsUnsigned(xt) {
			return types.Uint64
		}
		return types.Int64
	case types.IsDecimal(xt):
		scale := int(xt.(sql.DecimalType).Scale())
		if d, ok := t.places(); ok {
			scale = min(max(d, 0), types.DecimalTypeMaxScale)
		}
		prec := min(int(xt.(sql.DecimalType).Precision())-int(xt.(sql.DecimalType).Scale())+scale, types.DecimalTypeMaxPrecision)
		dt, err := types.CreateDecimalType(uint8(max(prec, scale, 1)), uint8(scale))
		if err != nil {
			return types.InternalDecimalType
		}
		return dt
	default:
		return types.Float64
	}
}

func (t *truncateFn) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {
	x, err := t.LeftChild.Eval(ctx, row)
	if err != nil || x == nil {
		return nil, err
	}
	dv, err := t.RightChild.Eval(ctx, row)
	if err != nil || dv == nil {
		return nil, err
	}
	dc, _, err := types.Int64.Convert(ctx, dv)
	if err != nil {
		return nil, err
	}
	d := dc.(int64)
	if d > 100 {
		d = 100
	} else if d < -100 {
		d = -100
	}
	switch typ := t.Type().(type) {
	case sql.DecimalType:
		v, err := typ.ConvertNoBoundsCheck(x)
		if err != nil {
			return nil, err
		}
		scale := int32(typ.Scale())
		if d >= 0 {
			// Truncate drops digits; Round then only pads to the scale.
			return v.Truncate(int32(d)).Round(scale), nil
		}
		return v.Shift(int32(d)).Truncate(0).Shift(int32(-d)), nil
	default:
		if types.IsInteger(typ) {
			return truncateInteger(ctx, x, d, types.IsUnsigned(typ))
		}
		f, _, err := types.Float64.Convert(ctx, x)
		if err != nil {
			return nil, err
		}
		return truncateFloat(f.(float64), d), nil
	}
}

func truncateInteger(ctx *sql.Context, x interface{}, d int64, unsigned bool) (interface{}, error) {
	if unsigned {
		v, _, err := types.Uint64.Convert(ctx, x)
		if err != nil {
			return nil, err
		}
		u := v.(uint64)
		if d >= 0 {
			return u, nil
		}
		if d <= -20 {
			return uint64(0), nil
		}
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(-d), nil).Uint64()
		return u - u%p, nil
	}
	v, _, err := types.Int64.Convert(ctx, x)
	if err != nil {
		return nil, err
	}
	i := v.(int64)
	if d >= 0 {
		return i, nil
	}
	if d <= -19 {
		return int64(0), nil
	}
	p := int64(math.Pow10(int(-d)))
	return i - i%p, nil
}

// truncateFloat is MySQL's my_double_round(value, places, truncate=true):
// scale by 10^D, drop the fraction, scale back.
func truncateFloat(f float64, d int64) float64 {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return f
	}
	p := math.Pow10(int(math.Abs(float64(d))))
	var tmp float64
	if d >= 0 {
		tmp = math.Trunc(f*p) / p
		if math.IsInf(f*p, 0) {
			return f // too many places to change anything
		}
	} else {
		tmp = math.Trunc(f/p) * p
	}
	return tmp
}

// registerFunctions adds handlerd's functions to e's catalog.
func registerFunctions(c interface {
	RegisterFunction(*sql.Context, ...sql.Function)
}) {
	ctx := sql.NewEmptyContext()
	c.RegisterFunction(ctx, functions...)
	c.RegisterFunction(ctx, timeFunctions...)
	c.RegisterFunction(ctx, stringFunctions...)
	c.RegisterFunction(ctx, cryptFunctions...)
}
