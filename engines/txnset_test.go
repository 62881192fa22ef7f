package engines_test

import (
	"context"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/kv/kvtest"
	"handlerd/engines/memory"
)

// A set begins one transaction per engine (and one private one), rolls
// savepoints back across engines, including one touched after the mark,
// and starts empty again after Commit.
func TestTxnSet(t *testing.T) {
	e1, e2 := memory.New(), memory.New()
	t1, _ := e1.Open(kvtest.Def())
	t2, _ := e2.Open(kvtest.Def())
	s := engines.NewTxnSet(engines.TxOptions{})
	if !s.Empty() {
		t.Fatal("new set not empty")
	}
	tx1, _ := s.For(e1)
	if again, _ := s.For(e1); again != tx1 {
		t.Fatal("For begins a second transaction on the same engine")
	}
	if priv, _ := s.ForPrivate(e1); priv == tx1 {
		t.Fatal("the private transaction is the shared one")
	}
	insert := func(tbl engines.Table, tx engines.Txn, id int64) {
		t.Helper()
		if _, err := tbl.Insert(tx, sql.Row{id, nil, int32(0)}); err != nil {
			t.Fatal(err)
		}
	}
	insert(t1, tx1, 1)
	mark := s.Savepoint()
	insert(t1, tx1, 2)
	tx2, _ := s.For(e2)
	insert(t2, tx2, 3)
	if !s.Dirty() {
		t.Fatal("not dirty after inserts")
	}
	s.RollbackTo(mark)
	if err := s.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !s.Empty() {
		t.Fatal("set not empty after Commit")
	}
	check := func(e engines.Engine, tbl engines.Table, id int64, want bool) {
		t.Helper()
		tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
		defer tx.Rollback()
		if _, ok, err := tbl.Get(tx, []any{id}); err != nil || ok != want {
			t.Fatalf("row %d: found %v (%v), want %v", id, ok, err, want)
		}
	}
	check(e1, t1, 1, true)
	check(e1, t1, 2, false)
	check(e2, t2, 3, false)
}
