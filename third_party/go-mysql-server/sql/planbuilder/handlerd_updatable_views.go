// handlerd: added file (see HANDLERD.md).

package planbuilder

import (
	"fmt"
	"strings"

	"github.com/dolthub/vitess/go/mysql"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"github.com/dolthub/go-mysql-server/sql"
)

// Updatable views, as MySQL has them for the simple case: an UPDATE,
// DELETE or INSERT whose target is a view over one table, selecting
// columns of it (renamed or not) with an optional WHERE and no grouping,
// DISTINCT, LIMIT or set operation, is rewritten onto the table before it
// is built. The view's columns become the table's, its WHERE is ANDed to
// the statement's (UPDATE, DELETE), and WITH CHECK OPTION becomes a check
// on the rows written, failing with MySQL's 1369. A view over a view is
// rewritten again, level by level.

// viewTarget is a view a DML statement writes through.
type viewTarget struct {
	b        *Builder
	db, name string
	alias    string        // what the rewritten statement calls the table
	base     ast.TableName // the view's table, with its database
	where    ast.Expr      // the view's WHERE over alias, or nil
	cols     []string      // the view's column names
	exprs    []ast.Expr    // each column's expression over alias
	check    bool          // WITH [CASCADED] CHECK OPTION
}

// maxViewDepth bounds the views over views a statement is rewritten
// through (a cycle cannot be created, but a stored one could be read).
const maxViewDepth = 32

// dmlView returns the view tn names, seen by a statement that calls it
// alias (its own alias, or "" for the view's name; an INSERT, which has
// none, calls the table by its own name), or nil if tn is not a view. A
// view that cannot be written through fails the statement: verb is
// UPDATE, DELETE or INSERT, for MySQL's error. depth counts the views
// already rewritten through.
func (b *Builder) dmlView(tn ast.TableName, alias, verb string, depth int) *viewTarget {
	dbName := tn.DbQualifier.String()
	if dbName == "" {
		if b.currentDatabase != nil {
			dbName = b.currentDatabase.Name()
		} else {
			dbName = b.ctx.GetCurrentDatabase()
		}
	}
	if dbName == "" {
		return nil // the statement's own build reports it
	}
	database, err := b.cat.Database(b.ctx, dbName)
	if err != nil {
		return nil
	}
	vdb, ok := database.(sql.ViewDatabase)
	if !ok {
		return nil
	}
	name := tn.Name.String()
	def, found, err := vdb.GetViewDefinition(b.ctx, name)
	if err != nil || !found {
		return nil
	}
	if depth >= maxViewDepth {
		b.handleErr(sql.ErrInvalidRefInView.New(database.Name(), name))
	}
	v := &viewTarget{b: b, db: database.Name(), name: def.Name, alias: alias}
	if v.alias == "" {
		v.alias = def.Name
	}
	notUpdatable := func() {
		if verb == "INSERT" {
			b.handleErr(errNotInsertable(def.Name))
		}
		b.handleErr(mysql.NewSQLError(mysql.ERNonUpdateableTable, mysql.SSUnknownSQLState,
			"The target table %s of the %s is not updatable", def.Name, verb))
	}
	stmt, _, _, err := b.parser.ParseWithOptions(b.ctx, def.CreateViewStatement, ';', false, sql.NewSqlModeFromString(def.SqlMode).ParserOptions())
	if err != nil {
		b.handleErr(err)
	}
	ddl, ok := stmt.(*ast.DDL)
	if !ok || ddl.ViewSpec == nil {
		notUpdatable()
	}
	sel, ok := ddl.ViewSpec.ViewExpr.(*ast.Select)
	if !ok || sel.With != nil || len(sel.From) != 1 || len(sel.GroupBy) > 0 || sel.Having != nil ||
		len(sel.Window) > 0 || sel.QueryOpts.Distinct || sel.Limit != nil || sel.Into != nil {
		notUpdatable()
	}
	from, ok := sel.From[0].(*ast.AliasedTableExpr)
	if !ok {
		notUpdatable()
	}
	base, ok := from.Expr.(ast.TableName)
	if !ok {
		notUpdatable()
	}
	if base.DbQualifier.String() == "" {
		base.DbQualifier = ast.NewTableIdent(v.db)
	}
	v.base = base
	if verb == "INSERT" {
		v.alias = base.Name.String()
	}
	// The view's own name for its table, which its expressions use.
	viewsName := from.As.String()
	if viewsName == "" {
		viewsName = base.Name.String()
	}
	for _, se := range sel.SelectExprs {
		switch se := se.(type) {
		case *ast.StarExpr:
			baseDb, err := b.cat.Database(b.ctx, base.DbQualifier.String())
			if err != nil {
				b.handleErr(err)
			}
			t, ok, err := baseDb.GetTableInsensitive(b.ctx, base.Name.String())
			if err != nil {
				b.handleErr(err)
			}
			if !ok {
				notUpdatable() // a view over a view with *
			}
			for _, c := range t.Schema() {
				v.cols = append(v.cols, c.Name)
				v.exprs = append(v.exprs, &ast.ColName{Name: ast.NewColIdent(c.Name), Qualifier: ast.TableName{Name: ast.NewTableIdent(v.alias)}})
			}
		case *ast.AliasedExpr:
			if hasAggregateOrSubquery(se.Expr) {
				notUpdatable()
			}
			name := se.As.String()
			if name == "" {
				if c, ok := se.Expr.(*ast.ColName); ok {
					name = c.Name.String()
				} else {
					name = ast.String(se.Expr)
				}
			}
			v.cols = append(v.cols, name)
			v.exprs = append(v.exprs, requalify(se.Expr, viewsName, v.alias))
		default:
			notUpdatable()
		}
	}
	for i, c := range ddl.ViewSpec.Columns {
		if i < len(v.cols) {
			v.cols[i] = c.String()
		}
	}
	if sel.Where != nil {
		v.where = requalify(sel.Where.Expr, viewsName, v.alias)
	}
	v.check = ddl.ViewSpec.CheckOption != ast.ViewCheckOptionUnspecified
	return v
}

