// Package server wires handlerd together: the catalog and engines, the
// MySQL listener (go-mysql-server), the HandlerSocket and memcached
// listeners, system variables, logging, the datadir lock and the process
// lifecycle (start, SIGTERM/SIGINT, clean shutdown).
package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	sqle "github.com/dolthub/go-mysql-server"
	gms "github.com/dolthub/go-mysql-server/server"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/sirupsen/logrus"

	"handlerd/config"
	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/catalog"
	"handlerd/engines/kv"
	"handlerd/engines/memory"
	"handlerd/engines/s3"
	"handlerd/nosql/memcached"
	"handlerd/sqlhandler"
	"handlerd/sqlhandler/fastpath"
	"handlerd/sqlhandler/querycache"
)

// Version is what SELECT VERSION() and the handshake report.
const Version = "8.0.33-handlerd"

// FrontDoor is a listener besides MySQL's (HandlerSocket, memcached).
type FrontDoor interface {
	Start() error
	Close()
	// Plugins reports SHOW PLUGINS rows for this listener.
	Plugins() []sqlhandler.Plugin
	// Stats reports counters for SHOW STATUS.
	Stats() map[string]uint64
}

// Server is a running handlerd.
type Server struct {
	cfg  *config.Config
	log  *slog.Logger
	dir  *datadir
	reg  *engines.Registry
	cat  *catalog.Catalog
	eng  *sqle.Engine
	sql  *gms.Server
	btr  *btree.Engine
	fast *fastpath.FastPath
	s3e  *s3.Engine
	qc   *querycache.Cache
	pid  string
	logf *logFile // the error log, when log_error names a file

	doors []FrontDoor

	up    *uptime
	guard *mysqlGuard  // MySQL connection limits, timeouts, TLS rules (mysqlguard.go)
	tls   *tlsMaterial // MySQL TLS (tls.go)

	mu     sync.Mutex
	closed bool
	done   chan struct{}
}

