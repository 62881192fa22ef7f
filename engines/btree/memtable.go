package btree

import (
	"bytes"
	"fmt"
	"maps"
	"math"
	"slices"
	"time"
	"unsafe"

	"github.com/tidwall/btree"

	"handlerd/engines/kv"
)

// The memtable (see the package comment): commits go to the redo log and
// to an in-memory overlay of layers over bbolt, flushed to bbolt in one
// write transaction now and then.

// Flush thresholds: the committer freezes the active layer and flushes it
// when it holds flushOps operations or flushBytes bytes (memtable.bytes),
// besides the flusher's request every flushInterval. While a flush runs,
// commits go on into the next active layer until it holds hardCapBytes,
// its point-lookup index included (memtable.size); then they wait for the
// flush (back-pressure), so memory stays bounded. The index is left out
// of flushBytes so that it does not make flushes smaller and more
// frequent: a flush rewrites most pages of a randomly written tree
// whatever its size (BenchmarkFlushRows). Variables for the tests.
var (
	flushInterval = 5 * time.Second
	flushOps      = 200_000
	flushBytes    = int64(32 << 20)
	hardCapBytes  = int64(128 << 20)
)

// itemOverhead estimates an overlay entry's memory beyond its key and
// value (the item, its share of a B-tree node, the batch's slices).
const itemOverhead = 64

// mitem is one overlay entry: a put or (del) a tombstone hiding the key in
// older layers and bbolt. head is kv.KeyHead(key). It is kept small (24
// bytes): a published layer shares its B-tree nodes with the committer's
// working tree, and every node the next group writes to is copied whole,
// items included. The key and value lie back to back at p (see pack); a
// probe's p is its key's.
type mitem struct {
	head       uint64
	p          *byte
	klen, vlen uint32 // vlen is tombstone for a tombstone
}

const tombstone = math.MaxUint32

func (it mitem) del() bool { return it.vlen == tombstone }

func (it mitem) key() []byte { return unsafe.Slice(it.p, it.klen) }

// value returns the put's value (empty for a tombstone).
func (it mitem) value() []byte {
	if it.del() {
		return nil
	}
	return unsafe.Slice(it.p, int(it.klen)+int(it.vlen))[it.klen:]
}

func mitemLess(a, b mitem) bool {
	if a.head != b.head {
		return a.head < b.head
	}
	return bytes.Compare(a.key(), b.key()) < 0
}

func probe(key []byte) mitem {
	return mitem{head: kv.KeyHead(key), p: unsafe.SliceData(key), klen: uint32(len(key))}
}

// pack copies b's keys and values into one buffer and returns the items
// pointing into it, in b.Ops' order. The buffer is never empty, so that
// every item's key is non-nil (a cursor's nil key means "no entry").
func pack(b *kv.Batch) []mitem {
	n := 1
	for i := range b.Ops {
		n += len(b.Ops[i].Key) + len(b.Ops[i].Value)
	}
	buf := make([]byte, 0, n)
	items := make([]mitem, len(b.Ops))
	for i := range b.Ops {
		op := &b.Ops[i]
		at := len(buf)
		buf = append(buf, op.Key...)
		it := mitem{head: kv.KeyHead(op.Key), klen: uint32(len(op.Key)), vlen: tombstone}
		if !op.Delete {
			buf = append(buf, op.Value...)
			it.vlen = uint32(len(op.Value))
		}
		it.p = &buf[:at+1][at]
		items[i] = it
	}
	return items
}

type mtree = btree.BTreeG[mitem]

// mtreeDegree is the overlay trees' B-tree degree: nodes of up to 31
// items rather than tidwall/btree's default 63. Every group's first write
// to a node after a publish copies the node whole (copy-on-write), and
// random keys (memcached sets) copy a leaf per write, so smaller nodes
// copy fewer bytes for one more level. CPU per write on the committer,
// degree 32 against 16 (BenchmarkMemtableSet, BenchmarkMemtableInsert):
// sets 6.3 against 4.7 us alone, 3.8 against 3.4 us in groups of 8;
// inserts 11.3 against 9.2 us alone, 7.8 against 5.4 us in groups of 4.
// Degree 8 was slower again for sets; flushes (BenchmarkFlushRows)
// measured the same.
const mtreeDegree = 16

func newMTree() *mtree {
	return btree.NewBTreeGOptions(mitemLess, btree.Options{NoLocks: true, Degree: mtreeDegree})
}

// layerMeta is a table's row count and AUTO_INCREMENT counter after a
// layer's batches: absolute values (computed by the committer from the
// layer below), so a layer read or flushed alone gives the right answer
// and a flush retried after a failure is idempotent.
type layerMeta struct{ count, auto uint64 }

