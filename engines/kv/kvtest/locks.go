package kvtest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/kv"
)

// Blocked runs f in a goroutine, checks that it is still waiting (for a
// row lock) a moment later, and returns where its result will arrive.
func Blocked(t *testing.T, f func() error) <-chan error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		t.Fatalf("did not wait for the row lock: returned %v", err)
	case <-time.After(100 * time.Millisecond):
	}
	return done
}

// lockRow makes a locking read of the row with primary key id in tx.
func lockRow(tbl engines.Table, tx engines.Txn, id int64) (sql.Row, error) {
	r := engines.RangeFor(0, engines.OpEQ, []any{id})
	r.ForUpdate = true
	it, err := tbl.Read(tx, r)
	if err != nil {
		return nil, err
	}
	defer it.Close()
	return it.Next()
}

func seed(t *testing.T, e *kv.Engine, tbl engines.Table, rows ...sql.Row) {
	t.Helper()
	tx := begin(t, e)
	for _, r := range rows {
		if _, err := tbl.Insert(tx, r); err != nil {
			t.Fatal(err)
		}
	}
	commit(t, tx)
}

// Two transactions adding one to the same counter both count, as two
// "UPDATE t SET k = k + 1 WHERE id = 1" do in InnoDB: the second's
// locking read waits for the first and then sees its commit.
func testLockingReadSeesNewest(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	seed(t, e, tbl, sql.Row{int64(1), "a", int32(10)})
	increment := func(tx engines.Txn) error {
		row, err := lockRow(tbl, tx, 1)
		if err != nil {
			return err
		}
		nr := row.Copy()
		nr[2] = row[2].(int32) + 1
		return tbl.Update(tx, row, nr)
	}
	w1, w2 := begin(t, e), begin(t, e)
	defer w1.Rollback()
	defer w2.Rollback()
	tbl.RowCount(w2) // w2's snapshot predates w1's commit
	if err := increment(w1); err != nil {
		t.Fatal(err)
	}
	second := Blocked(t, func() error { return increment(w2) })
	commit(t, w1)
	if err := <-second; err != nil {
		t.Fatal(err)
	}
	// The snapshot still shows the old value to plain reads; the row
	// w2 wrote is its own.
	if row, _, _ := tbl.Get(w2, []any{int64(1)}); row[2] != int32(12) {
		t.Fatalf("w2 sees k=%v, want 12", row[2])
	}
	commit(t, w2)
	tx := begin(t, e)
	defer tx.Rollback()
	if row, _, _ := tbl.Get(tx, []any{int64(1)}); row[2] != int32(12) {
		t.Fatalf("after both increments k=%v, want 12", row[2])
	}
	// A locking read skips a row deleted since the snapshot.
	w3, w4 := begin(t, e), begin(t, e)
	defer w3.Rollback()
	defer w4.Rollback()
	tbl.RowCount(w4)
	row, _ := lockRow(tbl, w3, 1)
	if err := tbl.Delete(w3, row); err != nil {
		t.Fatal(err)
	}
	gone := Blocked(t, func() error {
		row, err := lockRow(tbl, w4, 1)
		if err == nil {
			return errors.New("read the deleted row " + sql.FormatRow(row))
		}
		if !errors.Is(err, io.EOF) {
			return err
		}
		return nil
	})
	commit(t, w3)
	if err := <-gone; err != nil {
		t.Fatal(err)
	}
}

