//go:build linux

package netloop

import (
	"errors"
	"net"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"
)

const useLoops = true

// loop is one event loop: an epoll set and the connections in it. Only its
// goroutine touches conns and the connections' state, except that a
// connection whose request was offloaded (busy) belongs to that request's
// goroutine until it comes back through back.
type loop struct {
	g            *Group
	epfd         int
	wakeR, wakeW int // a pipe that interrupts epoll_wait

	mu   sync.Mutex
	add  []*Conn
	back []*Conn // connections whose offloaded or suspended requests are done
	stop bool

	work     chan *Conn   // offloaded requests for idle workers (unbuffered)
	idle     atomic.Int32 // workers waiting on work
	sleeping atomic.Bool  // the loop may be in (or about to enter) epoll_wait

	conns     map[int]*Conn
	ready     []*Conn // connections with input to run in this pass
	batch     Batch
	stopping  bool
	lingering int
	nextSweep int64
	offloaded int // connections whose requests run on workers or are suspended
}

func newLoop(g *Group) (*loop, error) {
	epfd, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		return nil, err
	}
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_NONBLOCK|syscall.O_CLOEXEC); err != nil {
		syscall.Close(epfd)
		return nil, err
	}
	l := &loop{g: g, epfd: epfd, wakeR: p[0], wakeW: p[1], conns: map[int]*Conn{}, work: make(chan *Conn)}
	if g.opt.NewBatch != nil {
		l.batch = g.opt.NewBatch()
	}
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN, Fd: int32(l.wakeR)}
	if err := syscall.EpollCtl(epfd, syscall.EPOLL_CTL_ADD, l.wakeR, &ev); err != nil {
		l.closeFDs()
		return nil, err
	}
	return l, nil
}

func (l *loop) closeFDs() {
	syscall.Close(l.epfd)
	syscall.Close(l.wakeR)
	syscall.Close(l.wakeW)
}

func (l *loop) wake() { syscall.Write(l.wakeW, []byte{1}) }

// adopt takes over an accepted connection: the loop works on a
// non-blocking duplicate of its descriptor, and the net.Conn is closed.
func (l *loop) adopt(c *Conn, nc net.Conn) error {
	fd, err := sockFD(nc)
	if err != nil {
		return err
	}
	l.mu.Lock()
	if l.stop { // Close raced with this accept
		l.mu.Unlock()
		syscall.Close(fd)
		return errors.New("listener closing")
	}
	c.fd, c.lp = fd, l
	l.add = append(l.add, c)
	l.mu.Unlock()
	l.wake()
	return nil
}

func (l *loop) shutdown() {
	l.mu.Lock()
	l.stop = true
	l.mu.Unlock()
	l.wake()
}

