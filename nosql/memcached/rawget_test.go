package memcached

import (
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"strings"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/memory"
	"handlerd/engines/rowenc"
)

// rawTypesCols are the columns of TestRawGetMatchesDecode's table: every
// kind of column a container can map.
var rawTypesCols = []struct {
	name string
	typ  sql.Type
}{
	{"k", types.MustCreateString(sqltypes.VarChar, 64, sql.Collation_utf8mb4_0900_bin)},
	{"v_varchar", types.MustCreateString(sqltypes.VarChar, 100, sql.Collation_utf8mb4_0900_bin)},
	{"v_char", types.MustCreateString(sqltypes.Char, 10, sql.Collation_utf8mb4_0900_bin)},
	{"v_latin1", types.MustCreateString(sqltypes.VarChar, 100, sql.Collation_latin1_bin)},
	{"v_text", types.Text},
	{"v_blob", types.Blob},
	{"v_varbinary", types.MustCreateBinary(sqltypes.VarBinary, 100)},
	{"v_binary", types.MustCreateBinary(sqltypes.Binary, 6)},
	{"v_int", types.Int32},
	{"v_tinyint", types.Int8},
	{"v_ubigint", types.Uint64},
	{"v_decimal", types.MustCreateDecimalType(10, 3)},
	{"v_float", types.Float32},
	{"v_double", types.Float64},
	{"v_date", types.Date},
	{"v_datetime", types.Datetime},
	{"v_year", types.Year},
	{"v_time", types.Time},
	{"v_enum", types.MustCreateEnumType([]string{"red", "green", "blue"}, sql.Collation_utf8mb4_0900_bin)},
	{"v_set", types.MustCreateSetType([]string{"a", "b", "c"}, sql.Collation_utf8mb4_0900_bin)},
	{"f_int", types.Int32},
	{"f_uint", types.Uint32},
	{"f_tiny", types.Int8},
	{"c_ubigint", types.Uint64},
	{"c_bigint", types.Int64},
	{"x_int", types.Int32},
	{"x_ubigint", types.Uint64},
}

// rawTypesRows are the table's rows as SQL literals (nil: NULL), one per
// key, in rawTypesCols' order after the key.
var rawTypesRows = map[string][]any{
	"full": {"héllo wörld", "pad", "caf\xe9", strings.Repeat("t", 300), "b\x00l\xffob", "vb\x00", "bin",
		"-2147483648", "-7", "18446744073709551615", "-1234.500", "3.25", "-1.0000000000000002e-300",
		"2026-11-30", "2026-11-30 19:20:21", "2026", "-838:59:59", "green", "a,c",
		"-1", "4294967295", "-128", "18446744073709551615", "-9223372036854775808", "0", "0"},
	"nulls": {nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,
		nil, nil, nil, nil, nil, nil, nil},
	"empty": {"", "", "", "", "", "", "", "0", "0", "0", "0", "0", "0",
		"2000-01-01", "2000-01-01 00:00:00", "2000", "00:00:00", "red", "",
		"0", "0", "0", "0", "0", "0", "0"},
	"sep|in|value": {"a|b", "|", "||", "|", "|\x00|", "|", "|", "1", "1", "1", "0.001", "1e-7", "1e21",
		"1999-12-31", "1999-12-31 23:59:59", "1999", "12:34:56", "blue", "a,b,c",
		"8", "8", "8", "1", "1", "4102444800", "4102444800"},
	"expired": {"gone", "gone", "gone", "gone", "gone", "gone", "gone", "1", "1", "1", "1", "1", "1",
		"2000-01-01", "2000-01-01 00:00:00", "2000", "00:00:01", "red", "a",
		"1", "1", "1", "1", "1", "1000", "1000"},
}

// rawContainers map the table in the ways a get's item can be made:
// name, value columns, flags, cas and expiry columns.
var rawContainers = [][]string{
	{"all", "v_varchar,v_char,v_latin1,v_text,v_blob,v_varbinary,v_binary,v_int,v_tinyint,v_ubigint,v_decimal,v_float,v_double,v_date,v_datetime,v_year,v_time,v_enum,v_set", "f_int", "c_ubigint", "x_int"},
	{"strings", "v_varchar|v_blob|v_latin1", "f_uint", "c_bigint", "x_ubigint"},
	{"one", "v_varbinary", "", "", ""},
	{"onetext", "v_text", "f_tiny", "", "x_int"},
	{"numbers", "v_decimal v_float v_double v_int", "f_int", "", ""},
	{"dates", "v_date,v_datetime,v_time,v_year", "", "c_ubigint", ""},
	{"enumset", "v_enum,v_set,v_binary", "f_uint", "", "x_ubigint"},
}

