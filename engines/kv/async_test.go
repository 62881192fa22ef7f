package kv_test

import (
	"context"
	"errors"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/kv"
	"handlerd/engines/kv/kvtest"
	"handlerd/engines/memory"
)

// asyncStore completes commits through CommitAsync on the test's say-so.
type asyncStore struct {
	*memory.Store
	pending []func()
	fail    error
}

func (s *asyncStore) CommitAsync(b *kv.Batch, then func(error)) {
	err := s.fail
	s.pending = append(s.pending, func() {
		if err == nil {
			err = s.Store.Commit(b)()
		}
		then(err)
	})
}

// complete finishes the queued commits in order.
func (s *asyncStore) complete() {
	p := s.pending
	s.pending = nil
	for _, f := range p {
		f()
	}
}

// A queued commit is visible, and its row locks released, only after
// ready and Settle; a NoLockWait writer of a locked row gets ErrWouldWait
// instead of waiting; a store failure comes back from Settle.
func TestCommitAsync(t *testing.T) {
	st := &asyncStore{Store: memory.NewStore()}
	e := kv.NewEngine(st, kv.Options{Name: engines.MEMORY})
	if !e.AsyncCommits() {
		t.Fatal("AsyncCommits is false over an AsyncStore")
	}
	tbl, err := e.Open(testDef())
	if err != nil {
		t.Fatal(err)
	}
	begin := func() kv.AsyncTxn {
		tx, _ := e.Begin(engines.TxOptions{})
		return tx.(kv.AsyncTxn)
	}
	count := func() int {
		tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
		defer tx.Rollback()
		it, err := tbl.Read(tx, engines.ReadRequest{})
		if err != nil {
			t.Fatal(err)
		}
		return len(kvtest.Collect(t, it))
	}
	row := sql.Row{int64(1), "a", int32(1)}
	tx := begin()
	if _, err := tbl.Insert(tx, row); err != nil {
		t.Fatal(err)
	}
	ready := 0
	queued, err := tx.CommitAsync(func() { ready++ })
	if !queued || err != nil {
		t.Fatalf("CommitAsync: queued %v, err %v", queued, err)
	}
	// The row is locked until Settle: a NoLockWait writer does not wait.
	tx2 := begin()
	tx2.NoLockWait()
	if err := tbl.Update(tx2, row, sql.Row{int64(1), "b", int32(1)}); !errors.Is(err, kv.ErrWouldWait) {
		t.Fatalf("update of a row locked by a queued commit: %v, want ErrWouldWait", err)
	}
	tx2.Rollback()
	if ready != 0 {
		t.Fatal("ready before the store completed the commit")
	}
	if n := count(); n != 0 {
		t.Fatalf("%d rows visible before the store completed the commit, want 0", n)
	}
	st.complete()
	if ready != 1 {
		t.Fatalf("ready called %d times, want 1", ready)
	}
	if err := tx.Settle(); err != nil {
		t.Fatal(err)
	}
	if err := tx.Settle(); !errors.Is(err, engines.ErrTxnDone) {
		t.Fatalf("second Settle: %v", err)
	}
	if n := count(); n != 1 {
		t.Fatalf("%d rows after the commit, want 1", n)
	}
	// Now the lock is free.
	tx2 = begin()
	tx2.NoLockWait()
	if err := tbl.Update(tx2, row, sql.Row{int64(1), "b", int32(1)}); err != nil {
		t.Fatal(err)
	}
	// Commit still waits as before.
	if err := tx2.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// A read-only or empty transaction settles at once; a store failure is
// Settle's error and leaves the keys writable.
func TestCommitAsyncOutcomes(t *testing.T) {
	st := &asyncStore{Store: memory.NewStore()}
	e := kv.NewEngine(st, kv.Options{Name: engines.MEMORY})
	tbl, err := e.Open(testDef())
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{})
	if queued, err := tx.(kv.AsyncTxn).CommitAsync(func() { t.Fatal("ready for an empty commit") }); queued || err != nil {
		t.Fatalf("empty CommitAsync: queued %v, err %v", queued, err)
	}
	row := sql.Row{int64(1), "a", int32(1)}
	insert := func() (kv.AsyncTxn, bool) {
		tx, _ := e.Begin(engines.TxOptions{})
		atx := tx.(kv.AsyncTxn)
		if _, err := tbl.Insert(atx, row); err != nil {
			t.Fatal(err)
		}
		queued, err := atx.CommitAsync(func() {})
		if err != nil {
			t.Fatal(err)
		}
		return atx, queued
	}
	st.fail = errors.New("disk full")
	atx, queued := insert()
	if !queued {
		t.Fatal("not queued")
	}
	st.complete()
	if err := atx.Settle(); err == nil || !errors.Is(err, st.fail) {
		t.Fatalf("Settle of a failed commit: %v", err)
	}
	st.fail = nil
	atx, _ = insert()
	st.complete()
	if err := atx.Settle(); err != nil {
		t.Fatalf("retry after a failed commit: %v", err)
	}
	// Without an AsyncStore, CommitAsync refuses and AsyncCommits says so.
	e2 := kv.NewEngine(memory.NewStore(), kv.Options{Name: engines.MEMORY})
	if e2.AsyncCommits() {
		t.Fatal("AsyncCommits over a store without CommitAsync")
	}
	tbl2, err := e2.Open(testDef())
	if err != nil {
		t.Fatal(err)
	}
	tx2, _ := e2.Begin(engines.TxOptions{})
	if _, err := tbl2.Insert(tx2, row); err != nil {
		t.Fatal(err)
	}
	if queued, err := tx2.(kv.AsyncTxn).CommitAsync(func() { t.Fatal("ready without an AsyncStore") }); queued || err == nil {
		t.Fatalf("CommitAsync without an AsyncStore: queued %v, err %v", queued, err)
	}
	tx2.Rollback()
}
