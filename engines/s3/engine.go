// Package s3 is the S3 archive engine: ALTER TABLE t ENGINE=S3 moves a
// table into an S3 bucket, where it stays queryable, read-only, by every
// front door, as MariaDB's S3 engine does; ALTER TABLE t ENGINE=BTREE
// brings it back.
//
// Unlike MariaDB, which cuts Aria's files into 4 MiB objects, an archive is
// written in handlerd's own kv layout (engines/kv): the primary tree maps
// encoded primary keys to encoded rows, each secondary index tree maps
// encoded index columns + primary key to nothing. Each tree is cut into
// immutable blocks (S3_BLOCK_SIZE bytes before compression), compressed
// one by one (COMPRESSION_ALGORITHM none, zlib or zstd), concatenated into
// data objects of up to Config.ObjectSize and uploaded in parallel (in
// parts when larger than one part). A manifest uploaded last is the commit
// point: the definition, the exact row count, and per block its key range,
// per-column min/max, location, sizes and codec. No manifest, no table: an
// interrupted upload leaves garbage under a version prefix no manifest
// names, never a half table (layout.go has the key layout).
//
// Reads go through the kv layer unchanged: kv.Engine over a read-only
// kv.Store (store.go) whose snapshot finds blocks by binary search over
// the manifest, fetches them with range GETs through one page cache shared
// by every table and connection (cache.go), and reads ahead on scans.
// COUNT(*) is the manifest's row count.
//
// Many servers may share a bucket: Discover lists the archived tables and
// Revalidate checks, with a HEAD of the manifest, that a definition still
// names the archive in the bucket (discover.go).
package s3

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"handlerd/engines"
	"handlerd/engines/kv"
)

// Info is what SHOW ENGINES says about S3 (MariaDB's words).
var Info = engines.Info{
	Comment: "Read only table stored in S3. Created by running ALTER TABLE table_name ENGINE=s3",
}

// Engine is the S3 engine: kv's handler implementation over the archive
// store, plus loading (engines.Loader), dropping and discovery.
type Engine struct {
	*kv.Engine
	cfg Config
	log *slog.Logger
	st  *store

	minBlockSize int // MinBlockSize; tests lower it

	onClose []func() // after the store closes (the embedded endpoint)
}

var (
	_ engines.Engine     = (*Engine)(nil)
	_ engines.Loader     = (*Engine)(nil)
	_ engines.Retirer    = (*Engine)(nil)
	_ engines.Discoverer = (*Engine)(nil)
	_ engines.Redefiner  = (*Engine)(nil)
)

// Open prepares the engine. It does not contact S3 unless
// cfg.CreateBucket is set (then it makes sure the bucket exists), so a
// server starts while its S3 endpoint is down; statements on S3 tables
// then fail with the endpoint's error.
func Open(cfg Config, log *slog.Logger) (*Engine, error) {
	if log == nil {
		log = slog.Default()
	}
	cfg.setDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	c, err := newClient(&cfg, log)
	if err != nil {
		return nil, err
	}
	e := &Engine{cfg: cfg, log: log, minBlockSize: MinBlockSize}
	e.st = newStore(&e.cfg, c, log)
	e.Engine = kv.NewEngine(e.st, kv.Options{Name: engines.S3, ReadOnly: true})
	if cfg.CreateBucket {
		ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
		defer cancel()
		if err := c.ensureBucket(ctx); err != nil {
			return nil, err
		}
	}
	log.Info("S3 engine ready", "s3", cfg)
	return e, nil
}

// Ping checks that the bucket answers (for a startup warning).
func (e *Engine) Ping(ctx context.Context) error {
	_, _, err := e.st.c.list(ctx, "@ping/", "/")
	return err
}

// SetDebug switches per-request logging (s3_debug is dynamic).
func (e *Engine) SetDebug(on bool) { e.st.c.debug.Store(on) }

// opContext bounds metadata work done on behalf of a statement.
func (e *Engine) opContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), e.st.c.timeout)
}

