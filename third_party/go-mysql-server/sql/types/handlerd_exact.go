// handlerd: added file (see HANDLERD.md).

package types

import (
	"github.com/dolthub/vitess/go/sqltypes"

	"github.com/dolthub/go-mysql-server/sql"
)

// ExactDigits is the precision and scale of an exact type, an integer or a
// DECIMAL, as MySQL counts them for the types of expressions over it (SUM,
// AVG, CASE); ok is false for other types.
func ExactDigits(t sql.Type) (precision, scale int, ok bool) {
	if dt, isDec := t.(sql.DecimalType); isDec {
		return int(dt.Precision()), int(dt.Scale()), true
	}
	switch t.Type() {
	case sqltypes.Int8, sqltypes.Uint8:
		return 3, 0, true
	case sqltypes.Int16, sqltypes.Uint16:
		return 5, 0, true
	case sqltypes.Int24, sqltypes.Uint24:
		return 8, 0, true
	case sqltypes.Int32, sqltypes.Uint32:
		return 10, 0, true
	case sqltypes.Int64:
		return 19, 0, true
	case sqltypes.Uint64:
		return 20, 0, true
	}
	return 0, 0, false
}

// ExactCovering is the DECIMAL MySQL gives an expression whose value is
// one of two exact types (a CASE's branches, a UNION's column): wide
// enough for both, with the larger scale, so every value prints that many
// decimals (0.00 next to 1.50). ok is false unless both are exact.
func ExactCovering(l, r sql.Type) (t sql.DecimalType, ok bool) {
	lp, ls, lok := ExactDigits(l)
	rp, rs, rok := ExactDigits(r)
	if !lok || !rok {
		return nil, false
	}
	scale := max(ls, rs)
	precision := min(max(lp-ls, rp-rs)+scale, DecimalTypeMaxPrecision)
	dt, err := CreateColumnDecimalType(uint8(precision), uint8(min(scale, DecimalTypeMaxScale)))
	return dt, err == nil
}
