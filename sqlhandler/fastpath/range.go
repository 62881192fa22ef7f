package fastpath

import (
	"io"
	"math"
	"slices"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/expression/function/aggregation"
	"github.com/dolthub/go-mysql-server/sql/types"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"handlerd/engines"
	"handlerd/sqlhandler"
)

// Range SELECTs: "SELECT [DISTINCT] cols FROM t WHERE pk BETWEEN a AND b
// [ORDER BY col [ASC|DESC], ...]" on a table whose primary key is one
// integer column, with integer bounds: the rows are read in key order, as
// go-mysql-server's range scan of the primary key returns them, then made
// distinct (by go-mysql-server's own row hash) and sorted (stably, by the
// columns' types, as its Sorter does). "SELECT SUM(col) ..." over such a
// range uses go-mysql-server's own SUM. These are sysbench oltp_read_only's
// four range queries.

// maxRangeWidth bounds the rows a range SELECT may return: b-a+1 of an
// integer key. Wider ranges go the full way, which streams them.
const maxRangeWidth = 10000

// orderCol is one ORDER BY column.
type orderCol struct {
	col  string
	desc bool
}

// recognizeRange recognises the WHERE and ORDER BY of a range SELECT into
// st (its select list is already in st).
func recognizeRange(s *ast.Select, st *statement) bool {
	if s.Where == nil || s.Where.Type != ast.WhereStr {
		return false
	}
	r, ok := s.Where.Expr.(*ast.RangeCond)
	if !ok || r.Operator != ast.BetweenStr {
		return false
	}
	c, ok := r.Left.(*ast.ColName)
	if !ok || c.StoredProcVal != nil || !qualifierMatches(c.Qualifier, st) {
		return false
	}
	lo, ok1 := valueOf(r.From)
	hi, ok2 := valueOf(r.To)
	if !ok1 || !ok2 || (lo.isLit && lo.lit == nil) || (hi.isLit && hi.lit == nil) {
		return false
	}
	st.rangeCol, st.lo, st.hi = c.Name.String(), lo, hi
	for _, o := range s.OrderBy {
		c, ok := o.Expr.(*ast.ColName)
		if !ok || c.StoredProcVal != nil || !qualifierMatches(c.Qualifier, st) {
			return false
		}
		switch o.Direction {
		case ast.AscScr, "":
			st.order = append(st.order, orderCol{col: c.Name.String()})
		case ast.DescScr:
			st.order = append(st.order, orderCol{col: c.Name.String(), desc: true})
		default:
			return false
		}
	}
	st.isRange = true
	return !st.sum || (len(st.order) == 0 && !st.distinct)
}

// sumArg accepts SUM(col), nothing else (no DISTINCT, no OVER).
func sumArg(f *ast.FuncExpr) (*ast.ColName, bool) {
	if !strings.EqualFold(f.Name.String(), "sum") || f.Distinct || f.Over != nil || !f.Qualifier.IsEmpty() || len(f.Exprs) != 1 {
		return nil, false
	}
	a, ok := f.Exprs[0].(*ast.AliasedExpr)
	if !ok || !a.As.IsEmpty() {
		return nil, false
	}
	c, ok := a.Expr.(*ast.ColName)
	return c, ok && c.StoredProcVal == nil
}

// rangePlan is a range SELECT bound to its table.
type rangePlan struct {
	// read lists the ordinals read from the table: the selected columns,
	// then ORDER BY columns not selected.
	read []int
	// order holds the positions in read of the ORDER BY columns.
	order []int
	desc  []bool
	// distinctTypes are the selected columns' types, for the row hash.
	distinctTypes []sql.Type
	// sum is SUM(col)'s aggregate.
	sum *aggregation.Sum
}

func bindRange(p *boundStmt) bool {
	st, def := p.st, p.def
	if len(def.PrimaryKey) != 1 || def.Keyless() {
		return false
	}
	pk := def.Schema[def.PrimaryKey[0]]
	if !strings.EqualFold(pk.Name, st.rangeCol) || !types.IsInteger(pk.Type) {
		return false
	}
	if st.star && (st.distinct || len(st.order) > 0) {
		return false // go-mysql-server's sort and distinct drop the key flags
	}
	rp := &rangePlan{read: append([]int(nil), p.cols...)}
	for _, o := range st.order {
		ord := def.ColumnIndex(o.col)
		if ord < 0 || def.Schema[ord].Nullable {
			return false
		}
		pos := -1
		for i, r := range rp.read {
			if r == ord {
				pos = i
			}
		}
		if pos < 0 {
			if st.distinct {
				return false // MySQL's 3065: let the full path say it
			}
			pos = len(rp.read)
			rp.read = append(rp.read, ord)
		}
		rp.order, rp.desc = append(rp.order, pos), append(rp.desc, o.desc)
	}
	if st.distinct {
		for _, o := range p.cols {
			rp.distinctTypes = append(rp.distinctTypes, def.Schema[o].Type)
		}
	}
	if st.sum {
		col := def.Schema[p.cols[0]]
		if !types.IsInteger(col.Type) {
			return false
		}
		// go-mysql-server's own SUM, over the one column read.
		rp.sum = aggregation.NewSum(expression.NewGetField(0, col.Type, col.Name, col.Nullable))
	}
	p.rng = rp
	return true
}

