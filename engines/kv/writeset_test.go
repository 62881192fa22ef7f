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
	insert := func(from, to int) {
		t.Helper()
		for i := from; i <= to; i++ {
			if _, err := tbl.Insert(tx, sql.Row{int64(i), fmt.Sprint("n", i), int32(i % 3)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	read := func(r engines.ReadRequest) []int64 {
		t.Helper()
		it, err := tbl.Read(tx, r)
		if err != nil {
			t.Fatal(err)
		}
		defer it.Close()
		return kvtest.IDs(kvtest.Collect(t, it))
	}
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
