package btree

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"handlerd/engines/kv"
)

func openStore(t *testing.T, opts Options) *Store {
	t.Helper()
	s, err := OpenStore(filepath.Join(t.TempDir(), FileName), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func put(table uint64, key, value string) *kv.Batch {
	return &kv.Batch{
		Ops:        []kv.Op{{Tree: kv.Tree{Table: table}, Key: []byte(key), Value: []byte(value)}},
		CountDelta: map[uint64]int64{table: 1},
	}
}

func get(t *testing.T, s *Store, table uint64, key string) (string, bool) {
	t.Helper()
	sn, err := s.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	defer sn.Release()
	v, ok, err := sn.Get(kv.Tree{Table: table}, []byte(key))
	if err != nil {
		t.Fatal(err)
	}
	return string(v), ok
}

// holdWriter blocks the committer (at its next group) until the returned
// function is called.
func holdWriter(t *testing.T, s *Store) func() {
	s.gate.Lock()
	return s.gate.Unlock
}

// waitQueueEmpty waits until the committer has taken every queued job.
func waitQueueEmpty(s *Store) {
	for {
		s.mu.Lock()
		n := len(s.queue)
		s.mu.Unlock()
		if n == 0 {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// A batch that bbolt refuses (a key over MaxKeySize) fails alone: the
// batches committed in the same group with it succeed.
func TestBadBatchFailsAlone(t *testing.T) {
	s := openStore(t, DefaultOptions())
	release := holdWriter(t, s)
	first := s.Commit(put(1, "a", "1")) // the committer takes it, then waits
	waitQueueEmpty(s)
	huge := string(make([]byte, bolt.MaxKeySize+1))
	waits := []func() error{
		s.Commit(put(1, "b", "2")),
		s.Commit(put(1, huge, "bad")),
		s.Commit(put(1, "c", "3")),
	}
	groupsBefore := s.Stats().Groups
	release()
	if err := first(); err != nil {
		t.Fatal(err)
	}
	for i, w := range waits {
		err := w()
		if i == 1 {
			if !errors.Is(err, berrors.ErrKeyTooLarge) {
				t.Fatalf("oversized key: %v, want ErrKeyTooLarge", err)
			}
		} else if err != nil {
			t.Fatalf("group-mate %d failed: %v", i, err)
		}
	}
	// first's group, then b and c in one: the oversized batch is refused
	// before its group is logged (see refuseInvalid).
	if st := s.Stats(); st.Groups-groupsBefore != 2 || st.Failures != 1 || st.Batches != 3 {
		t.Fatalf("stats %+v (groups before %d)", st, groupsBefore)
	}
	for _, k := range []string{"a", "b", "c"} {
		if _, ok := get(t, s, 1, k); !ok {
			t.Fatalf("key %s missing", k)
		}
	}
	if _, ok := get(t, s, 1, huge); ok {
		t.Fatal("oversized key stored")
	}
	sn, _ := s.Snapshot()
	defer sn.Release()
	if n, _ := sn.Count(1); n != 3 {
		t.Fatalf("count %d, want 3 (the failed batch's delta must not apply)", n)
	}
	// The refused batch never reached the redo log: a crash image of the
	// log and the file replays (an oversized key would fail replay).
	crash := filepath.Join(t.TempDir(), "crash")
	copyDir(t, walDir(s.path), walDir(filepath.Join(crash, FileName)))
	copyDir(t, filepath.Dir(s.path), crash)
	rs, err := OpenStore(filepath.Join(crash, FileName), DefaultOptions())
	if err != nil {
		t.Fatalf("reopening a crash image: %v", err)
	}
	defer rs.Close()
	for _, k := range []string{"a", "b", "c"} {
		if _, ok := get(t, rs, 1, k); !ok {
			t.Fatalf("key %s missing after replay", k)
		}
	}
}

// Batches queued while the committer is busy are committed together, in
// order: a later batch's write of the same key wins.
func TestGroupCommitOrder(t *testing.T) {
	s := openStore(t, DefaultOptions())
	release := holdWriter(t, s)
	first := s.Commit(put(1, "k", "first"))
	waitQueueEmpty(s)
	var waits []func() error
	for i := range 100 {
		waits = append(waits, s.Commit(put(1, "k", fmt.Sprint(i))))
	}
	release()
	first()
	for _, w := range waits {
		if err := w(); err != nil {
			t.Fatal(err)
		}
	}
	if st := s.Stats(); st.Groups != 2 {
		t.Fatalf("101 batches took %d groups, want 2", st.Groups)
	}
	if v, _ := get(t, s, 1, "k"); v != "99" {
		t.Fatalf("k = %q, want the last write", v)
	}
}

func TestGroupCommitMax(t *testing.T) {
	opts := DefaultOptions()
	opts.GroupCommitMax = 10
	s := openStore(t, opts)
	release := holdWriter(t, s)
	first := s.Commit(put(1, "x", "x"))
	waitQueueEmpty(s)
	var waits []func() error
	for i := range 95 {
		waits = append(waits, s.Commit(put(1, fmt.Sprint(i), "v")))
	}
	release()
	first()
	for _, w := range waits {
		if err := w(); err != nil {
			t.Fatal(err)
		}
	}
	if st := s.Stats(); st.Groups != 11 {
		t.Fatalf("1+95 batches at 10 per group took %d groups, want 11", st.Groups)
	}
}

// Many goroutines committing at once share the redo log's fsyncs.
func TestConcurrentCommitsGroup(t *testing.T) {
	s := openStore(t, DefaultOptions())
	const writers, each = 32, 20
	var batches []*kv.Batch
	for w := range writers {
		for i := range each {
			batches = append(batches, put(2, fmt.Sprintf("%02d-%03d", w, i), "v"))
		}
	}
	commitFrom(t, s, writers, batches)
	st := s.Stats()
	t.Logf("%d commits in %d bbolt transactions, %d log fsyncs", st.Batches, st.Groups, st.LogSyncs)
	if st.Batches != writers*each || st.LogSyncs > st.Batches/4 {
		t.Fatalf("stats %+v: commits were not grouped", st)
	}
}

func TestFlushModes(t *testing.T) {
	old := syncInterval
	syncInterval = 20 * time.Millisecond
	defer func() { syncInterval = old }()
	opts := DefaultOptions()
	opts.FlushLogAtTrxCommit = 2
	s := openStore(t, opts)
	if err := s.Commit(put(1, "a", "1"))(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for s.Stats().Syncs == 0 {
		if time.Now().After(deadline) {
			t.Fatal("no background sync in mode 2")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := s.SetFlushMode(1); err != nil {
		t.Fatal(err)
	}
	syncs := s.Stats().Syncs
	for i := range 5 {
		if err := s.Commit(put(1, fmt.Sprint(i), "1"))(); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(100 * time.Millisecond)
	if s.Stats().Syncs != syncs {
		t.Fatal("background sync ran in mode 1, where every commit syncs itself")
	}
	if err := s.SetFlushMode(3); err == nil {
		t.Fatal("mode 3 accepted")
	}
}

// GetMany returns the same answers, in key order, one cursor or split
// among goroutines.
func TestGetMany(t *testing.T) {
	s := openStore(t, DefaultOptions())
	b := &kv.Batch{}
	for i := 0; i < 5000; i += 2 { // even keys only
		b.Ops = append(b.Ops, kv.Op{Tree: kv.Tree{Table: 3}, Key: []byte(fmt.Sprintf("%06d", i)), Value: []byte(fmt.Sprint("v", i))})
	}
	if err := s.Commit(b)(); err != nil {
		t.Fatal(err)
	}
	var keys [][]byte
	for i := 1; i < 6000; i += 3 { // some present, some missing, some past the end
		keys = append(keys, []byte(fmt.Sprintf("%06d", i)))
	}
	for _, parallel := range []bool{false, true} {
		if parallel {
			old := coldPerKey
			coldPerKey = 0
			defer func() { coldPerKey = old }()
		}
		sn, _ := s.Snapshot()
		last, hits := -1, 0
		err := sn.(kv.MultiGetter).GetMany(kv.Tree{Table: 3}, keys, func(i int, v []byte) {
			n, _ := strconv.Atoi(string(keys[i]))
			if i <= last || n%2 != 0 || n >= 5000 || string(v) != fmt.Sprint("v", n) {
				t.Errorf("parallel=%v: fn(%d, %q) after %d", parallel, i, v, last)
			}
			last = i
			hits++
		})
		sn.Release()
		if err != nil || hits != 833 {
			t.Fatalf("parallel=%v: %d hits, %v", parallel, hits, err)
		}
	}
	// A missing tree is empty.
	sn, _ := s.Snapshot()
	defer sn.Release()
	sn.(kv.MultiGetter).GetMany(kv.Tree{Table: 99}, keys, func(int, []byte) { t.Fatal("hit in a missing tree") })
}

// Snapshots opened between flushes share one read transaction: a commit
// goes to the memtable, visible to the snapshots opened after it was
// acknowledged (through their overlay), not to older ones. A flush starts
// a new read transaction; the old one lives while a snapshot or cursor
// uses it.
func TestSharedSnapshot(t *testing.T) {
	onlyForcedCheckpoints(t)
	s := openStore(t, DefaultOptions())
	if err := s.Commit(put(1, "a", "1"))(); err != nil {
		t.Fatal(err)
	}
	sn1, _ := s.Snapshot()
	sn2, _ := s.Snapshot()
	rt := sn1.(*snapshot).rt
	if sn2.(*snapshot).rt != rt {
		t.Fatal("two snapshots with no flush between them do not share their read transaction")
	}
	c, _ := sn1.Cursor(kv.Tree{Table: 1})
	if err := s.Commit(put(1, "b", "2"))(); err != nil {
		t.Fatal(err)
	}
	sn3, _ := s.Snapshot()
	if sn3.(*snapshot).rt != rt {
		t.Fatal("a commit into the memtable started a new read transaction")
	}
	checkpointNow(t, s) // flushes
	sn4, _ := s.Snapshot()
	if sn4.(*snapshot).rt == rt {
		t.Fatal("a snapshot opened after a flush reuses the read transaction from before it")
	}
	for _, sn := range []kv.Snapshot{sn3, sn4} {
		if _, ok, _ := sn.Get(kv.Tree{Table: 1}, []byte("b")); !ok {
			t.Fatal("the acknowledged commit is not visible to a later snapshot")
		}
	}
	for _, sn := range []kv.Snapshot{sn1, sn2} {
		if _, ok, _ := sn.Get(kv.Tree{Table: 1}, []byte("b")); ok {
			t.Fatal("an older snapshot sees a later commit")
		}
	}
	sn1.Release()
	sn2.Release()
	sn3.Release()
	// sn1's cursor keeps the read transaction.
	if rt.refs.Load() != 1 {
		t.Fatalf("%d references left, want the cursor's", rt.refs.Load())
	}
	if k, _ := c.Seek([]byte("a")); string(k) != "a" {
		t.Fatalf("cursor after release: %q", k)
	}
	if k, _ := c.Next(); k != nil {
		t.Fatalf("cursor sees a later commit: %q", k)
	}
	c.Close()
	if rt.refs.Load() != 0 {
		t.Fatalf("%d references left after the last cursor closed", rt.refs.Load())
	}
	sn4.Release()
	// The store's own reference does not keep Close waiting.
	done := make(chan error, 1)
	go func() { done <- s.Close() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Close hangs on the shared read transaction")
	}
}

// Readers racing with commits: a snapshot opened after a commit was
// acknowledged sees it (go test -race also checks the sharing itself).
func TestSharedSnapshotConcurrent(t *testing.T) {
	s := openStore(t, DefaultOptions())
	const commits = 300
	var acked atomic.Int64
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for range 4 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				want := acked.Load()
				sn, err := s.Snapshot()
				if err != nil {
					t.Error(err)
					return
				}
				v, ok, _ := sn.Get(kv.Tree{Table: 1}, []byte("k"))
				got := int64(0)
				if ok {
					got, _ = strconv.ParseInt(string(v), 10, 64)
				}
				c, _ := sn.Cursor(kv.Tree{Table: 1})
				k, v2 := c.First()
				sn.Release()
				if ok && (string(k) != "k" || string(v2) != string(v)) {
					t.Errorf("cursor and Get disagree: %q=%q, Get %q", k, v2, v)
				}
				c.Close()
				if got < want {
					t.Errorf("snapshot sees %d, but %d was acknowledged before it opened", got, want)
					return
				}
			}
		})
	}
	for i := int64(1); i <= commits; i++ {
		if err := s.Commit(put(1, "k", strconv.FormatInt(i, 10)))(); err != nil {
			t.Fatal(err)
		}
		acked.Store(i)
	}
	close(stop)
	wg.Wait()
}

// After a durable group of several asynchronous commits, while most of
// the committer's wake-ups are slow, it lets the next group gather until
// two average fdatasyncs have passed since that group's began; not when
// it wakes promptly, after one such commit or synchronous ones, nor with
// a long queue, a slow device (its sync not held), or in modes 0 and 2.
func TestGroupWait(t *testing.T) {
	s, err := OpenStore(filepath.Join(t.TempDir(), FileName), DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	async, sync := &job{then: func(error) {}}, &job{}
	const fast = heldSyncLimit - 100*time.Microsecond
	s.mu.Lock() // the committer waits on the empty queue meanwhile
	defer s.mu.Unlock()
	for _, c := range []struct {
		name   string
		group  []*job
		queued int
		took   time.Duration
		mode   int32
		slow   int
		wait   bool
	}{
		{"async", []*job{async, sync, async}, 3, fast, 1, 1024, true},
		{"one async", []*job{async, sync}, 0, fast, 1, 1024, false},
		{"sync", []*job{sync, sync, sync}, 0, fast, 1, 1024, false},
		{"long queue", []*job{async, async}, maxGroupWaiters, fast, 1, 1024, false},
		{"slow device", []*job{async, async}, 0, heldSyncLimit, 1, 1024, false},
		{"mode 2", []*job{async, async}, 0, fast, 2, 1024, false},
		{"prompt wake-ups", []*job{async, async}, 0, fast, 1, 500, false},
	} {
		s.requestSync(c.group)
		if err := <-s.syncRes; err != nil {
			t.Fatal(err)
		}
		s.wal.mu.Lock()
		s.wal.syncTook = c.took
		s.wal.mu.Unlock()
		s.queue = make([]*job, c.queued)
		s.mode.Store(c.mode)
		s.slowWakes = c.slow
		d := s.groupWait()
		if c.wait && d <= 0 && time.Since(s.lastSync) >= 2*c.took {
			t.Logf("%s: descheduled past the wait; not checked", c.name)
			continue
		}
		if waited := d > 0; waited != c.wait || d > 2*c.took {
			t.Errorf("%s: groupWait %v", c.name, d)
		}
	}
	s.queue, s.lastAsync, s.slowWakes = nil, 0, 0
	s.mode.Store(1)
}
