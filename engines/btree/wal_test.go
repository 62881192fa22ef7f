package btree

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"handlerd/engines/kv"
)

// checkpointNow asks the committer for a checkpoint until one more has
// finished (a request is dropped while the previous checkpoint is still
// retiring its log files).
func checkpointNow(t *testing.T, s *Store) {
	t.Helper()
	n := s.Stats().Checkpoints
	deadline := time.Now().Add(10 * time.Second)
	for i := 0; s.Stats().Checkpoints == n; i++ {
		if time.Now().After(deadline) {
			t.Fatal("no checkpoint")
		}
		if i%20 == 0 {
			s.mu.Lock()
			s.ckptWanted = true
			s.cond.Signal()
			s.mu.Unlock()
		}
		time.Sleep(time.Millisecond)
	}
}

// onlyForcedCheckpoints turns the automatic flushes (and so checkpoints)
// off for a test.
func onlyForcedCheckpoints(t *testing.T) {
	oldOps, oldBytes, oldInterval := flushOps, flushBytes, syncInterval
	flushOps, flushBytes, syncInterval = 1<<62, 1<<62, time.Hour
	t.Cleanup(func() { flushOps, flushBytes, syncInterval = oldOps, oldBytes, oldInterval })
}

// commitAll commits batches from 8 goroutines and fails on any error.
func commitAll(t *testing.T, s *Store, batches []*kv.Batch) { commitFrom(t, s, 8, batches) }

