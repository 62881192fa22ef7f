package planbuilder

// handlerd: MySQL's HANDLER statements; see plan/handlerd_handler.go.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/dolthub/vitess/go/mysql"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/types"
)

func (b *Builder) buildHandler(inScope *scope, h *ast.HandlerStatement) (outScope *scope) {
	outScope = inScope.push()
	alias := h.Table.Name.String()
	switch h.Action {
	case ast.HandlerOpenStr:
		if !h.Alias.IsEmpty() {
			alias = h.Alias.String()
		}
		if cursors, err := plan.HandlerCursors(b.ctx); err == nil {
			if _, open := cursors[strings.ToLower(alias)]; open {
				b.handleErr(mysql.NewSQLError(1066, "42000", "Not unique table/alias: '%s'", alias))
			}
		}
		// The table must exist (its reads check the client may read it).
		tableScope, ok := b.buildResolvedTableForTablename(inScope, h.Table, nil)
		rt, isTable := tableScope.node.(*plan.ResolvedTable)
		if !ok || !isTable {
			b.handleErr(sql.ErrTableNotFound.New(h.Table.Name.String()))
		}
		outScope.node = &plan.HandlerOpen{Alias: alias, Db: rt.Database().Name(), Table: rt.Name()}
	case ast.HandlerCloseStr:
		outScope.node = &plan.HandlerClose{Alias: alias}
	default:
		outScope.node = b.buildHandlerRead(inScope, alias, h)
	}
	return outScope
}

// buildHandlerRead builds HANDLER alias READ as the SELECT of its rows:
// along the index (its columns, then the primary key's others, so that
// the order is total) from where the cursor stands, LIMIT 1 unless the
// statement says otherwise; a read in the table's own order of a table
// without a primary key counts the rows read instead.
func (b *Builder) buildHandlerRead(inScope *scope, alias string, h *ast.HandlerStatement) sql.Node {
	cursors, err := plan.HandlerCursors(b.ctx)
	if err != nil {
		b.handleErr(err)
	}
	cursor, ok := cursors[strings.ToLower(alias)]
	if !ok {
		b.handleErr(plan.ErrUnknownHandler(alias))
	}
	table, _, err := b.cat.Table(b.ctx, cursor.Db, cursor.Table)
	if err != nil {
		b.handleErr(err)
	}
	index := h.Index
	if index == "" {
		index = "PRIMARY"
	}
	key := handlerOrderKey(b.ctx, table, index)
	if key == nil && h.Index != "" {
		b.handleErr(mysql.NewSQLError(1176, "42000", "Key '%s' doesn't exist in table '%s'", h.Index, cursor.Table))
	}
	if len(h.Keys) > len(key) {
		b.handleErr(mysql.NewSQLError(1070, "42000", "Too many key parts specified; max %d parts allowed", len(key)))
	}
	if cursor.Index != index {
		cursor.Last = nil // another index: its position means nothing here
	}

	cols := make([]ast.Expr, len(key))
	for i, c := range key {
		cols[i] = &ast.ColName{Name: ast.NewColIdent(table.Schema()[c].Name)}
	}
	var cond ast.Expr
	descending := false
	offset := int64(0)
	switch h.Mode {
	case ast.HandlerFirstStr:
		cursor.Last, cursor.Read = nil, 0
	case ast.HandlerLastStr:
		descending = true
	case ast.HandlerNextStr, ast.HandlerPrevStr:
		descending = h.Mode == ast.HandlerPrevStr
		switch {
		case key == nil:
			offset = cursor.Read
		case cursor.Last != nil:
			op := ast.GreaterThanStr
			if descending {
				op = ast.LessThanStr
			}
			cond = tupleComparison(cols, handlerLiterals(b.ctx, table.Schema(), key, cursor.Last), op)
		}
	default: // a comparison with the first len(h.Keys) columns
		descending = h.Mode == ast.LessThanStr || h.Mode == ast.LessEqualStr
		cond = tupleComparison(cols[:len(h.Keys)], h.Keys, h.Mode)
	}
	if h.Where != nil && h.Where.Expr != nil {
		if cond == nil {
			cond = h.Where.Expr
		} else {
			cond = &ast.AndExpr{Left: cond, Right: &ast.ParenExpr{Expr: h.Where.Expr}}
		}
	}
	limit := h.Limit
	if limit == nil {
		limit = &ast.Limit{Rowcount: ast.NewIntVal([]byte("1"))}
	}
	if offset > 0 {
		limit = &ast.Limit{Rowcount: limit.Rowcount, Offset: ast.NewIntVal([]byte(strconv.FormatInt(offset, 10)))}
	}
	var order ast.OrderBy
	for _, c := range cols {
		dir := ast.AscScr
		if descending {
			dir = ast.DescScr
		}
		order = append(order, &ast.Order{Expr: c, Direction: dir})
	}
	sel := &ast.Select{
		SelectExprs: ast.SelectExprs{&ast.StarExpr{}},
		From: ast.TableExprs{&ast.AliasedTableExpr{
			Expr: ast.TableName{Name: ast.NewTableIdent(cursor.Table), DbQualifier: ast.NewTableIdent(cursor.Db)},
			As:   ast.NewTableIdent(alias),
			Auth: ast.AuthInformation{AuthType: ast.AuthType_SELECT, TargetType: ast.AuthTargetType_SingleTableIdentifier,
				TargetNames: []string{cursor.Db, cursor.Table}},
		}},
		OrderBy: order,
		Limit:   limit,
	}
	if cond != nil {
		sel.Where = ast.NewWhere(ast.WhereStr, cond)
	}
	selScope := b.buildSelectStmt(inScope, sel)
	read := &plan.HandlerRead{Cursor: cursor, Index: index, OrderKey: key}
	read.Child = selScope.node
	return read
}

