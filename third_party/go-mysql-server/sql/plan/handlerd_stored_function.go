package plan

// handlerd: stored functions (CREATE FUNCTION, DROP FUNCTION, SHOW CREATE
// FUNCTION, and calls of them in expressions), which the release lacked.
// A function is kept as the statement that created it
// (sql.StoredFunctionDatabase); each evaluation of a call parses it again
// into the stored procedures' interpreter operations and runs them with the
// arguments as variables, in the function's database. (Again each time:
// the interpreter writes the variables' values into the statements it runs,
// so operations cannot be reused.)

import (
	"context"
	"fmt"
	"strings"

	"github.com/dolthub/vitess/go/mysql"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/mysql_db"
	"github.com/dolthub/go-mysql-server/sql/procedures"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// StoredFunctionDb returns db as a keeper of stored functions, if it is one.
func StoredFunctionDb(db sql.Database) (sql.StoredFunctionDatabase, bool) {
	if pdb, ok := db.(mysql_db.PrivilegedDatabase); ok {
		db = pdb.Unwrap()
	}
	sfdb, ok := db.(sql.StoredFunctionDatabase)
	return sfdb, ok
}

// ErrFunctionDoesNotExist is MySQL's 1305 for a function.
func ErrFunctionDoesNotExist(db, name string) error {
	return mysql.NewSQLError(mysql.ERSPDoesNotExist, "42000", "FUNCTION %s.%s does not exist", db, name)
}

func functionsNotSupported(db sql.Database) error {
	return fmt.Errorf("database %s does not keep stored functions", db.Name())
}

// okNode is what the nodes of statements that answer OK share (the
// function statements' and HANDLER OPEN and CLOSE): no children, an OK
// result unless they say otherwise.
type okNode struct{}

func (okNode) Resolved() bool       { return true }
func (okNode) Children() []sql.Node { return nil }
func (okNode) Schema() sql.Schema   { return types.OkResultSchema }
func (okNode) IsReadOnly() bool     { return false }
func okResult(rows uint64) (sql.RowIter, error) {
	return sql.RowsToRowIter(sql.NewRow(types.NewOkResult(int(rows)))), nil
}

// CreateFunction is CREATE FUNCTION.
type CreateFunction struct {
	okNode
	Db      sql.Database
	Details sql.StoredProcedureDetails
}

var _ sql.ExecSourceRel = (*CreateFunction)(nil)

func (c *CreateFunction) String() string { return "CREATE FUNCTION " + c.Details.Name }

func (c *CreateFunction) WithChildren(children ...sql.Node) (sql.Node, error) {
	return NillaryWithChildren(c, children...)
}

// RowIter implements sql.ExecSourceRel: it stores the function.
func (c *CreateFunction) RowIter(ctx *sql.Context, _ sql.Row) (sql.RowIter, error) {
	sfdb, ok := StoredFunctionDb(c.Db)
	if !ok {
		return nil, functionsNotSupported(c.Db)
	}
	if _, exists, err := sfdb.GetStoredFunction(ctx, c.Details.Name); err != nil {
		return nil, err
	} else if exists {
		return nil, mysql.NewSQLError(1304, "42000", "FUNCTION %s already exists", c.Details.Name)
	}
	if err := sfdb.SaveStoredFunction(ctx, c.Details); err != nil {
		return nil, err
	}
	return okResult(0)
}

// DropFunction is DROP FUNCTION [IF EXISTS].
type DropFunction struct {
	okNode
	Db       sql.Database
	Name     string
	IfExists bool
}

var _ sql.ExecSourceRel = (*DropFunction)(nil)

func (d *DropFunction) String() string { return "DROP FUNCTION " + d.Name }

func (d *DropFunction) WithChildren(children ...sql.Node) (sql.Node, error) {
	return NillaryWithChildren(d, children...)
}

// RowIter implements sql.ExecSourceRel: it removes the function, or with
// IF EXISTS notes that there is none, as MySQL does.
func (d *DropFunction) RowIter(ctx *sql.Context, _ sql.Row) (sql.RowIter, error) {
	sfdb, ok := StoredFunctionDb(d.Db)
	if !ok {
		return nil, functionsNotSupported(d.Db)
	}
	_, exists, err := sfdb.GetStoredFunction(ctx, d.Name)
	if err != nil {
		return nil, err
	}
	if !exists {
		if !d.IfExists {
			return nil, ErrFunctionDoesNotExist(d.Db.Name(), d.Name)
		}
		ctx.Session.Warn(&sql.Warning{Level: "Note", Code: mysql.ERSPDoesNotExist,
			Message: fmt.Sprintf("FUNCTION %s.%s does not exist", d.Db.Name(), d.Name)})
		return okResult(0)
	}
	if err := sfdb.DropStoredFunction(ctx, d.Name); err != nil {
		return nil, err
	}
	return okResult(0)
}

// ShowCreateFunction is SHOW CREATE FUNCTION.
type ShowCreateFunction struct {
	okNode
	Db   sql.Database
	Name string
}

var _ sql.ExecSourceRel = (*ShowCreateFunction)(nil)

func (s *ShowCreateFunction) String() string { return "SHOW CREATE FUNCTION " + s.Name }

func (s *ShowCreateFunction) IsReadOnly() bool { return true }

func (s *ShowCreateFunction) WithChildren(children ...sql.Node) (sql.Node, error) {
	return NillaryWithChildren(s, children...)
}

// Schema implements sql.Node: MySQL's columns.
func (s *ShowCreateFunction) Schema() sql.Schema {
	text := func(name string) *sql.Column {
		return &sql.Column{Name: name, Type: types.LongText, Nullable: false}
	}
	return sql.Schema{text("Function"), text("sql_mode"), text("Create Function"), text("character_set_client"),
		text("collation_connection"), text("Database Collation")}
}

// RowIter implements sql.ExecSourceRel.
func (s *ShowCreateFunction) RowIter(ctx *sql.Context, _ sql.Row) (sql.RowIter, error) {
	sfdb, ok := StoredFunctionDb(s.Db)
	if !ok {
		return nil, functionsNotSupported(s.Db)
	}
	details, exists, err := sfdb.GetStoredFunction(ctx, s.Name)
	if err != nil {
		return nil, err
	}
	if !exists {
		return nil, ErrFunctionDoesNotExist(s.Db.Name(), s.Name)
	}
	var vars []string
	for _, name := range []string{"character_set_client", "collation_connection"} {
		v, err := ctx.GetSessionVariable(ctx, name)
		if err != nil {
			return nil, err
		}
		vars = append(vars, fmt.Sprint(v))
	}
	return sql.RowsToRowIter(sql.Row{details.Name, details.SqlMode, details.CreateStatement, vars[0], vars[1],
		GetDatabaseCollation(ctx, s.Db).String()}), nil
}

// StoredFunctionCall is a call of a stored function in an expression.
type StoredFunctionCall struct {
	Db, Name string
	Params   []ProcedureParam
	Returns  sql.Type
	Args     []sql.Expression

	details sql.StoredProcedureDetails // its CREATE FUNCTION
	runner  sql.StatementRunner
}

var _ sql.Expression = (*StoredFunctionCall)(nil)
var _ procedures.InterpreterExpr = (*StoredFunctionCall)(nil)

// NewStoredFunctionCall returns a call of function name of database db,
// created by details.CreateStatement.
func NewStoredFunctionCall(db, name string, params []ProcedureParam, returns sql.Type, details sql.StoredProcedureDetails, args []sql.Expression) *StoredFunctionCall {
	return &StoredFunctionCall{Db: db, Name: name, Params: params, Returns: returns, Args: args, details: details}
}

func (f *StoredFunctionCall) Resolved() bool {
	for _, a := range f.Args {
		if !a.Resolved() {
			return false
		}
	}
	return true
}

func (f *StoredFunctionCall) String() string {
	args := make([]string, len(f.Args))
	for i, a := range f.Args {
		args[i] = a.String()
	}
	return fmt.Sprintf("%s(%s)", f.Name, strings.Join(args, ","))
}

func (f *StoredFunctionCall) Type() sql.Type             { return f.Returns }
func (f *StoredFunctionCall) IsNullable() bool           { return true }
func (f *StoredFunctionCall) Children() []sql.Expression { return f.Args }

func (f *StoredFunctionCall) WithChildren(children ...sql.Expression) (sql.Expression, error) {
	if len(children) != len(f.Args) {
		return nil, sql.ErrInvalidChildrenNumber.New(f, len(children), len(f.Args))
	}
	nf := *f
	nf.Args = children
	return &nf, nil
}

// SetStatementRunner implements procedures.InterpreterExpr: the analyzer
// gives the call the engine its body's statements run on.
func (f *StoredFunctionCall) SetStatementRunner(ctx *sql.Context, runner sql.StatementRunner) sql.Expression {
	nf := *f
	nf.runner = runner
	return &nf
}

// runningFunctions is the context key of the stored functions a statement
// runs in (a []string of "db.name"): MySQL refuses recursion (1424). The
// interpreter runs the body's statements in contexts made from the call's.
type runningFunctions struct{}

// body parses the function's body into interpreter operations.
func (f *StoredFunctionCall) body(ctx *sql.Context) ([]*procedures.InterpreterOperation, error) {
	stmt, err := ast.ParseWithOptions(ctx, f.details.CreateStatement, sql.NewSqlModeFromString(f.details.SqlMode).ParserOptions())
	if err != nil {
		return nil, err
	}
	ddl, ok := stmt.(*ast.DDL)
	if !ok || ddl.FunctionSpec == nil {
		return nil, ErrFunctionDoesNotExist(f.Db, f.Name)
	}
	return procedures.Parse(ddl.FunctionSpec.Body)
}

// Eval runs the function: its arguments converted to its parameters'
// types, its body in its own database, its RETURN's value converted to its
// return type.
func (f *StoredFunctionCall) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {
	if f.runner == nil {
		return nil, fmt.Errorf("FUNCTION %s.%s cannot be called here", f.Db, f.Name)
	}
	args := make([]procedures.FunctionArg, len(f.Args))
	for i, a := range f.Args {
		v, err := a.Eval(ctx, row)
		if err != nil {
			return nil, err
		}
		if v, _, err = f.Params[i].Type.Convert(ctx, v); err != nil {
			return nil, err
		}
		args[i] = procedures.FunctionArg{Name: f.Params[i].Name, Type: f.Params[i].Type, Value: v}
	}
	key := strings.ToLower(f.Db) + "." + f.Name
	running, _ := ctx.Value(runningFunctions{}).([]string)
	for _, r := range running {
		if r == key {
			return nil, mysql.NewSQLError(1424, "HY000", "Recursive stored functions and triggers are not allowed.")
		}
	}
	ops, err := f.body(ctx)
	if err != nil {
		return nil, err
	}
	ctx = ctx.WithContext(context.WithValue(ctx.Context, runningFunctions{}, append(running[:len(running):len(running)], key)))
	if caller := ctx.GetCurrentDatabase(); caller != f.Db {
		ctx.SetCurrentDatabase(f.Db)
		defer ctx.SetCurrentDatabase(caller)
	}
	// The body's statements are part of the caller's statement: they
	// must not commit its transaction when they end (autocommit).
	if !ctx.GetIgnoreAutoCommit() {
		ctx.SetIgnoreAutoCommit(true)
		defer ctx.SetIgnoreAutoCommit(false)
	}
	value, returned, err := procedures.CallFunction(ctx, f.runner, ops, f.Db, args)
	if err != nil {
		return nil, err
	}
	if !returned {
		return nil, mysql.NewSQLError(1321, "2F005", "FUNCTION %s ended without RETURN", f.Name)
	}
	value, _, err = f.Returns.Convert(ctx, value)
	return value, err
}
