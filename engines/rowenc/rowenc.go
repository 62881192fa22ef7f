// Package rowenc stores rows as bytes and reads them back as the exact Go
// values go-mysql-server uses for each column type. Unlike keys, the row
// encoding is lossless and need not be ordered.
//
// Layout: uvarint column count, then per column a tag byte (0 = NULL,
// 1 = value) followed by the value: varints for integers, fixed 4/8 bytes for
// floats, length-prefixed bytes for text, binary, decimals (their string
// form) and JSON (its text).
package rowenc

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"

	"github.com/shopspring/decimal"
	"handlerd/engines"
)

type kind uint8

const (
	kInt8 kind = iota
	kInt16
	kInt32
	kInt64
	kUint8
	kUint16
	kUint32
	kUint64
	kFloat32
	kFloat64
	kDecimal
	kTime
	kTimespan
	kYear
	kEnum
	kSet
	kBit
	kString
	kBytes
	kJSON
	kGeometry
)

// Codec encodes and decodes rows of one schema.
type Codec struct {
	schema sql.Schema
	kinds  []kind
}

// New prepares a codec for schema.
func New(schema sql.Schema) (*Codec, error) {
	c := &Codec{schema: schema, kinds: make([]kind, len(schema))}
	for i, col := range schema {
		k, err := kindOf(col.Type)
		if err != nil {
			return nil, fmt.Errorf("column %s: %w", col.Name, err)
		}
		c.kinds[i] = k
	}
	return c, nil
}

func kindOf(t sql.Type) (kind, error) {
	switch {
	case types.IsEnum(t):
		return kEnum, nil
	case types.IsSet(t):
		return kSet, nil
	case types.IsBit(t):
		return kBit, nil
	case types.IsYear(t):
		return kYear, nil
	case types.IsTimespan(t):
		return kTimespan, nil
	case types.IsDecimal(t):
		return kDecimal, nil
	case types.IsTime(t):
		return kTime, nil
	case types.IsJSON(t):
		return kJSON, nil
	case types.IsGeometry(t):
		return kGeometry, nil
	case types.IsBinaryType(t):
		return kBytes, nil
	case types.IsText(t):
		return kString, nil
	}
	switch t.ValueType().Kind().String() {
	case "int8":
		return kInt8, nil
	case "int16":
		return kInt16, nil
	case "int32":
		return kInt32, nil
	case "int64":
		return kInt64, nil
	case "uint8":
		return kUint8, nil
	case "uint16":
		return kUint16, nil
	case "uint32":
		return kUint32, nil
	case "uint64":
		return kUint64, nil
	case "float32":
		return kFloat32, nil
	case "float64":
		return kFloat64, nil
	}
	return 0, fmt.Errorf("unsupported column type %s", t.String())
}

// Schema returns the schema the codec was built for.
func (c *Codec) Schema() sql.Schema { return c.schema }

// Encode appends the encoding of row to dst. Values must already have the
// column's Go type (as after sql.Type.Convert); a few interchangeable
// representations (string for []byte, JSON wrappers) are accepted.
func (c *Codec) Encode(dst []byte, row sql.Row) ([]byte, error) {
	if len(row) != len(c.kinds) {
		return nil, fmt.Errorf("rowenc: row has %d values, schema %d", len(row), len(c.kinds))
	}
	dst = binary.AppendUvarint(dst, uint64(len(row)))
	for i, v := range row {
		if v == nil {
			dst = append(dst, 0)
			continue
		}
		dst = append(dst, 1)
		var err error
		if dst, err = appendValue(dst, c.kinds[i], v); err != nil {
			return nil, fmt.Errorf("column %s: %w", c.schema[i].Name, err)
		}
	}
	return dst, nil
}