// handlerOrderKey returns the positions in table's rows of the order key
// of its index named index: the index's columns, then the primary key's
// that are not among them; nil if there is no such index (and for the
// table's own order of a table without a primary key).
func handlerOrderKey(ctx *sql.Context, table sql.Table, index string) []int {
	sch := table.Schema()
	var key []int
	add := func(name string) {
		if i := sch.IndexOfColName(name); i >= 0 && !slices.Contains(key, i) {
			key = append(key, i)
		}
	}
	if !strings.EqualFold(index, "PRIMARY") {
		ia, ok := table.(sql.IndexAddressable)
		if !ok {
			return nil
		}
		indexes, err := ia.GetIndexes(ctx)
		if err != nil {
			return nil
		}
		found := false
		for _, idx := range indexes {
			if strings.EqualFold(idx.ID(), index) {
				found = true
				for _, e := range idx.Expressions() {
					add(e[strings.LastIndexByte(e, '.')+1:])
				}
			}
		}
		if !found {
			return nil
		}
	}
	for _, c := range sch {
		if c.PrimaryKey {
			add(c.Name)
		}
	}
	if len(key) == 0 {
		return nil
	}
	return key
}

// tupleComparison compares the columns cols with the values vals in index
// order, where NULL comes before every value: for '=' each column equals
// its value (NULL-safe), for the others the lexicographic comparison,
// written out ((a > x) OR (a = x AND b > y) ...) so that NULLs compare
// as the index orders them.
func tupleComparison(cols []ast.Expr, vals []ast.Expr, op string) ast.Expr {
	and := func(l, r ast.Expr) ast.Expr {
		if l == nil {
			return r
		}
		return &ast.AndExpr{Left: l, Right: r}
	}
	eq := func(i int) ast.Expr {
		return &ast.ComparisonExpr{Operator: ast.NullSafeEqualStr, Left: cols[i], Right: vals[i]}
	}
	var prefix ast.Expr // the columns before i equal their values
	if op == ast.EqualStr {
		for i := range cols {
			prefix = and(prefix, eq(i))
		}
		return prefix
	}
	var cond ast.Expr
	for i := range cols {
		term := and(prefix, strictlyBeyond(cols[i], vals[i], op))
		if cond == nil {
			cond = term
		} else {
			cond = &ast.OrExpr{Left: cond, Right: term}
		}
		prefix = and(prefix, eq(i))
	}
	if op == ast.GreaterEqualStr || op == ast.LessEqualStr {
		cond = &ast.OrExpr{Left: cond, Right: prefix}
	}
	return &ast.ParenExpr{Expr: cond}
}

// strictlyBeyond is col after val (op '>' or '>=') or before it ('<',
// '<='), NULL being before every value.
func strictlyBeyond(col, val ast.Expr, op string) ast.Expr {
	_, null := val.(*ast.NullVal)
	isNull := &ast.IsExpr{Operator: ast.IsNullStr, Expr: col}
	switch {
	case (op == ast.GreaterThanStr || op == ast.GreaterEqualStr) && null:
		return &ast.IsExpr{Operator: ast.IsNotNullStr, Expr: col}
	case op == ast.GreaterThanStr || op == ast.GreaterEqualStr:
		return &ast.ComparisonExpr{Operator: ast.GreaterThanStr, Left: col, Right: val}
	case null:
		return ast.BoolVal(false)
	default:
		return &ast.OrExpr{Left: &ast.ComparisonExpr{Operator: ast.LessThanStr, Left: col, Right: val}, Right: isNull}
	}
}

// handlerLiterals writes the values of an order key (of columns of types
// sch[key[i]]) as SQL literals, as their types write them.
func handlerLiterals(ctx *sql.Context, sch sql.Schema, key []int, vals []any) []ast.Expr {
	out := make([]ast.Expr, len(vals))
	for i, v := range vals {
		typ := sch[key[i]].Type
		sqlVal, err := typ.SQL(ctx, nil, v)
		switch {
		case v == nil || err != nil || sqlVal.IsNull():
			out[i] = &ast.NullVal{}
		case types.IsInteger(typ):
			out[i] = ast.NewIntVal(sqlVal.ToBytes())
		case types.IsFloat(typ) || types.IsDecimal(typ):
			out[i] = ast.NewFloatVal(sqlVal.ToBytes())
		default:
			out[i] = ast.NewStrVal(sqlVal.ToBytes())
		}
	}
	return out
}

// buildGetDiagnostics builds GET DIAGNOSTICS outside a stored routine
// (the interpreter runs it inside one): its targets must be user
// variables. handlerd: added.
func (b *Builder) buildGetDiagnostics(inScope *scope, g *ast.GetDiagnostics) (outScope *scope) {
	outScope = inScope.push()
	node := &plan.GetDiagnostics{}
	if g.Condition != nil {
		node.Condition = b.buildScalar(inScope, g.Condition)
	}
	for _, item := range g.Items {
		if !strings.HasPrefix(item.Target, "@") {
			b.handleErr(mysql.NewSQLError(1327, "42000", "Undeclared variable: %s", item.Target))
		}
		node.Items = append(node.Items, plan.DiagnosticsTarget{Variable: item.Target, Item: item.Name})
	}
	outScope.node = node
	return outScope
}
