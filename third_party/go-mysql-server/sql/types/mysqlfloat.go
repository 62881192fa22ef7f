// handlerd: added file (see HANDLERD.md).

package types

import (
	"bytes"
	"math"
	"strconv"
)

// handlerd: added. AppendMySQLFloat writes a FLOAT or DOUBLE value as
// MySQL (and MariaDB) send it in the text protocol: the shortest digits
// that read back as the same double (a FLOAT at most 6 significant
// digits, FLT_DIG, so that 0.1 stored in a FLOAT prints 0.1), written
// without an exponent when the decimal point falls within 15 digits
// (DBL_DIG) of the first digit, and otherwise as d.ddde[-]N with no '+'
// and no zero padding in the exponent: 1e10 prints 10000000000, 3e38 and
// -1e300 print 3e38 and -1e300, 1e-300 prints 1e-300, 16777216 stored in
// a FLOAT prints 16777200. The release printed Go's %g (1e+10, 3e+38).
//
// The rules are those of MySQL's my_gcvt() for a field wide enough for
// every digit (the width the server passes when it sends a value).
func AppendMySQLFloat(dest []byte, v float64, isFloat32 bool) []byte {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return strconv.AppendFloat(dest, v, 'g', -1, 64)
	}
	if v < 0 { // -0 prints 0, as in MariaDB

		dest = append(dest, '-')
		v = -v
	}
	digits, decpt := floatDigits(v, isFloat32)
	n := len(digits)
	const maxDecptForF = 15 // DBL_DIG
	if decpt >= -maxDecptForF+1 && (decpt <= maxDecptForF || n > decpt) {
		switch {
		case decpt <= 0:
			dest = append(dest, '0', '.')
			for i := decpt; i < 0; i++ {
				dest = append(dest, '0')
			}
			return append(dest, digits...)
		case decpt >= n:
			dest = append(dest, digits...)
			for i := n; i < decpt; i++ {
				dest = append(dest, '0')
			}
			return dest
		default:
			dest = append(dest, digits[:decpt]...)
			dest = append(dest, '.')
			return append(dest, digits[decpt:]...)
		}
	}
	dest = append(dest, digits[0])
	if n > 1 {
		dest = append(dest, '.')
		dest = append(dest, digits[1:]...)
	}
	dest = append(dest, 'e')
	return strconv.AppendInt(dest, int64(decpt-1), 10)
}

// floatDigits returns the significant digits of v >= 0 (no trailing
// zeros; "0" for zero) and the position of the decimal point relative to
// the first digit (0.5 is "5", 0; 25 is "25", 2): the shortest digits
// that read back as v, or for a FLOAT at most 6 digits, rounded.
func floatDigits(v float64, isFloat32 bool) ([]byte, int) {
	if v == 0 {
		return []byte{'0'}, 1
	}
	var buf [32]byte
	s := strconv.AppendFloat(buf[:0], v, 'e', -1, 64)
	if isFloat32 {
		// The digits of the double the FLOAT widens to, at most FLT_DIG of
		// them (MySQL's dtoa mode 4 with 6 digits).
		if mant := bytes.IndexByte(s, 'e'); mant > 7 { // "d." + more than 5 digits
			s = strconv.AppendFloat(buf[:0], v, 'e', 5, 64)
		}
	}
	e := bytes.IndexByte(s, 'e')
	exp, _ := strconv.Atoi(string(s[e+1:]))
	digits := make([]byte, 0, e)
	for _, c := range s[:e] {
		if c != '.' {
			digits = append(digits, c)
		}
	}
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
	}
	return digits, exp + 1
}
