// Package handlersocket serves DeNA's HandlerSocket protocol, as the
// HandlerSocket Plugin for MySQL does, straight on top of handlerd's
// handler interface: no SQL parsing, planning or table locking on the way.
//
// One goroutine serves each connection. It reads whatever request lines have
// arrived, runs them as one batch in one transaction per engine, commits,
// and writes all the answers with one write. Existing clients (libhsclient,
// Net::HandlerSocket, PHP, Java, Python, Go) see the plugin's protocol,
// including its error lines and its quirks (escaping, lenient numbers,
// positional limit/offset); see the README of this directory for the list
// and for where handlerd deliberately differs (no global write lock, no
// unauthenticated 'Q' shutdown, secrets compared in constant time).
package handlersocket

import (
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"sync"
	"sync/atomic"
	"time"

	"handlerd/engines"
)

// Config configures the listeners; the fields mirror the plugin's
// handlersocket_* variables.
type Config struct {
	Address string // bind address; "" = every interface (the plugin's default)
	// ReadPort and WritePort: "" = off. The write port serves reads too; as
	// in the plugin, no read listener starts when both name the same port.
	ReadPort, WritePort string
	// Threads and ThreadsWr are accepted for SHOW VARIABLES only: handlerd
	// serves each connection on its own goroutine, and bounding writers to
	// threads_wr (default 1) would bring back the plugin's global write lock.
	Threads, ThreadsWr int
	// Timeout closes a connection that has neither sent nor accepted data
	// for this long (handlersocket_timeout; 0 = never).
	Timeout time.Duration
	// Backlog is accepted for compatibility: Go listens with the kernel's
	// own maximum (net.core.somaxconn), which also caps the plugin's value.
	Backlog int
	// ReadSize is the initial read buffer per connection (at least 4096).
	ReadSize int
	// MaxLine is the longest request line accepted (0: 1 MiB); a longer
	// one gets "2\t1\ttoolong" and the connection is closed.
	MaxLine int
	// PlainSecret and PlainSecretWr require "A\t1\t<secret>" before any
	// other request on the read and write port ("" = no handshake).
	PlainSecret, PlainSecretWr string
	// MaxConnections caps simultaneous connections over both ports (0:
	// 10000); one more is answered "1\t1\t1040" (too many connections) and
	// closed.
	MaxConnections int
}

const (
	defaultReadSize = 4096
	defaultMaxLine  = 1 << 20
	defaultMaxConns = 10000
)

// Server is the HandlerSocket front door.
type Server struct {
	cfg      Config
	resolver engines.Resolver
	log      *slog.Logger

	mu        sync.Mutex
	listeners []*listener
	conns     map[*conn]struct{}
	closing   atomic.Bool
	wg        sync.WaitGroup
	active    atomic.Int64 // open connections

	started         atomic.Bool
	readOn, writeOn atomic.Bool
	stats           counters
}

// listener is one port: read-only or read-write, with its own secret.
type listener struct {
	ln       net.Listener
	write    bool
	needAuth bool
	secret   [sha256.Size]byte // SHA-256 of the secret: compared in constant time
}

// New prepares a server; Start binds its ports.
func New(cfg Config, r engines.Resolver, log *slog.Logger) (*Server, error) {
	if r == nil {
		return nil, errors.New("handlersocket: no resolver")
	}
	if log == nil {
		log = slog.Default()
	}
	if cfg.ReadSize < defaultReadSize { // the plugin reads at least 4096 bytes too
		cfg.ReadSize = defaultReadSize
	}
	if cfg.MaxLine <= 0 {
		cfg.MaxLine = defaultMaxLine
	}
	if cfg.MaxConnections <= 0 {
		cfg.MaxConnections = defaultMaxConns
	}
	if cfg.Timeout < 0 {
		return nil, fmt.Errorf("handlersocket: negative timeout %v", cfg.Timeout)
	}
	return &Server{cfg: cfg, resolver: r, log: log.With("component", "handlersocket"), conns: map[*conn]struct{}{}}, nil
}