func appendValue(dst []byte, k kind, v any) ([]byte, error) {
	switch k {
	case kInt8, kInt16, kInt32, kInt64, kYear, kTimespan:
		n, ok := asInt64(v)
		if !ok {
			return nil, typeErr(v)
		}
		return binary.AppendVarint(dst, n), nil
	case kUint8, kUint16, kUint32, kUint64, kEnum, kSet, kBit:
		n, ok := asUint64(v)
		if !ok {
			return nil, typeErr(v)
		}
		return binary.AppendUvarint(dst, n), nil
	case kFloat32:
		f, ok := v.(float32)
		if !ok {
			f64, ok2 := v.(float64)
			if !ok2 {
				return nil, typeErr(v)
			}
			f = float32(f64)
		}
		return binary.BigEndian.AppendUint32(dst, math.Float32bits(f)), nil
	case kFloat64:
		f, ok := v.(float64)
		if !ok {
			f32, ok2 := v.(float32)
			if !ok2 {
				return nil, typeErr(v)
			}
			f = float64(f32)
		}
		return binary.BigEndian.AppendUint64(dst, math.Float64bits(f)), nil
	case kDecimal:
		d, ok := v.(decimal.Decimal)
		if !ok {
			return nil, typeErr(v)
		}
		// Keep the scale: String drops trailing zeros, and DECIMAL(18,16)
		// must read back as 2.5633000000000370, not 2.563300000000037.
		s := d.String()
		if e := d.Exponent(); e < 0 {
			s = d.StringFixed(-e)
		}
		return appendBytes(dst, []byte(s)), nil
	case kTime:
		t, ok := v.(time.Time)
		if !ok {
			return nil, typeErr(v)
		}
		return binary.AppendVarint(dst, t.UnixMicro()), nil
	case kString, kBytes:
		switch s := v.(type) {
		case string:
			return appendBytes(dst, []byte(s)), nil
		case []byte:
			return appendBytes(dst, s), nil
		}
		return nil, typeErr(v)
	case kJSON:
		w, ok := v.(sql.JSONWrapper)
		if !ok {
			return nil, typeErr(v)
		}
		s, err := types.JsonToMySqlString(w)
		if err != nil {
			return nil, err
		}
		return appendBytes(dst, []byte(s)), nil
	case kGeometry:
		g, ok := v.(types.GeometryValue)
		if !ok {
			return nil, typeErr(v)
		}
		return appendBytes(dst, g.Serialize()), nil
	}
	return nil, typeErr(v)
}

func typeErr(v any) error { return fmt.Errorf("rowenc: unexpected value type %T", v) }

func appendBytes(dst, b []byte) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(b)))
	return append(dst, b...)
}

// ErrCorrupt reports bytes that are not a row of this schema.
var ErrCorrupt = errors.New("rowenc: corrupt row")

// Decode reads a row. When want is non-nil, only those columns are decoded
// and the others are left nil.
func (c *Codec) Decode(data []byte, want []bool) (sql.Row, error) {
	data, err := c.columns(data)
	if err != nil {
		return nil, err
	}
	row := make(sql.Row, len(c.kinds))
	for i := range row {
		var f []byte
		if f, data, err = c.nextField(i, data); err != nil {
			return nil, err
		}
		if f == nil || want != nil && !want[i] {
			continue // NULL, or not decoded: boxing a value allocates
		}
		if row[i], err = c.decodeField(c.kinds[i], i, f); err != nil {
			return nil, err
		}
	}
	return row, nil
}

// columns checks a row's column count and returns the encoding of its
// columns, which nextField splits.
func (c *Codec) columns(data []byte) ([]byte, error) {
	n, w := binary.Uvarint(data)
	if w <= 0 || n != uint64(len(c.kinds)) {
		return nil, ErrCorrupt
	}
	return data[w:], nil
}

// nextField splits column i's field (nil for NULL) from data, the
// encoding of columns i and on.
func (c *Codec) nextField(i int, data []byte) (f, rest []byte, err error) {
	if len(data) == 0 {
		return nil, nil, ErrCorrupt
	}
	if data[0] == 0 {
		return nil, data[1:], nil
	}
	return field(c.kinds[i], data[1:])
}

// Fields splits data, a row as Encode wrote it, into its columns'
// encodings without decoding them: dst[i] is column i's field, nil for
// NULL and for the columns want leaves out. The fields point into data.
// Where IsBytes(i), a field is the value's bytes as they are (strings
// and binary strings); DecodeField decodes any field.
func (c *Codec) Fields(dst [][]byte, data []byte, want []bool) ([][]byte, error) {
	data, err := c.columns(data)
	if err != nil {
		return nil, err
	}
	dst = append(dst[:0], make([][]byte, len(c.kinds))...)
	for i := range dst {
		var f []byte
		if f, data, err = c.nextField(i, data); err != nil {
			return nil, err
		}
		if want == nil || want[i] {
			dst[i] = f
		}
	}
	return dst, nil
}

// IsBytes reports whether column i's fields are its values' bytes.
func (c *Codec) IsBytes(i int) bool { return c.kinds[i] == kString || c.kinds[i] == kBytes }

// DecodeField decodes f, column i's field from Fields (not NULL).
func (c *Codec) DecodeField(i int, f []byte) (any, error) { return c.decodeField(c.kinds[i], i, f) }

