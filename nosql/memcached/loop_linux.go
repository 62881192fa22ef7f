package memcached

import (
	"errors"
	"net"
	"sync"
	"syscall"
)

// On Linux connections are served by event loops, memcached's model: -t
// loops, each with its own epoll set, read a ready socket once, run every
// complete command in the buffer and write the replies with one write.
// A goroutine per connection would cost a wasted EAGAIN read and a park and
// wake-up per request, about a fifth of the CPU of a small get. As in
// memcached and MySQL's plugin, a command that waits (a commit) holds its
// loop; the connections of other loops go on.

const useLoops = true

var errWouldBlock = errors.New("would block")

type loop struct {
	s            *Server
	epfd         int
	wakeR, wakeW int // a pipe that interrupts epoll_wait

	mu    sync.Mutex
	add   []*conn
	back  []*conn // connections whose offloaded commands are done
	stop  bool
	conns map[int]*conn // owned by the loop goroutine
	busy  map[*conn]bool
}

func newLoop(s *Server) (*loop, error) {
	epfd, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		return nil, err
	}
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_NONBLOCK|syscall.O_CLOEXEC); err != nil {
		syscall.Close(epfd)
		return nil, err
	}
	l := &loop{s: s, epfd: epfd, wakeR: p[0], wakeW: p[1], conns: map[int]*conn{}, busy: map[*conn]bool{}}
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN, Fd: int32(l.wakeR)}
	if err := syscall.EpollCtl(epfd, syscall.EPOLL_CTL_ADD, l.wakeR, &ev); err != nil {
		return nil, err
	}
	return l, nil
}

func (l *loop) wake() { syscall.Write(l.wakeW, []byte{1}) }

// adopt takes over an accepted connection: the loop works on a duplicate
// of its descriptor, in non-blocking mode, and the net.Conn is closed.
func (l *loop) adopt(cn *conn, nc net.Conn) error {
	sc, ok := nc.(syscall.Conn)
	if !ok {
		return errors.New("not a socket")
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		return err
	}
	fd := -1
	var derr error
	rc.Control(func(f uintptr) { fd, derr = syscall.Dup(int(f)) })
	nc.Close()
	if derr != nil {
		return derr
	}
	syscall.CloseOnExec(fd)
	if err := syscall.SetNonblock(fd, true); err != nil {
		syscall.Close(fd)
		return err
	}
	l.mu.Lock()
	if l.stop { // Close raced with this accept
		l.mu.Unlock()
		syscall.Close(fd)
		return errors.New("listener closing")
	}
	cn.fd, cn.nc = fd, nil
	l.add = append(l.add, cn)
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
	defer l.s.wg.Done()
	defer syscall.Close(l.epfd)
	defer syscall.Close(l.wakeR)
	defer syscall.Close(l.wakeW)
	var events [128]syscall.EpollEvent
	for {
		n, err := syscall.EpollWait(l.epfd, events[:], -1)
		if err != nil {
			if err == syscall.EINTR {
				continue
			}
			l.s.log.Error("memcached: epoll_wait", "err", err)
			return
		}
		for i := 0; i < n; i++ {
			fd := int(events[i].Fd)
			if fd == l.wakeR {
				if l.control() {
					return
				}
				continue
			}
			if cn := l.conns[fd]; cn != nil && !l.busy[cn] {
				l.event(cn, events[i].Events)
			}
		}
	}
}

// control registers new connections; it reports true when the loop must
// stop, after closing every connection (committing their batches).
func (l *loop) control() bool {
	var buf [64]byte
	for {
		if n, _ := syscall.Read(l.wakeR, buf[:]); n <= 0 {
			break
		}
	}
	l.mu.Lock()
	add, back, stop := l.add, l.back, l.stop
	l.add, l.back = nil, nil
	l.mu.Unlock()
	for _, cn := range add {
		l.conns[cn.fd] = cn
		cn.events = syscall.EPOLLIN | syscall.EPOLLRDHUP
		ev := syscall.EpollEvent{Events: cn.events, Fd: int32(cn.fd)}
		if err := syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_ADD, cn.fd, &ev); err != nil {
			l.close(cn)
		}
	}
	for _, cn := range back {
		delete(l.busy, cn)
		l.settle(cn)
	}
	if stop {
		for _, cn := range l.conns {
			if !l.busy[cn] {
				l.close(cn)
			}
		}
		// Connections still running a command come back through back;
		// the loop closes them then.
		return len(l.busy) == 0
	}
	return false
}

