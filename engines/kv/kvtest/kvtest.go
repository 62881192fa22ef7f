// Package kvtest is a conformance suite for kv engines: every store behind
// kv (MEMORY, BTREE) must pass it. Run it from a store's tests with
//
//	kvtest.Run(t, func(t *testing.T) *kv.Engine { ... })
package kvtest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
	"handlerd/engines/kv"
)

// Open returns a new, empty engine for one test.
type Open func(t *testing.T) *kv.Engine

// Run runs every test of the suite.
func Run(t *testing.T, open Open) {
	for _, tc := range []struct {
		name string
		fn   func(*testing.T, *kv.Engine)
	}{
		{"InsertReadIndexes", testInsertReadIndexes},
		{"SnapshotsSavepointsConflicts", testSnapshotsSavepointsConflicts},
		{"UpdateWhileScanning", testUpdateWhileScanning},
		{"TruncateAndKeyless", testTruncateAndKeyless},
		{"IndexReadBatches", testIndexReadBatches},
		{"IteratorOutlivesCommit", testIteratorOutlivesCommit},
		{"DropTable", testDropTable},
		{"LockingReadSeesNewest", testLockingReadSeesNewest},
		{"Deadlock", testDeadlock},
		{"LockWaitTimeout", testLockWaitTimeout},
		{"InsertWaitsForKey", testInsertWaitsForKey},
		{"LockingReadOfMissingRow", testLockingReadOfMissingRow},
		{"UniqueValueWaitsForDelete", testUniqueValueWaitsForDelete},
		{"GetColumns", testGetColumns},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, open(t)) })
	}
}

// Def is the suite's table: id BIGINT AUTO_INCREMENT PRIMARY KEY, name
// VARCHAR(32) (unique, case-insensitive), k INT (indexed).
func Def() *engines.TableDef {
	sch := sql.Schema{
		{Name: "id", Type: types.Int64, Source: "t", PrimaryKey: true, AutoIncrement: true},
		{Name: "name", Type: types.MustCreateString(sqltypes.VarChar, 32, sql.Collation_utf8mb4_0900_ai_ci), Source: "t", Nullable: true},
		{Name: "k", Type: types.Int32, Source: "t", Nullable: true},
	}
	return &engines.TableDef{
		ID: 7, Database: "db", Name: "t", Schema: sch,
		PrimaryKey: []int{0},
		Indexes: []engines.IndexDef{
			{ID: 1, Name: "uname", Unique: true, Columns: []engines.IndexColumn{{Ordinal: 1}}},
			{ID: 2, Name: "k", Columns: []engines.IndexColumn{{Ordinal: 2}}},
		},
	}
}

