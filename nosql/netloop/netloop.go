// Package netloop serves the TCP connections of handlerd's request/answer
// protocols (memcached, HandlerSocket): accepting with a connection limit,
// a per-connection read buffer, answers batched into one write, an idle
// timeout, and a graceful close.
//
// On Linux connections are served by a few event loops, memcached's model:
// each loop has its own epoll set, reads each ready socket once (all of
// those one epoll_wait reported, before running any request: see Batch),
// lets the protocol run every complete request in the buffer and writes the
// answers with one write. A goroutine per connection would cost a wasted EAGAIN
// read and a park and wake-up per request, a large share of the CPU of a
// small request. A request that may wait (a commit waiting for fsync) runs
// on a worker goroutine, which the loop keeps for later ones, so it holds
// neither its loop nor the other connections. Elsewhere every connection
// has its own goroutine.
package netloop

import (
	"errors"
	"io"
	"log/slog"
	"net"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Options configure a Group.
type Options struct {
	// Name prefixes log messages ("memcached", "handlersocket").
	Name string
	Log  *slog.Logger
	// Loops is the number of event loops (Linux); 0: one per CPU.
	Loops int
	// ReadSize is a new connection's read buffer (at least 1024).
	ReadSize int
	// MaxConns caps the open connections (0: no cap). A connection over the
	// cap gets Refuse and is closed; OnRefuse is called for it.
	MaxConns int
	Refuse   []byte
	OnRefuse func()
	// Timeout closes a connection whose requests stop: the clock starts
	// when it opens and again each time Process consumes input, so a
	// client that trickles a request, or does not read its answers, has
	// Timeout to finish. OnTimeout is called before such a close. 0: never.
	Timeout   time.Duration
	OnTimeout func(*Conn)
	// Linger: when the server ends a connection whose client may still be
	// sending, shut the write side first and discard input for up to a
	// second, as net/http does, so that the client's unread answers are not
	// destroyed by a TCP reset.
	Linger bool
	// Goroutines serves every connection from its own goroutine even on
	// Linux.
	Goroutines bool
	// NewBatch, when set, gives each event loop a Batch: state the requests
	// one loop runs in one pass may share (Conn.Batch). A loop reads every
	// connection epoll reported ready before it runs any request, so what
	// a Batch sets up once its first request runs comes after all the
	// input those requests came in.
	NewBatch func() Batch
}

// Batch is an event loop's state shared by the requests of one pass.
type Batch interface {
	// End runs after each pass that ran requests, before the loop waits.
	End()
}

// Handler is a protocol's connection: a type that embeds Conn.
type Handler interface {
	// Process runs every complete request in In[R:E], moving R past what
	// it consumed and appending answers to Out. It sets Need when a
	// request needs more than one more byte, and Closing to end the
	// connection once Out is written.
	Process()
	// MayBlock reports whether Process may wait (for a commit): then it
	// runs on a goroutine of its own, and no event of this connection is
	// served until it returns. A Process running on a loop (OnLoop) may
	// also stop before a request that may wait and set Offload: the rest
	// then runs on a goroutine.
	MayBlock() bool
	// Finish runs once when the connection ends, before the socket is
	// closed; answers it appends are still written.
	Finish()
	conn() *Conn
}

// Conn is the transport side of a connection; protocols embed it.
type Conn struct {
	// In is the read buffer; unread input is In[R:E].
	In   []byte
	R, E int
	// Need is how many bytes from R the current request needs buffered
	// (0: one more than buffered).
	Need int
	// Out holds answers not written yet.
	Out []byte
	// Closing ends the connection once Out is written.
	Closing bool
	// Offload: Process, running on a loop, stopped before a request that
	// may wait; the rest of the input runs on a goroutine.
	Offload bool
	// Suspended: Process, running on a loop, started a request that
	// completes later without a goroutine waiting for it (an asynchronous
	// commit), and stopped after it. The connection then runs nothing and
	// reads nothing until Resume, when Process runs again on the loop to
	// finish that request and go on with the input behind it.
	Suspended bool

	g        *Group
	h        Handler
	nc       net.Conn // goroutine mode
	fd       int      // loop mode: the socket; -1 otherwise
	raddr    string
	readSize int
	lp       *loop
	events   uint32 // loop mode: the epoll events armed
	deadline int64  // monoNow() units; 0: none
	moved    int64  // goroutine mode: when the net.Conn deadline last moved (monoNow)
	peerDone bool   // the client closed its side
	state    uint8
	busy     bool // loop mode: an offloaded or suspended request owns the connection
	resumed  bool // loop mode: Resume was called; Process is to run again
	drained  int
	counter  IOCounter
}

// IOCounter is implemented by handlers that count bytes read and written.
type IOCounter interface{ CountIO(read, written int) }

const (
	stOpen uint8 = iota
	stLinger
	stClosed
)

func (c *Conn) conn() *Conn { return c }

// OnLoop reports whether Process runs on an event loop, where it must not
// wait.
func (c *Conn) OnLoop() bool { return c.lp != nil && !c.busy }

// Batch is the loop's Batch while Process runs on an event loop, nil when
// it runs on a goroutine (goroutine mode, a request that may block) or the
// Group has no NewBatch.
func (c *Conn) Batch() Batch {
	if !c.OnLoop() {
		return nil
	}
	return c.lp.batch
}

// RemoteAddr is the client's address ("" before the connection is served).
func (c *Conn) RemoteAddr() string { return c.raddr }

// Init prepares a connection that is not served by a Group (tests, internal
// work): its answers are discarded by Flush.
func (c *Conn) Init(readSize int) {
	c.fd = -1
	c.readSize = max(readSize, 1024)
	c.In = make([]byte, c.readSize)
}

// Group serves the connections of some listeners.
type Group struct {
	opt     Options
	loops   []*loop
	next    atomic.Uint64
	active  atomic.Int64
	closing atomic.Bool

	mu    sync.Mutex
	lns   []net.Listener
	conns map[*Conn]struct{} // goroutine mode
	wg    sync.WaitGroup
}

// ErrWouldBlock is returned by a non-blocking read with nothing to read.
var errWouldBlock = errors.New("would block")

// NewGroup starts the event loops (on Linux).
func NewGroup(opt Options) (*Group, error) {
	if opt.Log == nil {
		opt.Log = slog.Default()
	}
	opt.ReadSize = max(opt.ReadSize, 1024)
	if opt.Loops <= 0 {
		opt.Loops = runtime.GOMAXPROCS(0)
	}
	g := &Group{opt: opt, conns: map[*Conn]struct{}{}}
	if useLoops && !opt.Goroutines {
		for i := 0; i < opt.Loops; i++ {
			l, err := newLoop(g)
			if err != nil {
				g.Close()
				return nil, err
			}
			g.loops = append(g.loops, l)
			g.wg.Add(1)
			go l.run()
		}
	}
	return g, nil
}

// Active is the number of open connections.
func (g *Group) Active() int64 { return g.active.Load() }

// Serve accepts connections from ln until Close; newConn makes the
// protocol's connection for each (nil refuses it silently).
func (g *Group) Serve(ln net.Listener, newConn func(net.Conn) Handler) {
	g.mu.Lock()
	if g.closing.Load() {
		g.mu.Unlock()
		ln.Close()
		return
	}
	g.lns = append(g.lns, ln)
	g.wg.Add(1)
	g.mu.Unlock()
	go g.accept(ln, newConn)
}

func (g *Group) accept(ln net.Listener, newConn func(net.Conn) Handler) {
	defer g.wg.Done()
	var backoff time.Duration
	for {
		nc, err := ln.Accept()
		if err != nil {
			if g.closing.Load() || errors.Is(err, net.ErrClosed) {
				return
			}
			// Out of file descriptors and the like: wait and retry, as
			// net/http does, rather than spin or give up.
			if backoff == 0 {
				backoff = 5 * time.Millisecond
			} else if backoff *= 2; backoff > time.Second {
				backoff = time.Second
			}
			g.opt.Log.Warn(g.opt.Name+": accept failed", "err", err, "retry_in", backoff)
			time.Sleep(backoff)
			continue
		}
		backoff = 0
		if g.active.Add(1) > int64(g.opt.MaxConns) && g.opt.MaxConns > 0 {
			g.active.Add(-1)
			if g.opt.OnRefuse != nil {
				g.opt.OnRefuse()
			}
			nc.SetWriteDeadline(time.Now().Add(time.Second))
			nc.Write(g.opt.Refuse)
			nc.Close()
			continue
		}
		h := newConn(nc)
		if h == nil {
			g.active.Add(-1)
			nc.Close()
			continue
		}
		c := h.conn()
		c.g, c.h, c.fd = g, h, -1
		c.counter, _ = h.(IOCounter)
		if c.In == nil {
			c.readSize = g.opt.ReadSize
			c.In = make([]byte, c.readSize)
		}
		if a := nc.RemoteAddr(); a != nil {
			c.raddr = a.String()
		}
		g.mu.Lock()
		if g.closing.Load() {
			g.mu.Unlock()
			g.active.Add(-1)
			nc.Close()
			return
		}
		g.wg.Add(1)
		if len(g.loops) == 0 {
			c.nc = nc
			g.conns[c] = struct{}{}
			g.mu.Unlock()
			go c.serve()
			continue
		}
		g.mu.Unlock()
		l := g.loops[g.next.Add(1)%uint64(len(g.loops))]
		if err := l.adopt(c, nc); err != nil {
			g.opt.Log.Warn(g.opt.Name+": cannot serve connection", "err", err)
			c.h.Finish()
			g.gone(c)
		}
	}
}

// Close stops accepting and ends every connection: one running a request
// finishes it and writes its answers first. It returns when all are gone.
func (g *Group) Close() {
	g.mu.Lock()
	if g.closing.Swap(true) {
		g.mu.Unlock()
		g.wg.Wait()
		return
	}
	for _, ln := range g.lns {
		ln.Close()
	}
	// Wake goroutines waiting for input; one running a request sees
	// closing when it is done (see fill).
	for c := range g.conns {
		c.nc.SetReadDeadline(time.Now())
	}
	g.mu.Unlock()
	for _, l := range g.loops {
		l.shutdown() // each loop ends its connections when it wakes
	}
	g.wg.Wait()
}

// Closing reports whether Close has been called.
func (g *Group) Closing() bool { return g.closing.Load() }

func (g *Group) gone(c *Conn) {
	c.state = stClosed
	if c.nc != nil {
		g.mu.Lock()
		delete(g.conns, c)
		g.mu.Unlock()
	}
	g.active.Add(-1)
	g.wg.Done()
}

// process runs the handler, restarting the idle clock if it consumed input.
func (c *Conn) process() {
	r := c.R
	c.h.Process()
	if c.R != r || c.deadline == 0 {
		c.refresh()
	}
}

// monoNow is a monotonic clock in nanoseconds (a wall clock step must not
// expire or prolong connections). It starts well above 0, which marks "none".
func monoNow() int64 { return int64(time.Since(monoBase)) + int64(time.Hour) }

var monoBase = time.Now()

// refresh restarts the idle clock. In goroutine mode the net.Conn's
// deadline moves only once an eighth of the timeout (at most a second)
// stale: moving a timer costs more than a small request.
func (c *Conn) refresh() {
	t := c.g.opt.Timeout
	if t <= 0 {
		return
	}
	now := monoNow()
	if c.nc == nil {
		c.deadline = now + int64(t)
		return
	}
	if now-c.moved >= int64(min(t/8, time.Second)) {
		c.nc.SetDeadline(time.Now().Add(t))
		c.moved = now
		c.deadline = now + int64(t)
	}
}

// fill reads more input, making room for Need bytes.
func (c *Conn) fill() error {
	if c.R == c.E {
		c.R, c.E = 0, 0
		if len(c.In) > 4*c.readSize {
			c.In = make([]byte, c.readSize) // a long request has passed
		}
	}
	want := max(c.Need, c.E-c.R+1)
	if c.R > 0 && c.E == len(c.In) || len(c.In)-c.R < want {
		if want > len(c.In) {
			nb := make([]byte, max(want, 2*len(c.In)))
			c.E = copy(nb, c.In[c.R:c.E])
			c.In = nb
		} else {
			c.E = copy(c.In, c.In[c.R:c.E])
		}
		c.R = 0
	}
	var n int
	var err error
	if c.nc != nil {
		if c.g.closing.Load() {
			return errClosing
		}
		n, err = c.nc.Read(c.In[c.E:])
	} else {
		n, err = c.readFD(c.In[c.E:])
	}
	c.E += n
	if n > 0 {
		if c.counter != nil {
			c.counter.CountIO(n, 0)
		}
		return nil // an error comes back on the next read
	}
	if err == io.EOF || err == errPeerClosed {
		c.peerDone = true
	}
	return err
}

var (
	errClosing    = errors.New("server closing")
	errPeerClosed = errors.New("connection closed by peer")
)

// Flush writes Out: all of it in goroutine mode, what the socket takes in
// loop mode (the rest waits for the socket to drain). Protocols call it
// when Out grows large in the middle of a batch.
func (c *Conn) Flush() error {
	if len(c.Out) == 0 {
		return nil
	}
	var err error
	switch {
	case c.fd >= 0:
		err = c.flushFD()
	case c.nc != nil:
		var n int
		n, err = c.nc.Write(c.Out)
		if c.counter != nil {
			c.counter.CountIO(0, n)
		}
		c.Out = c.Out[:0]
	default:
		c.Out = c.Out[:0] // not served: nowhere to write
	}
	if len(c.Out) == 0 && cap(c.Out) > 1<<20 {
		c.Out = nil // a huge answer has gone; do not keep its buffer
	}
	if err != nil {
		c.Out = c.Out[:0]
		c.Closing = true
	}
	return err
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// serve is goroutine mode: read, process, write, until the connection ends.
func (c *Conn) serve() {
	defer c.g.gone(c)
	c.refresh()
	for {
		c.process()
		if c.Closing || c.Flush() != nil {
			break
		}
		if err := c.fill(); err != nil {
			if isTimeout(err) && !c.g.closing.Load() && c.g.opt.OnTimeout != nil {
				c.g.opt.OnTimeout(c)
			}
			break
		}
	}
	c.h.Finish()
	c.Flush()
	tc, ok := c.nc.(*net.TCPConn)
	if !c.g.opt.Linger || c.peerDone || !ok {
		c.nc.Close()
		return
	}
	tc.CloseWrite()
	tc.SetReadDeadline(time.Now().Add(lingerTime))
	io.CopyN(io.Discard, tc, lingerBytes)
	tc.Close()
}

const (
	lingerTime  = time.Second
	lingerBytes = 1 << 20
)
