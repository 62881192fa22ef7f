package s3

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
	"handlerd/engines/catalog"
	"handlerd/engines/kv"
	"handlerd/engines/kv/kvtest"
	"handlerd/engines/memory"
	"handlerd/engines/rowenc"
)

// env is a catalog with the MEMORY engine (the source of archived tables)
// and an S3 engine, as the server wires them.
type env struct {
	t   *testing.T
	cat *catalog.Catalog
	s3  *Engine
	cfg Config
}

func newEnv(t *testing.T, cfg Config) *env {
	t.Helper()
	reg := engines.NewRegistry()
	reg.Register(memory.New(), engines.Info{})
	e := openEngine(t, cfg)
	reg.Register(e, Info)
	cat, err := catalog.Open(t.TempDir(), reg)
	if err != nil {
		t.Fatal(err)
	}
	if err := cat.CreateDatabase("db", sql.Collation_Default); err != nil {
		t.Fatal(err)
	}
	return &env{t: t, cat: cat, s3: e, cfg: cfg}
}

func conv(t testing.TB, typ sql.Type, v any) any {
	t.Helper()
	if v == nil {
		return nil
	}
	out, _, err := typ.Convert(context.Background(), v)
	if err != nil {
		t.Fatalf("convert %v to %s: %v", v, typ, err)
	}
	return out
}

var ci = sql.Collation_utf8mb4_0900_ai_ci

// allTypesDef is a table with a column of every type handlerd stores and
// three secondary indexes (text, composite, unique).
func allTypesDef(name string) *engines.TableDef {
	col := func(n string, t sql.Type) *sql.Column {
		return &sql.Column{Name: n, Type: t, Nullable: true, Source: name, DatabaseSource: "db"}
	}
	sch := sql.Schema{
		{Name: "id", Type: types.Int64, PrimaryKey: true, Source: name, DatabaseSource: "db"},
		col("i8", types.Int8), col("i16", types.Int16), col("i24", types.Int24), col("i32", types.Int32),
		col("u32", types.Uint32), col("u64", types.Uint64), col("f32", types.Float32), col("f64", types.Float64),
		col("dec", types.MustCreateDecimalType(12, 3)), col("d", types.Date), col("dt", types.MustCreateDatetimeType(sqltypes.Datetime, 6)),
		col("ts", types.Timestamp), col("tm", types.Time), col("yr", types.Year),
		col("ch", types.MustCreateString(sqltypes.Char, 8, ci)), col("vc", types.MustCreateString(sqltypes.VarChar, 40, ci)),
		col("txt", types.CreateText(ci)), col("bl", types.Blob), col("vb", types.MustCreateBinary(sqltypes.VarBinary, 16)),
		col("en", types.MustCreateEnumType([]string{"red", "green", "blue"}, ci)),
		col("st", types.MustCreateSetType([]string{"a", "b", "c"}, ci)),
		col("bt", types.MustCreateBitType(10)), col("js", types.JSON),
	}
	return &engines.TableDef{
		Database: "db", Name: name, Engine: engines.MEMORY, Schema: sch, PrimaryKey: []int{0},
		Collation: ci, Options: map[string]string{},
		Indexes: []engines.IndexDef{
			{ID: 1, Name: "vc", Columns: []engines.IndexColumn{{Ordinal: 16}}},
			{ID: 2, Name: "i32d", Columns: []engines.IndexColumn{{Ordinal: 4}, {Ordinal: 10}}},
			{ID: 3, Name: "uu", Unique: true, Columns: []engines.IndexColumn{{Ordinal: 6}}},
		},
		NextIndexID: 4,
	}
}

// allTypesRow is row i of allTypesDef (ids are 2*i, so odd ids are gaps).
func allTypesRow(t testing.TB, def *engines.TableDef, i int) sql.Row {
	vals := []any{
		int64(2 * i), i%200 - 100, i%30000 - 15000, i * 37, i*1000 - 50000,
		uint32(i * 3), uint64(i) * 1000003, float32(i) / 7, float64(i) / 3,
		fmt.Sprintf("%d.%03d", i-500, i%1000), time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i),
		time.Date(2020, 6, 1, 12, 0, 0, i*1000, time.UTC).Add(time.Duration(i) * time.Minute),
		time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Hour),
		fmt.Sprintf("%02d:%02d:%02d", i%24, i%60, (i*7)%60), 1901 + i%255,
		fmt.Sprintf("c%d", i%1000), fmt.Sprintf("Name-%05d", i%997), strings.Repeat("text ", i%20),
		[]byte(fmt.Sprintf("blob\x00%d", i)), []byte{byte(i), byte(i >> 8), 0, 0xff},
		[]string{"red", "green", "blue"}[i%3], []string{"a", "b,c", "a,b,c", ""}[i%4], uint64(i % 1024),
		fmt.Sprintf(`{"n": %d, "s": "x%d", "a": [1, 2, %d]}`, i, i, i%5),
	}
	row := make(sql.Row, len(vals))
	for j, v := range vals {
		if j > 0 && j != 6 && i%17 == 5 { // some NULLs (u64 stays unique and present)
			continue
		}
		row[j] = conv(t, def.Schema[j].Type, v)
	}
	// As every engine returns it (the row codec normalises decimals).
	c, err := rowenc.New(def.Schema)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := c.Encode(nil, row)
	if err != nil {
		t.Fatal(err)
	}
	if row, err = c.Decode(enc, nil); err != nil {
		t.Fatal(err)
	}
	return row
}

// createTable creates a MEMORY table in the catalog and fills it.
func (v *env) createTable(def *engines.TableDef, rows []sql.Row) *engines.TableDef {
	v.t.Helper()
	id, err := v.cat.AllocateID()
	if err != nil {
		v.t.Fatal(err)
	}
	def.ID = id
	if err := v.cat.CreateTable(def); err != nil {
		v.t.Fatal(err)
	}
	h, e, err := v.cat.Handler(def)
	if err != nil {
		v.t.Fatal(err)
	}
	tx, err := e.Begin(engines.TxOptions{})
	if err != nil {
		v.t.Fatal(err)
	}
	for _, r := range rows {
		if _, err := h.Insert(tx, append(sql.Row(nil), r...)); err != nil {
			v.t.Fatal(err)
		}
	}
	if err := tx.Commit(context.Background()); err != nil {
		v.t.Fatal(err)
	}
	return def
}

