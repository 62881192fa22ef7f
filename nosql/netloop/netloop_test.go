package netloop

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// echo is a line protocol for the tests: every line is answered with
// itself; "wait" blocks until the test releases it (and is offloaded);
// "big N" answers N bytes and a newline; "quit" ends the connection.
type echo struct {
	Conn
	t        *testServer
	finished bool
}

type testServer struct {
	read     atomic.Int64 // bytes read from every connection (CountIO)
	g        *Group
	addr     string
	release  chan struct{}
	waiting  atomic.Int32
	finished atomic.Int32
	refused  atomic.Int32
	timeouts atomic.Int32
}

func (e *echo) Process() {
	for !e.Closing {
		i := bytes.IndexByte(e.In[e.R:e.E], '\n')
		if i < 0 {
			return
		}
		line := string(e.In[e.R : e.R+i])
		if line == "wait" && e.OnLoop() {
			e.Offload = true // behind other requests: MayBlock did not see it
			return
		}
		e.R += i + 1
		switch {
		case line == "quit":
			e.Out = append(e.Out, "bye\n"...)
			e.Closing = true
		case line == "nap": // holds the loop
			time.Sleep(200 * time.Millisecond)
			e.Out = append(e.Out, "napped\n"...)
		case line == "batch":
			if b, ok := e.Batch().(*passBatch); ok {
				e.Out = fmt.Appendf(e.Out, "pass %d read %d\n", b.pass, b.use(e.t))
			} else {
				e.Out = append(e.Out, "nobatch\n"...)
			}
		case line == "wait":
			e.t.waiting.Add(1)
			<-e.t.release
			e.Out = append(e.Out, "waited\n"...)
		case strings.HasPrefix(line, "big "):
			var n int
			fmt.Sscan(line[4:], &n)
			e.Out = append(e.Out, bytes.Repeat([]byte("x"), n)...)
			e.Out = append(e.Out, '\n')
		default:
			e.Out = append(append(e.Out, line...), '\n')
		}
	}
}

func (e *echo) CountIO(read, _ int) { e.t.read.Add(int64(read)) }

// passBatch numbers a loop's passes; read is the bytes read when the first
// request of the pass used it.
type passBatch struct {
	pass  int
	read  int64
	inUse bool
}

func (b *passBatch) use(s *testServer) int64 {
	if !b.inUse {
		b.inUse, b.read = true, s.read.Load()
	}
	return b.read
}

func (b *passBatch) End() { b.pass, b.inUse = b.pass+1, false }

func (e *echo) MayBlock() bool {
	return bytes.HasPrefix(e.In[e.R:e.E], []byte("wait\n"))
}

func (e *echo) Finish() {
	if e.finished {
		panic("Finish twice")
	}
	e.finished = true
	e.t.finished.Add(1)
}

func startEcho(t *testing.T, opt Options) *testServer {
	t.Helper()
	s := &testServer{release: make(chan struct{})}
	opt.Name = "test"
	opt.OnRefuse = func() { s.refused.Add(1) }
	opt.OnTimeout = func(*Conn) { s.timeouts.Add(1) }
	g, err := NewGroup(opt)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.g, s.addr = g, ln.Addr().String()
	g.Serve(ln, func(net.Conn) Handler { return &echo{t: s} })
	t.Cleanup(g.Close)
	return s
}

type client struct {
	t  *testing.T
	c  net.Conn
	rd *bufio.Reader
}

