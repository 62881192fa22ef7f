package memcached

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/kv"
	"handlerd/engines/memory"
)

// gatedStore is a MEMORY store whose commits complete asynchronously
// (kv.AsyncStore), like BTREE's, but only when the test lets them: while
// held, queued commits wait; fail makes the next commits fail.
type gatedStore struct {
	*memory.Store
	mu     sync.Mutex
	held   bool
	queue  []func()
	async  atomic.Int64 // CommitAsync calls
	fail   atomic.Pointer[error]
	queued chan struct{} // gets a token per CommitAsync
}

func newGatedStore() *gatedStore {
	return &gatedStore{Store: memory.NewStore(), queued: make(chan struct{}, 1024)}
}

// CommitAsync implements kv.AsyncStore; completions run in order on a
// goroutine of their own, as the committer's would.
func (s *gatedStore) CommitAsync(b *kv.Batch, then func(error)) {
	s.async.Add(1)
	var err error
	if p := s.fail.Load(); p != nil {
		err = *p
	}
	// A held batch is applied when released (in order: later ones queue
	// behind it), as BTREE applies a group once the committer gets to it.
	apply := func() {
		if err != nil {
			then(err)
			return
		}
		then(s.Store.Commit(b)())
	}
	s.mu.Lock()
	if s.held {
		s.queue = append(s.queue, apply)
		s.mu.Unlock()
		s.note()
		return
	}
	s.mu.Unlock()
	s.note()
	wait := func() {}
	if err == nil {
		w := s.Store.Commit(b)
		wait = func() { err = w() }
	}
	go func() {
		wait()
		then(err)
	}()
}

// note tells waitQueued of a commit (tests that do not wait drop it).
func (s *gatedStore) note() {
	select {
	case s.queued <- struct{}{}:
	default:
	}
}

func (s *gatedStore) hold() {
	s.mu.Lock()
	s.held = true
	s.mu.Unlock()
}

// release completes the held commits and lets later ones through.
func (s *gatedStore) release() {
	s.mu.Lock()
	q := s.queue
	s.queue, s.held = nil, false
	s.mu.Unlock()
	go func() {
		for _, f := range q {
			f()
		}
	}()
}

// waitQueued waits until n more commits have been handed to the store.
func (s *gatedStore) waitQueued(t *testing.T, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		select {
		case <-s.queued:
		case <-time.After(10 * time.Second):
			t.Fatal("no commit was queued")
		}
	}
}

// startAsync serves a table whose engine commits through a gatedStore.
func startAsync(t *testing.T) (*testResolver, *gatedStore, *Server) {
	r, st := asyncResolver(t)
	s := start(t, r, Config{WBatchSize: 1})
	t.Cleanup(st.release) // before the server closes: it waits for pending commits
	return r, st, s
}

func asyncResolver(t *testing.T) (*testResolver, *gatedStore) {
	st := newGatedStore()
	r := &testResolver{e: kv.NewEngine(st, kv.Options{Name: engines.MEMORY}), tables: map[string]engines.Table{}}
	r.schema(t, "innodb_only")
	r.bigTable(t, "test", "kv")
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	for len(st.queued) > 0 { // the schema's own commits
		<-st.queued
	}
	return r, st
}

// expectNothing checks that no reply is waiting on c.
func (c *client) expectNothing(what string) {
	c.t.Helper()
	c.nc.SetReadDeadline(time.Now().Add(150 * time.Millisecond))
	if l, err := c.r.ReadString('\n'); err == nil || l != "" {
		c.t.Fatalf("%s: got %q before the commit was done", what, l)
	}
	c.nc.SetDeadline(time.Now().Add(20 * time.Second))
}

// A set's commit is queued from the event loop; its reply, and the replies
// of the commands pipelined behind it, wait until the commit is done, and
// come in order; the get before it is answered at once.
func TestAsyncSetWaitsForCommit(t *testing.T) {
	_, st, s := startAsync(t)
	c := dial(t, s)
	c.do("set a 0 0 1\r\n1\r\n", "STORED")
	if st.async.Load() != 1 {
		t.Fatalf("the set made %d asynchronous commits, want 1", st.async.Load())
	}
	st.waitQueued(t, 1)
	st.hold()
	c.send("get a\r\nset a 0 0 1\r\n2\r\nget a\r\nset b 0 0 1\r\n3\r\nget b\r\n")
	for _, w := range []string{"VALUE a 0 1", "1", "END"} {
		if got := c.readLine(); got != w {
			t.Fatalf("first get: %q, want %q", got, w)
		}
	}
	st.waitQueued(t, 1)
	c.expectNothing("set a")
	// Other connections read the old value meanwhile.
	c2 := dial(t, s)
	c2.do("get a\r\n", "VALUE a 0 1", "1", "END")
	st.release()
	for _, w := range []string{"STORED", "VALUE a 0 1", "2", "END", "STORED", "VALUE b 0 1", "3", "END"} {
		if got := c.readLine(); got != w {
			t.Fatalf("after the commit: %q, want %q", got, w)
		}
	}
	if n := st.async.Load(); n != 3 {
		t.Fatalf("%d asynchronous commits, want 3", n)
	}
	c2.do("get a b\r\n", "VALUE a 0 1", "2", "VALUE b 0 1", "3", "END")
}

