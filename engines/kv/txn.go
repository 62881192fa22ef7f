package kv

import (
	"context"
	"errors"
	"time"

	"handlerd/engines"
)

// txn implements engines.Txn.
type txn struct {
	e        *Engine
	readOnly bool
	// private transactions write tables no other transaction can reach
	// yet, so their keys need no conflict tracking.
	private bool
	done    bool

	snap    Snapshot // opened on first use
	snapSeq uint64
	// enteredSeq is the sequence registered with the tracker; it stays the
	// first snapshot's even after Refresh, since writes made under that
	// snapshot are validated against it.
	enteredSeq uint64
	entered    bool

	// cur is a read view newer than snap, for current reads of rows
	// changed since snap (lock.go); curSeq is its sequence.
	cur    Snapshot
	curSeq uint64

	// Row locks (lock.go). locks are the keys held; released is closed
	// when they are released (made by the first waiter); waitingFor is the
	// holder of the lock this transaction waits for (under the lock
	// table's mutex); aborted marks a deadlock victim.
	locks      []string
	lockBuf    [2]string // locks' first storage: most transactions take one or two
	released   chan struct{}
	waitingFor *txn
	aborted    bool
	lockWait   time.Duration

	// noLockWait: a row lock another transaction holds fails the write
	// with ErrWouldWait instead of waiting (NoLockWait).
	noLockWait bool
	// pending is a commit queued by CommitAsync until Settle; pendingWS
	// its write set (nil when none is queued), pendingErr the store's
	// outcome.
	pending    queued
	pendingWS  *writeSet
	pendingErr error

	ws *writeSet
	// autoInc holds, per table, the counter value to persist at commit.
	autoInc map[uint64]uint64

	// keyBuf is getEncoded's key buffer, reused by the next point read.
	keyBuf []byte
}

var _ engines.Txn = (*txn)(nil)

func asTxn(tx engines.Txn) *txn {
	t, ok := tx.(*txn)
	if !ok {
		panic("kv: transaction from another engine")
	}
	return t
}

// view returns the transaction's snapshot, opening it on first use.
func (t *txn) view() (Snapshot, error) {
	if t.done {
		return nil, engines.ErrTxnDone
	}
	if t.snap == nil {
		// Only a transaction that may write registers with the tracker
		// (its writes are validated against the records newer than its
		// snapshot), and only its first snapshot: after a Refresh, writes
		// made under the first are still validated against it.
		register := !t.readOnly && !t.entered
		s, seq, err := t.e.snapshot(register)
		if err != nil {
			return nil, err
		}
		if register {
			t.entered, t.enteredSeq = true, seq
		}
		t.snap, t.snapSeq = s, seq
	}
	return t.snap, nil
}

func (t *txn) writes() (*writeSet, error) {
	if t.done {
		return nil, engines.ErrTxnDone
	}
	if t.readOnly {
		return nil, errReadOnlyTxn
	}
	if _, err := t.view(); err != nil {
		return nil, err
	}
	if t.ws == nil {
		t.ws = newWriteSet()
	}
	return t.ws, nil
}

func (t *txn) Savepoint() engines.Savepoint {
	if t.ws == nil {
		return 0
	}
	return engines.Savepoint(t.ws.mark())
}

func (t *txn) RollbackTo(sp engines.Savepoint) {
	if t.ws != nil {
		t.ws.rollbackTo(int(sp))
	}
}

func (t *txn) Refresh() error {
	if t.done || t.snap == nil {
		return nil
	}
	t.snap.Release()
	t.snap = nil
	_, err := t.view()
	return err
}

// Aborted implements engines.Aborter.
func (t *txn) Aborted() bool { return t.aborted }

var _ engines.Aborter = (*txn)(nil)

func (t *txn) Dirty() bool { return t.ws != nil && t.ws.dirty() }

func (t *txn) Commit(ctx context.Context) error {
	ws, autoInc, err := t.end()
	if ws == nil {
		return err
	}
	// The locks go once the commit is visible: a waiter then reads
	// what this transaction wrote. The batch holds what it needs of the
	// write set, which is recycled then.
	defer ws.release()
	defer t.releaseLocks()
	return t.e.commit(ctx, ws, autoInc)
}

// end ends the transaction for a commit. It returns the write set to
// commit, or nil and the commit's outcome when there is nothing to hand to
// the store (then the locks and write set are already released).
func (t *txn) end() (*writeSet, map[uint64]uint64, error) {
	if t.done {
		return nil, nil, engines.ErrTxnDone
	}
	ws, autoInc := t.ws, t.autoInc
	// Release the snapshot before waiting for the store: a store such as
	// bbolt cannot grow its file while read views are open.
	t.finish()
	if t.aborted || ws == nil || (!ws.dirty() && len(autoInc) == 0) {
		t.releaseLocks()
		ws.release()
		if t.aborted {
			return nil, nil, engines.ErrConflict
		}
		return nil, nil, nil
	}
	return ws, autoInc, nil
}

// AsyncTxn is a transaction that can commit without waiting, for callers
// that must not block (an event loop). Transactions of an engine whose
// AsyncCommits is true implement it.
type AsyncTxn interface {
	engines.Txn
	// NoLockWait makes writes fail with ErrWouldWait where they would
	// wait for a row lock another transaction holds.
	NoLockWait()
	// CommitAsync is Commit up to handing the batch to the store, which
	// never waits. queued false: the outcome is err, known at once
	// (nothing to write, a conflict). queued true: ready is called once
	// the store has the outcome, from the store's goroutine (or at once,
	// from CommitAsync, with the engine's commit lock held, if the store
	// is closed), so it must only hand the transaction back to its owner
	// and never call into the engine; the owner then calls Settle for
	// Commit's result. The row locks are held until Settle.
	CommitAsync(ready func()) (queued bool, err error)
	// Settle ends a queued commit once ready was called; it returns what
	// Commit would have.
	Settle() error
}

