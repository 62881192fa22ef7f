package memcached

import (
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

	evictions  atomic.Uint64
	totalItems atomic.Uint64
	expiredN   atomic.Uint64
}

// entryOverhead approximates the bytes an entry costs beyond key and value
// (the entry struct, its map slot and list links), as memcached counts its
// item header against -m.
const entryOverhead = 96

type entry struct {
	key        string
	value      []byte
	flags      uint32
	exp        int64
	cas        uint64
	gen        uint64 // caching policy: table generation the entry was read at
	lastAccess int64
	prev, next *entry
}

func (e *entry) size() int64 { return int64(len(e.key)+len(e.value)) + entryOverhead }

func (e *entry) item() item {
	return item{key: []byte(e.key), value: e.value, flags: e.flags, exp: e.exp, cas: e.cas}
}

type shard struct {
	mu    sync.Mutex
	m     map[string]*entry
	lru   entry // sentinel: lru.next is the most recent, lru.prev the least
	bytes int64
	limit int64
	_     [40]byte // keep shards' hot fields on separate cache lines
}

// newCache builds a cache of maxBytes. The shard count is chosen so that a
// shard can always hold a few maximum-size items.
func newCache(maxBytes int64, itemMax int, noEvict bool) *cache {
	n := 1
	for n < 64 && maxBytes/int64(n*2) >= int64(4*(itemMax+entryOverhead)) {
		n *= 2
	}
	c := &cache{shards: make([]shard, n), mask: uint32(n - 1), noEvict: noEvict}
	for i := range c.shards {
		s := &c.shards[i]
		s.m = map[string]*entry{}
		s.lru.next, s.lru.prev = &s.lru, &s.lru
		s.limit = maxBytes / int64(n)
	}
	return c
}

func (c *cache) shard(key []byte) *shard {
	h := uint32(2166136261) // FNV-1a, inlined so hashing never allocates
	for _, b := range key {
		h = (h ^ uint32(b)) * 16777619
	}
	return &c.shards[h&c.mask]
}

func (s *shard) unlink(e *entry) {
	e.prev.next, e.next.prev = e.next, e.prev
}

func (s *shard) pushFront(e *entry) {
	e.next, e.prev = s.lru.next, &s.lru
	s.lru.next.prev = e
	s.lru.next = e
}

func (s *shard) remove(e *entry) {
	s.unlink(e)
	delete(s.m, e.key)
	s.bytes -= e.size()
}

// lookup returns the live entry for key, dropping it if expired.
func (c *cache) lookup(s *shard, key []byte) *entry {
	e := s.m[string(key)]
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

// get returns the item and bumps it in the LRU.
func (c *cache) get(key []byte) (item, bool) {
	s := c.shard(key)
	s.mu.Lock()
	e := c.lookup(s, key)
	if e == nil {
		s.mu.Unlock()
		return item{}, false
	}
	c.bump(s, e)
	it := item{value: e.value, flags: e.flags, exp: e.exp, cas: e.cas}
	s.mu.Unlock()
	it.key = key
	return it, true
}

// getGen is get for the caching policy: the entry counts only if it was
// filled at the table's current generation.
func (c *cache) getGen(key []byte, gen uint64) (item, bool) {
	s := c.shard(key)
	s.mu.Lock()
	e := c.lookup(s, key)
	if e == nil || e.gen != gen {
		s.mu.Unlock()
		return item{}, false
	}
	c.bump(s, e)
	it := item{key: key, value: e.value, flags: e.flags, exp: e.exp, cas: e.cas}
	s.mu.Unlock()
	return it, true
}

func (c *cache) bump(s *shard, e *entry) {
	e.lastAccess = now()
	if s.lru.next != e {
		s.unlink(e)
		s.pushFront(e)
	}
}

// peek returns the item without bumping it (meta "me", stats cachedump).
func (c *cache) peek(key []byte) (item, int64, bool) {
	s := c.shard(key)
	s.mu.Lock()
	defer s.mu.Unlock()
	e := c.lookup(s, key)
	if e == nil {
		return item{}, 0, false
	}
	return e.item(), e.lastAccess, true
}

// put writes it (the caller has decided the write) and returns false if
// -M forbids the eviction it would need.
func (c *cache) put(s *shard, it *item, gen uint64) bool {
	e := &entry{key: string(it.key), value: it.value, flags: it.flags, exp: it.exp, cas: it.cas, gen: gen, lastAccess: now()}
	need := e.size()
	old := s.m[e.key]
	if old != nil {
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
		s.remove(victim)
		c.evictions.Add(1)
	}
	s.m[e.key] = e
	s.pushFront(e)
	s.bytes += need
	c.totalItems.Add(1)
	return true
}

// fill stores an item read from a table, stamped with the generation it
// was read at (caching policy).
func (c *cache) fill(it *item, gen uint64) {
	s := c.shard(it.key)
	s.mu.Lock()
	c.put(s, it, gen)
	s.mu.Unlock()
}

// store runs a storage command atomically under the shard lock.
func (c *cache) store(mode storeMode, it *item, casIn uint64, useCAS bool) (result, bool) {
	s := c.shard(it.key)
	s.mu.Lock()
	defer s.mu.Unlock()
	var old *item
	if e := c.lookup(s, it.key); e != nil {
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
	if !c.put(s, nw, 0) {
		return resNotStored, false
	}
	it.cas = nw.cas
	return resStored, true
}

// delete removes key if present and, when casIn != 0, unchanged.
func (c *cache) delete(key []byte, casIn uint64) result {
	s := c.shard(key)
	s.mu.Lock()
	defer s.mu.Unlock()
	e := c.lookup(s, key)
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
	s := c.shard(key)
	s.mu.Lock()
	if e := s.m[string(key)]; e != nil {
		s.remove(e)
	}
	s.mu.Unlock()
}

// delta runs incr/decr. When the key is absent and create is set (binary
// protocol, meta N flag) the item is created with value initial.
func (c *cache) delta(key []byte, d uint64, decr bool, casIn uint64, create *item, useCAS bool) (uint64, uint64, result) {
	s := c.shard(key)
	s.mu.Lock()
	defer s.mu.Unlock()
	e := c.lookup(s, key)
	if e == nil {
		if create == nil {
			return 0, 0, resNotFound
		}
		n, _ := applyDelta(create.value, 0, false)
		if useCAS {
			create.cas = nextCAS()
		}
		if !c.put(s, create, 0) {
			return 0, 0, resNotStored
		}
		return n, create.cas, resStored
	}
	if casIn != 0 && casIn != e.cas {
		return 0, 0, resExists
	}
	n, ok := applyDelta(e.value, d, decr)
	if !ok {
		return 0, 0, resNonNumeric
	}
	nw := item{key: key, value: strconvAppendUint(nil, n), flags: e.flags, exp: e.exp}
	if useCAS {
		nw.cas = nextCAS()
	}
	c.put(s, &nw, 0)
	return n, nw.cas, resStored
}

// touch sets a new expiry and returns the item.
func (c *cache) touch(key []byte, exp int64) (item, bool) {
	s := c.shard(key)
	s.mu.Lock()
	defer s.mu.Unlock()
	e := c.lookup(s, key)
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
		s.m = map[string]*entry{}
		s.lru.next, s.lru.prev = &s.lru, &s.lru
		s.bytes = 0
		s.mu.Unlock()
	}
}

// usage reports the number of items and bytes held.
func (c *cache) usage() (items, bytes int64) {
	for i := range c.shards {
		s := &c.shards[i]
		s.mu.Lock()
		items += int64(len(s.m))
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
