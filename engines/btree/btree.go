// Package btree is the BTREE engine: handlerd's default, durable,
// transactional engine, a kv.Store on go.etcd.io/bbolt with a redo log.
// The kv package does tables, indexes, snapshots and conflicts; this
// package keeps kv's trees in bbolt buckets and makes commits durable.
//
// One file per datadir. Every BTREE table of every database lives in
// <datadir>/btree.db, with its redo log in <datadir>/btree.db.wal. bbolt
// allows one writer per file, so a single file means one group commit
// serves every writer of the server: a transaction spanning several
// databases commits atomically, and many autocommit writers in different
// databases share one log fsync. A file per database would make
// cross-database transactions non-atomic (or need two-phase commit) and
// multiply the fsyncs.
//
// Layout. One bucket per kv.Tree, named 0x01 + uvarint(table ID) +
// uvarint(index ID): short, and every tree of a table shares the prefix
// 0x01 + uvarint(table ID) (uvarints are prefix-free), which is how
// DropTable and TRUNCATE find them. Bucket 0x00 holds the metadata: the
// file format under "format", and under each table ID (8 bytes, big-endian)
// its row count and stored AUTO_INCREMENT counter (8 bytes each).
//
// Commits. kv hands batches over in sequence order and must not wait for
// I/O while it holds its commit mutex, so Commit only queues the batch. One
// committer goroutine takes everything queued (up to GroupCommitMax
// batches), appends the group to the redo log as one record, has a syncer
// goroutine fdatasync the log meanwhile, applies the group to the
// memtable and publishes it; once the fdatasync is done it tells every
// waiter of the group. A commit thus costs one small append, a share of
// one fdatasync and a few in-memory B-tree inserts. The committer takes
// the next group as soon as one job is queued: with the memtable a group
// costs little beyond its fdatasync, and waiting for more writers (an
// earlier version waited up to half an fdatasync for the ones it had just
// answered) measured no faster for sysbench's inserts. The exception is
// event loops' asynchronous commits while the loops keep every P busy
// (memcached sets among many gets): then fdatasyncs cost the loops CPU
// and a held P, and the committer lets a group gather for up to two
// fdatasyncs (groupWait): under memcaslap, 2,100 a second instead of
// 3,800. A batch bbolt would
// refuse (a key too large) fails before its group is logged, so a flush
// never fails for a batch's content.
//
// The memtable (memtable.go) is an overlay over bbolt, in copy-on-write
// B-trees (tidwall/btree) per kv.Tree plus each touched table's row count
// and counter: the active layer, which commits go into, and while a flush
// runs the frozen one, being written to bbolt. Point lookups go through a
// hash index of each layer's keys (memindex.go) rather than the B-trees,
// which scans and flushes walk, and below the layers through a cache of
// where bbolt's read transaction holds keys (pointcache.go) rather than
// its B+tree. bbolt copies every page a
// transaction touches, with its branch pages and the meta page, so a
// transaction per group rewrote a leaf as many times as groups hit it,
// and spent about half of the committer's CPU on it; a flush writes each
// page once for many groups. The committer freezes the active layer when
// it holds 200k operations or 32 MB, and at least every 5 seconds (the
// flusher asks; a longer interval lets more commits share each page a
// flush rewrites: on a 1,000,000-row sysbench insert load, 5 s rather
// than 1 s cut the server's CPU per insert from 67 to 56 µs), and a
// goroutine applies it in one bbolt write
// transaction, tree by tree in key order. A flush starts only when the
// previous one is done; if the new active layer reaches 128 MB meanwhile,
// commits wait for it. Close flushes what is left. Rare jobs go to bbolt
// directly, as before the memtable: a table drop, a TRUNCATE, and every
// commit in direct mode (see below) first flush the memtable, then run in
// a bbolt transaction of their own (if it fails, the record is undone and
// each batch retried alone). If a flush fails (a full disk), bbolt rolls
// it back, the frozen layer stays readable, new writes fail with the
// error and the flush is retried every 5 seconds; nothing acknowledged is
// lost, the log holds it.
//
// Checkpoints (wal.go). A flush is the checkpoint: freezing the layer
// starts a new log file; after the flush's bbolt commit (no fsync), the
// flush pins that state with a read transaction, reads the file's two
// meta pages, fdatasyncs the data file, writes the meta pages and the new
// log's number to the checkpoint file (fsync, rename), releases the
// previous pin and retires the older log files (one is recycled as the
// next log file, zero-extended to 4 MB, so that log appends rarely change
// a file size). The state pinned is exactly the log files before the new
// one: no other bbolt write runs during a flush. While pinned, bbolt never
// reuses the pages of the checkpointed state, so however much of its
// unsynced later writes (the next flush, direct jobs) a power loss keeps,
// those pages are intact: Open writes the checkpoint's meta pages back
// over the file's, which makes the file exactly the checkpointed state,
// and replays the log on it (straight into bbolt, in one fsynced
// transaction), up to the first record not written whole. Layers hold
// absolute row counts, so a flush retried after a failure is idempotent.
// Close flushes, fdatasyncs the file and deletes the checkpoint and the
// log: a cleanly closed file is complete by itself (an older handlerd
// reads it). If the file nears the end of its mapping (see Snapshots),
// the pin would block bbolt's remap forever, so the store flushes, drops
// the log and goes back to bbolt's own fsyncs, without memtable, for the
// rest of the process (goDirect).
//
// Durability follows innodb_flush_log_at_trx_commit. 1 (the default): a
// commit returns after the log record holding it was fdatasynced; it
// survives a power loss. As in InnoDB, other transactions may see it a
// moment before (from its publication in the memtable on); after a crash
// in that moment it is gone, and so is every later commit. 2 and 0 (the same here): a
// commit returns once its record is written to the OS, and the flusher
// fdatasyncs the log once a second. A crash of handlerd itself, SIGKILL
// included, loses nothing in any mode, since the kernel already holds
// every acknowledged write. A power loss or OS crash in mode 0/2 can lose
// about the last second of commits (the log is replayed up to the first
// record lost), never the file's consistency.
//
// Snapshots read a view: a bbolt read transaction and the overlay layers
// over it, published together through one atomic pointer (the committer
// publishes a new immutable active layer after each group, O(1) copies
// plus the paths it changed; a flush publishes its new read transaction
// without the frozen layer once its commit is done). A read looks in the
// active layer, then the frozen one, then bbolt; a tombstone hides the
// older layers; cursors merge the three (mergecursor.go). The bbolt state
// changes only at flushes and direct jobs, so every snapshot opened in
// between shares one read transaction (snapshot.go). bbolt's writer must
// re-mmap the file when it outgrows the mapping, and cannot while any
// read transaction is open; a snapshot can live as long as a SQL
// transaction, so every flush would stall behind the oldest open
// transaction. The file is therefore mapped with a large virtual size up
// front (MmapSize, 32 GiB by default: address space, not memory), and the
// writer never remaps below it.
package btree

