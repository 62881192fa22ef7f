package querycache_test

import (
	"context"
	"database/sql"
	"fmt"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	sqle "github.com/dolthub/go-mysql-server"
	gms "github.com/dolthub/go-mysql-server/server"
	gsql "github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"
	_ "github.com/go-sql-driver/mysql"
	"github.com/sirupsen/logrus"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/catalog"
	"handlerd/engines/memory"
	"handlerd/sqlhandler"
	"handlerd/sqlhandler/fastpath"
	"handlerd/sqlhandler/querycache"
)

func TestMain(m *testing.M) {
	logrus.SetLevel(logrus.ErrorLevel)
	os.Exit(m.Run())
}

// env is a go-mysql-server MySQL listener on loopback wired as handlerd
// wires it: catalog over BTREE and MEMORY, sqlhandler's provider, session
// builder and error wrapper, and the query cache in front. Clients talk to
// it with go-sql-driver over real TCP.
type env struct {
	t    testing.TB
	reg  *engines.Registry
	cat  *catalog.Catalog
	eng  *sqle.Engine
	qc   *querycache.Cache
	srv  *gms.Server
	addr string
}

func newEnv(t testing.TB, cfg querycache.Config) *env {
	t.Helper()
	return newEnvWith(t, cfg, true)
}

