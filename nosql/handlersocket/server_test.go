package handlersocket

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression/function"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"
	"github.com/dolthub/vitess/go/vt/proto/query"

	"handlerd/engines"
	"handlerd/engines/kv"
	"handlerd/engines/memory"
)

// dialNoAuth connects without sending the secret.
func (e *env) dialNoAuth(addr string) *hsConn {
	e.t.Helper()
	s, w := e.secretR, e.secretW
	e.secretR, e.secretW = "", ""
	defer func() { e.secretR, e.secretW = s, w }()
	return e.dial(addr)
}

// expectClosed checks that the server closed the connection.
func (h *hsConn) expectClosed() {
	h.t.Helper()
	h.c.SetReadDeadline(time.Now().Add(10 * time.Second))
	if line, err := h.rd.ReadString('\n'); err != io.EOF {
		h.t.Fatalf("want the connection closed, got %q %v", line, err)
	}
}

func TestAuth(t *testing.T) {
	e := newEnv(t, Config{PlainSecret: "rs", PlainSecretWr: "ws"})
	if e.external && (e.secretR == "" || e.secretW == "") {
		t.Skip("set HANDLERD_HS_SECRET and HANDLERD_HS_SECRET_WR to check authentication")
	}
	e.create(specT)
	rs, ws := e.secretR, e.secretW
	e.runEach(e.dialNoAuth(e.w), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid", "3\t1\tunauth", ""},
		{"1\t=\t1\t1", "3\t1\tunauth", ""},
		{"0\t+\t1\t1", "3\t1\tunauth", ""},
		{"X", "2\t1\tcmd", ""},
		{"A\t2\t" + ws, "3\t1\tauthtype", ""},
		{"A\t1\t" + rs, "3\t1\tunauth", ""}, // the read port's secret
		{"A\t1\t" + ws + "x", "3\t1\tunauth", ""},
		{"A\t1\t" + ws[:len(ws)-1], "3\t1\tunauth", ""},
		{"A\t1\t", "3\t1\tunauth", ""},
		{"A\t1\t" + ws, "0\t1", ""},
		{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""},
		{"1\t=\t1\t1", "0\t1", ""},
		{"A\t2\tx", "3\t1\tauthtype", ""}, // a bad type leaves the session as it was
		{"1\t=\t1\t1", "0\t1", ""},
		{"A\t1\tbad", "3\t1\tunauth", ""}, // a wrong secret revokes it
		{"1\t=\t1\t1", "3\t1\tunauth", ""},
	})
	e.runEach(e.dialNoAuth(e.r), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid", "3\t1\tunauth", ""},
		{"A\t1\t" + ws, "3\t1\tunauth", ""},
		{"A\t1\t" + rs, "0\t1", ""},
		{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""},
	})
}

func TestTimeout(t *testing.T) {
	inProcess(t)
	e := newEnv(t, Config{Timeout: 300 * time.Millisecond})
	e.create(specT)
	idle := e.write()
	half := e.write()
	half.c.Write([]byte("P\t1\thst")) // a line that never ends
	busy := e.write()
	busy.do("P\t1\thstest\tt\tPRIMARY\tid")
	start := time.Now()
	for time.Since(start) < time.Second {
		if got := busy.do("1\t=\t1\t1"); got != "0\t1" {
			t.Fatalf("busy connection: %q", got)
		}
		time.Sleep(50 * time.Millisecond)
	}
	idle.expectClosed()
	half.expectClosed()
	if got := busy.do("1\t=\t1\t1"); got != "0\t1" {
		t.Fatalf("busy connection after the others timed out: %q", got)
	}
	// A line trickled in a byte at a time gets no more time than a silent one.
	slow := e.write()
	start = time.Now()
	go func() {
		for _, b := range []byte("P\t1\thstest\tt\tPRIMARY\tid") {
			if _, err := slow.c.Write([]byte{b}); err != nil {
				return
			}
			time.Sleep(40 * time.Millisecond)
		}
	}()
	slow.expectClosed()
	if d := time.Since(start); d > 800*time.Millisecond {
		t.Errorf("trickling client kept for %v", d)
	}
	if n := e.srv.Stats()["Handlersocket_timeouts"]; n < 2 {
		t.Errorf("Handlersocket_timeouts = %d", n)
	}
}