// Open implements engines.Engine: the definition's archive is attached
// (its manifest read, unless this process already knows it) before kv
// opens the handler.
func (e *Engine) Open(def *engines.TableDef) (engines.Table, error) {
	ctx, cancel := e.opContext()
	defer cancel()
	if err := e.st.attach(ctx, def); err != nil {
		return nil, err
	}
	h, err := e.Engine.Open(def)
	if err != nil {
		return nil, err
	}
	return &table{Table: h, tm: e.st.lookup(def.ID)}, nil
}

// CreateTable implements engines.Engine. S3 tables are only made by
// rebuilding a table into S3 (CREATE TABLE ... ENGINE=S3 is refused by
// the SQL layer, as in MariaDB): the rebuild calls CreateTable for the new
// definition, then Load. CreateTable checks the table options and gives
// the definition its archive version, so that a failed rebuild's cleanup
// (DropTable) knows which objects to remove even if Load never ran.
func (e *Engine) CreateTable(def *engines.TableDef) error {
	if _, err := parseCodec(def.Options["COMPRESSION_ALGORITHM"]); err != nil {
		return err
	}
	if _, err := e.blockSize(def); err != nil {
		return err
	}
	if def.Options == nil {
		def.Options = map[string]string{}
	}
	v := newVersion()
	def.Options[VersionOption] = v
	e.st.mu.Lock()
	e.st.pending[v] = true
	e.st.mu.Unlock()
	return nil
}

// blockSize returns the table's S3_BLOCK_SIZE or the default.
func (e *Engine) blockSize(def *engines.TableDef) (int, error) {
	if s := def.Options["S3_BLOCK_SIZE"]; s != "" {
		return parseBlockSize(s, e.minBlockSize)
	}
	return e.cfg.BlockSize, nil
}

// DropTable implements engines.Engine. The manifest goes first, so other
// servers stop seeing the table at once and a failure halfway leaves
// unreferenced objects, never a table with missing blocks; then every
// object of the archive. The manifest is only removed if it still names
// def's archive: after ALTER TABLE on an S3 table, the new archive's
// manifest has replaced the old one under the same key, and dropping the
// old definition must not touch it.
func (e *Engine) DropTable(def *engines.TableDef) error {
	err := e.st.drop(def)
	if kerr := e.Engine.DropTable(def); kerr != nil && err == nil {
		err = kerr
	}
	return err
}

func (s *store) drop(def *engines.TableDef) error {
	version := def.Options[VersionOption]
	if !validVersion(version) {
		return nil // nothing was ever uploaded for it
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*s.c.timeout)
	defer cancel()
	mkey := manifestKey(def.Database, def.Name)
	current, err := s.manifestVersion(ctx, mkey)
	if err != nil {
		return err
	}
	// A renamed table's objects stay under its first name: the manifest
	// says where.
	prefix := versionPrefix(def.Database, def.Name, version)
	tm := s.known(version)
	if tm == nil && current == version {
		if data, _, ok, err := s.c.get(ctx, mkey); err != nil {
			return err
		} else if ok {
			tm, _ = parseManifest(data, 0)
		}
	}
	if tm != nil && tm.m.Version == version {
		prefix = tm.m.Prefix
	}
	if current == version {
		s.mu.Lock()
		r, restore := s.replaced[version]
		s.mu.Unlock()
		if restore { // a failed rebuild: the previous archive is the table again
			_, err = s.c.put(ctx, mkey, r.data, map[string]string{"version": r.version})
		} else {
			err = s.c.deleteKey(ctx, mkey)
		}
		if err != nil {
			return err
		}
	}
	if err := s.c.deletePrefix(ctx, prefix); err != nil {
		return err
	}
	s.forget(version)
	return nil
}

// known returns the archive of a version if this process has read it.
func (s *store) known(version string) *tableMeta {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.byVersion[version]
}

