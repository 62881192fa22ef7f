package plan

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// Do is DO expr, ...: its child (a projection of the expressions) is run
// and its row dropped; the client gets an OK, as from MySQL. handlerd: added.
type Do struct {
	UnaryNode
}

var _ sql.Node = (*Do)(nil)

// NewDo returns DO over the projection of its expressions.
func NewDo(child sql.Node) *Do { return &Do{UnaryNode{Child: child}} }

func (d *Do) String() string     { return "DO" }
func (d *Do) Schema() sql.Schema { return types.OkResultSchema }
func (d *Do) IsReadOnly() bool   { return d.Child.IsReadOnly() }

func (d *Do) WithChildren(children ...sql.Node) (sql.Node, error) {
	if len(children) != 1 {
		return nil, sql.ErrInvalidChildrenNumber.New(d, len(children), 1)
	}
	return NewDo(children[0]), nil
}