func TestLongLine(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{MaxLine: 1024})
	h := e.write()
	key := strings.Repeat("k", 1024-len("1\t=\t1\t"))
	e.run(h, []step{
		{"P\t1\thstest\tt\tkk\tid", "0\t1", ""},
		{"1\t=\t1\t" + key, "0\t1", ""}, // exactly MaxLine
	})
	h.send("1\t=\t1\tb", "1\t=\t1\tx"+key, "1\t=\t1\tb")
	for _, want := range []string{"0\t1\t2", "2\t1\ttoolong"} {
		if got := h.recv(); got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
	h.expectClosed()

	// A line that never ends is cut off as soon as it is too long.
	h = e.write()
	h.c.Write([]byte("P\t1\thstest\tt\tkk\tid\n1\t=\t1\tb\n" + strings.Repeat("x", 5000)))
	for _, want := range []string{"0\t1", "0\t1\t2", "2\t1\ttoolong"} {
		if got := h.recv(); got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
	h.expectClosed()
	if n := e.srv.Stats()["Handlersocket_long_lines"]; n != 2 {
		t.Errorf("Handlersocket_long_lines = %d", n)
	}
	// The server still serves.
	e.run(e.write(), []step{{"P\t1\thstest\tt\tkk\tid", "0\t1", ""}})
}

func TestMaxConnections(t *testing.T) {
	inProcess(t)
	e := newEnv(t, Config{MaxConnections: 3})
	e.create(specT)
	var hs []*hsConn
	for i := 0; i < 3; i++ {
		h := e.write()
		e.run(h, []step{{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""}})
		hs = append(hs, h)
	}
	extra := e.dial(e.r)
	if got := extra.recv(); got != "1\t1\t1040" {
		t.Fatalf("connection over the cap: %q", got)
	}
	extra.expectClosed()
	hs[0].c.Close()
	deadline := time.Now().Add(5 * time.Second)
	for e.srv.Stats()["Handlersocket_connections_current"] > 2 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	e.run(e.write(), []step{{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""}})
	if n := e.srv.Stats()["Handlersocket_connections_refused"]; n != 1 {
		t.Errorf("Handlersocket_connections_refused = %d", n)
	}
}

// Thousands of idle connections cost the others nothing.
func TestManyIdleConnections(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{})
	const idle = 3000
	conns := make([]net.Conn, 0, idle)
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for i := 0; i < idle; i++ {
		addr := e.w
		if i%2 == 1 {
			addr = e.r
		}
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("connection %d: %v", i, err)
		}
		conns = append(conns, c)
		if i%10 == 0 {
			c.Write([]byte("P\t1\thstest\tt\tPRIMARY\tid,k\n")) // some have open indexes
		}
	}
	h := e.write()
	h.do("P\t1\thstest\tt\tPRIMARY\tid,n")
	start := time.Now()
	for i := 0; i < 2000; i++ {
		if got := h.do(fmt.Sprintf("1\t=\t1\t%d", i%5+1)); !strings.HasPrefix(got, "0\t2\t") {
			t.Fatalf("request %d: %q", i, got)
		}
	}
	t.Logf("2000 requests beside %d idle connections: %v", idle, time.Since(start))
	if n := e.srv.Stats()["Handlersocket_connections_current"]; n < idle {
		t.Errorf("connections_current = %d", n)
	}
}

