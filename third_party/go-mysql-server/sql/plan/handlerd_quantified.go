// handlerd: added file (see HANDLERD.md).

package plan

import (
	"fmt"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// QuantifiedComparison is `x op ANY (subquery)` (SOME is ANY) or `x op ALL
// (subquery)`, as MySQL evaluates them: ANY is TRUE if the comparison
// holds for some row, ALL if it holds for every row; over no rows ANY is
// FALSE and ALL TRUE; otherwise a NULL on either side that could change
// the answer makes it NULL. The release had neither (a syntax error).
type QuantifiedComparison struct {
	expression.BinaryExpressionStub // Left: x; Right: the *Subquery
	// Compare builds the comparison of two values, as `op` does.
	Compare func(l, r sql.Expression) sql.Expression
	Op      string
	All     bool
}

var _ sql.Expression = (*QuantifiedComparison)(nil)
var _ sql.CollationCoercible = (*QuantifiedComparison)(nil)

func NewQuantifiedComparison(left, right sql.Expression, op string, compare func(l, r sql.Expression) sql.Expression, all bool) *QuantifiedComparison {
	return &QuantifiedComparison{
		BinaryExpressionStub: expression.BinaryExpressionStub{LeftChild: left, RightChild: right},
		Compare:              compare, Op: op, All: all,
	}
}

// Eval implements sql.Expression.
func (q *QuantifiedComparison) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {
	sq, ok := q.RightChild.(*Subquery)
	if !ok {
		return nil, fmt.Errorf("%s: the right side is not a subquery", q)
	}
	values, err := sq.EvalMultiple(ctx, row)
	if err != nil {
		return nil, err
	}
	if len(values) == 0 {
		return q.All, nil
	}
	left, err := q.LeftChild.Eval(ctx, row)
	if err != nil {
		return nil, err
	}
	if left == nil {
		return nil, nil
	}
	lt, rt := q.LeftChild.Type(), sq.Type()
	sawNull := false
	for _, v := range values {
		if v == nil {
			sawNull = true
			continue
		}
		res, err := q.Compare(expression.NewLiteral(left, lt), expression.NewLiteral(v, rt)).Eval(ctx, nil)
		if err != nil {
			return nil, err
		}
		switch {
		case res == nil:
			sawNull = true
		case q.All && !sql.IsTrue(res):
			return false, nil
		case !q.All && sql.IsTrue(res):
			return true, nil
		}
	}
	if sawNull {
		return nil, nil
	}
	return q.All, nil
}

// Type implements sql.Expression.
func (q *QuantifiedComparison) Type() sql.Type { return types.Boolean }

// IsNullable implements sql.Expression.
func (q *QuantifiedComparison) IsNullable() bool { return true }

// CollationCoercibility implements sql.CollationCoercible.
func (*QuantifiedComparison) CollationCoercibility(*sql.Context) (sql.CollationID, byte) {
	return sql.Collation_binary, 5
}

func (q *QuantifiedComparison) String() string {
	quantifier := "ANY"
	if q.All {
		quantifier = "ALL"
	}
	return fmt.Sprintf("(%s %s %s %s)", q.LeftChild, q.Op, quantifier, q.RightChild)
}

// WithChildren implements sql.Expression.
func (q *QuantifiedComparison) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != 2 {
		return nil, sql.ErrInvalidChildrenNumber.New(q, len(children), 2)
	}
	return NewQuantifiedComparison(children[0], children[1], q.Op, q.Compare, q.All), nil
}