// layer is one published, immutable version of an overlay layer. Its
// trees are copy-on-write copies of the committer's working trees; point
// lookups go through idx, the index as of version seq (see hindex).
type layer struct {
	trees map[kv.Tree]*mtree
	metas map[uint64]layerMeta
	idx   *hindex
	seq   uint64
	bytes int64 // memtable.bytes: the keys and values, without the index
}

func (l *layer) empty() bool { return l == nil || (len(l.trees) == 0 && len(l.metas) == 0) }

// tree returns t's overlay tree, or nil.
func (l *layer) tree(t kv.Tree) *mtree {
	if l == nil {
		return nil
	}
	return l.trees[t]
}

// get looks key up in tree t; h is hashKey(t, key).
func (l *layer) get(h uint64, t kv.Tree, key []byte) (mitem, bool) {
	if l == nil || l.idx == nil {
		return mitem{}, false
	}
	if indexed(t) {
		it, ok, deep := l.idx.get(h, t, key, l.seq)
		if !deep {
			return it, ok
		}
	}
	if tr := l.tree(t); tr != nil {
		return tr.Get(probe(key))
	}
	return mitem{}, false
}

func (l *layer) meta(table uint64) (layerMeta, bool) {
	if l == nil {
		return layerMeta{}, false
	}
	m, ok := l.metas[table]
	return m, ok
}

// memtable is the active layer as the committer builds it: its trees are
// changed in place, and publish hands out immutable copies (O(1) per
// tree: tidwall/btree copies the shared paths on the next write). The
// index is shared by all versions (see hindex); seq is the last one
// published.
type memtable struct {
	trees   map[kv.Tree]*mtree
	metas   map[uint64]layerMeta
	idx     memindex
	seq     uint64
	ops     int
	bytes   int64 // keys, values and itemOverhead per operation; see size
	pub     *layer
	touched map[kv.Tree]bool // trees written since the last publish
}

// newMemtable returns an empty memtable whose index has room for keys
// keys (see newMemindex).
func newMemtable(keys int) *memtable {
	return &memtable{
		trees: map[kv.Tree]*mtree{}, metas: map[uint64]layerMeta{},
		idx:     newMemindex(keys),
		pub:     &layer{trees: map[kv.Tree]*mtree{}, metas: map[uint64]layerMeta{}},
		touched: map[kv.Tree]bool{},
	}
}

// size is the layer's memory estimate: its operations' and the index's.
func (m *memtable) size() int64 { return m.bytes + m.idx.bytes }

func (m *memtable) empty() bool { return len(m.trees) == 0 && len(m.metas) == 0 }

func (m *memtable) full() bool { return m.ops >= flushOps || m.bytes >= flushBytes }

// apply adds b to the layer. base gives a table's count and counter
// below this layer (the frozen layer or bbolt).
func (m *memtable) apply(b *kv.Batch, base func(table uint64) layerMeta) {
	var tr *mtree
	items := pack(b)
	for i := range b.Ops {
		op := &b.Ops[i]
		if i == 0 || op.Tree != b.Ops[i-1].Tree {
			if tr = m.trees[op.Tree]; tr == nil {
				tr = newMTree()
				m.trees[op.Tree] = tr
			}
			m.touched[op.Tree] = true
		}
		tr.Set(items[i])
		if indexed(op.Tree) {
			m.idx.put(op.Tree, items[i], m.seq+1)
		}
		m.ops++
		m.bytes += int64(len(op.Key)+len(op.Value)) + itemOverhead
	}
	meta := func(id uint64) layerMeta {
		if lm, ok := m.metas[id]; ok {
			return lm
		}
		return base(id)
	}
	for id, d := range b.CountDelta {
		lm := meta(id)
		if d < 0 && uint64(-d) > lm.count {
			lm.count = 0 // never wrap, as applier.batch
		} else {
			lm.count = uint64(int64(lm.count) + d)
		}
		m.metas[id] = lm
	}
	for id, n := range b.AutoIncrement {
		if lm := meta(id); n > lm.auto {
			lm.auto = n
			m.metas[id] = lm
		}
	}
}

// publish returns an immutable version of the layer as it is now.
func (m *memtable) publish() *layer {
	m.seq++
	l := &layer{trees: maps.Clone(m.pub.trees), metas: maps.Clone(m.metas), idx: m.idx.x, seq: m.seq, bytes: m.bytes}
	for t := range m.touched {
		l.trees[t] = m.trees[t].Copy()
	}
	clear(m.touched)
	m.pub = l
	return l
}

