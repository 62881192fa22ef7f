package memcached

import (
	"context"
	"errors"
	"sync"
	"time"

	"handlerd/engines"
	"handlerd/engines/kv"
)

// session is one connection's transaction state: MySQL's r_batch/w_batch
// rules (README.md, "Visibility").
//
//   - Reads take a snapshot and keep it for RBatchSize gets; with the
//     default of 1 every get sees the newest committed data.
//   - With WBatchSize 1 every write runs in its own transaction, committed
//     before the reply: an acknowledged write is durable.
//   - With WBatchSize n > 1 writes collect in one open transaction that is
//     committed after n writes, after BkCommitInterval, on flush_all, or
//     when the connection closes. Other readers see them only then.
//
// Engines are optimistic: a commit whose keys changed since its snapshot
// fails with engines.ErrConflict. Every write is kept as a replayable
// operation, so a conflicting commit is retried by replaying the batch on
// a fresh snapshot instead of losing writes already acknowledged.
type session struct {
	s  *Server
	st *counters  // the connection's counters
	mu sync.Mutex // the connection goroutine and the background committer

	txns   []openTxn
	reads  int       // gets served from the current snapshot
	readAt int64     // now() at the last get on the current snapshot
	writes []writeOp // the open batch
	since  time.Time // when the open batch's first write was made

	switched string // container chosen with "get @@name"; "" = default
}

type openTxn struct {
	e  engines.Engine
	tx engines.Txn
}

// writeOp is a write on one engine's transaction. Running it again on a
// newer snapshot gives the memcached result of doing it after whatever
// conflicted with it.
type writeOp struct {
	e  engines.Engine
	fn func(tx engines.Txn) (result, error)
}

// maxRetries bounds conflict retries; memcached writes to one key from many
// connections converge quickly, so hitting this means something is wrong.
const maxRetries = 32

func (ss *session) txnFor(e engines.Engine) (engines.Txn, error) {
	for _, o := range ss.txns {
		if o.e == e {
			return o.tx, nil
		}
	}
	tx, err := e.Begin(engines.TxOptions{})
	if err != nil {
		return nil, err
	}
	ss.txns = append(ss.txns, openTxn{e, tx})
	return tx, nil
}

// readTxn returns the transaction a get on e reads from; the get calls
// doneReading when it has what it read.
func (ss *session) readTxn(e engines.Engine) (engines.Txn, error) {
	if len(ss.writes) == 0 {
		if ss.reads >= ss.s.cfg.RBatchSize {
			ss.rollback()
		}
		ss.reads++
		ss.readAt = now()
		return ss.txnFor(e)
	}
	tx, err := ss.txnFor(e)
	if err == nil && ss.s.cfg.TrxLevel < 2 {
		err = tx.Refresh() // READ COMMITTED inside a write batch
	}
	return tx, err
}

// doneReading ends a get. With RBatchSize 1 its snapshot is released at
// once rather than at the connection's next get: an idle connection must
// not hold a read view, which keeps the engine from reusing the pages
// later commits free (a BTREE file would grow for as long as it idles).
func (ss *session) doneReading() {
	if ss.s.cfg.RBatchSize <= 1 && len(ss.writes) == 0 {
		ss.rollback()
	}
}

// readBatch is an event loop's read snapshots (netloop.Batch): the gets
// one pass of the loop runs on a table read one snapshot, taken when the
// first of them runs, rather than a snapshot each. netloop reads every
// ready connection before it runs any request, so the snapshot is taken
// after each of those gets arrived and before it is answered: like a
// snapshot of its own, it holds every write acknowledged before the get was
// sent. Only gets that would take a fresh snapshot of their own share it
// (r_batch_size 1, no open write batch on the connection).
type readBatch struct{ txns []openTxn }

