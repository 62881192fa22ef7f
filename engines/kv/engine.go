package kv

import (
	"context"
	"encoding/binary"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"handlerd/engines"
)

// Options configure a kv engine.
type Options struct {
	// Name is the canonical engine name.
	Name string
	// ReadOnly engines refuse every write with engines.ReadOnlyError.
	ReadOnly bool
	// IndexPrefetch caps the rows a secondary index read fetches per batch
	// (see rowIter.fill). 0 means DefaultIndexPrefetch; 1 fetches row by
	// row.
	IndexPrefetch int
}

// DefaultIndexPrefetch is the default Options.IndexPrefetch.
const DefaultIndexPrefetch = 1024

// Engine implements engines.Engine over a Store.
type Engine struct {
	opts  Options
	store Store

	// commitMu orders commits: validation, sequence numbers and handing
	// batches to the store happen under it. It is held for microseconds.
	commitMu sync.Mutex
	seq      uint64 // last sequence number handed out (under commitMu)
	// visible is the newest sequence number whose batch, and every earlier
	// one, the store has settled (applied, or failed and changed nothing).
	// A snapshot opened after reading visible includes at least that much.
	visible atomic.Uint64
	tracker tracker
	locks   lockTable
	// tableSeq is the sequence of the last commit that wrote each table;
	// retired tables (rebuilt or dropped by DDL) refuse further commits.
	// Both under commitMu.
	tableSeq map[uint64]uint64
	retired  map[uint64]bool

	mu     sync.Mutex
	tables map[uint64]*tableState // per-table state shared by handlers

	observers atomic.Pointer[observerList]
}

// observerList is the registered observers, and those of them that are
// engines.CommitGates, found once by AddObserver rather than at every
// commit. Replaced whole, never changed.
type observerList struct {
	all   []engines.CommitObserver
	gates []engines.CommitGate
}

// AddObserver registers o to hear of every commit (see
// engines.CommitObserver).
func (e *Engine) AddObserver(o engines.CommitObserver) {
	e.mu.Lock()
	defer e.mu.Unlock()
	var l observerList
	if p := e.observers.Load(); p != nil {
		l.all, l.gates = slices.Clone(p.all), slices.Clone(p.gates)
	}
	l.all = append(l.all, o)
	if g, ok := o.(engines.CommitGate); ok {
		l.gates = append(l.gates, g)
	}
	e.observers.Store(&l)
}

// notify tells the observers of a commit to tables (batchTables).
func (e *Engine) notify(tables []uint64) {
	p := e.observers.Load()
	if p == nil || len(tables) == 0 {
		return
	}
	for _, o := range p.all {
		o.Committed(tables)
	}
}

// batchTables lists the tables a batch writes or truncates, once each,
// appended to tables (nothing when no observer would hear of them).
func (e *Engine) batchTables(tables []uint64, b *Batch) []uint64 {
	if e.observers.Load() == nil {
		return tables
	}
	add := func(id uint64) {
		if !slices.Contains(tables, id) {
			tables = append(tables, id)
		}
	}
	for _, id := range b.Truncate {
		add(id)
	}
	for i := range b.Ops {
		// Ops are sorted by tree: a table's ops are one run.
		if id := b.Ops[i].Tree.Table; i == 0 || id != b.Ops[i-1].Tree.Table {
			add(id)
		}
	}
	return tables
}

// gates returns the observers that are engines.CommitGates (nil when
// there are no tables to tell them about). The slice is shared: read only.
func (e *Engine) gates(tables []uint64) []engines.CommitGate {
	p := e.observers.Load()
	if p == nil || len(tables) == 0 {
		return nil
	}
	return p.gates
}

// NewEngine wraps a store.
func NewEngine(store Store, opts Options) *Engine {
	if opts.IndexPrefetch <= 0 {
		opts.IndexPrefetch = DefaultIndexPrefetch
	}
	e := &Engine{opts: opts, store: store, tables: map[uint64]*tableState{},
		tableSeq: map[uint64]uint64{}, retired: map[uint64]bool{}}
	e.tracker.init()
	e.locks.init()
	return e
}

// Name implements engines.Engine.
func (e *Engine) Name() string { return e.opts.Name }

// Store returns the underlying store.
func (e *Engine) Store() Store { return e.store }

// Close implements engines.Engine.
func (e *Engine) Close() error { return e.store.Close() }

