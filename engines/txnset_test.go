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
	check := func(e engines.Engine, tbl engines.Table, id int64, want bool) { checkRow(t, e, tbl, id, want) }
	check(e1, t1, 1, true)
	check(e1, t1, 2, false)
	check(e2, t2, 3, false)
}

// Nested marks, with engines touched between them: rolling back to the
// inner one keeps what came before it, releasing it keeps its writes, and
// a set reused after Commit takes marks from scratch.
func TestTxnSetNestedMarks(t *testing.T) {
	e1, e2, e3 := memory.New(), memory.New(), memory.New()
	t1, _ := e1.Open(kvtest.Def())
	t2, _ := e2.Open(kvtest.Def())
	t3, _ := e3.Open(kvtest.Def())
	s := engines.NewTxnSet(engines.TxOptions{})
	insert := func(e engines.Engine, tbl engines.Table, id int64) {
		t.Helper()
		tx, _ := s.For(e)
		if _, err := tbl.Insert(tx, sql.Row{id, nil, int32(0)}); err != nil {
			t.Fatal(err)
		}
	}
	check := func(e engines.Engine, tbl engines.Table, id int64, want bool) { checkRow(t, e, tbl, id, want) }
	for round := int64(0); round < 2; round++ {
		base := round * 100
		insert(e1, t1, base+1)
		outer := s.Savepoint() // e1 only
		insert(e1, t1, base+2)
		insert(e2, t2, base+3)
		inner := s.Savepoint() // e1 and e2
		insert(e1, t1, base+4)
		insert(e2, t2, base+5)
		insert(e3, t3, base+6)
		third := s.Savepoint() // all three
		insert(e3, t3, base+7)
		s.RollbackTo(inner) // undoes 4..7, forgets third
		s.RollbackTo(third) // no such mark any more: nothing happens
		insert(e2, t2, base+8)
		kept := s.Savepoint()
		insert(e3, t3, base+9)
		s.Release(kept) // keeps 9
		if round == 1 {
			s.RollbackTo(outer) // undoes 2, 3, 8, 9
		}
		if err := s.Commit(context.Background()); err != nil {
			t.Fatal(err)
		}
		check(e1, t1, base+1, true)
		for _, r := range []struct {
			e   engines.Engine
			tbl engines.Table
			id  int64
		}{{e1, t1, 2}, {e2, t2, 3}, {e2, t2, 8}, {e3, t3, 9}} {
			check(r.e, r.tbl, base+r.id, round == 0)
		}
		for _, r := range []struct {
			e   engines.Engine
			tbl engines.Table
			id  int64
		}{{e1, t1, 4}, {e2, t2, 5}, {e3, t3, 6}, {e3, t3, 7}} {
			check(r.e, r.tbl, base+r.id, false)
		}
	}
}

// checkRow fails t unless row id's presence in tbl, read in a new
// transaction of e, is want.
func checkRow(t *testing.T, e engines.Engine, tbl engines.Table, id int64, want bool) {
	t.Helper()
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	if _, ok, err := tbl.Get(tx, []any{id}); err != nil || ok != want {
		t.Fatalf("row %d: found %v (%v), want %v", id, ok, err, want)
	}
}
