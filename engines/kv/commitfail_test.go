package kv_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/kv"
	"handlerd/engines/memory"
)

// failingStore fails every commit while fail is set, as a store does when
// its disk is full.
type failingStore struct {
	*memory.Store
	fail atomic.Bool
}

func (s *failingStore) Commit(b *kv.Batch) func() error {
	if s.fail.Load() {
		return func() error { return errors.New("disk full") }
	}
	return s.Store.Commit(b)
}

// A failed commit must not make the keys it wrote unwritable: the retry of
// the same transaction has to succeed once the store works again.
func TestRetryAfterFailedCommit(t *testing.T) {
	st := &failingStore{Store: memory.NewStore()}
	e := kv.NewEngine(st, kv.Options{Name: engines.MEMORY})
	tbl, err := e.Open(testDef())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	insert := func() error {
		tx, _ := e.Begin(engines.TxOptions{})
		if _, err := tbl.Insert(tx, sql.Row{int64(1), "a", int32(1)}); err != nil {
			t.Fatal(err)
		}
		return tx.Commit(ctx)
	}
	st.fail.Store(true)
	if err := insert(); err == nil {
		t.Fatal("commit on a failing store succeeded")
	}
	st.fail.Store(false)
	if err := insert(); err != nil {
		t.Fatalf("retry after a failed commit: %v", err)
	}
}
