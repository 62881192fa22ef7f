package s3

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"

	"handlerd/engines"
	"handlerd/engines/kv"
)

// store is the S3 engine's kv.Store: read-only trees whose blocks live in
// S3 and pass through the shared page cache. kv names tables by TableDef
// ID; Engine.Open and Load attach an ID to the archive (manifest) its
// definition names before kv sees it.
type store struct {
	cfg   *Config
	c     *client
	cache *pageCache
	log   *slog.Logger
	seq   atomic.Uint64 // tableMeta.seq source

	prefetchSem chan struct{}

	byID atomic.Pointer[map[uint64]*tableMeta] // copy-on-write under mu

	mu sync.Mutex
	// byVersion holds every archive this process has read or written.
	// An archive never changes, so its manifest is cached for good
	// (until the archive is dropped).
	byVersion map[string]*tableMeta
	// pending are versions CreateTable issued that no Load used yet.
	pending map[string]bool
	// replaced keeps, by the version of a manifest Load wrote, the
	// manifest it overwrote, so a rebuild that fails after its upload can
	// put the old archive back (DropTable of the new definition).
	replaced map[string]replacedManifest
	// loads in progress, for Progress.
	loads map[*loader]struct{}
	// byKey remembers the archive last read under each manifest key and
	// that object's ETag, so discovery re-reads only changed manifests.
	byKey map[string]keyEntry
}

type keyEntry struct {
	tm   *tableMeta
	etag string
}

type replacedManifest struct {
	data    []byte
	version string
}

func newStore(cfg *Config, c *client, log *slog.Logger) *store {
	s := &store{
		cfg: cfg, c: c, cache: newPageCache(cfg.PageCacheSize), log: log,
		prefetchSem: make(chan struct{}, max(2*cfg.Prefetch, 1)),
		byVersion:   map[string]*tableMeta{}, pending: map[string]bool{},
		replaced: map[string]replacedManifest{}, loads: map[*loader]struct{}{}, byKey: map[string]keyEntry{},
	}
	m := map[uint64]*tableMeta{}
	s.byID.Store(&m)
	return s
}

func (s *store) lookup(id uint64) *tableMeta { return (*s.byID.Load())[id] }

// register attaches a table ID to an archive. s.mu is held.
func (s *store) register(id uint64, tm *tableMeta) {
	old := *s.byID.Load()
	m := make(map[uint64]*tableMeta, len(old)+1)
	for k, v := range old {
		m[k] = v
	}
	m[id] = tm
	s.byID.Store(&m)
}

func (s *store) unregister(id uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	old := *s.byID.Load()
	if _, ok := old[id]; !ok {
		return
	}
	m := make(map[uint64]*tableMeta, len(old))
	for k, v := range old {
		if k != id {
			m[k] = v
		}
	}
	s.byID.Store(&m)
}

// remember caches a manifest by version (keeping one already known).
func (s *store) remember(tm *tableMeta) *tableMeta {
	s.mu.Lock()
	defer s.mu.Unlock()
	if known, ok := s.byVersion[tm.m.Version]; ok {
		return known
	}
	s.byVersion[tm.m.Version] = tm
	return tm
}

// attach makes def's table readable: it finds the archive def names (its
// VersionOption) and attaches def.ID to it.
func (s *store) attach(ctx context.Context, def *engines.TableDef) error {
	version := def.Options[VersionOption]
	if tm := s.lookup(def.ID); tm != nil && tm.m.Version == version {
		return nil
	}
	if !validVersion(version) {
		return fmt.Errorf("S3 table %s names no archive (its definition did not come from ALTER TABLE ... ENGINE=S3 or discovery)", def.QualifiedName())
	}
	s.mu.Lock()
	tm := s.byVersion[version]
	s.mu.Unlock()
	if tm == nil {
		data, _, ok, err := s.c.get(ctx, manifestKey(def.Database, def.Name))
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("%w (S3 table %s is no longer in bucket %s: dropped by another server?)",
				&engines.NoSuchTableError{Database: def.Database, Table: def.Name}, def.QualifiedName(), s.cfg.Bucket)
		}
		if tm, err = parseManifest(data, s.seq.Add(1)); err != nil {
			return fmt.Errorf("S3 table %s: %w", def.QualifiedName(), err)
		}
		if tm.m.Version != version {
			return fmt.Errorf("%w (S3 table %s was archived again by another server)", engines.ErrTableChanged, def.QualifiedName())
		}
		tm = s.remember(tm)
	}
	s.mu.Lock()
	s.register(def.ID, tm)
	s.mu.Unlock()
	return nil
}

