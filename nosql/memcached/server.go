// Package memcached is handlerd's memcached listener: MySQL's InnoDB
// memcached plugin (daemon_memcached) rebuilt over the handler interface.
// Existing memcached clients read and write table rows through the text,
// meta and binary protocols, mapped by the innodb_memcache schema, with no
// SQL on the path; with the cache_only policy it is a plain memcached.
//
// Files: config.go (daemon_memcached_option), mapping.go (the
// innodb_memcache schema), ops.go (policies), tableops.go (rows), cache.go
// (the LRU cache), session.go (w_batch/r_batch), text.go, meta.go,
// binary.go (protocols), conn.go (connection I/O), server.go (lifecycle).
package memcached

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"handlerd/engines"
	"handlerd/nosql/netloop"
)

// Server is one memcached listener.
type Server struct {
	cfg Config
	set settings
	r   engines.Resolver
	log *slog.Logger

	cache     *cache // cache_only items
	verbosity atomic.Int32
	started   time.Time

	cur   atomic.Pointer[mapping]
	dirty atomic.Bool // the configuration tables changed: reload
	// loading: a reload is under way; callers wait for it rather than use
	// the mapping it replaces (a request racing with a change of policy
	// would otherwise still be served by the old mapping).
	loading atomic.Bool
	mapMu   sync.Mutex // serialises reloads

	wmu      sync.Mutex
	watches  atomic.Pointer[map[uint64]*watch]
	observed map[engines.Engine]bool
	tcaches  map[string]*cache // caching-policy caches by container name

	mu        sync.Mutex
	listeners []net.Listener
	conns     map[*conn]struct{}
	stats     counters // totals of closed connections and server events
	nextID    uint64
	active    atomic.Bool
	closing   chan struct{}
	wg        sync.WaitGroup
	flushTmr  *time.Timer
	group     *netloop.Group
}

// watch is what a commit to one table means to the listener.
type watch struct {
	config atomic.Bool   // one of innodb_memcache's tables: reload the mapping
	gen    atomic.Uint64 // bumped on every commit (caching policy)
	// inflight counts commits between CommitGate.BeginCommit and EndCommit:
	// their writes may already be visible, so the cache is bypassed.
	inflight atomic.Int32
}

// New builds a listener; Start opens its ports.
func New(cfg Config, r engines.Resolver, log *slog.Logger) (*Server, error) {
	if log == nil {
		log = slog.Default()
	}
	if cfg.RBatchSize < 1 {
		cfg.RBatchSize = 1
	}
	if cfg.WBatchSize < 1 {
		cfg.WBatchSize = 1
	}
	if cfg.BkCommitInterval <= 0 {
		cfg.BkCommitInterval = 5 * time.Second
	}
	set, err := parseOptions(cfg.Option, cfg.DefaultAddress)
	if err != nil {
		return nil, err
	}
	set.logIgnored(log)
	if set.sasl && cfg.SASLCheck == nil {
		log.Warn("memcached: -S given without a credential check; every SASL login will fail")
	}
	s := &Server{
		cfg: cfg, set: set, r: r, log: log,
		cache:    newCache(set.maxBytes, set.itemMax, set.noEvict),
		observed: map[engines.Engine]bool{},
		tcaches:  map[string]*cache{},
		conns:    map[*conn]struct{}{},
		closing:  make(chan struct{}),
	}
	empty := map[uint64]*watch{}
	s.watches.Store(&empty)
	s.dirty.Store(true)
	return s, nil
}

