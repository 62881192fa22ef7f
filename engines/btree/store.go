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
	// maxGroupOps stops adding batches to a group: one group is one redo
	// log record, and, for jobs applied directly, one bbolt transaction
	// (bbolt advises against very large ones).
	maxGroupOps = 100_000
)

// syncInterval is the background flusher's period: it fsyncs the log in
// modes 0 and 2, and once flushInterval has passed since its last request
// asks for a flush (and so a checkpoint) if anything was logged.
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
	// ckptWanted asks the committer for a checkpoint.
	ckptWanted bool

	committerDone chan struct{}
	stopFlusher   chan struct{}
	flusherDone   chan struct{}

	// The redo log. In mode 1 the committer sends on syncReq once a
	// group's record is written; the syncer fdatasyncs the log while the
	// committer applies the group to bbolt, and answers on syncRes.
	wal      *wal
	dbFile   *os.File // the data file, for reading its meta pages
	pageSize int
	syncReq  chan struct{}
	syncRes  chan error
	syncDone chan struct{}

	// pin is the read transaction keeping the last durable checkpoint's
	// pages from reuse.
	pin *bolt.Tx

	// direct is set when the file outgrows its mapping (see goDirect):
	// bbolt then commits with fsync as it did before the redo log, and
	// there is neither log nor checkpoint nor memtable. mapLimit is the
	// mapping's size, used is the file's used size after the last commit.
	direct   atomic.Bool
	mapLimit int64
	used     atomic.Int64

	// What snapshots read (see view); viewMu serializes its updates.
	viewMu sync.Mutex
	view   atomic.Pointer[view]

	// The memtable, owned by the committer: mem is the active layer,
	// frozen the one being flushed (or whose flush failed), nil when
	// none; frozenLog is the log file begun when it was frozen. flushDone
	// is non-nil while a flush goroutine runs, which sends its outcome on
	// it. flushErr is the last flush's error: writes fail until a retry
	// succeeds.
	mem       *memtable
	frozen    *layer
	frozenLog uint64
	flushDone chan error
	flushErr  error

	// gate is held by the committer while it handles a group (tests hold
	// it to make the queue grow).
	gate sync.Mutex

	batches, groups, syncs, logSyncs, failures, checkpoints, flushes atomic.Uint64

	// Owned by the committer: when it last asked the syncer for a durable
	// group's fdatasync, and how many asynchronous commits that group
	// held (see groupWait).
	lastSync  time.Time
	lastAsync int

	// Guarded by mu: whether the committer waits for jobs (idle), when
	// the first job since it began to wait was queued (signaled), and the
	// share of its recent wake-ups that came slowWake or more after that,
	// in 1024ths (a moving average; see groupWait).
	idle      bool
	signaled  time.Time
	slowWakes int
}

// job is one unit for the committer: a batch or a table drop.
type job struct {
	batch *kv.Batch
	drop  uint64 // with batch == nil: the table to drop
	done  chan error
	// then, if set, gets the outcome instead of done (CommitAsync); it
	// runs on the committer and must not block.
	then func(error)
}

// Stats are counters since Open.
type Stats struct {
	// Batches is the number of batches (transactions) committed.
	Batches uint64
	// Groups is the number of group commits (one redo log record each;
	// in direct mode, see goDirect, one bbolt transaction instead);
	// Batches/Groups is the group-commit factor.
	Groups uint64
	// Flushes is the number of memtable flushes to bbolt.
	Flushes uint64
	// Syncs is the number of background fsyncs (modes 0 and 2).
	Syncs uint64
	// LogSyncs is the number of the redo log's fdatasyncs for durable
	// commits (mode 1); Batches/LogSyncs is the fsync-sharing factor.
	LogSyncs uint64
	// Failures is the number of batches that failed.
	Failures uint64
	// Checkpoints is the number of checkpoints taken.
	Checkpoints uint64
}

var errClosed = errors.New("btree: store is closed")

// OpenStore opens (creating it if needed) the bbolt file at path and
// recovers it from its redo log (see the package comment).
func OpenStore(path string, opts Options) (*Store, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	w, err := openWAL(path)
	if err != nil {
		return nil, err
	}
	s, err := openWithLog(path, opts, w)
	if err != nil {
		w.close()
		return nil, err
	}
	return s, nil
}