// Start binds the configured ports and starts accepting. A port that cannot
// be bound is an error naming address:port, and nothing stays bound.
func (s *Server) Start() error {
	if s.started.Swap(true) {
		return errors.New("handlersocket: already started")
	}
	type port struct {
		port, secret string
		write        bool
	}
	var ports []port
	if s.cfg.WritePort != "" {
		ports = append(ports, port{s.cfg.WritePort, s.cfg.PlainSecretWr, true})
	}
	// "0" asks for an ephemeral port: two of those are different ports.
	if s.cfg.ReadPort != "" && (s.cfg.ReadPort != s.cfg.WritePort || s.cfg.ReadPort == "0") {
		ports = append(ports, port{s.cfg.ReadPort, s.cfg.PlainSecret, false})
	}
	var bound []*listener
	for _, p := range ports {
		addr := net.JoinHostPort(s.cfg.Address, p.port)
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			for _, l := range bound {
				l.ln.Close()
			}
			return fmt.Errorf("handlersocket: cannot listen on %s: %w", addr, err)
		}
		l := &listener{ln: ln, write: p.write, needAuth: p.secret != "", secret: sha256.Sum256([]byte(p.secret))}
		bound = append(bound, l)
	}
	s.mu.Lock()
	s.listeners = append(s.listeners, bound...)
	s.mu.Unlock()
	for _, l := range bound {
		if l.write {
			s.writeOn.Store(true)
		} else {
			s.readOn.Store(true)
		}
		s.log.Info("listening", "address", l.ln.Addr().String(), "write", l.write, "auth", l.needAuth)
		s.wg.Add(1)
		go s.accept(l)
	}
	return nil
}

// Addrs returns the bound addresses of the read and write listeners (nil
// when off); useful when a port was given as "0".
func (s *Server) Addrs() (read, write net.Addr) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, l := range s.listeners {
		if l.write {
			write = l.ln.Addr()
		} else {
			read = l.ln.Addr()
		}
	}
	return read, write
}

// Active reports which listeners run, for SHOW PLUGINS.
func (s *Server) Active() (read, write bool) { return s.readOn.Load(), s.writeOn.Load() }

// Close stops accepting, lets every connection finish and commit the batch
// it is running, then closes the connections.
func (s *Server) Close() {
	if s.closing.Swap(true) {
		s.wg.Wait()
		return
	}
	s.mu.Lock()
	for _, l := range s.listeners {
		l.ln.Close()
	}
	// Wake connections waiting for requests; a connection running a batch
	// sees closing when it is done (see conn.fill).
	for c := range s.conns {
		c.nc.SetReadDeadline(time.Now())
	}
	s.mu.Unlock()
	s.wg.Wait()
	s.readOn.Store(false)
	s.writeOn.Store(false)
}

func (s *Server) accept(l *listener) {
	defer s.wg.Done()
	var backoff time.Duration
	for {
		nc, err := l.ln.Accept()
		if err != nil {
			if s.closing.Load() || errors.Is(err, net.ErrClosed) {
				return
			}
			// Out of file descriptors and the like: wait and retry, as
			// net/http does, rather than spin or give up.
			if backoff == 0 {
				backoff = 5 * time.Millisecond
			} else if backoff *= 2; backoff > time.Second {
				backoff = time.Second
			}
			s.log.Warn("accept failed", "err", err, "retry_in", backoff)
			time.Sleep(backoff)
			continue
		}
		backoff = 0
		s.stats.connections.Add(1)
		if s.active.Add(1) > int64(s.cfg.MaxConnections) {
			s.active.Add(-1)
			s.stats.refused.Add(1)
			s.stats.errors.Add(1)
			nc.SetWriteDeadline(time.Now().Add(time.Second))
			nc.Write([]byte("1\t1\t1040\n"))
			nc.Close()
			continue
		}
		c := newConn(s, l, nc)
		s.mu.Lock()
		if s.closing.Load() {
			s.mu.Unlock()
			s.active.Add(-1)
			nc.Close()
			return
		}
		s.conns[c] = struct{}{}
		s.wg.Add(1)
		s.mu.Unlock()
		go c.serve()
	}
}

func (s *Server) forget(c *conn) {
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
	s.active.Add(-1)
	s.wg.Done()
}

// checkSecret compares key with the port's secret in constant time: both
// are hashed first, so neither the secret's bytes nor its length leak
// through timing.
func (l *listener) checkSecret(key []byte) bool {
	sum := sha256.Sum256(key)
	return subtle.ConstantTimeCompare(sum[:], l.secret[:]) == 1
}