// Start loads the mapping and opens the TCP listeners. A port in use is
// an error naming the address.
func (s *Server) Start() error {
	s.started = time.Now()
	clock.Store(s.started.Unix()) // the ticker may not have run for a while (another server's)
	if m := s.mapping(); m.mapped && m.def == nil {
		s.log.Warn("memcached: innodb_memcache.containers has no usable container")
	}
	if s.set.udpPort != 0 {
		s.log.Warn("memcached: UDP is not supported; -U ignored", "port", s.set.udpPort)
	}
	for _, a := range s.set.addrs {
		addr := net.JoinHostPort(a, strconv.Itoa(s.set.port))
		l, err := net.Listen("tcp", addr)
		if err != nil {
			s.closeListeners()
			return fmt.Errorf("memcached: cannot listen on %s: %w", addr, err)
		}
		s.listeners = append(s.listeners, l)
	}
	// On Linux -t event loops serve the connections (netloop), as
	// memcached's worker threads do. As in memcached and MySQL's plugin, a
	// command that waits for a commit on a cache-only listener holds its
	// loop; with tables behind it, it runs on its own goroutine.
	g, err := netloop.NewGroup(netloop.Options{
		Name: "memcached", Log: s.log, Loops: s.set.threads, ReadSize: readBufSize,
		MaxConns: s.set.maxConns, Refuse: []byte("ERROR Too many open connections\r\n"), // memcached's reply when -c is reached
		OnRefuse: func() { s.stats.add(cRejectedConns, 1) },
		NewBatch: func() netloop.Batch { return new(readBatch) },
	})
	if err != nil {
		s.closeListeners()
		return fmt.Errorf("memcached: %w", err)
	}
	s.group = g
	s.active.Store(true)
	for _, l := range s.listeners {
		g.Serve(l, s.newConn)
	}
	s.wg.Add(1)
	go s.background()
	m := s.mapping()
	s.log.Info("memcached: listening", "addr", s.Addr(), "containers", len(m.containers),
		"get_policy", m.pol.get.String(), "set_policy", m.pol.set.String())
	return nil
}

// Addr is the first listener's address (tests use -p 0).
func (s *Server) Addr() string {
	if len(s.listeners) == 0 {
		return ""
	}
	return s.listeners[0].Addr().String()
}

// Active reports whether the listener is serving (SHOW PLUGINS).
func (s *Server) Active() bool { return s.active.Load() }

func (s *Server) closeListeners() {
	for _, l := range s.listeners {
		l.Close()
	}
}

// Close stops accepting, lets every connection finish the command it is
// running, commits every open write batch and returns when all
// connections are gone: no acknowledged write is lost.
func (s *Server) Close() {
	if !s.active.Swap(false) {
		return
	}
	close(s.closing)
	s.group.Close() // stops accepting; each connection finishes its command
	s.mu.Lock()
	if s.flushTmr != nil {
		s.flushTmr.Stop()
	}
	s.mu.Unlock()
	s.wg.Wait()
}

// newConn registers an accepted connection.
func (s *Server) newConn(nc net.Conn) netloop.Handler {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nextID++
	cn := newConn(s, s.nextID)
	if a := nc.RemoteAddr(); a != nil {
		cn.raddr = a.String()
	}
	s.conns[cn] = struct{}{}
	s.stats.add(cTotalConns, 1)
	return cn
}

func (s *Server) dropConn(cn *conn) {
	s.mu.Lock()
	delete(s.conns, cn)
	for i := range cn.st {
		s.stats[i].Add(cn.st[i].Load())
	}
	s.mu.Unlock()
}

// background advances the clock, commits write batches older than
// innodb_api_bk_commit_interval, and notices DDL on mapped tables.
func (s *Server) background() {
	defer s.wg.Done()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-s.closing:
			return
		case t := <-tick.C:
			clock.Store(t.Unix())
			s.mu.Lock()
			conns := make([]*conn, 0, len(s.conns))
			for cn := range s.conns {
				conns = append(conns, cn)
			}
			s.mu.Unlock()
			for _, cn := range conns {
				cn.sess.commitIfOld(s.cfg.BkCommitInterval)
			}
			s.checkDefs()
		}
	}
}

// mapping returns the mapping in force, reloading it if the configuration
// tables changed. The check is two atomic loads on the hot path.
func (s *Server) mapping() *mapping {
	if !s.stale() {
		return s.cur.Load()
	}
	s.mapMu.Lock()
	defer s.mapMu.Unlock()
	s.loading.Store(true)
	defer s.loading.Store(false)
	if s.dirty.Swap(false) {
		m, err := s.loadMapping()
		if err != nil {
			s.log.Error("memcached: reading innodb_memcache failed; keeping the previous mapping", "err", err)
			if s.cur.Load() == nil {
				m = &mapping{containers: map[string]*container{}, sep: "|", delim: "."}
			} else {
				m = s.cur.Load()
			}
		}
		s.cur.Store(m)
	}
	return s.cur.Load()
}