// Int decodes f, column i's field from Fields (not NULL), when column i
// holds integers (TINYINT to BIGINT, signed or not) without boxing the
// value as DecodeField does: n is the value (an unsigned one's bits),
// bits the column's width. ok is false for any other column.
func (c *Codec) Int(i int, f []byte) (n int64, bits int, unsigned, ok bool) {
	k := c.kinds[i]
	switch k {
	case kInt8, kInt16, kInt32, kInt64:
		v, w := binary.Varint(f)
		return v, 8 << (k - kInt8), false, w > 0
	case kUint8, kUint16, kUint32, kUint64:
		v, w := binary.Uvarint(f)
		return int64(v), 8 << (k - kUint8), true, w > 0
	}
	return 0, 0, false, false
}

// field splits the value data starts with, of kind k, from what follows:
// for length-prefixed kinds the field is the content, else the value's
// varint or fixed-size encoding. It is never nil.
func field(k kind, data []byte) (f, rest []byte, err error) {
	switch k {
	case kInt8, kInt16, kInt32, kInt64, kYear, kTimespan, kTime,
		kUint8, kUint16, kUint32, kUint64, kEnum, kSet, kBit:
		// A signed varint is as long as the unsigned one of its bits.
		_, w := binary.Uvarint(data)
		if w <= 0 {
			return nil, nil, ErrCorrupt
		}
		return data[:w], data[w:], nil
	case kFloat32, kFloat64:
		w := 4
		if k == kFloat64 {
			w = 8
		}
		if len(data) < w {
			return nil, nil, ErrCorrupt
		}
		return data[:w], data[w:], nil
	}
	l, w := binary.Uvarint(data)
	if w <= 0 || uint64(len(data)-w) < l {
		return nil, nil, ErrCorrupt
	}
	return data[w : w+int(l)], data[w+int(l):], nil
}

// decodeField decodes a field of kind k (see field) of column col.
func (c *Codec) decodeField(k kind, col int, b []byte) (any, error) {
	switch k {
	case kInt8, kInt16, kInt32, kInt64, kYear, kTimespan, kTime:
		n, w := binary.Varint(b)
		if w <= 0 {
			return nil, ErrCorrupt
		}
		switch k {
		case kInt8:
			return int8(n), nil
		case kInt16, kYear:
			return int16(n), nil
		case kInt32:
			return int32(n), nil
		case kTimespan:
			return types.Timespan(n), nil
		case kTime:
			return time.UnixMicro(n).UTC(), nil
		}
		return n, nil
	case kUint8, kUint16, kUint32, kUint64, kEnum, kSet, kBit:
		n, w := binary.Uvarint(b)
		if w <= 0 {
			return nil, ErrCorrupt
		}
		switch k {
		case kUint8:
			return uint8(n), nil
		case kUint16, kEnum:
			return uint16(n), nil
		case kUint32:
			return uint32(n), nil
		}
		return n, nil
	case kFloat32:
		return math.Float32frombits(binary.BigEndian.Uint32(b)), nil
	case kFloat64:
		return math.Float64frombits(binary.BigEndian.Uint64(b)), nil
	case kString:
		return string(b), nil
	case kBytes:
		return append([]byte{}, b...), nil
	case kDecimal:
		d, err := decimal.NewFromString(string(b))
		if err != nil {
			return nil, ErrCorrupt
		}
		return d, nil
	case kJSON:
		v, _, err := types.JSON.Convert(context.Background(), string(b))
		if err != nil {
			return nil, ErrCorrupt
		}
		return v, nil
	case kGeometry:
		v, _, err := c.schema[col].Type.Convert(context.Background(), append([]byte{}, b...))
		if err != nil {
			return nil, ErrCorrupt
		}
		return v, nil
	}
	return nil, ErrCorrupt
}

func asInt64(v any) (int64, bool) {
	switch n := v.(type) {
	case int8:
		return int64(n), true
	case int16:
		return int64(n), true
	case int32:
		return int64(n), true
	case int64:
		return n, true
	case int:
		return int64(n), true
	case types.Timespan:
		return int64(n), true
	}
	return 0, false
}

func asUint64(v any) (uint64, bool) {
	switch n := v.(type) {
	case uint8:
		return uint64(n), true
	case uint16:
		return uint64(n), true
	case uint32:
		return uint64(n), true
	case uint64:
		return n, true
	case uint:
		return uint64(n), true
	}
	return 0, false
}

// RawGetter is an optional engines.Table capability of tables that store
// rows in this encoding (engines/kv): a point read by full primary key
// that hands fn the row's stored encoding instead of decoding it, so a
// reader that copies column values straight to its output (HandlerSocket
// finds, memcached gets) splits it with Codec.Fields. data is valid only
// during the call; found is false, and fn not called, without such a row.
type RawGetter interface {
	GetRaw(tx engines.Txn, pk []any, fn func(c *Codec, data []byte) error) (found bool, err error)
}
