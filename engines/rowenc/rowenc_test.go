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
