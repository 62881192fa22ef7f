package handlersocket

import (
	"context"
	"math"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"
	"github.com/dolthub/vitess/go/vt/proto/query"
	"github.com/shopspring/decimal"

	"handlerd/internal/intfmt"
)

// The plugin stores every wire value with Field::store(str, len,
// &my_charset_bin) on a thread that is not in strict mode, so a value that
// does not fit is cut to fit, never refused: "12abc" into an INT is 12,
// "abc" is 0, 300 into a TINYINT UNSIGNED is 255, a string too long for its
// column is truncated, a bad date is 0000-00-00. A column codec does the
// same with go-mysql-server's types: it tries the type's own Convert and,
// when that refuses, falls back to MySQL's non-strict rule for the type.

type colKind uint8

const (
	kindOther   colKind = iota
	kindInt             // signed integers
	kindUint            // unsigned integers
	kindFloat           // FLOAT, DOUBLE
	kindDecimal         // DECIMAL
	kindText            // CHAR, VARCHAR, TEXT
	kindBinary          // BINARY, VARBINARY, BLOB
)

// colCodec converts between the wire and one column's Go values.
type colCodec struct {
	typ      sql.Type
	base     query.Type
	kind     colKind
	nullable bool
	// text: the column's character set; utf8 sets need no transcoding.
	charset sql.CharacterSetID
	utf8    bool
	// maxLen is the longest value in characters (CHAR, VARCHAR) or bytes
	// (TEXT, binary types); 0 = unlimited.
	maxLen    int64
	lenBytes  bool
	min, max  int64  // kindInt range
	umax      uint64 // kindUint range
	float32   bool
	blob      bool // BLOB_FLAG in MySQL: TEXT, BLOB, JSON, geometry
	isDate    bool // DATE (val_int is YYYYMMDD)
	isDatetim bool // DATETIME, TIMESTAMP (val_int is YYYYMMDDhhmmss)
}

func newColCodec(col *sql.Column) colCodec {
	t := col.Type
	cc := colCodec{typ: t, base: t.Type(), nullable: col.Nullable}
	cc.blob = types.IsTextBlob(t) || types.IsJSON(t) || types.IsGeometry(t)
	switch cc.base {
	case sqltypes.Int8:
		cc.kind, cc.min, cc.max = kindInt, math.MinInt8, math.MaxInt8
	case sqltypes.Int16:
		cc.kind, cc.min, cc.max = kindInt, math.MinInt16, math.MaxInt16
	case sqltypes.Int24:
		cc.kind, cc.min, cc.max = kindInt, -1<<23, 1<<23-1
	case sqltypes.Int32:
		cc.kind, cc.min, cc.max = kindInt, math.MinInt32, math.MaxInt32
	case sqltypes.Int64:
		cc.kind, cc.min, cc.max = kindInt, math.MinInt64, math.MaxInt64
	case sqltypes.Uint8:
		cc.kind, cc.umax = kindUint, math.MaxUint8
	case sqltypes.Uint16:
		cc.kind, cc.umax = kindUint, math.MaxUint16
	case sqltypes.Uint24:
		cc.kind, cc.umax = kindUint, 1<<24-1
	case sqltypes.Uint32:
		cc.kind, cc.umax = kindUint, math.MaxUint32
	case sqltypes.Uint64:
		cc.kind, cc.umax = kindUint, math.MaxUint64
	case sqltypes.Float32:
		cc.kind, cc.float32 = kindFloat, true
	case sqltypes.Float64:
		cc.kind = kindFloat
	case sqltypes.Date:
		cc.isDate = true
	case sqltypes.Datetime, sqltypes.Timestamp:
		cc.isDatetim = true
	}
	if _, ok := t.(sql.DecimalType); ok {
		cc.kind = kindDecimal
	}
	if st, ok := t.(sql.StringType); ok && types.IsText(t) {
		cc.charset = st.CharacterSet()
		switch {
		case types.IsBinaryType(t):
			cc.kind, cc.maxLen, cc.lenBytes = kindBinary, st.MaxByteLength(), true
		default:
			cc.kind = kindText
			cc.utf8 = cc.charset == sql.CharacterSet_utf8mb4 || cc.charset == sql.CharacterSet_utf8mb3
			if cc.base == sqltypes.Text {
				cc.maxLen, cc.lenBytes = st.MaxByteLength(), true
			} else {
				cc.maxLen = st.Length()
			}
		}
	}
	return cc
}

