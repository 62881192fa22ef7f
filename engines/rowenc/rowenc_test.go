package rowenc

import (
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/shopspring/decimal"
)

// A DECIMAL keeps its scale through the encoding: go-mysql-server prints
// DECIMAL(18,16) 2.5633000000000370 with its trailing zero.
func TestDecimalKeepsScale(t *testing.T) {
	typ := types.MustCreateDecimalType(18, 16)
	c, err := New(sql.Schema{{Name: "d", Type: typ, Nullable: true}})
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"2.5633000000000370", "-2.5633000000000384", "0.0000000000000000", "10.5000000000000000"} {
		v, _, err := typ.Convert(t.Context(), in)
		if err != nil {
			t.Fatal(err)
		}
		enc, err := c.Encode(nil, sql.Row{v})
		if err != nil {
			t.Fatal(err)
		}
		row, err := c.Decode(enc, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := row[0].(decimal.Decimal)
		if got.StringFixed(-got.Exponent()) != in || !got.Equal(v.(decimal.Decimal)) {
			t.Errorf("%s: read back %s (exponent %d)", in, got.String(), got.Exponent())
		}
	}
}

// Decode with a want mask returns the wanted columns as a full decode
// does, leaves the others nil, and allocates nothing for unwanted
// fixed-width values.
func TestDecodeWanted(t *testing.T) {
	schema := sql.Schema{
		{Name: "i", Type: types.Int32}, {Name: "u", Type: types.Uint64}, {Name: "f", Type: types.Float32},
		{Name: "d", Type: types.Float64}, {Name: "t", Type: types.Datetime}, {Name: "s", Type: types.Text},
		{Name: "n", Type: types.Int64, Nullable: true}, {Name: "b", Type: types.Int8},
	}
	c, err := New(schema)
	if err != nil {
		t.Fatal(err)
	}
	tm, _, _ := types.Datetime.Convert(t.Context(), "2020-01-02 03:04:05")
	enc, err := c.Encode(nil, sql.Row{int32(-70000), uint64(1) << 40, float32(1.5), 2.25, tm, "text", nil, int8(-3)})
	if err != nil {
		t.Fatal(err)
	}
	full, err := c.Decode(enc, nil)
	if err != nil {
		t.Fatal(err)
	}
	for mask := 0; mask < 1<<len(schema); mask++ {
		want := make([]bool, len(schema))
		for i := range want {
			want[i] = mask&(1<<i) != 0
		}
		row, err := c.Decode(enc, want)
		if err != nil {
			t.Fatal(err)
		}
		for i := range row {
			if want[i] && row[i] != full[i] || !want[i] && row[i] != nil {
				t.Fatalf("mask %b column %d: %v, full decode %v", mask, i, row[i], full[i])
			}
		}
		fields, err := c.Fields(nil, enc, want)
		if err != nil {
			t.Fatal(err)
		}
		for i, f := range fields {
			if !want[i] || full[i] == nil {
				if f != nil {
					t.Fatalf("mask %b column %d: field %x, want none", mask, i, f)
				}
				continue
			}
			v, err := c.DecodeField(i, f)
			if err != nil || v != full[i] {
				t.Fatalf("mask %b column %d: field %x decodes to %v (%v), want %v", mask, i, f, v, err, full[i])
			}
			if c.IsBytes(i) != (i == 5) || c.IsBytes(i) && string(f) != full[i].(string) {
				t.Fatalf("column %d: IsBytes %v, field %q", i, c.IsBytes(i), f)
			}
		}
	}
	onlyS := []bool{false, false, false, false, false, true, false, false}
	fields := make([][]byte, 0, len(schema))
	if n := testing.AllocsPerRun(100, func() { fields, _ = c.Fields(fields, enc, onlyS) }); n != 0 {
		t.Errorf("Fields into a slice with room: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() { c.Decode(enc, onlyS) }); n != 3 {
		t.Errorf("decoding one string column: %v allocations, want 3 (the row, the string and its box)", n)
	}
}

// Int reads every integer column's field as DecodeField does, at its
// width and signedness, and declines other columns.
func TestInt(t *testing.T) {
	schema := sql.Schema{
		{Name: "i8", Type: types.Int8}, {Name: "i16", Type: types.Int16}, {Name: "i32", Type: types.Int32},
		{Name: "i64", Type: types.Int64}, {Name: "u8", Type: types.Uint8}, {Name: "u16", Type: types.Uint16},
		{Name: "u32", Type: types.Uint32}, {Name: "u64", Type: types.Uint64}, {Name: "y", Type: types.Year},
		{Name: "s", Type: types.Text},
	}
	c, err := New(schema)
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range []sql.Row{
		{int8(-128), int16(-32768), int32(-2147483648), int64(-1) << 63, uint8(255), uint16(65535), uint32(1<<32 - 1), uint64(1<<64 - 1), int16(2026), "x"},
		{int8(127), int16(1), int32(-1), int64(1<<63 - 1), uint8(0), uint16(1), uint32(8), uint64(1) << 40, int16(1901), ""},
	} {
		enc, err := c.Encode(nil, row)
		if err != nil {
			t.Fatal(err)
		}
		fields, err := c.Fields(nil, enc, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, f := range fields {
			n, bits, unsigned, ok := c.Int(i, f)
			if i >= 8 {
				if ok {
					t.Errorf("column %s: Int accepted it", schema[i].Name)
				}
				continue
			}
			v, _ := c.DecodeField(i, f)
			var back any
			switch bits {
			case 8:
				back = map[bool]any{false: int8(n), true: uint8(n)}[unsigned]
			case 16:
				back = map[bool]any{false: int16(n), true: uint16(n)}[unsigned]
			case 32:
				back = map[bool]any{false: int32(n), true: uint32(n)}[unsigned]
			case 64:
				back = map[bool]any{false: n, true: uint64(n)}[unsigned]
			}
			if !ok || back != v {
				t.Errorf("column %s: Int %d bits %d unsigned %v ok %v, DecodeField %T %v", schema[i].Name, n, bits, unsigned, ok, v, v)
			}
		}
	}
}