func TestCloseFinishesBatches(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{})
	idle := e.write()
	h := e.write()
	lines := []string{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n"}
	for i := 100; i < 1100; i++ {
		lines = append(lines, fmt.Sprintf("1\t+\t4\t%d\tk\tv\t%d", i, i))
	}
	h.send(lines...)
	if got := h.recv(); got != "0\t1" {
		t.Fatal(got)
	}
	start := time.Now()
	e.srv.Close()
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Close took %v", d)
	}
	// Lines the server had read are answered; then the connection ends.
	answered := 0
	h.c.SetReadDeadline(time.Now().Add(10 * time.Second))
	for {
		line, err := h.rd.ReadString('\n')
		if err == io.EOF && line == "" {
			break
		}
		if err != nil || line != "0\t1\n" {
			t.Fatalf("after %d answers: %q %v", answered, line, err)
		}
		answered++
	}
	idle.expectClosed()
	if r, w := e.srv.Active(); r || w {
		t.Errorf("Active after Close: %v %v", r, w)
	}
	// Everything answered was committed.
	tbl, eng, _ := e.res.OpenTable(testDB, "t")
	tx, _ := eng.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	if n, _ := tbl.RowCount(tx); n != uint64(5+answered) {
		t.Errorf("rows after Close: %d, inserts answered: %d", n, answered)
	}
	t.Logf("%d of 1000 inserts answered and committed before Close", answered)
}

func TestStartErrors(t *testing.T) {
	inProcess(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	s, err := New(Config{Address: "127.0.0.1", ReadPort: "0", WritePort: port}, newTestResolver(), nil)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Start()
	if err == nil || !strings.Contains(err.Error(), "127.0.0.1:"+port) {
		t.Fatalf("want an error naming 127.0.0.1:%s, got %v", port, err)
	}
	if r, w := s.Active(); r || w {
		t.Errorf("Active after a failed Start: %v %v", r, w)
	}
	s, _ = New(Config{Address: "127.0.0.1", ReadPort: "0"}, newTestResolver(), nil)
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	if r, w := s.Active(); !r || w {
		t.Errorf("Active with a read port only: %v %v", r, w)
	}
	s.Close()
	s, _ = New(Config{Address: "127.0.0.1", ReadPort: port, WritePort: port}, newTestResolver(), nil)
	ln.Close()
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	if r, w := s.Active(); r || !w { // the plugin's rule: one listener on a shared port
		t.Errorf("Active with one port for both: %v %v", r, w)
	}
	s.Close()
}

func TestStats(t *testing.T) {
	inProcess(t)
	e := newEnv(t, Config{})
	e.create(specT)
	h := e.write()
	e.run(h, seedT)
	e.run(h, []step{
		{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"1\t=\t1\t1", "0\t4\t1\ta\tx\t10", ""},
		{"1\t=\t1\t1\t1\t0\tU\t1\ta\tx\t11", "0\t1\t1", ""},
		{"1\t=\t1\t1\t1\t0\t+?\t0\t\x00\t\x00\t1", "0\t4\t1\ta\tx\t11", ""},
		{"1\t=\t1\t1\t1\t0\tD", "0\t1\t1", ""},
		{"1\t+\t1\t1", "0\t1", ""},
		{"A\t1\t", "0\t1", ""},
		{"X", "2\t1\tcmd", ""},
	})
	h.c.Close()
	deadline := time.Now().Add(5 * time.Second)
	var st map[string]uint64
	for {
		st = e.srv.Stats()
		if st["Handlersocket_connections_current"] == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	for name, want := range map[string]uint64{
		"Handlersocket_connections": 1, "Handlersocket_requests": 6 + 8,
		"Handlersocket_open_index": 2, "Handlersocket_find": 1, "Handlersocket_update": 2,
		"Handlersocket_delete": 1, "Handlersocket_insert": 6, "Handlersocket_auth": 1,
		"Handlersocket_errors": 1, "Handlersocket_hs_table_open": 2, "Handlersocket_hs_table_close": 2,
	} {
		if st[name] != want {
			t.Errorf("%s = %d, want %d", name, st[name], want)
		}
	}
	// A batch is what one read brings, so two writes are at least two.
	if l, u := st["Handlersocket_hs_table_lock"], st["Handlersocket_hs_table_unlock"]; l < 2 || l != u {
		t.Errorf("table lock/unlock = %d/%d", l, u)
	}
}

func TestQuitAndQ(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{})
	h := e.write()
	h.send("P\t1\thstest\tt\tPRIMARY\tid", "Q", "1\t=\t1\t1", "/", "1\t=\t1\t2")
	for _, want := range []string{"0\t1", "2\t1\tcmd", "0\t1\t1"} {
		if got := h.recv(); got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
	h.expectClosed()
	// Q did not stop anything.
	e.run(e.write(), []step{{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""}})
	e.run(e.read(), []step{{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""}})
}

// Huge index ids do not allocate a slot for every smaller id.
func TestLargeIndexIDs(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{})
	e.run(e.write(), []step{
		{"P\t4000000000\thstest\tt\tPRIMARY\tid", "0\t1", ""},
		{"4000000000\t=\t1\t2", "0\t1\t2", ""},
		{"3999999999\t=\t1\t2", "2\t1\tstmtnum", ""},
		{"4000000001\t=\t1\t2", "2\t1\tstmtnum", ""},
		{"P\t4294967295\thstest\tt\tPRIMARY\tk", "0\t1", ""},
		{"4294967295\t=\t1\t2", "0\t1\tb", ""},
		{"P\t7\thstest\tt\tPRIMARY\tn", "0\t1", ""},
		{"7\t=\t1\t2", "0\t1\t20", ""},
	})
}

// Tables whose definition changes between batches are resolved again.
func TestTableChanges(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{})
	h := e.write()
	e.run(h, []step{
		{"P\t1\thstest\tt\tkk\tid,n", "0\t1", ""},
		{"1\t=\t1\tb", "0\t2\t2\t20", ""},
	})
	// A new definition: a column in front, the index kv gone.
	spec := specT
	spec.cols = append([]col{{name: "extra", sqlType: "INT", typ: types.Int32, null: true}}, specT.cols...)
	spec.index = specT.index[:1]
	e.create(spec) // a new, empty table under the same name
	e.run(h, []step{
		{"1\t=\t1\tb", "0\t2", ""},
		{"1\t+\t2\t1\t7", "0\t1", ""},
		{"1\t=\t1\t", "0\t2\t1\t7", ""}, // k was not named: ''
		{"P\t2\thstest\tt\tkv\tid", "2\t1\tidxnum", ""},
	})
	spec.index = nil
	e.create(spec)
	e.run(h, []step{{"1\t=\t1\ta", "2\t1\tidxnum", ""}})
	e.res.drop(testDB, "t")
	e.run(h, []step{{"1\t=\t1\ta", "2\t1\ttblnum", ""}})
	e.create(specT)
	e.run(h, []step{
		{"1\t+\t2\t9\t9", "0\t1", ""},
		{"1\t=\t1\t", "0\t2\t9\t9", ""},
	})
}