// CreateTable implements engines.Engine. Trees are created lazily by the
// store on first write, so there is nothing to prepare.
func (e *Engine) CreateTable(def *engines.TableDef) error {
	if e.opts.ReadOnly {
		return &engines.ReadOnlyError{Table: def.Name}
	}
	return nil
}

// DropTable implements engines.Engine.
func (e *Engine) DropTable(def *engines.TableDef) error {
	e.mu.Lock()
	delete(e.tables, def.ID)
	e.mu.Unlock()
	e.commitMu.Lock()
	e.retired[def.ID] = true
	delete(e.tableSeq, def.ID)
	e.commitMu.Unlock()
	if err := e.store.DropTable(def.ID); err != nil {
		return err
	}
	e.notify([]uint64{def.ID})
	return nil
}

// Begin implements engines.Engine.
func (e *Engine) Begin(opts engines.TxOptions) (engines.Txn, error) {
	wait := opts.LockWait
	if wait <= 0 {
		wait = DefaultLockWait
	}
	return &txn{e: e, readOnly: opts.ReadOnly || e.opts.ReadOnly, private: opts.Private, lockWait: wait}, nil
}

// Retire implements engines.Retirer: DDL that copied def's rows through tx
// calls it before publishing the copy. It fails with ErrConflict if a commit
// wrote the table after tx's snapshot (the copy would miss it); otherwise
// every later commit to the table fails with ErrTableChanged.
func (e *Engine) Retire(etx engines.Txn, def *engines.TableDef) error {
	tx := asTxn(etx)
	e.commitMu.Lock()
	defer e.commitMu.Unlock()
	if tx.snap != nil && e.tableSeq[def.ID] > tx.snapSeq {
		return engines.ErrConflict
	}
	e.retired[def.ID] = true
	return nil
}

// Unretire implements engines.Retirer: commits to def are accepted again
// (its DDL failed; the table keeps its storage).
func (e *Engine) Unretire(def *engines.TableDef) {
	e.commitMu.Lock()
	delete(e.retired, def.ID)
	e.commitMu.Unlock()
}

// snapshot opens a read view and the sequence number it is known to
// include; with register, the sequence is registered with the tracker
// (the caller leaves it).
func (e *Engine) snapshot(register bool) (Snapshot, uint64, error) {
	seq := e.visible.Load()
	if register {
		e.tracker.enter(seq)
	}
	s, err := e.store.Snapshot()
	if err != nil {
		if register {
			e.tracker.leave(seq)
		}
		return nil, 0, err
	}
	return s, seq, nil
}

// commit validates and applies one transaction's writes.
func (e *Engine) commit(ctx context.Context, ws *writeSet, autoInc map[uint64]uint64) error {
	var q queued
	wait, err := e.queue(&q, ws, autoInc, nil)
	if err != nil {
		return err
	}
	return e.settle(&q, wait())
}

// queued is a batch handed to the store, until it settles.
type queued struct {
	seq   uint64
	gated []uint64 // the tables the gates and observers hear of
	gates []engines.CommitGate
	// gatedBuf is gated's storage for a batch of one or two tables (a
	// single-row write): no allocation for it.
	gatedBuf [2]uint64
}

// queue validates one transaction's writes, gives them a sequence number
// and hands them to the store: with then nil through Store.Commit,
// returning its wait; else through AsyncStore.CommitAsync, whose outcome
// goes to then. Either way settle(q, outcome) must follow. It never waits
// for I/O.
func (e *Engine) queue(q *queued, ws *writeSet, autoInc map[uint64]uint64, then func(error)) (wait func() error, err error) {
	b := ws.batch()
	b.AutoIncrement = autoInc
	e.commitMu.Lock()
	// Ops are sorted by tree: a table's ops are one run.
	for i := range b.Ops {
		if id := b.Ops[i].Tree.Table; (i == 0 || id != b.Ops[i-1].Tree.Table) && e.retired[id] {
			e.commitMu.Unlock()
			return nil, engines.ErrTableChanged
		}
	}
	if !e.tracker.validate(ws.conflicts.items, e.seq+1) {
		e.commitMu.Unlock()
		return nil, engines.ErrConflict
	}
	e.seq++
	b.Seq = e.seq
	for i := range b.Ops {
		if id := b.Ops[i].Tree.Table; i == 0 || id != b.Ops[i-1].Tree.Table {
			e.tableSeq[id] = b.Seq
		}
	}
	for _, id := range b.Truncate {
		e.tableSeq[id] = b.Seq
	}
	// Gates hear of the commit before the store can make any of it
	// visible, and again once it has settled, whatever the outcome.
	q.seq = b.Seq
	q.gated = e.batchTables(q.gatedBuf[:0], b)
	q.gates = e.gates(q.gated)
	for _, g := range q.gates {
		g.BeginCommit(q.gated)
	}
	if then != nil {
		e.store.(AsyncStore).CommitAsync(b, then)
	} else {
		wait = e.store.Commit(b)
	}
	e.commitMu.Unlock()
	return wait, nil
}