// New prepares a server from its configuration without accepting
// connections yet. A failed New leaves nothing behind in a datadir that
// was empty before.
func New(cfg *config.Config) (s *Server, err error) {
	s = &Server{cfg: cfg, reg: engines.NewRegistry(), up: newUptime(), done: make(chan struct{})}
	if s.log, s.logf, err = newLogger(cfg); err != nil {
		return nil, err
	}
	slog.SetDefault(s.log)
	quietGMSLogging(s.log)
	// A database server's heap is mostly long-lived data; collecting it
	// at Go's default growth of 100% costs more CPU than it saves memory.
	debug.SetGCPercent(int(cfg.Int("handlerd_gc_percent")))
	if limit := cfg.Int("handlerd_memory_limit"); limit > 0 {
		debug.SetMemoryLimit(limit)
	}
	if s.dir, err = openDatadir(cfg.Get("datadir")); err != nil {
		return nil, err
	}
	srv := s // "return nil, err" below clears s before this runs
	defer func() {
		if err != nil {
			srv.abort()
		}
	}()

	s.reg.Register(memory.New(), engines.Info{})
	bopts := btree.DefaultOptions()
	bopts.FlushLogAtTrxCommit = int(cfg.Int("innodb_flush_log_at_trx_commit"))
	bopts.PageSize = int(cfg.Int("btree_page_size"))
	bopts.GroupCommitMax = int(cfg.Int("btree_group_commit_max"))
	bopts.Logger = s.log
	if s.btr, err = btree.Open(s.dir.path, bopts); err != nil {
		return nil, err
	}
	s.reg.Register(s.btr, engines.Info{})

	// The S3 archive engine is on with s3=ON (or ha_s3 in plugin_load), as
	// MariaDB's plugin; with s3_host_name empty it serves an embedded
	// endpoint under <datadir>/s3 on loopback. The registry closes it (and
	// that endpoint) with the other engines.
	if cfg.Bool("s3") || pluginLoaded(cfg, "ha_s3") {
		if s.s3e, err = s3.Setup(cfg, s.dir.path, s.log); err != nil {
			return nil, fmt.Errorf("S3 engine: %w", err)
		}
		s.reg.Register(s.s3e, s3.Info)
		// Objects of uploads a killed server left behind.
		go s.s3e.Sweep(context.Background(), 24*time.Hour)
	}

	if s.cat, err = catalog.Open(s.dir.path, s.reg); err != nil {
		return nil, err
	}
	if sw, ok := any(s.btr).(interface{ Sweep(map[uint64]bool) error }); ok {
		if err := sw.Sweep(s.cat.LiveIDs()); err != nil {
			s.log.Warn("could not free storage orphaned by an interrupted DDL", "err", err)
		}
	}

	defEngine := cfg.Get("default_storage_engine")
	if _, ok := engines.CanonicalName(defEngine); !ok {
		return nil, fmt.Errorf("default-storage-engine: %w", &engines.UnknownEngineError{Name: defEngine})
	}
	// --- query cache (sqlhandler/querycache; block added by its owner).
	// It hears every commit of the engines registered above (SQL,
	// HandlerSocket, memcached alike) and the catalog's DDL version.
	s.qc = querycache.New(querycache.Config{Size: cfg.Int("query_cache_size"),
		Limit: cfg.Int("query_cache_limit"), MinResUnit: cfg.Int("query_cache_min_res_unit")}, s.cat)
	s.qc.Observe(s.reg)
	hooks := s.sysVarHooks()
	for _, name := range guardTimeouts {
		hooks[name] = func(string) error {
			if s.guard != nil {
				s.guard.reloadTimeouts()
			}
			return nil
		}
	}
	for name, f := range s.qc.SysVarHooks() {
		hooks[name] = f
	}
	// --- end query cache
	if err := registerSysVars(cfg, hooks); err != nil {
		return nil, err
	}
	overrideDefaults(map[string]any{"version": Version, "secure_file_priv": s.dir.file("files")})
	overrideDefaults(buildDefaults())
	overrideDefaults(connectionCharsetDefaults(cfg))
	provider := sqlhandler.NewProvider(s.cat, defEngine)
	provider.ReopenLogs = s.reopenLog
	provider.FlushStatus = s.up.flushStatus
	if s.eng, err = sqlhandler.NewEngine(provider, &sqle.Config{}, s.plugins); err != nil {
		return nil, err
	}
	s.qc.Install(s.eng) // query cache: its analyzer rule
	provider.Accounts = s.eng.Analyzer.Catalog.MySQLDb
	s.eng.Analyzer.Catalog.MySQLDb.SetEnabled(true)
	if err := setupUsers(s.eng.Analyzer.Catalog.MySQLDb, s.dir.file(usersFile),
		cfg.Bool("initialize_insecure"), cfg.Get("handlerd_root_password"), s.log); err != nil {
		return nil, err
	}
	// --- limits and TLS (mysqlguard.go, tls.go, memlimit.go; issue 7)
	if mm := queryMemoryManager(memoryLimit(cfg.Int("handlerd_memory_limit"))); mm != nil {
		s.eng.MemoryManager = mm
	}
	if s.tls, err = loadTLS(cfg, s.dir.path, s.log); err != nil {
		return nil, err
	}
	s.guard = newMySQLGuard(cfg, s.log, s.eng.Analyzer.Catalog.MySQLDb)
	// --- end limits and TLS
	if s.cat.Fresh() {
		if err := s.bootstrap(); err != nil {
			return nil, fmt.Errorf("first start: %w", err)
		}
	}
	for _, open := range []func(*config.Config, engines.Resolver, *Server) (FrontDoor, error){newHandlerSocket, newMemcached} {
		d, err := open(cfg, s.cat, s)
		if err != nil {
			return nil, err
		}
		if d != nil {
			s.AddFrontDoor(d)
		}
	}
	return s, nil
}

func (s *Server) sysVarHooks() onChange {
	return onChange{
		"s3_debug": func(v string) error {
			if s.s3e != nil {
				s.s3e.SetDebug(v == "ON")
			}
			return nil
		},
		"handlerd_fast_path": func(v string) error {
			if s.fast != nil {
				s.fast.SetEnabled(v == "ON")
			}
			return nil
		},
		"innodb_flush_log_at_trx_commit": func(v string) error {
			n, _ := strconv.Atoi(v)
			return s.btr.SetFlushMode(n)
		},
	}
}

// bootstrap creates what a new datadir starts with: the test database,
// as mysqld --initialize did, and the InnoDB memcached plugin's
// configuration schema with its demo table (innodb_memcached_config.sql).
func (s *Server) bootstrap() error {
	stmts := []string{"CREATE DATABASE IF NOT EXISTS test"}
	for _, q := range strings.Split(memcached.BootstrapSQL, ";\n") {
		if q = strings.TrimSpace(q); q != "" {
			stmts = append(stmts, q)
		}
	}
	return s.runSQL(stmts...)
}

// runSQL runs statements as root in an internal session.
func (s *Server) runSQL(stmts ...string) error {
	sess := sqlhandler.NewSession(sql.NewBaseSession())
	sess.SetClient(sql.Client{User: "root", Address: "localhost"})
	ctx := sql.NewContext(context.Background(), sql.WithSession(sess))
	for _, q := range stmts {
		qctx := ctx.WithQuery(q)
		_, it, _, err := s.eng.Query(qctx, q)
		if err != nil {
			return fmt.Errorf("%s: %w", q, err)
		}
		if _, err := sql.RowIterToRows(qctx, it); err != nil {
			return fmt.Errorf("%s: %w", q, err)
		}
	}
	return nil
}

