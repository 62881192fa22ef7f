// Package keyenc encodes index keys so that comparing the bytes
// (bytes.Compare) orders them as SQL orders the values: an ordered key-value
// store's byte order is then SQL order, and a range read is a cursor Seek.
//
// Every value is self-delimiting, so a key is the concatenation of its parts
// and a prefix of values encodes to a byte prefix of every key starting with
// those values. Layout of one value:
//
//	NULL               0x00                      (sorts first, as in MySQL)
//	signed integer     0x01 + 8 bytes big-endian, sign bit flipped
//	unsigned integer   0x01 + 8 bytes big-endian
//	float              0x01 + 8 bytes: IEEE bits, sign bit flipped when
//	                   positive, all bits inverted when negative
//	decimal            0x01 + sign class (0 neg, 1 zero, 2 pos) + exponent and
//	                   digits, all inverted when negative (see appendDecimal)
//	time               0x01 + microseconds since the epoch as a signed integer
//	text               0x01 + collation weights (or raw UTF-8 for binary
//	                   collations), escaped and terminated (see appendEscaped)
//	bytes              0x01 + raw bytes, escaped and terminated
//
// Text under a case- or accent-insensitive collation encodes to its weights,
// so 'abc' and 'ABC' are the same key; PAD SPACE collations drop trailing
// spaces first, so 'abc' and 'abc ' are too. Keys are therefore not
// reversible: rows are always read from the row store, never from a key.
package keyenc

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"time"
	"unsafe"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/shopspring/decimal"
)

const (
	tagNull    = 0x00
	tagPresent = 0x01
)

// kind says how a column's values are encoded.
type kind uint8

const (
	kindSigned kind = iota
	kindUnsigned
	kindFloat
	kindDecimal
	kindTime
	kindText
	kindBytes
)

// Part encodes the values of one key column.
type Part struct {
	Type   sql.Type
	Prefix uint16 // characters (text) or bytes (binary); 0 = whole value
	kind   kind
	// weights is nil for collations whose byte order is already their
	// sort order (binary collations over UTF-8).
	weights  sql.CollationSorter
	padSpace bool
}

// NewPart prepares the encoding of values of typ, optionally cut to a prefix.
func NewPart(typ sql.Type, prefix uint16) (Part, error) {
	p := Part{Type: typ, Prefix: prefix}
	switch {
	case types.IsSigned(typ) || types.IsYear(typ) || types.IsTimespan(typ):
		p.kind = kindSigned
	case types.IsUnsigned(typ) || types.IsEnum(typ) || types.IsSet(typ) || types.IsBit(typ):
		p.kind = kindUnsigned
	case types.IsFloat(typ):
		p.kind = kindFloat
	case types.IsDecimal(typ):
		p.kind = kindDecimal
	case types.IsTime(typ): // DATE, DATETIME, TIMESTAMP
		p.kind = kindTime
	case types.IsBinaryType(typ):
		p.kind = kindBytes
	case types.IsText(typ):
		p.kind = kindText
		coll := typ.(sql.TypeWithCollation).Collation()
		p.padSpace = coll.PadAttribute() == "PAD SPACE"
		if !isBinaryCollation(coll) {
			p.weights = coll.Sorter()
		}
	default:
		return p, fmt.Errorf("a %s column cannot be part of a key", typ.String())
	}
	return p, nil
}

// isBinaryCollation reports collations that order by code point, for which
// the UTF-8 bytes already sort correctly.
func isBinaryCollation(c sql.CollationID) bool {
	name := c.Name()
	return c == sql.Collation_binary || strings.HasSuffix(name, "_bin")
}

// Append appends the encoding of v (already converted to the part's type).
func (p *Part) Append(dst []byte, v any) ([]byte, error) {
	if v == nil {
		return append(dst, tagNull), nil
	}
	dst = append(dst, tagPresent)
	switch p.kind {
	case kindSigned:
		n, err := toInt64(v)
		if err != nil {
			return nil, err
		}
		return binary.BigEndian.AppendUint64(dst, uint64(n)^(1<<63)), nil
	case kindUnsigned:
		n, err := toUint64(v)
		if err != nil {
			return nil, err
		}
		return binary.BigEndian.AppendUint64(dst, n), nil
	case kindFloat:
		f, err := toFloat64(v)
		if err != nil {
			return nil, err
		}
		return appendFloat(dst, f), nil
	case kindDecimal:
		d, ok := v.(decimal.Decimal)
		if !ok {
			return nil, fmt.Errorf("keyenc: %T is not a decimal", v)
		}
		return appendDecimal(dst, d), nil
	case kindTime:
		t, ok := v.(time.Time)
		if !ok {
			return nil, fmt.Errorf("keyenc: %T is not a time", v)
		}
		return binary.BigEndian.AppendUint64(dst, uint64(t.UnixMicro())^(1<<63)), nil
	case kindBytes:
		b, err := toBytes(v)
		if err != nil {
			return nil, err
		}
		if p.Prefix > 0 && len(b) > int(p.Prefix) {
			b = b[:p.Prefix]
		}
		return appendEscaped(dst, b), nil
	default: // kindText
		s, err := toString(v)
		if err != nil {
			return nil, err
		}
		if p.Prefix > 0 {
			s = cutRunes(s, int(p.Prefix))
		}
		if p.padSpace {
			s = strings.TrimRight(s, " ")
		}
		if p.weights == nil {
			return appendEscaped(dst, stringBytes(s)), nil
		}
		return appendWeights(dst, s, p.weights), nil
	}
}