import (
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"

	"handlerd/engines"
	"handlerd/engines/kv"
)

// FileName is the data file's name inside the datadir.
const FileName = "btree.db"

// Options configure the engine.
type Options struct {
	// FlushLogAtTrxCommit is innodb_flush_log_at_trx_commit: 1 makes every
	// commit durable before it returns; 0 and 2 fsync about once a second.
	// Note that the zero value is mode 0; start from DefaultOptions.
	FlushLogAtTrxCommit int
	// PageSize is bbolt's page size for a new file (btree_page_size); an
	// existing file keeps the size it was created with. 0 means 4096.
	PageSize int
	// GroupCommitMax caps the batches committed as one group (one redo log record).
	// 0 means 1000.
	GroupCommitMax int
	// MmapSize is the virtual size mapped at open (see the package
	// comment). 0 means 32 GiB.
	MmapSize int
	// Logger receives warnings and errors. nil means slog.Default().
	Logger *slog.Logger
}

// DefaultOptions returns MySQL's defaults: durable commits, 4 KiB pages.
func DefaultOptions() Options {
	return Options{FlushLogAtTrxCommit: 1, PageSize: 4096, GroupCommitMax: 1000}
}

// Engine is the BTREE engine: the kv engine over a Store, plus the knobs
// only BTREE has.
type Engine struct {
	*kv.Engine
	store *Store
}

// Open opens (creating it if needed) <datadir>/btree.db and returns the
// engine. It fails with an error naming the file if the file is corrupt or
// truncated, or if another process has it open.
func Open(datadir string, opts Options) (*Engine, error) {
	st, err := OpenStore(filepath.Join(datadir, FileName), opts)
	if err != nil {
		return nil, err
	}
	return &Engine{Engine: kv.NewEngine(st, kv.Options{Name: engines.BTREE}), store: st}, nil
}

// SetFlushMode changes innodb_flush_log_at_trx_commit at runtime.
func (e *Engine) SetFlushMode(n int) error { return e.store.SetFlushMode(n) }

// FlushMode returns the current innodb_flush_log_at_trx_commit.
func (e *Engine) FlushMode() int { return e.store.FlushMode() }

// Stats returns the store's counters.
func (e *Engine) Stats() Stats { return e.store.Stats() }

// Path returns the data file's path.
func (e *Engine) Path() string { return e.store.Path() }

// Sweep drops the storage of tables not in live (see Store.Sweep).
func (e *Engine) Sweep(live map[uint64]bool) error { return e.store.Sweep(live) }

// BTreeStore returns the underlying store.
func (e *Engine) BTreeStore() *Store { return e.store }

func checkFlushMode(n int) error {
	if n < 0 || n > 2 {
		return errors.New("innodb_flush_log_at_trx_commit must be 0, 1 or 2")
	}
	return nil
}

func (o Options) withDefaults() (Options, error) {
	if err := checkFlushMode(o.FlushLogAtTrxCommit); err != nil {
		return o, err
	}
	if o.PageSize == 0 {
		o.PageSize = 4096
	}
	if o.PageSize < 1024 || o.PageSize > 65536 || o.PageSize&(o.PageSize-1) != 0 {
		return o, fmt.Errorf("btree_page_size %d: want a power of two from 1024 to 65536", o.PageSize)
	}
	if o.GroupCommitMax <= 0 {
		o.GroupCommitMax = 1000
	}
	if o.MmapSize <= 0 {
		o.MmapSize = 32 << 30
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return o, nil
}
