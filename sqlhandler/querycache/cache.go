// Package querycache is handlerd's query cache: MySQL's query_cache_type,
// query_cache_size, query_cache_limit, query_cache_min_res_unit,
// SQL_CACHE / SQL_NO_CACHE, RESET and FLUSH QUERY CACHE and the Qcache_*
// status counters, without the one global lock that made MySQL 5.1's cache
// a bottleneck on multi-core machines (shared/seeds/004).
//
// Where it sits. The cache wraps go-mysql-server's mysql.Handler (text
// protocol, COM_QUERY): a hit is answered before go-mysql-server parses,
// plans or opens anything, which is where almost all of a point select's
// time goes. A miss runs the query normally; an analyzer rule looks at the
// bound plan to decide whether the result may be cached and which tables
// it depends on, and the result is captured on its way to the client.
// Prepared statements (COM_STMT_EXECUTE) bypass the cache, as MySQL's did
// for the binary protocol before 5.1.17.
//
// Invalidation. Every engine that is engines.Observable tells the cache of
// every commit, whatever front door made it (SQL, HandlerSocket,
// memcached), DROP and TRUNCATE included. The kv engines are also
// engines.CommitGates: the cache hears of a commit before its writes can
// become visible and again once it has settled, so there is no moment in
// which HandlerSocket already returns a new row while the query cache
// still serves the old result. DDL is caught by the catalog's version:
// any change of a definition (CREATE, ALTER — which rebuilds a table into
// a new table ID —, ALTER ... ENGINE, RENAME, DROP, views) empties the
// cache.
//
// Staleness. A result may be cached only if no commit to its tables could
// have been missed by the snapshot it was computed from. Each table has a
// version, raised from a global sequence at BeginCommit, EndCommit and
// Committed, and a count of commits in flight. A miss reads the sequence
// before go-mysql-server opens any snapshot; the result is inserted only if
// no commit to its tables is in flight and none began or ended since, and
// a cached result is served only while none of its tables' versions has
// moved past the sequence it was computed at. Results computed inside a
// transaction are neither cached nor served from the cache (see serve).
//
// Concurrency. Entries live in 64 shards, each with its own mutex, map and
// LRU list; a hit takes one shard's mutex for a map lookup, a copy of the
// result's bytes and a list move. Memory is a global atomic budget
// (query_cache_size); the results themselves (keys and rows) are kept
// outside the Go heap, in regions of one memory mapping with a mutex each
// (arena.go). An insert that does not fit evicts least recently used
// entries, from its own shard first (Qcache_lowmem_prunes).
package querycache

import (
	"bytes"
	"hash/maphash"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/dolthub/go-mysql-server/sql/mysql_db"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"

	"handlerd/engines"
	"handlerd/engines/catalog"
)

// Config is the cache's initial configuration.
type Config struct {
	// Size is query_cache_size in bytes; 0 disables the cache.
	Size int64
	// Limit is query_cache_limit: larger results are not cached.
	Limit int64
	// MinResUnit is query_cache_min_res_unit: results are accounted in
	// blocks of this size.
	MinResUnit int64
}

// Defaults are MySQL 5.7's defaults.
var Defaults = Config{Size: 1 << 20, Limit: 1 << 20, MinResUnit: 4096}

const (
	nShards = 64
	// entryOverhead approximates the bookkeeping of one cached query
	// (entry, map slot, key header, dependency list).
	entryOverhead = 256
	// minResUnitMin is MySQL's lower bound for query_cache_min_res_unit.
	minResUnitMin = 512
)

