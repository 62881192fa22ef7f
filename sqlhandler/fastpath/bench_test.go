package fastpath_test

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/catalog"
	"handlerd/engines/kv"
	"handlerd/engines/memory"
	"handlerd/sqlhandler"
	"handlerd/sqlhandler/fastpath"
)

// BenchmarkInsert is the CPU and allocations of one autocommit INSERT
// through the fast path, in process (no protocol): sysbench oltp_insert's
// statement on its table, over BTREE (bbolt, group commit, no fsync) and
// over the kv layer on the MEMORY store (our part alone). go test -run XXX
// -bench Insert -benchmem ./sqlhandler/fastpath/
func BenchmarkInsert(b *testing.B) {
	for _, store := range []string{"btree", "memory"} {
		b.Run(store, func(b *testing.B) {
			fp, ctx := insertBenchEnv(b, store)
			pad := strings.Repeat("6", 11) + "-" + strings.Repeat("7", 47)
			c := strings.Repeat("1", 11) + "-" + strings.Repeat("2", 107)
			run := func(q string) {
				_, it, handled, err := fp.Query(ctx, q, nil)
				if err != nil || !handled {
					b.Fatalf("%s: handled %v, %v", q, handled, err)
				}
				for {
					if _, err := it.Next(ctx); err == io.EOF {
						break
					} else if err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				run(fmt.Sprintf("INSERT INTO sbtest1 (id, k, c, pad) VALUES (%d, %d, '%s', '%s')", 0, i%50000, c, pad))
			}
		})
	}
}

// insertBenchEnv is a catalog with sysbench's sbtest1 (id AUTO_INCREMENT
// primary key, k indexed) in database sbtest, its storage BTREE or kv over
// the MEMORY store, and a root session using sbtest.
func insertBenchEnv(b *testing.B, store string) (*fastpath.FastPath, *sql.Context) {
	dir := b.TempDir()
	reg := engines.NewRegistry()
	reg.Register(memory.New(), engines.Info{})
	if store == "btree" {
		opts := btree.DefaultOptions()
		opts.FlushLogAtTrxCommit = 0
		bt, err := btree.Open(dir, opts)
		if err != nil {
			b.Fatal(err)
		}
		reg.Register(bt, engines.Info{})
	} else {
		reg.Register(kv.NewEngine(memory.NewStore(), kv.Options{Name: engines.BTREE}), engines.Info{})
	}
	cat, err := catalog.Open(dir, reg)
	if err != nil {
		b.Fatal(err)
	}
	e, err := sqlhandler.NewEngine(sqlhandler.NewProvider(cat, engines.BTREE), &sqle.Config{}, nil)
	if err != nil {
		b.Fatal(err)
	}
	e.Analyzer.Catalog.MySQLDb.AddRootAccount()
	s := sqlhandler.NewSession(sql.NewBaseSessionWithClientServer("address", sql.Client{Address: "localhost", User: "root"}, 1))
	ctx := sql.NewContext(context.Background(), sql.WithSession(s))
	b.Cleanup(func() {
		s.SessionEnd()
		reg.Close()
	})
	for _, q := range []string{"CREATE DATABASE sbtest", "USE sbtest",
		"CREATE TABLE sbtest1 (id INTEGER NOT NULL AUTO_INCREMENT, k INTEGER DEFAULT '0' NOT NULL, " +
			"c CHAR(120) DEFAULT '' NOT NULL, pad CHAR(60) DEFAULT '' NOT NULL, PRIMARY KEY (id))",
		"CREATE INDEX k_1 ON sbtest1(k)"} {
		_, it, _, err := e.Query(ctx, q)
		if err != nil {
			b.Fatalf("%s: %v", q, err)
		}
		if _, err := sql.RowIterToRows(ctx, it); err != nil {
			b.Fatalf("%s: %v", q, err)
		}
	}
	return fastpath.New(e, cat), ctx
}
