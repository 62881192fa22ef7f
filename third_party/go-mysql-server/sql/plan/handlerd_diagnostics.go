package plan

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// ShowWarningCount is SHOW COUNT(*) WARNINGS or SHOW COUNT(*) ERRORS: one
// row, the count the previous statement left, in a column MySQL names
// @@session.warning_count or @@session.error_count. Like SHOW WARNINGS it
// leaves the diagnostics it counts in place. handlerd: added.
type ShowWarningCount struct {
	Column string
	Count  int
}

var _ sql.ExecSourceRel = (*ShowWarningCount)(nil)

func (s *ShowWarningCount) Resolved() bool       { return true }
func (s *ShowWarningCount) Children() []sql.Node { return nil }
func (s *ShowWarningCount) IsReadOnly() bool     { return true }
func (s *ShowWarningCount) String() string       { return "SHOW COUNT(*) " + s.Column }

func (s *ShowWarningCount) Schema() sql.Schema {
	return sql.Schema{{Name: s.Column, Type: types.Int64}}
}

func (s *ShowWarningCount) WithChildren(children ...sql.Node) (sql.Node, error) {
	return NillaryWithChildren(s, children...)
}

// RowIter implements sql.ExecSourceRel.
func (s *ShowWarningCount) RowIter(ctx *sql.Context, _ sql.Row) (sql.RowIter, error) {
	return sql.RowsToRowIter(sql.Row{int64(s.Count)}), nil
}

// CountDiagnostics returns how many conditions the session holds: all of
// them (warning_count), or its errors only (error_count). handlerd: added.
func CountDiagnostics(ctx *sql.Context, errorsOnly bool) int {
	n := 0
	for _, w := range ctx.Session.Warnings() {
		if !errorsOnly || w.Level == "Error" {
			n++
		}
	}
	return n
}