func (l *loop) run() {
	defer l.g.wg.Done()
	defer l.closeFDs()
	defer close(l.work) // idle workers end
	var events [128]syscall.EpollEvent
	var yielded int64 // when the loop last yielded (monoNow)
	for {
		// Tried and dropped, for measuring no better at one request in
		// flight per connection: a raw non-blocking epoll_wait before the
		// blocking one, and parking the loop in Go's poller (the epoll
		// descriptor registered there) instead of a blocking epoll_wait.
		wait := l.waitMillis()
		// A worker wakes the loop only if it may be waiting in epoll_wait
		// (sleeping); otherwise its connection is taken back here.
		l.sleeping.Store(true)
		l.mu.Lock()
		back := len(l.back) > 0
		l.mu.Unlock()
		if back {
			l.sleeping.Store(false)
			l.takeOver()
			wait = 0
		}
		n, err := syscall.EpollWait(l.epfd, events[:], wait)
		l.sleeping.Store(false)
		if err == syscall.EINTR {
			n, err = 0, nil
		}
		if err != nil {
			l.g.opt.Log.Error(l.g.opt.Name+": epoll_wait", "err", err)
			return
		}
		// Read every ready connection first, then run their requests: a
		// Batch's state set up by the first request (a read snapshot)
		// then comes after the input of all of them.
		for i := 0; i < n; i++ {
			fd := int(events[i].Fd)
			if fd == l.wakeR {
				l.control()
				continue
			}
			c := l.conns[fd]
			switch {
			case c == nil:
			case c.busy:
				// Suspended with its events armed (they are left armed,
				// saving two epoll_ctl calls a request, since a client
				// usually waits for the answer): none until Resume.
				l.interest(c, 0)
			case l.event(c):
				l.ready = append(l.ready, c)
			}
		}
		if len(l.ready) > 0 {
			for _, c := range l.ready {
				// control may have ended it since it was read.
				if c.state == stOpen && !c.busy {
					c.resumed = false
					l.run1(c)
				}
			}
			clear(l.ready)
			l.ready = l.ready[:0]
			if l.batch != nil {
				l.batch.End()
			}
		}
		if l.nextSweep == 0 {
			l.waitMillis() // a busy loop schedules its sweeps too
		}
		if l.nextSweep != 0 {
			if now := monoNow(); now >= l.nextSweep {
				l.sweep(now)
			}
		}
		if l.stopping && len(l.conns) == 0 {
			return
		}
		// A busy loop may never park in epoll_wait: once a millisecond
		// it lets a loop that lost its P (to the garbage collector, say)
		// run. Not more often: a yield wakes another thread to look for
		// work, a sixth of the CPU of a small request when done every time.
		// Except while requests of this loop run on workers: a worker (and
		// the commit it waits for) is otherwise runnable for a millisecond
		// at a time behind the loops, which hold every P while busy. Under
		// memcaslap innodb_only, yielding after each pass then cut the time
		// a set's worker waited for a P from 2.4-3.4 ms to about 1 ms.
		if now := monoNow(); now-yielded > int64(time.Millisecond) || l.offloaded > 0 {
			runtime.Gosched()
			yielded = now
		}
	}
}

// waitMillis is epoll_wait's timeout: until the next sweep for expired
// connections when there is a timeout or a lingering close, else forever.
func (l *loop) waitMillis() int {
	tick := time.Duration(0)
	if t := l.g.opt.Timeout; t > 0 {
		tick = min(max(t/8, 5*time.Millisecond), time.Second)
	}
	if l.lingering > 0 && (tick == 0 || tick > 100*time.Millisecond) {
		tick = 100 * time.Millisecond
	}
	if tick == 0 {
		l.nextSweep = 0
		return -1
	}
	now := monoNow()
	if l.nextSweep == 0 || l.nextSweep > now+int64(tick) {
		l.nextSweep = now + int64(tick)
	}
	return int((l.nextSweep-now)/int64(time.Millisecond)) + 1
}

// sweep ends the connections whose time is up.
func (l *loop) sweep(now int64) {
	l.nextSweep = 0
	for _, c := range l.conns {
		if c.busy || c.deadline == 0 || now < c.deadline {
			continue
		}
		if c.state == stLinger {
			l.final(c)
			continue
		}
		if f := l.g.opt.OnTimeout; f != nil && !l.stopping {
			f(c)
		}
		l.end(c)
	}
}

// control serves the wake pipe: it empties it, then takeOver.
func (l *loop) control() {
	var buf [64]byte
	for {
		if n, _ := syscall.Read(l.wakeR, buf[:]); n <= 0 {
			break
		}
	}
	l.takeOver()
}

// takeOver registers new connections and takes back offloaded ones; once
// the group closes it ends every connection not running a request.
func (l *loop) takeOver() {
	l.mu.Lock()
	add, back, stop := l.add, l.back, l.stop
	l.add, l.back = nil, nil
	l.mu.Unlock()
	for _, c := range add {
		l.conns[c.fd] = c
		c.refresh()
		if err := l.interest(c, syscall.EPOLLIN); err != nil {
			l.g.opt.Log.Warn(l.g.opt.Name+": epoll_ctl", "err", err)
			c.peerDone = true
			l.end(c)
		}
	}
	for _, c := range back {
		c.busy = false
		l.offloaded--
		if c.resumed {
			// Its request is finished by Process, with the requests of
			// this pass (and within its Batch).
			l.ready = append(l.ready, c)
			continue
		}
		l.settle(c)
	}
	if stop {
		l.stopping = true
		for _, c := range l.conns {
			if !c.busy && !c.resumed && c.state == stOpen {
				l.end(c)
			}
		}
	}
}

