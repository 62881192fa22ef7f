package s3

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/dolthub/go-mysql-server/sql"
	"golang.org/x/sync/errgroup"

	"handlerd/engines"
	"handlerd/engines/catalog"
	"handlerd/engines/keyenc"
	"handlerd/engines/kv"
)

// statPrefix is how many characters (bytes for binary columns) of a text
// value the per-block min/max keep.
const statPrefix = 32

// Load implements engines.Loader: it archives def's rows (handed over in
// primary key order by ALTER TABLE ... ENGINE=S3) and publishes the table
// by uploading its manifest last.
//
// Stages: (1) rows stream into primary-tree blocks, which are compressed
// and uploaded while the copy goes on, and every secondary index entry
// goes to that index's sorter; (2) the primary tree's objects are
// completed; (3) each index is written from its sorter, in order;
// (4) the manifest is uploaded. If rows ever arrive out of primary key
// order (an ALTER that changes the primary key), the rest go to a sorter
// too and stage 2 merges them with what was already uploaded.
//
// Memory: one block per tree being written, at most UploadConcurrency+1
// parts (PartSize) in flight, and SortBufferSize for the index sorters
// together; beyond that, sorted runs spill to TempDir.
//
// On any error, including ctx being canceled, the uploaded objects are
// removed and no manifest is written: the table never appears.
func (e *Engine) Load(ctx context.Context, def *engines.TableDef, rows engines.RowIter) (err error) {
	codec, err := parseCodec(def.Options["COMPRESSION_ALGORITHM"])
	if err != nil {
		return err
	}
	blockSize, err := e.blockSize(def)
	if err != nil {
		return err
	}
	enc, err := kv.NewRowEncoder(def)
	if err != nil {
		return err
	}
	st := e.st
	if def.Options == nil {
		def.Options = map[string]string{}
	}
	version := def.Options[VersionOption]
	st.mu.Lock()
	if !st.pending[version] { // not issued by CreateTable (or already used)
		version = newVersion()
		def.Options[VersionOption] = version
	}
	delete(st.pending, version)
	st.mu.Unlock()

	l := &loader{
		e: e, c: st.c, def: def, enc: enc, codec: codec, blockSize: blockSize,
		version: version, prefix: versionPrefix(def.Database, def.Name, version),
		started: time.Now(), uploads: map[string]string{},
	}
	l.stage.Store("copying rows")
	l.autoCol = def.AutoIncrementColumn()
	l.statParts = make([]*keyenc.Part, len(def.Schema))
	for i, col := range def.Schema {
		if p, err := keyenc.NewPart(col.Type, statPrefix); err == nil {
			l.statParts[i] = &p
		}
	}
	st.mu.Lock()
	st.loads[l] = struct{}{}
	st.mu.Unlock()
	stopLog := l.logProgress()
	defer func() {
		stopLog()
		st.mu.Lock()
		delete(st.loads, l)
		st.mu.Unlock()
		if err != nil {
			l.cleanup()
			e.log.Warn("S3 upload failed; nothing was published", "table", def.QualifiedName(), "rows", l.rows.Load(), "err", err)
		}
	}()
	if err := l.run(ctx, rows); err != nil {
		return err
	}
	return nil
}

// loader is one Load in progress.
type loader struct {
	e         *Engine
	c         *client
	def       *engines.TableDef
	enc       *kv.RowEncoder
	codec     string
	blockSize int
	version   string
	prefix    string
	started   time.Time

	autoCol   int
	autoMax   uint64
	statParts []*keyenc.Part

	g    *errgroup.Group
	gctx context.Context

	mu      sync.Mutex
	objects []string          // names under prefix, by object number
	uploads map[string]string // key -> multipart upload id, while open
	done    []*object         // multipart objects awaiting completion

	rows     atomic.Uint64
	uploaded atomic.Uint64
	stage    atomic.Value // string
	stored   int64
	raw      int64
}

func (l *loader) progress() LoadProgress {
	return LoadProgress{Database: l.def.Database, Table: l.def.Name, Started: l.started,
		Rows: l.rows.Load(), BytesUploaded: l.uploaded.Load(), Stage: l.stage.Load().(string)}
}