// An S3 table: finds work, modifications answer HA_ERR_TABLE_READONLY.
func TestReadOnlyEngine(t *testing.T) {
	inProcess(t)
	e := newEnv(t, Config{})
	store := memory.NewStore()
	rw := kv.NewEngine(store, kv.Options{Name: engines.S3})
	ro := kv.NewEngine(store, kv.Options{Name: engines.S3, ReadOnly: true})
	def := specT.def(testDB)
	def.ID = 77
	tbl, _ := rw.Open(def)
	tx, _ := rw.Begin(engines.TxOptions{})
	for i := int32(1); i <= 3; i++ {
		if _, err := tbl.Insert(tx, sql.Row{i, "k" + strconv.Itoa(int(i)), nil, i * 10}); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
	rot, _ := ro.Open(def)
	e.res.set(testDB, "t", resolved{rot, ro})
	e.run(e.write(), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"1\t>=\t1\t1\t10\t0", "0\t4\t1\tk1\t\x00\t10\t2\tk2\t\x00\t20\t3\tk3\t\x00\t30", ""},
		{"1\t+\t4\t4\tk4\tv\t40", "1\t1\t165", ""},
		{"1\t=\t1\t1\t1\t0\tU\t1\tx\tx\t1", "1\t1\t165", ""},
		{"1\t=\t1\t1\t1\t0\tU?\t1\tx\tx\t1", "1\t1\t165", ""},
		{"1\t=\t1\t1\t1\t0\tD", "1\t1\t165", ""},
		{"1\t=\t1\t1\t1\t0\t+\t0\t\x00\t\x00\t1", "1\t1\t165", ""},
		{"1\t=\t1\t9\t1\t0\tD", "0\t1\t0", ""}, // nothing found, nothing refused
		{"1\t=\t1\t1", "0\t4\t1\tk1\t\x00\t10", ""},
	})
}

