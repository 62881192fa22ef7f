// handlerd: added file (see HANDLERD.md).

package expression

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// tupleEquals compares two row constructors as MySQL does: element by
// element, FALSE if a pair differs, else NULL if a pair has a NULL, else
// TRUE. (3, NULL) = (3, NULL) is NULL and (1, NULL) = (2, 3) FALSE; the
// release compared tuples as whole values, so the first was TRUE (and
// `(id, v) IN ((3, NULL))` matched) or failed with "value not nil".
func tupleEquals(ctx *sql.Context, l, r any, lt, rt sql.Type) (any, error) {
	lv, lok := l.([]any)
	rv, rok := r.([]any)
	ltt, ltok := lt.(types.TupleType)
	rtt, rtok := rt.(types.TupleType)
	if !lok || !rok || !ltok || !rtok || len(lv) != len(rv) || len(ltt) != len(lv) || len(rtt) != len(rv) {
		return nil, sql.ErrInvalidOperandColumns.New(types.NumColumns(lt), types.NumColumns(rt))
	}
	var result any = true
	for i := range lv {
		if lv[i] == nil || rv[i] == nil {
			result = nil
			continue
		}
		if isTuple(ltt[i]) || isTuple(rtt[i]) {
			eq, err := tupleEquals(ctx, lv[i], rv[i], ltt[i], rtt[i])
			if err != nil || eq == false {
				return eq, err
			}
			if eq == nil {
				result = nil
			}
			continue
		}
		cmp, err := compareAsIn(ctx, ltt[i], rtt[i], lv[i], rv[i])
		if err != nil {
			return nil, err
		}
		if cmp != 0 {
			return false, nil
		}
	}
	return result, nil
}

// compareAsIn compares two non-NULL values as IN compares its left value
// with a list element: a string with a number as DOUBLEs, as MySQL does
// (code IN (10, 7) finds '010' and ' 7'); in the element's type when that
// is a DECIMAL or a float; else in the left value's type (and collation).
func compareAsIn(ctx *sql.Context, lt, rt sql.Type, l, r any) (int, error) {
	if types.IsText(lt) && types.IsNumber(rt) {
		return compareAsDoubles(ctx, l, r)
	}
	typ := lt.Promote()
	if types.IsDecimal(rt) || types.IsFloat(rt) {
		typ = rt.Promote()
	}
	lc, err := convertOrTruncate(ctx, l, typ)
	if err != nil {
		return 0, err
	}
	rc, err := convertOrTruncate(ctx, r, typ)
	if err != nil {
		return 0, err
	}
	return typ.Compare(ctx, lc, rc)
}

// isTuple reports whether t is a row constructor's type.
func isTuple(t sql.Type) bool {
	_, ok := t.(types.TupleType)
	return ok
}

// compareAsDoubles compares two values as DOUBLEs, as MySQL compares a
// string with a number (a string's numeric prefix, 'abc' being 0).
func compareAsDoubles(ctx *sql.Context, l, r any) (int, error) {
	lf, _, err := types.Float64.Convert(ctx, l)
	if err != nil {
		lf = float64(0)
	}
	rf, _, err := types.Float64.Convert(ctx, r)
	if err != nil {
		rf = float64(0)
	}
	return types.Float64.Compare(ctx, lf, rf)
}

// textAgainstNumbers reports whether in compares a string with numbers,
// which a hash of the string cannot answer (HashInTuple).
func textAgainstNumbers(in *InTuple) bool {
	if !types.IsText(in.Left().Type()) {
		return false
	}
	tup, ok := in.Right().(Tuple)
	if !ok {
		return false
	}
	for _, el := range tup {
		if types.IsNumber(el.Type()) {
			return true
		}
	}
	return false
}
