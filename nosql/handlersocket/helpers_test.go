package handlersocket

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/memory"
)

// These tests run the server in-process on 127.0.0.1 with the MEMORY engine
// behind a small test Resolver. Pointed at a running server they run the
// same conversations over the network instead, creating their tables with
// the mysql command-line client:
//
//	HANDLERD_HS_ADDR=127.0.0.1:9999        write port (required)
//	HANDLERD_HS_READ_ADDR=127.0.0.1:9998   read port (read-only tests)
//	HANDLERD_HS_SECRET, HANDLERD_HS_SECRET_WR  the ports' plain secrets
//	HANDLERD_MYSQL='mysql -uroot -h127.0.0.1 -P3306'  how to run SQL
//	HANDLERD_HS_PEER=mariadb   expect MariaDB's handlersocket.so answers
//	                           where handlerd deliberately differs

// testResolver is the catalog for in-process tests.
type testResolver struct {
	mu     sync.Mutex
	tables map[string]resolved
	nextID uint64
}

type resolved struct {
	t engines.Table
	e engines.Engine
}

func newTestResolver() *testResolver {
	return &testResolver{tables: map[string]resolved{}, nextID: 100}
}

func (r *testResolver) OpenTable(db, table string) (engines.Table, engines.Engine, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	x, ok := r.tables[db+"."+table]
	if !ok {
		return nil, nil, &engines.NoSuchTableError{Database: db, Table: table}
	}
	return x.t, x.e, nil
}

func (r *testResolver) put(t testing.TB, e engines.Engine, def *engines.TableDef) {
	t.Helper()
	r.mu.Lock()
	r.nextID++
	def.ID = r.nextID
	r.mu.Unlock()
	if err := e.CreateTable(def); err != nil {
		t.Fatal(err)
	}
	tbl, err := e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	r.mu.Lock()
	r.tables[def.Database+"."+def.Name] = resolved{tbl, e}
	r.mu.Unlock()
}

func (r *testResolver) set(db, table string, x resolved) {
	r.mu.Lock()
	r.tables[db+"."+table] = x
	r.mu.Unlock()
}

func (r *testResolver) drop(db, table string) {
	r.mu.Lock()
	delete(r.tables, db+"."+table)
	r.mu.Unlock()
}

// col, index and tableSpec describe a test table once, for both the
// in-process catalog (a TableDef) and a real server (CREATE TABLE).
type col struct {
	name    string
	sqlType string // as in CREATE TABLE
	typ     sql.Type
	null    bool
	autoInc bool
	dflt    any            // non-nil: DEFAULT
	dfltFn  sql.Expression // non-nil: DEFAULT (expression), in-process only
}

type index struct {
	name   string
	cols   []string
	unique bool
}

type tableSpec struct {
	name  string
	cols  []col
	pk    []string
	index []index
}

func (s tableSpec) ordinal(name string) int {
	for i, c := range s.cols {
		if c.name == name {
			return i
		}
	}
	panic("no column " + name)
}

func (s tableSpec) def(db string) *engines.TableDef {
	d := &engines.TableDef{Database: db, Name: s.name, Engine: engines.MEMORY}
	for _, c := range s.cols {
		sc := &sql.Column{Name: c.name, Type: c.typ, Nullable: c.null, Source: s.name, AutoIncrement: c.autoInc}
		if c.dflt != nil {
			sc.Default, _ = sql.NewColumnDefaultValue(expression.NewLiteral(c.dflt, c.typ), c.typ, true, false, false)
		}
		if c.dfltFn != nil {
			sc.Default, _ = sql.NewColumnDefaultValue(c.dfltFn, c.typ, false, true, false)
		}
		d.Schema = append(d.Schema, sc)
	}
	for _, n := range s.pk {
		d.PrimaryKey = append(d.PrimaryKey, s.ordinal(n))
		d.Schema[s.ordinal(n)].PrimaryKey = true
	}
	for i, ix := range s.index {
		def := engines.IndexDef{ID: uint32(i + 1), Name: ix.name, Unique: ix.unique}
		for _, n := range ix.cols {
			// "name(4)" is a prefix key part
			var prefix uint16
			if name, p, ok := strings.Cut(n, "("); ok {
				v, _ := strconv.Atoi(strings.TrimSuffix(p, ")"))
				n, prefix = name, uint16(v)
			}
			def.Columns = append(def.Columns, engines.IndexColumn{Ordinal: s.ordinal(n), Prefix: prefix})
		}
		d.Indexes = append(d.Indexes, def)
	}
	d.NextIndexID = uint32(len(s.index) + 1)
	return d
}