// mayWait reports whether the next command may write (and so wait for a
// commit). Reads of a table do not block, so gets stay on the loop.
func (cn *conn) mayWait() bool {
	b := cn.rb[cn.rp:cn.re]
	if len(b) == 0 {
		return false
	}
	if b[0] == magicReq {
		if len(b) < 2 {
			return true
		}
		switch b[1] {
		case opGet, opGetQ, opGetK, opGetKQ, opNoop, opVersion, opStat:
			return false
		}
		return true
	}
	for _, p := range []string{"get ", "gets ", "mg ", "mn", "version", "stats"} {
		if len(b) >= len(p) && string(b[:len(p)]) == p {
			return false
		}
	}
	return true
}

// offload reports whether commands may wait for an engine: then a
// connection's commands run on their own goroutine, so a commit waiting
// for fsync holds neither the loop nor the other connections' gets, and
// many commits can share one fsync. Pure cache traffic stays on the loop.
func (l *loop) offload() bool {
	p := l.s.mapping().pol
	cacheOnly := func(x policy) bool { return x == polCacheOnly || x == polDisabled }
	return !(cacheOnly(p.get) && cacheOnly(p.set) && cacheOnly(p.del) && cacheOnly(p.flush))
}

// event serves one readiness report. Level-triggered: input left in the
// socket is reported again, so one read per report is enough.
func (l *loop) event(cn *conn, ev uint32) {
	if len(cn.out) > 0 {
		// Waiting for the client to take earlier replies: no new input
		// is read until they are out (back-pressure, as memcached).
		if cn.flushFD(); len(cn.out) > 0 {
			return
		}
	} else {
		cn.shrink()
		if err := cn.fill(); err != nil && err != errWouldBlock {
			l.close(cn)
			return
		}
	}
	if cn.mayWait() && l.offload() {
		// No events for this connection until its commands are done.
		l.interest(cn, 0)
		l.busy[cn] = true
		go func() {
			cn.process()
			cn.flushFD()
			l.mu.Lock()
			l.back = append(l.back, cn)
			l.mu.Unlock()
			l.wake()
		}()
		return
	}
	cn.process()
	l.settle(cn)
}

// settle re-arms a connection after its commands ran: wait for the client
// to take pending replies, close it, or wait for input.
func (l *loop) settle(cn *conn) {
	cn.flushFD()
	switch {
	case len(cn.out) > 0:
		l.interest(cn, syscall.EPOLLOUT|syscall.EPOLLRDHUP)
	case cn.closing:
		l.close(cn)
	default:
		l.interest(cn, syscall.EPOLLIN|syscall.EPOLLRDHUP)
	}
}

func (l *loop) interest(cn *conn, events uint32) {
	if cn.events == events {
		return
	}
	cn.events = events
	ev := syscall.EpollEvent{Events: events, Fd: int32(cn.fd)}
	syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_MOD, cn.fd, &ev)
}

func (l *loop) close(cn *conn) {
	cn.sess.finish()
	cn.flushFD()
	syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_DEL, cn.fd, nil)
	syscall.Close(cn.fd)
	delete(l.conns, cn.fd)
	cn.fd = -1
	l.s.dropConn(cn)
}

func (cn *conn) readFD(b []byte) (int, error) {
	for {
		n, err := syscall.Read(cn.fd, b)
		switch {
		case err == syscall.EINTR:
			continue
		case err == syscall.EAGAIN:
			return 0, errWouldBlock
		case err != nil:
			return 0, err
		case n == 0:
			return 0, errClosed
		}
		return n, nil
	}
}

var errClosed = errors.New("connection closed by peer")

// flushFD writes as much of out as the socket takes; the rest stays in
// out for the next EPOLLOUT.
func (cn *conn) flushFD() error {
	for len(cn.out) > 0 && cn.fd >= 0 {
		n, err := syscall.Write(cn.fd, cn.out)
		if n > 0 {
			cn.st.add(cBytesWritten, uint64(n))
			cn.out = cn.out[:copy(cn.out, cn.out[n:])]
		}
		switch {
		case err == syscall.EINTR:
		case err == syscall.EAGAIN:
			return nil
		case err != nil:
			cn.out = cn.out[:0]
			cn.closing = true
			return err
		}
	}
	if cap(cn.out) > 4*outFlushAt {
		cn.out = nil // do not keep a huge multiget's buffer
	}
	return nil
}