func (s *testServer) dial(t *testing.T) *client {
	t.Helper()
	c, err := net.Dial("tcp", s.addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return &client{t, c, bufio.NewReaderSize(c, 1<<20)}
}

func (c *client) send(s string) {
	c.t.Helper()
	if _, err := c.c.Write([]byte(s)); err != nil {
		c.t.Fatal(err)
	}
}

func (c *client) recv() string {
	c.t.Helper()
	c.c.SetReadDeadline(time.Now().Add(10 * time.Second))
	line, err := c.rd.ReadString('\n')
	if err != nil {
		c.t.Fatalf("recv: %v (after %q)", err, line)
	}
	return strings.TrimSuffix(line, "\n")
}

func (c *client) expectClosed() {
	c.t.Helper()
	c.c.SetReadDeadline(time.Now().Add(10 * time.Second))
	if line, err := c.rd.ReadString('\n'); err != io.EOF || line != "" {
		c.t.Fatalf("want EOF, got %q %v", line, err)
	}
}

func modes(t *testing.T, f func(t *testing.T, goroutines bool)) {
	for _, g := range []bool{false, true} {
		t.Run(fmt.Sprintf("goroutines=%v", g), func(t *testing.T) { f(t, g) })
	}
}

func TestPipelineAndPartialLines(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr, ReadSize: 1024})
		c := s.dial(t)
		c.send("a\nb\nc")
		if a, b := c.recv(), c.recv(); a != "a" || b != "b" {
			t.Fatalf("%q %q", a, b)
		}
		c.send("c\n")
		if got := c.recv(); got != "cc" {
			t.Fatalf("%q", got)
		}
		// A line longer than the read buffer grows it.
		long := strings.Repeat("y", 5000)
		c.send(long + "\n" + "z\n")
		if got := c.recv(); got != long {
			t.Fatalf("long line: %d bytes", len(got))
		}
		if got := c.recv(); got != "z" {
			t.Fatalf("%q", got)
		}
		c.send("quit\nignored\n")
		if got := c.recv(); got != "bye" {
			t.Fatalf("%q", got)
		}
		c.expectClosed()
		deadline := time.Now().Add(5 * time.Second)
		for s.g.Active() != 0 && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		if n := s.g.Active(); n != 0 || s.finished.Load() != 1 {
			t.Fatalf("active %d, finished %d", n, s.finished.Load())
		}
	})
}

// Answers the client does not read wait in Out; the connection is served
// again once it reads.
func TestBackPressure(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr})
		c := s.dial(t)
		const n = 8 << 20
		c.send("big 8388608\nafter\n")
		other := s.dial(t)
		other.send("ping\n")
		if got := other.recv(); got != "ping" {
			t.Fatalf("%q", got)
		}
		if got := c.recv(); len(got) != n {
			t.Fatalf("big answer: %d bytes", len(got))
		}
		if got := c.recv(); got != "after" {
			t.Fatalf("%q", got)
		}
	})
}

// A request that waits runs off the loop: other connections go on, and
// Close lets it finish and delivers its answer.
func TestMayBlock(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr, Loops: 1, Linger: true})
		c := s.dial(t)
		c.send("wait\n")
		for s.waiting.Load() == 0 {
			time.Sleep(time.Millisecond)
		}
		for i := 0; i < 5; i++ {
			o := s.dial(t)
			o.send("hi\n")
			if got := o.recv(); got != "hi" {
				t.Fatalf("%q", got)
			}
		}
		closed := make(chan struct{})
		go func() { s.g.Close(); close(closed) }()
		time.Sleep(50 * time.Millisecond)
		select {
		case <-closed:
			t.Fatal("Close returned while a request ran")
		default:
		}
		close(s.release)
		if got := c.recv(); got != "waited" {
			t.Fatalf("%q", got)
		}
		c.expectClosed()
		<-closed
		if n := s.finished.Load(); n != 6 {
			t.Fatalf("finished %d", n)
		}
	})
}