// layer applies a frozen layer in the flush's bbolt transaction: each
// tree's entries in key order (bbolt then descends to each leaf once,
// and sequential appends are packed, see setFill), then the tables'
// counts and counters.
func (a *applier) layer(l *layer) error {
	trees := slices.Collect(maps.Keys(l.trees))
	slices.SortFunc(trees, func(x, y kv.Tree) int { return bytes.Compare(treeName(x), treeName(y)) })
	for _, t := range trees {
		ts, err := a.tree(t, false)
		if err != nil {
			return err
		}
		l.trees[t].Scan(func(it mitem) bool {
			if it.del() {
				if ts.b != nil {
					err = ts.b.Delete(it.key())
				}
				return err == nil
			}
			if ts.b == nil {
				if ts, err = a.tree(t, true); err != nil {
					return false
				}
			}
			if ts.appending && ts.last != nil && bytes.Compare(it.key(), ts.last) <= 0 {
				ts.appending = false
			}
			err = ts.b.Put(it.key(), it.value())
			return err == nil
		})
		if err != nil {
			return err
		}
	}
	for id, m := range l.metas {
		a.setMeta(id, m.count, m.auto)
	}
	return a.flushMetas()
}

// view is what a snapshot reads: a bbolt read transaction and the overlay
// layers over it, which belong together (published by one atomic store).
// rt is nil when no read transaction is shared (direct mode, closed):
// a snapshot then begins its own, and the layers are empty.
type view struct {
	rt             *readTx
	frozen, active *layer
}

// publish replaces the view under viewMu and lets go of the store's
// reference to a read transaction the new view no longer uses.
func (s *Store) publish(f func(v *view)) {
	s.viewMu.Lock()
	old := s.view.Load()
	nv := *old
	f(&nv)
	s.view.Store(&nv)
	s.viewMu.Unlock()
	if old.rt != nil && old.rt != nv.rt {
		old.rt.release()
	}
}

// newReadTx begins the read transaction a new view shares (nil in direct
// mode, see goDirect).
func (s *Store) newReadTx() *readTx {
	if s.direct.Load() {
		return nil
	}
	tx, err := s.db.Begin(false)
	if err != nil {
		s.log.Warn("btree: cannot begin a read transaction", "file", s.path, "err", err)
		return nil
	}
	rt := &readTx{tx: tx}
	rt.refs.Store(1) // the view's
	return rt
}

// refreshView publishes a new read transaction after a write transaction
// the committer committed itself (direct jobs), before it acknowledges
// any batch in it.
func (s *Store) refreshView() {
	rt := s.newReadTx()
	s.publish(func(v *view) { v.rt = rt })
}

// baseMeta is a table's count and counter below the active layer. Only
// the committer calls it.
func (s *Store) baseMeta(table uint64) layerMeta {
	if m, ok := s.frozen.meta(table); ok {
		return m
	}
	sn, err := s.Snapshot()
	if err != nil {
		s.log.Warn("btree: cannot read a table's row count", "file", s.path, "err", err)
		return layerMeta{}
	}
	defer sn.Release()
	count, auto := sn.(*snapshot).rt.boltMeta(table)
	return layerMeta{count, auto}
}

// commitMem commits a group to the redo log and the active layer. In mode
// 1 the log's fdatasync runs while the group is applied in memory, and
// the jobs are acknowledged once it is done; in modes 0 and 2 once
// applied. Only the committer calls it.
func (s *Store) commitMem(group []*job) {
	relaxed := s.mode.Load() != 1
	group = s.refuseInvalid(group)
	if len(group) == 0 {
		return
	}
	if s.mem.size() >= hardCapBytes && s.frozen != nil {
		// Back-pressure: wait for the running flush, then freeze this
		// layer and flush it in the background.
		s.pollFlush(true)
		s.startFlush(false)
	}
	err := s.writable()
	var fail error
	if err == nil {
		if _, err = s.wal.append(group); err != nil {
			err = fmt.Errorf("btree: %s: redo log: %w", s.path, err)
		}
	}
	if err == nil {
		if !relaxed {
			s.requestSync(group)
		}
		for _, j := range group {
			s.mem.apply(j.batch, s.baseMeta)
		}
		l := s.mem.publish()
		s.publish(func(v *view) { v.active = l })
		s.groups.Add(1)
		if !relaxed {
			// A failed sync stopped the store (syncLog); the group is
			// applied but not acknowledged.
			fail = <-s.syncRes
		} else {
			s.unsynced.Store(true)
		}
	} else {
		fail = err
	}
	for _, j := range group {
		s.finish(j, fail)
	}
}