// Cache is the query cache. Its methods are safe for concurrent use.
type Cache struct {
	size, limit, minRes atomic.Int64

	used    atomic.Int64 // bytes accounted to entries, and reserved for inserts in progress
	count   atomic.Int64 // entries in the cache
	blocks  atomic.Int64 // blocks of those entries
	inserts atomic.Uint64
	nocache atomic.Uint64
	prunes  atomic.Uint64

	// seq orders commits and cache fills; see the package comment.
	seq atomic.Uint64

	// cat is the catalog (nil in unit tests); catalogVersion reports its
	// DDL version; flushedAt is the version the cache was last emptied for.
	cat            *catalog.Catalog
	catalogVersion func() uint64
	flushedAt      atomic.Uint64
	readTarget     atomic.Pointer[func(string) (string, string, bool)]

	tables   sync.Map // table ID -> *tableState
	observed atomic.Pointer[map[engines.Engine]bool]

	shapes shapes
	seed   maphash.Seed

	// arena holds the cached results' bytes (nil when the size is 0);
	// resize serializes SetSize.
	arena  atomic.Pointer[arena]
	resize sync.Mutex

	// contexts numbers the distinct session contexts of cache keys
	// (account, database, settings), so that a key is the number and the
	// query text (see makeKey).
	ctxMu    sync.RWMutex
	contexts map[string]uint64
	victim   atomic.Uint32
	shards   [nShards]shard

	// conns maps connection (session) IDs to their state, for the
	// analyzer rule, which only sees the session.
	conns   sync.Map
	mysqlDB atomic.Pointer[mysql_db.MySQLDb]
}

type shard struct {
	mu         sync.Mutex
	m          map[uint64]*entry // by the key's hash; the key is compared on lookup
	head, tail *entry            // LRU list, most recently used first
	hits       atomic.Uint64
	idx        int
	_          [32]byte // keep shards on separate cache lines
}

// entry is one cached result. Everything but the LRU links and removed is
// immutable once the entry is published. Its key and rows are bytes in an
// arena region, read and freed only under the shard's mutex.
type entry struct {
	hash      uint64
	shard     *shard
	region    *region
	off       int // region.mem[off:]: the key (klen bytes), then the rows (dlen)
	klen      int
	dlen      int
	fields    []*querypb.Field // shared by results of the same shape
	nrows     int
	foundRows int64
	deps      []*tableState
	hit       atomic.Bool // served at least once
	seq       uint64      // Cache.seq before the query ran
	catalog   uint64      // catalog version before the query ran
	privs     uint64      // privilege version of the session that filled it
	cost      int64
	blocks    int64

	prev, next *entry // under shard.mu
	removed    bool   // under shard.mu
}

func (e *entry) key() []byte  { return e.region.mem[e.off : e.off+e.klen] }
func (e *entry) data() []byte { return e.region.mem[e.off+e.klen : e.off+e.klen+e.dlen] }

// tableState is what the cache knows of one table (by table ID). States
// are never deleted: entries point at them, and a state recreated with a
// lower version would make old entries look fresh.
type tableState struct {
	version  atomic.Uint64 // raised (never lowered) by every commit event
	inflight atomic.Int64  // commits between BeginCommit and EndCommit

	mu      sync.Mutex
	entries map[*entry]struct{} // cached results depending on the table

	// wasted counts results over the table that commits invalidated
	// before anyone read them, since the last one that was read; probes
	// counts fills tried while wasted is high (see throttled).
	wasted atomic.Int32
	probes atomic.Uint32
}

// A table whose last wasteLimit cached results were all invalidated
// unread (a table written as often as it is read, like mysqlslap's mixed
// load) gets only every probeEvery-th result copied and cached: copying a
// result that the next commit throws away only costs. One result that is
// read again resets it.
const (
	wasteLimit = 8
	probeEvery = 16
)

// throttled reports whether a result over deps should not be copied now.
func throttled(deps []*tableState) bool {
	for _, st := range deps {
		if st.wasted.Load() >= wasteLimit && st.probes.Add(1)%probeEvery != 0 {
			return true
		}
	}
	return false
}

// New returns a cache over the tables of cat, whose Version changes on
// every DDL (nil only in unit tests of the cache itself).
func New(cfg Config, cat *catalog.Catalog) *Cache {
	catalogVersion := func() uint64 { return 0 }
	if cat != nil {
		catalogVersion = cat.Version
	}
	c := &Cache{cat: cat, catalogVersion: catalogVersion, seed: maphash.MakeSeed(), contexts: map[string]uint64{}}
	for i := range c.shards {
		c.shards[i].m = map[uint64]*entry{}
		c.shards[i].idx = i
	}
	c.flushedAt.Store(catalogVersion())
	c.SetLimit(cfg.Limit)
	c.SetMinResUnit(cfg.MinResUnit)
	c.SetSize(cfg.Size)
	empty := map[engines.Engine]bool{}
	c.observed.Store(&empty)
	return c
}

