package kv

import (
	"errors"
	"sync"
	"time"

	"handlerd/engines"
)

// Row locks.
//
// A transaction takes an exclusive lock on every key it writes (a primary
// key, or a unique index prefix it claims) and on every row an UPDATE or
// DELETE reads (engines.ReadRequest.ForUpdate), and keeps it until it
// commits or rolls back, as InnoDB does. A second writer of the key waits
// for the holder instead of failing at COMMIT; once it has the lock it works
// on the newest committed version of the row (a "current read"), so
// concurrent UPDATEs of one row both apply, in turn. Waiting ends in
// ErrLockWaitTimeout (MySQL error 1205) after TxOptions.LockWait, or in
// ErrConflict (1213) for the transaction that would close a cycle of
// waiters (a deadlock): its locks are released at once and its commit is
// refused, so the others go on.
//
// Commit-time validation (tracker) stays as a safety net: a key is only
// written after its lock was taken and the version the writer saw was
// checked to be the newest, so under the lock no commit can slip in.

// DefaultLockWait is how long a transaction waits for a row lock unless
// TxOptions.LockWait says otherwise: innodb_lock_wait_timeout's default.
const DefaultLockWait = 50 * time.Second

// lockTable maps locked keys (conflictKey) to the transaction holding them.
type lockTable struct {
	mu     sync.Mutex
	owners map[string]*txn
	stats  LockStats // under mu
}

// LockStats count row lock waits, as MySQL's Innodb_row_lock_* status
// variables do.
type LockStats struct {
	Waits        uint64 // waits begun
	CurrentWaits uint64 // transactions waiting now
	WaitTime     time.Duration
	MaxWait      time.Duration
	Deadlocks    uint64
	Timeouts     uint64
}

// Add sums two engines' counters (the longest wait is the longer one).
func (a LockStats) Add(b LockStats) LockStats {
	return LockStats{
		Waits:        a.Waits + b.Waits,
		CurrentWaits: a.CurrentWaits + b.CurrentWaits,
		WaitTime:     a.WaitTime + b.WaitTime,
		MaxWait:      max(a.MaxWait, b.MaxWait),
		Deadlocks:    a.Deadlocks + b.Deadlocks,
		Timeouts:     a.Timeouts + b.Timeouts,
	}
}

// LockStats returns the engine's row lock counters.
func (e *Engine) LockStats() LockStats {
	e.locks.mu.Lock()
	defer e.locks.mu.Unlock()
	return e.locks.stats
}

func (l *lockTable) init() { l.owners = map[string]*txn{} }

// acquire gives ck's lock to tx, waiting while another transaction holds it
// (unless noWait: then ErrWouldWait). tx is not aborted (txn.lock checks),
// and only tx's own acquire aborts it.
func (l *lockTable) acquire(tx *txn, ck string, noWait bool) error {
	var timer *time.Timer
	var start time.Time
	l.mu.Lock()
	defer func() {
		// l.mu is held again here, on every return path.
		if timer != nil {
			timer.Stop()
			waited := time.Since(start)
			l.stats.CurrentWaits--
			l.stats.WaitTime += waited
			l.stats.MaxWait = max(l.stats.MaxWait, waited)
		}
		l.mu.Unlock()
	}()
	for {
		holder := l.owners[ck]
		if holder == nil {
			l.owners[ck] = tx
			if tx.locks == nil {
				tx.locks = tx.lockBuf[:0]
			}
			tx.locks = append(tx.locks, ck)
			return nil
		}
		if noWait {
			return ErrWouldWait
		}
		// Each waiter waits for one holder, so the waits form chains; a
		// chain from the holder back to tx is a deadlock.
		for w := holder; w != nil; w = w.waitingFor {
			if w == tx {
				l.stats.Deadlocks++
				tx.abortLocked(l)
				return engines.ErrConflict
			}
		}
		tx.waitingFor = holder
		released := holder.releasedChan()
		if timer == nil {
			start = time.Now()
			timer = time.NewTimer(tx.lockWait)
			l.stats.Waits++
			l.stats.CurrentWaits++
		}
		l.mu.Unlock()
		var timedOut bool
		select {
		case <-released:
		case <-timer.C:
			timedOut = true
		}
		l.mu.Lock()
		tx.waitingFor = nil
		if timedOut {
			l.stats.Timeouts++
			return engines.ErrLockWaitTimeout
		}
	}
}

// releaseAll frees every lock tx holds and wakes its waiters.
func (l *lockTable) releaseAll(tx *txn) {
	l.mu.Lock()
	tx.releaseLocked(l)
	l.mu.Unlock()
}

// releaseLocked frees tx's locks; l.mu is held.
func (tx *txn) releaseLocked(l *lockTable) {
	for _, ck := range tx.locks {
		if l.owners[ck] == tx {
			delete(l.owners, ck)
		}
	}
	clear(tx.locks)
	tx.locks = nil
	if tx.released != nil {
		close(tx.released)
		tx.released = nil
	}
}

// abortLocked makes tx a deadlock victim: its locks go now, so the other
// transactions of the cycle proceed, and it can neither lock nor commit
// again. l.mu is held.
func (tx *txn) abortLocked(l *lockTable) {
	tx.aborted = true
	tx.releaseLocked(l)
}

