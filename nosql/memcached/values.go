package memcached

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/encodings"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"
	"github.com/shopspring/decimal"

	"handlerd/internal/intfmt"
)

// Conversions between memcached's bytes and column values. Rows carry
// go-mysql-server's Go types, so a value written here reads back through
// SQL exactly as an INSERT of the same text would have stored it.

var bg = context.Background()

func strconvAppendUint(dst []byte, n uint64) []byte { return strconv.AppendUint(dst, n, 10) }

// appendColumn appends a column value as memcached text. NULL is empty.
func appendColumn(dst []byte, t sql.Type, v any) []byte {
	switch x := v.(type) {
	case nil:
		return dst
	case string:
		return append(dst, x...)
	case []byte:
		return append(dst, x...)
	case uint16:
		if et, ok := t.(sql.EnumType); ok {
			s, _ := et.At(int(x))
			return append(dst, s...)
		}
	case uint64:
		if st, ok := t.(sql.SetType); ok {
			s, _ := st.BitsToString(x)
			return append(dst, s...)
		}
	case float32:
		return strconv.AppendFloat(dst, float64(x), 'g', -1, 32)
	case float64:
		return strconv.AppendFloat(dst, x, 'g', -1, 64)
	case decimal.Decimal:
		return append(dst, x.String()...)
	case time.Time:
		return x.AppendFormat(dst, "2006-01-02 15:04:05")
	case types.Timespan:
		if s, ok := types.TimeText(nil, t, x); ok {
			return append(dst, s...) // a TIME(n) with its n digits
		}
	}
	// Integers, with the uint16 and uint64 of columns other than ENUM and SET.
	if out, ok := intfmt.Append(dst, v); ok {
		return out
	}
	return fmt.Append(dst, v)
}

// toColumn converts memcached text to a column's Go type, with the same
// range and length checks an SQL INSERT applies.
func toColumn(col *sql.Column, b []byte) (any, error) {
	t := col.Type
	if types.IsBinaryType(t) {
		v, _, err := t.Convert(bg, append([]byte(nil), b...))
		return v, err
	}
	if len(b) == 0 && !types.IsText(t) {
		if col.Nullable {
			return nil, nil
		}
		return t.Zero(), nil
	}
	v, inRange, err := t.Convert(bg, string(b))
	if err != nil {
		return nil, err
	}
	if inRange == sql.OutOfRange {
		return nil, fmt.Errorf("value %q out of range for column %s", b, col.Name)
	}
	return v, nil
}

// stringConv is toColumn for a string column that memcached keys and
// values usually go to (VARCHAR, TEXT, VARBINARY, BLOB), without
// go-mysql-server's Convert, its copies and, for text not valid UTF-8 in a
// single-byte character set, its decoding into UTF-8 with an allocation
// per character: it gives the value Convert gives where the value
// certainly fits, and ok false wherever Convert could answer otherwise
// (other types; CHAR and BINARY, which trim and pad; a value longer in
// bytes than the column's limit in characters; text that is neither valid
// UTF-8 nor in a character set taking any bytes), for toColumn to decide
// with Convert's errors.
type stringConv struct {
	kind     uint8 // convNone, convBytes ([]byte) or convText (string)
	limit    int64 // the longest value in bytes certain to fit
	anyBytes bool  // convText: every byte string is text (latin1)
}

const (
	convNone uint8 = iota
	convBytes
	convText
)

func newStringConv(t sql.Type) stringConv {
	st, ok := t.(types.StringType)
	if !ok {
		return stringConv{}
	}
	switch st.Type() {
	case sqltypes.VarBinary, sqltypes.Blob:
		return stringConv{kind: convBytes, limit: st.MaxCharacterLength()}
	case sqltypes.VarChar:
		// n bytes are at most n characters.
		return stringConv{kind: convText, limit: st.MaxCharacterLength(), anyBytes: takesAnyBytes(st.CharacterSet())}
	case sqltypes.Text:
		return stringConv{kind: convText, limit: st.MaxByteLength(), anyBytes: takesAnyBytes(st.CharacterSet())}
	}
	return stringConv{}
}

