// Package handlersocket serves DeNA's HandlerSocket protocol, as the
// HandlerSocket Plugin for MySQL does, straight on top of handlerd's
// handler interface: no SQL parsing, planning or table locking on the way.
//
// Connections are served by netloop: on Linux a few epoll event loops (one
// per CPU) read whatever request lines have arrived on a socket, run them
// as one batch in one transaction per engine, commit, and write all the
// answers with one write; a batch that writes, and so waits for its commit,
// runs on a goroutine of its own. Elsewhere each connection has its own
// goroutine. Existing clients (libhsclient,
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
	"os"
	"sync"
	"sync/atomic"
	"time"

	"handlerd/engines"
	"handlerd/nosql/netloop"
)

// Config configures the listeners; the fields mirror the plugin's
// handlersocket_* variables.
type Config struct {
	Address string // bind address; "" = every interface (the plugin's default)
	// ReadPort and WritePort: "" = off. The write port serves reads too; as
	// in the plugin, no read listener starts when both name the same port.
	ReadPort, WritePort string
	// Threads and ThreadsWr are accepted for SHOW VARIABLES only: handlerd
	// runs one event loop per CPU, writes off the loops, and bounding
	// writers to threads_wr (default 1) would bring back the plugin's global
	// write lock.
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
	// Goroutines serves each connection from a goroutine of its own (as
	// where there is no epoll) instead of from event loops, for
	// comparisons; the environment variable HANDLERD_HS_GOROUTINES=1 sets
	// it too (so bench/run.sh and the tests can compare both).
	Goroutines bool
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
	group     *netloop.Group

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
	if os.Getenv("HANDLERD_HS_GOROUTINES") == "1" {
		cfg.Goroutines = true
	}
	return &Server{cfg: cfg, resolver: r, log: log.With("component", "handlersocket")}, nil
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
	g, err := netloop.NewGroup(netloop.Options{
		Name: "handlersocket", Log: s.log, ReadSize: s.cfg.ReadSize, Timeout: s.cfg.Timeout, Linger: true,
		Goroutines: s.cfg.Goroutines,
		MaxConns:   s.cfg.MaxConnections, Refuse: []byte("1\t1\t1040\n"), // too many connections
		OnRefuse: func() {
			s.stats.connections.Add(1)
			s.stats.refused.Add(1)
			s.stats.errors.Add(1)
		},
		OnTimeout: func(c *netloop.Conn) {
			s.stats.timeouts.Add(1)
			s.log.Debug("idle connection timed out", "remote", c.RemoteAddr())
		},
	})
	if err != nil {
		return fmt.Errorf("handlersocket: %w", err)
	}
	var bound []*listener
	for _, p := range ports {
		addr := net.JoinHostPort(s.cfg.Address, p.port)
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			for _, l := range bound {
				l.ln.Close()
			}
			g.Close()
			return fmt.Errorf("handlersocket: cannot listen on %s: %w", addr, err)
		}
		l := &listener{ln: ln, write: p.write, needAuth: p.secret != "", secret: sha256.Sum256([]byte(p.secret))}
		bound = append(bound, l)
	}
	s.mu.Lock()
	s.listeners = append(s.listeners, bound...)
	s.group = g
	s.mu.Unlock()
	for _, l := range bound {
		if l.write {
			s.writeOn.Store(true)
		} else {
			s.readOn.Store(true)
		}
		s.log.Info("listening", "address", l.ln.Addr().String(), "write", l.write, "auth", l.needAuth)
		g.Serve(l.ln, func(net.Conn) netloop.Handler {
			s.stats.connections.Add(1)
			return newConn(s, l)
		})
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
	s.mu.Lock()
	g := s.group
	s.mu.Unlock()
	if g != nil {
		g.Close()
	}
	s.readOn.Store(false)
	s.writeOn.Store(false)
}

func (s *Server) active() int64 {
	s.mu.Lock()
	g := s.group
	s.mu.Unlock()
	if g == nil {
		return 0
	}
	return g.Active()
}

// checkSecret compares key with the port's secret in constant time: both
// are hashed first, so neither the secret's bytes nor its length leak
// through timing.
func (l *listener) checkSecret(key []byte) bool {
	sum := sha256.Sum256(key)
	return subtle.ConstantTimeCompare(sum[:], l.secret[:]) == 1
}