// A panic while serving one connection closes that connection only.
func TestPanicIsolated(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{})
	e.res.set(testDB, "boom", resolved{panicTable{}, e.eng})
	h := e.write()
	h.send("P\t1\thstest\tboom\tPRIMARY\tid")
	h.expectClosed()
	e.run(e.write(), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""},
		{"1\t=\t1\t1", "0\t1\t1", ""},
	})
	// Left: the connection that seeded the table and the one above.
	deadline := time.Now().Add(5 * time.Second)
	for e.srv.Stats()["Handlersocket_connections_current"] > 2 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := e.srv.Stats()["Handlersocket_connections_current"]; n != 2 {
		t.Errorf("connections_current = %d after a panic", n)
	}
}

type panicTable struct{ engines.Table }

func (panicTable) Def() *engines.TableDef { panic("boom") }

// flaky wraps an engine so commits of writes fail with ErrConflict while
// fail is positive, as a concurrent writer would make them.
type flakyEngine struct {
	engines.Engine
	fail atomic.Int32
}

type flakyTxn struct {
	engines.Txn
	e *flakyEngine
}

type flakyTable struct{ engines.Table }

func (e *flakyEngine) Begin(o engines.TxOptions) (engines.Txn, error) {
	tx, err := e.Engine.Begin(o)
	return &flakyTxn{tx, e}, err
}

func (t *flakyTxn) Commit(ctx context.Context) error {
	if t.Txn.Dirty() && t.e.fail.Add(-1) >= 0 {
		t.Txn.Rollback()
		return engines.ErrConflict
	}
	return t.Txn.Commit(ctx)
}

func unwrap(tx engines.Txn) engines.Txn { return tx.(*flakyTxn).Txn }

func (t flakyTable) Get(tx engines.Txn, pk []any) (sql.Row, bool, error) {
	return t.Table.Get(unwrap(tx), pk)
}
func (t flakyTable) Read(tx engines.Txn, r engines.ReadRequest) (engines.RowIter, error) {
	return t.Table.Read(unwrap(tx), r)
}
func (t flakyTable) Insert(tx engines.Txn, row sql.Row) (uint64, error) {
	return t.Table.Insert(unwrap(tx), row)
}
func (t flakyTable) Update(tx engines.Txn, old, new sql.Row) error {
	return t.Table.Update(unwrap(tx), old, new)
}
func (t flakyTable) Delete(tx engines.Txn, row sql.Row) error {
	return t.Table.Delete(unwrap(tx), row)
}

