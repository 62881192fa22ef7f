package memcached

import (
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
	"handlerd/engines/btree"
)

// Benchmarks of the request path above the network: a get or set as the
// protocols call it (conn.get, conn.store), without sockets, so the time
// and allocations per operation are those of the listener and the engine
// alone. make bench's memcached section measures the whole server.

const benchRows = 100000

// benchKey is the i'th key: 32 bytes, the first of them not ASCII in more
// than half the keys, as in memcaslap's (which are often not UTF-8).
func benchKey(i int) []byte {
	k := []byte(fmt.Sprintf("%032d", i*7919))
	k[0] = byte(0x21 + i%0xdf)
	return k
}

// benchValue is a 100-byte value of letters and digits, like memcaslap's.
var benchValue = []byte(strings.Repeat("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 2)[:100])

// benchServer maps the default container to a BTREE table holding
// benchRows rows written through memcached sets: the table make bench
// maps for memcaslap (latin1 VARCHAR key and value, INT flags and expiry,
// BIGINT UNSIGNED cas).
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
	latin1 := func(n int64) sql.Type { return types.MustCreateString(sqltypes.VarChar, n, sql.Collation_latin1_bin) }
	r.createSchema(b, "mcbench", "kv", sql.Schema{
		{Name: "c1", Source: "kv", Type: latin1(250), PrimaryKey: true},
		{Name: "c2", Source: "kv", Type: latin1(1024), Nullable: true},
		{Name: "c3", Source: "kv", Type: types.Int32, Nullable: true},
		{Name: "c4", Source: "kv", Type: types.Uint64, Nullable: true},
		{Name: "c5", Source: "kv", Type: types.Int32, Nullable: true},
	}, []int{0})
	r.container(b, "default", "mcbench", "kv", "c1", "c2", "c3", "c4", "c5", "PRIMARY")
	s := start(b, r, Config{})
	cn := newConn(s, 0)
	b.Cleanup(cn.sess.finish)
	for i := 0; i < benchRows; i++ {
		if _, err := cn.store(modeSet, &item{key: benchKey(i), value: benchValue}, 0); err != nil {
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
	next := scrambled(benchRows)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, ok, err := cn.get(keys[next()], true); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkGetInnoDB is an innodb_only get: a snapshot, a primary-key read
// of the BTREE table and the value join.
func BenchmarkGetInnoDB(b *testing.B) { benchGets(b, "innodb_only") }

// BenchmarkGetCache is a cache_only get.
func BenchmarkGetCache(b *testing.B) { benchGets(b, "cache_only") }

// benchSets runs b.N innodb_only sets, each committed on its own
// (w_batch_size 1) but without waiting for fsync, of the keys key(i)
// gives. Besides the time it reports the process's CPU time per set
// (cpu-ns/op): the listener's work plus the engine's commits on their
// own goroutine, less sensitive than the time to what else the machine
// runs.
func benchSets(b *testing.B, key func(i int) []byte) {
	_, cn := benchServer(b, "innodb_only")
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := cn.store(modeSet, &item{key: key(i), value: benchValue}, 0); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// scrambled returns a function giving 0 .. n-1 in a scrambled order (a
// linear congruential sequence), for keys spread over the table.
func scrambled(n int) func() int {
	x := uint32(1)
	return func() int {
		x = x*1664525 + 1013904223
		return int(x % uint32(n))
	}
}

// storedKeys gives the keys of benchServer's rows in a scrambled order.
func storedKeys() func(int) []byte {
	next := scrambled(benchRows)
	return func(int) []byte { return benchKey(next()) }
}

// newKey is the i'th key benchServer's table lacks.
func newKey(i int) []byte { return benchKey(benchRows + i) }

// BenchmarkSetInnoDB is an innodb_only set of an existing row.
func BenchmarkSetInnoDB(b *testing.B) { benchSets(b, storedKeys()) }

// BenchmarkSetNewInnoDB is an innodb_only set of a key the table does not
// hold yet (an insert).
func BenchmarkSetNewInnoDB(b *testing.B) { benchSets(b, newKey) }

// benchSetOps runs b.N innodb_only sets up to their commit: the write a
// set makes on its transaction (storeOp), which the event loop runs
// before it queues the commit, then a rollback. The table does not
// change, so every set does the same work whatever b.N. Keys are those
// of benchKey from first on, in a scrambled order.
func benchSetOps(b *testing.B, first int) {
	s, _ := benchServer(b, "innodb_only")
	c := s.mapping().def
	keys := make([][]byte, benchRows)
	for i := range keys {
		keys[i] = benchKey(first + i)
	}
	next := scrambled(benchRows)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tx, err := c.eng.Begin(engines.TxOptions{})
		if err != nil {
			b.Fatal(err)
		}
		it := item{key: keys[next()], value: benchValue}
		if _, err := c.storeOp(modeSet, &it, 0, true)(tx); err != nil {
			b.Fatal(err)
		}
		tx.Rollback()
	}
}

// BenchmarkSetOpInnoDB is benchSetOps over stored keys (updates).
func BenchmarkSetOpInnoDB(b *testing.B) { benchSetOps(b, 0) }

// BenchmarkSetOpNewInnoDB is benchSetOps over keys the table lacks
// (inserts).
func BenchmarkSetOpNewInnoDB(b *testing.B) { benchSetOps(b, benchRows) }

// benchAsyncSets runs b.N innodb_only sets as the event loop does with
// w_batch_size 1: the write, its commit queued (kv.AsyncTxn.CommitAsync),
// and once the store has the outcome, Settle. The loop's share of a set is
// all of it but the committer's work, which cpu-ns/op includes too.
func benchAsyncSets(b *testing.B, key func(i int) []byte) {
	s, cn := benchServer(b, "innodb_only")
	c := s.mapping().def
	done := make(chan struct{}, 1)
	ready := func() { done <- struct{}{} }
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		it := item{key: key(i), value: benchValue}
		_, atx, err := cn.sess.writeAsync(c.eng, c.storeOp(modeSet, &it, 0, true), ready)
		if err != nil || atx == nil {
			b.Fatal("not queued: ", err)
		}
		<-done
		if err := cn.sess.settled(atx); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
}

// BenchmarkSetAsyncInnoDB is benchAsyncSets over stored keys (updates).
func BenchmarkSetAsyncInnoDB(b *testing.B) { benchAsyncSets(b, storedKeys()) }

// BenchmarkSetAsyncNewInnoDB is benchAsyncSets over keys the table lacks
// (inserts).
func BenchmarkSetAsyncNewInnoDB(b *testing.B) { benchAsyncSets(b, newKey) }