// alter rebuilds a table into engine with extra options, as ALTER TABLE
// ... ENGINE=... does, and returns the new definition.
func (v *env) alter(name, engine string, opts map[string]string) (*engines.TableDef, error) {
	old, ok := v.cat.Table("db", name)
	if !ok {
		v.t.Fatalf("no table %s", name)
	}
	next := old.Clone()
	next.Engine = engine
	for k, val := range opts {
		next.Options[k] = val
	}
	if _, err := v.cat.Rebuild(context.Background(), old, next, nil); err != nil {
		return nil, err
	}
	def, _ := v.cat.Table("db", name)
	return def, nil
}

func (v *env) mustAlter(name, engine string, opts map[string]string) *engines.TableDef {
	v.t.Helper()
	def, err := v.alter(name, engine, opts)
	if err != nil {
		v.t.Fatal(err)
	}
	return def
}

func (v *env) handler(def *engines.TableDef) (engines.Table, engines.Txn) {
	v.t.Helper()
	h, e, err := v.cat.Handler(def)
	if err != nil {
		v.t.Fatal(err)
	}
	tx, err := e.Begin(engines.TxOptions{ReadOnly: true})
	if err != nil {
		v.t.Fatal(err)
	}
	v.t.Cleanup(tx.Rollback)
	return h, tx
}

func readAll(t testing.TB, h engines.Table, tx engines.Txn, req engines.ReadRequest) []sql.Row {
	t.Helper()
	it, err := h.Read(tx, req)
	return collect(t, it, err)
}

func collect(t testing.TB, it engines.RowIter, err error) []sql.Row {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	return kvtest.Collect(t, it)
}

func sameRows(t testing.TB, what string, got, want []sql.Row) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d rows, want %d", what, len(got), len(want))
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("%s: row %d:\n got %v\nwant %v", what, i, got[i], want[i])
		}
	}
}

func bound(incl bool, key ...any) *engines.Bound { return &engines.Bound{Key: key, Inclusive: incl} }

// readRequests are the reads compared between the archive and the source.
func readRequests(def *engines.TableDef, rows []sql.Row) map[string]engines.ReadRequest {
	mid := rows[len(rows)/2]
	return map[string]engines.ReadRequest{
		"full":             {},
		"full reverse":     {Reverse: true},
		"pk range":         {Lower: bound(true, int64(200)), Upper: bound(false, int64(1801))},
		"pk range reverse": {Lower: bound(false, int64(200)), Upper: bound(true, int64(1801)), Reverse: true},
		"pk eq":            engines.RangeFor(0, engines.OpEQ, []any{int64(1000)}),
		"pk eq gap":        engines.RangeFor(0, engines.OpEQ, []any{int64(1001)}),
		"pk gt":            engines.RangeFor(0, engines.OpGT, []any{int64(5000)}),
		"pk ge":            engines.RangeFor(0, engines.OpGE, []any{int64(5000)}),
		"pk lt":            engines.RangeFor(0, engines.OpLT, []any{int64(300)}),
		"pk le":            engines.RangeFor(0, engines.OpLE, []any{int64(300)}),
		"pk lt first":      engines.RangeFor(0, engines.OpLT, []any{int64(0)}),
		"pk past end":      engines.RangeFor(0, engines.OpGE, []any{int64(1 << 40)}),
		"pk string key":    engines.RangeFor(0, engines.OpEQ, []any{"40"}), // HandlerSocket sends strings
		"vc full":          {Index: 1},
		"vc eq":            engines.RangeFor(1, engines.OpEQ, []any{mid[16]}),
		"vc eq other case": engines.RangeFor(1, engines.OpEQ, []any{strings.ToUpper(fmt.Sprint(mid[16]))}),
		"vc range":         {Index: 1, Lower: bound(true, "Name-00100"), Upper: bound(true, "name-00300")},
		"vc range reverse": {Index: 1, Lower: bound(true, "Name-00100"), Upper: bound(true, "name-00300"), Reverse: true},
		"vc null":          engines.RangeFor(1, engines.OpEQ, []any{nil}),
		"i32d prefix":      engines.RangeFor(2, engines.OpEQ, []any{mid[4]}),
		"i32d range":       {Index: 2, Lower: bound(true, int32(1000)), Upper: bound(false, int32(90000)), Columns: []int{0, 4, 10}},
		"uu eq":            engines.RangeFor(3, engines.OpEQ, []any{mid[6]}),
		"uu le reverse":    engines.RangeFor(3, engines.OpLE, []any{mid[6]}),
		"columns":          {Columns: []int{0, 16}},
	}
}

// compareReads checks every read of readRequests and point gets on got
// against the same reads on want.
func compareReads(t *testing.T, got, want engines.Table, gtx, wtx engines.Txn, rows []sql.Row) {
	t.Helper()
	for name, req := range readRequests(want.Def(), rows) {
		w := readAll(t, want, wtx, req)
		g := readAll(t, got, gtx, req)
		sameRows(t, name, g, w)
	}
	for _, id := range []int64{0, 2, 1000, 1001, int64(2 * (len(rows) - 1)), -4, 1 << 40} {
		g, gok, err := got.Get(gtx, []any{id})
		if err != nil {
			t.Fatal(err)
		}
		w, wok, _ := want.Get(wtx, []any{id})
		if gok != wok || !reflect.DeepEqual(g, w) {
			t.Fatalf("Get(%d) = %v %v, want %v %v", id, g, gok, w, wok)
		}
	}
	gn, err := got.RowCount(gtx)
	if err != nil {
		t.Fatal(err)
	}
	if wn, _ := want.RowCount(wtx); gn != wn {
		t.Fatalf("RowCount = %d, want %d", gn, wn)
	}
}

