package btree

import (
	"bytes"
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// A point read that the overlay layers do not answer descends bbolt's
// B+tree: a binary search in every page on the way down, each probe
// comparing with a key elsewhere in the page, so a lookup on a table of
// a few hundred thousand rows takes a dozen cache misses. Under a
// memcached or HandlerSocket load of point reads that descent was the
// largest single cost of a get. (memcaslap's 9:1 load against two
// servers at once, with and without the cache, 6 rounds of 8 s: 4.1%
// more operations a second with it, median of the rounds, 1.1% to 6.9%;
// the same binary against itself: 1.2%, -5.3% to 4.3%.)
//
// pointCache remembers where point reads found keys in one bbolt read
// transaction's tree: the key's and value's bytes in the map, found again
// with one hash and one probe (InnoDB's adaptive hash index does the same
// for its buffer pool). A read transaction is a fixed state of the file,
// and the map does not move while one is open, so an entry never goes
// stale: the cache lives and dies with its readTx, and a flush, which
// starts a new one, starts empty caches with it.
//
// Readers fill the cache as they go, concurrently and without locks: each
// slot is a small seqlock. An entry is written only when its slot is not
// being written by someone else; a reader that sees the slot change while
// it reads takes it for a miss. Slots are direct-mapped in pairs (two
// places per key), and a full pair loses one entry to the newcomer.
type pointCache struct {
	slots []pcSlot // a power of two
}

// pcSlot is one entry. meta is the hash's upper half (the tag) and, in
// its lower half, a sequence: odd while a writer fills the slot, 0 when
// the slot was never used. key and val point into bbolt's map; lens is
// the key's length and the value's.
type pcSlot struct {
	meta atomic.Uint64
	key  atomic.Pointer[byte]
	val  atomic.Pointer[byte]
	lens atomic.Uint64
}

const (
	pointCacheMinSlots = 1 << 10
	// pointCacheMaxSlots bounds a cache at 8 MB (32-byte slots), one per
	// primary tree that point reads go to: a larger table keeps its most
	// recent entries.
	pointCacheMaxSlots = 1 << 18
)

// newPointCache returns a cache for a tree of about rows keys.
func newPointCache(rows uint64) *pointCache {
	n := uint64(pointCacheMinSlots)
	if rows > n {
		n = min(uint64(1)<<bits.Len64(rows-1), pointCacheMaxSlots)
	}
	return &pointCache{slots: make([]pcSlot, n)}
}

// get returns the value of key (h its hashKey) if the cache has it.
func (pc *pointCache) get(h uint64, key []byte) ([]byte, bool) {
	i := h & uint64(len(pc.slots)-1)
	if v, ok := pc.slots[i].get(h, key); ok {
		return v, true
	}
	return pc.slots[i^1].get(h, key)
}

// put records that key (h its hashKey, key and val bbolt's own slices,
// valid while the read transaction is) holds val.
func (pc *pointCache) put(h uint64, key, val []byte) {
	i := h & uint64(len(pc.slots)-1)
	s := &pc.slots[i]
	// The key's first place unless that is taken and its pair is free;
	// a hash bit picks which entry of a full pair goes.
	if m := s.meta.Load(); m != 0 && uint32(m>>32) != uint32(h>>32) {
		if o := &pc.slots[i^1]; o.meta.Load() == 0 || h&(1<<32) != 0 {
			s = o
		}
	}
	s.set(h, key, val)
}

func (s *pcSlot) get(h uint64, key []byte) ([]byte, bool) {
	m := s.meta.Load()
	if m&1 != 0 || uint32(m) == 0 || uint32(m>>32) != uint32(h>>32) {
		return nil, false
	}
	k, v, lens := s.key.Load(), s.val.Load(), s.lens.Load()
	if s.meta.Load() != m {
		return nil, false
	}
	if int(lens>>32) != len(key) || !bytes.Equal(unsafe.Slice(k, len(key)), key) {
		return nil, false
	}
	return unsafe.Slice(v, uint32(lens)), true
}

func (s *pcSlot) set(h uint64, key, val []byte) {
	m := s.meta.Load()
	if m&1 != 0 {
		return // another reader is writing it
	}
	writing := m&^0xffffffff | uint64(uint32(m)+1)
	if !s.meta.CompareAndSwap(m, writing) {
		return
	}
	s.key.Store(unsafe.SliceData(key))
	s.val.Store(unsafe.SliceData(val))
	s.lens.Store(uint64(len(key))<<32 | uint64(len(val)))
	s.meta.Store(h>>32<<32 | uint64(uint32(writing)+1))
}