// AddFrontDoor registers a listener to start with the server.
func (s *Server) AddFrontDoor(d FrontDoor) { s.doors = append(s.doors, d) }

// Resolver returns the catalog, which NoSQL front doors resolve tables with.
func (s *Server) Resolver() engines.Resolver { return s.cat }

// Registry returns the running engines.
func (s *Server) Registry() *engines.Registry { return s.reg }

// Logger returns the server's logger.
func (s *Server) Logger() *slog.Logger { return s.log }

func (s *Server) plugins() []sqlhandler.Plugin {
	var out []sqlhandler.Plugin
	for _, d := range s.doors {
		out = append(out, d.Plugins()...)
	}
	return out
}

// frontDoorStats merges the listeners' counters for SHOW STATUS.
func (s *Server) frontDoorStats() map[string]uint64 {
	out := map[string]uint64{}
	if s.fast != nil {
		out["Handlerd_fast_path_hits"] = s.fast.Stats.Hits.Load()
	}
	if s.s3e != nil {
		for k, v := range s.s3e.Stats() {
			out[k] = v
		}
	}
	for _, d := range s.doors {
		for k, v := range d.Stats() {
			out[k] = v
		}
	}
	return out
}

// lockStats are the row lock counters of the engines with row locks, under
// the names MySQL (Innodb_row_lock_*) and MariaDB (Innodb_deadlocks) use.
func (s *Server) lockStats() map[string]uint64 {
	var sum kv.LockStats
	for _, e := range s.reg.All() {
		if le, ok := e.(interface{ LockStats() kv.LockStats }); ok {
			sum = sum.Add(le.LockStats())
		}
	}
	out := map[string]uint64{
		"Innodb_row_lock_waits":         sum.Waits,
		"Innodb_row_lock_current_waits": sum.CurrentWaits,
		"Innodb_row_lock_time":          uint64(sum.WaitTime.Milliseconds()),
		"Innodb_row_lock_time_max":      uint64(sum.MaxWait.Milliseconds()),
		"Innodb_row_lock_time_avg":      0,
		"Innodb_deadlocks":              sum.Deadlocks,
		"Handlerd_row_lock_timeouts":    sum.Timeouts,
	}
	if sum.Waits > 0 {
		out["Innodb_row_lock_time_avg"] = uint64(sum.WaitTime.Milliseconds()) / sum.Waits
	}
	return out
}

// btreeStats are the BTREE engine's commit and redo log counters: MySQL's
// names where InnoDB has the same thing (a group commit is one write of
// the log; its fdatasyncs, per durable group or about once a second in
// modes 0 and 2), ours for the rest. Commits per fsync is the group
// commit's sharing factor.
func (s *Server) btreeStats() map[string]uint64 {
	st := s.btr.Stats()
	return map[string]uint64{
		"Innodb_log_writes":               st.Groups,
		"Innodb_os_log_fsyncs":            st.LogSyncs + st.Syncs,
		"Handlerd_btree_commits":          st.Batches,
		"Handlerd_btree_commit_failures":  st.Failures,
		"Handlerd_btree_memtable_flushes": st.Flushes,
		"Handlerd_btree_checkpoints":      st.Checkpoints,
	}
}

// Start opens every listener. A port already in use is an error naming it.
func (s *Server) Start() (err error) {
	defer func() {
		if err != nil {
			s.abort()
		}
	}()
	addr := net.JoinHostPort(s.cfg.Get("bind_address"), s.cfg.Get("port"))
	socket := s.cfg.Get("socket")
	if socket != "" {
		removeStaleSocket(socket)
	}
	l, err := listenMySQL(addr, socket)
	if err != nil {
		return fmt.Errorf("MySQL listener on %s: %w", addr, err)
	}
	gcfg := gms.Config{
		Protocol: "tcp",
		Address:  addr,
		Socket:   socket,
		Listener: l,
		Version:  Version,
		// The query cache's option comes last: it wraps the fast path and
		// answers hits before anything parses (sqlhandler/querycache).
		Options: []gms.Option{fastpath.Option(s.cat, s.cfg.Bool("handlerd_fast_path"), sqlhandler.ConnClientError, &s.fast),
			s.qc.Option()},
	}
	// max_connections, timeouts, max_allowed_packet, TLS and
	// require_secure_transport are the guard's (mysqlguard.go).
	s.guard.configure(&gcfg, s.tls.config)
	s.qc.SetReadTarget(func(q string) (string, string, bool) {
		if s.fast == nil {
			return "", "", false
		}
		return s.fast.ReadTarget(q)
	})
	if s.sql, err = gms.NewServerWithHandler(gcfg, s.eng, sql.NewContext, s.qc.SessionBuilder(sqlhandler.SessionBuilder()), nil, sqlhandler.WrapHandler); err != nil {
		l.Close()
		return fmt.Errorf("MySQL listener on %s: %w", addr, err)
	}
	if dbg := s.cfg.Get("handlerd_debug_address"); dbg != "" {
		if err := startDebugServer(dbg); err != nil {
			return fmt.Errorf("handlerd_debug_address %s: %w", dbg, err)
		}
	}
	for _, d := range s.doors {
		if err := d.Start(); err != nil {
			s.sql.Close()
			return err
		}
	}
	installStatus(s.up.stats, s.frontDoorStats, s.qc.Status, s.guard.Stats, s.lockStats, s.btreeStats)
	if s.pid, err = s.dir.writePidFile(s.cfg.Get("pid_file")); err != nil {
		return fmt.Errorf("pid-file: %w", err)
	}
	go func() {
		if err := s.sql.Start(); err != nil {
			s.log.Error("MySQL listener stopped", "err", err)
		}
	}()
	s.log.Info("handlerd ready", "version", Version, "mysql", addr, "socket", socket, "datadir", s.dir.path)
	return nil
}

