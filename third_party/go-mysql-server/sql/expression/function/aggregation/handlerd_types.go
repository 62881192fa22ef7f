// handlerd: added file (see HANDLERD.md).

package aggregation

import (
	"github.com/dolthub/vitess/go/sqltypes"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// MySQL's result types of SUM and AVG (Item_sum_sum, Item_sum_avg): over
// an exact argument (an integer or a DECIMAL) they are an exact DECIMAL,
// SUM with the argument's scale and 22 more digits, AVG with
// div_precision_increment (4) more decimals; over anything else a DOUBLE.
// SUM of a DECIMAL(10,2) prints 12.50, AVG of an INT 2.3333. The release
// typed both DOUBLE (and summed integers as float64).

const (
	sumExtraDigits = 22 // DECIMAL_LONGLONG_DIGITS
	avgExtraScale  = 4  // div_precision_increment's default
)

// exactDigits is the precision and scale of an exact (integer or DECIMAL)
// type; ok is false for other types.
func exactDigits(t sql.Type) (precision, scale int, ok bool) {
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

func exactResult(precision, scale int) sql.Type {
	scale = min(scale, types.DecimalTypeMaxScale)
	precision = min(max(precision, scale, 1), types.DecimalTypeMaxPrecision)
	// A column-defining type prints its scale's digits (12.50, not 12.5).
	dt, err := types.CreateColumnDecimalType(uint8(precision), uint8(scale))
	if err != nil {
		return types.Float64
	}
	return dt
}

func sumType(child sql.Type) sql.Type {
	if p, s, ok := exactDigits(child); ok {
		return exactResult(p+sumExtraDigits, s)
	}
	return types.Float64
}

func avgType(child sql.Type) sql.Type {
	if p, s, ok := exactDigits(child); ok {
		return exactResult(p+avgExtraScale, s+avgExtraScale)
	}
	return types.Float64
}