// settle ends a queued commit whose outcome is err.
func (e *Engine) settle(q *queued, err error) error {
	// The store settles batches in order, so every earlier batch is settled
	// too. A failed batch changed nothing, but visible must still move past
	// it: its keys were recorded under its sequence, and a snapshot older
	// than that would make every later writer of those keys conflict.
	for {
		v := e.visible.Load()
		if v >= q.seq || e.visible.CompareAndSwap(v, q.seq) {
			break
		}
	}
	for _, g := range q.gates {
		g.EndCommit(q.gated)
	}
	if err != nil {
		return fmt.Errorf("commit failed: %w", err)
	}
	e.tracker.prune(e.visible.Load())
	e.notify(q.gated)
	return nil
}

// AsyncCommits reports whether the engine's transactions implement
// AsyncTxn (its store is an AsyncStore).
func (e *Engine) AsyncCommits() bool {
	_, ok := e.store.(AsyncStore)
	return ok
}

// conflictKey names a key for conflict tracking: tree plus key bytes.
func conflictKey(t Tree, key []byte) string {
	buf := make([]byte, 0, 12+len(key))
	buf = binary.BigEndian.AppendUint64(buf, t.Table)
	buf = binary.BigEndian.AppendUint32(buf, t.Index)
	buf = append(buf, key...)
	// The buffer is the string's: nothing writes to it after this (one
	// allocation where string(buf) would make two).
	return unsafe.String(unsafe.SliceData(buf), len(buf))
}

// tracker remembers, for keys written recently, the sequence number of the
// last commit that wrote them. "Recently" means: after the oldest snapshot
// still in use; older entries cannot cause a conflict and are pruned.
type tracker struct {
	mu     sync.Mutex
	last   map[string]uint64
	active map[uint64]int // snapshot sequence -> transactions using it
	// records counts the keys recorded since the last prune (written
	// under mu, read without it by prune's first check).
	records atomic.Int64
}

func (t *tracker) init() {
	t.last = map[string]uint64{}
	t.active = map[uint64]int{}
}

func (t *tracker) enter(seq uint64) {
	t.mu.Lock()
	t.active[seq]++
	t.mu.Unlock()
}

func (t *tracker) leave(seq uint64) {
	t.mu.Lock()
	if t.active[seq]--; t.active[seq] <= 0 {
		delete(t.active, seq)
	}
	t.mu.Unlock()
}

func (t *tracker) lastWrite(key string) uint64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.last[key]
}

// validate checks that no key of locked was written after the commit
// the transaction has seen of it (its value) and, if none was, records
// them all as written at seq, under one hold of the mutex. It runs under
// the engine's commitMu, which orders seq.
func (t *tracker) validate(locked []smallItem[string, uint64], seq uint64) bool {
	if len(locked) == 0 {
		return true
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, c := range locked {
		if t.last[c.k] > c.v {
			return false
		}
	}
	for _, c := range locked {
		t.last[c.k] = seq
	}
	t.records.Add(int64(len(locked)))
	return true
}

// prune drops entries no live snapshot can conflict with, once enough have
// accumulated to make the sweep worthwhile.
func (t *tracker) prune(visible uint64) {
	if t.records.Load() < 4096 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if n := t.records.Load(); n < 4096 || n < int64(len(t.last)/2) {
		return
	}
	t.records.Store(0)
	oldest := visible
	for seq := range t.active {
		if seq < oldest {
			oldest = seq
		}
	}
	for k, seq := range t.last {
		if seq <= oldest {
			delete(t.last, k)
		}
	}
}