// removeStaleSocket deletes a unix socket file nobody listens on (left by
// a killed server), as mysqld does.
func removeStaleSocket(path string) {
	if _, err := os.Stat(path); err != nil {
		return
	}
	if c, err := net.DialTimeout("unix", path, 200*time.Millisecond); err == nil {
		c.Close()
		return
	}
	os.Remove(path)
}

// Run starts the server and blocks until SIGTERM or SIGINT, then shuts
// down cleanly.
func (s *Server) Run() error {
	if err := s.Start(); err != nil {
		return err
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	for {
		select {
		case got := <-sig:
			if got == syscall.SIGHUP {
				// As mysqld: SIGHUP flushes the logs (and does not stop).
				s.reopenLog()
				continue
			}
			s.log.Info("shutting down", "signal", got.String())
		case <-s.done:
		}
		return s.Close()
	}
}

// reopenLog reopens the error log file, if there is one.
func (s *Server) reopenLog() error {
	if s.logf == nil {
		return nil
	}
	if err := s.logf.Reopen(); err != nil {
		s.log.Error("reopening the error log", "path", s.logf.path, "err", err)
		return err
	}
	s.log.Info("error log reopened", "path", s.logf.path)
	return nil
}

// Close stops accepting work, lets in-flight requests finish, commits what
// was acknowledged and closes the engines.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.done)
	s.mu.Unlock()
	for _, d := range s.doors {
		d.Close()
	}
	var errs []error
	if s.sql != nil {
		if err := s.sql.Close(); err != nil && !errors.Is(err, net.ErrClosed) {
			errs = append(errs, err)
		}
		s.guard.drain() // in-flight statements finish and answer first
	}
	if err := s.reg.Close(); err != nil {
		errs = append(errs, err)
	}
	if s.pid != "" {
		os.Remove(s.pid)
	}
	if socket := s.cfg.Get("socket"); socket != "" {
		os.Remove(socket)
	}
	s.dir.close()
	s.log.Info("handlerd stopped")
	if s.logf != nil {
		s.logf.Close()
	}
	return errors.Join(errs...)
}

// abort undoes a failed start.
func (s *Server) abort() {
	if s.reg != nil {
		s.reg.Close()
	}
	if s.dir != nil {
		s.dir.cleanup()
		s.dir.close()
	}
	if s.logf != nil {
		s.logf.Close()
	}
}

func newLogger(cfg *config.Config) (*slog.Logger, *logFile, error) {
	var w io.Writer = os.Stderr
	var file *logFile
	if path := cfg.Get("log_error"); path != "" {
		f, err := openLogFile(path)
		if err != nil {
			return nil, nil, fmt.Errorf("log-error: %w", err)
		}
		w, file = f, f
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(cfg.Get("handlerd_log_level"))); err != nil {
		level = slog.LevelInfo
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: level})), file, nil
}

// quietGMSLogging routes go-mysql-server's logrus output (connection
// chatter at info level) through our logger at its own level.
func quietGMSLogging(log *slog.Logger) {
	logrus.SetLevel(logrus.WarnLevel)
	logrus.SetOutput(slogWriter{log})
	logrus.SetFormatter(&logrus.TextFormatter{DisableTimestamp: true, DisableColors: true})
}

type slogWriter struct{ log *slog.Logger }

func (w slogWriter) Write(p []byte) (int, error) {
	w.log.Warn(strings.TrimSpace(string(p)), "from", "go-mysql-server")
	return len(p), nil
}
