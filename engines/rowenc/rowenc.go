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
	n, w := binary.Uvarint(data)
	if w <= 0 || n != uint64(len(c.kinds)) {
		return nil, ErrCorrupt
	}
	data = data[w:]
	row := make(sql.Row, n)
	for i := range row {
		if len(data) == 0 {
			return nil, ErrCorrupt
		}
		tag := data[0]
		data = data[1:]
		if tag == 0 {
			continue
		}
		skip := want != nil && !want[i]
		v, rest, err := c.decodeValue(c.kinds[i], i, data, skip)
		if err != nil {
			return nil, err
		}
		if !skip {
			row[i] = v
		}
		data = rest
	}
	return row, nil
}

func (c *Codec) decodeValue(k kind, col int, data []byte, skip bool) (any, []byte, error) {
	switch k {
	case kInt8, kInt16, kInt32, kInt64, kYear, kTimespan:
		n, w := binary.Varint(data)
		if w <= 0 {
			return nil, nil, ErrCorrupt
		}
		if skip { // boxing an unwanted value would allocate
			return nil, data[w:], nil
		}
		switch k {
		case kInt8:
			return int8(n), data[w:], nil
		case kInt16:
			return int16(n), data[w:], nil
		case kInt32:
			return int32(n), data[w:], nil
		case kYear:
			return int16(n), data[w:], nil
		case kTimespan:
			return types.Timespan(n), data[w:], nil
		}
		return n, data[w:], nil
	case kUint8, kUint16, kUint32, kUint64, kEnum, kSet, kBit:
		n, w := binary.Uvarint(data)
		if w <= 0 {
			return nil, nil, ErrCorrupt
		}
		if skip {
			return nil, data[w:], nil
		}
		switch k {
		case kUint8:
			return uint8(n), data[w:], nil
		case kUint16, kEnum:
			return uint16(n), data[w:], nil
		case kUint32:
			return uint32(n), data[w:], nil
		}
		return n, data[w:], nil
	case kFloat32:
		if len(data) < 4 {
			return nil, nil, ErrCorrupt
		}
		if skip {
			return nil, data[4:], nil
		}
		return math.Float32frombits(binary.BigEndian.Uint32(data)), data[4:], nil
	case kFloat64:
		if len(data) < 8 {
			return nil, nil, ErrCorrupt
		}
		if skip {
			return nil, data[8:], nil
		}
		return math.Float64frombits(binary.BigEndian.Uint64(data)), data[8:], nil
	case kTime:
		n, w := binary.Varint(data)
		if w <= 0 {
			return nil, nil, ErrCorrupt
		}
		if skip {
			return nil, data[w:], nil
		}
		return time.UnixMicro(n).UTC(), data[w:], nil
	}
	// length-prefixed kinds
	l, w := binary.Uvarint(data)
	if w <= 0 || uint64(len(data)-w) < l {
		return nil, nil, ErrCorrupt
	}
	b, rest := data[w:w+int(l)], data[w+int(l):]
	if skip {
		return nil, rest, nil
	}
	switch k {
	case kString:
		return string(b), rest, nil
	case kBytes:
		return append([]byte{}, b...), rest, nil
	case kDecimal:
		d, err := decimal.NewFromString(string(b))
		if err != nil {
			return nil, nil, ErrCorrupt
		}
		return d, rest, nil
	case kJSON:
		v, _, err := types.JSON.Convert(context.Background(), string(b))
		if err != nil {
			return nil, nil, ErrCorrupt
		}
		return v, rest, nil
	case kGeometry:
		v, _, err := c.schema[col].Type.Convert(context.Background(), append([]byte{}, b...))
		if err != nil {
			return nil, nil, ErrCorrupt
		}
		return v, rest, nil
	}
	return nil, nil, ErrCorrupt
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
