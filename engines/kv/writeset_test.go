package kv_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/kv/kvtest"
	"handlerd/engines/memory"
)

// TestWriteSetGrows: a transaction's writes to a tree start in the
// overlay's small form and move to a B-tree past a handful; reads in the
// transaction (both directions, through the secondary indexes too),
// savepoints rolled back across the move, and the commit all see the
// same rows either way.
func TestWriteSetGrows(t *testing.T) {
	e := memory.New()
	tbl, _ := e.Open(testDef())
	tx, _ := e.Begin(engines.TxOptions{})
	insert := func(from, to int) { t.Helper(); insertIDs(t, tbl, tx, from, to) }
	read := func(r engines.ReadRequest) []int64 { t.Helper(); return readIDs(t, tbl, tx, r) }
	want := func(from, to int) (fwd, back []int64) {
		for i := from; i <= to; i++ {
			fwd = append(fwd, int64(i))
			back = append([]int64{int64(i)}, back...)
		}
		return fwd, back
	}
	check := func(n int) {
		t.Helper()
		fwd, back := want(1, n)
		if got := read(engines.ReadRequest{}); !slices.Equal(got, fwd) {
			t.Fatalf("scan %v, want %v", got, fwd)
		}
		if got := read(engines.ReadRequest{Reverse: true}); !slices.Equal(got, back) {
			t.Fatalf("reverse scan %v, want %v", got, back)
		}
		if got := read(engines.ReadRequest{Index: 1}); len(got) != n {
			t.Fatalf("unique index scan %v, want %d rows", got, n)
		}
	}
	insert(1, 3)
	check(3)
	sp := tx.Savepoint()
	insert(4, 30)
	check(30)
	tx.RollbackTo(sp)
	check(3)
	insert(4, 12)
	check(12)
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
	fwd, _ := want(1, 12)
	if got := kvtest.IDs(checked(t, e, tbl)); !slices.Equal(got, fwd) {
		t.Fatalf("committed %v, want %v", got, fwd)
	}
}

// TestTruncateRolledBack: a TRUNCATE in a transaction rolled back to a
// savepoint puts back the transaction's own writes, whether they were few
// (the overlay's small form) or many (its B-tree), and the rows they
// cover in the snapshot.
func TestTruncateRolledBack(t *testing.T) {
	for _, n := range []int{3, 20} {
		e := memory.New()
		tbl, _ := e.Open(testDef())
		tx, _ := e.Begin(engines.TxOptions{})
		insert := func(from, to int) { t.Helper(); insertIDs(t, tbl, tx, from, to) }
		read := func() []int64 { t.Helper(); return readIDs(t, tbl, tx, engines.ReadRequest{}) }
		insert(1, 2)
		if err := tx.Commit(context.Background()); err != nil {
			t.Fatal(err)
		}
		tx, _ = e.Begin(engines.TxOptions{})
		insert(3, n)
		want := read()
		sp := tx.Savepoint()
		if _, err := tbl.Truncate(tx); err != nil {
			t.Fatal(err)
		}
		insert(100, 101)
		if got := read(); !slices.Equal(got, []int64{100, 101}) {
			t.Fatalf("%d rows: after TRUNCATE %v, want [100 101]", n, got)
		}
		tx.RollbackTo(sp)
		if got := read(); !slices.Equal(got, want) || len(got) != n {
			t.Fatalf("%d rows: rolled back to %v, want %v", n, got, want)
		}
		if err := tx.Commit(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := kvtest.IDs(checked(t, e, tbl)); !slices.Equal(got, want) {
			t.Fatalf("%d rows: committed %v, want %v", n, got, want)
		}
	}
}

// insertIDs inserts the rows with ids from to to (testDef's table) in tx.
func insertIDs(t *testing.T, tbl engines.Table, tx engines.Txn, from, to int) {
	t.Helper()
	for i := from; i <= to; i++ {
		if _, err := tbl.Insert(tx, sql.Row{int64(i), fmt.Sprint("n", i), int32(i % 3)}); err != nil {
			t.Fatal(err)
		}
	}
}

// readIDs returns the ids r reads in tx.
func readIDs(t *testing.T, tbl engines.Table, tx engines.Txn, r engines.ReadRequest) []int64 {
	t.Helper()
	it, err := tbl.Read(tx, r)
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	return kvtest.IDs(kvtest.Collect(t, it))
}