func (s tableSpec) ddl(db string) string {
	var parts []string
	for _, c := range s.cols {
		p := fmt.Sprintf("`%s` %s", c.name, c.sqlType)
		if !c.null {
			p += " NOT NULL"
		}
		if c.autoInc {
			p += " AUTO_INCREMENT"
		}
		if c.dflt != nil {
			p += fmt.Sprintf(" DEFAULT '%v'", c.dflt)
		}
		parts = append(parts, p)
	}
	if len(s.pk) > 0 {
		parts = append(parts, "PRIMARY KEY ("+strings.Join(s.pk, ",")+")")
	}
	for _, ix := range s.index {
		kind := "KEY"
		if ix.unique {
			kind = "UNIQUE KEY"
		}
		parts = append(parts, fmt.Sprintf("%s `%s` (%s)", kind, ix.name, strings.Join(ix.cols, ",")))
	}
	return fmt.Sprintf("DROP TABLE IF EXISTS `%s`.`%s`; CREATE TABLE `%s`.`%s` (%s) ENGINE=InnoDB",
		db, s.name, db, s.name, strings.Join(parts, ", "))
}

const testDB = "hstest"

// testEngine makes the engine in-process tests keep their tables in.
var testEngine = memoryEngine

func memoryEngine(testing.TB) engines.Engine { return memory.New() }

