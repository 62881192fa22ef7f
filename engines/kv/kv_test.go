package kv_test

import (
	"context"
	"errors"
	"io"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
	"handlerd/engines/memory"
)

func testDef() *engines.TableDef {
	sch := sql.Schema{
		{Name: "id", Type: types.Int64, Source: "t", PrimaryKey: true, AutoIncrement: true},
		{Name: "name", Type: types.MustCreateString(sqltypes.VarChar, 32, sql.Collation_utf8mb4_0900_ai_ci), Source: "t", Nullable: true},
		{Name: "k", Type: types.Int32, Source: "t", Nullable: true},
	}
	return &engines.TableDef{
		ID: 7, Database: "db", Name: "t", Engine: engines.MEMORY, Schema: sch,
		PrimaryKey: []int{0},
		Indexes: []engines.IndexDef{
			{ID: 1, Name: "uname", Unique: true, Columns: []engines.IndexColumn{{Ordinal: 1}}},
			{ID: 2, Name: "k", Columns: []engines.IndexColumn{{Ordinal: 2}}},
		},
	}
}

func collect(t *testing.T, it engines.RowIter) []sql.Row {
	t.Helper()
	var out []sql.Row
	for {
		r, err := it.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
}

func ids(rows []sql.Row) []int64 {
	var out []int64
	for _, r := range rows {
		out = append(out, r[0].(int64))
	}
	return out
}

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestInsertReadIndexes(t *testing.T) {
	e := memory.New()
	tbl, err := e.Open(testDef())
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{})
	names := []string{"delta", "alpha", "charlie", "bravo", "echo"}
	for i, n := range names {
		id, err := tbl.Insert(tx, sql.Row{nil, n, int32(i % 2)})
		if err != nil {
			t.Fatal(err)
		}
		if id != uint64(i+1) {
			t.Fatalf("auto id %d, want %d", id, i+1)
		}
	}
	// unique index is case-insensitive under utf8mb4_0900_ai_ci
	_, err = tbl.Insert(tx, sql.Row{nil, "ALPHA", int32(0)})
	var dup *engines.DuplicateKeyError
	if !errors.As(err, &dup) || dup.Index != "uname" || dup.Existing[1] != "alpha" {
		t.Fatalf("want duplicate on uname holding alpha, got %v", err)
	}
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}

	tx, _ = e.Begin(engines.TxOptions{})
	defer tx.Rollback()
	if n, _ := tbl.RowCount(tx); n != 5 {
		t.Fatalf("count %d", n)
	}
	it, _ := tbl.Read(tx, engines.ReadRequest{Index: 1})
	if got := ids(collect(t, it)); !equal(got, []int64{2, 4, 3, 1, 5}) {
		t.Fatalf("by name: %v", got)
	}
	it, _ = tbl.Read(tx, engines.RangeFor(2, engines.OpEQ, []any{"1"}))
	if got := ids(collect(t, it)); !equal(got, []int64{2, 4}) {
		t.Fatalf("k=1: %v", got)
	}
	it, _ = tbl.Read(tx, engines.RangeFor(0, engines.OpLT, []any{int64(3)}))
	if got := ids(collect(t, it)); !equal(got, []int64{2, 1}) {
		t.Fatalf("id<3 desc: %v", got)
	}
	it, _ = tbl.Read(tx, engines.RangeFor(0, engines.OpGT, []any{"3"}))
	if got := ids(collect(t, it)); !equal(got, []int64{4, 5}) {
		t.Fatalf("id>3: %v", got)
	}
	row, ok, err := tbl.Get(tx, []any{int64(3)})
	if err != nil || !ok || row[1] != "charlie" {
		t.Fatalf("get 3: %v %v %v", row, ok, err)
	}
}

