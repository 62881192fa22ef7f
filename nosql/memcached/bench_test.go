package memcached

import (
	"fmt"
	"testing"

	"handlerd/engines"
	"handlerd/engines/btree"
)

// Benchmarks of the request path above the network: a get or set as the
// protocols call it (conn.get, conn.store), without sockets, so the time
// and allocations per operation are those of the listener and the engine
// alone. make bench's memcached section measures the whole server.

const benchRows = 100000

func benchKey(i int) []byte { return []byte(fmt.Sprintf("%032d", i*7919)) }

// benchServer maps the default container to a BTREE table holding
// benchRows rows written through memcached sets, like memcaslap's table.
func benchServer(b *testing.B, policy string) (*Server, *conn) {
	b.Helper()
	opts := btree.DefaultOptions()
	opts.FlushLogAtTrxCommit = 2 // the sets below measure CPU, not fsync
	e, err := btree.Open(b.TempDir(), opts)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { e.Close() })
	r := &testResolver{e: e, tables: map[string]engines.Table{}}
	r.schema(b, policy)
	r.create(b, "mcbench", "kv", []string{"c1 varbinary(250)", "c2 varbinary(1024)", "c3 int", "c4 ubigint", "c5 int"}, []int{0})
	r.container(b, "default", "mcbench", "kv", "c1", "c2", "c3", "c4", "c5", "PRIMARY")
	s := start(b, r, Config{})
	cn := newConn(s, 0)
	b.Cleanup(cn.sess.finish)
	val := make([]byte, 100)
	for i := 0; i < benchRows; i++ {
		if _, err := cn.store(modeSet, &item{key: benchKey(i), value: val}, 0); err != nil {
			b.Fatal(err)
		}
	}
	return s, cn
}

func benchGets(b *testing.B, policy string) {
	_, cn := benchServer(b, policy)
	keys := make([][]byte, benchRows)
	for i := range keys {
		keys[i] = benchKey(i)
	}
	b.ReportAllocs()
	b.ResetTimer()
	x := uint32(1)
	for i := 0; i < b.N; i++ {
		x = x*1664525 + 1013904223
		if _, ok, err := cn.get(keys[x%benchRows], true); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkGetInnoDB is an innodb_only get: a snapshot, a primary-key read
// of the BTREE table and the value join.
func BenchmarkGetInnoDB(b *testing.B) { benchGets(b, "innodb_only") }

// BenchmarkGetCache is a cache_only get.
func BenchmarkGetCache(b *testing.B) { benchGets(b, "cache_only") }

// BenchmarkSetInnoDB is an innodb_only set of an existing row, committed
// on its own (w_batch_size 1) but without waiting for fsync.
func BenchmarkSetInnoDB(b *testing.B) {
	_, cn := benchServer(b, "innodb_only")
	val := make([]byte, 100)
	b.ReportAllocs()
	b.ResetTimer()
	x := uint32(1)
	for i := 0; i < b.N; i++ {
		x = x*1664525 + 1013904223
		if _, err := cn.store(modeSet, &item{key: benchKey(int(x % benchRows)), value: val}, 0); err != nil {
			b.Fatal(err)
		}
	}
}
