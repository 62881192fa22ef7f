// handlerd: added file (see HANDLERD.md).

package window

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression/function/aggregation"
)

// CumeDist is MySQL's CUME_DIST(): the share of the partition's rows that
// come before the current row or are its peers. It is PERCENT_RANK's
// expression with another window function and name.
type CumeDist struct {
	PercentRank
}

var _ sql.FunctionExpression = (*CumeDist)(nil)
var _ sql.WindowAggregation = (*CumeDist)(nil)
var _ sql.WindowAdaptableExpression = (*CumeDist)(nil)

func NewCumeDist() sql.Expression {
	return &CumeDist{}
}

// WithId implements sql.IdExpression
func (c *CumeDist) WithId(id sql.ColumnId) sql.IdExpression {
	ret := *c
	ret.id = id
	return &ret
}

// Description implements sql.FunctionExpression
func (c *CumeDist) Description() string {
	return "returns the cumulative distribution value."
}

// FunctionName implements sql.FunctionExpression
func (c *CumeDist) FunctionName() string {
	return "CUME_DIST"
}

func (c *CumeDist) String() string {
	return c.describe(c.window.String)
}

func (c *CumeDist) DebugString() string {
	return c.describe(func() string { return sql.DebugString(c.window) })
}

func (c *CumeDist) describe(window func() string) string {
	sb := strings.Builder{}
	sb.WriteString("cume_dist()")
	if c.window != nil {
		sb.WriteString(" ")
		sb.WriteString(window())
	}
	return sb.String()
}

// Eval implements sql.Expression
func (c *CumeDist) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {
	return nil, sql.ErrWindowUnsupported.New(c.FunctionName())
}

// WithChildren implements sql.Expression
func (c *CumeDist) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	window, err := c.window.FromExpressions(children)
	if err != nil {
		return nil, err
	}
	return c.WithWindow(window), nil
}

// WithWindow implements sql.WindowAggregation
func (c *CumeDist) WithWindow(window *sql.WindowDefinition) sql.WindowAdaptableExpression {
	nc := *c
	nc.window = window
	return &nc
}

func (c *CumeDist) NewWindowFunction() (sql.WindowFunction, error) {
	return aggregation.NewCumeDist(c.window.OrderBy.ToExpressions()), nil
}