func (b *readBatch) txnFor(e engines.Engine) (engines.Txn, error) {
	for _, o := range b.txns {
		if o.e == e {
			return o.tx, nil
		}
	}
	tx, err := e.Begin(engines.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	b.txns = append(b.txns, openTxn{e, tx})
	return tx, nil
}

// End implements netloop.Batch: the pass is over.
func (b *readBatch) End() {
	for _, o := range b.txns {
		o.tx.Rollback()
	}
	clear(b.txns)
	b.txns = b.txns[:0]
}

// sharedReadTxn returns the loop's snapshot for a get on e, or nil if the
// get must take its own.
func (ss *session) sharedReadTxn(b *readBatch, e engines.Engine) (engines.Txn, error) {
	if b == nil || ss.s.cfg.RBatchSize > 1 || len(ss.writes) > 0 || len(ss.txns) > 0 {
		return nil, nil
	}
	return b.txnFor(e)
}

// dirtyOn reports whether the open batch has writes on e that other
// connections cannot see yet.
func (ss *session) dirtyOn(e engines.Engine) bool {
	for _, w := range ss.writes {
		if w.e == e {
			return true
		}
	}
	return false
}

func (ss *session) rollback() {
	for _, o := range ss.txns {
		o.tx.Rollback()
	}
	ss.txns = ss.txns[:0]
	ss.reads = 0
}

// write runs op under the batch rules and returns op's result.
func (ss *session) write(e engines.Engine, fn func(tx engines.Txn) (result, error)) (result, error) {
	res, _, err := ss.writeAsync(e, fn, nil)
	return res, err
}

// writeAsync is write for a caller that must not wait (an event loop),
// when ready is set: a write in its own transaction (w_batch_size 1)
// then has its commit queued (kv.AsyncTxn) and returns the transaction,
// whose Settle gives the commit's outcome once ready has been called. It
// returns errMustWait, having changed nothing, where the write would have
// to wait (a row lock held by another transaction, an engine that cannot
// commit asynchronously, a batch of writes): run it again with write.
func (ss *session) writeAsync(e engines.Engine, fn func(tx engines.Txn) (result, error), ready func()) (result, kv.AsyncTxn, error) {
	st := ss.st
	if ss.s.cfg.WBatchSize <= 1 && len(ss.writes) == 0 {
		// Own transaction, committed before the reply. Drop the read
		// snapshot too, so this connection's next get sees the write.
		ss.rollback()
		for attempt := 0; ; attempt++ {
			tx, err := e.Begin(engines.TxOptions{})
			if err != nil {
				return 0, nil, err
			}
			var atx kv.AsyncTxn
			if ready != nil {
				var ok bool
				if atx, ok = tx.(kv.AsyncTxn); !ok || !asyncEngine(e) {
					tx.Rollback()
					return 0, nil, errMustWait
				}
				atx.NoLockWait()
			}
			res, err := fn(tx)
			if errors.Is(err, kv.ErrWouldWait) {
				tx.Rollback()
				return 0, nil, errMustWait
			}
			dirty := err == nil && tx.Dirty()
			switch {
			case dirty && atx != nil:
				var queued bool
				if queued, err = atx.CommitAsync(ready); queued {
					return res, atx, nil
				}
			case dirty:
				err = tx.Commit(context.Background())
			default:
				tx.Rollback()
			}
			// A conflict at the write (a row changed since it was read)
			// or at COMMIT: run it again on a fresh snapshot.
			if errors.Is(err, engines.ErrConflict) && attempt < maxRetries {
				st.add(cConflicts, 1)
				continue
			}
			if dirty && err == nil {
				st.add(cCommits, 1)
			}
			return res, nil, err
		}
	}
	if ready != nil {
		return 0, nil, errMustWait
	}
	res, err := ss.batchWrite(e, fn)
	return res, nil, err
}

// asyncEngine reports whether e's transactions can commit without
// waiting (kv.AsyncTxn).
func asyncEngine(e engines.Engine) bool {
	a, ok := e.(interface{ AsyncCommits() bool })
	return ok && a.AsyncCommits()
}

// errMustWait: see writeAsync.
var errMustWait = errors.New("memcached: the write may wait")

// settled ends a write whose commit writeAsync queued.
func (ss *session) settled(tx kv.AsyncTxn) error {
	err := tx.Settle()
	if err == nil {
		ss.st.add(cCommits, 1)
		ss.st.add(cAsync, 1)
	}
	return err
}

// batchWrite runs op in the open batch (w_batch_size > 1).
func (ss *session) batchWrite(e engines.Engine, fn func(tx engines.Txn) (result, error)) (result, error) {
	st := ss.st
	tx, err := ss.txnFor(e)
	if err != nil {
		return 0, err
	}
	if ss.s.cfg.TrxLevel < 2 {
		if err := tx.Refresh(); err != nil {
			return 0, err
		}
	}
	sp := tx.Savepoint()
	res, err := fn(tx)
	if errors.Is(err, engines.ErrConflict) {
		// The engine rolled the transaction back (a row changed since it
		// was read): publish the batch so far, which commit replays on
		// a fresh snapshot, and run this write again in a new batch.
		if err := ss.commit(); err != nil {
			return 0, err
		}
		st.add(cConflicts, 1)
		if tx, err = ss.txnFor(e); err != nil {
			return 0, err
		}
		sp = tx.Savepoint()
		res, err = fn(tx)
	}
	if err != nil {
		tx.RollbackTo(sp)
		return res, err
	}
	if tx.Savepoint() != sp {
		if len(ss.writes) == 0 {
			ss.since = time.Now()
		}
		ss.writes = append(ss.writes, writeOp{e, fn})
	}
	if len(ss.writes) >= ss.s.cfg.WBatchSize {
		return res, ss.commit()
	}
	return res, nil
}

// commit publishes the open batch, replaying it on conflict.
func (ss *session) commit() error {
	st := ss.st
	ops := ss.writes
	ss.writes = nil
	defer func() { ss.reads = 0 }()
	for attempt := 0; ; attempt++ {
		var err error
		done := map[engines.Engine]bool{}
		for _, o := range ss.txns {
			if err != nil {
				o.tx.Rollback()
				continue
			}
			if err = o.tx.Commit(context.Background()); err == nil {
				st.add(cCommits, 1)
				done[o.e] = true
			}
		}
		ss.txns = ss.txns[:0]
		if err == nil || !errors.Is(err, engines.ErrConflict) || attempt >= maxRetries {
			if err != nil {
				ss.s.log.Error("memcached: batch commit failed", "writes", len(ops), "err", err)
			}
			return err
		}
		st.add(cConflicts, 1)
		// Engines commit one by one: replay only the writes of engines
		// whose part did not commit.
		var rest []writeOp
		for _, o := range ops {
			if done[o.e] {
				continue
			}
			rest = append(rest, o)
			tx, err := ss.txnFor(o.e)
			if err != nil {
				return err
			}
			if _, err := o.fn(tx); err != nil {
				ss.rollback()
				return err
			}
		}
		ops = rest
	}
}

// finish commits whatever is open: the connection is going away.
func (ss *session) finish() {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if len(ss.writes) > 0 {
		ss.commit()
	}
	ss.rollback()
}

// commitIfOld is called by the background committer. It commits a batch
// older than maxAge and, as MySQL auto-commits idle connections after
// innodb_api_bk_commit_interval, releases a read snapshot (RBatchSize > 1)
// no get has used for that long.
func (ss *session) commitIfOld(maxAge time.Duration) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	switch {
	case len(ss.writes) > 0:
		if time.Since(ss.since) >= maxAge {
			ss.commit()
		}
	case len(ss.txns) > 0 && now()-ss.readAt >= int64(maxAge/time.Second):
		ss.rollback()
	}
}