// writable returns the error new writes get: a failed fsync stopped the
// store, or the last flush failed (a full disk): until a retry succeeds,
// the overlay keeps serving reads but takes no more writes.
func (s *Store) writable() error {
	if p := s.failed.Load(); p != nil {
		return *p
	}
	return s.flushErr
}

// pollFlush notes the end of the running flush, if any; with wait, it
// waits for it. Only the committer calls it.
func (s *Store) pollFlush(wait bool) {
	if s.flushDone == nil {
		return
	}
	var err error
	if wait {
		err = <-s.flushDone
	} else {
		select {
		case err = <-s.flushDone:
		default:
			return
		}
	}
	s.flushDone = nil
	s.flushErr = err
	if s.flushErr == nil {
		s.frozen = nil
	} else {
		s.log.Error("btree: flushing the memtable failed; writes fail until a retry succeeds", "file", s.path, "err", s.flushErr)
	}
}

// startFlush freezes the active layer, unless a frozen one is waiting
// (its flush failed), and flushes it: in a goroutine, or with sync
// before it returns (after waiting for a running flush). Without sync it
// does nothing while a flush runs. Only the committer calls it.
func (s *Store) startFlush(sync bool) error {
	s.pollFlush(sync)
	if s.flushDone != nil {
		return nil
	}
	if p := s.failed.Load(); p != nil {
		return *p
	}
	if s.frozen == nil {
		// An empty layer is still frozen when the log holds records (jobs
		// applied directly to bbolt): the flush then only checkpoints.
		if s.mem.empty() && (sync || s.wal.written() == 0) {
			return nil
		}
		if err := s.freeze(); err != nil {
			s.log.Warn("btree: cannot start a new redo log file", "file", s.path, "err", err)
			return err
		}
	}
	fr, first := s.frozen, s.frozenLog
	if sync {
		s.flushErr = s.flush(fr, first)
		if s.flushErr == nil {
			s.frozen = nil
		}
		return s.flushErr
	}
	done := make(chan error, 1)
	s.flushDone = done
	go func() { done <- s.flush(fr, first) }()
	return nil
}

// freeze makes the active layer the frozen one and starts a new log file
// for the commits after it: after the flush, the checkpoint starts there.
func (s *Store) freeze() error {
	if err := s.wal.rotate(s.wal.num + 1); err != nil {
		return err
	}
	s.frozen, s.frozenLog = s.mem.pub, s.wal.num
	s.mem = newMemtable(s.mem.idx.x.used)
	fr, active := s.frozen, s.mem.pub
	s.publish(func(v *view) { v.frozen, v.active = fr, active })
	return nil
}

// flush writes a frozen layer to bbolt in one write transaction, publishes
// the new state (a read transaction after the commit, no frozen layer),
// then checkpoints it: pin, meta pages, fdatasync of the data file, the
// checkpoint file naming firstLog, the log file frozen's successor began.
// Only one flush runs at a time, and the committer writes to bbolt only
// when none does, so the state pinned is exactly the logs before firstLog.
func (s *Store) flush(l *layer, firstLog uint64) error {
	if !l.empty() {
		err := s.boltUpdate(func(a *applier) error {
			if err := a.layer(l); err != nil {
				return fmt.Errorf("btree: %s: flushing the memtable: %w", s.path, err)
			}
			return nil
		})
		if err != nil {
			return err
		}
		s.flushes.Add(1)
		rt := s.newReadTx()
		s.publish(func(v *view) { v.rt, v.frozen = rt, nil })
	}
	if skipFlushCheckpoint {
		return nil
	}
	pin, err := s.db.Begin(false)
	if err != nil {
		return fmt.Errorf("btree: %s: %w", s.path, err)
	}
	metas, err := readMetas(s.dbFile, s.pageSize)
	if err != nil {
		pin.Rollback()
		return fmt.Errorf("btree: %s: %w", s.path, err)
	}
	return s.finishCheckpoint(&checkpoint{pageSize: s.pageSize, firstLog: firstLog, metas: metas}, pin, true)
}

// skipFlushCheckpoint makes flushes stop after their bbolt commit, as a
// crash between the two would (for the tests).
var skipFlushCheckpoint bool

// needsBolt reports whether a group holds a job the overlay does not
// take: a table drop or a TRUNCATE. Those are rare; the overlay is
// flushed first and the group goes to bbolt directly.
func needsBolt(group []*job) bool {
	for _, j := range group {
		if j.batch == nil || len(j.batch.Truncate) > 0 {
			return true
		}
	}
	return false
}
