// Package enginetest_test runs go-mysql-server's own conformance suites
// (github.com/dolthub/go-mysql-server/enginetest) against sqlhandler over
// handlerd's engines: the same provider, tables, indexes, sessions and
// transactions the server uses, with MEMORY or BTREE underneath.
//
// The harness builds a fresh catalog and engine for every NewEngine call
// (RunWriteQueryTest asks for one per write test), so creation is kept
// cheap: the datadir lives on tmpfs when there is one, BTREE runs with
// innodb_flush_log_at_trx_commit=0 and a small mmap, and everything is
// released when the go-mysql-server engine is closed.
package enginetest_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/enginetest"
	"github.com/dolthub/go-mysql-server/enginetest/scriptgen/setup"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/vt/sqlparser"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/catalog"
	"handlerd/engines/kv"
	"handlerd/engines/memory"
	"handlerd/sqlhandler"
	"handlerd/sqlhandler/fastpath"
)

// harness implements enginetest.Harness over sqlhandler with one engine
// (engines.MEMORY or engines.BTREE) as the default storage engine.
type harness struct {
	t       *testing.T
	engine  string
	setup   []setup.SetupScript
	session *sqlhandler.Session
	// live are the sessions of the newest engine, ended when it closes.
	live *liveSessions
	// skips maps a query, statement or script name (lower case) to the
	// reason it is skipped; see skips.go.
	skips map[string]string
	// fast routes statements through sqlhandler/fastpath first, as the
	// server does (fastpath_test.go); hits counts what it answered.
	fast bool
	hits *atomic.Uint64
}

var (
	_ enginetest.Harness             = (*harness)(nil)
	_ enginetest.IndexHarness        = (*harness)(nil)
	_ enginetest.KeylessTableHarness = (*harness)(nil)
	_ enginetest.SkippingHarness     = (*harness)(nil)
	_ enginetest.TransactionHarness  = (*harness)(nil)
	_ enginetest.ClientHarness       = (*harness)(nil)
	_ enginetest.ForeignKeyHarness   = (*harness)(nil)
)

func newHarness(t *testing.T, engine string) *harness {
	return &harness{t: t, engine: engine, skips: skipsFor(engine)}
}

// Setup implements enginetest.Harness.
func (h *harness) Setup(scripts ...[]setup.SetupScript) {
	h.setup = nil
	for _, s := range scripts {
		h.setup = append(h.setup, s...)
	}
}

// tempDir returns a fresh directory, on tmpfs when the machine has one:
// the catalog fsyncs on every DDL, and setup scripts are mostly DDL.
func tempDir(t *testing.T) string {
	base := ""
	if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		base = "/dev/shm"
	}
	dir, err := os.MkdirTemp(base, "handlerd-enginetest-")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// NewEngine implements enginetest.Harness: a new datadir, catalog, engine