var _ AsyncTxn = (*txn)(nil)

// ErrWouldWait: a write of a NoLockWait transaction needs a row lock
// another transaction holds. The caller rolls the transaction back and
// runs it again where it may wait.
var ErrWouldWait = errors.New("kv: row lock held by another transaction")

// NoLockWait implements AsyncTxn.
func (t *txn) NoLockWait() { t.noLockWait = true }

// CommitAsync implements AsyncTxn.
func (t *txn) CommitAsync(ready func()) (bool, error) {
	if !t.e.AsyncCommits() {
		return false, errors.New("kv: the store cannot commit asynchronously")
	}
	ws, autoInc, err := t.end()
	if ws == nil {
		return false, err
	}
	t.pendingWS = ws
	if _, err := t.e.queue(&t.pending, ws, autoInc, func(err error) {
		t.pendingErr = err
		ready()
	}); err != nil {
		t.pendingWS = nil
		t.releaseLocks()
		ws.release()
		return false, err
	}
	return true, nil
}

// Settle implements AsyncTxn.
func (t *txn) Settle() error {
	ws := t.pendingWS
	if ws == nil {
		return engines.ErrTxnDone
	}
	t.pendingWS = nil
	err := t.e.settle(&t.pending, t.pendingErr)
	t.releaseLocks()
	ws.release()
	t.pending = queued{}
	return err
}

func (t *txn) Rollback() {
	if !t.done {
		ws := t.ws
		t.finish()
		t.releaseLocks()
		ws.release()
	}
}

func (t *txn) finish() {
	t.done = true
	if t.snap != nil {
		t.snap.Release()
		t.snap = nil
	}
	if t.cur != nil {
		t.cur.Release()
		t.cur = nil
	}
	if t.entered {
		t.e.tracker.leave(t.enteredSeq)
		t.entered = false
	}
	t.ws, t.autoInc = nil, nil
}

// get reads one key as the transaction sees it. The returned value is only
// valid until the snapshot is released.
func (t *txn) get(tr Tree, key []byte) ([]byte, bool, error) {
	s, err := t.view()
	if err != nil {
		return nil, false, err
	}
	return t.getOn(s, tr, key)
}

// getOn reads one key from the transaction's writes over snapshot s.
func (t *txn) getOn(s Snapshot, tr Tree, key []byte) ([]byte, bool, error) {
	if t.ws != nil {
		return getThrough(t.ws.tree(tr), s, tr, key)
	}
	return s.Get(tr, key)
}

// getThrough reads key of tree tr from the writes o (nil: none) over
// snapshot s.
func getThrough(o *overlay, s Snapshot, tr Tree, key []byte) ([]byte, bool, error) {
	if o != nil {
		if e, ok := o.get(key); ok {
			return e.value, !e.deleted, nil
		}
		if o.cleared {
			return nil, false, nil
		}
	}
	return s.Get(tr, key)
}

// PushStatement implements engines.StatementTxn: until the matching
// PopStatements, Read sees this transaction's writes as they are now.
// Writes still check keys against everything written.
func (t *txn) PushStatement() {
	if t.done || t.readOnly {
		return // nothing will be written, so reads are stable anyway
	}
	if t.ws == nil {
		t.ws = newWriteSet()
	}
	t.ws.pushView()
}

// PopStatements implements engines.StatementTxn.
func (t *txn) PopStatements(level int) {
	if t.ws != nil {
		t.ws.popViews(level)
	}
}

var _ engines.StatementTxn = (*txn)(nil)

// cursor opens a merged cursor over tree tr, over everything the
// transaction wrote (for the checks writes make).
func (t *txn) cursor(tr Tree) (*mergedCursor, error) {
	var o *overlay
	if t.ws != nil {
		o = t.ws.tree(tr)
	}
	return t.cursorOver(tr, o)
}

// readCursor opens a merged cursor over tree tr as the current statement
// reads it (see readView), over snapshot s: the transaction's view, or a
// current read's newer one.
func (t *txn) readCursor(s Snapshot, tr Tree) (*mergedCursor, error) {
	var o *overlay
	if t.ws != nil {
		o = t.ws.readOverlay(tr)
	}
	return t.cursorOn(s, tr, o)
}

func (t *txn) cursorOver(tr Tree, o *overlay) (*mergedCursor, error) {
	s, err := t.view()
	if err != nil {
		return nil, err
	}
	return t.cursorOn(s, tr, o)
}

// cursorOn merges overlay o over snapshot s's tree tr.
func (t *txn) cursorOn(s Snapshot, tr Tree, o *overlay) (*mergedCursor, error) {
	var (
		base Cursor
		err  error
	)
	if o == nil || !o.cleared {
		if base, err = s.Cursor(tr); err != nil {
			return nil, err
		}
	}
	return newMergedCursor(base, o), nil
}

type readOnlyTxnError struct{}

func (readOnlyTxnError) Error() string {
	return "Cannot execute statement in a READ ONLY transaction."
}

var errReadOnlyTxn error = readOnlyTxnError{}