// SetSize changes query_cache_size. As in MySQL, the size is rounded down
// to a multiple of 1024 and every cached result is dropped.
func (c *Cache) SetSize(n int64) {
	if n < 0 {
		n = 0
	}
	n &^= 1023
	c.resize.Lock()
	defer c.resize.Unlock()
	a := newArena(n)
	if a != nil {
		for i := range c.shards {
			r := a.regions[i%len(a.regions)]
			r.shards = append(r.shards, &c.shards[i])
		}
	}
	old := c.arena.Swap(a)
	c.size.Store(n)
	c.Reset()
	if old != nil {
		old.retire() // unmapped once the last result in it is freed
	}
}

// SetLimit changes query_cache_limit.
func (c *Cache) SetLimit(n int64) {
	if n < 0 {
		n = 0
	}
	c.limit.Store(n)
}

// SetMinResUnit changes query_cache_min_res_unit (rounded up to a multiple
// of 8, at least 512, as in MySQL).
func (c *Cache) SetMinResUnit(n int64) {
	if n < minResUnitMin {
		n = minResUnitMin
	}
	n = (n + 7) &^ 7
	c.minRes.Store(n)
}

// Size returns query_cache_size as in effect.
func (c *Cache) Size() int64 { return c.size.Load() }

// SysVarHooks returns the functions to run when query_cache_size,
// query_cache_limit and query_cache_min_res_unit are SET GLOBAL; each
// takes the new value as text (a byte count, K/M/G suffixes accepted).
// query_cache_type needs no hook: it is read from the session on every
// query, so SET SESSION and SET GLOBAL (for new sessions) both work.
func (c *Cache) SysVarHooks() map[string]func(string) error {
	set := func(f func(int64)) func(string) error {
		return func(v string) error {
			n, err := parseSize(v)
			if err != nil {
				return err
			}
			f(n)
			return nil
		}
	}
	return map[string]func(string) error{
		"query_cache_size":         set(c.SetSize),
		"query_cache_limit":        set(c.SetLimit),
		"query_cache_min_res_unit": set(c.SetMinResUnit),
	}
}