// and go-mysql-server engine, with the setup scripts run in it.
func (h *harness) NewEngine(t *testing.T) (enginetest.QueryEngine, error) {
	dir := tempDir(t)
	reg := engines.NewRegistry()
	reg.Register(memory.New(), engines.Info{})
	var closers []func() error
	if h.engine == engines.BTREE {
		opts := btree.DefaultOptions()
		opts.FlushLogAtTrxCommit = 0 // relaxed durability: tests never crash
		opts.MmapSize = 64 << 20     // test tables are tiny; thousands of engines get made
		b, err := btree.Open(dir, opts)
		if err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		reg.Register(b, engines.Info{})
		closers = append(closers, b.Close)
	} else {
		// Tables that ask for ENGINE=InnoDB (BTREE in handlerd) go to an
		// in-RAM store registered under that name: the MEMORY suites
		// exercise sqlhandler and kv without bbolt.
		reg.Register(kv.NewEngine(memory.NewStore(), kv.Options{Name: engines.BTREE}), engines.Info{})
	}
	sessions := &liveSessions{}
	h.live = sessions
	var once sync.Once
	release := func() {
		once.Do(func() {
			// Tests leave transactions open (a failed statement, an
			// explicit BEGIN); end them as a client disconnecting would,
			// or closing BTREE waits for their snapshots forever.
			sessions.end()
			for _, c := range closers {
				if err := closeWithin(c, 10*time.Second); err != nil {
					t.Errorf("closing engine: %v", err)
				}
			}
			os.RemoveAll(dir)
		})
	}
	t.Cleanup(release)

	cat, err := catalog.Open(dir, reg)
	if err != nil {
		release()
		return nil, err
	}
	p := sqlhandler.NewProvider(cat, h.engine)
	e, err := sqlhandler.NewEngine(p, &sqle.Config{}, nil)
	if err != nil {
		release()
		return nil, err
	}
	// What enginetest.NewEngineWithProvider does besides building the
	// engine: every test runs as root.
	e.Analyzer.Catalog.MySQLDb.AddRootAccount()
	// Storage is freed when the test closes the engine (sqle.Engine.Close
	// shuts background threads down), not only when the test ends: a
	// suite makes hundreds of engines.
	if err := e.BackgroundThreads.Add("handlerd-enginetest-release", func(ctx context.Context) {
		<-ctx.Done()
		release()
	}); err != nil {
		release()
		return nil, err
	}

	h.session = nil
	scripts := h.setup
	if len(scripts) == 0 {
		scripts = setup.MydbData
	}
	if _, err := enginetest.RunSetupScripts(enginetest.NewContext(h), e, filterSetup(scripts), true); err != nil {
		e.Close()
		return nil, err
	}
	// Tests start from a clean session (LAST_INSERT_ID, variables ...).
	h.session = nil
	qe := &queryEngine{Engine: e, engine: h.engine}
	if h.fast {
		qe.fast = fastpath.New(e, cat)
		qe.hits = h.hits
	}
	return qe, nil
}

// filterSetup drops the setup statements that add foreign keys (fk_tbl in
// the shared setup data): handlerd has none, and without this every suite
// using that setup would fail before its first test. The tests that need
// the foreign key are in the skip list.
func filterSetup(scripts []setup.SetupScript) []setup.SetupScript {
	out := make([]setup.SetupScript, 0, len(scripts))
	for _, script := range scripts {
		var kept setup.SetupScript
		for _, stmt := range script {
			q := strings.ToLower(stmt)
			if strings.HasPrefix(q, "alter table") && strings.Contains(q, "foreign key") {
				continue
			}
			kept = append(kept, stmt)
		}
		out = append(out, kept)
	}
	return out
}

// queryEngine is the go-mysql-server engine with one adaptation of the
// results: handlerd's SHOW CREATE TABLE prints the table's real engine
// (issue 2 asks for it), while go-mysql-server's expectations hardcode
// ENGINE=InnoDB for every table. The engine clause is mapped back to
// InnoDB, so the rest of the statement is still compared byte for byte.
type queryEngine struct {
	*sqle.Engine
	engine string
	fast   *fastpath.FastPath
	hits   *atomic.Uint64
}

// Query implements enginetest.QueryEngine.
func (q *queryEngine) Query(ctx *sql.Context, query string) (sql.Schema, sql.RowIter, *sql.QueryFlags, error) {
	return q.QueryWithBindings(ctx, query, nil, nil, nil)
}

// QueryWithBindings implements enginetest.QueryEngine.
func (q *queryEngine) QueryWithBindings(ctx *sql.Context, query string, parsed sqlparser.Statement, bindings map[string]sqlparser.Expr, qFlags *sql.QueryFlags) (sql.Schema, sql.RowIter, *sql.QueryFlags, error) {
	if q.fast != nil && parsed == nil {
		if sch, it, handled, err := q.fast.Query(ctx, query, bindings); handled {
			q.hits.Add(1)
			return sch, it, &sql.QueryFlags{}, err
		}
	}
	sch, it, flags, err := q.Engine.QueryWithBindings(ctx, query, parsed, bindings, qFlags)
	if err != nil || !isShowCreateTable(query) {
		return sch, it, flags, err
	}
	from := ") ENGINE=" + q.engine + " "
	return sch, &mapRows{RowIter: it, f: func(row sql.Row) {
		if len(row) > 1 {
			if s, ok := row[1].(string); ok {
				row[1] = strings.Replace(s, from, ") ENGINE=InnoDB ", 1)
			}
		}
	}}, flags, nil
}

