package btree

import (
	"bytes"
	"hash/maphash"
	"sync/atomic"
	"unsafe"

	"handlerd/engines/kv"
)

// The memtable's point lookups go through a hash index rather than its
// B-trees: a B-tree search compares a key with a dozen or more others,
// and keys sharing their first 8 bytes (mitem.head) make most of those
// comparisons read the keys themselves, a cache miss each. The index
// answers "what did this key hold as of published version seq" with one
// hash and, usually, one probe.
//
// One index serves all versions of a memtable's layer: the single
// committer adds to it while snapshots read it without locks. Each key
// has a chain of its versions, newest first, each stamped with the
// version (memtable.seq) that publishes it; a reader takes the first
// entry its layer's version covers. Entries are immutable once reachable
// (only a slot's pointers change, atomically), so what a reader sees
// through them is complete. Versions are never dropped:
// an old snapshot may still need them, and the memtable accounts for
// every operation's bytes anyway. An old snapshot reading a key written
// many times since would walk a long chain, so past maxChainWalk entries
// the layer's B-tree, exact for its version, answers instead.
//
// Only primary trees (rows) are indexed: kv reads secondary indexes
// through cursors (ranges, unique checks by prefix), so their entries
// would cost the committer and memory for nothing; a point read of one
// (CHECK TABLE) asks the B-tree.
//
// Growing replaces the index: the committer copies the slots into one
// twice as big and writes only there. A layer keeps the index current
// when it was published, which holds every entry of its version.

// hindex is an open-addressing hash table (linear probing) of key chains.
type hindex struct {
	slots []hslot // a power of two, at most half used
	used  int     // slots in use; the committer's only
}

// hslot is a key's slot. hash and klen are written once, before e is
// first stored, and read only after e was loaded non-nil. key points to
// the key's bytes in its newest version (any version's would do to
// compare, they are equal): a lookup then loads the entry and the key's
// bytes independently, so the two cache misses overlap, and the newest
// version's value lies next to the key it compared.
type hslot struct {
	hash uint64
	klen uint32
	key  atomic.Pointer[byte]
	e    atomic.Pointer[hentry]
}

// holds reports whether s, in use, holds key in tree t (h its hash),
// given e, s's entry.
func (s *hslot) holds(e *hentry, h uint64, t kv.Tree, key []byte) bool {
	if s.hash != h || int(s.klen) != len(key) {
		return false
	}
	tree := e.tree // loaded before the key's bytes, so the misses overlap
	return bytes.Equal(unsafe.Slice(s.key.Load(), s.klen), key) && tree == t
}

// hentry is one version of a key: the item a layer of version seq or
// later sees, unless a newer version also does. older is the version
// before it.
type hentry struct {
	it    mitem
	tree  kv.Tree
	seq   uint64
	older *hentry
}

const (
	hindexMinSlots = 1 << 10
	// hentrySlab is how many entries are allocated at once: one
	// allocation per entry would cost the committer more than the rest
	// of put.
	hentrySlab = 256
	// hentryBytes and hslotBytes are what the index costs per entry and
	// per slot, for the memtable's memory accounting.
	hentryBytes = int64(unsafe.Sizeof(hentry{}))
	hslotBytes  = int64(unsafe.Sizeof(hslot{}))
)

var hashSeed = maphash.MakeSeed()

// indexed reports whether tree t's entries are in the index (see above).
func indexed(t kv.Tree) bool { return t.Index == 0 }

// hashKey is key's hash in tree t, for hindex.
func hashKey(t kv.Tree, key []byte) uint64 {
	return maphash.Bytes(hashSeed, key) ^ (t.Table<<32^uint64(t.Index))*0x9e3779b97f4a7c15
}

func newHindex(slots int) *hindex { return &hindex{slots: make([]hslot, slots)} }

// maxChainWalk is how many of a key's versions get looks at.
const maxChainWalk = 8

// get returns key's item in tree t as of version seq: ok when the layer
// has the key (possibly as a tombstone). h is hashKey(t, key). It gives
// up (deep) when the version is more than maxChainWalk entries down the
// key's chain.
func (x *hindex) get(h uint64, t kv.Tree, key []byte, seq uint64) (it mitem, ok, deep bool) {
	_, e := x.find(h, t, key)
	for n := 0; e != nil; e, n = e.older, n+1 {
		if n == maxChainWalk {
			return mitem{}, false, true
		}
		if e.seq <= seq {
			return e.it, true, false
		}
	}
	return mitem{}, false, false
}

// find returns key's slot in tree t (h its hash) and the slot's entry, as
// loaded; e is nil when the key has no slot, and s is then the free slot
// where it goes.
func (x *hindex) find(h uint64, t kv.Tree, key []byte) (s *hslot, e *hentry) {
	mask := uint64(len(x.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s = &x.slots[i]
		if e = s.e.Load(); e == nil || s.holds(e, h, t, key) {
			return s, e
		}
	}
}

// memindex is the committer's side of a memtable's index.
type memindex struct {
	x     *hindex
	slab  []hentry
	bytes int64 // the index's memory: slots and entries
}

// newMemindex returns an index sized for keys keys without growing: a
// memtable's index starts at its predecessor's size, as load changes
// slowly, which spares the committer the growth (copying every slot, and
// the fresh memory's page faults) that costs as much as the rest of put.
func newMemindex(keys int) memindex {
	n := hindexMinSlots
	for n < 2*keys {
		n *= 2
	}
	return memindex{x: newHindex(n), bytes: int64(n) * hslotBytes}
}

// put makes it key's newest version in tree t, visible from version seq.
func (m *memindex) put(t kv.Tree, it mitem, seq uint64) {
	if 2*(m.x.used+1) > len(m.x.slots) {
		m.grow()
	}
	if len(m.slab) == 0 {
		m.slab = make([]hentry, hentrySlab)
	}
	e := &m.slab[0]
	m.slab = m.slab[1:]
	*e = hentry{it: it, tree: t, seq: seq}
	m.bytes += hentryBytes
	key := it.key()
	h := hashKey(t, key)
	s, old := m.x.find(h, t, key)
	if old != nil {
		e.older = old
	} else {
		s.hash, s.klen = h, it.klen
		m.x.used++
	}
	s.key.Store(it.p)
	s.e.Store(e)
}

// grow replaces the index with one twice as big holding the same chains.
// Layers published before keep the old one (see hindex).
func (m *memindex) grow() {
	nx := newHindex(2 * len(m.x.slots))
	mask := uint64(len(nx.slots) - 1)
	for i := range m.x.slots {
		s := &m.x.slots[i]
		e := s.e.Load()
		if e == nil {
			continue
		}
		j := s.hash & mask
		for nx.slots[j].e.Load() != nil {
			j = (j + 1) & mask
		}
		ns := &nx.slots[j]
		ns.hash, ns.klen = s.hash, s.klen
		ns.key.Store(s.key.Load())
		ns.e.Store(e)
	}
	nx.used = m.x.used
	m.bytes += int64(len(nx.slots)-len(m.x.slots)) * hslotBytes
	m.x = nx
}