// manifestVersion returns the version of the manifest under key ("" when
// there is none).
func (s *store) manifestVersion(ctx context.Context, key string) (string, error) {
	_, meta, ok, err := s.c.head(ctx, key)
	if err != nil || !ok {
		return "", err
	}
	if v := meta["version"]; validVersion(v) {
		return v, nil
	}
	data, _, ok, err := s.c.get(ctx, key) // written by a tool that dropped the metadata
	if err != nil || !ok {
		return "", err
	}
	tm, err := parseManifest(data, 0)
	if err != nil {
		return "", err
	}
	return tm.m.Version, nil
}

// Close implements engines.Engine.
func (e *Engine) Close() error {
	err := e.Engine.Close()
	for _, f := range e.onClose {
		f()
	}
	e.onClose = nil
	return err
}

// Stats returns counters for SHOW STATUS, named like MariaDB's
// (S3_pagecache_*) where MariaDB has one. A block here is an S3 block
// (up to S3_BLOCK_SIZE), not an Aria page.
func (e *Engine) Stats() map[string]uint64 {
	c, cl := e.st.cache, e.st.c
	used, blocks := c.usage()
	unused := uint64(0)
	if free := c.capacity - used; free > 0 {
		unused = uint64(free) / uint64(e.cfg.BlockSize)
	}
	return map[string]uint64{
		"S3_pagecache_blocks_not_flushed": 0, // archives are never written in place
		"S3_pagecache_blocks_unused":      unused,
		"S3_pagecache_blocks_used":        uint64(blocks),
		"S3_pagecache_read_requests":      c.readRequests.Load(),
		"S3_pagecache_reads":              c.reads.Load(),
		"S3_pagecache_prefetches":         c.prefetches.Load(),
		"S3_pagecache_evictions":          c.evictions.Load(),
		"S3_pagecache_bytes_used":         uint64(used),
		"S3_pagecache_bytes_total":        uint64(c.capacity),
		"S3_requests_get":                 cl.gets.Load(),
		"S3_requests_put":                 cl.puts.Load(),
		"S3_requests_head":                cl.heads.Load(),
		"S3_requests_list":                cl.lists.Load(),
		"S3_requests_delete":              cl.deletes.Load(),
		"S3_request_errors":               cl.errors.Load(),
		"S3_bytes_read":                   cl.bytesIn.Load(),
		"S3_bytes_written":                cl.bytesOut.Load(),
	}
}

// LoadProgress is one ALTER TABLE ... ENGINE=S3 in progress.
type LoadProgress struct {
	Database, Table string
	Started         time.Time
	Rows            uint64 // rows read from the source so far
	BytesUploaded   uint64 // stored bytes acknowledged by S3 so far
	Stage           string // "copying rows", "building index x", "writing manifest"
}

// Progress lists the loads in progress (for SHOW PROCESSLIST's State).
func (e *Engine) Progress() []LoadProgress {
	e.st.mu.Lock()
	defer e.st.mu.Unlock()
	var out []LoadProgress
	for l := range e.st.loads {
		out = append(out, l.progress())
	}
	return out
}

// String renders progress for a State column.
func (p LoadProgress) String() string {
	return fmt.Sprintf("%s: %d rows, %s uploaded", p.Stage, p.Rows, humanBytes(p.BytesUploaded))
}

func humanBytes(n uint64) string {
	switch {
	case n >= 1<<30:
		return strconv.FormatFloat(float64(n)/(1<<30), 'f', 2, 64) + " GiB"
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB"
	case n >= 1<<10:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + " KiB"
	}
	return strconv.FormatUint(n, 10) + " B"
}

// StoredBytes reports an open table's archive size: the stored (possibly
// compressed) bytes and the uncompressed bytes of its blocks.
func (e *Engine) StoredBytes(def *engines.TableDef) (stored, raw int64, ok bool) {
	tm := e.st.lookup(def.ID)
	if tm == nil {
		return 0, 0, false
	}
	return tm.m.StoredBytes, tm.m.RawBytes, true
}
