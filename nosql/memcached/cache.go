package memcached

import (
	"bytes"
	"hash/maphash"
	"sync"
	"sync/atomic"
)

// cache is the in-memory store behind the cache_only and caching
// policies: a hash table split into shards, each with its own mutex and an
// LRU list, bounded in bytes like memcached's -m. Shards keep two cores
// from queueing on one lock; each shard evicts its own least recently used
// entries, so the bound holds for the whole cache.
type cache struct {
	shards  []shard
	mask    uint32
	noEvict bool // -M: refuse a write rather than evict
	seed    maphash.Seed

	evictions  atomic.Uint64
	totalItems atomic.Uint64
	expiredN   atomic.Uint64
}

// entryOverhead approximates the bytes an entry costs beyond key and value
// (the entry struct, its map slot and list links), as memcached counts its
// item header against -m.
const entryOverhead = 96

// An entry keeps key and value in one allocation (data). A shard indexes
// entries as memcached does: a power-of-two array of buckets, each the head
// of a chain of entries, by a 64-bit hash of the key kept in the entry. A
// hit touches the bucket, the entry and data, and a chain's other entries
// are passed over on their hash alone.
type entry struct {
	hash       uint64
	data       []byte // key, then value; never modified once stored
	klen       int
	flags      uint32
	active     bool // hit since it last moved to the front (see bump)
	exp        int64
	cas        uint64
	gen        uint64 // caching policy: table generation the entry was read at
	lastAccess int64
	prev, next *entry
	chain      *entry // the next entry in the same bucket
}

func (e *entry) key() []byte { return e.data[:e.klen:e.klen] }

// value is capped at its length, so an append never writes into data.
func (e *entry) value() []byte { return e.data[e.klen:len(e.data):len(e.data)] }

func (e *entry) size() int64 { return int64(len(e.data)) + entryOverhead }

func (e *entry) item() item {
	return item{key: e.key(), value: e.value(), flags: e.flags, exp: e.exp, cas: e.cas}
}

type shard struct {
	mu      sync.Mutex
	buckets []*entry // len is a power of two; the bucket is hash&(len-1)
	lru     entry    // sentinel: lru.next is the most recent, lru.prev the least
	bytes   int64
	limit   int64
	items   int64
	_       [16]byte // keep shards' hot fields on separate cache lines
}

// minBuckets is a shard's initial bucket count; a shard doubles it when it
// holds more than 1.5 entries a bucket.
const minBuckets = 1024

// newCache builds a cache of maxBytes. The shard count is chosen so that a
// shard can always hold a few maximum-size items.
func newCache(maxBytes int64, itemMax int, noEvict bool) *cache {
	n := 1
	for n < 64 && maxBytes/int64(n*2) >= int64(4*(itemMax+entryOverhead)) {
		n *= 2
	}
	c := &cache{shards: make([]shard, n), mask: uint32(n - 1), noEvict: noEvict, seed: maphash.MakeSeed()}
	for i := range c.shards {
		s := &c.shards[i]
		s.buckets = make([]*entry, minBuckets)
		s.lru.next, s.lru.prev = &s.lru, &s.lru
		s.limit = maxBytes / int64(n)
	}
	return c
}

// shard returns key's shard and hash. The shard is chosen by the hash's
// high bits, the bucket within it by the low ones.
func (c *cache) shard(key []byte) (*shard, uint64) {
	h := maphash.Bytes(c.seed, key)
	return &c.shards[uint32(h>>32)&c.mask], h
}

func (s *shard) unlink(e *entry) {
	e.prev.next, e.next.prev = e.next, e.prev
}

func (s *shard) pushFront(e *entry) {
	e.next, e.prev = s.lru.next, &s.lru
	s.lru.next.prev = e
	s.lru.next = e
}

func (s *shard) bucket(h uint64) **entry { return &s.buckets[h&uint64(len(s.buckets)-1)] }

// find returns the entry for key, expired or not.
func (s *shard) find(h uint64, key []byte) *entry {
	e := *s.bucket(h)
	for e != nil && (e.hash != h || !bytes.Equal(e.key(), key)) {
		e = e.chain
	}
	return e
}