func TestConflictRetry(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{})
	tbl, eng, _ := e.res.OpenTable(testDB, "t")
	fe := &flakyEngine{Engine: eng}
	e.res.set(testDB, "t", resolved{flakyTable{tbl}, fe})
	h := e.write()
	// One conflict: the batch runs again and answers as if nothing happened.
	fe.fail.Store(1)
	e.run(h, []step{
		{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"1\t=\t1\t1", "0\t4\t1\ta\tx\t10", ""},
		{"1\t=\t1\t1\t1\t0\t+\t0\t\x00\t\x00\t1", "0\t1\t1", ""},
		{"1\t=\t1\t1", "0\t4\t1\ta\tx\t11", ""},
	})
	if n := e.srv.Stats()["Handlersocket_conflicts"]; n != 1 {
		t.Errorf("conflicts = %d", n)
	}
	// Two: the answers from the first write on become the error, and
	// nothing is committed.
	fe.fail.Store(2)
	e.run(h, []step{
		{"1\t=\t1\t1", "0\t4\t1\ta\tx\t11", ""},
		{"P\t2\thstest\tt\tPRIMARY\tn", "0\t1", ""},
		{"1\t+\t4\t50\tq\tq\t50", "1\t1\t149", ""},
		{"P\t3\thstest\tt\tPRIMARY\tk", "0\t1", ""},
		{"2\t=\t1\t1", "1\t1\t149", ""},
		{"1\t=\t1\t1\t1\t0\t+\t0\t\x00\t\x00\t1", "1\t1\t149", ""},
	})
	e.run(h, []step{
		{"1\t=\t1\t50", "0\t4", ""},
		{"2\t=\t1\t1", "0\t1\t11", ""},
		{"3\t=\t1\t1", "0\t1\ta", ""},
	})
}

// Concurrent increments of one counter through the write port: every
// increment answered "0\t1\t1" is in the final value exactly once.
func TestConcurrentIncrements(t *testing.T) {
	inProcess(t)
	e := setupT(t, Config{})
	const workers, each = 8, 200
	var ok, failed atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		h := e.write()
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.send("P\t1\thstest\tt\tPRIMARY\tn")
			h.recv()
			for i := 0; i < each; i += 4 {
				req := "1\t=\t1\t5\t1\t0\t+\t1"
				h.send(req, req, req, req) // a batch of four
				for j := 0; j < 4; j++ {
					switch got := h.recv(); got {
					case "0\t1\t1":
						ok.Add(1)
					case "1\t1\t149":
						failed.Add(1)
					default:
						t.Errorf("increment: %q", got)
					}
				}
			}
		}()
	}
	wg.Wait()
	got := e.write().do("P\t1\thstest\tt\tPRIMARY\tn")
	if got != "0\t1" {
		t.Fatal(got)
	}
	tbl, eng, _ := e.res.OpenTable(testDB, "t")
	tx, _ := eng.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	row, _, _ := tbl.Get(tx, []any{int32(5)})
	if n := int64(row[3].(int32)); n != ok.Load() {
		t.Fatalf("counter %d, acknowledged increments %d (refused %d)", n, ok.Load(), failed.Load())
	}
	t.Logf("%d increments, %d refused after a retry, %d batches retried", ok.Load(), failed.Load(),
		e.srv.Stats()["Handlersocket_conflicts"])
}

func TestLogsUnexpectedErrors(t *testing.T) {
	inProcess(t)
	var buf strings.Builder
	var mu sync.Mutex
	res := newTestResolver()
	res.put(t, memory.New(), specT.def(testDB))
	tbl, eng, _ := res.OpenTable(testDB, "t")
	res.set(testDB, "t", resolved{errTable{tbl}, eng})
	s, _ := New(Config{Address: "127.0.0.1", WritePort: "0"}, res,
		slog.New(slog.NewTextHandler(lockedWriter{&buf, &mu}, nil)))
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_, w := s.Addrs()
	e := &env{t: t, w: w.String()}
	e.run(e.write(), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""},
		{"1\t=\t1\t1", "1\t1\t168", ""},
	})
	mu.Lock()
	defer mu.Unlock()
	if !strings.Contains(buf.String(), "disk on fire") {
		t.Errorf("log: %s", buf.String())
	}
}

type errTable struct{ engines.Table }

func (errTable) Get(engines.Txn, []any) (sql.Row, bool, error) {
	return nil, false, errors.New("disk on fire")
}

