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

// lookupRequests turns the analyzer's ranges into handler reads. Each
// MySQLRange becomes one key range: the leading columns that are exact
// points form a prefix and the first non-point column gives the bounds.
// Later columns are left to the filter go-mysql-server keeps above the
// lookup (PreciseMatch is false).
func lookupRequests(def *engines.TableDef, l sql.IndexLookup) ([]engines.ReadRequest, error) {
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
	reqs := make([]engines.ReadRequest, 0, len(ranges))
	for _, r := range ranges {
		req, empty := rangeRequest(idx.n, r)
		if empty {
			continue
		}
		req.Reverse = l.IsReverse
		reqs = append(reqs, req)
	}
	return reqs, nil
}

func rangeRequest(n int, r sql.MySQLRange) (req engines.ReadRequest, empty bool) {
	req.Index = n
	var prefix []any
	for _, col := range r {
		lo, hi := col.LowerBound, col.UpperBound
		if k, ok := pointKey(col); ok {
			prefix = append(prefix, k)
			continue
		}
		switch c := lo.(type) {
		case sql.Below:
			req.Lower = &engines.Bound{Key: with(prefix, c.Key), Inclusive: true}
		case sql.Above:
			req.Lower = &engines.Bound{Key: with(prefix, c.Key)}
		case sql.AboveNull:
			req.Lower = &engines.Bound{Key: with(prefix, nil)}
		case sql.AboveAll:
			return req, true
		default: // BelowNull: from the start of the prefix
			if len(prefix) > 0 {
				req.Lower = &engines.Bound{Key: prefix, Inclusive: true}
			}
		}
		switch c := hi.(type) {
		case sql.Above:
			req.Upper = &engines.Bound{Key: with(prefix, c.Key), Inclusive: true}
		case sql.Below:
			req.Upper = &engines.Bound{Key: with(prefix, c.Key)}
		case sql.AboveNull:
			req.Upper = &engines.Bound{Key: with(prefix, nil), Inclusive: true}
		case sql.BelowNull:
			return req, true
		default: // AboveAll: to the end of the prefix
			if len(prefix) > 0 {
				req.Upper = &engines.Bound{Key: prefix, Inclusive: true}
			}
		}
		return req, false
	}
	b := &engines.Bound{Key: prefix, Inclusive: true}
	req.Lower, req.Upper = b, b
	return req, false
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