// rangeBounds converts a range SELECT's bounds for the key; ok is false
// for anything but integer bounds within the column's range and a width
// of at most maxRangeWidth.
func rangeBounds(ctx *sql.Context, p *boundStmt, arg args) (lo, hi any, empty, ok bool) {
	pk := p.def.Schema[p.def.PrimaryKey[0]]
	a, ok1 := resolve(p.st.lo, arg)
	b, ok2 := resolve(p.st.hi, arg)
	if !ok1 || !ok2 || !isInt(a) || !isInt(b) {
		return nil, nil, false, false
	}
	la, lb := intAsFloat(a), intAsFloat(b)
	if la > lb {
		return nil, nil, true, true
	}
	if lb-la >= maxRangeWidth {
		return nil, nil, false, false
	}
	// bindRange took an integer primary key only.
	if lo, ok = keyValue(ctx, pk, true, a); !ok {
		return nil, nil, false, false
	}
	if hi, ok = keyValue(ctx, pk, true, b); !ok {
		return nil, nil, false, false
	}
	return lo, hi, false, true
}

func intAsFloat(v any) float64 {
	switch n := v.(type) {
	case int64:
		return float64(n)
	case uint64:
		return float64(n)
	}
	return math.NaN()
}

// selectRange reads, deduplicates and sorts a range SELECT's rows.
func (f *FastPath) selectRange(ctx *sql.Context, p *boundStmt, h engines.Table, tx engines.Txn, lo, hi any, empty bool) (*outcome, error) {
	rp := p.rng
	out := &outcome{schema: p.schema, bound: p}
	if !empty {
		it, err := h.Read(tx, engines.ReadRequest{Index: 0, Lower: &engines.Bound{Key: []any{lo}, Inclusive: true},
			Upper: &engines.Bound{Key: []any{hi}, Inclusive: true}, Columns: rp.read})
		if err != nil {
			return nil, sqlhandler.Translate(err)
		}
		defer it.Close()
		var seen map[uint64]struct{}
		var slab []any
		if p.st.distinct {
			seen = make(map[uint64]struct{})
		}
		for {
			row, err := it.Next()
			if err != nil {
				if err == io.EOF {
					break
				}
				return nil, sqlhandler.Translate(err)
			}
			// Rows are cut from slabs of 64, not allocated one by one.
			if len(slab) < len(rp.read) {
				slab = make([]any, 64*len(rp.read))
			}
			r := sql.Row(slab[:len(rp.read):len(rp.read)])
			slab = slab[len(rp.read):]
			for i, o := range rp.read {
				r[i] = row[o]
			}
			if seen != nil {
				hash, err := sql.HashOfTyped(ctx, r[:len(p.cols)], rp.distinctTypes)
				if err != nil {
					return nil, err
				}
				if _, dup := seen[hash]; dup {
					continue
				}
				seen[hash] = struct{}{}
			}
			out.rows = append(out.rows, r)
		}
	}
	if len(rp.order) > 0 {
		var sortErr error
		slices.SortStableFunc(out.rows, func(x, y sql.Row) int {
			if sortErr != nil {
				return 0
			}
			for k, pos := range rp.order {
				a, b := x[pos], y[pos]
				if rp.desc[k] {
					a, b = b, a
				}
				cmp, err := p.def.Schema[rp.read[pos]].Type.Compare(ctx, a, b)
				if err != nil {
					sortErr = err
					return 0
				}
				if cmp != 0 {
					return cmp
				}
			}
			return 0
		})
		if sortErr != nil {
			return nil, sql.ErrUnableSort.Wrap(sortErr)
		}
	}
	for i, r := range out.rows {
		out.rows[i] = r[:len(p.cols)]
	}
	if rp.sum != nil {
		buf, err := rp.sum.NewBuffer()
		if err != nil {
			return nil, err
		}
		defer buf.Dispose()
		for _, r := range out.rows {
			if err := buf.Update(ctx, r); err != nil {
				return nil, err
			}
		}
		v, err := buf.Eval(ctx)
		if err != nil {
			return nil, err
		}
		out.rows = []sql.Row{{v}}
	}
	ctx.SetLastQueryInfoInt(sql.RowCount, -1)
	ctx.SetLastQueryInfoInt(sql.FoundRows, int64(len(out.rows)))
	return out, nil
}
