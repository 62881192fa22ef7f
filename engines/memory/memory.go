// Package memory is the MEMORY engine: tables held in RAM in ordered B-trees
// (github.com/tidwall/btree), one per primary key and one per secondary
// index, so point and range lookups are O(log n). As in MySQL's MEMORY
// engine, rows vanish when the server stops; table definitions stay in the
// catalog.
//
// Snapshots are free: the store's state is an immutable version reached
// through one atomic pointer. A commit copies the trees it touches
// (copy-on-write, O(1) plus the changed paths), applies its batch to the
// copies and publishes a new version. Readers never wait.
package memory

import (
	"bytes"
	"sync"
	"sync/atomic"

	"github.com/tidwall/btree"

	"handlerd/engines"
	"handlerd/engines/kv"
)

// New returns the MEMORY engine.
func New() *kv.Engine {
	return kv.NewEngine(NewStore(), kv.Options{Name: engines.MEMORY})
}

// item is one tree entry; head is kv.KeyHead(key).
type item struct {
	head       uint64
	key, value []byte
}

func newItem(key, value []byte) item { return item{head: kv.KeyHead(key), key: key, value: value} }

func itemLess(a, b item) bool {
	if a.head != b.head {
		return a.head < b.head
	}
	return bytes.Compare(a.key, b.key) < 0
}

func newTree() *btree.BTreeG[item] {
	return btree.NewBTreeGOptions(itemLess, btree.Options{NoLocks: true})
}

// tableData is one table's state in one version. Published tableData and
// its trees are never modified.
type tableData struct {
	trees   map[uint32]*btree.BTreeG[item]
	count   uint64
	autoInc uint64
}

// version is an immutable state of the whole store.
type version struct {
	tables *btree.Map[uint64, *tableData]
}

// Store is the MEMORY engine's kv.Store.
type Store struct {
	mu  sync.Mutex // serialises commits
	cur atomic.Pointer[version]
}

// NewStore returns an empty store.
func NewStore() *Store {
	s := &Store{}
	s.cur.Store(&version{tables: new(btree.Map[uint64, *tableData])})
	return s
}

// Snapshot implements kv.Store.
func (s *Store) Snapshot() (kv.Snapshot, error) { return snapshot{s.cur.Load()}, nil }

// Commit implements kv.Store: the batch is applied before Commit returns.
func (s *Store) Commit(b *kv.Batch) func() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	old := s.cur.Load()
	tables := old.tables.Copy()
	touched := map[uint64]*tableData{}
	mutable := func(id uint64) *tableData {
		if td, ok := touched[id]; ok {
			return td
		}
		td := &tableData{trees: map[uint32]*btree.BTreeG[item]{}}
		if prev, ok := tables.Get(id); ok {
			td.count, td.autoInc = prev.count, prev.autoInc
			for ix, t := range prev.trees {
				td.trees[ix] = t.Copy()
			}
		}
		touched[id] = td
		tables.Set(id, td)
		return td
	}
	for _, id := range b.Truncate {
		td := mutable(id)
		td.trees = map[uint32]*btree.BTreeG[item]{}
		td.count, td.autoInc = 0, 0
	}
	for _, op := range b.Ops {
		td := mutable(op.Tree.Table)
		t := td.trees[op.Tree.Index]
		if t == nil {
			t = newTree()
			td.trees[op.Tree.Index] = t
		}
		if op.Delete {
			t.Delete(newItem(op.Key, nil))
		} else {
			t.Set(newItem(op.Key, op.Value))
		}
	}
	for id, d := range b.CountDelta {
		td := mutable(id)
		td.count = uint64(int64(td.count) + d)
	}
	for id, n := range b.AutoIncrement {
		if td := mutable(id); n > td.autoInc {
			td.autoInc = n
		}
	}
	s.cur.Store(&version{tables: tables})
	return func() error { return nil }
}

// DropTable implements kv.Store.
func (s *Store) DropTable(table uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	tables := s.cur.Load().tables.Copy()
	tables.Delete(table)
	s.cur.Store(&version{tables: tables})
	return nil
}

// Close implements kv.Store.
func (s *Store) Close() error { return nil }

// Bytes estimates the memory held by one table's rows and indexes.
func (s *Store) Bytes(table uint64) uint64 {
	td, ok := s.cur.Load().tables.Get(table)
	if !ok {
		return 0
	}
	var n uint64
	for _, t := range td.trees {
		t.Scan(func(it item) bool {
			n += uint64(len(it.key) + len(it.value) + 48)
			return true
		})
	}
	return n
}

type snapshot struct{ v *version }

func (s snapshot) tree(t kv.Tree) *btree.BTreeG[item] {
	td, ok := s.v.tables.Get(t.Table)
	if !ok {
		return nil
	}
	return td.trees[t.Index]
}

func (s snapshot) Get(t kv.Tree, key []byte) ([]byte, bool, error) {
	tr := s.tree(t)
	if tr == nil {
		return nil, false, nil
	}
	it, ok := tr.Get(newItem(key, nil))
	return it.value, ok, nil
}

func (s snapshot) Cursor(t kv.Tree) (kv.Cursor, error) {
	tr := s.tree(t)
	if tr == nil {
		return emptyCursor{}, nil
	}
	return &cursor{it: tr.Iter()}, nil
}

func (s snapshot) Count(table uint64) (uint64, error) {
	td, ok := s.v.tables.Get(table)
	if !ok {
		return 0, nil
	}
	return td.count, nil
}

func (s snapshot) AutoIncrement(table uint64) (uint64, error) {
	td, ok := s.v.tables.Get(table)
	if !ok {
		return 0, nil
	}
	return td.autoInc, nil
}

func (s snapshot) Release() {}

// RetainedByCursors implements kv.Retainer: versions never change.
func (s snapshot) RetainedByCursors() {}

type cursor struct{ it btree.IterG[item] }

func (c *cursor) at(ok bool) ([]byte, []byte) {
	if !ok {
		return nil, nil
	}
	it := c.it.Item()
	return it.key, it.value
}

func (c *cursor) First() ([]byte, []byte)        { return c.at(c.it.First()) }
func (c *cursor) Last() ([]byte, []byte)         { return c.at(c.it.Last()) }
func (c *cursor) Seek(k []byte) ([]byte, []byte) { return c.at(c.it.Seek(newItem(k, nil))) }
func (c *cursor) Next() ([]byte, []byte)         { return c.at(c.it.Next()) }
func (c *cursor) Prev() ([]byte, []byte)         { return c.at(c.it.Prev()) }
func (c *cursor) Close()                         { c.it.Release() }

type emptyCursor struct{}

func (emptyCursor) First() ([]byte, []byte)      { return nil, nil }
func (emptyCursor) Last() ([]byte, []byte)       { return nil, nil }
func (emptyCursor) Seek([]byte) ([]byte, []byte) { return nil, nil }
func (emptyCursor) Next() ([]byte, []byte)       { return nil, nil }
func (emptyCursor) Prev() ([]byte, []byte)       { return nil, nil }
func (emptyCursor) Close()                       {}