func TestTimeout(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr, Timeout: 200 * time.Millisecond, Linger: true})
		idle := s.dial(t)
		trickle := s.dial(t)
		busy := s.dial(t)
		start := time.Now()
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				if _, err := trickle.c.Write([]byte("x")); err != nil {
					return
				}
				time.Sleep(30 * time.Millisecond)
			}
		}()
		for time.Since(start) < 500*time.Millisecond {
			busy.send("ping\n")
			if got := busy.recv(); got != "ping" {
				t.Fatalf("%q", got)
			}
			time.Sleep(20 * time.Millisecond)
		}
		idle.expectClosed()
		trickle.expectClosed()
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("closed after %v", d)
		}
		// 2, or 3 if the test stalled for a timeout after busy's last ping
		// (a loaded machine).
		if n := s.timeouts.Load(); n < 2 || n > 3 {
			t.Errorf("timeouts %d", n)
		}
		wg.Wait()
	})
}

func TestMaxConns(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr, MaxConns: 2, Refuse: []byte("full\n")})
		a, b := s.dial(t), s.dial(t)
		a.send("a\n")
		b.send("b\n")
		a.recv()
		b.recv()
		c := s.dial(t)
		if got := c.recv(); got != "full" {
			t.Fatalf("%q", got)
		}
		c.expectClosed()
		a.c.Close()
		deadline := time.Now().Add(5 * time.Second)
		for s.g.Active() > 1 && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		d := s.dial(t)
		d.send("d\n")
		if got := d.recv(); got != "d" {
			t.Fatalf("%q", got)
		}
		if n := s.refused.Load(); n != 1 {
			t.Errorf("refused %d", n)
		}
	})
}

// Ending a connection whose client still sends does not reset it: the
// answers before the end arrive.
func TestLingerKeepsAnswers(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr, Linger: true})
		c := s.dial(t)
		var buf bytes.Buffer
		for i := 0; i < 1000; i++ {
			fmt.Fprintf(&buf, "line%d\n", i)
		}
		buf.WriteString("quit\n")
		buf.WriteString(strings.Repeat("junk\n", 100000))
		go c.c.Write(buf.Bytes())
		for i := 0; i < 1000; i++ {
			if got, want := c.recv(), fmt.Sprintf("line%d", i); got != want {
				t.Fatalf("%q, want %q", got, want)
			}
		}
		if got := c.recv(); got != "bye" {
			t.Fatalf("%q", got)
		}
	})
}

func TestManyIdle(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr})
		for i := 0; i < 1000; i++ {
			s.dial(t)
		}
		c := s.dial(t)
		for i := 0; i < 200; i++ {
			c.send("x\n")
			if got := c.recv(); got != "x" {
				t.Fatalf("%q", got)
			}
		}
		if n := s.g.Active(); n != 1001 {
			t.Errorf("active %d", n)
		}
	})
}

// A loop that never waits for events still closes its idle connections.
func TestTimeoutOnBusyLoop(t *testing.T) {
	s := startEcho(t, Options{Loops: 1, Timeout: 100 * time.Millisecond})
	idle := s.dial(t)
	busy := s.dial(t)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		batch := strings.Repeat("x\n", 64)
		for {
			select {
			case <-stop:
				return
			default:
			}
			busy.c.Write([]byte(batch))
			for i := 0; i < 64; i++ {
				if _, err := busy.rd.ReadString('\n'); err != nil {
					return
				}
			}
		}
	}()
	start := time.Now()
	idle.expectClosed()
	close(stop)
	<-done
	if d := time.Since(start); d > time.Second {
		t.Errorf("idle connection closed after %v", d)
	}
}

