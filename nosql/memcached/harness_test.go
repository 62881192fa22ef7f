package memcached

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
	"handlerd/engines/memory"
)

// testResolver is a catalog of MEMORY tables built from TableDefs.
type testResolver struct {
	mu     sync.Mutex
	e      engines.Engine
	tables map[string]engines.Table
	nextID uint64
	// defsOnly: insert does nothing (reopening tables that hold data).
	defsOnly bool
}

func newResolver() *testResolver {
	return &testResolver{e: memory.New(), tables: map[string]engines.Table{}}
}

func (r *testResolver) OpenTable(db, table string) (engines.Table, engines.Engine, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	t := r.tables[strings.ToLower(db+"."+table)]
	if t == nil {
		return nil, nil, &engines.NoSuchTableError{Database: db, Table: table}
	}
	return t, r.e, nil
}

// create adds a table: cols are "name type" with type one of varchar(n),
// blob, int, uint, bigint, ubigint, enum; pk lists primary key columns.
func (r *testResolver) create(t testing.TB, db, name string, cols []string, pk []int, idx ...engines.IndexDef) engines.Table {
	t.Helper()
	var sch sql.Schema
	for i, c := range cols {
		n, typ, _ := strings.Cut(c, " ")
		col := &sql.Column{Name: n, Source: name, Nullable: true}
		switch {
		case strings.HasPrefix(typ, "varchar"):
			var l int64
			fmt.Sscanf(typ, "varchar(%d)", &l)
			col.Type = types.MustCreateString(sqltypes.VarChar, l, sql.Collation_utf8mb4_0900_bin)
		case strings.HasPrefix(typ, "varbinary"):
			var l int64
			fmt.Sscanf(typ, "varbinary(%d)", &l)
			col.Type = types.MustCreateBinary(sqltypes.VarBinary, l)
		case typ == "blob":
			col.Type = types.LongBlob
		case typ == "int":
			col.Type = types.Int32
		case typ == "uint":
			col.Type = types.Uint32
		case typ == "bigint":
			col.Type = types.Int64
		case typ == "ubigint":
			col.Type = types.Uint64
		case typ == "enum":
			col.Type = types.MustCreateEnumType([]string{"innodb_only", "cache_only", "caching", "disabled"}, sql.Collation_utf8mb4_0900_bin)
		default:
			t.Fatalf("type %s", typ)
		}
		for _, p := range pk {
			if p == i {
				col.PrimaryKey, col.Nullable = true, false
			}
		}
		sch = append(sch, col)
	}
	return r.createSchema(t, db, name, sch, pk, idx...)
}

// createSchema adds a table of schema sch (see create).
func (r *testResolver) createSchema(t testing.TB, db, name string, sch sql.Schema, pk []int, idx ...engines.IndexDef) engines.Table {
	t.Helper()
	r.mu.Lock()
	r.nextID++
	def := &engines.TableDef{ID: r.nextID, Database: db, Name: name, Engine: engines.MEMORY, Schema: sch, PrimaryKey: pk, Indexes: idx}
	for i := range def.Indexes {
		def.Indexes[i].ID = uint32(i + 1)
	}
	r.mu.Unlock()
	if err := r.e.CreateTable(def); err != nil {
		t.Fatal(err)
	}
	tbl, err := r.e.Open(def)
	if err != nil {
		t.Fatal(err)
	}
	r.mu.Lock()
	r.tables[strings.ToLower(db+"."+name)] = tbl
	r.mu.Unlock()
	return tbl
}

func (r *testResolver) table(db, name string) engines.Table {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.tables[strings.ToLower(db+"."+name)]
}