func openWithLog(path string, opts Options, w *wal) (*Store, error) {
	ck, err := w.readCheckpoint()
	if err != nil {
		return nil, fmt.Errorf("btree: %s: %w", path, err)
	}
	if ck != nil {
		if err := restoreMetas(path, ck); err != nil {
			return nil, fmt.Errorf("btree: %s: the data file is corrupt: %w", path, err)
		}
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
		wal: w, pageSize: db.Info().PageSize, mapLimit: int64(opts.MmapSize),
		committerDone: make(chan struct{}),
		stopFlusher:   make(chan struct{}),
		flusherDone:   make(chan struct{}),
		syncReq:       make(chan struct{}, 1),
		syncRes:       make(chan error, 1),
		syncDone:      make(chan struct{}),
	}
	if err := s.recover(ck); err != nil {
		if s.pin != nil {
			s.pin.Rollback()
		}
		if s.dbFile != nil {
			s.dbFile.Close()
		}
		db.Close()
		return nil, fmt.Errorf("btree: %s: %w", path, err)
	}
	s.cond.L = &s.mu
	s.mode.Store(int32(opts.FlushLogAtTrxCommit))
	go s.committer()
	go s.syncer()
	go s.flusher()
	return s, nil
}

// recover replays the redo log over the checkpointed state the file was
// opened at, then takes a checkpoint, which starts a new log file.
func (s *Store) recover(ck *checkpoint) error {
	var err error
	if s.dbFile, err = os.Open(s.path); err != nil {
		return err
	}
	next := uint64(1)
	if ck != nil {
		// One write transaction replays the whole log: it only writes
		// pages free in the checkpointed state, so that state stays
		// intact until the transaction commits, fsynced (no pin, which
		// would stop bbolt from remapping a file that outgrows its
		// mapping).
		tx, err := s.db.Begin(true)
		if err != nil {
			return err
		}
		a := newApplier(tx)
		var n int
		next, n, err = s.wal.replay(ck.firstLog, a.jobs)
		if err == nil && n > 0 {
			a.setFill()
			s.db.NoSync = false
			err = tx.Commit()
			s.db.NoSync = true
			s.log.Info("btree: replayed the redo log", "file", s.path, "transactions", n)
		} else {
			tx.Rollback()
		}
		if err != nil {
			return err
		}
	} else {
		// No checkpoint: a new file, one written before the redo log
		// existed, or one whose log was dropped (goDirect). Any log file
		// is a leftover.
		if err := s.wal.removeBefore(1 << 63); err != nil {
			return err
		}
		if err := s.db.Sync(); err != nil { // bbolt may have written it without fsync
			return err
		}
	}
	s.wal.num = next - 1
	if err := s.db.View(func(tx *bolt.Tx) error { s.used.Store(tx.Size()); return nil }); err != nil {
		return err
	}
	ck, pin, err := s.beginCheckpoint()
	if err != nil {
		return err
	}
	if err := s.finishCheckpoint(ck, pin, false); err != nil {
		return err
	}
	s.mem = newMemtable(0)
	s.view.Store(&view{rt: s.newReadTx(), active: s.mem.pub})
	return nil
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
		// Commits are made durable by the redo log; the file is
		// fdatasynced at checkpoints.
		NoSync:     true,
		NoGrowSync: true,
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

	if err := checkPages(path); err != nil {
		return nil, fmt.Errorf("btree: %s: the data file is corrupt: %w", path, err)
	}
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
	return Stats{Batches: s.batches.Load(), Groups: s.groups.Load(), Flushes: s.flushes.Load(), Syncs: s.syncs.Load(), LogSyncs: s.logSyncs.Load(), Failures: s.failures.Load(), Checkpoints: s.checkpoints.Load()}
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

// CommitAsync implements kv.AsyncStore: Commit whose outcome goes to then.
func (s *Store) CommitAsync(b *kv.Batch, then func(error)) {
	s.enqueue(&job{batch: b, then: then})
}

func (s *Store) enqueue(j *job) func() error {
	if j.then == nil {
		j.done = make(chan error, 1)
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		if j.then != nil {
			j.then(errClosed)
		}
		return func() error { return errClosed }
	}
	if s.idle && s.signaled.IsZero() {
		s.signaled = time.Now()
	}
	s.queue = append(s.queue, j)
	s.cond.Signal()
	s.mu.Unlock()
	return func() error { return <-j.done }
}

// committer commits queued jobs group by group until the store closes and
// the queue is empty, then flushes the memtable; between groups it starts
// flushes.
func (s *Store) committer() {
	defer close(s.committerDone)
	var group []*job
	for {
		s.mu.Lock()
		s.idle = true
		for len(s.queue) == 0 && !s.closed && !s.ckptWanted {
			s.cond.Wait()
		}
		s.idle = false
		if !s.signaled.IsZero() {
			slow := 0
			if time.Since(s.signaled) >= slowWake {
				slow = 1024
			}
			s.slowWakes += (slow - s.slowWakes) / 8
			s.signaled = time.Time{}
		}
		want := s.ckptWanted
		s.ckptWanted = false
		if d := s.groupWait(); d > 0 {
			s.mu.Unlock()
			time.Sleep(d)
			s.mu.Lock()
		}
		if len(s.queue) == 0 && s.closed {
			s.mu.Unlock()
			if !s.direct.Load() {
				if err := s.startFlush(true); err != nil {
					s.log.Error("btree: flushing the memtable at close failed; the redo log keeps its commits", "file", s.path, "err", err)
				}
			}
			return
		}
		group = group[:0]
		ops, size := 0, 0
		n := 0
		for ; n < len(s.queue) && n < s.max && (n == 0 || ops < maxGroupOps); n++ {
			group = append(group, s.queue[n])
			if b := s.queue[n].batch; b != nil {
				ops += len(b.Ops)
				for i := range b.Ops {
					size += len(b.Ops[i].Key) + len(b.Ops[i].Value)
				}
			}
		}
		clear(s.queue[:n]) // let the batches be collected once done
		s.queue = s.queue[n:]
		s.mu.Unlock()
		s.gate.Lock()
		if len(group) > 0 {
			s.commitJobs(group, int64(size))
			clear(group)
		}
		if !s.direct.Load() && (want || s.mem.full()) {
			s.startFlush(false)
		}
		s.gate.Unlock()
	}
}

// groupWait is how long the committer lets the queue grow before it takes
// the next group (s.mu held): in mode 1, while the log's fdatasyncs hold
// their P (wal.holdP) and most of the committer's recent wake-ups came
// slowWake or more after their job (something else holds every P), until
// two average fdatasyncs have passed since the last durable group's
// began, if that group held several asynchronous commits and fewer than
// maxGroupWaiters jobs are queued.
//
// Event loops queue their connections' commits (CommitAsync) and go on
// serving the others, so when they keep every P busy, what an fdatasync
// costs them is CPU rather than a client's turn: the kernel's work and
// interrupts, and the P the syncer holds while the device works. Under
// memcaslap innodb_only (64 connections, 1 in 10 requests a set) the log
// took about 3,800 fdatasyncs a second, of about 4 sets each; waiting,
// about 2,100 of 8, and the throughput rose 3% (medians of 7 alternating
// runs: 0.774x memcached's before, 0.799x after). Where the writers are
// what the time goes to, waiting only delays them: memcaslap sets alone
// from 4 or 16 connections, whose commits wake an idle committer within
// about 3 and 16 us, ran a quarter to a third slower with the wait (17k
// against 27k sets a second from 4); and a synchronous commit's goroutine
// waits for its fdatasync, so when a few clients commit in a closed loop
// nobody else comes meanwhile (sysbench oltp_insert with 4 threads lost
// 13% to such a wait): groups of synchronous commits are never followed
// by one.
func (s *Store) groupWait() time.Duration {
	if s.slowWakes < 512 || s.lastAsync < 2 || len(s.queue) >= maxGroupWaiters || s.closed || s.mode.Load() != 1 {
		return 0
	}
	took, held := s.wal.syncStats()
	if !held {
		return 0
	}
	return time.Until(s.lastSync.Add(2 * took))
}

// maxGroupWaiters is the queue length from which groupWait waits no more.
const maxGroupWaiters = 64

// slowWake is the delay from a job's arrival to the idle committer running
// from which groupWait counts the wake-up as slow: under memcaslap's 9:1
// mix the committer waited about 130 us for a loop to yield its P.
const slowWake = 50 * time.Microsecond

// requestSync asks the syncer for the log's fdatasync for group.
func (s *Store) requestSync(group []*job) {
	s.lastSync, s.lastAsync = time.Now(), 0
	for _, j := range group {
		if j.then != nil {
			s.lastAsync++
		}
	}
	s.syncReq <- struct{}{}
}

// commitJobs commits a group: into the memtable (commitMem), or, for
// jobs it does not take and in direct mode, straight into bbolt
// (commitGroup) after a flush of the memtable. size is the group's bytes.
func (s *Store) commitJobs(group []*job, size int64) {
	if s.direct.Load() {
		s.commitGroup(group)
		return
	}
	s.pollFlush(false)
	var pending int64
	if s.frozen != nil {
		pending = s.frozen.bytes
	}
	nearEnd := s.used.Load()+4*(size+s.mem.bytes+pending)+mapMargin(s.mapLimit) >= s.mapLimit
	if !nearEnd && !needsBolt(group) {
		s.commitMem(group)
		return
	}
	if err := s.startFlush(true); err != nil {
		for _, j := range group {
			s.finish(j, err)
		}
		return
	}
	if nearEnd {
		s.goDirect()
	}
	s.commitGroup(group)
}

// commitGroup applies the jobs in one bbolt transaction, logged as one
// record. If that fails for a reason other than a failed fsync, it
// retries each job alone, so a bad batch fails only itself. In mode 1 the
// record's fdatasync runs while the group applies, and the jobs are
// acknowledged once both are done; in modes 0 and 2 once applied.
func (s *Store) commitGroup(group []*job) {
	relaxed := s.mode.Load() != 1
	if s.direct.Load() {
		// Only this goroutine writes, so it may set NoSync between
		// transactions.
		s.db.NoSync = relaxed
	}
	group = s.refuseInvalid(group)
	ok := group
	if err := s.update(group, !relaxed); err != nil {
		ok = nil
		if len(group) > 1 && s.failed.Load() == nil {
			s.log.Warn("btree: group commit failed; retrying its transactions one by one", "file", s.path, "transactions", len(group), "err", err)
			for _, j := range group {
				if err := s.update([]*job{j}, !relaxed); err != nil {
					s.finish(j, err)
				} else {
					ok = append(ok, j)
				}
			}
		} else {
			for _, j := range group {
				s.finish(j, err)
			}
		}
	}
	if relaxed && len(ok) > 0 {
		s.unsynced.Store(true)
	}
	for _, j := range ok {
		s.finish(j, nil)
	}
}

// refuseInvalid fails the batches bbolt would refuse (a key or value out
// of its bounds) and returns the other jobs. It runs before a group is
// logged: the log must hold only what replay can apply, since its record
// may be durable before the group's bbolt transaction fails.
func (s *Store) refuseInvalid(group []*job) []*job {
	valid := group[:0]
	for _, j := range group {
		if err := checkBatch(j.batch); err != nil {
			s.finish(j, fmt.Errorf("btree: %w", err))
			continue
		}
		valid = append(valid, j)
	}
	return valid
}

// checkBatch returns the error bbolt's Put would return for one of b's
// ops, if any.
func checkBatch(b *kv.Batch) error {
	if b == nil {
		return nil
	}
	for i := range b.Ops {
		op := &b.Ops[i]
		switch {
		case op.Delete:
		case len(op.Key) == 0:
			return berrors.ErrKeyRequired
		case len(op.Key) > bolt.MaxKeySize:
			return berrors.ErrKeyTooLarge
		case int64(len(op.Value)) > bolt.MaxValueSize:
			return berrors.ErrValueTooLarge
		}
	}
	return nil
}

func (s *Store) finish(j *job, err error) {
	if j.batch != nil {
		if err == nil {
			s.batches.Add(1)
		} else {
			s.failures.Add(1)
		}
	}
	if j.then != nil {
		j.then(err)
		return
	}
	j.done <- err
}

// syncer fdatasyncs the log for each request on syncReq and answers on
// syncRes, until syncReq is closed. Tried and dropped: the fdatasync
// through an io_uring, waited for in Go's poller so that the syncer holds
// no P meanwhile. Under memcaslap innodb_only its completions were noticed
// late (only when a P polls the network, which busy event loops delay):
// sets waited longer and the throughput was no better.
func (s *Store) syncer() {
	defer close(s.syncDone)
	for range s.syncReq {
		err := s.syncLog()
		s.logSyncs.Add(1)
		s.syncRes <- err
	}
}

// update applies jobs in one bbolt transaction and logs them; with
// durable, it returns once they are durable too.
func (s *Store) update(jobs []*job, durable bool) error {
	if p := s.failed.Load(); p != nil {
		return *p
	}
	return s.apply(jobs, !s.direct.Load(), durable)
}

// apply runs one bbolt write transaction applying jobs. With logged set,
// their record is appended to the redo log first, and invalidated if the
// transaction fails; with durable set too, the syncer fdatasyncs the log
// meanwhile, and apply returns once that is done. bbolt commits without
// fsync: the log makes the jobs durable, checkpoints the file. Without
// logged (direct mode), bbolt's commit fsyncs unless NoSync is set.
func (s *Store) apply(jobs []*job, logged, durable bool) error {
	var at int64
	syncing := false
	if logged {
		var err error
		if at, err = s.wal.append(jobs); err != nil {
			return fmt.Errorf("btree: %s: redo log: %w", s.path, err)
		}
		if durable {
			s.requestSync(jobs)
			syncing = true
		}
	}
	err := s.applyTx(jobs)
	if syncing {
		if serr := <-s.syncRes; err == nil {
			// A failed sync stopped the store (syncLog); the group is
			// applied but not acknowledged.
			err = serr
			logged = false // nothing to undo
		}
	}
	if err != nil && logged {
		if uerr := s.wal.undo(at); uerr != nil {
			s.stop(uerr)
		}
	}
	return err
}

// applyTx applies jobs in one bbolt write transaction and commits it.
func (s *Store) applyTx(jobs []*job) error {
	err := s.boltUpdate(func(a *applier) error {
		if err := a.jobs(jobs); err != nil {
			return fmt.Errorf("btree: %w", err)
		}
		return nil
	})
	// Before any job of the group is acknowledged: a snapshot opened after
	// an acknowledgement must not share a read transaction from before it.
	s.refreshView()
	if err != nil {
		return err
	}
	s.groups.Add(1)
	return nil
}

// boltUpdate runs fill in one bbolt write transaction (rolled back, with
// fill's error returned as is, if it fails), packs appended leaves
// (setFill), commits and records the file's size. A commit that failed in
// an fsync (direct mode: bbolt's own fdatasync) stops the store.
func (s *Store) boltUpdate(fill func(a *applier) error) error {
	tx, err := s.db.Begin(true)
	if err != nil {
		return fmt.Errorf("btree: %s: %w", s.path, err)
	}
	a := newApplier(tx)
	if err := fill(a); err != nil {
		tx.Rollback()
		return err
	}
	a.setFill()
	used := tx.Size()
	if err := tx.Commit(); err != nil {
		if isSyncError(err) {
			return s.stop(err)
		}
		return fmt.Errorf("btree: %s: %w", s.path, err)
	}
	s.used.Store(used)
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

// mapMargin is how close to the end of the mapping the file may grow
// before the store goes direct.
func mapMargin(limit int64) int64 { return min(limit/4, 256<<20) }

// goDirect stops using the redo log, for good in this process. bbolt must
// remap the file to grow past its mapping, which waits until every read
// transaction ends, and the pin never does. So, before that can happen:
// the file is fdatasynced (it then holds every commit), the checkpoint
// file and the log are deleted, so a restart opens the file as bbolt left
// it, and the pin is released; from then on every bbolt commit fsyncs
// (mode 1) or the flusher does (modes 0 and 2). Only the committer calls
// it, with the memtable flushed.
func (s *Store) goDirect() {
	s.log.Warn("btree: the data file nears the end of its mapping; committing without the redo log from now on (each commit fsyncs the data file twice)", "file", s.path, "used", s.used.Load(), "mmap_size", s.mapLimit)
	err := s.db.Sync()
	if err == nil {
		err = s.wal.drop()
	}
	if err != nil {
		s.stop(err)
		return
	}
	s.direct.Store(true)
	s.refreshView() // no more shared read transaction
	if s.pin != nil {
		s.pin.Rollback()
		s.pin = nil
	}
}

// stop records a failed fsync (or a log that can no longer be trusted)
// and returns the error every later write gets. After a failed fsync
// Linux may have dropped the dirty pages, and a later fsync would succeed
// over the gap: committing anything more could hide lost data.
func (s *Store) stop(err error) error {
	err = fmt.Errorf("btree: %s: writes stopped after a failed sync, restart handlerd: %w", s.path, err)
	if s.failed.CompareAndSwap(nil, &err) {
		s.log.Error("btree: sync failed", "file", s.path, "err", err)
	}
	return *s.failed.Load()
}

// syncLog fdatasyncs the redo log.
func (s *Store) syncLog() error {
	if p := s.failed.Load(); p != nil {
		return *p
	}
	sync := s.wal.sync
	if s.direct.Load() {
		sync = s.db.Sync
	}
	if err := sync(); err != nil {
		return s.stop(err)
	}
	return nil
}

// flusher fdatasyncs the log once a second when relaxed commits are
// pending, and asks the committer for a checkpoint when the log grew.
func (s *Store) flusher() {
	defer close(s.flusherDone)
	t := time.NewTicker(syncInterval)
	defer t.Stop()
	lastFlush := time.Now()
	for {
		select {
		case <-s.stopFlusher:
			return
		case <-t.C:
			if err := s.sync(); err != nil {
				s.log.Error("btree: background sync failed", "file", s.path, "err", err)
			}
			if s.wal.written() > 0 && !s.direct.Load() && time.Since(lastFlush) >= flushInterval {
				lastFlush = time.Now()
				s.mu.Lock()
				s.ckptWanted = true
				s.cond.Signal()
				s.mu.Unlock()
			}
		}
	}
}

// sync fdatasyncs the log if a relaxed commit is not yet durable.
func (s *Store) sync() error {
	if !s.unsynced.Swap(false) {
		return nil
	}
	if err := s.syncLog(); err != nil {
		return err
	}
	s.syncs.Add(1)
	return nil
}

// beginCheckpoint pins the state the last commit left, reads its meta
// pages and starts a new log file for the commits after it. Open calls
// it after recovery (flushes checkpoint themselves, see flush).
func (s *Store) beginCheckpoint() (*checkpoint, *bolt.Tx, error) {
	pin, err := s.db.Begin(false)
	if err != nil {
		return nil, nil, err
	}
	metas, err := readMetas(s.dbFile, s.pageSize)
	if err == nil {
		err = s.wal.rotate(s.wal.num + 1)
	}
	if err != nil {
		pin.Rollback()
		return nil, nil, err
	}
	return &checkpoint{pageSize: s.pageSize, firstLog: s.wal.num, metas: metas}, pin, nil
}

// finishCheckpoint fdatasyncs the data file, which makes the pinned
// state durable, records it in the checkpoint file, then lets the
// previous checkpoint's pages be reused and retires the log files it
// needed; with prepare (not at open or close) one becomes the next log
// file.
func (s *Store) finishCheckpoint(ck *checkpoint, pin *bolt.Tx, prepare bool) error {
	if err := s.db.Sync(); err != nil {
		pin.Rollback()
		return s.stop(err)
	}
	if err := s.wal.writeCheckpoint(ck); err != nil {
		pin.Rollback()
		return fmt.Errorf("btree: %s: writing the checkpoint: %w", s.path, err)
	}
	old := s.pin
	s.pin = pin
	if old != nil {
		old.Rollback()
	}
	s.checkpoints.Add(1)
	if err := s.wal.retire(ck.firstLog, prepare); err != nil {
		s.log.Warn("btree: cannot recycle or delete old redo log files", "file", s.path, "err", err)
	}
	return nil
}

// Close implements kv.Store: it commits what is queued, makes it durable
// in the file, drops the log and closes the file. bbolt waits for open
// snapshots to be released.
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
	close(s.syncReq)
	<-s.syncDone
	close(s.stopFlusher)
	<-s.flusherDone
	err := s.sync()
	if err == nil && s.flushErr != nil {
		// The log and the checkpoint stay: the next open replays them.
		err = s.flushErr
	}
	if err == nil && s.failed.Load() == nil && !s.direct.Load() {
		// Once fdatasynced, the file holds every commit and is
		// consistent by itself: the log and the checkpoint go, so the
		// next open takes the file as it is. (A checkpoint left behind
		// would be wrong if another program, an older handlerd, wrote
		// the file in between.)
		if err = s.db.Sync(); err == nil {
			err = s.wal.drop()
		}
		if err != nil {
			err = fmt.Errorf("btree: %s: %w", s.path, err)
		}
	}
	if s.pin != nil {
		s.pin.Rollback()
		s.pin = nil
	}
	s.publish(func(v *view) { *v = view{} })
	if cerr := s.db.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("btree: %s: %w", s.path, cerr)
	}
	s.dbFile.Close()
	s.wal.close()
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
	// Tables only the memtable holds so far.
	v := s.view.Load()
	for _, l := range []*layer{v.frozen, v.active} {
		if l == nil {
			continue
		}
		for t := range l.trees {
			if !live[t.Table] {
				orphans[t.Table] = true
			}
		}
		for id := range l.metas {
			if !live[id] {
				orphans[id] = true
			}
		}
	}
	for id := range orphans {
		if err := s.DropTable(id); err != nil {
			return err
		}
		s.log.Info("btree: freed storage of a table the catalog does not know", "file", s.path, "table_id", id)
	}
	return nil
}