type lockedWriter struct {
	w  io.Writer
	mu *sync.Mutex
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// Values go in as MySQL stores a string outside strict mode, and come out
// as the text protocol shows them (go-mysql-server's rendering).
func TestTypes(t *testing.T) {
	inProcess(t)
	e := newEnv(t, Config{})
	mk := func(bt query.Type, n int64) sql.Type { return types.MustCreateBinary(bt, n) }
	spec := tableSpec{
		name: "ty",
		cols: []col{
			{name: "id", typ: types.Int32},
			{name: "ti", typ: types.Int8, null: true},
			{name: "tu", typ: types.Uint8, null: true},
			{name: "bi", typ: types.Int64, null: true},
			{name: "bu", typ: types.Uint64, null: true},
			{name: "f", typ: types.Float32, null: true},
			{name: "d", typ: types.Float64, null: true},
			{name: "dec", typ: types.MustCreateColumnDecimalType(10, 2), null: true},
			{name: "dt", typ: types.Date, null: true},
			{name: "dtt", typ: types.Datetime, null: true},
			{name: "tm", typ: types.Time, null: true},
			{name: "yr", typ: types.Year, null: true},
			{name: "en", typ: types.MustCreateEnumType([]string{"a", "b"}, sql.Collation_Default), null: true},
			{name: "l", typ: types.MustCreateString(sqltypes.VarChar, 10, sql.Collation_latin1_swedish_ci), null: true},
			{name: "c", typ: types.MustCreateString(sqltypes.Char, 5, sql.Collation_utf8mb4_0900_bin), null: true},
			{name: "tx", typ: types.Text, null: true},
			{name: "bl", typ: types.Blob, null: true},
			{name: "vb", typ: mk(sqltypes.VarBinary, 4), null: true},
			{name: "bn", typ: mk(sqltypes.Binary, 4), null: true},
			{name: "vc", typ: varchar(4), null: true},
		},
		pk: []string{"id"},
	}
	e.create(spec)
	cols := make([]string, len(spec.cols))
	for i, c := range spec.cols {
		cols[i] = c.name
	}
	open := "P\t1\thstest\tty\tPRIMARY\t" + strings.Join(cols, ",") + "\tdec,dt,bl,tx,l"
	row := func(vals ...string) string { return strings.Join(vals, "\t") }
	allBytes := make([]byte, 256)
	for i := range allBytes {
		allBytes[i] = byte(i)
	}
	blob := string(AppendEscaped(nil, allBytes))
	e.run(e.write(), []step{
		{open, "0\t1", ""},
		{"1\t+\t20\t" + row("1", "300", "300", "99999999999999999999", "18446744073709551615", "1.5x", "1e3",
			"12.345", "2020-01-02", "2020-01-02 03:04:05", "12:34:56", "2021", "b",
			"\xe9t\xe9", "ab", "h\x01\x40\x01\x49i", blob, "abcdef", "ab", "abcdef"), "0\t1", ""},
		{"1\t+\t20\t" + row("2", "-300", "-3", "12abc", "-1", "abc", "", "99999999999", "notadate", "x",
			"x", "x", "zz", "", "", "ok\xffno", "", "", "", "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"), "0\t1", ""},
		{"1\t+\t20\t" + row("3", "1.5", "2.5", "-1.5", "+7", " 5 ", "-0", "1.5x", "20200102", "20200102030405",
			"1:2:3", "99", "2", "\x00", "abcdefg", "", "\x00", "\x00", "\x00", "ab\xff"), "0\t1", ""},
		{"1\t=\t1\t1", "0\t20\t" + row("1", "127", "255", "9223372036854775807", "18446744073709551615", "1.5", "1000",
			"12.35", "2020-01-02", "2020-01-02 03:04:05", "12:34:56", "2021", "b",
			"\xe9t\xe9", "ab", "h\x01\x40\x01\x49i", blob, "abcd", "ab\x01\x40\x01\x40", "abcd"), ""},
		{"1\t=\t1\t2", "0\t20\t" + row("2", "-128", "0", "12", "0", "0", "0", "99999999.99", "0000-00-00",
			"0000-00-00 00:00:00", "00:00:00", "0000", "", "", "", "ok?no", "", "", "\x01@\x01@\x01@\x01@", "éééé"), ""},
		{"1\t=\t1\t3", "0\t20\t" + row("3", "2", "3", "-2", "7", "5", "0", "1.50", "2020-01-02",
			"2020-01-02 03:04:05", "01:02:03", "1999", "b", "\x00", "abcde", "", "\x00", "\x00", "\x00", "ab?"), ""},
		// Filters compare as the column type does.
		{"1\t>=\t1\t1\t10\t0\tF\t>\t0\t12.3", "0\t20\t" + row("1", "127", "255", "9223372036854775807", "18446744073709551615", "1.5", "1000",
			"12.35", "2020-01-02", "2020-01-02 03:04:05", "12:34:56", "2021", "b",
			"\xe9t\xe9", "ab", "h\x01\x40\x01\x49i", blob, "abcd", "ab\x01\x40\x01\x40", "abcd") + "\t" +
			row("2", "-128", "0", "12", "0", "0", "0", "99999999.99", "0000-00-00",
				"0000-00-00 00:00:00", "00:00:00", "0000", "", "", "", "ok?no", "", "", "\x01@\x01@\x01@\x01@", "éééé"), ""},
		{"P\t2\thstest\tty\tPRIMARY\tid\tdec,dt,bl,tx,l", "0\t1", ""},
		{"2\t>=\t1\t1\t10\t0\tF\t<\t1\t2020-06-01", "0\t1\t1\t2\t3", ""},
		{"2\t>=\t1\t1\t10\t0\tF\t=\t1\t2020-1-2", "0\t1\t1\t3", ""},
		{"2\t>=\t1\t1\t10\t0\tF\t=\t4\t\xe9t\xe9", "0\t1\t1", ""},
		{"2\t>=\t1\t1\t10\t0\tF\t=\t4\t\x00", "0\t1\t3", ""}, // row 3 has l NULL
		{"2\t>=\t1\t1\t10\t0\tF\t=\t2\tx", "2\t1\tfilterblob", ""},
		{"2\t>=\t1\t1\t10\t0\tF\t=\t3\tx", "2\t1\tfilterblob", ""},
		{"2\t>=\t1\t1\t10\t0\tF\t!=\t3\t\x00", "0\t1\t1\t2\t3", ""}, // NULL may filter a blob
	})
	// What SQL sees: latin1 text is stored as the UTF-8 string go-mysql-server
	// keeps for every text column.
	tbl, eng, _ := e.res.OpenTable(testDB, "ty")
	tx, _ := eng.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	r, _, _ := tbl.Get(tx, []any{int32(1)})
	if r[13] != "été" || r[14] != "ab" || string(r[16].([]byte)) != string(allBytes) {
		t.Errorf("stored row: %#v", r)
	}
}

// test24: an explicit id into a BIGINT AUTO_INCREMENT table whose other
// column defaults to CURRENT_TIMESTAMP.
func TestInsertEvaluatesDefaults(t *testing.T) {
	inProcess(t)
	e := newEnv(t, Config{})
	now, _ := function.NewNow()
	e.create(tableSpec{
		name: "ts",
		cols: []col{
			{name: "id", typ: types.Int64, autoInc: true},
			{name: "t1", typ: types.Timestamp, dfltFn: now},
		},
		pk: []string{"id"},
	})
	h := e.write()
	e.run(h, []step{
		{"P\t0\thstest\tts\tPRIMARY\tid,t1", "0\t1", ""},
		{"0\t+\t1\t321", "0\t1\t0", ""},
	})
	got := h.do("0\t=\t1\t321")
	f := strings.Split(got, "\t")
	if len(f) != 4 || f[2] != "321" {
		t.Fatalf("row: %q", got)
	}
	ts, err := time.Parse("2006-01-02 15:04:05", f[3])
	if err != nil || time.Since(ts) > time.Minute || time.Since(ts) < -time.Minute {
		t.Fatalf("t1 = %q (%v), want about now", f[3], err)
	}
}
