package rowexec

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
)

// buildHandlerRead returns HANDLER READ's rows, noting each in its cursor.
// handlerd: added.
func (b *BaseBuilder) buildHandlerRead(ctx *sql.Context, n *plan.HandlerRead, row sql.Row) (sql.RowIter, error) {
	iter, err := b.buildNodeExec(ctx, n.Child, row)
	if err != nil {
		return nil, err
	}
	return &handlerReadIter{iter: iter, read: n}, nil
}

type handlerReadIter struct {
	iter sql.RowIter
	read *plan.HandlerRead
}

func (it *handlerReadIter) Next(ctx *sql.Context) (sql.Row, error) {
	row, err := it.iter.Next(ctx)
	if err == nil {
		it.read.Note(row)
	}
	return row, err
}

func (it *handlerReadIter) Close(ctx *sql.Context) error { return it.iter.Close(ctx) }