// A cycle of waiters is broken at once: the transaction that would close
// it gets ErrConflict, loses its locks and cannot commit; the other goes on.
func testDeadlock(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	seed(t, e, tbl, sql.Row{int64(1), "a", int32(1)}, sql.Row{int64(2), "b", int32(2)})
	w1, w2 := begin(t, e), begin(t, e)
	defer w1.Rollback()
	defer w2.Rollback()
	if _, err := lockRow(tbl, w1, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := lockRow(tbl, w2, 2); err != nil {
		t.Fatal(err)
	}
	first := Blocked(t, func() error { _, err := lockRow(tbl, w1, 2); return err })
	if _, err := lockRow(tbl, w2, 1); !errors.Is(err, engines.ErrConflict) {
		t.Fatalf("closing the cycle: %v, want a deadlock (ErrConflict)", err)
	}
	if a, ok := w2.(engines.Aborter); !ok || !a.Aborted() {
		t.Fatal("the deadlock victim is not marked aborted")
	}
	if err := <-first; err != nil {
		t.Fatalf("the survivor: %v", err)
	}
	if err := w2.Commit(context.Background()); !errors.Is(err, engines.ErrConflict) {
		t.Fatalf("the victim's commit: %v, want ErrConflict", err)
	}
	commit(t, w1)
}

// A lock held too long fails the waiting statement with
// ErrLockWaitTimeout; its transaction goes on.
func testLockWaitTimeout(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	seed(t, e, tbl, sql.Row{int64(1), "a", int32(1)})
	w1 := begin(t, e)
	defer w1.Rollback()
	if _, err := lockRow(tbl, w1, 1); err != nil {
		t.Fatal(err)
	}
	w2, err := e.Begin(engines.TxOptions{LockWait: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer w2.Rollback()
	start := time.Now()
	if _, err := lockRow(tbl, w2, 1); !errors.Is(err, engines.ErrLockWaitTimeout) {
		t.Fatalf("got %v, want ErrLockWaitTimeout", err)
	}
	if waited := time.Since(start); waited < 200*time.Millisecond {
		t.Fatalf("gave up after %v, before the lock wait", waited)
	}
	if _, err := tbl.Insert(w2, sql.Row{int64(2), "b", int32(2)}); err != nil {
		t.Fatal(err)
	}
	commit(t, w2)
}

// Two inserts of one new key: the second waits, then fails with a
// duplicate key if the first committed, or succeeds if it rolled back.
func testInsertWaitsForKey(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	for _, firstCommits := range []bool{true, false} {
		id := int64(10)
		if !firstCommits {
			id = 11
		}
		x, y := fmt.Sprint("x", id), fmt.Sprint("y", id)
		w1, w2 := begin(t, e), begin(t, e)
		defer w1.Rollback()
		defer w2.Rollback()
		tbl.RowCount(w2)
		if _, err := tbl.Insert(w1, sql.Row{id, x, int32(1)}); err != nil {
			t.Fatal(err)
		}
		second := Blocked(t, func() error { _, err := tbl.Insert(w2, sql.Row{id, y, int32(2)}); return err })
		if firstCommits {
			commit(t, w1)
			var dup *engines.DuplicateKeyError
			if err := <-second; !errors.As(err, &dup) || dup.Index != "PRIMARY" || dup.Existing[1] != x {
				t.Fatalf("second insert after the first committed: %v, want a duplicate of PRIMARY holding x", err)
			}
			w2.Rollback()
			continue
		}
		w1.Rollback()
		if err := <-second; err != nil {
			t.Fatalf("second insert after the first rolled back: %v", err)
		}
		commit(t, w2)
	}
}

// A locking read of a primary key no row has locks the key: a second
// transaction's locking read of it waits, and then finds the row the first
// inserted there, so "DELETE ... WHERE id = ?; INSERT ... (id, ...)" run by
// two transactions at once on a missing row deletes and inserts in turn,
// where the second's insert failed with a duplicate key.
func testLockingReadOfMissingRow(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	deleteInsert := func(tx engines.Txn, name string) (deleted sql.Row, err error) {
		row, err := lockRow(tbl, tx, 7)
		switch {
		case err == nil:
			if err := tbl.Delete(tx, row); err != nil {
				return nil, err
			}
		case err != io.EOF:
			return nil, err
		}
		_, err = tbl.Insert(tx, sql.Row{int64(7), name, int32(7)})
		return row, err
	}
	w1, w2 := begin(t, e), begin(t, e)
	defer w1.Rollback()
	defer w2.Rollback()
	tbl.RowCount(w2) // w2's snapshot predates w1's commit
	if row, err := deleteInsert(w1, "first"); err != nil || row != nil {
		t.Fatalf("first delete+insert: found %v, %v; want no row, no error", row, err)
	}
	var second sql.Row
	done := Blocked(t, func() (err error) { second, err = deleteInsert(w2, "second"); return err })
	commit(t, w1)
	if err := <-done; err != nil {
		t.Fatalf("second delete+insert after the first committed: %v", err)
	}
	if second == nil || second[1] != "first" {
		t.Fatalf("second transaction's locking read found %v, want the first's row", second)
	}
	commit(t, w2)
	r := begin(t, e)
	defer r.Rollback()
	if row, ok, err := tbl.Get(r, []any{int64(7)}); err != nil || !ok || row[1] != "second" {
		t.Fatalf("row 7 after both: %v %v %v, want the second's", row, ok, err)
	}
}

// A unique value given up by a delete is free for an insert once the
// delete commits; the insert waits instead of failing with 1062.
func testUniqueValueWaitsForDelete(t *testing.T, e *kv.Engine) {
	tbl := mustOpen(t, e, Def())
	seed(t, e, tbl, sql.Row{int64(1), "a", int32(1)})
	w1, w2 := begin(t, e), begin(t, e)
	defer w1.Rollback()
	defer w2.Rollback()
	tbl.RowCount(w2)
	row, err := lockRow(tbl, w1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := tbl.Delete(w1, row); err != nil {
		t.Fatal(err)
	}
	second := Blocked(t, func() error { _, err := tbl.Insert(w2, sql.Row{int64(2), "A", int32(2)}); return err })
	commit(t, w1)
	if err := <-second; err != nil {
		t.Fatalf("insert of the freed unique value: %v", err)
	}
	commit(t, w2)
}
