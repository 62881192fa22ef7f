package sqlhandler

import (
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
)

// scalarFn is a SQL function whose result depends only on the values of
// its arguments, NULL when any of them is NULL: the shape of most of
// MySQL's built-in functions. Each function handlerd adds is its name, its
// arity, its result type and one evaluation (timefuncs.go, strfuncs.go).
type scalarFn struct {
	name string
	args []sql.Expression
	typ  func(args []sql.Expression) sql.Type
	eval func(ctx *sql.Context, args []any) (any, error)
	// strict is how many leading arguments make the result NULL when
	// NULL (all when negative); eval sees the others' NULLs.
	strict int
}

var _ sql.FunctionExpression = (*scalarFn)(nil)
var _ sql.CollationCoercible = (*scalarFn)(nil)

// scalar defines a function of n arguments (or from n to most, when most
// is larger).
func scalar(name string, n, most int, typ func(args []sql.Expression) sql.Type, eval func(*sql.Context, []any) (any, error)) sql.Function {
	return scalarStrict(name, n, most, -1, typ, eval)
}

// scalarStrict is scalar for a function whose result is NULL only when
// one of its first strict arguments is (MAKE_SET skips NULL strings).
func scalarStrict(name string, n, most, strict int, typ func(args []sql.Expression) sql.Type, eval func(*sql.Context, []any) (any, error)) sql.Function {
	most = max(n, most)
	return sql.FunctionN{Name: name, Fn: func(args ...sql.Expression) (sql.Expression, error) {
		if len(args) < n || len(args) > most {
			want := fmt.Sprint(n)
			if most > n {
				want = fmt.Sprintf("%d to %d", n, most)
			}
			return nil, sql.ErrInvalidArgumentNumber.New(name, want, len(args))
		}
		return &scalarFn{name: name, args: args, typ: typ, eval: eval, strict: strict}, nil
	}}
}

// fixed is a result type that does not depend on the arguments.
func fixed(t sql.Type) func([]sql.Expression) sql.Type {
	return func([]sql.Expression) sql.Type { return t }
}

func (f *scalarFn) FunctionName() string { return f.name }
func (f *scalarFn) Description() string  { return "MySQL's " + strings.ToUpper(f.name) + "()." }
func (f *scalarFn) Type() sql.Type       { return f.typ(f.args) }
func (f *scalarFn) IsNullable() bool     { return true }
func (f *scalarFn) Children() []sql.Expression {
	return f.args
}

func (f *scalarFn) Resolved() bool {
	for _, a := range f.args {
		if !a.Resolved() {
			return false
		}
	}
	return true
}

func (f *scalarFn) String() string {
	parts := make([]string, len(f.args))
	for i, a := range f.args {
		parts[i] = a.String()
	}
	return f.name + "(" + strings.Join(parts, ",") + ")"
}

func (f *scalarFn) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != len(f.args) {
		return nil, sql.ErrInvalidChildrenNumber.New(f, len(children), len(f.args))
	}
	c := *f
	c.args = children
	return &c, nil
}

func (f *scalarFn) CollationCoercibility(ctx *sql.Context) (sql.CollationID, byte) {
	if _, ok := f.Type().(sql.StringType); ok {
		return ctx.GetCollation(), 4
	}
	return sql.Collation_binary, 5
}

func (f *scalarFn) Eval(ctx *sql.Context, row sql.Row) (any, error) {
	vals := make([]any, len(f.args))
	for i, a := range f.args {
		v, err := a.Eval(ctx, row)
		if err != nil || v == nil && (f.strict < 0 || i < f.strict) {
			return nil, err
		}
		vals[i] = v
	}
	return f.eval(ctx, vals)
}