// insert adds e (whose key is not in the shard) to its bucket.
func (s *shard) insert(e *entry) {
	if s.items >= int64(len(s.buckets))*3/2 {
		s.grow()
	}
	b := s.bucket(e.hash)
	e.chain = *b
	*b = e
	s.items++
}

// grow doubles the bucket array. Like memcached's hash expansion it moves
// every entry, but per shard and under the shard's lock only.
func (s *shard) grow() {
	old := s.buckets
	s.buckets = make([]*entry, 2*len(old))
	for _, e := range old {
		for e != nil {
			next := e.chain
			b := s.bucket(e.hash)
			e.chain = *b
			*b = e
			e = next
		}
	}
}

func (s *shard) remove(e *entry) {
	s.unlink(e)
	p := s.bucket(e.hash)
	for *p != e {
		p = &(*p).chain
	}
	*p = e.chain
	e.chain = nil
	s.bytes -= e.size()
	s.items--
}

// lookup returns the live entry for key, dropping it if expired.
func (c *cache) lookup(s *shard, h uint64, key []byte) *entry {
	e := s.find(h, key)
	if e == nil {
		return nil
	}
	if expired(e.exp) {
		s.remove(e)
		c.expiredN.Add(1)
		return nil
	}
	return e
}

// get returns the item and marks it used.
func (c *cache) get(key []byte) (item, bool) {
	s, h := c.shard(key)
	s.mu.Lock()
	e := c.lookup(s, h, key)
	if e == nil {
		s.mu.Unlock()
		return item{}, false
	}
	c.bump(s, e)
	it := item{value: e.value(), flags: e.flags, exp: e.exp, cas: e.cas}
	s.mu.Unlock()
	it.key = key
	return it, true
}

// getGen is get for the caching policy: the entry counts only if it was
// filled at the table's current generation.
func (c *cache) getGen(key []byte, gen uint64) (item, bool) {
	s, h := c.shard(key)
	s.mu.Lock()
	e := c.lookup(s, h, key)
	if e == nil || e.gen != gen {
		s.mu.Unlock()
		return item{}, false
	}
	c.bump(s, e)
	it := item{key: key, value: e.value(), flags: e.flags, exp: e.exp, cas: e.cas}
	s.mu.Unlock()
	return it, true
}

// bump marks a hit. As in memcached's segmented LRU, a hit does not move
// the entry (relinking costs three cache misses on every get): it flags
// it active, and eviction gives an active entry a second chance, moving it
// to the front instead of dropping it.
func (c *cache) bump(s *shard, e *entry) {
	e.lastAccess = now()
	e.active = true
}

// peek returns the item without bumping it (meta "me", stats cachedump).
func (c *cache) peek(key []byte) (item, int64, bool) {
	s, h := c.shard(key)
	s.mu.Lock()
	defer s.mu.Unlock()
	e := c.lookup(s, h, key)
	if e == nil {
		return item{}, 0, false
	}
	return e.item(), e.lastAccess, true
}

// put writes it (the caller has decided the write) and returns false if
// -M forbids the eviction it would need.
func (c *cache) put(s *shard, h uint64, it *item, gen uint64) bool {
	data := make([]byte, len(it.key)+len(it.value))
	copy(data[copy(data, it.key):], it.value)
	e := &entry{hash: h, data: data, klen: len(it.key), flags: it.flags, exp: it.exp, cas: it.cas, gen: gen, lastAccess: now()}
	need := e.size()
	if old := s.find(h, it.key); old != nil {
		s.remove(old)
	}
	for s.bytes+need > s.limit {
		victim := s.lru.prev
		if victim == &s.lru {
			break // the shard is empty; an item never exceeds a shard
		}
		if c.noEvict && !expired(victim.exp) {
			return false
		}
		if victim.active && !expired(victim.exp) {
			// Hit since it last moved: a second chance (see bump).
			victim.active = false
			s.unlink(victim)
			s.pushFront(victim)
			continue
		}
		s.remove(victim)
		c.evictions.Add(1)
	}
	s.insert(e)
	s.pushFront(e)
	s.bytes += need
	c.totalItems.Add(1)
	return true
}