// hasAggregateOrSubquery reports whether e aggregates or holds a subquery,
// either of which makes a view column not updatable.
func hasAggregateOrSubquery(e ast.Expr) bool {
	found := false
	_ = ast.Walk(func(n ast.SQLNode) (bool, error) {
		switch n := n.(type) {
		case *ast.Subquery, *ast.GroupConcatExpr:
			found = true
		case *ast.FuncExpr:
			if isAggregateFunc(n.Name.Lowered()) || n.Over != nil {
				found = true
			}
		}
		return !found, nil
	}, e)
	return found
}

// requalify makes e's columns qualified with from (or not qualified) be
// qualified with to; e is changed in place and returned.
func requalify(e ast.Expr, from, to string) ast.Expr {
	_ = ast.Walk(func(n ast.SQLNode) (bool, error) {
		switch n := n.(type) {
		case *ast.Subquery:
			return false, nil
		case *ast.ColName:
			q := n.Qualifier.Name.String()
			if q == "" || strings.EqualFold(q, from) {
				n.Qualifier = ast.TableName{Name: ast.NewTableIdent(to)}
			}
		}
		return true, nil
	}, e)
	return e
}

// column returns the index of the view column c names, or -1.
func (v *viewTarget) column(c *ast.ColName) int {
	if q := c.Qualifier.Name.String(); q != "" && !strings.EqualFold(q, v.alias) {
		return -1
	}
	if db := c.Qualifier.DbQualifier.String(); db != "" && !strings.EqualFold(db, v.db) {
		return -1
	}
	for i, name := range v.cols {
		if strings.EqualFold(name, c.Name.String()) {
			return i
		}
	}
	return -1
}