func isShowCreateTable(q string) bool {
	f := strings.Fields(strings.ToLower(stripComments(q)))
	return len(f) >= 3 && f[0] == "show" && f[1] == "create" && f[2] == "table"
}

type mapRows struct {
	sql.RowIter
	f func(sql.Row)
}

func (m *mapRows) Next(ctx *sql.Context) (sql.Row, error) {
	row, err := m.RowIter.Next(ctx)
	if err == nil {
		m.f(row)
	}
	return row, err
}

// liveSessions are the sessions made for one engine.
type liveSessions struct {
	mu   sync.Mutex
	list []*sqlhandler.Session
}

func (l *liveSessions) add(s *sqlhandler.Session) {
	l.mu.Lock()
	l.list = append(l.list, s)
	l.mu.Unlock()
}

func (l *liveSessions) end() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, s := range l.list {
		s.SessionEnd()
	}
	l.list = nil
}

// closeWithin runs close, failing instead of hanging the suite when it
// does not return: a snapshot nobody released would block BTREE's close.
func closeWithin(close func() error, d time.Duration) error {
	done := make(chan error, 1)
	go func() { done <- close() }()
	select {
	case err := <-done:
		return err
	case <-time.After(d):
		return fmt.Errorf("close still blocked after %v: a transaction or iterator was left open", d)
	}
}

func (h *harness) newSession(base *sql.BaseSession) *sqlhandler.Session {
	s := sqlhandler.NewSession(base)
	if h.live != nil {
		h.live.add(s)
	}
	if h.engine != engines.BTREE {
		// default_storage_engine defaults to InnoDB, which handlerd maps
		// to BTREE; this harness's tables go to its own engine.
		ctx := sql.NewContext(context.Background(), sql.WithSession(s))
		if err := s.SetSessionVariable(ctx, "default_storage_engine", h.engine); err != nil {
			h.t.Fatalf("default_storage_engine: %v", err)
		}
	}
	return s
}

// NewContext implements enginetest.Harness.
func (h *harness) NewContext() *sql.Context {
	if h.session == nil {
		h.session = h.newSession(enginetest.NewBaseSession())
	}
	return sql.NewContext(context.Background(), sql.WithSession(h.session))
}

// NewSession implements enginetest.TransactionHarness.
func (h *harness) NewSession() *sql.Context {
	h.session = h.newSession(enginetest.NewBaseSession())
	return h.NewContext()
}

// NewContextWithClient implements enginetest.ClientHarness.
func (h *harness) NewContextWithClient(client sql.Client) *sql.Context {
	s := h.newSession(sql.NewBaseSessionWithClientServer("address", client, 1))
	return sql.NewContext(context.Background(), sql.WithSession(s))
}

// SupportsNativeIndexCreation implements enginetest.IndexHarness.
func (h *harness) SupportsNativeIndexCreation() bool { return true }

// SupportsKeylessTables implements enginetest.KeylessTableHarness.
func (h *harness) SupportsKeylessTables() bool { return true }

// SupportsForeignKeys implements enginetest.ForeignKeyHarness: handlerd
// has no foreign keys.
func (h *harness) SupportsForeignKeys() bool { return false }

// SkipQueryTest implements enginetest.SkippingHarness.
func (h *harness) SkipQueryTest(query string) bool {
	_, skip := h.skipReason(query)
	return skip
}

func (h *harness) skipReason(query string) (string, bool) {
	if noSkips {
		return "", false
	}
	q := strings.ToLower(strings.TrimSpace(query))
	if r, ok := h.skips[q]; ok {
		return r, true
	}
	for _, rule := range skipRules {
		if rule.match(q) {
			return rule.reason, true
		}
	}
	return "", false
}