// exec runs fn in one committed transaction, as SQL or HandlerSocket would.
func (r *testResolver) exec(t testing.TB, fn func(tx engines.Txn) error) {
	t.Helper()
	tx, _ := r.e.Begin(engines.TxOptions{})
	if err := fn(tx); err != nil {
		tx.Rollback()
		t.Fatal(err)
	}
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func (r *testResolver) insert(t testing.TB, db, name string, rows ...sql.Row) {
	t.Helper()
	if r.defsOnly {
		return
	}
	tbl := r.table(db, name)
	r.exec(t, func(tx engines.Txn) error {
		for _, row := range rows {
			if _, err := tbl.Insert(tx, row); err != nil {
				return err
			}
		}
		return nil
	})
}

// rows returns a table's rows in primary key order.
func (r *testResolver) rows(t testing.TB, db, name string) []sql.Row {
	t.Helper()
	rows, err := readAll(r.table(db, name), r.e)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// schema creates innodb_memcache with one policy for every command, and
// test.demo_test with its row, like BootstrapSQL.
func (r *testResolver) schema(t testing.TB, policy string) {
	r.create(t, configDB, "containers", []string{"name varchar(50)", "db_schema varchar(250)", "db_table varchar(250)",
		"key_columns varchar(250)", "value_columns varchar(250)", "flags varchar(250)", "cas_column varchar(250)",
		"expire_time_column varchar(250)", "unique_idx_name_on_key varchar(250)"}, []int{0})
	r.create(t, configDB, "cache_policies", []string{"policy_name varchar(40)", "get_policy enum", "set_policy enum",
		"delete_policy enum", "flush_policy enum"}, []int{0})
	r.create(t, configDB, "config_options", []string{"name varchar(50)", "value varchar(50)"}, []int{0})
	p := policyIndex(policy)
	r.insert(t, configDB, "cache_policies", sql.Row{"cache_policy", p, p, p, p})
	r.insert(t, configDB, "config_options", sql.Row{"separator", "|"}, sql.Row{"table_map_delimiter", "."})
	r.create(t, "test", "demo_test", []string{"c1 varchar(32)", "c2 varchar(1024)", "c3 int", "c4 ubigint", "c5 int"}, []int{0})
	r.insert(t, "test", "demo_test", sql.Row{"AA", "HELLO, HELLO", int32(8), uint64(0), int32(0)})
	r.container(t, "aaa", "test", "demo_test", "c1", "c2", "c3", "c4", "c5", "PRIMARY")
}

func policyIndex(p string) uint16 {
	return map[string]uint16{"innodb_only": 1, "cache_only": 2, "caching": 3, "disabled": 4}[p]
}

func (r *testResolver) container(t testing.TB, vals ...string) {
	row := make(sql.Row, len(vals))
	for i, v := range vals {
		row[i] = v
	}
	r.insert(t, configDB, "containers", row)
}

// bigTable is a table that holds anything memccapable stores.
func (r *testResolver) bigTable(t testing.TB, db, name string) {
	r.create(t, db, name, []string{"k varbinary(250)", "v blob", "f uint", "c ubigint", "e int"}, []int{0})
}

func quietLog() *slog.Logger {
	if os.Getenv("MEMCACHED_TEST_LOG") != "" {
		return slog.Default()
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

// start runs a server on an ephemeral loopback port.
func start(t testing.TB, r engines.Resolver, cfg Config) *Server {
	t.Helper()
	cfg.Option = "-p 0 -l 127.0.0.1 " + cfg.Option
	s, err := New(cfg, r, quietLog())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// client is a raw text-protocol connection.
type client struct {
	t  testing.TB
	nc net.Conn
	r  *bufio.Reader
}

func dial(t testing.TB, s *Server) *client {
	t.Helper()
	return dialTo(t, s.Addr())
}

func dialTo(t testing.TB, addr string) *client {
	t.Helper()
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { nc.Close() })
	nc.SetDeadline(time.Now().Add(20 * time.Second))
	return &client{t: t, nc: nc, r: bufio.NewReader(nc)}
}

func (c *client) send(s string) {
	c.t.Helper()
	if _, err := c.nc.Write([]byte(s)); err != nil {
		c.t.Fatal(err)
	}
}

func (c *client) readLine() string {
	c.t.Helper()
	l, err := c.r.ReadString('\n')
	if err != nil {
		c.t.Fatalf("read: %v (got %q)", err, l)
	}
	return strings.TrimSuffix(l, "\r\n")
}

// do sends a command and checks the reply lines.
func (c *client) do(cmd string, want ...string) {
	c.t.Helper()
	c.send(cmd)
	for _, w := range want {
		if got := c.readLine(); got != w {
			c.t.Fatalf("%q: got %q, want %q", strings.TrimSpace(cmd), got, w)
		}
	}
}