// mapExpr returns e with the view's columns replaced by their
// expressions over the table. Subqueries keep their own columns. e is not
// changed: a prepared statement's tree is bound again at each execution.
func (v *viewTarget) mapExpr(e ast.Expr) ast.Expr {
	if e == nil {
		return nil
	}
	e = v.b.cloneExpr(e)
	var found []*ast.ColName
	_ = ast.Walk(func(n ast.SQLNode) (bool, error) {
		switch n := n.(type) {
		case *ast.Subquery:
			return false, nil
		case *ast.ColName:
			if v.column(n) >= 0 {
				found = append(found, n)
			}
		}
		return true, nil
	}, e)
	for _, c := range found {
		e = ast.ReplaceExpr(e, c, v.exprs[v.column(c)])
	}
	return e
}

// MySQL's codes for writes a view cannot take.
const (
	erNonUpdateableColumn = 1348
	erNonInsertableTable  = 1471
)

func errNotInsertable(view string) error {
	return mysql.NewSQLError(erNonInsertableTable, mysql.SSUnknownSQLState,
		"The target table %s of the INSERT is not insertable-into", view)
}

// target returns the table column that view column c writes to, failing
// with MySQL's 1348 when it is an expression.
func (v *viewTarget) target(c *ast.ColName) *ast.ColName {
	i := v.column(c)
	if i < 0 {
		v.b.handleErr(sql.ErrColumnNotFound.New(c.Name.String()))
	}
	tc, ok := v.exprs[i].(*ast.ColName)
	if !ok {
		v.b.handleErr(mysql.NewSQLError(erNonUpdateableColumn, mysql.SSUnknownSQLState,
			"Column '%s' is not updatable", v.cols[i]))
	}
	return tc
}

// mapAssignments is SET or ON DUPLICATE KEY UPDATE assignments written
// to the view's table: each target its column, each value mapped.
func (v *viewTarget) mapAssignments(as ast.AssignmentExprs) ast.AssignmentExprs {
	if as == nil {
		return nil
	}
	out := make(ast.AssignmentExprs, len(as))
	for i, a := range as {
		out[i] = &ast.AssignmentExpr{Name: v.target(a.Name), Expr: v.mapExpr(a.Expr)}
	}
	return out
}

// cloneExpr returns a copy of e, by printing and parsing it.
func (b *Builder) cloneExpr(e ast.Expr) ast.Expr {
	stmt, err := b.parser.ParseSimple("select " + ast.String(e))
	if err != nil {
		b.handleErr(err)
	}
	sel, ok := stmt.(*ast.Select)
	if !ok || len(sel.SelectExprs) != 1 {
		b.handleErr(fmt.Errorf("cannot copy expression %s", ast.String(e)))
	}
	return sel.SelectExprs[0].(*ast.AliasedExpr).Expr
}

// andWhere is w AND the view's WHERE.
func (v *viewTarget) andWhere(w *ast.Where) *ast.Where {
	if w == nil || w.Expr == nil {
		if v.where == nil {
			return w
		}
		return &ast.Where{Type: ast.WhereStr, Expr: v.where}
	}
	if v.where == nil {
		return &ast.Where{Type: ast.WhereStr, Expr: v.mapExpr(w.Expr)}
	}
	return &ast.Where{Type: ast.WhereStr, Expr: &ast.AndExpr{Left: v.mapExpr(w.Expr), Right: v.where}}
}

// checkOption is the check a WITH CHECK OPTION view puts on the rows a
// statement writes through it: its WHERE must hold (be TRUE, not NULL).
// The name marks it for sql.CheckViolation, which fails it with 1369.
func (v *viewTarget) checkOption() *sql.CheckDefinition {
	if !v.check || v.where == nil {
		return nil
	}
	return &sql.CheckDefinition{
		Name:            sql.ViewCheckOptionPrefix + v.db + "." + v.name,
		CheckExpression: "(" + ast.String(v.where) + ") IS TRUE",
		Enforced:        true,
	}
}