// commitFrom commits batches from the given number of goroutines, each
// taking every writers-th batch, and fails on any error.
func commitFrom(t *testing.T, s *Store, writers int, batches []*kv.Batch) {
	t.Helper()
	var mu sync.Mutex // kv calls Commit under its commit mutex
	var wg sync.WaitGroup
	errs := make(chan error, len(batches))
	for w := range writers {
		wg.Go(func() {
			for i := w; i < len(batches); i += writers {
				mu.Lock()
				wait := s.Commit(batches[i])
				mu.Unlock()
				errs <- wait()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	if err := os.MkdirAll(to, 0o700); err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(from, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, e.Name()), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

// A power loss keeps, of every page bbolt wrote without fsync since the
// last checkpoint, either the old or the new content, in any mix (and the
// redo log as fdatasynced). Simulated here: a copy of the data file where
// each page, meta pages included, comes at random from the file as it was
// right after a checkpoint or as it is at the end. Recovery must give
// back every acknowledged commit and a file bbolt's check accepts.
func TestPowerLossImage(t *testing.T) {
	onlyForcedCheckpoints(t)
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	s, err := OpenStore(path, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const table = 7
	val := func(i, gen int) string { return fmt.Sprintf("v%d-%d-%s", i, gen, bytes.Repeat([]byte{'x'}, i%300)) }
	key := func(i int) string { return fmt.Sprintf("k%06d", i*7919%100_000) }
	var first []*kv.Batch
	for i := range 3000 {
		first = append(first, put(table, key(i), val(i, 0)))
	}
	commitAll(t, s, first)
	checkpointNow(t, s)
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// After the checkpoint: rewrites, deletes and new keys, so bbolt
	// frees and reuses pages.
	want := map[string]string{}
	for i := range 3000 {
		want[key(i)] = val(i, 0)
	}
	var second []*kv.Batch
	for i := range 6000 {
		switch {
		case i < 3000 && i%3 == 0:
			second = append(second, &kv.Batch{
				Ops:        []kv.Op{{Tree: kv.Tree{Table: table}, Key: []byte(key(i)), Delete: true}},
				CountDelta: map[uint64]int64{table: -1},
			})
			delete(want, key(i))
		case i < 3000:
			b := put(table, key(i), val(i, 1))
			b.CountDelta = nil
			second = append(second, b)
			want[key(i)] = val(i, 1)
		default:
			second = append(second, put(table, key(i), val(i, 1)))
			want[key(i)] = val(i, 1)
		}
	}
	commitAll(t, s, second)
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if s.Stats().Groups < 100 {
		t.Fatalf("only %d bbolt transactions", s.Stats().Groups)
	}
	page := s.pageSize
	for seed := range 6 {
		r := rand.New(rand.NewPCG(uint64(seed), 1))
		img := bytes.Clone(after)
		for off := 0; off < len(img); off += page {
			var old []byte
			if off < len(before) {
				old = before[off:min(off+page, len(before))]
			}
			switch {
			case seed == 0: // nothing after the checkpoint reached the disk
				if old == nil {
					old = make([]byte, min(page, len(img)-off))
				}
				copy(img[off:], old)
			case seed == 1: // everything did
			case r.IntN(2) == 0:
				if old == nil {
					old = make([]byte, min(page, len(img)-off)) // a page that was never written
				}
				copy(img[off:], old)
			}
		}
		crash := filepath.Join(t.TempDir(), "crash")
		copyDir(t, walDir(path), walDir(filepath.Join(crash, FileName)))
		if err := os.WriteFile(filepath.Join(crash, FileName), img, 0o600); err != nil {
			t.Fatal(err)
		}
		rs, err := OpenStore(filepath.Join(crash, FileName), DefaultOptions())
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		sn, err := rs.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		c, _ := sn.Cursor(kv.Tree{Table: table})
		for k, v := c.First(); k != nil; k, v = c.Next() {
			got[string(k)] = string(v)
		}
		c.Close()
		count, _ := sn.Count(table)
		sn.Release()
		if len(got) != len(want) || int(count) != len(want) {
			t.Errorf("seed %d: %d keys, count %d, want %d", seed, len(got), count, len(want))
		}
		for k, v := range want {
			if got[k] != v {
				t.Fatalf("seed %d: key %s = %.20q, want %.20q", seed, k, got[k], v)
			}
		}
		if err := rs.db.View(func(tx *bolt.Tx) error {
			for err := range tx.Check() {
				return err
			}
			return nil
		}); err != nil {
			t.Errorf("seed %d: bbolt check: %v", seed, err)
		}
		if err := rs.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// A record whose bbolt commit failed is invalidated in the log: replay
// never applies it, and the next record takes its place.
func TestUndoneRecordNotReplayed(t *testing.T) {
	onlyForcedCheckpoints(t)
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	s, err := OpenStore(path, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(put(1, "a", "1"))(); err != nil {
		t.Fatal(err)
	}
	// What apply does when bbolt's commit fails after the append.
	at, err := s.wal.append([]*job{{batch: put(1, "ghost", "x")}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.wal.undo(at); err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(put(1, "b", "2"))(); err != nil {
		t.Fatal(err)
	}
	crash := filepath.Join(t.TempDir(), "crash")
	copyDir(t, walDir(path), walDir(filepath.Join(crash, FileName)))
	copyDir(t, dir, crash) // the data file (the .wal directory is skipped: not a file)
	s.Close()
	rs, err := OpenStore(filepath.Join(crash, FileName), DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Close()
	for k, want := range map[string]string{"a": "1", "b": "2", "ghost": ""} {
		if v, _ := get(t, rs, 1, k); v != want {
			t.Errorf("%s = %q, want %q", k, v, want)
		}
	}
	sn, _ := rs.Snapshot()
	defer sn.Release()
	if n, _ := sn.Count(1); n != 2 {
		t.Errorf("count %d, want 2", n)
	}
}

// A file growing past its mapping (a limited address space) makes bbolt
// remap, which waits for every read transaction, the checkpoint's pin
// included: the store goes direct first, and keeps every commit, across
// a restart too.
func TestOutgrowMapping(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	opts := DefaultOptions()
	opts.MmapSize = 4 << 20
	s, err := OpenStore(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	pad := string(bytes.Repeat([]byte{'p'}, 1000))
	const n = 6_000 // about 6 MB of rows
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; i < n; i += 100 {
			var batches []*kv.Batch
			for k := i; k < i+100; k++ {
				batches = append(batches, put(3, fmt.Sprintf("k%06d", k), pad))
			}
			commitAll(t, s, batches)
		}
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("commits stalled")
	}
	if !s.direct.Load() {
		t.Fatalf("the store did not go direct (used %d)", s.used.Load())
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s, err = OpenStore(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Commit(put(3, "last", "x"))(); err != nil {
		t.Fatal(err)
	}
	sn, _ := s.Snapshot()
	defer sn.Release()
	if c, _ := sn.Count(3); c != n+1 {
		t.Fatalf("count %d, want %d", c, n+1)
	}
	for _, k := range []string{"k000000", fmt.Sprintf("k%06d", n-1), "last"} {
		if _, ok, _ := sn.Get(kv.Tree{Table: 3}, []byte(k)); !ok {
			t.Fatalf("%s missing", k)
		}
	}
}

// Log files are recycled: after many checkpoints, a crash copy recovers
// exactly the acknowledged commits, never an older record left in a
// recycled file.
func TestRecycledLogs(t *testing.T) {
	onlyForcedCheckpoints(t)
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	s, err := OpenStore(path, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	n := 0
	for round := range 6 {
		var batches []*kv.Batch
		for range 200 - 30*round { // each file gets fewer records than the one it recycles
			batches = append(batches, put(5, fmt.Sprintf("k%05d", n), "v"))
			n++
		}
		commitAll(t, s, batches)
		if round < 5 {
			checkpointNow(t, s)
		}
	}
	nums, _ := s.wal.logNumbers()
	if len(nums) > 3 {
		t.Errorf("%d log files kept", len(nums))
	}
	crash := filepath.Join(t.TempDir(), "crash")
	copyDir(t, walDir(path), walDir(filepath.Join(crash, FileName)))
	copyDir(t, dir, crash)
	rs, err := OpenStore(filepath.Join(crash, FileName), DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Close()
	sn, _ := rs.Snapshot()
	defer sn.Release()
	if c, _ := sn.Count(5); c != uint64(n) {
		t.Fatalf("count %d, want %d", c, n)
	}
}

// A clean close leaves no checkpoint behind: a program that writes the
// file afterwards (an older handlerd) does not have its writes undone by
// the next open restoring older meta pages.
func TestCloseDropsLog(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	s, err := OpenStore(path, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(put(1, "a", "1"))(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if ents, _ := os.ReadDir(walDir(path)); len(ents) != 0 {
		t.Fatalf("left in the log directory: %v", ents)
	}
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(treeName(kv.Tree{Table: 1})).Put([]byte("b"), []byte("2"))
	}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err = OpenStore(path, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for k, want := range map[string]string{"a": "1", "b": "2"} {
		if v, _ := get(t, s, 1, k); v != want {
			t.Errorf("%s = %q, want %q", k, v, want)
		}
	}
}

// openLog opens a redo log in a temporary directory, writing to log file
// 1, closed at the test's end.
func openLog(t *testing.T) *wal {
	t.Helper()
	w, err := openWAL(filepath.Join(t.TempDir(), FileName))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.close)
	if err := w.rotate(1); err != nil {
		t.Fatal(err)
	}
	return w
}

// sync takes the held (raw) system call while the device is fast and the
// ordinary one once its average passes heldSyncLimit or when the process
// has one P; both report a failed fdatasync as the log's sync error.
func TestSyncHeldAndReleased(t *testing.T) {
	w := openLog(t)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	for _, took := range []time.Duration{0, heldSyncLimit} {
		w.syncTook = took
		if held := w.holdP(); held != (took == 0) {
			t.Fatalf("syncTook %v: holdP %v", took, held)
		}
		if err := w.sync(); err != nil {
			t.Fatalf("syncTook %v: %v", took, err)
		}
	}
	runtime.GOMAXPROCS(1)
	w.syncTook = 0
	if w.holdP() {
		t.Fatal("one P: holdP true")
	}
	runtime.GOMAXPROCS(2)
	f := w.f
	f.Close() // its descriptor is now invalid: fdatasync fails with EBADF
	defer func() { w.f = f }()
	for _, took := range []time.Duration{0, heldSyncLimit} {
		w.syncTook = took
		var pe *os.PathError
		if err := w.sync(); !errors.As(err, &pe) || pe.Op != "sync" {
			t.Errorf("syncTook %v: sync of a closed file: %v, want a sync *os.PathError", took, err)
		}
	}
}

// Appends past a log file's end grow it by chunks of zeros (grow), so
// that most commits' fdatasyncs persist no new size; an append larger
// than a chunk grows it only by itself; the zeros end the log on replay.
func TestLogGrowsInChunks(t *testing.T) {
	w := openLog(t)
	size := func() int64 {
		t.Helper()
		fi, err := w.f.Stat()
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	appendPut := func(value string) {
		t.Helper()
		if _, err := w.append([]*job{{batch: put(1, "k", value)}}); err != nil {
			t.Fatal(err)
		}
	}
	appendPut("v")
	rec := w.off             // the size of each of these records
	sizes := []int64{size()} // each size the file had after an append
	for range 100_000 / rec {
		appendPut("v")
		if s := size(); s != sizes[len(sizes)-1] {
			sizes = append(sizes, s)
		}
	}
	// The first chunk is the smallest, the second the file's size then;
	// each starts past the write-ahead block the append wrote.
	if len(sizes) != 2 || sizes[0] != writeAhead+minGrowth || sizes[1] <= 2*sizes[0] || sizes[1] > 2*sizes[0]+writeAhead {
		t.Fatalf("sizes %v for %d appends of %d bytes, want 2 growths: to %d, then to about twice that",
			sizes, 1+100_000/rec, rec, writeAhead+minGrowth)
	}
	if w.end != sizes[1] {
		t.Fatalf("end %d, file size %d", w.end, sizes[1])
	}
	// A value over a chunk, sized so that its record ends on a write-ahead
	// block boundary, which leaves no zeros after it in the file.
	recLen := func(v string) int64 {
		return int64(recHeader + len(encodeJobs(nil, []*job{{batch: put(1, "k", v)}})))
	}
	n := maxGrowth + 1
	n += int(-(w.off + recLen(strings.Repeat("x", n))) & (writeAhead - 1))
	big := strings.Repeat("x", n)
	appendPut(big)
	if got := size(); got != w.off || w.end != w.off || w.off%writeAhead != 0 {
		t.Fatalf("after a %d-byte append: size %d, end %d, want %d, a multiple of %d", len(big), got, w.end, w.off, writeAhead)
	}
	before := w.off
	appendPut("last")
	if got, want := size(), before+writeAhead+maxGrowth; got != want {
		t.Fatalf("a small append after a large one: size %d, want %d", got, want)
	}
	var values []string
	if _, records, err := w.replay(1, func(jobs []*job) error {
		values = append(values, string(jobs[0].batch.Ops[0].Value))
		return nil
	}); err != nil || int64(records) != 3+100_000/rec || values[records-2] != big || values[records-1] != "last" {
		t.Fatalf("replay: %d records, %v", records, err)
	}
}
