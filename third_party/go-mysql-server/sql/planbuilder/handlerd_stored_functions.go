package planbuilder

// handlerd: stored functions; see plan/handlerd_stored_function.go.

import (
	"strings"
	"time"

	"github.com/dolthub/vitess/go/mysql"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/procedures"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// routineDb resolves a routine name's database: its qualifier, else the
// database of the stored object being parsed, else the current one.
func (b *Builder) routineDb(qualifier string) sql.Database {
	if qualifier != "" {
		return b.resolveDb(qualifier)
	}
	if db := b.ViewCtx().DbName; db != "" {
		return b.resolveDb(db)
	}
	return b.currentDb()
}

// functionSignature checks a function's parameters (distinct names, known
// types) and return type, and returns them.
func (b *Builder) functionSignature(spec *ast.FunctionSpec) ([]plan.ProcedureParam, sql.Type) {
	params := b.buildProcedureParams(spec.Params)
	seen := map[string]bool{}
	for _, p := range params {
		name := strings.ToLower(p.Name)
		if seen[name] {
			b.handleErr(sql.ErrDeclareVariableDuplicate.New(name))
		}
		seen[name] = true
	}
	returns, err := types.ColumnTypeToType(&spec.Returns)
	if err != nil {
		b.handleErr(err)
	}
	return params, returns
}

// buildCreateFunction builds CREATE FUNCTION: the function is checked as
// MySQL checks it when created (a RETURN somewhere, no statement returning
// rows to the client, a body the interpreter can run) and stored as its
// statement.
func (b *Builder) buildCreateFunction(inScope *scope, subQuery string, c *ast.DDL) (outScope *scope) {
	spec := c.FunctionSpec
	db := b.routineDb(spec.FuncName.Qualifier.String())
	name := strings.ToLower(spec.FuncName.Name.String())
	b.functionSignature(spec)
	hasReturn := false
	ast.Walk(func(node ast.SQLNode) (bool, error) {
		switch n := node.(type) {
		case *ast.Return:
			hasReturn = true
		case *ast.Select:
			if n.Into == nil {
				b.handleErr(mysql.NewSQLError(1415, "0A000", "Not allowed to return a result set from a function"))
			}
			return false, nil
		case ast.Expr:
			return false, nil
		}
		return true, nil
	}, spec.Body)
	if !hasReturn {
		b.handleErr(mysql.NewSQLError(1320, "42000", "No RETURN found in FUNCTION %s.%s", db.Name(), name))
	}
	if _, err := procedures.Parse(spec.Body); err != nil {
		b.handleErr(err)
	}
	now := time.Now()
	outScope = inScope.push()
	outScope.node = &plan.CreateFunction{Db: db, Details: sql.StoredProcedureDetails{
		Name: name, CreateStatement: subQuery, CreatedAt: now, ModifiedAt: now, SqlMode: sql.LoadSqlMode(b.ctx).String()}}
	return outScope
}

func (b *Builder) buildDropFunction(inScope *scope, c *ast.DDL) (outScope *scope) {
	fn := c.FunctionSpec.FuncName
	outScope = inScope.push()
	outScope.node = &plan.DropFunction{Db: b.routineDb(fn.Qualifier.String()), Name: strings.ToLower(fn.Name.String()), IfExists: c.IfExists}
	return outScope
}

func (b *Builder) buildShowCreateFunction(inScope *scope, s *ast.Show) (outScope *scope) {
	outScope = inScope.push()
	outScope.node = &plan.ShowCreateFunction{Db: b.routineDb(s.Table.DbQualifier.String()), Name: strings.ToLower(s.Table.Name.String())}
	return outScope
}

// buildStoredFunctionCall returns the call of stored function v if its
// database has one of that name, nil if not. A built-in function of the
// name wins unless the call names a database, as in MySQL.
func (b *Builder) buildStoredFunctionCall(inScope *scope, v *ast.FuncExpr) sql.Expression {
	dbName := v.Qualifier.String()
	if dbName == "" {
		dbName = b.ViewCtx().DbName
	}
	if dbName == "" {
		dbName = b.ctx.GetCurrentDatabase()
	}
	if dbName == "" {
		return nil
	}
	database, err := b.cat.Database(b.ctx, dbName)
	if err != nil {
		return nil
	}
	sfdb, ok := plan.StoredFunctionDb(database)
	if !ok {
		return nil
	}
	name := v.Name.Lowered()
	details, ok, err := sfdb.GetStoredFunction(b.ctx, name)
	if err != nil {
		b.handleErr(err)
	}
	if !ok {
		return nil
	}
	stmt, _, _, err := b.parser.ParseWithOptions(b.ctx, details.CreateStatement, ';', false, sql.NewSqlModeFromString(details.SqlMode).ParserOptions())
	if err != nil {
		b.handleErr(err)
	}
	ddl, ok := stmt.(*ast.DDL)
	if !ok || ddl.FunctionSpec == nil {
		b.handleErr(sql.ErrFunctionNotFound.New(name))
	}
	params, returns := b.functionSignature(ddl.FunctionSpec)
	if len(v.Exprs) != len(params) {
		b.handleErr(mysql.NewSQLError(1318, "42000", "Incorrect number of arguments for FUNCTION %s.%s; expected %d, got %d",
			database.Name(), name, len(params), len(v.Exprs)))
	}
	args := make([]sql.Expression, len(v.Exprs))
	for i, e := range v.Exprs {
		args[i] = b.selectExprToExpression(inScope, e)
	}
	return plan.NewStoredFunctionCall(database.Name(), name, params, returns, details, args)
}