// Skip returns the bytes of key after the value p encodes at its start.
func (p *Part) Skip(key []byte) ([]byte, error) {
	if len(key) == 0 {
		return nil, errShort
	}
	if key[0] == tagNull {
		return key[1:], nil
	}
	key = key[1:]
	switch p.kind {
	case kindSigned, kindUnsigned, kindFloat, kindTime:
		if len(key) < 8 {
			return nil, errShort
		}
		return key[8:], nil
	case kindDecimal:
		return skipDecimal(key)
	default:
		return skipEscaped(key)
	}
}

var errShort = fmt.Errorf("keyenc: truncated key")

// Key encodes a sequence of key columns.
type Key []Part

// Append encodes values (a prefix of the key's columns is allowed).
func (k Key) Append(dst []byte, values []any) ([]byte, error) {
	if len(values) > len(k) {
		return nil, fmt.Errorf("keyenc: %d values for a %d-column key", len(values), len(k))
	}
	if dst == nil && len(values) > 0 {
		// One allocation for the usual key rather than one per append
		// that outgrows the last.
		dst = make([]byte, 0, sizeHint(values))
	}
	var err error
	for i, v := range values {
		if dst, err = k[i].Append(dst, v); err != nil {
			return nil, err
		}
	}
	return dst, nil
}

// sizeHint is the usual length of values' encoding: a string or binary
// part its length and 3 bytes (tag and terminator, room for an escaped
// zero), which a collation's weights may exceed (the append then grows
// the buffer); any other part at most 16 (an integer takes 9).
func sizeHint(values []any) int {
	n := 0
	for _, v := range values {
		switch x := v.(type) {
		case string:
			n += len(x) + 3
		case []byte:
			n += len(x) + 3
		default:
			n += 16
		}
	}
	return n
}

// Split returns the first len(k) encoded values of key and the rest.
func (k Key) Split(key []byte) (head, rest []byte, err error) {
	rest = key
	for i := range k {
		if rest, err = k[i].Skip(rest); err != nil {
			return nil, nil, err
		}
	}
	return key[:len(key)-len(rest)], rest, nil
}

// PrefixEnd returns the smallest key greater than every key that starts
// with prefix, or nil if there is none (prefix is all 0xff).
func PrefixEnd(prefix []byte) []byte {
	end := append([]byte(nil), prefix...)
	for i := len(end) - 1; i >= 0; i-- {
		if end[i] != 0xff {
			end[i]++
			return end[:i+1]
		}
	}
	return nil
}

// AppendUint64 appends n so that byte order is numeric order; used for
// hidden row ids.
func AppendUint64(dst []byte, n uint64) []byte {
	return binary.BigEndian.AppendUint64(append(dst, tagPresent), n)
}

func appendFloat(dst []byte, f float64) []byte {
	if f == 0 {
		f = 0 // -0 and +0 are equal in SQL
	}
	bits := math.Float64bits(f)
	if bits&(1<<63) != 0 {
		bits = ^bits
	} else {
		bits |= 1 << 63
	}
	return binary.BigEndian.AppendUint64(dst, bits)
}

// appendDecimal encodes d so that numerically equal decimals (1.25, 1.250)
// encode identically and byte order is numeric order. A non-zero value is
// written as 0.d1d2...dn × 10^e with d1 != 0 and dn != 0: a 2-byte biased
// exponent, the digits as ASCII, then a 0x00 terminator (shorter digit
// strings with the same leading digits are smaller). Negative values invert
// those bytes so larger magnitudes sort first.
func appendDecimal(dst []byte, d decimal.Decimal) []byte {
	sign := d.Sign()
	if sign == 0 {
		return append(dst, 1)
	}
	digits := d.Coefficient().String()
	if digits[0] == '-' {
		digits = digits[1:]
	}
	exp := int(d.Exponent()) + len(digits) // value = 0.digits × 10^exp
	digits = strings.TrimRight(digits, "0")
	start := len(dst) + 1
	if sign < 0 {
		dst = append(dst, 0)
	} else {
		dst = append(dst, 2)
	}
	dst = binary.BigEndian.AppendUint16(dst, uint16(exp+0x8000))
	dst = append(dst, digits...)
	dst = append(dst, 0)
	if sign < 0 {
		for i := start; i < len(dst); i++ {
			dst[i] = ^dst[i]
		}
	}
	return dst
}