func parseSize(s string) (int64, error) {
	s = strings.TrimSpace(s)
	mult := int64(1)
	if s != "" {
		switch s[len(s)-1] {
		case 'k', 'K':
			mult = 1 << 10
		case 'm', 'M':
			mult = 1 << 20
		case 'g', 'G':
			mult = 1 << 30
		}
		if mult != 1 {
			s = s[:len(s)-1]
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, err
	}
	return n * mult, nil
}

// Observe registers the cache with every engine of reg that reports its
// commits. Only tables of observed engines are cached. Engines whose
// tables can change outside this server (engines.Discoverer: S3 archives
// shared by several servers) are not observed, so their results are never
// cached. Call it once all engines are registered, before serving.
func (c *Cache) Observe(reg *engines.Registry) {
	for _, e := range reg.All() {
		c.ObserveEngine(e)
	}
}

// ObserveEngine registers the cache with one engine (see Observe).
func (c *Cache) ObserveEngine(e engines.Engine) {
	obs, ok := e.(engines.Observable)
	if !ok {
		return
	}
	if _, shared := e.(engines.Discoverer); shared {
		return
	}
	old := *c.observed.Load()
	if old[e] {
		return
	}
	m := make(map[engines.Engine]bool, len(old)+1)
	for k, v := range old {
		m[k] = v
	}
	m[e] = true
	obs.AddObserver(c)
	c.observed.Store(&m)
}

func (c *Cache) isObserved(e engines.Engine) bool { return (*c.observed.Load())[e] }

// SetReadTarget tells the cache how to learn the table behind a result
// that a handler in front of go-mysql-server produced without analysis
// (the fast path: fastpath.FastPath.ReadTarget). Without it such results
// are not cached.
func (c *Cache) SetReadTarget(f func(query string) (db, table string, ok bool)) {
	c.readTarget.Store(&f)
}

// tableDeps resolves db.table in the catalog to the cache's state for it,
// if results over it may be cached.
func (c *Cache) tableDeps(db, table string) ([]*tableState, bool) {
	if c.cat == nil {
		return nil, false
	}
	def, ok := c.cat.Table(db, table)
	if !ok {
		return nil, false
	}
	e, err := c.cat.Registry().Lookup(def.Engine)
	if err != nil || !c.isObserved(e) {
		return nil, false
	}
	return []*tableState{c.table(def.ID)}, true
}

// table returns the state of a table ID, creating it.
func (c *Cache) table(id uint64) *tableState {
	if v, ok := c.tables.Load(id); ok {
		return v.(*tableState)
	}
	v, _ := c.tables.LoadOrStore(id, &tableState{})
	return v.(*tableState)
}

// bump raises a table's version to a new sequence number.
func (c *Cache) bump(st *tableState) {
	n := c.seq.Add(1)
	for {
		v := st.version.Load()
		if v >= n || st.version.CompareAndSwap(v, n) {
			return
		}
	}
}

// BeginCommit implements engines.CommitGate: from now until EndCommit no
// result over these tables is inserted, and every cached one is stale.
func (c *Cache) BeginCommit(tables []uint64) {
	for _, id := range tables {
		st := c.table(id)
		st.inflight.Add(1)
		c.bump(st)
	}
}

// EndCommit implements engines.CommitGate. The version is raised before
// the in-flight count drops, so a filler that sees the count at zero also
// sees the new version (fill reads them in the opposite order).
func (c *Cache) EndCommit(tables []uint64) {
	for _, id := range tables {
		st := c.table(id)
		c.bump(st)
		st.inflight.Add(-1)
		c.sweep(st)
	}
}

// Committed implements engines.CommitObserver. For gated engines it
// repeats EndCommit's work; for engines without gates (and for DROP of a
// table's storage) it is the only signal.
func (c *Cache) Committed(tables []uint64) {
	for _, id := range tables {
		st := c.table(id)
		c.bump(st)
		c.sweep(st)
	}
}

// sweep drops the cached results that depend on a table. Their staleness
// is already decided by the version; this frees their memory.
func (c *Cache) sweep(st *tableState) {
	st.mu.Lock()
	ents := st.entries
	st.entries = nil
	st.mu.Unlock()
	for e := range ents {
		s := e.shard
		s.mu.Lock()
		removed := !e.removed
		c.removeLocked(e)
		s.mu.Unlock()
		if removed {
			for _, d := range e.deps {
				if e.hit.Load() {
					d.wasted.Store(0)
				} else {
					d.wasted.Add(1)
				}
			}
		}
	}
}

func (c *Cache) shardFor(hash uint64) *shard {
	return &c.shards[hash%nShards]
}

// checkCatalog empties the cache once after each DDL. Entries remember the
// catalog version they were computed at, so correctness never waits for
// this; it frees memory and keeps Qcache_queries_in_cache honest.
func (c *Cache) checkCatalog() uint64 {
	v := c.catalogVersion()
	if old := c.flushedAt.Load(); old != v && c.flushedAt.CompareAndSwap(old, v) {
		c.Reset()
	}
	return v
}

// lookup returns the valid entry for key, whose hash is hash, or nil. The
// entry's rows are copied to *buf (grown as needed): once the shard's
// mutex is released the entry may be evicted and its bytes reused.
func (c *Cache) lookup(key []byte, hash, catalog, privs uint64, buf *[]byte) *entry {
	s := c.shardFor(hash)
	s.mu.Lock()
	e := s.m[hash]
	if e == nil || !bytes.Equal(e.key(), key) {
		s.mu.Unlock()
		return nil
	}
	if !e.valid(catalog, privs) {
		c.removeLocked(e)
		s.mu.Unlock()
		return nil
	}
	*buf = append((*buf)[:0], e.data()...)
	s.moveToFront(e)
	s.mu.Unlock()
	s.hits.Add(1)
	if !e.hit.Load() {
		e.hit.Store(true)
	}
	return e
}

// valid reports whether nothing the entry depends on changed since it was
// computed.
func (e *entry) valid(catalog, privs uint64) bool {
	if e.catalog != catalog || e.privs != privs {
		return false
	}
	for _, st := range e.deps {
		if st.version.Load() > e.seq {
			return false
		}
	}
	return true
}

// fresh reports whether a result computed from a snapshot taken after
// Cache.seq read seq may be cached: no commit to its tables is in flight
// and none began or ended since. inflight is read before version; see
// EndCommit.
func (e *entry) fresh() bool { return fresh(e.deps, e.seq) }

func fresh(deps []*tableState, seq uint64) bool {
	for _, st := range deps {
		if st.inflight.Load() != 0 || st.version.Load() > seq {
			return false
		}
	}
	return true
}

// insert adds a filled entry whose key and rows are key and data (copied
// into the arena); it reports whether the entry was cached. ownFields is
// whether the entry holds its own column definitions rather than shared
// ones (which then count against its memory).
func (c *Cache) insert(e *entry, key, data []byte, catalog uint64, ownFields bool) bool {
	if c.catalogVersion() != catalog || !e.fresh() {
		return false
	}
	a := c.arena.Load()
	if a == nil || !a.pin() {
		return false
	}
	s := e.shard
	r := a.regions[s.idx%len(a.regions)]
	e.cost, e.blocks = c.cost(e, len(key)+len(data), ownFields)
	off, ok := c.reserve(e.cost, len(key)+len(data), r, s)
	if !ok {
		a.unpin()
		return false
	}
	// The pin is now the block's: freeBlock drops it.
	copy(r.mem[off:], key)
	copy(r.mem[off+len(key):], data)
	e.region, e.off, e.klen, e.dlen = r, off, len(key), len(data)
	s.mu.Lock()
	if c.size.Load() == 0 || c.catalogVersion() != catalog || !e.fresh() {
		s.mu.Unlock()
		c.freeBlock(e)
		c.used.Add(-e.cost)
		return false
	}
	if old := s.m[e.hash]; old != nil {
		c.removeLocked(old)
	}
	for _, st := range e.deps {
		st.mu.Lock()
		if st.entries == nil {
			st.entries = map[*entry]struct{}{}
		}
		st.entries[e] = struct{}{}
		st.mu.Unlock()
	}
	s.m[e.hash] = e
	s.pushFront(e)
	c.count.Add(1)
	c.blocks.Add(e.blocks)
	s.mu.Unlock()
	c.inserts.Add(1)
	return true
}

// cost is the memory an entry is accounted: its bookkeeping, and its key
// and rows as stored in the arena (n bytes, in 256-byte units; column
// definitions are shared by the results of one shape, unless ownFields).
// Qcache_total_blocks counts, as MySQL does, one block for the query and
// the result in blocks of query_cache_min_res_unit.
func (c *Cache) cost(e *entry, n int, ownFields bool) (bytes, blocks int64) {
	minRes := c.minRes.Load()
	res := fieldsSize(e.fields) + int64(n)
	resBlocks := (res + minRes - 1) / minRes
	if resBlocks == 0 {
		resBlocks = 1
	}
	bytes = entryOverhead + 8*int64(len(e.deps)) + int64(roundUnits(n))
	if ownFields {
		bytes += fieldsSize(e.fields)
	}
	return bytes, 1 + resBlocks
}

// reserve accounts cost bytes and allocates n bytes in r, evicting least
// recently used entries (its own shard's, then its region's, then any
// shard's) until both fit. It fails if cost exceeds the cache or nothing
// more can be evicted.
func (c *Cache) reserve(cost int64, n int, r *region, home *shard) (int, bool) {
	for tries := 0; tries < 4*nShards; {
		size := c.size.Load()
		if cost > size || roundUnits(n) > 1<<r.top {
			return -1, false // larger than the cache, or than any block of its region
		}
		u := c.used.Load()
		if u+cost > size {
			if c.evictIn(r, home) {
				continue
			}
			tries++
			c.evictOne(&c.shards[c.victim.Add(1)%nShards])
			continue
		}
		if !c.used.CompareAndSwap(u, u+cost) {
			continue
		}
		r.mu.Lock()
		off := r.alloc(n)
		r.mu.Unlock()
		if off >= 0 {
			return off, true
		}
		// The budget has room but the region has no free block that
		// large: free some of its blocks.
		c.used.Add(-cost)
		if !c.evictIn(r, home) {
			return -1, false
		}
	}
	return -1, false
}

// evictIn evicts the least recently used entry of home, or else of
// another shard allocating in r.
func (c *Cache) evictIn(r *region, home *shard) bool {
	if c.evictOne(home) {
		return true
	}
	for range r.shards {
		if c.evictOne(r.shards[r.victim.Add(1)%uint32(len(r.shards))]) {
			return true
		}
	}
	return false
}

// freeBlock returns an entry's bytes to its region.
func (c *Cache) freeBlock(e *entry) {
	r := e.region
	r.mu.Lock()
	r.freeAt(e.off, e.klen+e.dlen)
	r.mu.Unlock()
	r.a.unpin()
}

func (c *Cache) evictOne(s *shard) bool {
	s.mu.Lock()
	e := s.tail
	if e != nil {
		c.removeLocked(e)
		c.prunes.Add(1)
	}
	s.mu.Unlock()
	return e != nil
}

// removeLocked removes e from its shard (whose mutex is held) and from its
// tables' lists, and releases its memory. Removing twice is harmless.
func (c *Cache) removeLocked(e *entry) {
	if e.removed {
		return
	}
	e.removed = true
	s := e.shard
	if s.m[e.hash] == e {
		delete(s.m, e.hash)
	}
	s.unlink(e)
	c.freeBlock(e)
	for _, st := range e.deps {
		st.mu.Lock()
		delete(st.entries, e)
		st.mu.Unlock()
	}
	c.used.Add(-e.cost)
	c.count.Add(-1)
	c.blocks.Add(-e.blocks)
}

func (s *shard) pushFront(e *entry) {
	e.prev, e.next = nil, s.head
	if s.head != nil {
		s.head.prev = e
	}
	s.head = e
	if s.tail == nil {
		s.tail = e
	}
}

func (s *shard) unlink(e *entry) {
	if e.prev != nil {
		e.prev.next = e.next
	} else if s.head == e {
		s.head = e.next
	}
	if e.next != nil {
		e.next.prev = e.prev
	} else if s.tail == e {
		s.tail = e.prev
	}
	e.prev, e.next = nil, nil
}

func (s *shard) moveToFront(e *entry) {
	if s.head == e {
		return
	}
	s.unlink(e)
	s.pushFront(e)
}

// Reset drops every cached result (RESET QUERY CACHE).
func (c *Cache) Reset() {
	for i := range c.shards {
		s := &c.shards[i]
		s.mu.Lock()
		for s.tail != nil {
			c.removeLocked(s.tail)
		}
		s.mu.Unlock()
	}
}

// Status returns the Qcache_* status variables.
func (c *Cache) Status() map[string]uint64 {
	c.checkCatalog()
	var hits uint64
	for i := range c.shards {
		hits += c.shards[i].hits.Load()
	}
	size := c.size.Load()
	free := size - c.used.Load()
	if free < 0 {
		free = 0
	}
	freeBlocks := int64(0)
	if free > 0 {
		freeBlocks = 1 // the cache never fragments: its free memory is one block
	}
	count, blocks := c.count.Load(), c.blocks.Load()
	if count < 0 {
		count = 0
	}
	if blocks < 0 {
		blocks = 0
	}
	return map[string]uint64{
		"Qcache_hits":             hits,
		"Qcache_inserts":          c.inserts.Load(),
		"Qcache_not_cached":       c.nocache.Load(),
		"Qcache_lowmem_prunes":    c.prunes.Load(),
		"Qcache_queries_in_cache": uint64(count),
		"Qcache_free_memory":      uint64(free),
		"Qcache_total_blocks":     uint64(blocks + freeBlocks),
		"Qcache_free_blocks":      uint64(freeBlocks),
	}
}
