package sqlhandler

import (
	"context"
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// index describes one of a table's indexes to the analyzer. Index number 0
// is the primary key, which go-mysql-server requires to be named PRIMARY.
type index struct {
	def *engines.TableDef
	n   int
}

var (
	_ sql.Index        = (*index)(nil)
	_ sql.OrderedIndex = (*index)(nil)
)

func newIndex(def *engines.TableDef, n int) *index { return &index{def: def, n: n} }

func (i *index) ID() string       { return i.def.IndexName(i.n) }
func (i *index) Database() string { return i.def.Database }
func (i *index) Table() string    { return i.def.Name }

// Expressions are "table.column", the form the analyzer's costing expects.
func (i *index) Expressions() []string {
	cols := i.def.IndexColumns(i.n)
	out := make([]string, len(cols))
	for k, c := range cols {
		out[k] = i.def.Name + "." + i.def.Schema[c.Ordinal].Name
	}
	return out
}

func (i *index) IsUnique() bool    { return i.def.IndexUnique(i.n) }
func (i *index) IsSpatial() bool   { return false }
func (i *index) IsFullText() bool  { return false }
func (i *index) IsVector() bool    { return false }
func (i *index) IsGenerated() bool { return false }
func (i *index) IndexType() string { return "BTREE" }

func (i *index) Comment() string {
	if i.n == 0 {
		return ""
	}
	return i.def.Indexes[i.n-1].Comment
}

func (i *index) ColumnExpressionTypes() []sql.ColumnExpressionType {
	cols := i.def.IndexColumns(i.n)
	out := make([]sql.ColumnExpressionType, len(cols))
	for k, c := range cols {
		col := i.def.Schema[c.Ordinal]
		out[k] = sql.ColumnExpressionType{Expression: i.def.Name + "." + col.Name, Type: col.Type}
	}
	return out
}

func (i *index) CanSupport(*sql.Context, ...sql.Range) bool { return true }
func (i *index) CanSupportOrderBy(sql.Expression) bool      { return false }

func (i *index) PrefixLengths() []uint16 {
	cols := i.def.IndexColumns(i.n)
	out := make([]uint16, len(cols))
	any := false
	for k, c := range cols {
		out[k] = c.Prefix
		any = any || c.Prefix > 0
	}
	if !any {
		return nil
	}
	return out
}

// Order implements sql.OrderedIndex: rows come back in key order. An index
// with prefix columns orders only by the prefixes, so it claims no order.
func (i *index) Order() sql.IndexOrder {
	if i.PrefixLengths() != nil {
		return sql.IndexOrderNone
	}
	return sql.IndexOrderAsc
}

// Reversible implements sql.OrderedIndex.
func (i *index) Reversible() bool { return i.PrefixLengths() == nil }

func (i *index) String() string {
	return fmt.Sprintf("%s(%s)", i.ID(), strings.Join(i.Expressions(), ","))
}

// rangeRead is one handler read for one of a lookup's ranges.
type rangeRead struct {
	req engines.ReadRequest
	// check, when set, is the range the rows must lie in: the read covers
	// a superset of it (see lookupRequests) and rows outside it are
	// dropped. Without this, two disjoint ranges whose supersets overlap
	// would return the rows of the overlap twice.
	check sql.MySQLRange
	cols  []int // the index columns' ordinals in the row, for check
}

// lookupRequests turns the analyzer's ranges into handler reads. Each
// MySQLRange becomes one key range: the leading columns that are exact
// points form a prefix and the first non-point column gives the bounds.
// Conditions on later columns are checked on the rows read. The ranges of
// a lookup are disjoint and come sorted in the lookup's direction
// (go-mysql-server reverses them for a reverse lookup), so reading them in
// turn returns rows in index order when go-mysql-server relies on it.
func lookupRequests(def *engines.TableDef, l sql.IndexLookup) ([]rangeRead, error) {
	idx, ok := l.Index.(*index)
	if !ok {
		return nil, fmt.Errorf("index %s is not one of handlerd's", l.Index.ID())
	}
	if l.IsEmptyRange {
		return nil, nil
	}
	ranges, ok := l.Ranges.(sql.MySQLRangeCollection)
	if !ok {
		return nil, fmt.Errorf("unsupported range type %T", l.Ranges)
	}
	var cols []int
	var prefixed []bool
	anyPrefix := false
	for _, c := range def.IndexColumns(idx.n) {
		cols = append(cols, c.Ordinal)
		prefixed = append(prefixed, c.Prefix > 0)
		anyPrefix = anyPrefix || c.Prefix > 0
	}
	reads := make([]rangeRead, 0, len(ranges))
	for _, r := range ranges {
		req, used, empty := rangeRequest(idx.n, r, prefixed)
		if empty {
			continue
		}
		req.Reverse = l.IsReverse
		rr := rangeRead{req: req}
		if anyPrefix {
			// Keys hold prefixes of the values, so the key range is a
			// superset of the range: rows outside it are dropped here,
			// or two ranges could return the same row.
			rr.check, rr.cols = r, cols
		}
		for _, col := range r[used:] {
			if !unbounded(col) {
				rr.check, rr.cols = r, cols
				break
			}
		}
		reads = append(reads, rr)
	}
	return reads, nil
}

// unbounded reports whether a column's range admits every value, NULL
// included.
func unbounded(col sql.MySQLRangeColumnExpr) bool {
	_, lo := col.LowerBound.(sql.BelowNull)
	_, hi := col.UpperBound.(sql.AboveAll)
	return lo && hi
}

// inRange reports whether row's index columns lie in r.
func inRange(ctx context.Context, r sql.MySQLRange, cols []int, row sql.Row) (bool, error) {
	for k, col := range r {
		if k >= len(cols) {
			break
		}
		v := row[cols[k]]
		switch b := col.LowerBound.(type) {
		case sql.AboveAll:
			return false, nil
		case sql.AboveNull:
			if v == nil {
				return false, nil
			}
		case sql.Below: // v >= key
			if v == nil {
				return false, nil
			}
			if c, err := col.Typ.Compare(ctx, v, b.Key); err != nil || c < 0 {
				return false, err
			}
		case sql.Above: // v > key
			if v == nil {
				return false, nil
			}
			if c, err := col.Typ.Compare(ctx, v, b.Key); err != nil || c <= 0 {
				return false, err
			}
		}
		switch b := col.UpperBound.(type) {
		case sql.BelowNull:
			return false, nil
		case sql.AboveNull:
			if v != nil {
				return false, nil
			}
		case sql.Below: // v < key; NULL sorts first
			if v != nil {
				if c, err := col.Typ.Compare(ctx, v, b.Key); err != nil || c >= 0 {
					return false, err
				}
			}
		case sql.Above: // v <= key
			if v != nil {
				if c, err := col.Typ.Compare(ctx, v, b.Key); err != nil || c > 0 {
					return false, err
				}
			}
		}
	}
	return true, nil
}

// rangeRequest builds the key range for r; used is the number of r's
// columns the key range covers. A bound on a column the index keeps only a
// prefix of is made inclusive: 'abc' < 'abcde', yet both keys hold 'abc'.
func rangeRequest(n int, r sql.MySQLRange, prefixed []bool) (req engines.ReadRequest, used int, empty bool) {
	req.Index = n
	var prefix []any
	for i, col := range r {
		lo, hi := col.LowerBound, col.UpperBound
		if k, ok := pointKey(col); ok {
			prefix = append(prefix, k)
			continue
		}
		used = i + 1
		inclusive := i < len(prefixed) && prefixed[i]
		switch c := lo.(type) {
		case sql.Below:
			req.Lower = &engines.Bound{Key: with(prefix, c.Key), Inclusive: true}
		case sql.Above:
			req.Lower = &engines.Bound{Key: with(prefix, c.Key), Inclusive: inclusive}
		case sql.AboveNull:
			req.Lower = &engines.Bound{Key: with(prefix, nil)}
		case sql.AboveAll:
			return req, used, true
		default: // BelowNull: from the start of the prefix
			if len(prefix) > 0 {
				req.Lower = &engines.Bound{Key: prefix, Inclusive: true}
			}
		}
		switch c := hi.(type) {
		case sql.Above:
			req.Upper = &engines.Bound{Key: with(prefix, c.Key), Inclusive: true}
		case sql.Below:
			req.Upper = &engines.Bound{Key: with(prefix, c.Key), Inclusive: inclusive}
		case sql.AboveNull:
			req.Upper = &engines.Bound{Key: with(prefix, nil), Inclusive: true}
		case sql.BelowNull:
			return req, used, true
		default: // AboveAll: to the end of the prefix
			if len(prefix) > 0 {
				req.Upper = &engines.Bound{Key: prefix, Inclusive: true}
			}
		}
		return req, used, false
	}
	b := &engines.Bound{Key: prefix, Inclusive: true}
	req.Lower, req.Upper = b, b
	return req, len(r), false
}

func with(prefix []any, v any) []any {
	out := make([]any, len(prefix)+1)
	copy(out, prefix)
	out[len(prefix)] = v
	return out
}

// pointKey reports whether a column's range is a single value (or NULL).
func pointKey(col sql.MySQLRangeColumnExpr) (any, bool) {
	switch l := col.LowerBound.(type) {
	case sql.Below:
		if h, ok := col.UpperBound.(sql.Above); ok {
			if c, err := col.Typ.Compare(context.Background(), l.Key, h.Key); err == nil && c == 0 {
				return l.Key, true
			}
		}
	case sql.BelowNull:
		if _, ok := col.UpperBound.(sql.AboveNull); ok {
			return nil, true
		}
	}
	return nil, false
}
