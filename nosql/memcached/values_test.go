package memcached

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"
)

// TestStringConvMatchesConvert: wherever stringConv converts a value
// itself, it gives the value toColumn gets from go-mysql-server's Convert
// (same Go type, same bytes), and Convert accepts it; it does convert the
// values memcached usually stores (short keys and values, latin1 bytes
// that are not UTF-8) rather than always deferring to Convert.
func TestStringConvMatchesConvert(t *testing.T) {
	cols := []struct {
		name string
		typ  sql.Type
		fast []string // values it must convert itself
	}{
		{"varchar utf8mb4", types.MustCreateString(sqltypes.VarChar, 10, sql.Collation_utf8mb4_0900_bin), []string{"", "abc", "héllo", "0123456789"}},
		{"varchar latin1", types.MustCreateString(sqltypes.VarChar, 10, sql.Collation_latin1_bin), []string{"", "abc", "\x93\x10\xff", "0123456789"}},
		{"varchar latin1 ci", types.MustCreateString(sqltypes.VarChar, 10, sql.Collation_latin1_swedish_ci), []string{"\x81\x8d"}},
		{"varchar ascii", types.MustCreateString(sqltypes.VarChar, 10, sql.Collation_ascii_general_ci), []string{"abc"}},
		{"varchar utf8mb3", types.MustCreateString(sqltypes.VarChar, 10, sql.Collation_utf8mb3_general_ci), []string{"abc"}},
		{"char", types.MustCreateString(sqltypes.Char, 10, sql.Collation_utf8mb4_0900_bin), nil},
		{"text", types.Text, []string{"", "abc", "héllo"}},
		{"tinytext latin1", types.MustCreateString(sqltypes.Text, 255, sql.Collation_latin1_bin), []string{"\xff"}},
		{"varbinary", types.MustCreateBinary(sqltypes.VarBinary, 10), []string{"", "\x00\xff", "0123456789"}},
		{"binary", types.MustCreateBinary(sqltypes.Binary, 4), nil},
		{"blob", types.Blob, []string{"", "\xff"}},
		{"tinyblob", types.TinyBlob, []string{"x"}},
		{"int", types.Int32, nil},
	}
	values := []string{"", "a", "0123456789", "0123456789a", "héllo", "ééééééé", "éééééééééé", "éééééééééééé",
		"\xff\xfe", "a\x00b", "ab  ", "  ", "\x80", "\xc3", "\xe2\x82\xac", "12", "-7"}
	for b := 0; b < 256; b++ {
		values = append(values, string([]byte{byte(b)}), string([]byte{'x', byte(b), 'y'}))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		v := make([]byte, rng.IntN(14))
		for i := range v {
			v[i] = byte(rng.UintN(256))
		}
		values = append(values, string(v))
	}
	for _, c := range cols {
		t.Run(c.name, func(t *testing.T) {
			col := &sql.Column{Name: "c", Type: c.typ, Nullable: true}
			sc := newStringConv(c.typ)
			for _, v := range append(values, c.fast...) {
				got, ok := sc.convert([]byte(v))
				if !ok {
					continue
				}
				want, err := toColumn(col, []byte(v))
				if err != nil {
					t.Fatalf("%q: converted to %#v, Convert refuses: %v", v, got, err)
				}
				if reflect.TypeOf(got) != reflect.TypeOf(want) || !reflect.DeepEqual(got, want) {
					t.Fatalf("%q: converted to %#v, Convert gives %#v", v, got, want)
				}
			}
			for _, v := range c.fast {
				if _, ok := sc.convert([]byte(v)); !ok {
					t.Errorf("%q is left to Convert", v)
				}
			}
		})
	}
}