// fill stores an item read from a table, stamped with the generation it
// was read at (caching policy).
func (c *cache) fill(it *item, gen uint64) {
	s, h := c.shard(it.key)
	s.mu.Lock()
	c.put(s, h, it, gen)
	s.mu.Unlock()
}

// store runs a storage command atomically under the shard lock.
func (c *cache) store(mode storeMode, it *item, casIn uint64, useCAS bool) (result, bool) {
	s, h := c.shard(it.key)
	s.mu.Lock()
	defer s.mu.Unlock()
	var old *item
	if e := c.lookup(s, h, it.key); e != nil {
		o := e.item()
		old = &o
	}
	res, nw := applyStore(mode, old, it, casIn)
	if res != resStored {
		return res, true
	}
	if useCAS {
		nw.cas = nextCAS()
	}
	if !c.put(s, h, nw, 0) {
		return resNotStored, false
	}
	it.cas = nw.cas
	return resStored, true
}

// delete removes key if present and, when casIn != 0, unchanged.
func (c *cache) delete(key []byte, casIn uint64) result {
	s, h := c.shard(key)
	s.mu.Lock()
	defer s.mu.Unlock()
	e := c.lookup(s, h, key)
	switch {
	case e == nil:
		return resNotFound
	case casIn != 0 && casIn != e.cas:
		return resExists
	}
	s.remove(e)
	return resDeleted
}

// invalidate drops key whatever it holds (caching policy writes).
func (c *cache) invalidate(key []byte) {
	s, h := c.shard(key)
	s.mu.Lock()
	if e := s.find(h, key); e != nil {
		s.remove(e)
	}
	s.mu.Unlock()
}

// delta runs incr/decr. When the key is absent and create is set (binary
// protocol, meta N flag) the item is created with value initial.
func (c *cache) delta(key []byte, d uint64, decr bool, casIn uint64, create *item, useCAS bool) (uint64, uint64, result) {
	s, h := c.shard(key)
	s.mu.Lock()
	defer s.mu.Unlock()
	e := c.lookup(s, h, key)
	if e == nil {
		if create == nil {
			return 0, 0, resNotFound
		}
		n, _ := applyDelta(create.value, 0, false)
		if useCAS {
			create.cas = nextCAS()
		}
		if !c.put(s, h, create, 0) {
			return 0, 0, resNotStored
		}
		return n, create.cas, resStored
	}
	n, res := deltaOn(e.value(), casIn, e.cas, d, decr)
	if res != resStored {
		return 0, 0, res
	}
	nw := item{key: key, value: strconvAppendUint(nil, n), flags: e.flags, exp: e.exp}
	if useCAS {
		nw.cas = nextCAS()
	}
	c.put(s, h, &nw, 0)
	return n, nw.cas, resStored
}

// touch sets a new expiry and returns the item.
func (c *cache) touch(key []byte, exp int64) (item, bool) {
	s, h := c.shard(key)
	s.mu.Lock()
	defer s.mu.Unlock()
	e := c.lookup(s, h, key)
	if e == nil {
		return item{}, false
	}
	e.exp = exp
	c.bump(s, e)
	it := e.item()
	return it, true
}

// flush empties the cache.
func (c *cache) flush() {
	for i := range c.shards {
		s := &c.shards[i]
		s.mu.Lock()
		s.buckets = make([]*entry, minBuckets)
		s.lru.next, s.lru.prev = &s.lru, &s.lru
		s.bytes, s.items = 0, 0
		s.mu.Unlock()
	}
}

// usage reports the number of items and bytes held.
func (c *cache) usage() (items, bytes int64) {
	for i := range c.shards {
		s := &c.shards[i]
		s.mu.Lock()
		items += s.items
		bytes += s.bytes
		s.mu.Unlock()
	}
	return
}

// setLimit changes the byte bound (cache_memlimit); shrinking evicts on
// the next writes.
func (c *cache) setLimit(maxBytes int64) {
	for i := range c.shards {
		s := &c.shards[i]
		s.mu.Lock()
		s.limit = maxBytes / int64(len(c.shards))
		s.mu.Unlock()
	}
}