// logProgress logs every few seconds until stopped.
func (l *loader) logProgress() func() {
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(5 * time.Second)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				p := l.progress()
				l.e.log.Info("S3 upload progress", "table", l.def.QualifiedName(), "stage", p.Stage,
					"rows", p.Rows, "bytes_uploaded", p.BytesUploaded)
			}
		}
	}()
	return func() { close(done) }
}

// newGroup starts a group of uploads bounded by UploadConcurrency.
func (l *loader) newGroup(ctx context.Context) {
	l.g, l.gctx = errgroup.WithContext(ctx)
	l.g.SetLimit(l.e.cfg.UploadConcurrency)
}

func (l *loader) run(ctx context.Context, rows engines.RowIter) error {
	l.newGroup(ctx)
	primary := l.newTree(0, true)
	nIdx := len(l.def.Indexes)
	sorters := make([]*sorter, nIdx)
	for i := range sorters {
		sorters[i] = newSorter(l.e.cfg.TempDir, l.e.cfg.SortBufferSize/int64(nIdx))
	}
	var unsorted *sorter // primary entries that came out of order
	defer func() {
		for _, s := range sorters {
			s.close()
		}
		if unsorted != nil {
			unsorted.close()
		}
	}()

	// Stage 1: copy.
	var ent kv.RowEntries
	var keyless []byte
	var prev []byte
	var n uint64
	for {
		row, err := rows.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if n%1024 == 0 {
			if err := l.gctx.Err(); err != nil {
				return l.groupErr(err)
			}
		}
		n++
		if l.def.Keyless() {
			// S3 tables are never updated, so a keyless row needs no
			// hash to be found again: the arrival order is the key.
			keyless = keyenc.AppendUint64(keyless[:0], n)
		}
		if err := l.enc.Encode(row, keyless, &ent); err != nil {
			return err
		}
		l.noteAuto(row)
		switch c := bytes.Compare(ent.Primary, prev); {
		case unsorted != nil:
			if err := unsorted.add(ent.Primary, ent.Row); err != nil {
				return err
			}
		case prev != nil && c == 0:
			return l.duplicate(0, row)
		case prev != nil && c < 0:
			l.e.log.Info("S3 upload: rows arrive out of primary key order; sorting the rest", "table", l.def.QualifiedName())
			unsorted = newSorter(l.e.cfg.TempDir, l.e.cfg.SortBufferSize)
			if err := unsorted.add(ent.Primary, ent.Row); err != nil {
				return err
			}
		default:
			if err := primary.add(ent.Primary, ent.Row, row); err != nil {
				return err
			}
			prev = append(prev[:0], ent.Primary...)
		}
		for i, s := range sorters {
			var meta []byte
			if l.def.Indexes[i].Unique && !ent.IndexNull[i] {
				meta = binary.BigEndian.AppendUint64(nil, uint64(ent.IndexPrefix[i]))
			}
			if err := s.add(ent.Index[i], meta); err != nil {
				return err
			}
		}
		l.rows.Store(n)
	}

	// Stage 2: finish the primary tree.
	trees := []treeMeta{}
	pt, err := primary.finish()
	if err != nil {
		return err
	}
	if err := l.settle(ctx); err != nil {
		return err
	}
	if unsorted != nil {
		l.stage.Store("sorting rows by the new primary key")
		if pt, err = l.mergePrimary(ctx, pt, unsorted); err != nil {
			return err
		}
	}
	if pt.Entries != n {
		return fmt.Errorf("S3 upload of %s: primary tree has %d rows, want %d", l.def.QualifiedName(), pt.Entries, n)
	}
	trees = append(trees, pt)

	// Stage 3: indexes.
	for i, s := range sorters {
		ix := l.def.Indexes[i]
		l.stage.Store("building index " + ix.Name)
		t, err := l.writeIndex(ctx, i, s, pt)
		if err != nil {
			return err
		}
		trees = append(trees, t)
		s.close()
	}
	if err := l.settle(ctx); err != nil {
		return err
	}

	// Stage 4: the manifest, the commit point.
	l.stage.Store("writing manifest")
	return l.publish(ctx, n, trees)
}