// Collect drains an iterator.
func Collect(t testing.TB, it engines.RowIter) []sql.Row {
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

// IDs returns the id column of rows.
func IDs(rows []sql.Row) []int64 {
	var out []int64
	for _, r := range rows {
		out = append(out, r[0].(int64))
	}
	return out
}

func mustOpen(t *testing.T, e *kv.Engine, def *engines.TableDef) engines.Table {
	t.Helper()
	tbl, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	return tbl
}

func begin(t *testing.T, e *kv.Engine) engines.Txn {
	t.Helper()
	tx, err := e.Begin(engines.TxOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

func commit(t *testing.T, tx engines.Txn) {
	t.Helper()
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, tbl engines.Table, tx engines.Txn, r engines.ReadRequest) []sql.Row {
	t.Helper()
	it, err := tbl.Read(tx, r)
	if err != nil {
		t.Fatal(err)
	}
	return Collect(t, it)
}

func testInsertReadIndexes(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	tx := begin(t, e)
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
	_, err := tbl.Insert(tx, sql.Row{nil, "ALPHA", int32(0)})
	var dup *engines.DuplicateKeyError
	if !errors.As(err, &dup) || dup.Index != "uname" || dup.Existing[1] != "alpha" {
		t.Fatalf("want duplicate on uname holding alpha, got %v", err)
	}
	commit(t, tx)

	tx = begin(t, e)
	defer tx.Rollback()
	if n, _ := tbl.RowCount(tx); n != 5 {
		t.Fatalf("count %d", n)
	}
	if got := IDs(read(t, tbl, tx, engines.ReadRequest{Index: 1})); !slices.Equal(got, []int64{2, 4, 3, 1, 5}) {
		t.Fatalf("by name: %v", got)
	}
	if got := IDs(read(t, tbl, tx, engines.RangeFor(2, engines.OpEQ, []any{"1"}))); !slices.Equal(got, []int64{2, 4}) {
		t.Fatalf("k=1: %v", got)
	}
	if got := IDs(read(t, tbl, tx, engines.RangeFor(0, engines.OpLT, []any{int64(3)}))); !slices.Equal(got, []int64{2, 1}) {
		t.Fatalf("id<3 desc: %v", got)
	}
	if got := IDs(read(t, tbl, tx, engines.RangeFor(0, engines.OpGT, []any{"3"}))); !slices.Equal(got, []int64{4, 5}) {
		t.Fatalf("id>3: %v", got)
	}
	row, ok, err := tbl.Get(tx, []any{int64(3)})
	if err != nil || !ok || row[1] != "charlie" {
		t.Fatalf("get 3: %v %v %v", row, ok, err)
	}
}

func testSnapshotsSavepointsConflicts(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	ctx := context.Background()
	tx := begin(t, e)
	tbl.Insert(tx, sql.Row{int64(1), "a", int32(1)})
	commit(t, tx)

	reader := begin(t, e)
	defer reader.Rollback()
	if n, _ := tbl.RowCount(reader); n != 1 {
		t.Fatal("reader count")
	}

	// Two writers of row 1, both having read it without a lock: the
	// second waits for the first's row lock, and then must not write over
	// a version it never saw.
	w1, w2 := begin(t, e), begin(t, e)
	defer w2.Rollback()
	old, _, _ := tbl.Get(w1, []any{int64(1)})
	if err := tbl.Update(w1, old, sql.Row{int64(1), "a1", int32(1)}); err != nil {
		t.Fatal(err)
	}
	old2, _, _ := tbl.Get(w2, []any{int64(1)})
	second := Blocked(t, func() error { return tbl.Update(w2, old2, sql.Row{int64(1), "a2", int32(1)}) })
	sp := w1.Savepoint()
	tbl.Insert(w1, sql.Row{int64(2), "b", int32(2)})
	w1.RollbackTo(sp)
	if n, _ := tbl.RowCount(w1); n != 1 {
		t.Fatalf("after rollback to savepoint count %d", n)
	}
	commit(t, w1)
	if err := <-second; !errors.Is(err, engines.ErrConflict) {
		t.Fatalf("second writer: %v, want conflict", err)
	}
	if err := w2.Commit(ctx); !errors.Is(err, engines.ErrConflict) {
		t.Fatalf("second writer's commit: %v, want conflict", err)
	}
	// the reader's snapshot still shows the old value
	if row, _, _ := tbl.Get(reader, []any{int64(1)}); row[1] != "a" {
		t.Fatalf("reader saw %v", row[1])
	}
	if err := reader.Refresh(); err != nil {
		t.Fatal(err)
	}
	if row, _, _ := tbl.Get(reader, []any{int64(1)}); row[1] != "a1" {
		t.Fatalf("after refresh reader saw %v", row[1])
	}
}

func testUpdateWhileScanning(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	tx := begin(t, e)
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

func testTruncateAndKeyless(t *testing.T, e *kv.Engine) {
	def := Def()
	def.PrimaryKey = nil
	def.Schema[0].PrimaryKey = false
	def.Schema[0].AutoIncrement = false
	def.Indexes = nil
	tbl := mustOpen(t, e, def)
	tx := begin(t, e)
	for i := 0; i < 3; i++ {
		tbl.Insert(tx, sql.Row{int64(1), "same", int32(1)})
	}
	if err := tbl.Delete(tx, sql.Row{int64(1), "same", int32(1)}); err != nil {
		t.Fatal(err)
	}
	if n, _ := tbl.RowCount(tx); n != 2 {
		t.Fatalf("keyless count %d", n)
	}
	commit(t, tx)
	tx = begin(t, e)
	if n, err := tbl.Truncate(tx); err != nil || n != 2 {
		t.Fatalf("truncate %d %v", n, err)
	}
	tbl.Insert(tx, sql.Row{int64(9), "x", int32(9)})
	commit(t, tx)
	tx = begin(t, e)
	defer tx.Rollback()
	if rows := read(t, tbl, tx, engines.ReadRequest{}); len(rows) != 1 || rows[0][0] != int64(9) {
		t.Fatalf("after truncate: %v", rows)
	}
	if n, _ := tbl.RowCount(tx); n != 1 {
		t.Fatalf("count after truncate %d", n)
	}
}

// testIndexReadBatches reads a secondary index over more rows than one
// read-ahead batch, forward, backward and bounded, with writes of the
// transaction itself (made before and during the scan) laid over it.
func testIndexReadBatches(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	const n = 5000
	perm := rand.New(rand.NewPCG(1, 2)).Perm(n)
	tx := begin(t, e)
	for id, k := range perm {
		if _, err := tbl.Insert(tx, sql.Row{int64(id + 1), nil, int32(k)}); err != nil {
			t.Fatal(err)
		}
	}
	commit(t, tx)
	// byK[k] is the id holding k.
	byK := make([]int64, n)
	for id, k := range perm {
		byK[k] = int64(id + 1)
	}

	tx = begin(t, e)
	defer tx.Rollback()
	check := func(rows []sql.Row, ks []int) {
		t.Helper()
		if len(rows) != len(ks) {
			t.Fatalf("%d rows, want %d", len(rows), len(ks))
		}
		for i, r := range rows {
			if r[2] != int32(ks[i]) || r[0] != byK[ks[i]] {
				t.Fatalf("row %d is %v, want k=%d id=%d", i, r, ks[i], byK[ks[i]])
			}
		}
	}
	var all []int
	for k := 0; k < n; k++ {
		all = append(all, k)
	}
	check(read(t, tbl, tx, engines.ReadRequest{Index: 2}), all)
	var desc []int
	for k := 3999; k >= 1000; k-- {
		desc = append(desc, k)
	}
	check(read(t, tbl, tx, engines.ReadRequest{Index: 2, Reverse: true,
		Lower: &engines.Bound{Key: []any{int32(1000)}, Inclusive: true},
		Upper: &engines.Bound{Key: []any{int32(4000)}}}), desc)

	// The transaction's own writes win over the snapshot: delete k=10,
	// rename the row holding k=20.
	row, _, _ := tbl.Get(tx, []any{byK[10]})
	if err := tbl.Delete(tx, row); err != nil {
		t.Fatal(err)
	}
	row, _, _ = tbl.Get(tx, []any{byK[20]})
	nr := row.Copy()
	nr[1] = "renamed"
	if err := tbl.Update(tx, row, nr); err != nil {
		t.Fatal(err)
	}
	rows := read(t, tbl, tx, engines.ReadRequest{Index: 2, Upper: &engines.Bound{Key: []any{int32(30)}}})
	if len(rows) != 29 || rows[19][2] != int32(20) || rows[19][1] != "renamed" {
		t.Fatalf("overlay: %d rows, k=20 row %v", len(rows), rows[19])
	}

	// Writes made while the scan is open are seen by rows returned after
	// them, even if the scan fetched those rows before.
	it, err := tbl.Read(tx, engines.ReadRequest{Index: 2, Lower: &engines.Bound{Key: []any{int32(100)}, Inclusive: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	for i := 0; i < 600; i++ {
		r, err := it.Next()
		if err != nil {
			t.Fatal(err)
		}
		k := r[2].(int32)
		if want := fmt.Sprint("ahead", k); k%7 == 0 && k-7 >= 100 && r[1] != want {
			t.Fatalf("k=%d: name %v, want %s", k, r[1], want)
		}
		// Rename a row the scan will reach later.
		if later := int(k) + 7; later%7 == 0 && later < n {
			old, _, _ := tbl.Get(tx, []any{byK[later]})
			nr := old.Copy()
			nr[1] = fmt.Sprint("ahead", later)
			if err := tbl.Update(tx, old, nr); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// testIteratorOutlivesCommit: an iterator left open across its
// transaction's end reads on from what it saw if the store's snapshots
// are kv.Retainers (a stored procedure's cursor outlives the statement
// that opened it), and otherwise reports ErrTxnDone instead of reading
// released memory.
func testIteratorOutlivesCommit(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	tx := begin(t, e)
	for i := 1; i <= 50; i++ {
		tbl.Insert(tx, sql.Row{int64(i), nil, int32(i)})
	}
	commit(t, tx)
	s, err := e.Store().Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	_, retained := s.(kv.Retainer)
	s.Release()
	for _, index := range []int{0, 2} {
		tx = begin(t, e)
		it, err := tbl.Read(tx, engines.ReadRequest{Index: index})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := it.Next(); err != nil {
			t.Fatal(err)
		}
		// The transaction changes a row the iterator has not reached
		// and commits.
		if err := tbl.Update(tx, sql.Row{int64(30), nil, int32(30)}, sql.Row{int64(30), "x", int32(30)}); err != nil {
			t.Fatal(err)
		}
		commit(t, tx)
		if !retained {
			if _, err := it.Next(); !errors.Is(err, engines.ErrTxnDone) {
				t.Fatalf("index %d: Next after commit: %v", index, err)
			}
			it.Close()
			continue
		}
		rows := Collect(t, it)
		if len(rows) != 49 {
			t.Fatalf("index %d: %d rows after commit, want 49", index, len(rows))
		}
		for _, r := range rows {
			// Rows are read as the transaction had them at Read: the
			// update came later.
			if r[0].(int64) == 30 && r[1] != nil {
				t.Fatalf("index %d: the iterator saw a write made after Read: %v", index, r)
			}
		}
		it.Close()
		tx = begin(t, e) // undo the update for the next round
		if err := tbl.Update(tx, sql.Row{int64(30), "x", int32(30)}, sql.Row{int64(30), nil, int32(30)}); err != nil {
			t.Fatal(err)
		}
		commit(t, tx)
	}
	// Refresh with an open iterator: the iterator keeps its snapshot.
	tx = begin(t, e)
	defer tx.Rollback()
	it, _ := tbl.Read(tx, engines.ReadRequest{Index: 0})
	it.Next()
	if err := tx.Refresh(); err != nil {
		t.Fatal(err)
	}
	if rows := Collect(t, it); len(rows) != 49 {
		t.Fatalf("after refresh the scan returned %d more rows, want 49", len(rows))
	}
}

func testDropTable(t *testing.T, e *kv.Engine) {
	def := Def()
	tbl := mustOpen(t, e, def)
	tx := begin(t, e)
	for i := 1; i <= 10; i++ {
		tbl.Insert(tx, sql.Row{nil, fmt.Sprint("n", i), int32(i)})
	}
	commit(t, tx)
	if err := e.DropTable(def); err != nil {
		t.Fatal(err)
	}
	// The storage is gone: a handler on the same ID sees nothing.
	tbl = mustOpen(t, e, def)
	tx = begin(t, e)
	defer tx.Rollback()
	if n, _ := tbl.RowCount(tx); n != 0 {
		t.Fatalf("dropped table count %d", n)
	}
	for index := 0; index < 3; index++ {
		if rows := read(t, tbl, tx, engines.ReadRequest{Index: index}); len(rows) != 0 {
			t.Fatalf("dropped table index %d rows %v", index, rows)
		}
	}
}

// GetColumns decodes the columns asked for, from the snapshot and from
// the transaction's own writes alike; nil asks for every column.
func testGetColumns(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	tx := begin(t, e)
	if _, err := tbl.Insert(tx, sql.Row{int64(1), "one", int32(10)}); err != nil {
		t.Fatal(err)
	}
	commit(t, tx)
	cg := tbl.(engines.ColumnGetter)
	want := engines.ColumnMask(3, []int{2})
	tx = begin(t, e)
	defer tx.Rollback()
	check := func(id int64, wantRow sql.Row) {
		t.Helper()
		row, ok, err := cg.GetColumns(tx, []any{id}, want)
		if err != nil || !ok || fmt.Sprint(row) != fmt.Sprint(wantRow) {
			t.Fatalf("GetColumns(%d, k): %v %v %v, want %v", id, row, ok, err, wantRow)
		}
	}
	check(1, sql.Row{nil, nil, int32(10)})
	if _, err := tbl.Insert(tx, sql.Row{int64(2), "two", int32(20)}); err != nil {
		t.Fatal(err)
	}
	check(2, sql.Row{nil, nil, int32(20)})
	if row, ok, err := cg.GetColumns(tx, []any{int64(2)}, nil); err != nil || !ok || fmt.Sprint(row) != fmt.Sprint(sql.Row{int64(2), "two", int32(20)}) {
		t.Fatalf("GetColumns(2, all): %v %v %v", row, ok, err)
	}
	if _, ok, err := cg.GetColumns(tx, []any{int64(3)}, want); ok || err != nil {
		t.Fatalf("GetColumns(3): %v %v", ok, err)
	}
}
