package fastpath

import (
	"strings"
	"sync/atomic"

	ast "github.com/dolthub/vitess/go/vt/sqlparser"
)

// A statement the fast path can run: a SELECT, UPDATE or DELETE of one
// table whose WHERE clause is exactly "col = value [AND col = value...]"
// naming every column of the primary key or of a unique index, or an
// INSERT of literal rows (insert.go). Anything else — joins, ORDER BY,
// LIMIT, functions, hints, aliases — goes to go-mysql-server.

type kind uint8

const (
	kindSelect kind = iota
	kindUpdate
	kindDelete
	kindInsert
)

// value is a literal or a bind variable of the statement.
type value struct {
	lit   any    // int64, uint64 or string; nil with bind == "" means NULL
	bind  string // bind variable name (prepared statements), without ':'
	isLit bool
}

type colEq struct {
	col string
	val value
}

// assignment is "SET col = value" or "SET col = col +/- value".
type assignment struct {
	col   string
	val   value
	delta int // 0: plain value; +1 or -1: col + value / col - value
}

// statement is a recognised statement, before it is matched to a table.
type statement struct {
	kind   kind
	db     string // "" = current database
	table  string
	star   bool     // SELECT *
	cols   []string // selected columns, in order
	where  []colEq
	assign []assignment
	// insCols and rows are an INSERT's column list (empty: all) and rows.
	insCols []string
	rows    [][]value
	// A range SELECT (range.go): WHERE rangeCol BETWEEN lo AND hi,
	// ORDER BY order, DISTINCT.
	isRange  bool
	distinct bool
	rangeCol string
	lo, hi   value
	order    []orderCol
	// sum is set for SELECT SUM(col) (a range SELECT only): sumName is
	// the result column's name as written.
	sum     bool
	sumName string
	// bound is the statement bound to its table's current definition.
	bound atomic.Pointer[boundStmt]
}

// recognize returns the statement q is, or ok=false when the fast path
// must not take it.
func recognize(q ast.Statement) (*statement, bool) {
	switch s := q.(type) {
	case *ast.Select:
		return recognizeSelect(s)
	case *ast.Update:
		return recognizeUpdate(s)
	case *ast.Delete:
		return recognizeDelete(s)
	case *ast.Insert:
		return recognizeInsert(s)
	}
	return nil, false
}

func recognizeSelect(s *ast.Select) (*statement, bool) {
	if s.With != nil || s.GroupBy != nil || s.Having != nil || s.Window != nil ||
		s.Limit != nil || s.Lock != "" || s.Into != nil || len(s.Comments) > 0 ||
		s.QueryOpts != (ast.QueryOpts{}) && s.QueryOpts != (ast.QueryOpts{All: true}) && s.QueryOpts != (ast.QueryOpts{Distinct: true}) {
		return nil, false
	}
	st := &statement{kind: kindSelect, distinct: s.QueryOpts.Distinct}
	if !singleTable(s.From, st) {
		return nil, false
	}
	for _, e := range s.SelectExprs {
		switch x := e.(type) {
		case *ast.StarExpr:
			if len(s.SelectExprs) != 1 || !qualifierMatches(x.TableName, st) {
				return nil, false
			}
			st.star = true
		case *ast.AliasedExpr:
			if f, ok := x.Expr.(*ast.FuncExpr); ok && len(s.SelectExprs) == 1 {
				// SUM(col): for range SELECTs (recognizeRange).
				c, ok := sumArg(f)
				if !ok || !x.As.IsEmpty() || x.InputExpression == "" || !qualifierMatches(c.Qualifier, st) {
					return nil, false
				}
				st.sum, st.sumName = true, x.InputExpression
				st.cols = append(st.cols, c.Name.String())
				continue
			}
			c, ok := x.Expr.(*ast.ColName)
			if !ok || !x.As.IsEmpty() || c.StoredProcVal != nil || !qualifierMatches(c.Qualifier, st) {
				return nil, false
			}
			// The column name as written is the result's column name.
			if x.InputExpression != "" && x.InputExpression != c.Name.String() {
				return nil, false
			}
			st.cols = append(st.cols, c.Name.String())
		default:
			return nil, false
		}
	}
	if s.Where != nil {
		if _, ok := s.Where.Expr.(*ast.RangeCond); ok {
			return st, recognizeRange(s, st)
		}
	}
	return st, s.OrderBy == nil && !st.distinct && !st.sum && where(s.Where, st)
}