// newEnvWith builds the env; fast puts the fast path between the cache and
// go-mysql-server as the server does (cache, fast path, error codes,
// go-mysql-server); without it the cache is a plain HandlerWrapper.
func newEnvWith(t testing.TB, cfg querycache.Config, fast bool) *env {
	t.Helper()
	dir := t.TempDir()
	reg := engines.NewRegistry()
	reg.Register(memory.New(), engines.Info{})
	opts := btree.DefaultOptions()
	opts.FlushLogAtTrxCommit = 2
	bt, err := btree.Open(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	reg.Register(bt, engines.Info{})
	cat, err := catalog.Open(dir, reg)
	if err != nil {
		t.Fatal(err)
	}
	p := sqlhandler.NewProvider(cat, engines.BTREE)
	e, err := sqlhandler.NewEngine(p, &sqle.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	qc := querycache.New(cfg, cat)
	qc.Observe(reg)
	qc.Install(e)
	var fp *fastpath.FastPath

	l, err := gms.NewListener("tcp", "127.0.0.1:0", "")
	if err != nil {
		t.Fatal(err)
	}
	scfg := gms.Config{Protocol: "tcp", Address: l.Addr().String(), Listener: l,
		ConnReadTimeout: time.Minute, ConnWriteTimeout: time.Minute}
	wrap := sqlhandler.WrapHandler
	if fast {
		scfg.Options = []gms.Option{fastpath.Option(cat, true, sqlhandler.ConnClientError, &fp), qc.Option()}
		qc.SetReadTarget(func(q string) (string, string, bool) { return fp.ReadTarget(q) })
	} else {
		wrap = func(h mysql.Handler) (mysql.Handler, error) {
			h, err := qc.WrapHandler(h)
			if err != nil {
				return nil, err
			}
			return sqlhandler.WrapHandler(h)
		}
	}
	srv, err := gms.NewServerWithHandler(scfg, e, gsql.NewContext, qc.SessionBuilder(sqlhandler.SessionBuilder()), nil, wrap)
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	ev := &env{t: t, reg: reg, cat: cat, eng: e, qc: qc, srv: srv, addr: l.Addr().String()}
	t.Cleanup(func() {
		srv.Close()
		reg.Close()
	})
	return ev
}

// open returns a client pool; params are extra DSN parameters.
func (ev *env) open(params ...string) *sql.DB {
	ev.t.Helper()
	dsn := "root@tcp(" + ev.addr + ")/?interpolateParams=true"
	for _, p := range params {
		dsn += "&" + p
	}
	db, err := sql.Open("mysql", dsn)
	if err != nil {
		ev.t.Fatal(err)
	}
	ev.t.Cleanup(func() { db.Close() })
	return db
}

// openAs returns a client pool logging in as userpass ("user:password").
func (ev *env) openAs(userpass, addr string) *sql.DB {
	ev.t.Helper()
	db, err := sql.Open("mysql", userpass+"@tcp("+addr+")/?interpolateParams=true")
	if err != nil {
		ev.t.Fatal(err)
	}
	ev.t.Cleanup(func() { db.Close() })
	return db
}

// conn returns one pinned connection with the query cache ON for its
// session.
func (ev *env) conn(db *sql.DB) *client {
	ev.t.Helper()
	c, err := db.Conn(context.Background())
	if err != nil {
		ev.t.Fatal(err)
	}
	ev.t.Cleanup(func() { c.Close() })
	cl := &client{t: ev.t, c: c}
	cl.exec("SET SESSION query_cache_type = ON")
	return cl
}

type client struct {
	t testing.TB
	c *sql.Conn
}

func (cl *client) exec(q string, args ...any) {
	cl.t.Helper()
	if _, err := cl.c.ExecContext(context.Background(), q, args...); err != nil {
		cl.t.Fatalf("%s: %v", q, err)
	}
}

func (cl *client) tryExec(q string, args ...any) error {
	_, err := cl.c.ExecContext(context.Background(), q, args...)
	return err
}

// rows runs a query and returns its rows as text, one string per row with
// tab-separated values (NULL as \N).
func (cl *client) rows(q string, args ...any) []string {
	cl.t.Helper()
	out, err := cl.tryRows(q, args...)
	if err != nil {
		cl.t.Fatalf("%s: %v", q, err)
	}
	return out
}

func (cl *client) tryRows(q string, args ...any) ([]string, error) {
	rs, err := cl.c.QueryContext(context.Background(), q, args...)
	if err != nil {
		return nil, err
	}
	defer rs.Close()
	return scanRows(rs)
}

func scanRows(rs *sql.Rows) ([]string, error) {
	cols, err := rs.Columns()
	if err != nil {
		return nil, err
	}
	var out []string
	for rs.Next() {
		vals := make([]sql.NullString, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rs.Scan(ptrs...); err != nil {
			return nil, err
		}
		var parts []string
		for _, v := range vals {
			if v.Valid {
				parts = append(parts, v.String)
			} else {
				parts = append(parts, `\N`)
			}
		}
		out = append(out, strings.Join(parts, "\t"))
	}
	return out, rs.Err()
}

func (cl *client) one(q string, args ...any) string {
	cl.t.Helper()
	r := cl.rows(q, args...)
	if len(r) != 1 {
		cl.t.Fatalf("%s: %d rows, want 1: %q", q, len(r), r)
	}
	return r[0]
}

// status returns the cache's counters.
func (ev *env) status() map[string]uint64 { return ev.qc.Status() }

// delta runs f and returns how Qcache_* counters moved.
func (ev *env) delta(f func()) map[string]int64 {
	before := ev.status()
	f()
	after := ev.status()
	d := map[string]int64{}
	for k, v := range after {
		d[strings.TrimPrefix(k, "Qcache_")] = int64(v) - int64(before[k])
	}
	return d
}

// expectHit runs q and fails unless it was answered from the cache, with
// want as its rows.
func (ev *env) expectHit(cl *client, q string, want ...string) {
	ev.t.Helper()
	var got []string
	d := ev.delta(func() { got = cl.rows(q) })
	if d["hits"] != 1 {
		ev.t.Errorf("%s: not a hit (%v)", q, d)
	}
	equalRows(ev.t, q, got, want)
}

// expectMiss runs q and fails if it was answered from the cache; inserted
// says whether the result must have been cached afterwards.
func (ev *env) expectMiss(cl *client, q string, inserted bool, want ...string) {
	ev.t.Helper()
	var got []string
	d := ev.delta(func() { got = cl.rows(q) })
	if d["hits"] != 0 {
		ev.t.Errorf("%s: answered from the cache (%v)", q, d)
	}
	if inserted && d["inserts"] != 1 {
		ev.t.Errorf("%s: result not cached (%v)", q, d)
	}
	if !inserted && d["inserts"] != 0 {
		ev.t.Errorf("%s: result cached (%v)", q, d)
	}
	equalRows(ev.t, q, got, want)
}

func equalRows(t testing.TB, q string, got, want []string) {
	t.Helper()
	if want == nil {
		return
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s:\n got %q\nwant %q", q, got, want)
	}
}

// freePort returns a loopback port nobody listens on.
func freePort(t testing.TB) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