// event serves one readiness report: it reads the input and reports
// whether the connection's requests are to run (run1). Level-triggered:
// input left in the socket is reported again, so one read per report is
// enough.
func (l *loop) event(c *Conn) bool {
	if c.state == stLinger {
		l.drain(c)
		return false
	}
	if len(c.Out) > 0 {
		// Waiting for the client to take earlier answers: no new input is
		// read until they are out (back-pressure, as memcached does).
		if c.flushFD(); len(c.Out) > 0 {
			return false
		}
	} else if err := c.fill(); err != nil && err != errWouldBlock {
		c.peerDone = true
		l.end(c)
		return false
	}
	return true
}

// run1 runs a connection's requests: on the loop, or on a goroutine of its
// own if they may wait. A pipeline whose first requests run on the loop
// goes on on a goroutine from the first that may wait (Conn.Offload).
func (l *loop) run1(c *Conn) {
	if c.Closing || !c.h.MayBlock() {
		c.process()
		if c.Suspended {
			// Its events stay armed (see run): none while it is busy.
			c.Suspended = false
			c.busy = true
			l.offloaded++
			c.flushFD() // the answers so far need not wait
			return
		}
		if !c.Offload || c.Closing {
			c.Offload = false
			l.settle(c)
			return
		}
		c.Offload = false
		c.flushFD() // the answers so far need not wait
	}
	// No events for this connection until its requests are done.
	l.interest(c, 0)
	c.busy = true
	l.offloaded++
	select {
	case l.work <- c: // an idle worker takes it
	default:
		go l.worker(c)
	}
}

// worker runs offloaded requests: c's, then those of other connections it
// is handed while it waits idle, until the loop ends or enough others
// wait. Workers are kept because a new goroutine's stack has to grow to
// the depth of a commit, a sizable share of the CPU of a small request.
func (l *loop) worker(c *Conn) {
	for {
		c.process()
		c.flushFD()
		l.giveBack(c)
		if l.idle.Add(1) > maxIdleWorkers {
			l.idle.Add(-1)
			return
		}
		var ok bool
		if c, ok = <-l.work; !ok {
			return
		}
		l.idle.Add(-1)
	}
}

// Resume ends a Suspend (Conn.Suspended): the connection's loop runs
// Process again. It may be called from any goroutine, once per Suspend,
// even before the Process that suspended has returned; it does not block.
func (c *Conn) Resume() {
	c.resumed = true
	c.lp.giveBack(c)
}

// giveBack hands a busy connection back to its loop (takeOver).
func (l *loop) giveBack(c *Conn) {
	l.mu.Lock()
	l.back = append(l.back, c)
	l.mu.Unlock()
	if l.sleeping.Load() {
		l.wake()
	}
}

// maxIdleWorkers bounds the workers a loop keeps waiting for requests.
const maxIdleWorkers = 64

// settle re-arms a connection after its requests ran: wait for the client
// to take pending answers, end it, or wait for input.
func (l *loop) settle(c *Conn) {
	c.flushFD()
	switch {
	case c.state != stOpen:
	case len(c.Out) > 0:
		l.interest(c, syscall.EPOLLOUT)
	case c.Closing || l.stopping:
		l.end(c)
	default:
		l.interest(c, syscall.EPOLLIN)
	}
}

// interest arms events for c; 0 takes it out of the epoll set.
func (l *loop) interest(c *Conn, events uint32) error {
	if c.events == events {
		return nil
	}
	op := syscall.EPOLL_CTL_MOD
	switch {
	case events == 0:
		op = syscall.EPOLL_CTL_DEL
	case c.events == 0:
		op = syscall.EPOLL_CTL_ADD
	}
	c.events = events
	ev := syscall.EpollEvent{Events: events, Fd: int32(c.fd)}
	return syscall.EpollCtl(l.epfd, op, c.fd, &ev)
}