// TestSetKeepsOtherColumns: a set of a stored key (Put's update) keeps
// the columns of the row the item does not map and, under a
// case-insensitive key, the stored key's spelling; a set of a new key
// stores the unmapped NOT NULL column's zero value; add, replace,
// append and a set with a CAS (the read-first path) agree.
func TestSetKeepsOtherColumns(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	sch := sql.Schema{
		{Name: "k", Source: "extra", Type: types.MustCreateString(sqltypes.VarChar, 32, sql.Collation_utf8mb4_0900_ai_ci), PrimaryKey: true},
		{Name: "v", Source: "extra", Type: types.MustCreateString(sqltypes.VarChar, 32, sql.Collation_latin1_bin), Nullable: true},
		{Name: "n", Source: "extra", Type: types.Int32},
		{Name: "note", Source: "extra", Type: types.MustCreateString(sqltypes.VarChar, 32, sql.Collation_utf8mb4_0900_bin), Nullable: true},
	}
	r.createSchema(t, "test", "extra", sch, []int{0})
	r.insert(t, "test", "extra", sql.Row{"Key", "old", int32(7), "kept"})
	r.container(t, "x", "test", "extra", "k", "v", "0", "0", "0", "PRIMARY")
	s := start(t, r, Config{})
	c := dial(t, s)
	check := func(key string, want sql.Row) {
		t.Helper()
		rows := r.rows(t, "test", "extra")
		for _, row := range rows {
			if row[0] == want[0] {
				if !reflect.DeepEqual(row, want) {
					t.Fatalf("%s: row %#v, want %#v", key, row, want)
				}
				return
			}
		}
		t.Fatalf("%s: no row %v in %v", key, want[0], rows)
	}
	c.do("set @@x.KEY 0 0 3\r\nnew\r\n", "STORED")
	check("set", sql.Row{"Key", "new", int32(7), "kept"})
	c.do("set @@x.key 0 0 2\r\n\xe9\xff\r\n", "STORED") // latin1 bytes, not UTF-8
	check("set latin1", sql.Row{"Key", "\xe9\xff", int32(7), "kept"})
	c.do("append @@x.kEY 0 0 1\r\n!\r\n", "STORED")
	check("append", sql.Row{"Key", "\xe9\xff!", int32(7), "kept"})
	c.do("replace @@x.key 0 0 1\r\nr\r\n", "STORED")
	check("replace", sql.Row{"Key", "r", int32(7), "kept"})
	c.do("set @@x.Other 0 0 1\r\no\r\n", "STORED")
	check("insert", sql.Row{"Other", "o", int32(0), nil})
	c.do("add @@x.OTHER 0 0 1\r\na\r\n", "NOT_STORED")
	c.send("set @@x.long 0 0 33\r\n" + string(make([]byte, 33)) + "\r\n")
	if l := c.readLine(); l[:13] != "SERVER_ERROR " {
		t.Fatalf("value too long: %q", l)
	}
	c.do("get @@x.long\r\n", "END")
}

// TestSetBinaryKeys: sets of BINARY (padded) and VARBINARY keys find the
// row the first set stored (Put's key is the client's, converted as the
// stored one was), so a second set updates it rather than adding a row.
func TestSetBinaryKeys(t *testing.T) {
	for _, kt := range []sql.Type{types.MustCreateBinary(sqltypes.Binary, 8), types.MustCreateBinary(sqltypes.VarBinary, 8)} {
		t.Run(kt.String(), func(t *testing.T) {
			r := newResolver()
			r.schema(t, "innodb_only")
			r.createSchema(t, "test", "bin", sql.Schema{
				{Name: "k", Source: "bin", Type: kt, PrimaryKey: true},
				{Name: "v", Source: "bin", Type: types.Blob, Nullable: true},
			}, []int{0})
			r.container(t, "b", "test", "bin", "k", "v", "0", "0", "0", "PRIMARY")
			s := start(t, r, Config{})
			c := dial(t, s)
			c.do("set @@b.ab 0 0 1\r\n1\r\n", "STORED")
			c.do("set @@b.ab 0 0 2\r\n22\r\n", "STORED")
			c.do("get @@b.ab\r\n", "VALUE @@b.ab 0 2", "22", "END")
			if rows := r.rows(t, "test", "bin"); len(rows) != 1 || string(rows[0][1].([]byte)) != "22" {
				t.Fatalf("rows %q", rows)
			}
			c.send("set @@b.abcdefghi 0 0 1\r\n1\r\n") // longer than the key column
			if l := c.readLine(); l[:13] != "SERVER_ERROR " {
				t.Fatalf("key too long: %q", l)
			}
		})
	}
}
