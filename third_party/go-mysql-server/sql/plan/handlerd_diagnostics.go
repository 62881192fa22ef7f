package plan

import (
	"strings"

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

// GetDiagnostics is GET DIAGNOSTICS outside a stored routine: its targets
// are user variables. Like SHOW WARNINGS it leaves the conditions it reads
// in place. handlerd: added.
type GetDiagnostics struct {
	okNode
	Condition sql.Expression // nil: statement information
	Items     []DiagnosticsTarget
}

// DiagnosticsTarget is one target = item of GET DIAGNOSTICS.
type DiagnosticsTarget struct {
	Variable, Item string
}

var _ sql.ExecSourceRel = (*GetDiagnostics)(nil)

func (g *GetDiagnostics) String() string   { return "GET DIAGNOSTICS" }
func (g *GetDiagnostics) IsReadOnly() bool { return true }

func (g *GetDiagnostics) WithChildren(children ...sql.Node) (sql.Node, error) {
	return NillaryWithChildren(g, children...)
}

// RowIter implements sql.ExecSourceRel: it sets the user variables.
func (g *GetDiagnostics) RowIter(ctx *sql.Context, row sql.Row) (sql.RowIter, error) {
	values, err := DiagnosticsValues(ctx, g.Condition, row, g.Items)
	if err != nil {
		return nil, err
	}
	for i, item := range g.Items {
		name := strings.TrimPrefix(item.Variable, "@")
		if err := ctx.SetUserVariable(ctx, name, values[i], types.ApproximateTypeFromValue(values[i])); err != nil {
			return nil, err
		}
	}
	return okResult(0)
}

// DiagnosticsValues evaluates GET DIAGNOSTICS's items: of condition number
// condition (evaluated on row), or of the statement when it is nil.
func DiagnosticsValues(ctx *sql.Context, condition sql.Expression, row sql.Row, items []DiagnosticsTarget) ([]any, error) {
	n := int64(0)
	if condition != nil {
		v, err := condition.Eval(ctx, row)
		if err != nil {
			return nil, err
		}
		c, _, err := types.Int64.Convert(ctx, v)
		if err != nil || c == nil {
			return nil, sql.ErrInvalidConditionNumber()
		}
		n = c.(int64)
	}
	values := make([]any, len(items))
	for i, item := range items {
		v, err := sql.DiagnosticsItem(ctx, n, item.Item)
		if err != nil {
			return nil, err
		}
		values[i] = v
	}
	return values, nil
}
