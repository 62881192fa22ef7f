// handlerd: added file (see HANDLERD.md).

package expression

import (
	"fmt"

	"github.com/dolthub/go-mysql-server/sql"
)

// SetUserVar is @name := expr inside an expression: it sets the user
// variable to expr's value and gives that value, as MySQL does (with its
// warning 1287: the form is deprecated in MySQL 8, but reports and
// row-numbering queries written for MySQL 5 use it). The release had no
// such expression (a syntax error).
type SetUserVar struct {
	UnaryExpression
	Name string
}

var _ sql.Expression = (*SetUserVar)(nil)
var _ sql.CollationCoercible = (*SetUserVar)(nil)

func NewSetUserVar(name string, e sql.Expression) *SetUserVar {
	return &SetUserVar{UnaryExpression{Child: e}, name}
}

// Eval implements sql.Expression.
func (e *SetUserVar) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {
	v, err := e.Child.Eval(ctx, row)
	if err != nil {
		return nil, err
	}
	if err := ctx.SetUserVariable(ctx, e.Name, v, e.Child.Type()); err != nil {
		return nil, err
	}
	return v, nil
}

// Type implements sql.Expression.
func (e *SetUserVar) Type() sql.Type { return e.Child.Type() }

// IsNullable implements sql.Expression.
func (e *SetUserVar) IsNullable() bool { return e.Child.IsNullable() }

// CollationCoercibility implements sql.CollationCoercible.
func (e *SetUserVar) CollationCoercibility(ctx *sql.Context) (sql.CollationID, byte) {
	return sql.GetCoercibility(ctx, e.Child)
}

func (e *SetUserVar) String() string { return fmt.Sprintf("@%s := %s", e.Name, e.Child) }

// WithChildren implements sql.Expression.
func (e *SetUserVar) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != 1 {
		return nil, sql.ErrInvalidChildrenNumber.New(e, len(children), 1)
	}
	return NewSetUserVar(e.Name, children[0]), nil
}