// groupErr prefers the upload error that canceled the group.
func (l *loader) groupErr(err error) error {
	if werr := l.g.Wait(); werr != nil {
		return werr
	}
	return err
}

// settle waits for the uploads in flight and completes multipart objects,
// then starts a new group for what follows.
func (l *loader) settle(ctx context.Context) error {
	if err := l.g.Wait(); err != nil {
		return err
	}
	l.mu.Lock()
	done := l.done
	l.done = nil
	l.mu.Unlock()
	for _, o := range done {
		parts := make([]types.CompletedPart, len(o.parts))
		for i, p := range o.parts {
			parts[i] = *p
		}
		if err := l.c.completeMultipart(ctx, o.key, o.uploadID, parts); err != nil {
			return err
		}
		l.mu.Lock()
		delete(l.uploads, o.key)
		l.mu.Unlock()
	}
	l.newGroup(ctx)
	return nil
}

func (l *loader) noteAuto(row sql.Row) {
	if l.autoCol < 0 {
		return
	}
	var v uint64
	switch n := row[l.autoCol].(type) {
	case int8:
		v = uint64(max(n, 0))
	case int16:
		v = uint64(max(n, 0))
	case int32:
		v = uint64(max(n, 0))
	case int64:
		v = uint64(max(n, 0))
	case uint8:
		v = uint64(n)
	case uint16:
		v = uint64(n)
	case uint32:
		v = uint64(n)
	case uint64:
		v = n
	}
	l.autoMax = max(l.autoMax, v)
}

// duplicate builds the error for a key two rows share (an ALTER that adds
// a unique key or changes the primary key over data that violates it).
func (l *loader) duplicate(index int, row sql.Row) error {
	cols := l.def.IndexColumns(index)
	vals := make([]any, len(cols))
	for i, c := range cols {
		vals[i] = row[c.Ordinal]
	}
	return &engines.DuplicateKeyError{Table: l.def.Name, Index: l.def.IndexName(index), Key: kv.FormatKey(vals)}
}