// stale reports whether the mapping is to be reloaded, or being reloaded.
func (s *Server) stale() bool { return s.dirty.Load() || s.loading.Load() }

// checkDefs re-resolves every table the mapping uses; DDL publishes a new
// TableDef, and a changed one means the mapping must be rebuilt.
func (s *Server) checkDefs() {
	m := s.cur.Load()
	if m == nil {
		return
	}
	if !m.mapped {
		if _, _, err := s.r.OpenTable(configDB, "containers"); err == nil {
			s.dirty.Store(true) // innodb_memcache was created
		}
		return
	}
	for _, d := range m.defs {
		t, _, err := s.r.OpenTable(d.Database, d.Name)
		if err != nil || t.Def() != d {
			s.dirty.Store(true)
			return
		}
	}
}

// tableErr marks the mapping for a reload when a table operation fails
// (the table may have been dropped or altered) and passes err on.
func (s *Server) tableErr(err error) error {
	if err != nil && !clientErr(err) {
		s.dirty.Store(true)
	}
	return err
}

// clientErr reports an error that says nothing of the mapping: a conflict,
// a value the columns refuse, a duplicate key. (Its own function: the
// targets errors.As writes escape, and would cost every write two
// allocations, failed or not, declared in tableErr.)
func clientErr(err error) bool {
	var ve valueError
	var dup *engines.DuplicateKeyError
	return errors.Is(err, engines.ErrConflict) || errors.As(err, &ve) || errors.As(err, &dup)
}

// watchTable registers a table with the commit observer and returns its
// generation counter; ok is false if the engine cannot report commits.
func (s *Server) watchTable(e engines.Engine, def *engines.TableDef, config bool) (*watch, bool) {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	obs, ok := e.(engines.Observable)
	if ok && !s.observed[e] {
		obs.AddObserver(observer{s})
		s.observed[e] = true
	}
	old := *s.watches.Load()
	w := old[def.ID]
	if w == nil {
		w = &watch{}
		w.gen.Store(1) // 0 means "do not cache" in ops.get
		next := make(map[uint64]*watch, len(old)+1)
		for k, v := range old {
			next[k] = v
		}
		next[def.ID] = w
		s.watches.Store(&next)
	}
	if config {
		w.config.Store(true)
	}
	return w, ok
}

// tableCache returns the caching policy's cache for a container; it
// survives mapping reloads.
func (s *Server) tableCache(name string) *cache {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	c := s.tcaches[name]
	if c == nil {
		c = newCache(s.set.maxBytes, s.set.itemMax, false)
		s.tcaches[name] = c
	}
	return c
}

// observer hears every commit on every engine a mapped table lives in.
type observer struct{ s *Server }

// BeginCommit implements engines.CommitGate: from here until EndCommit the
// table's cache is not used, so no get returns a value older than what
// SQL or HandlerSocket can already read.
func (o observer) BeginCommit(tables []uint64) {
	ws := *o.s.watches.Load()
	for _, id := range tables {
		if w := ws[id]; w != nil {
			w.inflight.Add(1)
			w.gen.Add(1)
		}
	}
}

// EndCommit implements engines.CommitGate.
func (o observer) EndCommit(tables []uint64) {
	ws := *o.s.watches.Load()
	for _, id := range tables {
		if w := ws[id]; w != nil {
			w.gen.Add(1)
			w.inflight.Add(-1)
		}
	}
}

// Committed implements engines.CommitObserver. It runs inside other
// front doors' commits, so it only bumps counters and sets a flag.
func (o observer) Committed(tables []uint64) {
	ws := *o.s.watches.Load()
	for _, id := range tables {
		if w := ws[id]; w != nil {
			w.gen.Add(1)
			if w.config.Load() {
				o.s.dirty.Store(true)
			}
		}
	}
}