// end finishes a connection: the handler's Finish, its last answers, then
// a lingering close or a close at once.
func (l *loop) end(c *Conn) {
	if c.state != stOpen {
		return
	}
	c.h.Finish()
	c.flushFD()
	if !l.g.opt.Linger || c.peerDone {
		l.final(c)
		return
	}
	c.state = stLinger
	c.deadline = monoNow() + int64(lingerTime)
	c.drained = 0
	l.lingering++
	if len(c.Out) == 0 {
		syscall.Shutdown(c.fd, syscall.SHUT_WR)
		l.interest(c, syscall.EPOLLIN)
	} else {
		l.interest(c, syscall.EPOLLIN|syscall.EPOLLOUT)
	}
}

// drain serves a lingering connection: write what is left, then discard
// input until the client closes, a megabyte has come or the time is up.
func (l *loop) drain(c *Conn) {
	if len(c.Out) > 0 {
		if c.flushFD() != nil {
			l.final(c)
			return
		}
		if len(c.Out) == 0 {
			syscall.Shutdown(c.fd, syscall.SHUT_WR)
			l.interest(c, syscall.EPOLLIN)
		}
	}
	n, err := c.readFD(c.In)
	c.drained += n
	if err == errWouldBlock && c.drained < lingerBytes {
		return
	}
	l.final(c)
}

func (l *loop) final(c *Conn) {
	if c.state == stLinger {
		l.lingering--
	}
	syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_DEL, c.fd, nil)
	syscall.Close(c.fd)
	delete(l.conns, c.fd)
	c.fd = -1
	c.Out = c.Out[:0]
	l.g.gone(c)
}

// Reads and writes of the non-blocking sockets never wait, so they are raw
// system calls, without the scheduler's bookkeeping for blocking ones.

func rawRead(fd int, b []byte) (int, error)  { return rawIO(syscall.SYS_READ, fd, b) }
func rawWrite(fd int, b []byte) (int, error) { return rawIO(syscall.SYS_WRITE, fd, b) }

// rawIO is read(2) or write(2) (trap) of b on fd.
func rawIO(trap uintptr, fd int, b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	n, _, e := syscall.RawSyscall(trap, uintptr(fd), uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	if e != 0 {
		return 0, e
	}
	return int(n), nil
}

func (c *Conn) readFD(b []byte) (int, error) {
	for {
		n, err := rawRead(c.fd, b)
		switch {
		case err == syscall.EINTR:
			continue
		case err == syscall.EAGAIN:
			return 0, errWouldBlock
		case err != nil:
			return 0, err
		case n == 0:
			return 0, errPeerClosed
		}
		return n, nil
	}
}

// flushFD writes as much of Out as the socket takes; the rest stays in Out
// for the next EPOLLOUT.
func (c *Conn) flushFD() error {
	for len(c.Out) > 0 && c.fd >= 0 {
		n, err := rawWrite(c.fd, c.Out)
		if n > 0 {
			if c.counter != nil {
				c.counter.CountIO(0, n)
			}
			c.Out = c.Out[:copy(c.Out, c.Out[n:])]
		}
		switch {
		case err == syscall.EINTR:
		case err == syscall.EAGAIN:
			return nil
		case err != nil:
			c.Out = c.Out[:0]
			c.Closing = true
			c.peerDone = true
			return err
		}
	}
	if cap(c.Out) > 1<<20 {
		c.Out = nil // a huge answer has gone; do not keep its buffer
	}
	return nil
}

// sockFD returns a non-blocking duplicate of nc's descriptor and closes nc.
func sockFD(nc net.Conn) (int, error) {
	sc, ok := nc.(syscall.Conn)
	if !ok {
		nc.Close()
		return -1, errors.New("not a socket")
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		nc.Close()
		return -1, err
	}
	fd := -1
	var derr error
	rc.Control(func(f uintptr) { fd, derr = syscall.Dup(int(f)) })
	nc.Close()
	if derr != nil {
		return -1, derr
	}
	syscall.CloseOnExec(fd)
	if err := syscall.SetNonblock(fd, true); err != nil {
		syscall.Close(fd)
		return -1, err
	}
	return fd, nil
}