// publish uploads the manifest.
func (l *loader) publish(ctx context.Context, n uint64, trees []treeMeta) error {
	defJSON, err := catalog.MarshalTable(l.def)
	if err != nil {
		return err
	}
	m := &manifest{
		Format: manifestFormat, Version: l.version, Database: l.def.Database, Table: defJSON,
		Rows: n, Compression: l.codec, BlockSize: l.blockSize, Created: time.Now().UTC(),
		Prefix: l.prefix, Objects: l.objects, Trees: trees, StoredBytes: l.stored, RawBytes: l.raw,
	}
	if l.autoCol >= 0 {
		m.AutoIncrement = max(l.autoMax+1, l.def.AutoIncrementStart)
	}
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	tm, err := newTableMeta(m, l.e.st.seq.Add(1))
	if err != nil {
		return err
	}
	// Keep the manifest this one replaces (ALTER on an S3 table), so a
	// rebuild that fails after this point can put it back.
	mkey := manifestKey(l.def.Database, l.def.Name)
	old, _, exists, err := l.c.get(ctx, mkey)
	if err != nil {
		return err
	}
	var oldVersion string
	if exists {
		var om manifest
		if json.Unmarshal(old, &om) == nil {
			oldVersion = om.Version
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	st := l.e.st
	if exists && validVersion(oldVersion) { // before the PUT: cleanup may need it
		st.mu.Lock()
		st.replaced[l.version] = replacedManifest{data: old, version: oldVersion}
		st.mu.Unlock()
	}
	etag, err := l.c.put(ctx, mkey, data, map[string]string{"version": l.version})
	if err != nil {
		return err
	}
	tm = st.remember(tm)
	st.mu.Lock()
	st.byKey[mkey] = keyEntry{tm: tm, etag: etag}
	st.register(l.def.ID, tm)
	st.mu.Unlock()
	l.e.log.Info("S3 upload done", "table", l.def.QualifiedName(), "rows", n,
		"stored_bytes", l.stored, "raw_bytes", l.raw, "compression", l.codec,
		"objects", len(l.objects), "seconds", time.Since(l.started).Seconds())
	return nil
}

// cleanup removes whatever a failed load uploaded. It runs even when the
// load's context was canceled, with deadlines of its own.
func (l *loader) cleanup() {
	if l.g != nil {
		l.g.Wait()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*l.c.timeout)
	defer cancel()
	// A manifest PUT that timed out may still have landed: unpublish it
	// before its blocks go.
	mkey := manifestKey(l.def.Database, l.def.Name)
	if v, err := l.e.st.manifestVersion(ctx, mkey); err == nil && v == l.version {
		l.e.st.mu.Lock()
		r, restore := l.e.st.replaced[l.version]
		l.e.st.mu.Unlock()
		if restore {
			_, err = l.c.put(ctx, mkey, r.data, map[string]string{"version": r.version})
		} else {
			err = l.c.deleteKey(ctx, mkey)
		}
		if err != nil {
			l.e.log.Warn("S3 upload cleanup: could not withdraw the manifest", "key", mkey, "err", err)
			return // keep the blocks: the manifest may still name them
		}
	}
	l.mu.Lock()
	uploads := l.uploads
	l.uploads = map[string]string{}
	l.mu.Unlock()
	for key, id := range uploads {
		if err := l.c.abortMultipart(ctx, key, id); err != nil {
			l.e.log.Warn("S3 upload cleanup: could not abort a multipart upload", "key", key, "err", err)
		}
	}
	if err := l.c.deletePrefix(ctx, l.prefix); err != nil {
		l.e.log.Warn("S3 upload cleanup: objects of the failed upload remain", "prefix", l.prefix, "err", err)
	}
	l.e.st.forget(l.version)
}

// object is one data object being written.
type object struct {
	n        int
	key      string
	size     int64
	buf      []byte
	uploadID string
	parts    []*types.CompletedPart
}

// treeWriter cuts one tree's entries into blocks and blocks into objects.
type treeWriter struct {
	l     *loader
	index uint32
	stats bool // per-column min/max (the primary tree)

	bb       blockBuilder
	min, max [][]byte
	scratch  []byte
	blocks   []blockMeta
	entries  uint64
	obj      *object
}

func (l *loader) newTree(index uint32, stats bool) *treeWriter {
	t := &treeWriter{l: l, index: index, stats: stats}
	if stats {
		t.min = make([][]byte, len(l.def.Schema))
		t.max = make([][]byte, len(l.def.Schema))
	}
	return t
}

// add appends an entry (keys ascending). row, when the tree keeps column
// stats, is the decoded value (nil: decoded here).
func (t *treeWriter) add(key, value []byte, row sql.Row) error {
	if t.bb.count() > 0 && t.bb.size()+len(key)+len(value)+2*4 > t.l.blockSize {
		if err := t.flush(); err != nil {
			return err
		}
	}
	t.bb.add(key, value)
	t.entries++
	if t.stats {
		if row == nil {
			var err error
			if row, err = t.l.enc.Decode(value, nil); err != nil {
				return err
			}
		}
		for i, p := range t.l.statParts {
			if p == nil || row[i] == nil {
				continue
			}
			b, err := p.Append(t.scratch[:0], row[i])
			if err != nil {
				continue
			}
			t.scratch = b
			if t.min[i] == nil || bytes.Compare(b, t.min[i]) < 0 {
				t.min[i] = append(t.min[i][:0:0], b...)
			}
			if t.max[i] == nil || bytes.Compare(b, t.max[i]) > 0 {
				t.max[i] = append(t.max[i][:0:0], b...)
			}
		}
	}
	return nil
}

// flush closes the current block: compress, place it in an object, upload
// full parts.
func (t *treeWriter) flush() error {
	if t.bb.count() == 0 {
		return nil
	}
	if err := t.l.gctx.Err(); err != nil {
		return t.l.groupErr(err)
	}
	n := t.bb.count()
	first, last := bytes.Clone(t.bb.first), bytes.Clone(t.bb.last)
	raw := t.bb.finish()
	stored, codec := compress(t.l.codec, raw)
	l := t.l
	if t.obj != nil && t.obj.size > 0 && t.obj.size+int64(len(stored)) > l.e.cfg.ObjectSize {
		if err := t.closeObject(); err != nil {
			return err
		}
	}
	if t.obj == nil {
		l.mu.Lock()
		num := len(l.objects)
		name := fmt.Sprintf("%06d", num+1)
		l.objects = append(l.objects, name)
		l.mu.Unlock()
		t.obj = &object{n: num, key: l.prefix + name}
	}
	o := t.obj
	bm := blockMeta{Object: o.n, Offset: o.size, Size: int64(len(stored)), Raw: int64(len(raw)),
		Entries: n, Codec: codec, First: first, Last: last}
	if t.stats {
		bm.Min, bm.Max = t.min, t.max
		t.min = make([][]byte, len(t.min))
		t.max = make([][]byte, len(t.max))
	}
	t.blocks = append(t.blocks, bm)
	o.buf = append(o.buf, stored...)
	o.size += int64(len(stored))
	l.stored += int64(len(stored))
	l.raw += int64(len(raw))
	if int64(len(o.buf)) >= l.e.cfg.PartSize {
		return t.uploadPart(o)
	}
	return nil
}

// uploadPart sends the buffered bytes of the current object as its next
// part (starting the multipart upload on the first).
func (t *treeWriter) uploadPart(o *object) error {
	l := t.l
	if o.uploadID == "" {
		id, err := l.c.createMultipart(l.gctx, o.key)
		if err != nil {
			return l.groupErr(err)
		}
		o.uploadID = id
		l.mu.Lock()
		l.uploads[o.key] = id
		l.mu.Unlock()
	}
	data := o.buf
	o.buf = nil
	part := &types.CompletedPart{}
	o.parts = append(o.parts, part)
	num := int32(len(o.parts))
	key, id := o.key, o.uploadID
	l.g.Go(func() error {
		p, err := l.c.uploadPart(l.gctx, key, id, num, data)
		if err != nil {
			return err
		}
		*part = p
		l.uploaded.Add(uint64(len(data)))
		return nil
	})
	return nil
}

// closeObject finishes the current object: a plain PUT if it never
// reached a part's size, else its last part (completed in settle).
func (t *treeWriter) closeObject() error {
	l, o := t.l, t.obj
	if o == nil {
		return nil
	}
	t.obj = nil
	if o.uploadID == "" {
		data := o.buf
		o.buf = nil
		l.g.Go(func() error {
			if _, err := l.c.put(l.gctx, o.key, data, nil); err != nil {
				return err
			}
			l.uploaded.Add(uint64(len(data)))
			return nil
		})
		return nil
	}
	if len(o.buf) > 0 {
		if err := t.uploadPart(o); err != nil {
			return err
		}
	}
	l.mu.Lock()
	l.done = append(l.done, o)
	l.mu.Unlock()
	return nil
}

// finish flushes the last block and object and returns the tree's index.
func (t *treeWriter) finish() (treeMeta, error) {
	if err := t.flush(); err != nil {
		return treeMeta{}, err
	}
	if err := t.closeObject(); err != nil {
		return treeMeta{}, err
	}
	if t.blocks == nil {
		t.blocks = []blockMeta{}
	}
	return treeMeta{Index: t.index, Entries: t.entries, Blocks: t.blocks}, nil
}

// writeIndex writes secondary index i from its sorter, checking unique
// indexes for duplicates.
func (l *loader) writeIndex(ctx context.Context, i int, s *sorter, primary treeMeta) (treeMeta, error) {
	ix := l.def.Indexes[i]
	t := l.newTree(ix.ID, false)
	src := s.iter()
	var prevPrefix []byte
	for src.next() {
		k, meta := src.key(), src.value()
		if ix.Unique && len(meta) == 8 { // meta: the length of the index-column part
			n := binary.BigEndian.Uint64(meta)
			if n > uint64(len(k)) {
				return treeMeta{}, fmt.Errorf("S3 upload: corrupt index sort entry")
			}
			prefix := k[:n]
			if prevPrefix != nil && bytes.Equal(prefix, prevPrefix) {
				return treeMeta{}, l.indexDuplicate(ctx, i, k[n:], primary)
			}
			prevPrefix = append(prevPrefix[:0], prefix...)
		} else { // not unique, or a NULL among the columns: never a duplicate
			prevPrefix = nil
		}
		if err := t.add(k, nil, nil); err != nil {
			return treeMeta{}, err
		}
	}
	if err := src.err(); err != nil {
		return treeMeta{}, err
	}
	return t.finish()
}

// indexDuplicate reads the row behind a duplicate unique index entry back
// from the uploaded primary tree, to report the key as MySQL does.
func (l *loader) indexDuplicate(ctx context.Context, i int, pk []byte, primary treeMeta) error {
	ix := l.def.Indexes[i]
	err := &engines.DuplicateKeyError{Table: l.def.Name, Index: ix.Name, Key: "?"}
	bi, ok := primary.findBlock(pk)
	if !ok {
		return err
	}
	b, ferr := l.readBlock(ctx, &primary.Blocks[bi])
	if ferr != nil {
		return err
	}
	j := b.search(pk)
	if j == b.n {
		return err
	}
	_, v := b.entry(j)
	row, derr := l.enc.Decode(v, nil)
	if derr != nil {
		return err
	}
	return l.duplicate(i+1, row)
}

// readBlock fetches an uploaded block of this load (no page cache).
func (l *loader) readBlock(ctx context.Context, bm *blockMeta) (*block, error) {
	stored, err := l.c.getRange(ctx, l.prefix+l.objects[bm.Object], bm.Offset, bm.Size)
	if err != nil {
		return nil, err
	}
	raw, err := decompress(bm.Codec, stored, int(bm.Raw))
	if err != nil {
		return nil, err
	}
	return parseBlock(raw)
}

// mergePrimary rewrites the primary tree from the run uploaded in order
// (read back) and the rows that came out of order.
func (l *loader) mergePrimary(ctx context.Context, run treeMeta, rest *sorter) (treeMeta, error) {
	oldObjects := map[int]bool{}
	for _, b := range run.Blocks {
		oldObjects[b.Object] = true
	}
	merged := newMerge([]source{&uploadedSource{l: l, ctx: ctx, t: run, bi: -1}, rest.iter()})
	t := l.newTree(0, true)
	var prev []byte
	for merged.next() {
		k, v := merged.key(), merged.value()
		if prev != nil && bytes.Equal(k, prev) {
			row, err := l.enc.Decode(v, nil)
			if err != nil {
				return treeMeta{}, err
			}
			return treeMeta{}, l.duplicate(0, row)
		}
		prev = append(prev[:0], k...)
		if err := t.add(k, v, nil); err != nil {
			return treeMeta{}, err
		}
	}
	if err := merged.err(); err != nil {
		return treeMeta{}, err
	}
	pt, err := t.finish()
	if err != nil {
		return treeMeta{}, err
	}
	if err := l.settle(ctx); err != nil {
		return treeMeta{}, err
	}
	// The first run's objects are unreferenced now: delete them (their
	// names stay in the object list, referenced by no block).
	var keys []string
	for n := range oldObjects {
		keys = append(keys, l.prefix+l.objects[n])
	}
	for _, b := range run.Blocks {
		l.stored -= b.Size
		l.raw -= b.Raw
	}
	if err := l.c.deleteKeys(ctx, keys); err != nil {
		return treeMeta{}, err
	}
	return pt, nil
}

// uploadedSource iterates a tree this load uploaded, block by block.
type uploadedSource struct {
	l   *loader
	ctx context.Context
	t   treeMeta
	bi  int
	b   *block
	i   int
	e   error
}

func (u *uploadedSource) next() bool {
	if u.b != nil && u.i+1 < u.b.n {
		u.i++
		return true
	}
	u.bi++
	if u.bi >= len(u.t.Blocks) {
		u.b = nil
		return false
	}
	b, err := u.l.readBlock(u.ctx, &u.t.Blocks[u.bi])
	if err != nil {
		u.e = err
		return false
	}
	u.b, u.i = b, 0
	return true
}

func (u *uploadedSource) key() []byte   { k, _ := u.b.entry(u.i); return k }
func (u *uploadedSource) value() []byte { _, v := u.b.entry(u.i); return v }
func (u *uploadedSource) err() error    { return u.e }