// fromWire converts a decoded wire value (never NULL) to the column's Go
// type. raw may point into the connection's buffers; the result never does.
func (cc *colCodec) fromWire(raw []byte) any {
	switch cc.kind {
	case kindInt:
		return cc.boxInt(lenientInt(raw, cc.min, cc.max))
	case kindUint:
		return cc.boxUint(lenientUint(raw, cc.umax))
	case kindFloat:
		f := lenientFloat(raw)
		if cc.float32 {
			if math.Abs(f) > math.MaxFloat32 {
				f = math.Copysign(math.MaxFloat32, f)
			}
			return float32(f)
		}
		return f
	case kindDecimal:
		return cc.decimal(raw)
	case kindText:
		return cc.convert(cc.text(raw))
	case kindBinary:
		if cc.maxLen > 0 && int64(len(raw)) > cc.maxLen {
			raw = raw[:cc.maxLen]
		}
		return cc.convert(append([]byte{}, raw...))
	}
	return cc.convert(string(raw))
}

// convert is the type's own conversion, with the zero value (MySQL's
// "0000-00-00", 0 or ”) for what it refuses.
func (cc *colCodec) convert(v any) any {
	out, _, err := cc.typ.Convert(bg, v)
	if err != nil || out == nil {
		return cc.typ.Zero()
	}
	return out
}

// text decodes wire bytes in the column's character set to the UTF-8 Go
// string go-mysql-server keeps, cut to the column's length. In a utf8
// column each byte that starts no valid character becomes '?', as does
// each byte of a character utf8mb3 cannot hold: the plugin stores values
// from the binary character set, and MariaDB converts them so.
func (cc *colCodec) text(raw []byte) string {
	if !cc.utf8 {
		if dec, ok := cc.charset.Encoder().Decode(raw); ok {
			raw = dec
		}
	}
	var fixed []byte // raw with its bad bytes replaced, once there is one
	n, chars := 0, int64(0)
	for n < len(raw) {
		if cc.maxLen > 0 && !cc.lenBytes && chars == cc.maxLen {
			break
		}
		r, size, bad := rune(raw[n]), 1, false
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(raw[n:])
			if bad = r == utf8.RuneError && size <= 1; !bad && r > 0xFFFF && cc.charset == sql.CharacterSet_utf8mb3 {
				bad, size = true, 1 // each byte of a 4-byte character is a '?'
			}
		}
		written, out := n, size // bytes of the result so far, and of this character
		if fixed != nil {
			written = len(fixed)
		}
		if bad {
			out = 1 // '?'
		}
		if cc.maxLen > 0 && cc.lenBytes && int64(written+out) > cc.maxLen {
			break
		}
		if bad && fixed == nil {
			fixed = append(make([]byte, 0, len(raw)), raw[:n]...)
		}
		switch {
		case bad:
			fixed = append(fixed, '?')
		case fixed != nil:
			fixed = append(fixed, raw[n:n+size]...)
		}
		n += size
		chars++
	}
	if fixed != nil {
		return string(fixed)
	}
	return string(raw[:n])
}

