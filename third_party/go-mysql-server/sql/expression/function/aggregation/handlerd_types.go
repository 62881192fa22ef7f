// handlerd: added file (see HANDLERD.md).

package aggregation

import (
	"github.com/shopspring/decimal"

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

// exactDigits is types.ExactDigits.
func exactDigits(t sql.Type) (precision, scale int, ok bool) { return types.ExactDigits(t) }

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

// windowSums are one partition's prefix sums for SUM and AVG over a
// window frame, summed as MySQL sums them (exactly over an integer or
// DECIMAL argument, as sumBuffer does, else as DOUBLE): entry i covers the
// partition's first i rows, so a frame's sum is a difference of two
// entries. counts are the non-NULL values, which make AVG's divisor and
// tell an all-NULL frame (whose SUM and AVG are NULL) from a zero sum. The
// release summed every argument as float64 and treated NULL as 0, so such
// a frame's SUM was 0 and its AVG panicked on NaN.
type windowSums struct {
	exact  bool
	scale  int32 // the argument's scale when exact
	dec    []decimal.Decimal
	flt    []float64
	counts []int
}

func (w *windowSums) start(ctx *sql.Context, interval sql.WindowInterval, buf sql.WindowBuffer, e sql.Expression) error {
	_, scale, exact := exactDigits(e.Type())
	w.exact, w.scale = exact, int32(scale)
	w.dec = append(w.dec[:0], decimal.Zero)
	w.flt = append(w.flt[:0], 0)
	w.counts = append(w.counts[:0], 0)
	running := NewSumBuffer(e)
	for i := interval.Start; i < interval.End; i++ {
		v, err := e.Eval(ctx, buf[i])
		if err != nil {
			return err
		}
		count := w.counts[len(w.counts)-1]
		if v != nil {
			running.PerformSum(ctx, v)
			count++
		}
		w.counts = append(w.counts, count)
		switch s := running.sum.(type) {
		case decimal.Decimal:
			w.dec = append(w.dec, s)
			w.flt = append(w.flt, s.InexactFloat64())
		case float64:
			w.dec = append(w.dec, decimal.NewFromFloat(s))
			w.flt = append(w.flt, s)
		}
	}
	return nil
}

// frame returns the sum of interval's values (a decimal.Decimal when the
// argument is exact, else a float64) and how many are not NULL.
func (w *windowSums) frame(interval sql.WindowInterval, partitionStart int) (any, int) {
	last := len(w.counts) - 1
	lo := min(max(interval.Start-partitionStart, 0), last)
	hi := min(max(interval.End-partitionStart, 0), last)
	if hi <= lo {
		return nil, 0
	}
	n := w.counts[hi] - w.counts[lo]
	if w.exact {
		return w.dec[hi].Sub(w.dec[lo]), n
	}
	return w.flt[hi] - w.flt[lo], n
}