// single returns the one table an UPDATE or DELETE names, if it names one.
func single(exprs ast.TableExprs) *ast.AliasedTableExpr {
	if len(exprs) != 1 {
		return nil
	}
	t, ok := exprs[0].(*ast.AliasedTableExpr)
	if !ok {
		return nil
	}
	if _, ok := t.Expr.(ast.TableName); !ok {
		return nil
	}
	return t
}

// updateThroughView returns an UPDATE of a view rewritten onto its table
// (u itself if it does not write through a view), and the checks its
// views' CHECK OPTIONs add.
func (b *Builder) updateThroughView(u *ast.Update) (*ast.Update, []*sql.CheckDefinition) {
	var checks []*sql.CheckDefinition
	for depth := 0; ; depth++ {
		t := single(u.TableExprs)
		if t == nil {
			return u, checks
		}
		v := b.dmlView(t.Expr.(ast.TableName), t.As.String(), "UPDATE", depth)
		if v == nil {
			return u, checks
		}
		n := *u
		n.Exprs = v.mapAssignments(u.Exprs)
		n.Where = v.andWhere(u.Where)
		n.OrderBy = v.mapOrder(u.OrderBy)
		n.TableExprs = ast.TableExprs{&ast.AliasedTableExpr{Expr: v.base, As: ast.NewTableIdent(v.alias), Hints: t.Hints, Auth: t.Auth}}
		if c := v.checkOption(); c != nil {
			checks = append(checks, c)
		}
		u = &n
	}
}

// mapOrder is an ORDER BY with the view's columns mapped.
func (v *viewTarget) mapOrder(ob ast.OrderBy) ast.OrderBy {
	if ob == nil {
		return nil
	}
	out := make(ast.OrderBy, len(ob))
	for i, o := range ob {
		c := *o
		c.Expr = v.mapExpr(o.Expr)
		out[i] = &c
	}
	return out
}

// deleteThroughView returns a DELETE from a view rewritten onto its
// table, or d.
func (b *Builder) deleteThroughView(d *ast.Delete) *ast.Delete {
	for depth := 0; len(d.Targets) == 0; depth++ {
		t := single(d.TableExprs)
		if t == nil {
			return d
		}
		v := b.dmlView(t.Expr.(ast.TableName), t.As.String(), "DELETE", depth)
		if v == nil {
			return d
		}
		n := *d
		n.Where = v.andWhere(d.Where)
		n.OrderBy = v.mapOrder(d.OrderBy)
		n.TableExprs = ast.TableExprs{&ast.AliasedTableExpr{Expr: v.base, As: ast.NewTableIdent(v.alias), Hints: t.Hints, Auth: t.Auth}}
		d = &n
	}
	return d
}

// insertThroughView returns an INSERT into a view rewritten onto its
// table (i itself if it does not write through a view): the view's
// columns name the table's, and ON DUPLICATE KEY UPDATE's too. It returns
// the checks its views' CHECK OPTIONs add.
func (b *Builder) insertThroughView(i *ast.Insert) (*ast.Insert, []*sql.CheckDefinition) {
	var checks []*sql.CheckDefinition
	for depth := 0; ; depth++ {
		v := b.dmlView(i.Table, "", "INSERT", depth)
		if v == nil {
			return i, checks
		}
		cols := i.Columns
		if len(cols) == 0 {
			for _, c := range v.cols {
				cols = append(cols, ast.NewColIdent(c))
			}
		}
		mapped := make(ast.Columns, len(cols))
		for j, c := range cols {
			idx := v.column(&ast.ColName{Name: c})
			if idx < 0 {
				b.handleErr(sql.ErrUnknownColumn.New(c.String(), "field list"))
			}
			tc, ok := v.exprs[idx].(*ast.ColName)
			if !ok {
				b.handleErr(errNotInsertable(v.name))
			}
			mapped[j] = tc.Name
		}
		n := *i
		n.Columns = mapped
		n.OnDup = ast.OnDup(v.mapAssignments(ast.AssignmentExprs(i.OnDup)))
		n.Table = v.base
		if c := v.checkOption(); c != nil {
			checks = append(checks, c)
		}
		i = &n
	}
}