// A loop's Batch: every connection ready in one pass is read before any of
// their requests runs, so they share the pass's state; End separates
// passes. Requests on a goroutine (offloaded, goroutine mode) get none.
func TestBatch(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr, Loops: 1, NewBatch: func() Batch { return new(passBatch) }})
		a, b, napper := s.dial(t), s.dial(t), s.dial(t)
		if gr || !useLoops {
			a.send("batch\n")
			if got := a.recv(); got != "nobatch" {
				t.Fatalf("%q", got)
			}
			return
		}
		// Pipelined requests run in one pass; the next request in another.
		a.send("batch\nbatch\n")
		first, second := a.recv(), a.recv()
		if first != second || !strings.HasPrefix(first, "pass ") {
			t.Fatalf("pipelined: %q %q", first, second)
		}
		a.send("batch\n")
		if got := a.recv(); got == first {
			t.Fatalf("next request: %q, same pass as %q", got, first)
		}
		// Two connections ready while the loop is busy: both are read
		// before either runs, and they share the pass.
		napper.send("nap\n")
		time.Sleep(50 * time.Millisecond)
		a.send("batch\n")
		b.send("batch\n")
		if got := napper.recv(); got != "napped" {
			t.Fatalf("%q", got)
		}
		ra, rb := a.recv(), b.recv()
		var pa, pb int
		var na, nb int64
		fmt.Sscanf(ra, "pass %d read %d", &pa, &na)
		fmt.Sscanf(rb, "pass %d read %d", &pb, &nb)
		if pa != pb || na != nb || na != s.read.Load() {
			t.Fatalf("%q and %q: not one pass after both reads (read %d)", ra, rb, s.read.Load())
		}
		// An offloaded request runs without the loop's batch.
		a.send("wait\nbatch\n")
		for s.waiting.Load() == 0 {
			time.Sleep(time.Millisecond)
		}
		close(s.release)
		if got, got2 := a.recv(), a.recv(); got != "waited" || got2 != "nobatch" {
			t.Fatalf("offloaded: %q %q", got, got2)
		}
	})
}

// A request that waits behind others in a pipeline: the ones before it are
// answered from the loop, it and the rest run on a goroutine, and the loop
// serves other connections meanwhile.
func TestOffloadMidPipeline(t *testing.T) {
	modes(t, func(t *testing.T, gr bool) {
		s := startEcho(t, Options{Goroutines: gr, Loops: 1})
		c := s.dial(t)
		c.send("a\nwait\nb\n")
		if !gr && useLoops {
			// A connection's own goroutine answers after the whole read.
			if got := c.recv(); got != "a" {
				t.Fatalf("%q", got)
			}
		}
		for s.waiting.Load() == 0 {
			time.Sleep(time.Millisecond)
		}
		o := s.dial(t)
		o.send("hi\n")
		if got := o.recv(); got != "hi" {
			t.Fatalf("%q", got)
		}
		close(s.release)
		if gr || !useLoops {
			if got := c.recv(); got != "a" {
				t.Fatalf("%q", got)
			}
		}
		if got, got2 := c.recv(), c.recv(); got != "waited" || got2 != "b" {
			t.Fatalf("%q %q", got, got2)
		}
		c.send("c\n")
		if got := c.recv(); got != "c" {
			t.Fatalf("%q", got)
		}
	})
}

// Requests that may block run on workers a loop keeps: a stream of them
// does not start a goroutine each, and the workers end with the loop.
func TestWorkersReused(t *testing.T) {
	if !useLoops {
		t.Skip("no event loops here")
	}
	base := runtime.NumGoroutine()
	s := startEcho(t, Options{Loops: 1})
	cs := []*client{s.dial(t), s.dial(t), s.dial(t)}
	round := func() {
		for _, c := range cs {
			c.send("wait\n")
		}
		for range cs {
			s.release <- struct{}{}
		}
		for _, c := range cs {
			if got := c.recv(); got != "waited" {
				t.Fatalf("%q", got)
			}
		}
	}
	created := func() uint64 {
		m := []metrics.Sample{{Name: "/sched/goroutines-created:goroutines"}}
		metrics.Read(m)
		return m[0].Value.Uint64()
	}
	round()
	before := created()
	for i := 0; i < 100; i++ {
		round()
	}
	if n := created() - before; n > 10 {
		t.Fatalf("%d goroutines started for 100 rounds of 3 waits", n)
	}
	for _, c := range cs {
		c.send("quit\n")
		c.recv()
	}
	s.g.Close()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > base && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > base {
		t.Fatalf("%d goroutines after Close, %d before the server started", n, base)
	}
}