// releasedChan returns a channel closed when tx releases its locks; l.mu is
// held.
func (tx *txn) releasedChan() chan struct{} {
	if tx.released == nil {
		tx.released = make(chan struct{})
	}
	return tx.released
}

// lock takes the lock on key of tree tr for the transaction. at is the
// version of the key the transaction must read to see its newest
// committed state: 0 when its snapshot has it, else the sequence of a
// newer commit (for getCurrent). stale reports that the transaction has
// not caught up with that version yet (see caughtUp): what it read of the
// key before is older. Under the lock no newer commit can appear until the
// transaction ends. A lock another transaction holds is waited for, or
// ErrWouldWait for a NoLockWait transaction.
func (t *txn) lock(tr Tree, key []byte) (ck string, at uint64, stale bool, err error) {
	return t.lockKey(tr, key, t.noLockWait)
}

// lockKey is lock, with noWait making a held lock ErrWouldWait (NOWAIT and
// SKIP LOCKED reads).
func (t *txn) lockKey(tr Tree, key []byte, noWait bool) (ck string, at uint64, stale bool, err error) {
	ck = conflictKey(tr, key)
	if t.private {
		return ck, 0, false, nil
	}
	if t.aborted {
		return ck, 0, false, engines.ErrConflict
	}
	if t.ws == nil {
		t.ws = newWriteSet()
	}
	// The write set's conflicts are the keys locked, each with the
	// newest commit of it the transaction has caught up with.
	seen, held := t.ws.conflicts.get(ck)
	if !held {
		if err := t.e.locks.acquire(t, ck, noWait); err != nil {
			return ck, 0, false, err
		}
		t.ws.conflicts.set(ck, t.snapSeq)
	}
	if last := t.e.tracker.lastWrite(ck); last > max(seen, t.snapSeq) {
		return ck, last, true, nil
	}
	if seen > t.snapSeq {
		return ck, seen, false, nil
	}
	return ck, 0, false, nil
}

// abort ends the transaction's claim on its keys after a conflict (MySQL
// rolls back a transaction that gets error 1213): its locks go now and
// its commit is refused.
func (t *txn) abort() {
	if t.private || t.aborted {
		return
	}
	t.e.locks.mu.Lock()
	t.abortLocked(&t.e.locks)
	t.e.locks.mu.Unlock()
}

// releaseLocks frees the transaction's locks once it has ended.
func (t *txn) releaseLocks() {
	// Only the transaction's own goroutine adds locks, and nobody can
	// wait for a transaction that holds none.
	if len(t.locks) > 0 {
		t.e.locks.releaseAll(t)
	}
}

// caughtUp records that the transaction works on the version of ck
// committed at seq or later (its snapshot's, or a current read's).
func (t *txn) caughtUp(ck string, seq uint64) {
	if t.private || t.ws == nil {
		return
	}
	c := t.ws.conflicts.ref(ck)
	*c = max(*c, seq)
}

// current returns a read view that includes the commit at seq: the
// transaction's snapshot if it does, otherwise a newer one kept for the
// transaction's current reads.
func (t *txn) current(seq uint64) (Snapshot, error) {
	if seq <= t.snapSeq {
		return t.view()
	}
	if t.cur != nil && t.curSeq >= seq {
		return t.cur, nil
	}
	if t.cur != nil {
		t.cur.Release()
		t.cur = nil
	}
	// Not registered: the transaction's first registration with the
	// tracker (enteredSeq) is older and protects everything this view
	// could need.
	s, sseq, err := t.e.snapshot(false)
	if err != nil {
		return nil, err
	}
	t.cur, t.curSeq = s, sseq
	return s, nil
}

// getCurrent reads key as the transaction's current read sees it: its own
// writes, else the version committed at newer (0: its snapshot's).
func (t *txn) getCurrent(tr Tree, key []byte, newer uint64) ([]byte, bool, error) {
	if newer == 0 {
		return t.get(tr, key)
	}
	s, err := t.current(newer)
	if err != nil {
		return nil, false, err
	}
	return t.getOn(s, tr, key)
}

// readCurrent is getCurrent as a statement reads: the transaction's own
// writes as the statement began (see PushStatement), so an UPDATE does not
// find the rows it has itself moved onto the key.
func (t *txn) readCurrent(tr Tree, key []byte, newer uint64) ([]byte, bool, error) {
	s, err := t.current(newer)
	if err != nil {
		return nil, false, err
	}
	if t.ws != nil {
		return getThrough(t.ws.readOverlay(tr), s, tr, key)
	}
	return s.Get(tr, key)
}

// lockFailed passes err on; a conflict rolls the transaction back first
// (see abort).
func (t *txn) lockFailed(err error) error {
	if errors.Is(err, engines.ErrConflict) {
		t.abort()
	}
	return err
}

// currentCursor opens a merged cursor over tree tr over everything the
// transaction wrote and, below that, the version committed at newer (0:
// the snapshot's).
func (t *txn) currentCursor(tr Tree, newer uint64) (*mergedCursor, error) {
	if newer == 0 {
		return t.cursor(tr)
	}
	s, err := t.current(newer)
	if err != nil {
		return nil, err
	}
	return t.cursorOn(s, tr, t.ws.tree(tr))
}