func TestSnapshotsSavepointsConflicts(t *testing.T) {
	e := memory.New()
	tbl, _ := e.Open(testDef())
	ctx := context.Background()
	tx, _ := e.Begin(engines.TxOptions{})
	tbl.Insert(tx, sql.Row{int64(1), "a", int32(1)})
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}

	reader, _ := e.Begin(engines.TxOptions{})
	defer reader.Rollback()
	if n, _ := tbl.RowCount(reader); n != 1 {
		t.Fatal("reader count")
	}

	w1, _ := e.Begin(engines.TxOptions{})
	w2, _ := e.Begin(engines.TxOptions{})
	old, _, _ := tbl.Get(w1, []any{int64(1)})
	if err := tbl.Update(w1, old, sql.Row{int64(1), "a1", int32(1)}); err != nil {
		t.Fatal(err)
	}
	old2, _, _ := tbl.Get(w2, []any{int64(1)})
	if err := tbl.Update(w2, old2, sql.Row{int64(1), "a2", int32(1)}); err != nil {
		t.Fatal(err)
	}
	sp := w1.Savepoint()
	tbl.Insert(w1, sql.Row{int64(2), "b", int32(2)})
	w1.RollbackTo(sp)
	if n, _ := tbl.RowCount(w1); n != 1 {
		t.Fatalf("after rollback to savepoint count %d", n)
	}
	if err := w1.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if err := w2.Commit(ctx); !errors.Is(err, engines.ErrConflict) {
		t.Fatalf("second writer: %v, want conflict", err)
	}
	// the reader's snapshot still shows the old value
	row, _, _ := tbl.Get(reader, []any{int64(1)})
	if row[1] != "a" {
		t.Fatalf("reader saw %v", row[1])
	}
	if err := reader.Refresh(); err != nil {
		t.Fatal(err)
	}
	row, _, _ = tbl.Get(reader, []any{int64(1)})
	if row[1] != "a1" {
		t.Fatalf("after refresh reader saw %v", row[1])
	}
}

func TestUpdateWhileScanning(t *testing.T) {
	e := memory.New()
	tbl, _ := e.Open(testDef())
	tx, _ := e.Begin(engines.TxOptions{})
	defer tx.Rollback()
	for i := 1; i <= 100; i++ {
		tbl.Insert(tx, sql.Row{int64(i), nil, int32(i)})
	}
	it, _ := tbl.Read(tx, engines.ReadRequest{Index: 2})
	n := 0
	for {
		row, err := it.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
		nr := row.Copy()
		nr[2] = row[2].(int32) + 1000
		if err := tbl.Update(tx, row, nr); err != nil {
			t.Fatal(err)
		}
	}
	if n != 100 {
		t.Fatalf("scan saw %d rows", n)
	}
}

func TestTruncateAndKeyless(t *testing.T) {
	e := memory.New()
	def := testDef()
	def.PrimaryKey = nil
	def.Schema[0].PrimaryKey = false
	def.Schema[0].AutoIncrement = false
	def.Indexes = nil
	tbl, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	tx, _ := e.Begin(engines.TxOptions{})
	for i := 0; i < 3; i++ {
		tbl.Insert(tx, sql.Row{int64(1), "same", int32(1)})
	}
	if err := tbl.Delete(tx, sql.Row{int64(1), "same", int32(1)}); err != nil {
		t.Fatal(err)
	}
	if n, _ := tbl.RowCount(tx); n != 2 {
		t.Fatalf("keyless count %d", n)
	}
	tx.Commit(ctx)
	tx, _ = e.Begin(engines.TxOptions{})
	if n, err := tbl.Truncate(tx); err != nil || n != 2 {
		t.Fatalf("truncate %d %v", n, err)
	}
	tbl.Insert(tx, sql.Row{int64(9), "x", int32(9)})
	tx.Commit(ctx)
	tx, _ = e.Begin(engines.TxOptions{})
	defer tx.Rollback()
	it, _ := tbl.Read(tx, engines.ReadRequest{})
	if rows := collect(t, it); len(rows) != 1 || rows[0][0] != int64(9) {
		t.Fatalf("after truncate: %v", rows)
	}
	if n, _ := tbl.RowCount(tx); n != 1 {
		t.Fatalf("count after truncate %d", n)
	}
}