func recognizeUpdate(s *ast.Update) (*statement, bool) {
	if s.With != nil || s.OrderBy != nil || s.Limit != nil || s.Ignore != "" || len(s.Comments) > 0 || len(s.Returning) > 0 {
		return nil, false
	}
	st := &statement{kind: kindUpdate}
	if !singleTable(s.TableExprs, st) {
		return nil, false
	}
	for _, a := range s.Exprs {
		if a.Name == nil || !qualifierMatches(a.Name.Qualifier, st) {
			return nil, false
		}
		name := a.Name.Name.String()
		if v, ok := valueOf(a.Expr); ok {
			st.assign = append(st.assign, assignment{col: name, val: v})
			continue
		}
		b, ok := a.Expr.(*ast.BinaryExpr)
		if !ok || (b.Operator != ast.PlusStr && b.Operator != ast.MinusStr) {
			return nil, false
		}
		c, ok := b.Left.(*ast.ColName)
		if !ok || !strings.EqualFold(c.Name.String(), name) || !qualifierMatches(c.Qualifier, st) {
			return nil, false
		}
		v, ok := valueOf(b.Right)
		if !ok || (v.isLit && !isInt(v.lit)) {
			return nil, false
		}
		delta := 1
		if b.Operator == ast.MinusStr {
			delta = -1
		}
		st.assign = append(st.assign, assignment{col: name, val: v, delta: delta})
	}
	return st, len(st.assign) > 0 && where(s.Where, st)
}

func recognizeDelete(s *ast.Delete) (*statement, bool) {
	if s.With != nil || s.OrderBy != nil || s.Limit != nil || len(s.Targets) > 0 || len(s.Partitions) > 0 ||
		len(s.Comments) > 0 || len(s.Returning) > 0 {
		return nil, false
	}
	st := &statement{kind: kindDelete}
	return st, singleTable(s.TableExprs, st) && where(s.Where, st)
}

func isInt(v any) bool {
	switch v.(type) {
	case int64, uint64:
		return true
	}
	return false
}

// singleTable accepts exactly one plain table reference.
func singleTable(from ast.TableExprs, st *statement) bool {
	if len(from) != 1 {
		return false
	}
	t, ok := from[0].(*ast.AliasedTableExpr)
	if !ok || len(t.Partitions) > 0 || !t.As.IsEmpty() || t.Hints != nil || t.AsOf != nil || t.Lateral {
		return false
	}
	name, ok := t.Expr.(ast.TableName)
	if !ok || !name.SchemaQualifier.IsEmpty() {
		return false
	}
	st.table, st.db = name.Name.String(), name.DbQualifier.String()
	return st.table != ""
}

// qualifierMatches accepts an unqualified column or one qualified with the
// statement's table (and database, if written).
func qualifierMatches(q ast.TableName, st *statement) bool {
	if q.IsEmpty() {
		return true
	}
	if !strings.EqualFold(q.Name.String(), st.table) || !q.SchemaQualifier.IsEmpty() {
		return false
	}
	db := q.DbQualifier.String()
	return db == "" || strings.EqualFold(db, st.db)
}

// where accepts col = value joined by AND, each column once.
func where(w *ast.Where, st *statement) bool {
	if w == nil || w.Type != ast.WhereStr {
		return false
	}
	return conjuncts(w.Expr, st)
}

func conjuncts(e ast.Expr, st *statement) bool {
	switch x := e.(type) {
	case *ast.AndExpr:
		return conjuncts(x.Left, st) && conjuncts(x.Right, st)
	case *ast.ParenExpr:
		return conjuncts(x.Expr, st)
	case *ast.ComparisonExpr:
		if x.Operator != ast.EqualStr || x.Escape != nil {
			return false
		}
		c, ok := x.Left.(*ast.ColName)
		v, okv := valueOf(x.Right)
		if !ok || !okv {
			c, ok = x.Right.(*ast.ColName)
			v, okv = valueOf(x.Left)
		}
		if !ok || !okv || c.StoredProcVal != nil || !qualifierMatches(c.Qualifier, st) || (v.isLit && v.lit == nil) {
			return false
		}
		for _, prev := range st.where {
			if strings.EqualFold(prev.col, c.Name.String()) {
				return false
			}
		}
		st.where = append(st.where, colEq{col: c.Name.String(), val: v})
		return true
	}
	return false
}

// valueOf accepts integer and string literals and bind variables.
func valueOf(e ast.Expr) (value, bool) {
	switch x := e.(type) {
	case *ast.SQLVal:
		switch x.Type {
		case ast.IntVal:
			if n, ok := intLiteral(string(x.Val)); ok {
				return value{lit: n, isLit: true}, true
			}
		case ast.StrVal:
			return value{lit: string(x.Val), isLit: true}, true
		case ast.ValArg:
			return value{bind: strings.TrimPrefix(string(x.Val), ":")}, true
		}
	case *ast.NullVal:
		return value{isLit: true}, true
	}
	return value{}, false
}
