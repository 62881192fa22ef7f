package sqlhandler_test

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/catalog"
	"handlerd/engines/memory"
	"handlerd/sqlhandler"
)

type testDB struct {
	t   *testing.T
	e   *sqle.Engine
	ctx *sql.Context
}

func newTestDB(t *testing.T) *testDB {
	reg := engines.NewRegistry()
	reg.Register(memory.New(), engines.Info{})
	cat, err := catalog.Open(t.TempDir(), reg)
	if err != nil {
		t.Fatal(err)
	}
	p := sqlhandler.NewProvider(cat, engines.MEMORY)
	e, err := sqlhandler.NewEngine(p, &sqle.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	sess := sqlhandler.NewSession(sql.NewBaseSession())
	ctx := sql.NewContext(context.Background(), sql.WithSession(sess))
	return &testDB{t: t, e: e, ctx: ctx}
}

func (d *testDB) query(q string) ([][]string, error) {
	ctx := d.ctx.WithQuery(q)
	_, it, _, err := d.e.Query(ctx, q)
	if err != nil {
		return nil, err
	}
	var out [][]string
	for {
		row, err := it.Next(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			it.Close(ctx)
			return nil, err
		}
		var s []string
		for _, v := range row {
			s = append(s, fmt.Sprint(v))
		}
		out = append(out, s)
	}
	return out, it.Close(ctx)
}

func (d *testDB) mustQuery(q string) [][]string {
	d.t.Helper()
	rows, err := d.query(q)
	if err != nil {
		d.t.Fatalf("%s: %v", q, err)
	}
	return rows
}

func TestBasicSQL(t *testing.T) {
	d := newTestDB(t)
	d.mustQuery("CREATE DATABASE db")
	d.mustQuery("USE db")
	d.mustQuery("CREATE TABLE t (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(20), k INT, UNIQUE KEY uname(name), KEY kk(k)) ENGINE=MEMORY")
	d.mustQuery("INSERT INTO t (name, k) VALUES ('a', 1), ('b', 2), ('c', 1)")
	if got := d.mustQuery("SELECT id, name FROM t WHERE k = 1 ORDER BY id"); fmt.Sprint(got) != "[[1 a] [3 c]]" {
		t.Fatalf("k=1: %v", got)
	}
	if got := d.mustQuery("SELECT name FROM t WHERE id = 2"); fmt.Sprint(got) != "[[b]]" {
		t.Fatalf("id=2: %v", got)
	}
	if got := d.mustQuery("SELECT COUNT(*) FROM t"); fmt.Sprint(got) != "[[3]]" {
		t.Fatalf("count: %v", got)
	}
	_, err := d.query("INSERT INTO t (name, k) VALUES ('a', 5)")
	if err == nil || !strings.Contains(strings.ToLower(err.Error()), "duplicate") {
		t.Fatalf("dup: %v", err)
	}
	d.mustQuery("INSERT INTO t (name, k) VALUES ('a', 5) ON DUPLICATE KEY UPDATE k = 9")
	if got := d.mustQuery("SELECT k FROM t WHERE name = 'a'"); fmt.Sprint(got) != "[[9]]" {
		t.Fatalf("odku: %v", got)
	}
	d.mustQuery("UPDATE t SET k = k + 1 WHERE id > 1")
	d.mustQuery("DELETE FROM t WHERE id = 3")
	if got := d.mustQuery("SELECT id, k FROM t ORDER BY id"); fmt.Sprint(got) != "[[1 9] [2 3]]" {
		t.Fatalf("after update/delete: %v", got)
	}
	got := d.mustQuery("SHOW CREATE TABLE t")
	if !strings.Contains(got[0][1], "ENGINE=MEMORY") {
		t.Fatalf("show create: %v", got)
	}
	d.mustQuery("ALTER TABLE t ADD COLUMN extra VARCHAR(5) DEFAULT 'x'")
	if got := d.mustQuery("SELECT id, extra FROM t ORDER BY id"); fmt.Sprint(got) != "[[1 x] [2 x]]" {
		t.Fatalf("add column: %v", got)
	}
	d.mustQuery("CREATE INDEX ie ON t (extra)")
	if got := d.mustQuery("SELECT id FROM t WHERE extra = 'x' ORDER BY id"); fmt.Sprint(got) != "[[1] [2]]" {
		t.Fatalf("new index: %v", got)
	}
	if _, err := d.query("CREATE UNIQUE INDEX ue ON t (extra)"); err == nil {
		t.Fatal("unique index over duplicates accepted")
	}
	d.mustQuery("BEGIN")
	d.mustQuery("INSERT INTO t (name, k) VALUES ('z', 1)")
	d.mustQuery("SAVEPOINT s1")
	d.mustQuery("INSERT INTO t (name, k) VALUES ('y', 1)")
	d.mustQuery("ROLLBACK TO SAVEPOINT s1")
	d.mustQuery("COMMIT")
	if got := d.mustQuery("SELECT name FROM t WHERE k = 1 ORDER BY name"); fmt.Sprint(got) != "[[z]]" {
		t.Fatalf("savepoint: %v", got)
	}
	if got := d.mustQuery("SHOW ENGINES"); len(got) != 3 {
		t.Fatalf("engines: %v", got)
	}
	if _, err := d.query("CREATE TABLE u (a INT) ENGINE=NOPE"); err == nil || !strings.Contains(err.Error(), "Unknown storage engine") {
		t.Fatalf("unknown engine: %v", err)
	}
}