// btreeEngine is a BTREE engine in a temporary directory.
func btreeEngine(t testing.TB) engines.Engine {
	opts := btree.DefaultOptions()
	opts.FlushLogAtTrxCommit = 2 // no fsync per batch: these tests do not crash
	e, err := btree.Open(t.TempDir(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// env is where a test's server runs: in-process, or external.
type env struct {
	t        testing.TB
	external bool
	peer     bool // the external server is MariaDB's plugin
	res      *testResolver
	eng      engines.Engine
	srv      *Server
	r, w     string // read and write addresses ("" = none)
	secretR  string
	secretW  string
	mysql    []string
}

// newEnv starts an in-process server with cfg (ports and secrets are
// filled in), or connects to the external one.
func newEnv(t testing.TB, cfg Config) *env {
	t.Helper()
	if addr := os.Getenv("HANDLERD_HS_ADDR"); addr != "" {
		e := &env{t: t, external: true, w: addr, r: os.Getenv("HANDLERD_HS_READ_ADDR"),
			secretR: os.Getenv("HANDLERD_HS_SECRET"), secretW: os.Getenv("HANDLERD_HS_SECRET_WR"),
			peer: os.Getenv("HANDLERD_HS_PEER") == "mariadb"}
		e.mysql = strings.Fields(os.Getenv("HANDLERD_MYSQL"))
		if len(e.mysql) == 0 {
			t.Skip("HANDLERD_HS_ADDR is set but HANDLERD_MYSQL (how to run the mysql client) is not")
		}
		e.sql("CREATE DATABASE IF NOT EXISTS " + testDB)
		return e
	}
	return newEnvOn(t, cfg, testEngine(t))
}

// newEnvOn starts an in-process server with cfg whose tables live in eng.
func newEnvOn(t testing.TB, cfg Config, eng engines.Engine) *env {
	t.Helper()
	e := &env{t: t, res: newTestResolver(), eng: eng}
	if cfg.WritePort == "" {
		cfg.WritePort = "0"
	}
	if cfg.ReadPort == "" {
		cfg.ReadPort = "0"
	}
	cfg.Address = "127.0.0.1"
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	srv, err := New(cfg, e.res, log)
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	e.srv = srv
	r, w := srv.Addrs()
	if r != nil {
		e.r = r.String()
	}
	if w != nil {
		e.w = w.String()
	}
	e.secretR, e.secretW = cfg.PlainSecret, cfg.PlainSecretWr
	return e
}

// inProcess skips tests that need the in-process server.
func inProcess(t *testing.T) {
	if os.Getenv("HANDLERD_HS_ADDR") != "" {
		t.Skip("needs the in-process server (configuration, types or internals under test)")
	}
}

func (e *env) sql(q string) {
	e.t.Helper()
	cmd := exec.Command(e.mysql[0], append(e.mysql[1:], "-e", q)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		e.t.Fatalf("%s: %v\n%s", q, err, out)
	}
}

// query returns the tab-separated rows of a query (through SQL, to
// cross-check what HandlerSocket wrote); only for external servers.
func (e *env) query(q string) string {
	e.t.Helper()
	cmd := exec.Command(e.mysql[0], append(e.mysql[1:], "-N", "-B", "-e", q)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		e.t.Fatalf("%s: %v\n%s", q, err, out)
	}
	return string(out)
}

// create makes fresh tables.
func (e *env) create(specs ...tableSpec) {
	e.t.Helper()
	for _, s := range specs {
		if e.external {
			e.sql(s.ddl(testDB))
			continue
		}
		e.res.drop(testDB, s.name)
		e.res.put(e.t, e.eng, s.def(testDB))
	}
}

// hsConn is a raw connection for exact wire checks.
type hsConn struct {
	t  testing.TB
	c  net.Conn
	rd *bufio.Reader
}

func (e *env) dial(addr string) *hsConn {
	e.t.Helper()
	if addr == "" {
		e.t.Skip("no such port configured")
	}
	nc, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { nc.Close() })
	hc := &hsConn{t: e.t, c: nc, rd: bufio.NewReaderSize(nc, 1<<16)}
	secret := e.secretW
	if addr == e.r && addr != e.w {
		secret = e.secretR
	}
	if secret != "" {
		hc.send("A\t1\t" + secret)
		if got := hc.recv(); got != "0\t1" {
			e.t.Fatalf("auth: %q", got)
		}
	}
	return hc
}

func (e *env) write() *hsConn { return e.dial(e.w) }
func (e *env) read() *hsConn  { return e.dial(e.r) }

// send writes request lines (each gets "\n") in one write.
func (h *hsConn) send(lines ...string) {
	h.t.Helper()
	var b bytes.Buffer
	for _, l := range lines {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	h.c.SetWriteDeadline(time.Now().Add(5 * time.Second))
	if _, err := h.c.Write(b.Bytes()); err != nil {
		h.t.Fatal(err)
	}
}

// recv reads one answer line, without its "\n".
func (h *hsConn) recv() string {
	h.t.Helper()
	h.c.SetReadDeadline(time.Now().Add(10 * time.Second))
	line, err := h.rd.ReadString('\n')
	if err != nil {
		h.t.Fatalf("reading answer: %v (got %q)", err, line)
	}
	return strings.TrimSuffix(line, "\n")
}

// do sends one request and returns its answer.
func (h *hsConn) do(line string) string {
	h.t.Helper()
	h.send(line)
	return h.recv()
}

// step is one request and its answer. peer, when set, is the answer of
// MariaDB's plugin where handlerd deliberately answers differently.
type step struct {
	req, want, peer string
}

// run sends every step pipelined in one write, then checks the answers.
func (e *env) run(h *hsConn, steps []step) {
	e.t.Helper()
	lines := make([]string, len(steps))
	for i, s := range steps {
		lines[i] = s.req
	}
	h.send(lines...)
	for _, s := range steps {
		got := h.recv()
		want := s.want
		if e.peer && s.peer != "" {
			want = s.peer
		}
		if got != want {
			e.t.Errorf("%q:\n got %q\nwant %q", s.req, got, want)
		}
	}
}

// runEach sends the steps one at a time, each its own batch.
func (e *env) runEach(h *hsConn, steps []step) {
	e.t.Helper()
	for _, s := range steps {
		e.run(h, []step{s})
	}
}