func (cc *colCodec) decimal(raw []byte) any {
	if v, _, err := cc.typ.Convert(bg, string(raw)); err == nil && v != nil {
		return v
	}
	num := numericPrefix(raw)
	if len(num) == 0 {
		return cc.typ.Zero()
	}
	d, err := decimal.NewFromString(string(num))
	if err != nil {
		return cc.typ.Zero()
	}
	if v, _, err := cc.typ.Convert(bg, d); err == nil && v != nil {
		return v
	}
	// Out of range: clamp to the largest value the column holds.
	dt := cc.typ.(sql.DecimalType)
	max := dt.ExclusiveUpperBound().Sub(decimal.New(1, -int32(dt.Scale())))
	if d.Sign() < 0 {
		max = max.Neg()
	}
	return cc.convert(max)
}

func (cc *colCodec) boxInt(v int64) any {
	switch cc.base {
	case sqltypes.Int8:
		return int8(v)
	case sqltypes.Int16:
		return int16(v)
	case sqltypes.Int24, sqltypes.Int32:
		return int32(v)
	}
	return v
}

func (cc *colCodec) boxUint(v uint64) any {
	switch cc.base {
	case sqltypes.Uint8:
		return uint8(v)
	case sqltypes.Uint16:
		return uint16(v)
	case sqltypes.Uint24, sqltypes.Uint32:
		return uint32(v)
	}
	return v
}

// numericPrefix returns the longest prefix of s (after leading spaces)
// that reads as a decimal number: sign, digits, fraction, exponent.
func numericPrefix(s []byte) []byte {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	start, j := i, i
	if j < len(s) && (s[j] == '+' || s[j] == '-') {
		j++
	}
	digits := 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j, digits = j+1, digits+1
	}
	if j < len(s) && s[j] == '.' {
		j++
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j, digits = j+1, digits+1
		}
	}
	if digits == 0 {
		return nil
	}
	end := j
	if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
		j++
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && s[j] >= '0' && s[j] <= '9' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			end = j
		}
	}
	return s[start:end]
}

func isPlainInt(s []byte) bool {
	for i, c := range s {
		if (c < '0' || c > '9') && !(i == 0 && (c == '-' || c == '+')) {
			return false
		}
	}
	return true
}

// lenientInt reads s as MySQL stores a string into a signed integer
// column: the numeric prefix, rounded, clamped to [lo, hi].
func lenientInt(s []byte, lo, hi int64) int64 {
	num := numericPrefix(s)
	var v int64
	switch {
	case len(num) == 0:
		return 0
	case isPlainInt(num):
		var err error
		if v, err = strconv.ParseInt(string(num), 10, 64); err != nil {
			// ErrRange: v is already clamped to the int64 range
			if num[0] == '-' {
				v = math.MinInt64
			} else {
				v = math.MaxInt64
			}
		}
	default:
		f, _ := strconv.ParseFloat(string(num), 64)
		v = clampFloat(math.Round(f))
	}
	return min(max(v, lo), hi)
}

// lenientUint is lenientInt for unsigned columns: negatives become 0.
func lenientUint(s []byte, max uint64) uint64 {
	num := numericPrefix(s)
	var v uint64
	switch {
	case len(num) == 0 || num[0] == '-':
		return 0
	case isPlainInt(num):
		if num[0] == '+' {
			num = num[1:]
		}
		var err error
		if v, err = strconv.ParseUint(string(num), 10, 64); err != nil {
			v = math.MaxUint64
		}
	default:
		f, _ := strconv.ParseFloat(string(num), 64)
		switch f = math.Round(f); {
		case f <= 0:
			v = 0
		case f >= math.MaxUint64:
			v = math.MaxUint64
		default:
			v = uint64(f)
		}
	}
	if v > max {
		v = max
	}
	return v
}

func lenientFloat(s []byte) float64 {
	num := numericPrefix(s)
	if len(num) == 0 {
		return 0
	}
	f, _ := strconv.ParseFloat(string(num), 64)
	if math.IsInf(f, 0) {
		f = math.Copysign(math.MaxFloat64, f)
	}
	return f
}