// forget drops an archive from every map and the page cache.
func (s *store) forget(version string) {
	s.mu.Lock()
	tm := s.byVersion[version]
	delete(s.byVersion, version)
	delete(s.pending, version)
	delete(s.replaced, version)
	for k, r := range s.replaced {
		if r.version == version {
			delete(s.replaced, k)
		}
	}
	for k, e := range s.byKey {
		if e.tm.m.Version == version {
			delete(s.byKey, k)
		}
	}
	s.mu.Unlock()
	if tm != nil {
		s.cache.dropTable(tm.seq)
	}
}

// Snapshot implements kv.Store. Archives never change, so a snapshot is
// the store itself.
func (s *store) Snapshot() (kv.Snapshot, error) { return snapshot{s}, nil }

// Commit implements kv.Store; kv never commits to a read-only engine.
func (s *store) Commit(b *kv.Batch) func() error {
	err := errors.New("S3 tables are read only")
	return func() error { return err }
}

// DropTable implements kv.Store: the ID no longer names an archive (the
// objects are Engine.DropTable's business).
func (s *store) DropTable(table uint64) error {
	s.unregister(table)
	return nil
}

// Close implements kv.Store.
func (s *store) Close() error {
	s.c.close()
	return nil
}

// fetchBlock reads one block from S3 and decodes it.
func (s *store) fetchBlock(tm *tableMeta, t *treeMeta, i int) (*block, error) {
	bm := &t.Blocks[i]
	key := tm.m.Prefix + tm.m.Objects[bm.Object]
	stored, err := s.c.getRange(context.Background(), key, bm.Offset, bm.Size)
	if err != nil {
		if isNotFound(err) {
			// Another server dropped or re-archived the table since this
			// one read the manifest: a retry after revalidation helps.
			return nil, fmt.Errorf("%w (S3 table %s.%s: %s is gone; dropped or archived again by another server?)",
				engines.ErrTableChanged, tm.db, tm.name, key)
		}
		return nil, err
	}
	raw, err := decompress(bm.Codec, stored, int(bm.Raw))
	if err != nil {
		return nil, fmt.Errorf("S3 table %s.%s: block %d of tree %d in %s: %w", tm.db, tm.name, i, t.Index, key, err)
	}
	b, err := parseBlock(raw)
	if err != nil {
		return nil, fmt.Errorf("S3 table %s.%s: block %d of tree %d in %s: %w", tm.db, tm.name, i, t.Index, key, err)
	}
	return b, nil
}

func (s *store) block(tm *tableMeta, t *treeMeta, i int) (*block, error) {
	return s.cache.get(blockID{tm.seq, t.Index, uint32(i)}, func() (*block, error) { return s.fetchBlock(tm, t, i) })
}

func (s *store) prefetch(tm *tableMeta, t *treeMeta, i int) {
	if i < 0 || i >= len(t.Blocks) {
		return
	}
	s.cache.prefetch(blockID{tm.seq, t.Index, uint32(i)}, func() (*block, error) { return s.fetchBlock(tm, t, i) }, s.prefetchSem)
}

type snapshot struct{ s *store }

func (sn snapshot) tree(t kv.Tree) (*tableMeta, *treeMeta, error) {
	tm := sn.s.lookup(t.Table)
	if tm == nil {
		return nil, nil, fmt.Errorf("S3 table %d is not open", t.Table)
	}
	tr := tm.trees[t.Index]
	if tr == nil {
		return nil, nil, fmt.Errorf("S3 table %s.%s has no index %d in its archive", tm.db, tm.name, t.Index)
	}
	return tm, tr, nil
}

// Get implements kv.Snapshot: at most one block is read, none when no
// block's key range can hold the key.
func (sn snapshot) Get(t kv.Tree, key []byte) ([]byte, bool, error) {
	tm, tr, err := sn.tree(t)
	if err != nil {
		return nil, false, err
	}
	bi, ok := tr.findBlock(key)
	if !ok {
		return nil, false, nil
	}
	b, err := sn.s.block(tm, tr, bi)
	if err != nil {
		return nil, false, err
	}
	i := b.search(key)
	if i == b.n {
		return nil, false, nil
	}
	k, v := b.entry(i)
	if string(k) != string(key) {
		return nil, false, nil
	}
	return v, true, nil
}

