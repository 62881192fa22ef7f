// handlerd: added file (see HANDLERD.md).

package aggregation

import (
	"fmt"
	"strings"

	"github.com/dolthub/vitess/go/mysql"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// Grouping is MySQL's GROUPING(expr [, expr] ...): in a row of GROUP BY
// ... WITH ROLLUP, a bit per argument, the first argument's the most
// significant, set when the row is a super-aggregate that rolled that
// grouping expression up. It is an aggregation so that it is computed
// per group, as the aggregates next to it are; the ROLLUP iterator tells
// each group's buffer its level (GroupingBuffer.SetRolledUp).
type Grouping struct {
	args []sql.Expression
	id   sql.ColumnId
}

var _ sql.Aggregation = (*Grouping)(nil)

// NewGrouping returns GROUPING(args...).
func NewGrouping(args ...sql.Expression) (sql.Expression, error) {
	if len(args) == 0 {
		return nil, sql.ErrInvalidArgumentNumber.New("GROUPING", "1 or more", 0)
	}
	return &Grouping{args: args}, nil
}

func (g *Grouping) Resolved() bool {
	for _, a := range g.args {
		if !a.Resolved() {
			return false
		}
	}
	return true
}

func (g *Grouping) String() string {
	s := make([]string, len(g.args))
	for i, a := range g.args {
		s[i] = a.String()
	}
	return fmt.Sprintf("GROUPING(%s)", strings.Join(s, ","))
}

func (g *Grouping) Type() sql.Type             { return types.Int64 }
func (g *Grouping) IsNullable() bool           { return false }
func (g *Grouping) Children() []sql.Expression { return g.args }

func (g *Grouping) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != len(g.args) {
		return nil, sql.ErrInvalidChildrenNumber.New(g, len(children), len(g.args))
	}
	return &Grouping{args: children, id: g.id}, nil
}

// Eval is reached only outside a GROUP BY node.
func (g *Grouping) Eval(*sql.Context, sql.Row) (interface{}, error) {
	return nil, ErrGroupingWithoutRollup()
}

func (g *Grouping) Id() sql.ColumnId { return g.id }

func (g *Grouping) WithId(id sql.ColumnId) sql.IdExpression {
	n := *g
	n.id = id
	return &n
}

func (g *Grouping) NewWindowFunction() (sql.WindowFunction, error) {
	return nil, ErrGroupingWithoutRollup()
}

func (g *Grouping) WithWindow(*sql.WindowDefinition) sql.WindowAdaptableExpression { return g }
func (g *Grouping) Window() *sql.WindowDefinition                                  { return nil }

func (g *Grouping) NewBuffer() (sql.AggregationBuffer, error) {
	return &GroupingBuffer{args: g.args}, nil
}

// ErrGroupingWithoutRollup is MySQL's error for GROUPING in a query
// without WITH ROLLUP (and outside the select list, HAVING and ORDER BY).
func ErrGroupingWithoutRollup() error {
	return mysql.NewSQLError(mysql.ERInvalidGroupFuncUse, mysql.SSUnknownSQLState, "Invalid use of group function")
}

// GroupingBuffer is one group's GROUPING value.
type GroupingBuffer struct {
	args []sql.Expression
	val  int64
	err  error
}

// SetRolledUp sets the value for a group that keeps the first level of
// groupBy's expressions. An argument must be one of them (MySQL's 3580).
func (b *GroupingBuffer) SetRolledUp(groupBy []sql.Expression, level int) {
	b.val = 0
	for i, a := range b.args {
		at := -1
		for j, e := range groupBy {
			if strings.EqualFold(e.String(), a.String()) {
				at = j
				break
			}
		}
		if at < 0 {
			b.err = mysql.NewSQLError(3580, mysql.SSUnknownSQLState, "Argument #%d of GROUPING function is not in GROUP BY", i+1)
			return
		}
		b.val <<= 1
		if at >= level {
			b.val |= 1
		}
	}
}

func (b *GroupingBuffer) Update(*sql.Context, sql.Row) error { return nil }

func (b *GroupingBuffer) Eval(*sql.Context) (interface{}, error) {
	if b.args == nil || b.err != nil {
		return nil, b.err
	}
	return b.val, nil
}

func (b *GroupingBuffer) Dispose() {}
