package fastpath

import (
	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	vmysql "github.com/dolthub/vitess/go/mysql"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"handlerd/engines/catalog"
)

// New returns a fast path for in-process use (Query), without a client
// connection: go-mysql-server's conformance suites drive it this way.
func New(e *sqle.Engine, cat *catalog.Catalog) *FastPath {
	f := &FastPath{e: e, cat: cat, errs: func(_ *vmysql.Conn, err error) error { return err }}
	f.enabled.Store(true)
	return f
}

// Query runs query in ctx's session if the fast path takes it, returning
// what go-mysql-server's Engine.QueryWithBindings would: the result schema
// and rows, or types.OkResultSchema and one OkResult row for a write.
// handled is false when the full path must run the statement.
func (f *FastPath) Query(ctx *sql.Context, query string, bindings map[string]ast.Expr) (sch sql.Schema, rows sql.RowIter, handled bool, err error) {
	if !f.enabled.Load() {
		return nil, nil, false, nil
	}
	st, arg := notFast, exprArgs(bindings)
	if len(bindings) > 0 {
		st = f.statementFor(query)
	} else {
		var sb *shapeBuf
		st, arg, sb = f.textStatement(query)
		defer sb.release()
	}
	if st == notFast {
		return nil, nil, false, nil
	}
	out, done, err := f.execute(ctx, query, st, arg)
	if !done {
		return nil, nil, false, nil
	}
	if err != nil {
		return nil, nil, true, err
	}
	if out.ok != nil {
		return types.OkResultSchema, sql.RowsToRowIter(sql.NewRow(*out.ok)), true, nil
	}
	return out.schema, sql.RowsToRowIter(out.rows...), true, nil
}

// exprArgs reads bind variables given as parsed literals.
func exprArgs(bindings map[string]ast.Expr) args {
	return func(name string) (any, bool) {
		e, ok := bindings[name]
		if !ok {
			return nil, false
		}
		switch x := e.(type) {
		case *ast.NullVal:
			return nil, true
		case *ast.SQLVal:
			switch x.Type {
			case ast.IntVal:
				return intLiteral(string(x.Val))
			case ast.StrVal:
				return string(x.Val), true
			}
		}
		return nil, false
	}
}
