package rowexec

import (
	"io"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// buildDo evaluates DO's expressions (its child's rows) and answers OK.
// handlerd: added.
func (b *BaseBuilder) buildDo(ctx *sql.Context, n *plan.Do, row sql.Row) (sql.RowIter, error) {
	iter, err := b.buildNodeExec(ctx, n.Child, row)
	if err != nil {
		return nil, err
	}
	for {
		if _, err = iter.Next(ctx); err != nil {
			break
		}
	}
	if cerr := iter.Close(ctx); err == io.EOF {
		err = cerr
	}
	if err != nil {
		return nil, err
	}
	return sql.RowsToRowIter(sql.Row{types.NewOkResult(0)}), nil
}
