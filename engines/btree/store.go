package btree

import (
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
	"golang.org/x/sys/unix"

	"handlerd/engines/kv"
)

// Bucket names and metadata keys (see the package comment).
var (
	metaBucket = []byte{0}
	formatKey  = []byte("format")
)

const (
	treePrefix = 1
	// formatVersion is stored under formatKey; bump it when the layout
	// changes incompatibly.
	formatVersion = 1
	// appendFill is the FillPercent of a bucket whose writes in a group all
	// land after its last key (auto-increment and other sequential keys):
	// pages split there are never filled again, so pack them. Random
	// inserts keep bbolt's 0.5, which leaves room to grow.
	appendFill = 0.9
	// maxGroupOps stops adding batches to a group: bbolt advises against
	// very large write transactions.
	maxGroupOps = 100_000
)

// syncInterval is the background flusher's period in modes 0 and 2.
var syncInterval = time.Second

func tablePrefix(table uint64) []byte {
	return binary.AppendUvarint([]byte{treePrefix}, table)
}

func treeName(t kv.Tree) []byte {
	return binary.AppendUvarint(tablePrefix(t.Table), uint64(t.Index))
}

func metaKey(table uint64) []byte { return binary.BigEndian.AppendUint64(nil, table) }

// Store is the BTREE engine's kv.Store.
type Store struct {
	db   *bolt.DB
	path string
	log  *slog.Logger
	max  int // GroupCommitMax

	mode     atomic.Int32 // innodb_flush_log_at_trx_commit
	unsynced atomic.Bool  // a NoSync commit happened since the last fsync
	// failed is set when an fsync failed: the kernel may have dropped the
	// dirty pages, so nothing written afterwards could be trusted to be
	// durable. Writes stop; reads go on; a restart recovers the last state
	// bbolt made durable.
	failed atomic.Pointer[error]

	mu     sync.Mutex
	cond   sync.Cond // signalled when queue grows or closed is set
	queue  []*job
	closed bool

	committerDone chan struct{}
	stopFlusher   chan struct{}
	flusherDone   chan struct{}

	batches, groups, syncs, failures atomic.Uint64
}

// job is one unit for the committer: a batch or a table drop.
type job struct {
	batch *kv.Batch
	drop  uint64 // with batch == nil: the table to drop
	done  chan error
}

// Stats are counters since Open.
type Stats struct {
	// Batches is the number of batches (transactions) committed.
	Batches uint64
	// Groups is the number of bbolt write transactions that committed
	// them; Batches/Groups is the group-commit factor.
	Groups uint64
	// Syncs is the number of background fsyncs (modes 0 and 2).
	Syncs uint64
	// Failures is the number of batches that failed.
	Failures uint64
}

var errClosed = errors.New("btree: store is closed")

// OpenStore opens (creating it if needed) the bbolt file at path.
func OpenStore(path string, opts Options) (*Store, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	db, err := openChecked(path, opts)
	for errors.Is(err, syscall.ENOMEM) && opts.MmapSize > 256<<20 {
		// The address space is limited (ulimit -v): map less. Past the
		// mapping, a growing file makes commits wait for open snapshots.
		opts.MmapSize /= 4
		opts.Logger.Warn("btree: cannot map the data file's full virtual size; mapping less", "file", path, "mmap_size", opts.MmapSize)
		db, err = openChecked(path, opts)
	}
	if err != nil {
		return nil, err
	}
	if ps := db.Info().PageSize; ps != opts.PageSize {
		opts.Logger.Info("btree: existing file keeps its page size", "file", path, "page_size", ps, "btree_page_size", opts.PageSize)
	}
	s := &Store{
		db: db, path: path, log: opts.Logger, max: opts.GroupCommitMax,
		committerDone: make(chan struct{}),
		stopFlusher:   make(chan struct{}),
		flusherDone:   make(chan struct{}),
	}
	s.cond.L = &s.mu
	s.mode.Store(int32(opts.FlushLogAtTrxCommit))
	go s.committer()
	go s.flusher()
	return s, nil
}