// TestArchiveAndReadBack moves a table with every column type into S3 with
// each compression and checks every kind of read against a MEMORY copy:
// full scans both ways, primary key points and ranges with every
// HandlerSocket operator, secondary index reads (text under a
// case-insensitive collation, composite prefix, unique), column subsets,
// Get, and the row count; then once more from a second engine that knows
// the table only from its manifest (cold cache).
func TestArchiveAndReadBack(t *testing.T) {
	const n = 3000
	for _, codec := range []string{"none", "zlib", "zstd"} {
		t.Run(codec, func(t *testing.T) {
			cfg := testConfig(shared.endpoint, newBucket())
			v := newEnv(t, cfg)
			var rows []sql.Row
			refDef := allTypesDef("ref")
			for i := 0; i < n; i++ {
				rows = append(rows, allTypesRow(t, refDef, i))
			}
			v.createTable(refDef, rows)
			v.createTable(allTypesDef("t"), rows)
			def := v.mustAlter("t", engines.S3, map[string]string{"COMPRESSION_ALGORITHM": codec, "S3_BLOCK_SIZE": "4096"})
			if def.Engine != engines.S3 {
				t.Fatalf("engine %s", def.Engine)
			}
			got, gtx := v.handler(def)
			want, wtx := v.handler(refDef)
			compareReads(t, got, want, gtx, wtx, rows)

			stored, raw, _ := v.s3.StoredBytes(def)
			t.Logf("%s: %d rows, %d bytes stored, %d uncompressed", codec, n, stored, raw)
			if codec == "none" && stored != raw || codec != "none" && stored*2 > raw {
				t.Fatalf("%s: stored %d of %d bytes", codec, stored, raw)
			}

			// A second engine on the bucket: the definition is all it has.
			e2 := openEngine(t, cfg)
			h2, err := e2.Open(def)
			if err != nil {
				t.Fatal(err)
			}
			tx2, _ := e2.Begin(engines.TxOptions{ReadOnly: true})
			defer tx2.Rollback()
			compareReads(t, h2, want, tx2, wtx, rows)
		})
	}
}

// TestBlockSkipping checks that a point read fetches exactly one block,
// that a key no block's range can hold fetches none, and that a warm read
// fetches nothing.
func TestBlockSkipping(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	var rows []sql.Row
	for i := 0; i < 2000; i++ {
		rows = append(rows, allTypesRow(t, def, i))
	}
	v.createTable(def, rows)
	def = v.mustAlter("t", engines.S3, map[string]string{"S3_BLOCK_SIZE": "2048"})

	e := openEngine(t, cfg) // cold
	h, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	tm := e.st.lookup(def.ID)
	if nb := len(tm.trees[0].Blocks); nb < 50 {
		t.Fatalf("only %d blocks", nb)
	}
	reads := func() uint64 { return e.Stats()["S3_pagecache_reads"] }
	before := reads()
	if _, ok, err := h.Get(tx, []any{int64(2000)}); err != nil || !ok {
		t.Fatal(ok, err)
	}
	if d := reads() - before; d != 1 {
		t.Fatalf("a point read fetched %d blocks, want 1", d)
	}
	before = reads()
	if _, ok, err := h.Get(tx, []any{int64(2000)}); err != nil || !ok {
		t.Fatal(ok, err)
	}
	if d := reads() - before; d != 0 {
		t.Fatalf("a warm point read fetched %d blocks", d)
	}
	// Keys outside every block's range: before the first, after the last,
	// and in the gap between two blocks.
	b := tm.trees[0].Blocks
	gapKey := append(append([]byte(nil), b[3].Last...), 0) // just after block 3's last key
	before = reads()
	for _, id := range []int64{-10, 1 << 40} {
		if _, ok, err := h.Get(tx, []any{id}); err != nil || ok {
			t.Fatal(ok, err)
		}
	}
	sn, _ := e.st.Snapshot()
	if _, ok, err := sn.Get(treeOf(def, 0), gapKey); err != nil || ok {
		t.Fatal(ok, err)
	}
	if d := reads() - before; d != 0 {
		t.Fatalf("reads of keys no block holds fetched %d blocks", d)
	}
	// A short range inside one block fetches one block.
	before = reads()
	mid := rows[1500][0].(int64) // far from the keys read above
	got := readAll(t, h, tx, engines.ReadRequest{Lower: bound(true, mid+2), Upper: bound(true, mid+2)})
	if len(got) != 1 || reads()-before != 1 {
		t.Fatalf("range read: %d rows, %d blocks fetched", len(got), reads()-before)
	}
	// COUNT(*) reads nothing.
	before = reads()
	if n, err := h.RowCount(tx); err != nil || n != 2000 {
		t.Fatal(n, err)
	}
	if d := reads() - before; d != 0 {
		t.Fatalf("RowCount fetched %d blocks", d)
	}
}

func treeOf(def *engines.TableDef, index uint32) kv.Tree {
	return kv.Tree{Table: def.ID, Index: index}
}

// TestPageCacheBound scans a table many times the cache's size and checks
// that the cache never holds more than its budget, evicts, and prefetches.
func TestPageCacheBound(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	cfg.PageCacheSize = 1 << 20 // the engine's minimum; the archive is ~5x that
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	var rows []sql.Row
	for i := 0; i < 12000; i++ {
		rows = append(rows, allTypesRow(t, def, i))
	}
	v.createTable(def, rows)
	def = v.mustAlter("t", engines.S3, map[string]string{"S3_BLOCK_SIZE": "8192"})
	_, raw, _ := v.s3.StoredBytes(def)
	if raw < 3*cfg.PageCacheSize {
		t.Fatalf("archive %d bytes is too small for the test", raw)
	}
	e := openEngine(t, cfg)
	h, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	check := func() {
		used, _ := e.st.cache.usage()
		if used > cfg.PageCacheSize {
			t.Fatalf("page cache holds %d bytes, budget %d", used, cfg.PageCacheSize)
		}
	}
	for pass := 0; pass < 2; pass++ {
		it, err := h.Read(tx, engines.ReadRequest{Reverse: pass == 1})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for {
			_, err := it.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if n++; n%500 == 0 {
				check()
			}
		}
		it.Close()
		if n != len(rows) {
			t.Fatalf("scan returned %d rows", n)
		}
		check()
	}
	// Random point reads over the whole table.
	for i := 0; i < 300; i++ {
		if _, ok, err := h.Get(tx, []any{int64(2 * rand.IntN(len(rows)))}); err != nil || !ok {
			t.Fatal(ok, err)
		}
	}
	check()
	st := e.Stats()
	t.Logf("stats: %v", st)
	if st["S3_pagecache_evictions"] == 0 || st["S3_pagecache_prefetches"] == 0 {
		t.Fatalf("expected evictions and prefetches: %v", st)
	}
	if st["S3_pagecache_bytes_used"] > uint64(cfg.PageCacheSize) {
		t.Fatal("over budget")
	}
}

