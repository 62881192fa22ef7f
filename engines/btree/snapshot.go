package btree

import (
	"bytes"
	"fmt"
	"sync"

	bolt "go.etcd.io/bbolt"

	"handlerd/engines/kv"
)

// Snapshot implements kv.Store: a bbolt read transaction.
func (s *Store) Snapshot() (kv.Snapshot, error) {
	tx, err := s.db.Begin(false)
	if err != nil {
		return nil, fmt.Errorf("btree: %s: %w", s.path, err)
	}
	return &snapshot{tx: tx, buckets: map[kv.Tree]*bolt.Bucket{}}, nil
}

// snapshot is a read view. Slices it returns point into bbolt's mmap and
// stay valid until the read transaction ends.
//
// The transaction ends when the snapshot is released and its last cursor
// is closed, whichever is later: kv may release a snapshot (Commit,
// Refresh) while a row iterator still holds a cursor, and a bbolt cursor
// used after its transaction ended panics.
type snapshot struct {
	tx      *bolt.Tx
	buckets map[kv.Tree]*bolt.Bucket // nil value: no such bucket

	mu       sync.Mutex
	cursors  int
	released bool
}

var (
	_ kv.Snapshot    = (*snapshot)(nil)
	_ kv.MultiGetter = (*snapshot)(nil)
)

func (sn *snapshot) bucket(t kv.Tree) *bolt.Bucket {
	b, ok := sn.buckets[t]
	if !ok {
		b = sn.tx.Bucket(treeName(t))
		sn.buckets[t] = b
	}
	return b
}

func (sn *snapshot) Get(t kv.Tree, key []byte) ([]byte, bool, error) {
	b := sn.bucket(t)
	if b == nil {
		return nil, false, nil
	}
	// Through a cursor rather than Bucket.Get, which cannot tell an empty
	// value (index entries) from a missing key.
	k, v := b.Cursor().Seek(key)
	if k == nil || !bytes.Equal(k, key) {
		return nil, false, nil
	}
	return v, true, nil
}

func (sn *snapshot) Cursor(t kv.Tree) (kv.Cursor, error) {
	b := sn.bucket(t)
	if b == nil {
		return emptyCursor{}, nil
	}
	sn.mu.Lock()
	sn.cursors++
	sn.mu.Unlock()
	return &cursor{c: b.Cursor(), sn: sn}, nil
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
	if mb := sn.tx.Bucket(metaBucket); mb != nil {
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

func (sn *snapshot) closeCursor() {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	sn.cursors--
	sn.end()
}

// end rolls the read transaction back once nothing uses it. sn.mu is held.
func (sn *snapshot) end() {
	if sn.released && sn.cursors == 0 && sn.tx != nil {
		sn.tx.Rollback()
		sn.tx = nil
	}
}

// GetMany implements kv.MultiGetter: one cursor walks the sorted keys, so
// consecutive lookups reuse the pages (and TLB entries) the previous one
// touched, and a key on the same leaf as the last hit is found by Next
// instead of a descent from the root.
func (sn *snapshot) GetMany(t kv.Tree, keys [][]byte, fn func(i int, value []byte)) error {
	b := sn.bucket(t)
	if b == nil {
		return nil
	}
	c := b.Cursor()
	var k, v []byte
	for i, key := range keys {
		// Step forward a little before seeking: dense keys (a range of
		// the primary key) usually sit next to each other on a leaf.
		for step := 0; i > 0 && step < 2 && bytes.Compare(k, key) < 0; step++ {
			if k, v = c.Next(); k == nil {
				return nil // every later key is past the end too
			}
		}
		if i == 0 || bytes.Compare(k, key) < 0 {
			if k, v = c.Seek(key); k == nil {
				return nil
			}
		}
		if bytes.Equal(k, key) {
			fn(i, v)
		}
	}
	return nil
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