// openChecked opens the bbolt file, then checks it, turning every failure
// (and every panic bbolt raises on a damaged file) into an error naming
// the file.
func openChecked(path string, opts Options) (db *bolt.DB, err error) {
	var file *os.File
	bopts := &bolt.Options{
		// A second handlerd on the same datadir must fail, not wait.
		Timeout:      time.Second,
		FreelistType: bolt.FreelistMapType,
		// The freelist is rebuilt by a scan at open instead of written at
		// every commit: its size grows with the file's free pages, and
		// make bench saw commit latency grow with the file (2.6 ms per
		// one-row insert at 16 MB, 24 ms at 1.7 GB). The scan costs about
		// 0.1 s per GB, once, at startup (research/s3bolt.md B1).
		NoFreelistSync:  true,
		InitialMmapSize: opts.MmapSize,
		PageSize:        opts.PageSize,
		NoSync:          opts.FlushLogAtTrxCommit != 1,
		OpenFile: func(name string, flag int, mode os.FileMode) (*os.File, error) {
			f, err := os.OpenFile(name, flag, mode)
			file = f
			return f, err
		},
	}
	defer func() {
		if r := recover(); r != nil {
			// bbolt panicked half-way through Open. Unlock the file
			// explicitly: its mmap (which we cannot reach to unmap)
			// keeps the open file, and with it the lock, alive after
			// Close.
			if file != nil {
				unix.Flock(int(file.Fd()), unix.LOCK_UN)
				file.Close()
			}
			db, err = nil, fmt.Errorf("btree: %s: the data file is corrupt: %v", path, describePanic(r))
		}
	}()
	restore := setPanicOnFault()
	defer restore()

	db, err = bolt.Open(path, 0o600, bopts)
	switch {
	case errors.Is(err, berrors.ErrTimeout):
		return nil, fmt.Errorf("btree: %s: the datadir is in use: another handlerd holds the lock on this file", path)
	case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrChecksum), errors.Is(err, berrors.ErrVersionMismatch):
		return nil, fmt.Errorf("btree: %s: the data file is corrupt or not a BTREE data file: %w", path, err)
	case err != nil:
		return nil, fmt.Errorf("btree: %s: %w", path, err)
	}
	if err := check(db); err != nil {
		db.Close()
		return nil, fmt.Errorf("btree: %s: the data file is corrupt: %w", path, err)
	}
	return db, nil
}

// SetFlushMode changes innodb_flush_log_at_trx_commit. The committer reads
// it for every group; commits already acknowledged in a relaxed mode are
// made durable by the next fsync, whichever mode issues it.
func (s *Store) SetFlushMode(n int) error {
	if err := checkFlushMode(n); err != nil {
		return err
	}
	s.mode.Store(int32(n))
	return nil
}

// FlushMode returns the current innodb_flush_log_at_trx_commit.
func (s *Store) FlushMode() int { return int(s.mode.Load()) }

// Path returns the data file's path.
func (s *Store) Path() string { return s.path }

// Stats returns the counters.
func (s *Store) Stats() Stats {
	return Stats{Batches: s.batches.Load(), Groups: s.groups.Load(), Syncs: s.syncs.Load(), Failures: s.failures.Load()}
}

// Commit implements kv.Store: it queues b and returns at once.
func (s *Store) Commit(b *kv.Batch) func() error {
	return s.enqueue(&job{batch: b})
}

// DropTable implements kv.Store. It goes through the committer, so it is
// ordered after the commits queued before it and shares their fsync.
func (s *Store) DropTable(table uint64) error {
	return s.enqueue(&job{drop: table})()
}

func (s *Store) enqueue(j *job) func() error {
	j.done = make(chan error, 1)
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return func() error { return errClosed }
	}
	s.queue = append(s.queue, j)
	s.cond.Signal()
	s.mu.Unlock()
	return func() error { return <-j.done }
}

// committer applies queued jobs group by group until the store closes and
// the queue is empty.
func (s *Store) committer() {
	defer close(s.committerDone)
	var group []*job
	for {
		s.mu.Lock()
		for len(s.queue) == 0 && !s.closed {
			s.cond.Wait()
		}
		if len(s.queue) == 0 {
			s.mu.Unlock()
			return
		}
		group = group[:0]
		ops := 0
		n := 0
		for ; n < len(s.queue) && n < s.max && (n == 0 || ops < maxGroupOps); n++ {
			group = append(group, s.queue[n])
			if b := s.queue[n].batch; b != nil {
				ops += len(b.Ops)
			}
		}
		clear(s.queue[:n]) // let the batches be collected once done
		s.queue = s.queue[n:]
		s.mu.Unlock()
		s.commitGroup(group)
	}
}

// commitGroup applies the jobs in one bbolt transaction. If that fails for
// a reason other than a failed fsync, it retries each job alone, so a bad
// batch fails only itself.
func (s *Store) commitGroup(group []*job) {
	err := s.update(group)
	if err != nil && len(group) > 1 && s.failed.Load() == nil {
		s.log.Warn("btree: group commit failed; retrying its transactions one by one", "file", s.path, "transactions", len(group), "err", err)
		for _, j := range group {
			s.finish(j, s.update([]*job{j}))
		}
		return
	}
	for _, j := range group {
		s.finish(j, err)
	}
}