func skipDecimal(key []byte) ([]byte, error) {
	if len(key) == 0 {
		return nil, errShort
	}
	class := key[0]
	if class == 1 {
		return key[1:], nil
	}
	if len(key) < 3 {
		return nil, errShort
	}
	term := byte(0)
	if class == 0 {
		term = 0xff
	}
	for i := 3; i < len(key); i++ {
		if key[i] == term {
			return key[i+1:], nil
		}
	}
	return nil, errShort
}

// appendEscaped writes b with 0x00 escaped as 0x00 0xff and terminates it
// with 0x00 0x01, so a shorter string sorts before any extension of it.
// The bytes between zeros are copied in bulk.
func appendEscaped(dst, b []byte) []byte {
	for {
		i := bytes.IndexByte(b, 0)
		if i < 0 {
			return append(append(dst, b...), 0, 1)
		}
		dst = append(append(dst, b[:i]...), 0, 0xff)
		b = b[i+1:]
	}
}

// stringBytes is s's bytes without a copy, for reading only.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

func skipEscaped(key []byte) ([]byte, error) {
	for i := 0; i+1 < len(key); i++ {
		if key[i] == 0 {
			if key[i+1] == 1 {
				return key[i+2:], nil
			}
			i++ // escaped zero
		}
	}
	return nil, errShort
}

// appendWeights writes the collation weight of each rune in an
// order-preserving variable-length form (1 byte below 2^7, 2 below 2^14, 3
// below 2^21, 4 below 2^28, else 5), escaped and terminated like bytes.
func appendWeights(dst []byte, s string, weight sql.CollationSorter) []byte {
	var buf [5]byte
	for _, r := range s {
		w := uint32(weight(r))
		var b []byte
		switch {
		case w < 1<<7:
			buf[0] = byte(w)
			b = buf[:1]
		case w < 1<<14:
			buf[0], buf[1] = 0x80|byte(w>>8), byte(w)
			b = buf[:2]
		case w < 1<<21:
			buf[0], buf[1], buf[2] = 0xc0|byte(w>>16), byte(w>>8), byte(w)
			b = buf[:3]
		case w < 1<<28:
			buf[0], buf[1], buf[2], buf[3] = 0xe0|byte(w>>24), byte(w>>16), byte(w>>8), byte(w)
			b = buf[:4]
		default:
			buf[0] = 0xf0
			binary.BigEndian.PutUint32(buf[1:], w)
			b = buf[:5]
		}
		for _, c := range b {
			if c == 0 {
				dst = append(dst, 0, 0xff)
			} else {
				dst = append(dst, c)
			}
		}
	}
	return append(dst, 0, 1)
}

func cutRunes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

func toInt64(v any) (int64, error) {
	switch n := v.(type) {
	case int8:
		return int64(n), nil
	case int16:
		return int64(n), nil
	case int32:
		return int64(n), nil
	case int64:
		return n, nil
	case int:
		return int64(n), nil
	case types.Timespan:
		return int64(n), nil
	case uint8, uint16, uint32, uint64, uint:
		u, _ := toUint64(v)
		if u > math.MaxInt64 {
			return math.MaxInt64, nil
		}
		return int64(u), nil
	}
	return 0, fmt.Errorf("keyenc: %T is not an integer", v)
}

func toUint64(v any) (uint64, error) {
	switch n := v.(type) {
	case uint8:
		return uint64(n), nil
	case uint16:
		return uint64(n), nil
	case uint32:
		return uint64(n), nil
	case uint64:
		return n, nil
	case uint:
		return uint64(n), nil
	case int8, int16, int32, int64, int:
		i, _ := toInt64(v)
		if i < 0 {
			return 0, nil
		}
		return uint64(i), nil
	}
	return 0, fmt.Errorf("keyenc: %T is not an unsigned integer", v)
}

func toFloat64(v any) (float64, error) {
	switch f := v.(type) {
	case float64:
		return f, nil
	case float32:
		return float64(f), nil
	}
	return 0, fmt.Errorf("keyenc: %T is not a float", v)
}

func toBytes(v any) ([]byte, error) {
	switch b := v.(type) {
	case []byte:
		return b, nil
	case string:
		return []byte(b), nil
	}
	return nil, fmt.Errorf("keyenc: %T is not binary", v)
}

func toString(v any) (string, error) {
	switch s := v.(type) {
	case string:
		return s, nil
	case []byte:
		return string(s), nil
	}
	return "", fmt.Errorf("keyenc: %T is not text", v)
}
