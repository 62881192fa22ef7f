package btree

import (
	"bytes"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	bolt "go.etcd.io/bbolt"

	"handlerd/engines/kv"
)

// Snapshot implements kv.Store: the current view (see view), whose bbolt
// read transaction every snapshot shares until the next bbolt commit (a
// flush): beginning and ending one takes bbolt's global locks and
// allocates, which a point read would otherwise pay each time.
func (s *Store) Snapshot() (kv.Snapshot, error) {
	for {
		v := s.view.Load()
		if v.rt == nil {
			tx, err := s.db.Begin(false)
			if err != nil {
				return nil, fmt.Errorf("btree: %s: %w", s.path, err)
			}
			rt := &readTx{tx: tx}
			rt.refs.Store(1)
			return &snapshot{rt: rt, frozen: v.frozen, active: v.active}, nil
		}
		// acquire fails only once the view was replaced (its reference
		// is dropped after that): the next load gets a newer one.
		if v.rt.acquire() {
			return &snapshot{rt: v.rt, frozen: v.frozen, active: v.active}, nil
		}
	}
}

// readTx is a bbolt read transaction shared by snapshots. It is rolled
// back when the last reference goes: one per snapshot using it, plus the
// store's while its view is published (see view). bbolt's read-only
// transactions keep no caches (their Buckets and Cursors only read the
// mmap), so goroutines may read one concurrently; the bucket handles are
// cached here, copy on write.
type readTx struct {
	tx    *bolt.Tx
	refs  atomic.Int64
	mu    sync.Mutex // serializes trees updates
	trees atomic.Pointer[[]*treeHandle]
}

// treeHandle is a tree's bucket in one read transaction (b nil: no such
// tree), with idle cursors for point reads: a fresh bbolt cursor
// allocates itself and the stack it grows while descending.
type treeHandle struct {
	t       kv.Tree
	b       *bolt.Bucket
	cursors sync.Pool
	// points caches point reads of a primary tree (kv reads secondary
	// indexes through cursors, see indexed). It is made by the first point
	// read that descends bbolt (cachePoint), so that trees only scanned
	// cost no memory.
	points atomic.Pointer[pointCache]
}

// cachePoint records a point read's result in h's cache, making the cache
// first if need be; rt is h's read transaction.
func (h *treeHandle) cachePoint(rt *readTx, hash uint64, key, val []byte) {
	pc := h.points.Load()
	if pc == nil {
		rows, _ := rt.boltMeta(h.t.Table)
		h.points.CompareAndSwap(nil, newPointCache(rows)) // fails if another reader made it first
		pc = h.points.Load()
	}
	pc.put(hash, key, val)
}