// GetMany implements kv.MultiGetter: the blocks the keys need are fetched
// in parallel, each once.
func (sn snapshot) GetMany(t kv.Tree, keys [][]byte, fn func(i int, value []byte)) error {
	tm, tr, err := sn.tree(t)
	if err != nil {
		return err
	}
	where := make([]int, len(keys)) // block of each key, -1 when skipped
	last := -1
	for i, k := range keys {
		bi, ok := tr.findBlock(k)
		if !ok {
			where[i] = -1
			continue
		}
		where[i] = bi
		if bi != last && last >= 0 {
			sn.s.prefetch(tm, tr, bi) // the first block is read right below
		}
		last = bi
	}
	var b *block
	cur := -1
	for i, k := range keys {
		bi := where[i]
		if bi < 0 {
			continue
		}
		if bi != cur {
			if b, err = sn.s.block(tm, tr, bi); err != nil {
				return err
			}
			cur = bi
		}
		j := b.search(k)
		if j == b.n {
			continue
		}
		if ek, v := b.entry(j); string(ek) == string(k) {
			fn(i, v)
		}
	}
	return nil
}

func (sn snapshot) Cursor(t kv.Tree) (kv.Cursor, error) {
	tm, tr, err := sn.tree(t)
	if err != nil {
		return nil, err
	}
	return &cursor{s: sn.s, tm: tm, t: tr, bi: -1}, nil
}

func (sn snapshot) Count(table uint64) (uint64, error) {
	tm := sn.s.lookup(table)
	if tm == nil {
		return 0, fmt.Errorf("S3 table %d is not open", table)
	}
	return tm.m.Rows, nil
}

func (sn snapshot) AutoIncrement(table uint64) (uint64, error) {
	tm := sn.s.lookup(table)
	if tm == nil {
		return 0, nil
	}
	return tm.m.AutoIncrement, nil
}

func (sn snapshot) Release() {}

// RetainedByCursors implements kv.Retainer (where kv has it): archives
// never change, so a cursor stays valid after its transaction ends.
func (sn snapshot) RetainedByCursors() {}

// cursor walks one tree block by block. Crossing into the next block in
// the direction of travel reads ahead: one block at the first crossing,
// doubling up to Config.Prefetch, so point reads and short ranges fetch
// nothing extra and long scans keep several GETs in flight.
//
// With the read's range known (Bound), a block that starts past the range
// is never fetched: the cursor stands "virtually" on its first key (or,
// going backward, on the last key of a block that ends before the range),
// known from the manifest, and returns it with a nil value; the walk stops
// there without reading the block.
type cursor struct {
	s   *store
	tm  *tableMeta
	t   *treeMeta
	bi  int // current block, -1 before positioning
	b   *block
	i   int
	err error

	lower, upper []byte // the read's range (BoundedCursor); nil = open

	// virt: standing on the first (virtLast false) or last key of block
	// bi without having read it; b is nil.
	virt, virtLast bool

	window int // blocks read ahead at the last crossing
	dir    int // +1 forward, -1 backward, 0 not scanning yet
}

var (
	_ kv.ErrCursor     = (*cursor)(nil)
	_ kv.BoundedCursor = (*cursor)(nil)
)

func (c *cursor) Err() error { return c.err }

func (c *cursor) Bound(lower, upper []byte) { c.lower, c.upper = lower, upper }

func (c *cursor) at() ([]byte, []byte) {
	if c.virt {
		if c.virtLast {
			return c.t.Blocks[c.bi].Last, nil
		}
		return c.t.Blocks[c.bi].First, nil
	}
	if c.b == nil {
		return nil, nil
	}
	return c.b.entry(c.i)
}

func (c *cursor) reset() {
	c.dir, c.window, c.virt = 0, 0, false
}

func (c *cursor) load(bi int) bool {
	c.bi, c.virt = bi, false
	b, err := c.s.block(c.tm, c.t, bi)
	if err != nil {
		c.err, c.b = err, nil
		return false
	}
	c.b = b
	return true
}

// pastUpper and beforeLower report blocks wholly outside the range.
func (c *cursor) pastUpper(bi int) bool {
	return c.upper != nil && string(c.t.Blocks[bi].First) >= string(c.upper)
}

func (c *cursor) beforeLower(bi int) bool {
	return c.lower != nil && string(c.t.Blocks[bi].Last) < string(c.lower)
}

func (c *cursor) virtual(bi int, last bool) ([]byte, []byte) {
	c.bi, c.b, c.virt, c.virtLast = bi, nil, true, last
	return c.at()
}

