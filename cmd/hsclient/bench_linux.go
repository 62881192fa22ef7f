package main

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

const loopSupported = true

// loopConn is one connection of runLoop.
type loopConn struct {
	fd      int
	rng     *rand.Rand
	lat     *latencies
	sent    time.Time // when the batch in flight was written
	pending int       // answers of that batch still to read
	midLine bool      // an answer has begun but not ended
	n, bad  int64
}

// runLoop serves every connection from one goroutine with epoll and raw
// reads and writes: per batch one write, and usually one read, where the
// net package's goroutines also pay a read that finds nothing, a park and
// a wakeup. The load generator shares the machine's CPUs with the server it
// measures, so what it saves goes to the server, whichever server that is.
// The requests, the checks of every answer and the latencies are those of
// runGoroutines: a batch of depth requests is written once the previous
// batch is fully answered; each answer is checked to start with "0"; its
// latency runs from the write of its batch to the read that brought its
// end.
func runLoop(b *benchRun, lats []latencies) error {
	epfd, err := unix.EpollCreate1(unix.EPOLL_CLOEXEC)
	if err != nil {
		return fmt.Errorf("epoll_create1: %w", err)
	}
	defer unix.Close(epfd)
	conns := make([]*loopConn, len(lats))
	defer func() {
		for _, c := range conns {
			if c != nil {
				unix.Close(c.fd)
			}
		}
	}()
	for i := range conns {
		fd, err := b.dialFD()
		if err != nil {
			return err
		}
		c := &loopConn{fd: fd, rng: newRand(uint64(i) + 1), lat: &lats[i]}
		conns[i] = c
		ev := unix.EpollEvent{Events: unix.EPOLLIN, Fd: int32(i)}
		if err := unix.EpollCtl(epfd, unix.EPOLL_CTL_ADD, fd, &ev); err != nil {
			return fmt.Errorf("epoll_ctl: %w", err)
		}
	}
	var out []byte
	send := func(c *loopConn) error {
		out = b.appendBatch(out[:0], c.rng)
		c.sent, c.pending = time.Now(), b.depth
		return writeFull(c.fd, out, b.timeout)
	}
	busy := 0 // connections with a batch in flight
	for _, c := range conns {
		if time.Now().Before(b.until) {
			if err := send(c); err != nil {
				return err
			}
			busy++
		}
	}
	buf := make([]byte, 64<<10)
	events := make([]unix.EpollEvent, len(conns))
	wait := -1
	if b.timeout > 0 {
		wait = int(b.timeout / time.Millisecond)
	}
	for busy > 0 {
		n, err := unix.EpollWait(epfd, events, wait)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil {
			return fmt.Errorf("epoll_wait: %w", err)
		}
		if n == 0 {
			return fmt.Errorf("no answer for %v", b.timeout)
		}
		for _, ev := range events[:n] {
			c := conns[ev.Fd]
			m, err := unix.Read(c.fd, buf)
			if errors.Is(err, syscall.EAGAIN) || errors.Is(err, syscall.EINTR) {
				continue
			}
			if err != nil {
				return fmt.Errorf("read: %w", err)
			}
			if m == 0 {
				return errors.New("the server closed the connection")
			}
			if c.pending == 0 {
				return errors.New("an answer nobody asked for")
			}
			now := time.Now()
			for data := buf[:m]; len(data) > 0; {
				if !c.midLine {
					if data[0] != '0' {
						c.bad++
					}
					c.midLine = true
				}
				i := bytes.IndexByte(data, '\n')
				if i < 0 {
					break
				}
				data = data[i+1:]
				c.midLine = false
				c.lat.add(now.Sub(c.sent))
				if c.pending--; c.pending == 0 {
					if len(data) > 0 {
						return errors.New("an answer nobody asked for")
					}
					c.n += int64(b.depth)
					if now.Before(b.until) {
						if err := send(c); err != nil {
							return err
						}
					} else {
						busy--
					}
				}
			}
		}
	}
	for _, c := range conns {
		b.done.Add(c.n)
		b.failed.Add(c.bad)
	}
	return nil
}

// dialFD is dial, then the connection's socket as a non-blocking file
// descriptor of its own (the net package's is closed).
func (b *benchRun) dialFD() (int, error) {
	c, err := b.dial()
	if err != nil {
		return -1, err
	}
	defer c.Close()
	tc, ok := c.Conn().(*net.TCPConn)
	if !ok {
		return -1, fmt.Errorf("not a TCP connection: %T", c.Conn())
	}
	f, err := tc.File()
	if err != nil {
		return -1, err
	}
	defer f.Close()
	fd, err := unix.Dup(int(f.Fd()))
	if err != nil {
		return -1, err
	}
	unix.CloseOnExec(fd)
	if err := unix.SetNonblock(fd, true); err != nil {
		unix.Close(fd)
		return -1, err
	}
	return fd, nil
}

// writeFull writes p to the non-blocking fd, waiting for room if the
// socket buffer is full (only batches far larger than these fill it).
func writeFull(fd int, p []byte, timeout time.Duration) error {
	for len(p) > 0 {
		n, err := unix.Write(fd, p)
		if n > 0 {
			p = p[n:]
		}
		switch {
		case err == nil || errors.Is(err, syscall.EINTR):
		case errors.Is(err, syscall.EAGAIN):
			ms := -1
			if timeout > 0 {
				ms = int(timeout / time.Millisecond)
			}
			fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLOUT}}
			if k, err := unix.Poll(fds, ms); err != nil && !errors.Is(err, syscall.EINTR) {
				return fmt.Errorf("poll: %w", err)
			} else if k == 0 {
				return fmt.Errorf("could not write for %v", timeout)
			}
		default:
			return fmt.Errorf("write: %w", err)
		}
	}
	return nil
}