func (s *Store) finish(j *job, err error) {
	if j.batch != nil {
		if err == nil {
			s.batches.Add(1)
		} else {
			s.failures.Add(1)
		}
	}
	j.done <- err
}

// update runs one bbolt write transaction applying jobs.
func (s *Store) update(jobs []*job) error {
	if p := s.failed.Load(); p != nil {
		return *p
	}
	relaxed := s.mode.Load() != 1
	// Only this goroutine writes, so it may set NoSync between
	// transactions.
	s.db.NoSync = relaxed
	tx, err := s.db.Begin(true)
	if err != nil {
		return fmt.Errorf("btree: %s: %w", s.path, err)
	}
	a := applier{tx: tx, buckets: map[kv.Tree]*treeState{}}
	for _, j := range jobs {
		if j.batch != nil {
			err = a.batch(j.batch)
		} else {
			err = a.dropTable(j.drop)
		}
		if err != nil {
			tx.Rollback()
			return fmt.Errorf("btree: %w", err)
		}
	}
	a.setFill()
	if err := tx.Commit(); err != nil {
		if isSyncError(err) {
			// After a failed fsync Linux may have dropped the dirty
			// pages, and a later fsync would succeed over the gap:
			// committing anything more could hide lost data. Stop
			// writing.
			err = fmt.Errorf("btree: %s: writes stopped after a failed sync, restart handlerd: %w", s.path, err)
			s.failed.Store(&err)
			s.log.Error("btree: sync failed", "file", s.path, "err", err)
			return err
		}
		return fmt.Errorf("btree: %s: %w", s.path, err)
	}
	s.groups.Add(1)
	if relaxed {
		s.unsynced.Store(true)
	}
	return nil
}

// isSyncError reports whether a commit failed in an fsync. bbolt returns
// fdatasync's errno bare and wraps the grow path's fsync as text ("file
// sync error"), while failed writes and file growth (a full disk) come as
// *os.PathError or "file resize error": those left the file as it was and
// may be retried.
func isSyncError(err error) bool {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Op == "sync"
	}
	var errno syscall.Errno
	return errors.As(err, &errno) || strings.HasPrefix(err.Error(), "file sync error")
}

// flusher fsyncs once a second when relaxed commits are pending.
func (s *Store) flusher() {
	defer close(s.flusherDone)
	t := time.NewTicker(syncInterval)
	defer t.Stop()
	for {
		select {
		case <-s.stopFlusher:
			return
		case <-t.C:
			if err := s.sync(); err != nil {
				s.log.Error("btree: background sync failed", "file", s.path, "err", err)
			}
		}
	}
}

// sync fdatasyncs the file if a relaxed commit is not yet durable.
func (s *Store) sync() error {
	if !s.unsynced.Swap(false) {
		return nil
	}
	if err := s.db.Sync(); err != nil {
		err = fmt.Errorf("btree: %s: writes stopped after a failed sync, restart handlerd: %w", s.path, err)
		s.failed.CompareAndSwap(nil, &err)
		return err
	}
	s.syncs.Add(1)
	return nil
}

// Close implements kv.Store: it commits what is queued, makes it durable
// and closes the file. bbolt waits for open snapshots to be released.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.cond.Broadcast()
	s.mu.Unlock()
	<-s.committerDone
	close(s.stopFlusher)
	<-s.flusherDone
	err := s.sync()
	if cerr := s.db.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("btree: %s: %w", s.path, cerr)
	}
	return err
}

// Sweep drops the storage of every table whose ID is not in live: what a
// DDL interrupted by a crash left behind (a rebuilt table's new copy, or
// a dropped one's rows). It is meant for startup, before any DDL can
// create a table the caller's live set does not know yet.
func (s *Store) Sweep(live map[uint64]bool) error {
	orphans := map[uint64]bool{}
	err := s.db.View(func(tx *bolt.Tx) error {
		c := tx.Cursor()
		for k, _ := c.Seek([]byte{treePrefix}); len(k) > 0 && k[0] == treePrefix; k, _ = c.Next() {
			if id, n := binary.Uvarint(k[1:]); n > 0 && !live[id] {
				orphans[id] = true
			}
		}
		if mb := tx.Bucket(metaBucket); mb != nil {
			return mb.ForEach(func(k, _ []byte) error {
				if len(k) == 8 && !live[binary.BigEndian.Uint64(k)] { // not formatKey
					orphans[binary.BigEndian.Uint64(k)] = true
				}
				return nil
			})
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("btree: %s: %w", s.path, err)
	}
	for id := range orphans {
		if err := s.DropTable(id); err != nil {
			return err
		}
		s.log.Info("btree: freed storage of a table the catalog does not know", "file", s.path, "table_id", id)
	}
	return nil
}