func clampFloat(f float64) int64 {
	switch {
	case f >= math.MaxInt64:
		return math.MaxInt64
	case f <= math.MinInt64:
		return math.MinInt64
	}
	return int64(f)
}

// valInt is MySQL's Field::val_int, which the + and - modifiers read.
func (cc *colCodec) valInt(lc *lazyCtx, v any) int64 {
	switch x := v.(type) {
	case int8:
		return int64(x)
	case int16:
		return int64(x)
	case int32:
		return int64(x)
	case int64:
		return x
	case uint8:
		return int64(x)
	case uint16:
		return int64(x)
	case uint32:
		return int64(x)
	case uint64:
		return int64(x) // val_int wraps BIGINT UNSIGNED values above 2^63
	case float32:
		return clampFloat(math.RoundToEven(float64(x)))
	case float64:
		return clampFloat(math.RoundToEven(x))
	case decimal.Decimal:
		return clampFloat(x.Round(0).InexactFloat64())
	case time.Time:
		d := int64(x.Year())*10000 + int64(x.Month())*100 + int64(x.Day())
		if cc.isDatetim {
			d = d*1000000 + int64(x.Hour())*10000 + int64(x.Minute())*100 + int64(x.Second())
		}
		return d
	}
	text := cc.appendText(lc, nil, v)
	return lenientInt(text, math.MinInt64, math.MaxInt64)
}

// appendWire appends v's text form, escaped, as the plugin's resp_record
// sends Field::val_str: NULL is a lone 0x00.
func (cc *colCodec) appendWire(lc *lazyCtx, dst []byte, v any) []byte {
	if v == nil {
		return append(dst, 0)
	}
	switch cc.kind {
	case kindInt, kindUint:
		if out, ok := intfmt.Append(dst, v); ok {
			return out
		}
	case kindBinary, kindText:
		if cc.kind == kindBinary || cc.utf8 {
			switch x := v.(type) {
			case string:
				return appendEscaped(dst, x)
			case []byte:
				return appendEscaped(dst, x)
			}
		}
	}
	start := len(dst)
	dst = cc.appendText(lc, dst, v)
	if !needsEscape(dst[start:]) {
		return dst
	}
	text := append([]byte(nil), dst[start:]...)
	return appendEscaped(dst[:start], text)
}

// appendText appends the text form the MySQL text protocol shows for v:
// the column type's SQL rendering, in the column's own character set (the
// plugin sends stored bytes, never transcoded).
func (cc *colCodec) appendText(lc *lazyCtx, dst []byte, v any) []byte {
	if cc.kind == kindText && !cc.utf8 {
		var s []byte
		switch x := v.(type) {
		case string:
			s = []byte(x)
		case []byte:
			s = x
		}
		if s != nil {
			if enc, ok := cc.charset.Encoder().Encode(s); ok {
				return append(dst, enc...)
			}
			return append(dst, s...)
		}
	}
	val, err := cc.typ.SQL(lc.get(), nil, v)
	if err != nil {
		return dst
	}
	return append(dst, val.Raw()...)
}

func needsEscape(b []byte) bool {
	for _, c := range b {
		if c < noEscapeMin {
			return true
		}
	}
	return false
}

// zero is the type's zero value in the Go type its columns hold (Zero() of
// a BINARY type is a string, its values are byte slices).
func (cc *colCodec) zero() any {
	z := cc.typ.Zero()
	if v, _, err := cc.typ.Convert(bg, z); err == nil && v != nil {
		return v
	}
	return z
}

// bg is the context for conversions and comparisons, which need none.
var bg = context.Background()

// lazyCtx makes a go-mysql-server context on first use: only some types'
// text rendering and expression defaults need one, and each costs about
// 30 KB (a copy of every session variable), too much to spend on each of
// thousands of idle connections.
type lazyCtx struct{ ctx *sql.Context }

func (l *lazyCtx) get() *sql.Context {
	if l.ctx == nil {
		l.ctx = sql.NewContext(bg)
	}
	return l.ctx
}