// convert gives b as the column's value without copying it: the value
// shares b's bytes, which must not change while it is in use (buildRow's
// items do not while their write runs; the table encodes the row and
// keeps none of it).
func (sc stringConv) convert(b []byte) (any, bool) {
	if sc.kind == convNone || int64(len(b)) > sc.limit {
		return nil, false
	}
	if sc.kind == convBytes {
		if len(b) == 0 {
			return []byte{}, true // not nil, as from Convert
		}
		return b[:len(b):len(b)], true
	}
	if !sc.anyBytes && !utf8.Valid(b) {
		return nil, false
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), true
}

// takesAnyBytes reports whether Convert takes any byte string as text in
// character set cs: for text that is not valid UTF-8 it asks cs's
// encoder to decode it, which for a single-byte character set mapped
// byte by byte (a RangeMap: latin1) decodes any string whose every byte
// decodes.
func takesAnyBytes(cs sql.CharacterSetID) bool {
	enc, ok := cs.Encoder().(*encodings.RangeMap)
	if !ok || cs.MaxLength() != 1 {
		return false
	}
	for b := 0; b < 256; b++ {
		if _, ok := enc.Decode([]byte{byte(b)}); !ok {
			return false
		}
	}
	return true
}

// intColumn stores an unsigned protocol number (flags, cas, exptime) in an
// integer column. Signed columns get the bits reinterpreted, so flags
// 0xffffffff survive a round trip through an INT column as -1.
func intColumn(col *sql.Column, u uint64) (any, error) {
	switch col.Type.ValueType().Kind() {
	case reflect.Int8:
		return int8(u), nil
	case reflect.Int16:
		return int16(u), nil
	case reflect.Int32:
		return int32(u), nil
	case reflect.Int64:
		return int64(u), nil
	case reflect.Uint8:
		return uint8(u), nil
	case reflect.Uint16:
		return uint16(u), nil
	case reflect.Uint32:
		return uint32(u), nil
	case reflect.Uint64:
		return u, nil
	}
	return toColumn(col, strconv.AppendUint(nil, u, 10))
}

// expColumn converts an absolute expiry time (Unix seconds, never
// negative) for the expire column. A time past what the column holds is
// stored as its largest value (for an INT column, January 2038) rather
// than wrapped, as intColumn wraps flags, into the past, which would
// expire the item at once: the binary protocol's exptimes are unsigned,
// and 0xffffffff is a time in 2106.
func expColumn(col *sql.Column, exp int64) (any, error) {
	limit, ok := intLimits[col.Type.ValueType().Kind()]
	if !ok {
		limit = math.MaxInt64
	}
	return intColumn(col, min(uint64(exp), limit))
}

// intLimits are the largest values of the integer kinds below 64 bits.
var intLimits = map[reflect.Kind]uint64{
	reflect.Int8: math.MaxInt8, reflect.Int16: math.MaxInt16, reflect.Int32: math.MaxInt32,
	reflect.Uint8: math.MaxUint8, reflect.Uint16: math.MaxUint16, reflect.Uint32: math.MaxUint32,
}

// uintOf reads an integer column back as the protocol number it stores.
func uintOf(v any) uint64 {
	switch x := v.(type) {
	case int8:
		return uint64(uint8(x))
	case int16:
		return uint64(uint16(x))
	case int32:
		return uint64(uint32(x))
	case int64:
		return uint64(x)
	case uint8:
		return uint64(x)
	case uint16:
		return uint64(x)
	case uint32:
		return uint64(x)
	case uint64:
		return x
	case string:
		n, _ := strconv.ParseUint(x, 10, 64)
		return n
	case []byte:
		n, _ := strconv.ParseUint(string(x), 10, 64)
		return n
	case decimal.Decimal:
		return uint64(x.IntPart())
	case float64:
		return uint64(x)
	}
	return 0
}

// stringOf returns a text column's value as a Go string ("" for NULL).
func stringOf(t sql.Type, v any) string { return string(appendColumn(nil, t, v)) }

// intOf reads a signed integer column (the expiry).
func intOf(v any) int64 {
	switch x := v.(type) {
	case int8:
		return int64(x)
	case int16:
		return int64(x)
	case int32:
		return int64(x)
	case int64:
		return x
	}
	return int64(uintOf(v))
}