// rawGetTable builds the table of every column kind on e and maps it.
func rawGetTable(t *testing.T, e engines.Engine, plain bool) (*Server, *testResolver) {
	r := &testResolver{e: e, tables: map[string]engines.Table{}}
	r.schema(t, "innodb_only")
	var sch sql.Schema
	for _, c := range rawTypesCols {
		sch = append(sch, &sql.Column{Name: c.name, Source: "types", Type: c.typ, Nullable: c.name != "k", PrimaryKey: c.name == "k"})
	}
	def := &engines.TableDef{ID: 100, Database: "test", Name: "types", Engine: engines.MEMORY, Schema: sch, PrimaryKey: []int{0}}
	if err := e.CreateTable(def); err != nil {
		t.Fatal(err)
	}
	tbl, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	if plain {
		tbl = plainTable{tbl}
	}
	r.tables["test.types"] = tbl
	ctx := context.Background()
	for key, lits := range rawTypesRows {
		row := sql.Row{key}
		for i, l := range lits {
			if l == nil {
				row = append(row, nil)
				continue
			}
			v, _, err := sch[i+1].Type.Convert(ctx, l)
			if err != nil {
				t.Fatalf("%s %s: %v", key, sch[i+1].Name, err)
			}
			row = append(row, v)
		}
		r.insert(t, "test", "types", row)
	}
	for _, c := range rawContainers {
		r.container(t, c[0], "test", "types", "k", c[1], c[2], c[3], c[4], "PRIMARY")
	}
	return start(t, r, Config{}), r
}

// TestRawGetMatchesDecode: a get that copies the stored row's columns
// (readItem with GetRaw, BTREE) makes the item the decoded row makes
// (findItem, live) for every kind of column, NULLs, several value columns
// with the separator, and the flags, cas and expiry columns, on BTREE and
// MEMORY; a table without GetRaw (plain: readItem decodes) answers the
// same items.
func TestRawGetMatchesDecode(t *testing.T) {
	got := map[string]map[string]string{}
	for _, name := range []string{"BTREE", "MEMORY", "plain"} {
		t.Run(name, func(t *testing.T) {
			var e engines.Engine
			if name == "BTREE" {
				opts := btree.DefaultOptions()
				opts.FlushLogAtTrxCommit = 2
				be, err := btree.Open(t.TempDir(), opts)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { be.Close() })
				e = be
			} else {
				e = memory.New()
			}
			s, _ := rawGetTable(t, e, name == "plain")
			cn := newConn(s, 0)
			t.Cleanup(cn.sess.finish)
			m := s.mapping()
			got[name] = map[string]string{}
			for _, cd := range rawContainers {
				c := m.lookup(cd[0])
				if c == nil {
					t.Fatalf("container %s not mapped", cd[0])
				}
				if _, raw := c.tbl.(rowenc.RawGetter); raw != (name != "plain") {
					t.Fatalf("%s: raw get available: %v", name, raw)
				}
				for _, key := range append(keysOf(rawTypesRows), "missing") {
					tx, err := e.Begin(engines.TxOptions{ReadOnly: true})
					if err != nil {
						t.Fatal(err)
					}
					k := []byte(key)
					ri, rok, rerr := c.readItem(tx, k, k, &cn.raw)
					rs := fmt.Sprintf("%v %q flags=%d exp=%d cas=%d", rok, ri.value, ri.flags, ri.exp, ri.cas)
					row, derr := c.findItem(tx, k)
					di, dok := c.live(row, k)
					ds := fmt.Sprintf("%v %q flags=%d exp=%d cas=%d", dok, di.value, di.flags, di.exp, di.cas)
					tx.Rollback()
					if rerr != nil || derr != nil {
						t.Fatalf("%s %s: %v / %v", cd[0], key, rerr, derr)
					}
					if rs != ds || rok && !bytes.Equal(ri.key, k) {
						t.Errorf("%s %s:\n raw    %s\n decode %s", cd[0], key, rs, ds)
					}
					if wantOK := key != "missing" && (key != "expired" || c.expCol < 0); rok != wantOK {
						t.Errorf("%s %s: found %v", cd[0], key, rok)
					}
					got[name][cd[0]+" "+key] = rs
				}
			}
			// And over the wire: several gets on one connection reuse the
			// value buffer, each answer intact.
			cl := dial(t, s)
			cl.do("get @@one\r\n", "END")
			cl.send("get full empty sep|in|value\r\n")
			for _, w := range []string{"VALUE full 0 3", "vb\x00", "VALUE empty 0 0", "",
				"VALUE sep|in|value 0 1", "|", "END"} {
				if l := cl.readLine(); l != w {
					t.Fatalf("got %q, want %q", l, w)
				}
			}
		})
	}
	for _, other := range []string{"MEMORY", "plain"} {
		for k, v := range got["BTREE"] {
			if got[other][k] != v {
				t.Errorf("%s: BTREE %s, %s %s", k, v, other, got[other][k])
			}
		}
	}
}

// plainTable hides the engine table's optional methods (GetRaw,
// GetColumns): a table gets read the decoding way.
type plainTable struct{ engines.Table }

func keysOf(m map[string][]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// TestCasDigestFNV: the inline digest is hash/fnv's FNV-1a 64 of the
// value and the flags' little-endian bytes, as casDigest computed it before.
func TestCasDigestFNV(t *testing.T) {
	for _, v := range []string{"", "x", "HELLO, HELLO", strings.Repeat("\xff\x00", 100)} {
		for _, f := range []uint32{0, 1, 8, 0xdeadbeef, 0xffffffff} {
			h := fnv.New64a()
			h.Write([]byte(v))
			h.Write([]byte{byte(f), byte(f >> 8), byte(f >> 16), byte(f >> 24)})
			if got, want := casDigest([]byte(v), f), h.Sum64()|1; got != want {
				t.Errorf("%q %d: %x, want %x", v, f, got, want)
			}
		}
	}
}