// acquire takes a reference unless the transaction has already ended.
func (rt *readTx) acquire() bool {
	for {
		n := rt.refs.Load()
		if n <= 0 {
			return false
		}
		if rt.refs.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

func (rt *readTx) release() {
	if rt.refs.Add(-1) == 0 {
		// Unreachable before the map may move: the point caches hold
		// pointers into it.
		rt.trees.Store(nil)
		rt.tx.Rollback()
	}
}

// tree returns tree t's handle. The handles are a copy-on-write slice:
// a transaction reads few trees, and scanning a few beats hashing.
func (rt *readTx) tree(t kv.Tree) *treeHandle {
	if hs := rt.trees.Load(); hs != nil {
		for _, h := range *hs {
			if h.t == t {
				return h
			}
		}
	}
	h := &treeHandle{t: t, b: rt.tx.Bucket(treeName(t))}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	var hs []*treeHandle
	if old := rt.trees.Load(); old != nil {
		for _, h2 := range *old {
			if h2.t == t {
				return h2
			}
		}
		hs = append(hs, *old...)
	}
	hs = append(hs, h)
	rt.trees.Store(&hs)
	return h
}

// snapshot is one kv transaction's read view, over a possibly shared
// readTx. Slices it returns point into bbolt's mmap and stay valid until
// the snapshot lets go of its readTx.
//
// That happens when the snapshot is released and its last cursor is
// closed, whichever is later: kv may release a snapshot (Commit,
// Refresh) while a row iterator still holds a cursor, and a bbolt cursor
// used after its transaction ended panics. (An iterator never closed thus
// keeps its read transaction, and every page it can see, alive.)
//
// Like the kv transaction owning it, a snapshot is used by one goroutine
// at a time; GetMany's workers only read through bucket handles.
type snapshot struct {
	rt *readTx // nil once let go
	// The overlay layers over rt, newest first in reads; nil when empty.
	frozen, active *layer

	mu       sync.Mutex
	cursors  int
	released bool
}

var (
	_ kv.Snapshot    = (*snapshot)(nil)
	_ kv.MultiGetter = (*snapshot)(nil)
)

func (sn *snapshot) bucket(t kv.Tree) *bolt.Bucket { return sn.rt.tree(t).b }

// layerGet looks key up in the overlay layers, newest first: ok when one
// of them has it (possibly as a tombstone, which hides bbolt's entry).
func (sn *snapshot) layerGet(t kv.Tree, key []byte) (it mitem, ok bool) {
	return sn.layerGetHashed(hashKey(t, key), t, key)
}

// layerGetHashed is layerGet given h, key's hashKey.
func (sn *snapshot) layerGetHashed(h uint64, t kv.Tree, key []byte) (it mitem, ok bool) {
	if sn.active.empty() && sn.frozen.empty() {
		return it, false
	}
	for _, l := range [2]*layer{sn.active, sn.frozen} {
		if it, ok = l.get(h, t, key); ok {
			return it, true
		}
	}
	return it, false
}

func (sn *snapshot) Get(t kv.Tree, key []byte) ([]byte, bool, error) {
	hash := hashKey(t, key)
	if it, ok := sn.layerGetHashed(hash, t, key); ok {
		if it.del() {
			return nil, false, nil
		}
		return it.value(), true, nil
	}
	h := sn.rt.tree(t)
	if h.b == nil {
		return nil, false, nil
	}
	if pc := h.points.Load(); pc != nil {
		if v, ok := pc.get(hash, key); ok {
			return v, true, nil
		}
	}
	// Through a cursor rather than Bucket.Get, which cannot tell an empty
	// value (index entries) from a missing key.
	c, _ := h.cursors.Get().(*bolt.Cursor)
	if c == nil {
		c = h.b.Cursor()
	}
	k, v := c.Seek(key)
	h.cursors.Put(c)
	if k == nil || !bytes.Equal(k, key) {
		return nil, false, nil
	}
	if indexed(t) && len(v) > 0 {
		h.cachePoint(sn.rt, hash, k, v)
	}
	return v, true, nil
}

func (sn *snapshot) Cursor(t kv.Tree) (kv.Cursor, error) {
	b := sn.bucket(t)
	at, ft := sn.active.tree(t), sn.frozen.tree(t)
	if b == nil && at == nil && ft == nil {
		return emptyCursor{}, nil
	}
	sn.mu.Lock()
	sn.cursors++
	sn.mu.Unlock()
	if at == nil && ft == nil {
		return &cursor{c: b.Cursor(), sn: sn}, nil
	}
	return newMergeCursor(sn, b, at, ft), nil
}

func (sn *snapshot) Count(table uint64) (uint64, error) {
	count, _ := sn.meta(table)
	return count, nil
}

func (sn *snapshot) AutoIncrement(table uint64) (uint64, error) {
	_, auto := sn.meta(table)
	return auto, nil
}

func (sn *snapshot) meta(table uint64) (count, auto uint64) {
	for _, l := range [2]*layer{sn.active, sn.frozen} {
		if m, ok := l.meta(table); ok {
			return m.count, m.auto
		}
	}
	return sn.rt.boltMeta(table)
}

// boltMeta is a table's count and counter in bbolt, below the layers.
func (rt *readTx) boltMeta(table uint64) (count, auto uint64) {
	if mb := rt.tx.Bucket(metaBucket); mb != nil {
		return decodeMeta(mb.Get(metaKey(table)))
	}
	return 0, 0
}

func (sn *snapshot) Release() {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	if !sn.released {
		sn.released = true
		sn.end()
	}
}

// RetainedByCursors implements kv.Retainer: the read transaction lasts
// until the last cursor is closed (see snapshot).
func (sn *snapshot) RetainedByCursors() {}

func (sn *snapshot) closeCursor() {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	sn.cursors--
	sn.end()
}

// end lets go of the read transaction once nothing uses it. sn.mu is held.
func (sn *snapshot) end() {
	if sn.released && sn.cursors == 0 && sn.rt != nil {
		sn.rt.release()
		sn.rt = nil
	}
}

// Cold-read parallelism for GetMany. bbolt maps the file with
// MADV_RANDOM, so the kernel reads no pages ahead: a lookup that misses
// the page cache waits for its own read. When the first probeKeys lookups
// of a batch are that slow, the rest is split among readWorkers
// goroutines so their page faults overlap (the SSD serves them in
// parallel). Measured on 200k rows, 10k-row index ranges read cold: 8
// workers took 19–23 µs a row against 24–29 µs for one cursor. On cached
// data the split only costs (2.6–3.0 against 2.1–2.5 µs a row), hence the
// probe.
const (
	probeKeys   = 32
	readWorkers = 8
)

// coldPerKey is the probe's threshold (a variable for the benchmarks).
var coldPerKey = 5 * time.Microsecond

// GetMany implements kv.MultiGetter: the sorted keys are walked with one
// cursor, so consecutive lookups reuse the pages (and TLB entries) the
// previous one touched; cold batches are split (see probeKeys).
func (sn *snapshot) GetMany(t kv.Tree, keys [][]byte, fn func(i int, value []byte)) error {
	b := sn.bucket(t)
	if len(keys) == 0 {
		return nil
	}
	if sn.active.tree(t) == nil && sn.frozen.tree(t) == nil {
		if b != nil {
			getMany(b, keys, fn)
		}
		return nil
	}
	// The layers answer first; bbolt looks up the rest. fn is called in
	// key order once all are known.
	vals := make([][]byte, len(keys))
	found := make([]bool, len(keys))
	var rest [][]byte
	var at []int
	for i, key := range keys {
		if it, ok := sn.layerGet(t, key); ok {
			vals[i], found[i] = it.value(), !it.del()
		} else {
			rest = append(rest, key)
			at = append(at, i)
		}
	}
	if b != nil && len(rest) > 0 {
		getMany(b, rest, func(i int, v []byte) { vals[at[i]], found[at[i]] = v, true })
	}
	for i := range keys {
		if found[i] {
			fn(i, vals[i])
		}
	}
	return nil
}

// getMany looks sorted keys up in b (see GetMany).
func getMany(b *bolt.Bucket, keys [][]byte, fn func(i int, value []byte)) {
	if len(keys) < 4*probeKeys {
		walkSorted(b, keys, 0, fn)
		return
	}
	start := time.Now()
	walkSorted(b, keys[:probeKeys], 0, fn)
	rest := keys[probeKeys:]
	if time.Since(start) < probeKeys*coldPerKey {
		walkSorted(b, rest, probeKeys, fn)
		return
	}
	// Workers share this read transaction, so they read the snapshot's
	// state (a read transaction each would read a newer one); bbolt's
	// read-only transactions keep no caches, so that is safe. fn is called
	// here, in key order, once all are done.
	vals := make([][]byte, len(rest))
	found := make([]bool, len(rest))
	chunk := (len(rest) + readWorkers - 1) / readWorkers
	var wg sync.WaitGroup
	for lo := 0; lo < len(rest); lo += chunk {
		hi := min(lo+chunk, len(rest))
		wg.Go(func() {
			walkSorted(b, rest[lo:hi], lo, func(i int, v []byte) { vals[i], found[i] = v, true })
		})
	}
	wg.Wait()
	for i := range rest {
		if found[i] {
			fn(probeKeys+i, vals[i])
		}
	}
}

// walkSorted looks sorted keys up with one cursor, calling fn(base+i,
// value) for each keys[i] found. Before seeking it steps forward once or
// twice: when keys are dense (an index correlated with the primary key)
// the next key is usually the next entry, and a Next is far cheaper than
// a Seek, which descends from the root. Stepping further did not pay in
// measurements: on sparse keys the wasted steps cost more than the seeks
// they save.
func walkSorted(b *bolt.Bucket, keys [][]byte, base int, fn func(i int, value []byte)) {
	c := b.Cursor()
	k, v := c.Seek(keys[0])
	for i, key := range keys {
		for step := 0; step < 2 && k != nil && bytes.Compare(k, key) < 0; step++ {
			k, v = c.Next()
		}
		if k != nil && bytes.Compare(k, key) < 0 {
			k, v = c.Seek(key)
		}
		if k == nil {
			return // every later key is past the end too
		}
		if bytes.Equal(k, key) {
			fn(base+i, v)
		}
	}
}

type cursor struct {
	c  *bolt.Cursor
	sn *snapshot
}

func (c *cursor) First() ([]byte, []byte)        { return c.c.First() }
func (c *cursor) Last() ([]byte, []byte)         { return c.c.Last() }
func (c *cursor) Seek(k []byte) ([]byte, []byte) { return c.c.Seek(k) }
func (c *cursor) Next() ([]byte, []byte)         { return c.c.Next() }
func (c *cursor) Prev() ([]byte, []byte)         { return c.c.Prev() }

func (c *cursor) Close() {
	if c.sn != nil {
		c.sn.closeCursor()
		c.sn = nil
	}
}

type emptyCursor struct{}

func (emptyCursor) First() ([]byte, []byte)      { return nil, nil }
func (emptyCursor) Last() ([]byte, []byte)       { return nil, nil }
func (emptyCursor) Seek([]byte) ([]byte, []byte) { return nil, nil }
func (emptyCursor) Next() ([]byte, []byte)       { return nil, nil }
func (emptyCursor) Prev() ([]byte, []byte)       { return nil, nil }
func (emptyCursor) Close()                       {}
