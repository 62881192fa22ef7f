package kv_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/kv/kvtest"
	"handlerd/engines/memory"
)

// A statement reads the transaction's writes as they were when it began
// (engines.StatementTxn); write checks still see everything, and the next
// statement sees it all.
func TestStatementReadView(t *testing.T) {
	e := memory.New()
	def := testDef()
	if err := e.CreateTable(def); err != nil {
		t.Fatal(err)
	}
	h, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{})
	if _, err := h.Insert(tx, sql.Row{int64(1), "a", int32(1)}); err != nil {
		t.Fatal(err)
	}
	st := tx.(engines.StatementTxn)
	st.PushStatement()
	if _, err := h.Insert(tx, sql.Row{int64(2), "b", int32(1)}); err != nil {
		t.Fatal(err)
	}
	for _, req := range []engines.ReadRequest{{}, {Index: 2}} { // primary key, then index k
		it, err := h.Read(tx, req)
		if err != nil {
			t.Fatal(err)
		}
		if got := kvtest.IDs(kvtest.Collect(t, it)); !slices.Equal(got, []int64{1}) {
			t.Fatalf("index %d read in the statement: %v, want [1]", req.Index, got)
		}
	}
	// A duplicate of the row the statement wrote is still refused.
	var dup *engines.DuplicateKeyError
	if _, err := h.Insert(tx, sql.Row{int64(2), "c", int32(1)}); !errors.As(err, &dup) {
		t.Fatalf("duplicate within the statement: %v", err)
	}
	st.PopStatements(0)
	it, _ := h.Read(tx, engines.ReadRequest{})
	if got := kvtest.IDs(kvtest.Collect(t, it)); !slices.Equal(got, []int64{1, 2}) {
		t.Fatalf("after the statement: %v", got)
	}
	tx.Rollback()
}

// An iterator outlives its transaction over a snapshot that is a
// kv.Retainer (MEMORY's are): a stored procedure's cursor is fetched after
// the statement that opened it committed.
func TestIteratorOutlivesTransaction(t *testing.T) {
	e := memory.New()
	def := testDef()
	e.CreateTable(def)
	h, _ := e.Open(def)
	tx, _ := e.Begin(engines.TxOptions{})
	for i := int64(1); i <= 3; i++ {
		if _, err := h.Insert(tx, sql.Row{i, nil, int32(i)}); err != nil {
			t.Fatal(err)
		}
	}
	it, err := h.Read(tx, engines.ReadRequest{Index: 2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := it.Next(); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := kvtest.IDs(kvtest.Collect(t, it)); !slices.Equal(got, []int64{2, 3}) {
		t.Fatalf("after the commit the iterator returned %v, want [2 3]", got)
	}
	it.Close()
}

// A statement sees what statements nested in it (a trigger's) wrote once
// they have ended, but still not its own writes.
func TestNestedStatementWritesVisible(t *testing.T) {
	e := memory.New()
	a, b := testDef(), testDef()
	b.ID, b.Name = 8, "b"
	e.CreateTable(a)
	e.CreateTable(b)
	ha, _ := e.Open(a)
	hb, _ := e.Open(b)
	tx, _ := e.Begin(engines.TxOptions{})
	st := tx.(engines.StatementTxn)
	st.PushStatement() // the outer statement writes a
	if _, err := ha.Insert(tx, sql.Row{int64(1), nil, int32(1)}); err != nil {
		t.Fatal(err)
	}
	st.PushStatement() // a trigger writes b
	if _, err := hb.Insert(tx, sql.Row{int64(1), nil, int32(1)}); err != nil {
		t.Fatal(err)
	}
	st.PopStatements(1)
	it, _ := hb.Read(tx, engines.ReadRequest{})
	if got := kvtest.IDs(kvtest.Collect(t, it)); !slices.Equal(got, []int64{1}) {
		t.Fatalf("the outer statement reads b: %v, want the trigger's row", got)
	}
	it, _ = ha.Read(tx, engines.ReadRequest{})
	if got := kvtest.IDs(kvtest.Collect(t, it)); len(got) != 0 {
		t.Fatalf("the outer statement reads its own write to a: %v", got)
	}
	st.PopStatements(0)
	tx.Rollback()
}