// TestReadOnly checks that every write fails with error 1036's error and
// that an ALTER of an S3 table keeps it in S3 while ENGINE=MEMORY brings it
// back writable.
func TestReadOnly(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	var rows []sql.Row
	for i := 0; i < 100; i++ {
		rows = append(rows, allTypesRow(t, def, i))
	}
	v.createTable(def, rows)
	def = v.mustAlter("t", engines.S3, nil)
	h, e, err := v.cat.Handler(def)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := e.Begin(engines.TxOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	isRO := func(what string, err error) {
		t.Helper()
		var ro *engines.ReadOnlyError
		if !errors.As(err, &ro) || err.Error() != "Table 't' is read only" {
			t.Fatalf("%s: %v, want Table 't' is read only", what, err)
		}
	}
	_, err = h.Insert(tx, allTypesRow(t, def, 5000))
	isRO("insert", err)
	isRO("update", h.Update(tx, rows[1], rows[2]))
	isRO("delete", h.Delete(tx, rows[1]))
	_, err = h.Truncate(tx)
	isRO("truncate", err)
	if n, _ := h.RowCount(tx); n != 100 {
		t.Fatalf("%d rows after refused writes", n)
	}

	// ALTER on the S3 table (a new compression): it stays S3, and the
	// old archive's objects are gone.
	oldVersion := def.Options[VersionOption]
	def2 := v.mustAlter("t", engines.S3, map[string]string{"COMPRESSION_ALGORITHM": "zstd"})
	if def2.Engine != engines.S3 || def2.Options[VersionOption] == oldVersion {
		t.Fatalf("after ALTER: engine %s version %s", def2.Engine, def2.Options[VersionOption])
	}
	keys, _, err := v.s3.st.c.list(context.Background(), versionPrefix("db", "t", oldVersion), "")
	if err != nil || len(keys) != 0 {
		t.Fatalf("old archive objects left: %v %v", keys, err)
	}
	h2, tx2 := v.handler(def2)
	sameRows(t, "after ALTER", readAll(t, h2, tx2, engines.ReadRequest{}), rows)

	// Back to a writable engine.
	def3 := v.mustAlter("t", engines.MEMORY, nil)
	h3, e3, _ := v.cat.Handler(def3)
	wtx, _ := e3.Begin(engines.TxOptions{})
	if _, err := h3.Insert(wtx, allTypesRow(t, def3, 5000)); err != nil {
		t.Fatal(err)
	}
	if err := wtx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
	keys, _, _ = v.s3.st.c.list(context.Background(), tablePrefix("db", "t"), "")
	if len(keys) != 0 {
		t.Fatalf("objects left after moving the table out of S3: %v", keys)
	}
}

// TestDropManifestFirst checks the order of DROP's requests and that
// nothing of the table is left.
func TestDropManifestFirst(t *testing.T) {
	rec := newRecorder(t, shared.endpoint)
	cfg := testConfig(rec.srv.URL, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	var rows []sql.Row
	for i := 0; i < 2000; i++ {
		rows = append(rows, allTypesRow(t, def, i))
	}
	v.createTable(def, rows)
	def = v.mustAlter("t", engines.S3, nil)
	// The load used multipart uploads for objects above one part, and
	// wrote the manifest last.
	reqs := rec.take()
	var parts, creates, completes int
	for _, r := range reqs {
		switch {
		case strings.HasSuffix(r, "?uploads"):
			creates++
		case strings.HasSuffix(r, "?partNumber"):
			parts++
		case strings.HasPrefix(r, "POST ") && strings.HasSuffix(r, "?uploadId"):
			completes++
		}
	}
	if creates == 0 || parts <= creates || completes != creates {
		t.Fatalf("multipart: %d uploads, %d parts, %d completed", creates, parts, completes)
	}
	if last := reqs[len(reqs)-1]; !strings.HasPrefix(last, "PUT ") || !strings.HasSuffix(last, "/t/manifest") {
		t.Fatalf("last request of the load: %s", last)
	}
	if err := v.cat.DropTable("db", "t"); err != nil {
		t.Fatal(err)
	}
	reqs = rec.take()
	manifest, blocks := -1, -1
	for i, r := range reqs {
		if strings.HasPrefix(r, "DELETE ") && strings.HasSuffix(r, "/t/manifest") && manifest < 0 {
			manifest = i
		}
		if strings.HasSuffix(r, "?delete") && blocks < 0 {
			blocks = i
		}
	}
	if manifest < 0 || blocks < 0 || manifest > blocks {
		t.Fatalf("DROP requests %v: the manifest must go first", reqs)
	}
	keys, _, err := v.s3.st.c.list(context.Background(), "", "")
	if err != nil || len(keys) != 0 {
		t.Fatalf("left after DROP: %v %v", keys, err)
	}
}

// failingRows yields rows and then calls fail (once) after n of them.
type failingRows struct {
	rows []sql.Row
	i, n int
	fail func()
}

func (f *failingRows) Next() (sql.Row, error) {
	if f.i == f.n && f.fail != nil {
		f.fail()
		f.fail = nil
	}
	if f.i >= len(f.rows) {
		return nil, io.EOF
	}
	f.i++
	return f.rows[f.i-1], nil
}

func (f *failingRows) Close() error { return nil }

func manyRows(t testing.TB, def *engines.TableDef, n int) []sql.Row {
	rows := make([]sql.Row, n)
	for i := range rows {
		rows[i] = allTypesRow(t, def, i)
	}
	return rows
}

// TestLoadCanceled cancels a load midway (as KILL QUERY would): no
// manifest, no objects left, nothing registered.
func TestLoadCanceled(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	e := openEngine(t, cfg)
	def := allTypesDef("t")
	def.ID, def.Engine = 1, engines.S3
	rows := manyRows(t, def, 6000)
	if err := e.CreateTable(def); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	err := e.Load(ctx, def, &failingRows{rows: rows, n: 4000, fail: cancel})
	if err == nil {
		t.Fatal("a canceled load succeeded")
	}
	keys, _, lerr := e.st.c.list(context.Background(), "", "")
	if lerr != nil || len(keys) != 0 {
		t.Fatalf("left after a canceled load: %v %v", keys, lerr)
	}
	if _, err := e.Open(def); err == nil {
		t.Fatal("a canceled load's table opens")
	}
}

// TestLoadServerKilled kills the S3 server in the middle of ALTER TABLE
// ... ENGINE=S3: the statement fails within bounded time, the source table
// is untouched, and after the server comes back there is no manifest.
func TestLoadServerKilled(t *testing.T) {
	srv, err := startS3(t.TempDir(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { srv.kill() }()
	cfg := testConfig(srv.endpoint, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	rows := manyRows(t, def, 6000)
	v.createTable(def, rows)

	old, _ := v.cat.Table("db", "t")
	next := old.Clone()
	next.Engine = engines.S3
	r, err := v.cat.BeginRebuild(context.Background(), old, next)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	var ierr error
	for i, row := range rows {
		if i == 3000 {
			srv.kill()
		}
		if ierr = r.Insert(context.Background(), row); ierr != nil {
			break
		}
	}
	if ierr == nil {
		ierr = r.Finish(context.Background(), nil)
	} else {
		r.Abort()
	}
	if ierr == nil {
		t.Fatal("the rebuild succeeded with the S3 server dead")
	}
	took := time.Since(start)
	t.Logf("failed after %v: %v", took, ierr)
	if took > 30*time.Second {
		t.Fatalf("took %v to fail", took)
	}
	if strings.Contains(ierr.Error(), cfg.SecretKey) || strings.Contains(ierr.Error(), cfg.AccessKey) {
		t.Fatal("the error shows a credential")
	}
	cur, _ := v.cat.Table("db", "t")
	if cur != old || cur.Engine != engines.MEMORY {
		t.Fatalf("the source table changed: %+v", cur)
	}
	h, tx := v.handler(cur)
	sameRows(t, "source after failed ALTER", readAll(t, h, tx, engines.ReadRequest{}), rows)

	srv = srv.restart(t)
	e2 := openEngine(t, testConfig(srv.endpoint, cfg.Bucket))
	defs, err := e2.DiscoverTables(context.Background(), "db")
	if err != nil || len(defs) != 0 {
		t.Fatalf("after an interrupted upload: tables %v err %v", defs, err)
	}
	if _, _, ok, err := e2.st.c.get(context.Background(), manifestKey("db", "t")); ok || err != nil {
		t.Fatalf("manifest exists after an interrupted upload (err %v)", err)
	}
}

// TestS3Down: reads from a dead or frozen endpoint fail with a clear error
// within bounded time and recover when it is back.
func TestS3Down(t *testing.T) {
	srv, err := startS3(t.TempDir(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { srv.unfreeze(); srv.kill() }()
	cfg := testConfig(srv.endpoint, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	rows := manyRows(t, def, 1000)
	v.createTable(def, rows)
	def = v.mustAlter("t", engines.S3, nil)

	e := openEngine(t, cfg)
	h, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()

	expectFail := func(what string, limit time.Duration, id int64) {
		t.Helper()
		start := time.Now()
		_, _, gerr := h.Get(tx, []any{id}) // ids far apart: blocks not cached yet
		it, rerr := h.Read(tx, engines.ReadRequest{Lower: bound(true, id+100)})
		if rerr == nil {
			_, rerr = it.Next()
			it.Close()
		}
		took := time.Since(start)
		t.Logf("%s: %v / %v after %v", what, gerr, rerr, took)
		if gerr == nil || rerr == nil || rerr == io.EOF {
			t.Fatalf("%s: reads succeeded", what)
		}
		var se *S3Error
		if !errors.As(gerr, &se) || !strings.Contains(gerr.Error(), "S3 GET") {
			t.Fatalf("%s: unclear error %v", what, gerr)
		}
		if took > limit {
			t.Fatalf("%s: took %v", what, took)
		}
		for _, err := range []error{gerr, rerr} {
			if strings.Contains(err.Error(), cfg.SecretKey) {
				t.Fatal("an error shows the secret key")
			}
		}
	}

	srv.freeze() // accepts connections (the kernel does) but never answers
	// 2 attempts x 2 s per read, for two reads.
	expectFail("frozen", 20*time.Second, 10)
	srv.unfreeze()
	if _, ok, err := h.Get(tx, []any{int64(10)}); err != nil || !ok {
		t.Fatalf("after unfreezing: %v %v", ok, err)
	}

	srv.kill()
	expectFail("dead", 10*time.Second, 1000)
	srv = srv.restart(t)
	if _, ok, err := h.Get(tx, []any{int64(1800)}); err != nil || !ok {
		t.Fatalf("after restarting: %v %v", ok, err)
	}
}

// TestDiscovery: a second engine on the same bucket (another handlerd)
// discovers the tables, reads them, and revalidation notices a DROP and a
// re-archive made by the first.
func TestDiscovery(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	rows := manyRows(t, def, 500)
	v.createTable(def, rows)
	v.createTable(allTypesDef("Other Table"), rows[:10])
	def = v.mustAlter("t", engines.S3, nil)
	v.mustAlter("Other Table", engines.S3, nil)

	b := newEnv(t, cfg) // the second server: its own catalog
	defs, err := b.s3.DiscoverTables(context.Background(), "db")
	if err != nil {
		t.Fatal(err)
	}
	if len(defs) != 2 {
		t.Fatalf("discovered %d tables", len(defs))
	}
	all, err := b.s3.DiscoverTables(context.Background(), "")
	if err != nil || len(all) != 2 {
		t.Fatalf("all databases: %d %v", len(all), err)
	}
	if other, _ := b.s3.DiscoverTables(context.Background(), "nodb"); len(other) != 0 {
		t.Fatal("tables in a database without any")
	}
	var found *engines.TableDef
	for _, d := range defs {
		if d.ID != 0 || d.Engine != engines.S3 || d.Database != "db" {
			t.Fatalf("discovered %+v", d)
		}
		if d.Name == "t" {
			found = d
		}
	}
	if found == nil {
		t.Fatal("t not discovered")
	}
	// The catalog gives it an ID of its own (and registers it without
	// CreateTable: its storage exists) before opening it.
	id, _ := b.cat.AllocateID()
	found.ID = id
	hb, err := b.s3.Open(found)
	if err != nil {
		t.Fatal(err)
	}
	txb, _ := b.s3.Begin(engines.TxOptions{ReadOnly: true})
	defer txb.Rollback()
	sameRows(t, "discovered", readAll(t, hb, txb, engines.ReadRequest{}), rows)
	if n, _ := hb.RowCount(txb); n != 500 {
		t.Fatalf("count %d", n)
	}
	if d, err := b.s3.Revalidate(context.Background(), found); err != nil || d != found {
		t.Fatalf("unchanged table revalidates as %v %v", d, err)
	}

	// Server A archives t again (an ALTER on the S3 table).
	def2 := v.mustAlter("t", engines.S3, map[string]string{"COMPRESSION_ALGORITHM": "zlib"})
	d, err := b.s3.Revalidate(context.Background(), found)
	if err != nil || d == nil || d == found || d.Options[VersionOption] != def2.Options[VersionOption] {
		t.Fatalf("re-archived table revalidates as %v %v", d, err)
	}
	if d.Options["COMPRESSION_ALGORITHM"] != "zlib" {
		t.Fatalf("new definition options %v", d.Options)
	}
	// B's stale handler fails clearly once the old blocks are gone
	// (blocks it has cached still answer).
	fresh := openEngine(t, cfg)
	if _, err := fresh.Open(found); err == nil || !errors.Is(err, engines.ErrTableChanged) {
		t.Fatalf("opening a re-archived definition: %v", err)
	}

	// B's handler still names the old archive, whose blocks A deleted:
	// an uncached block read says the table changed (MySQL error 1412,
	// retry after revalidating).
	b.s3.st.cache.dropTable(b.s3.st.lookup(found.ID).seq)
	if _, _, err := hb.Get(txb, []any{int64(0)}); !errors.Is(err, engines.ErrTableChanged) {
		t.Fatalf("reading a re-archived table's old blocks: %v", err)
	}

	// Server A drops it.
	if err := v.cat.DropTable("db", "t"); err != nil {
		t.Fatal(err)
	}
	if d, err := b.s3.Revalidate(context.Background(), found); err != nil || d != nil {
		t.Fatalf("dropped table revalidates as %v %v", d, err)
	}
	defs, _ = b.s3.DiscoverTables(context.Background(), "db")
	if len(defs) != 1 || defs[0].Name != "Other Table" {
		t.Fatalf("after DROP discovered %v", defs)
	}
	if _, err := fresh.Open(found); err == nil || !strings.Contains(err.Error(), "doesn't exist") {
		t.Fatalf("opening a dropped table: %v", err)
	}
}

// TestPrimaryKeyChange loads rows that arrive out of primary key order (an
// ALTER that changes the primary key), and duplicates of a new primary or
// unique key.
func TestPrimaryKeyChange(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	cfg.SortBufferSize = 64 << 10 // force sort runs to disk
	e := openEngine(t, cfg)
	def := allTypesDef("t")
	def.Engine = engines.S3
	def.ID = 1
	def.PrimaryKey = []int{5} // u32 = 3*i: unique, and out of order after shuffling
	def.Options["S3_BLOCK_SIZE"] = "2048"
	rows := manyRows(t, def, 4000)
	shuffled := append([]sql.Row(nil), rows...)
	rand.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	if err := e.CreateTable(def); err != nil {
		t.Fatal(err)
	}
	// u32 is NULL in some rows (i%17 == 5); a primary key column cannot
	// be, so give those rows distinct large values.
	for _, r := range shuffled {
		if r[5] == nil {
			r[5] = uint32(1<<31) + uint32(r[0].(int64))
		}
	}
	if err := e.Load(withTimeout(t, time.Minute), def, &failingRows{rows: shuffled, n: -1}); err != nil {
		t.Fatal(err)
	}
	h, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	got := readAll(t, h, tx, engines.ReadRequest{})
	if len(got) != len(rows) {
		t.Fatalf("%d rows", len(got))
	}
	for i := 1; i < len(got); i++ {
		if got[i-1][5].(uint32) >= got[i][5].(uint32) {
			t.Fatalf("rows out of order at %d", i)
		}
	}
	for _, r := range rows[:50] {
		g, ok, err := h.Get(tx, []any{r[5]})
		if err != nil || !ok || !reflect.DeepEqual(g, r) {
			t.Fatalf("Get(%v) = %v %v %v", r[5], g, ok, err)
		}
	}
	ix := readAll(t, h, tx, engines.ReadRequest{Index: 3})
	if len(ix) != len(rows) {
		t.Fatalf("unique index has %d rows", len(ix))
	}

	// Duplicates of the new primary key.
	dup := allTypesDef("d")
	dup.Engine, dup.ID, dup.PrimaryKey = engines.S3, 2, []int{1} // i8 repeats every 200 rows
	e.CreateTable(dup)
	err = e.Load(withTimeout(t, time.Minute), dup, &failingRows{rows: manyRows(t, dup, 300), n: -1})
	var de *engines.DuplicateKeyError
	if !errors.As(err, &de) || de.Index != "PRIMARY" {
		t.Fatalf("duplicate primary key: %v", err)
	}
	// Duplicates in a unique index.
	uq := allTypesDef("u")
	uq.Engine, uq.ID = engines.S3, 3
	uq.Indexes[0].Unique = true // vc repeats every 997 rows
	e.CreateTable(uq)
	err = e.Load(withTimeout(t, time.Minute), uq, &failingRows{rows: manyRows(t, uq, 1200), n: -1})
	if !errors.As(err, &de) || de.Index != "vc" || !strings.HasPrefix(de.Key, "Name-00") {
		t.Fatalf("duplicate unique key: %v", err)
	}
	keys, _, _ := e.st.c.list(context.Background(), "db/", "")
	for _, k := range keys {
		if !strings.HasPrefix(k, "db/t/") {
			t.Fatalf("a failed load left %s", k)
		}
	}
}

// TestKeyless archives a table without a primary key.
func TestKeyless(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	def.PrimaryKey = nil
	def.Schema[0].PrimaryKey = false
	def.Indexes = def.Indexes[:2] // rows repeat: no unique index
	rows := manyRows(t, def, 700)
	rows = append(rows, rows[:5]...) // keyless tables may repeat rows
	v.createTable(def, rows)
	def = v.mustAlter("t", engines.S3, map[string]string{"COMPRESSION_ALGORITHM": "zstd"})
	h, tx := v.handler(def)
	got := readAll(t, h, tx, engines.ReadRequest{})
	if len(got) != len(rows) {
		t.Fatalf("%d rows, want %d", len(got), len(rows))
	}
	sameRows(t, "secondary index", readAll(t, h, tx, engines.RangeFor(1, engines.OpEQ, []any{rows[3][16]})),
		[]sql.Row{rows[3], rows[3]})
	if n, _ := h.RowCount(tx); n != uint64(len(rows)) {
		t.Fatalf("count %d", n)
	}
}

// TestEmbedded runs against the embedded endpoint (a filesystem store
// under a directory), restarts it and reads the table back.
func TestEmbedded(t *testing.T) {
	dir := t.TempDir()
	endpoint, stop, err := StartEmbedded(dir)
	if err != nil {
		t.Fatal(err)
	}
	cfg := EmbeddedConfig(Config{Bucket: "handlerd", BlockSize: 64 << 10, PageCacheSize: 4 << 20}, endpoint)
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	rows := manyRows(t, def, 3000)
	v.createTable(def, rows)
	def = v.mustAlter("t", engines.S3, map[string]string{"COMPRESSION_ALGORITHM": "zstd"})
	stop()

	endpoint, stop, err = StartEmbedded(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	e := openEngine(t, EmbeddedConfig(Config{Bucket: "handlerd"}, endpoint))
	h, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	sameRows(t, "after restart", readAll(t, h, tx, engines.ReadRequest{}), rows)
}

// TestOptions checks COMPRESSION_ALGORITHM and S3_BLOCK_SIZE validation.
func TestOptions(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	e, err := Open(cfg, quietLog())
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, tc := range []struct {
		opt, val string
		ok       bool
	}{
		{"COMPRESSION_ALGORITHM", "zlib", true}, {"COMPRESSION_ALGORITHM", "ZSTD", true},
		{"COMPRESSION_ALGORITHM", "none", true}, {"COMPRESSION_ALGORITHM", "lz4", false},
		{"S3_BLOCK_SIZE", "4M", true}, {"S3_BLOCK_SIZE", "65536", true}, {"S3_BLOCK_SIZE", "8192", false},
		{"S3_BLOCK_SIZE", "100000", false}, {"S3_BLOCK_SIZE", "32M", false}, {"S3_BLOCK_SIZE", "x", false},
	} {
		def := allTypesDef("t")
		def.Options[tc.opt] = tc.val
		err := e.CreateTable(def)
		if (err == nil) != tc.ok {
			t.Errorf("%s=%s: %v", tc.opt, tc.val, err)
		}
	}
	if s := cfg.String(); strings.Contains(s, cfg.SecretKey) || strings.Contains(s, cfg.AccessKey) {
		t.Fatalf("config prints a key: %s", s)
	}
}

// faultProxy stands between the engine and the S3 server and, while
// failing is set, answers every request with 503 SlowDown.
type faultProxy struct {
	failing atomic.Bool
	srv     *httptest.Server
}

func newFaultProxy(t *testing.T, endpoint string) *faultProxy {
	u, _ := url.Parse(endpoint)
	p := &faultProxy{}
	proxy := httputil.NewSingleHostReverseProxy(u)
	p.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p.failing.Load() {
			w.Header().Set("Content-Type", "application/xml")
			w.WriteHeader(http.StatusServiceUnavailable)
			io.WriteString(w, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>`)
			return
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(p.srv.Close)
	return p
}

// TestS3Errors: an endpoint answering errors makes reads, loads and drops
// fail with the endpoint's error after bounded retries; nothing is
// published or lost, and everything works again once it recovers.
func TestS3Errors(t *testing.T) {
	fp := newFaultProxy(t, shared.endpoint)
	cfg := testConfig(fp.srv.URL, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	rows := manyRows(t, def, 800)
	v.createTable(def, rows)
	v.createTable(allTypesDef("u"), rows)
	def = v.mustAlter("t", engines.S3, nil)

	e := openEngine(t, cfg)
	h, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()

	fp.failing.Store(true)
	start := time.Now()
	_, _, err = h.Get(tx, []any{int64(100)})
	if err == nil || !strings.Contains(err.Error(), "SlowDown") || time.Since(start) > 15*time.Second {
		t.Fatalf("read from a failing endpoint: %v after %v", err, time.Since(start))
	}
	if _, err := v.alter("u", engines.S3, nil); err == nil || !strings.Contains(err.Error(), "SlowDown") {
		t.Fatalf("load to a failing endpoint: %v", err)
	}
	if cur, _ := v.cat.Table("db", "u"); cur.Engine != engines.MEMORY {
		t.Fatal("a failed load changed the source table")
	}
	if err := v.s3.DropTable(def); err == nil {
		t.Fatal("DROP succeeded against a failing endpoint")
	}
	if _, err := e.DiscoverTables(context.Background(), "db"); err == nil {
		t.Fatal("discovery succeeded against a failing endpoint")
	}

	fp.failing.Store(false)
	if _, ok, err := h.Get(tx, []any{int64(100)}); err != nil || !ok {
		t.Fatalf("after recovery: %v %v", ok, err)
	}
	u := v.mustAlter("u", engines.S3, nil)
	hu, txu := v.handler(u)
	sameRows(t, "loaded after recovery", readAll(t, hu, txu, engines.ReadRequest{}), rows)
}

// TestSorterRuns sorts far more than the sorter's budget, so runs spill
// to disk and are merged in passes.
func TestSorterRuns(t *testing.T) {
	s := newSorter(t.TempDir(), 64<<10)
	defer s.close()
	const n = 200000
	want := make([]string, n)
	for i := range want {
		k := fmt.Sprintf("%08x-%d", rand.Uint32(), i)
		want[i] = k
		if err := s.add([]byte(k), []byte("v"+k)); err != nil {
			t.Fatal(err)
		}
	}
	if len(s.runs) == 0 {
		t.Fatal("nothing spilled")
	}
	slices.Sort(want)
	src := s.iter()
	i := 0
	for src.next() {
		if string(src.key()) != want[i] || string(src.value()) != "v"+want[i] {
			t.Fatalf("entry %d: %q %q, want %q", i, src.key(), src.value(), want[i])
		}
		i++
	}
	if src.err() != nil || i != n {
		t.Fatalf("%d entries, err %v", i, src.err())
	}
}

type optionMap map[string]string

func (m optionMap) Get(name string) string { return m[name] }
func (m optionMap) Int(name string) int64 {
	n, _ := strconv.ParseInt(m[name], 10, 64)
	return n
}
func (m optionMap) Bool(name string) bool { return m[name] == "ON" }

// TestSetup opens the engine as the server does with no s3_host_name: an
// embedded endpoint under the datadir, MariaDB's default bucket name
// (lower-cased), stopped with the engine; dropped tables leave no
// directories behind.
func TestSetup(t *testing.T) {
	datadir := t.TempDir()
	e, err := Setup(optionMap{"s3_bucket": "MariaDB", "s3_block_size": "65536", "s3_pagecache_buffer_size": "33554432"}, datadir, quietLog())
	if err != nil {
		t.Fatal(err)
	}
	if e.cfg.Bucket != "mariadb" || !strings.HasPrefix(e.cfg.Endpoint, "http://127.0.0.1:") {
		t.Fatalf("config %v", e.cfg)
	}
	def := allTypesDef("t")
	def.ID, def.Engine = 1, engines.S3
	if err := e.CreateTable(def); err != nil {
		t.Fatal(err)
	}
	if err := e.Load(context.Background(), def, &failingRows{rows: manyRows(t, def, 100), n: -1}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(datadir, "s3", "buckets", "mariadb", "db", "t", "manifest")); err != nil {
		t.Fatal(err)
	}
	if err := e.DropTable(def); err != nil {
		t.Fatal(err)
	}
	if ents, _ := os.ReadDir(filepath.Join(datadir, "s3", "buckets", "mariadb")); len(ents) != 0 {
		t.Fatalf("left in the bucket: %v", ents)
	}
	endpoint := e.cfg.Endpoint
	e.Close()
	if _, err := http.Get(endpoint); err == nil {
		t.Fatal("the embedded endpoint still answers after Close")
	}
}

// TestRename: a metadata-only change (RENAME TABLE) moves the manifest to
// the new name and leaves the blocks where they are; the renamed table
// reads from a fresh engine and drops completely.
func TestRename(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	e := openEngine(t, cfg)
	def := allTypesDef("t")
	def.ID, def.Engine = 1, engines.S3
	rows := manyRows(t, def, 300)
	check := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	check(e.CreateTable(def))
	check(e.Load(context.Background(), def, &failingRows{rows: rows, n: -1}))
	if _, err := e.Open(def); err != nil {
		t.Fatal(err)
	}
	next := def.Clone()
	next.Name = "t2"
	next.Comment = "renamed"
	check(e.Redefine(context.Background(), def, next))
	if _, _, ok, _ := e.st.c.get(context.Background(), manifestKey("db", "t")); ok {
		t.Fatal("the old name's manifest remains")
	}
	e2 := openEngine(t, cfg)
	defs, err := e2.DiscoverTables(context.Background(), "db")
	if err != nil || len(defs) != 1 || defs[0].Name != "t2" || defs[0].Comment != "renamed" {
		t.Fatalf("discovered %v %v", defs, err)
	}
	h, err := e2.Open(next)
	check(err)
	tx, _ := e2.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	sameRows(t, "renamed", readAll(t, h, tx, engines.ReadRequest{}), rows)
	// A name already taken in the bucket is refused.
	other := allTypesDef("x")
	other.ID, other.Engine = 2, engines.S3
	check(e.CreateTable(other))
	check(e.Load(context.Background(), other, &failingRows{rows: rows[:3], n: -1}))
	clash := next.Clone()
	clash.Name = "x"
	if err := e.Redefine(context.Background(), next, clash); err == nil {
		t.Fatal("renamed onto an existing table")
	}
	// A fresh engine (as after a restart) drops it completely.
	e3 := openEngine(t, cfg)
	check(e3.DropTable(next))
	check(e3.DropTable(other))
	keys, _, _ := e3.st.c.list(context.Background(), "", "")
	if len(keys) != 0 {
		t.Fatalf("left after DROP: %v", keys)
	}
}

// TestEmptyAndHugeRows: an empty table, and rows larger than a block.
func TestEmptyAndHugeRows(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	v := newEnv(t, cfg)
	v.createTable(allTypesDef("empty"), nil)
	def := v.mustAlter("empty", engines.S3, map[string]string{"COMPRESSION_ALGORITHM": "zstd"})
	h, tx := v.handler(def)
	if rows := readAll(t, h, tx, engines.ReadRequest{Reverse: true}); len(rows) != 0 {
		t.Fatalf("%d rows", len(rows))
	}
	if n, err := h.RowCount(tx); n != 0 || err != nil {
		t.Fatal(n, err)
	}
	if _, ok, err := h.Get(tx, []any{int64(1)}); ok || err != nil {
		t.Fatal(ok, err)
	}

	big := allTypesDef("big")
	rows := manyRows(t, big, 40)
	for i, r := range rows {
		r[17] = strings.Repeat(fmt.Sprintf("row %d ", i), 3000) // ~20 KB of text, blocks are 4 KB
	}
	v.createTable(big, rows)
	def = v.mustAlter("big", engines.S3, nil)
	h, tx = v.handler(def)
	sameRows(t, "huge rows", readAll(t, h, tx, engines.ReadRequest{}), rows)
	sameRows(t, "huge rows reverse", readAll(t, h, tx, engines.ReadRequest{Reverse: true})[:1], rows[len(rows)-1:])
}

// TestSweep: leftovers of an interrupted upload (objects under a version
// no manifest names) are removed once old enough; live archives, and
// uploads younger than the limit, are not.
func TestSweep(t *testing.T) {
	cfg := testConfig(shared.endpoint, newBucket())
	v := newEnv(t, cfg)
	def := allTypesDef("t")
	v.createTable(def, manyRows(t, def, 500))
	def = v.mustAlter("t", engines.S3, nil)
	c := v.s3.st.c
	ctx := context.Background()
	orphan := versionPrefix("db", "t", newVersion())
	other := versionPrefix("db", "gone", newVersion()) // a table whose manifest never landed
	for _, k := range []string{orphan + "000001", orphan + "000002", other + "000001"} {
		if _, err := c.put(ctx, k, []byte("debris"), nil); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := v.s3.Sweep(ctx, time.Hour); err != nil || n != 0 {
		t.Fatalf("young leftovers swept: %d %v", n, err)
	}
	n, err := v.s3.Sweep(ctx, 0)
	if err != nil || n != 3 {
		t.Fatalf("sweep removed %d (%v), want 3", n, err)
	}
	h, tx := v.handler(def)
	if got := readAll(t, h, tx, engines.ReadRequest{}); len(got) != 500 {
		t.Fatalf("the live table lost rows: %d", len(got))
	}
	keys, _, _ := c.list(ctx, "db/", "")
	for _, k := range keys {
		if strings.HasPrefix(k, orphan) || strings.HasPrefix(k, other) {
			t.Fatalf("left: %s", k)
		}
	}
}