// materialize reads the block a virtual position stands in.
func (c *cursor) materialize() bool {
	last := c.virtLast
	if !c.load(c.bi) {
		return false
	}
	if last {
		c.i = c.b.n - 1
	} else {
		c.i = 0
	}
	return true
}

// crossed notes a move into block bi in direction dir and reads ahead.
func (c *cursor) crossed(dir int) {
	if c.s.cfg.Prefetch <= 0 {
		return
	}
	if dir != c.dir {
		c.dir, c.window = dir, 0
	}
	c.window = min(max(1, 2*c.window), c.s.cfg.Prefetch)
	for k := 1; k <= c.window; k++ {
		bi := c.bi + dir*k
		if bi < 0 || bi >= len(c.t.Blocks) || dir > 0 && c.pastUpper(bi) || dir < 0 && c.beforeLower(bi) {
			break
		}
		c.s.prefetch(c.tm, c.t, bi)
	}
}

func (c *cursor) First() ([]byte, []byte) {
	if c.err != nil { // errors are sticky: a failed walk never resumes
		return nil, nil
	}
	c.reset()
	if len(c.t.Blocks) == 0 {
		c.b = nil
		return nil, nil
	}
	if c.pastUpper(0) {
		return c.virtual(0, false)
	}
	if !c.load(0) {
		return nil, nil
	}
	c.i = 0
	return c.at()
}

func (c *cursor) Last() ([]byte, []byte) {
	if c.err != nil {
		return nil, nil
	}
	c.reset()
	n := len(c.t.Blocks)
	if n == 0 {
		c.b = nil
		return nil, nil
	}
	if c.beforeLower(n - 1) {
		return c.virtual(n-1, true)
	}
	if !c.load(n - 1) {
		return nil, nil
	}
	c.i = c.b.n - 1
	return c.at()
}

func (c *cursor) Seek(key []byte) ([]byte, []byte) {
	if c.err != nil {
		return nil, nil
	}
	c.reset()
	bi := c.t.seekBlock(key)
	if bi == len(c.t.Blocks) {
		c.bi, c.b = bi, nil
		return nil, nil
	}
	if string(c.t.Blocks[bi].First) >= string(key) && c.pastUpper(bi) {
		// key falls before block bi (maybe in a gap): its first key is
		// the answer, and it is past the range.
		return c.virtual(bi, false)
	}
	if !c.load(bi) {
		return nil, nil
	}
	c.i = c.b.search(key)
	if c.i == c.b.n { // cannot happen: the block's last key is >= key
		return c.Next()
	}
	return c.at()
}

func (c *cursor) Next() ([]byte, []byte) {
	if c.virt {
		if c.virtLast { // standing on the block's last key: go to the next block
			c.virt, c.b = false, nil
			return c.cross(c.bi + 1)
		}
		if !c.materialize() {
			return nil, nil
		}
	}
	if c.b == nil {
		return nil, nil
	}
	if c.i+1 < c.b.n {
		c.i++
		return c.at()
	}
	return c.cross(c.bi + 1)
}

// cross moves forward to the first entry of block bi.
func (c *cursor) cross(bi int) ([]byte, []byte) {
	if bi >= len(c.t.Blocks) {
		c.b = nil
		return nil, nil
	}
	if c.pastUpper(bi) {
		return c.virtual(bi, false)
	}
	if !c.load(bi) {
		return nil, nil
	}
	c.crossed(1)
	c.i = 0
	return c.at()
}

func (c *cursor) Prev() ([]byte, []byte) {
	if c.virt {
		if !c.virtLast { // standing on the block's first key: go to the previous block
			c.virt, c.b = false, nil
			return c.crossBack(c.bi - 1)
		}
		if !c.materialize() {
			return nil, nil
		}
	}
	if c.b == nil {
		return nil, nil
	}
	if c.i > 0 {
		c.i--
		return c.at()
	}
	return c.crossBack(c.bi - 1)
}

// crossBack moves backward to the last entry of block bi.
func (c *cursor) crossBack(bi int) ([]byte, []byte) {
	if bi < 0 {
		c.b = nil
		return nil, nil
	}
	if c.beforeLower(bi) {
		return c.virtual(bi, true)
	}
	if !c.load(bi) {
		return nil, nil
	}
	c.crossed(-1)
	c.i = c.b.n - 1
	return c.at()
}

func (c *cursor) Close() { c.b, c.virt = nil, false }