// A commit that fails in the store gives memcached's SERVER_ERROR line,
// and the connection goes on serving.
func TestAsyncSetCommitFails(t *testing.T) {
	_, st, s := startAsync(t)
	c := dial(t, s)
	err := errors.New("disk full")
	st.fail.Store(&err)
	c.do("set a 0 0 1\r\n1\r\nget a\r\n", "SERVER_ERROR commit failed: disk full", "END")
	st.fail.Store(nil)
	c.do("set a 0 0 1\r\n2\r\n", "STORED")
	c.do("get a\r\n", "VALUE a 0 1", "2", "END")
	// noreply hides a server error too, as memcached does (as on the
	// worker path): a noreply client reads no reply for the command.
	st.fail.Store(&err)
	c.do("set a 0 0 1 noreply\r\n3\r\nget a\r\n", "VALUE a 0 1", "2", "END")
	st.fail.Store(nil)
	c.do("add a 0 0 1\r\n4\r\ncas a 0 0 1 1\r\n5\r\n", "NOT_STORED", "EXISTS")
}

// A connection closed while its set's commit is pending is ended once
// the commit is done; the write is applied (it was committed, just never
// acknowledged), and the server serves others.
func TestAsyncSetConnectionClosed(t *testing.T) {
	_, st, s := startAsync(t)
	c := dial(t, s)
	c.do("version\r\n", "VERSION "+Version)
	st.hold()
	c.send("set gone 0 0 4\r\nlost\r\nget gone\r\n")
	st.waitQueued(t, 1)
	c.nc.Close()
	time.Sleep(50 * time.Millisecond)
	st.release()
	c2 := dial(t, s)
	deadline := time.Now().Add(10 * time.Second)
	for {
		c2.send("stats\r\n")
		curr := ""
		for l := c2.readLine(); l != "END"; l = c2.readLine() {
			if v, ok := strings.CutPrefix(l, "STAT curr_connections "); ok {
				curr = v
			}
		}
		if curr == "1" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("curr_connections %s, want 1 once the closed connection's commit is done", curr)
		}
		time.Sleep(20 * time.Millisecond)
	}
	c2.do("get gone\r\n", "VALUE gone 0 4", "lost", "END")
}

// A set whose row is locked by another transaction (a SQL UPDATE, say)
// cannot queue its commit without waiting: it runs on a worker after all,
// waits for the lock, and is answered once the lock holder commits.
func TestAsyncSetRowLocked(t *testing.T) {
	r, st, s := startAsync(t)
	c := dial(t, s)
	c.do("set k 0 0 1\r\n1\r\n", "STORED")
	st.waitQueued(t, 1)
	tbl := r.table("test", "kv")
	tx, _ := r.e.Begin(engines.TxOptions{})
	old := sql.Row{[]byte("k"), []byte("1"), uint32(0), uint64(0), int32(0)}
	if err := tbl.Update(tx, old, sql.Row{[]byte("k"), []byte("sql"), uint32(0), uint64(0), int32(0)}); err != nil {
		t.Fatal(err)
	}
	c.send("set k 0 0 2\r\nmc\r\n")
	c.expectNothing("set of a locked row")
	// The loop is not held by the waiting set.
	dial(t, s).do("get k\r\n", "VALUE k 0 1", "1", "END")
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
	c.do("", "STORED")
	c.do("get k\r\n", "VALUE k 0 2", "mc", "END")
}

// Many connections setting and reading the same few keys: every reply
// comes, in order, and a connection reads its own last write.
func TestAsyncSetConcurrent(t *testing.T) {
	_, _, s := startAsync(t)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := dial(t, s)
			for i := 0; i < 200; i++ {
				k := fmt.Sprintf("k%d", i%3)
				v := fmt.Sprintf("%d-%d", g, i)
				own := fmt.Sprintf("own%d", g)
				c.do(fmt.Sprintf("set %s 0 0 %d\r\n%s\r\nset %s 0 0 %d\r\n%s\r\nget %s\r\n", k, len(v), v, own, len(v), v, own),
					"STORED", "STORED", fmt.Sprintf("VALUE %s 0 %d", own, len(v)), v, "END")
			}
		}()
	}
	wg.Wait()
}

// Under the caching policy a set from the loop drops the key from the
// cache once its commit is done: the next get reads the new value; gets
// and cas round-trip through the queued commit too.
func TestAsyncSetCaching(t *testing.T) {
	st := newGatedStore()
	r := &testResolver{e: kv.NewEngine(st, kv.Options{Name: engines.MEMORY}), tables: map[string]engines.Table{}}
	r.schema(t, "caching")
	r.bigTable(t, "test", "kv")
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	s := start(t, r, Config{WBatchSize: 1})
	t.Cleanup(st.release)
	c := dial(t, s)
	before := st.async.Load()
	c.do("set k 0 0 2\r\nv1\r\n", "STORED")
	c.do("get k\r\n", "VALUE k 0 2", "v1", "END")
	c.do("get k\r\n", "VALUE k 0 2", "v1", "END") // from the cache
	c.do("set k 0 0 2\r\nv2\r\n", "STORED")
	c.do("get k\r\n", "VALUE k 0 2", "v2", "END")
	c.send("gets k\r\n")
	l := c.readLine()
	var cas uint64
	if _, err := fmt.Sscanf(l, "VALUE k 0 2 %d", &cas); err != nil {
		t.Fatalf("gets: %q", l)
	}
	c.do("", "v2", "END")
	c.do(fmt.Sprintf("cas k 0 0 2 %d\r\nv3\r\n", cas), "STORED")
	c.do(fmt.Sprintf("cas k 0 0 2 %d\r\nv4\r\n", cas), "EXISTS")
	c.do("append k 0 0 1\r\n+\r\nprepend k 0 0 1\r\n-\r\nget k\r\n", "STORED", "STORED", "VALUE k 0 4", "-v3+", "END")
	if n := st.async.Load() - before; n != 5 {
		t.Fatalf("%d asynchronous commits, want 5 (set, set, cas, append, prepend)", n)
	}
}
