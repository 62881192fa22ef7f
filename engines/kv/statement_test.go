package kv_test

import (
	"context"
	"errors"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
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
		if got := ids(collect(t, it)); !equal(got, []int64{1}) {
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
	if got := ids(collect(t, it)); !equal(got, []int64{1, 2}) {
		t.Fatalf("after the statement: %v", got)
	}
	tx.Rollback()
}

// Iterators the caller never closes are closed when their transaction
// ends, and then fail instead of reading a released snapshot.
func TestIteratorClosedWithTransaction(t *testing.T) {
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
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
	tx, _ = e.Begin(engines.TxOptions{ReadOnly: true})
	it, err := h.Read(tx, engines.ReadRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := it.Next(); err != nil {
		t.Fatal(err)
	}
	tx.Rollback()
	if _, err := it.Next(); !errors.Is(err, engines.ErrTxnDone) {
		t.Fatalf("Next after the transaction ended: %v, want ErrTxnDone", err)
	}
	it.Close()
}
