package btree_test

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"golang.org/x/sys/unix"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/kv"
)

// BenchmarkCommit: single-row autocommit inserts from 1 and from many
// goroutines. With group commit, many committers share each fsync pair,
// so throughput grows with them instead of staying at one commit per
// fsync pair.
func BenchmarkCommit(b *testing.B) {
	for _, mode := range []int{1, 2} {
		for _, committers := range []int{1, 16, 64} {
			b.Run(fmt.Sprintf("mode%d/committers%d", mode, committers), func(b *testing.B) {
				opts := btree.DefaultOptions()
				opts.FlushLogAtTrxCommit = mode
				e := open(b, b.TempDir(), opts)
				tbl, _ := e.Open(padDef())
				pad := strings.Repeat("x", 100)
				var id atomic.Int64
				var wg sync.WaitGroup
				per := b.N / committers
				b.ResetTimer()
				for c := range committers {
					n := per
					if c == 0 {
						n += b.N % committers
					}
					wg.Add(1)
					go func() {
						defer wg.Done()
						for range n {
							tx, _ := e.Begin(engines.TxOptions{})
							if _, err := tbl.Insert(tx, sql.Row{id.Add(1), nil, int32(0), pad}); err != nil {
								b.Error(err)
								return
							}
							if err := tx.Commit(context.Background()); err != nil {
								b.Error(err)
								return
							}
						}
					}()
				}
				wg.Wait()
				b.StopTimer()
				st := e.Stats()
				b.ReportMetric(float64(st.Batches)/float64(st.Groups), "commits/txn")
			})
		}
	}
}

const benchRows = 200_000

var (
	benchOnce sync.Once
	benchDir  string
)

// indexBenchFile builds, once per run, a table of benchRows rows (100-byte
// pad) whose index k holds a random permutation of 0..benchRows-1, so an
// index range visits primary keys in random order.
func indexBenchFile(b *testing.B) string {
	benchOnce.Do(func() {
		dir, err := os.MkdirTemp("", "btree-bench")
		if err != nil {
			b.Fatal(err)
		}
		e, err := btree.Open(dir, btree.DefaultOptions())
		if err != nil {
			b.Fatal(err)
		}
		tbl, _ := e.Open(padDef())
		perm := rand.New(rand.NewPCG(7, 7)).Perm(benchRows)
		pad := strings.Repeat("p", 100)
		for first := 0; first < benchRows; first += 10_000 {
			tx, _ := e.Begin(engines.TxOptions{})
			for id := first; id < first+10_000; id++ {
				if _, err := tbl.Insert(tx, sql.Row{int64(id + 1), nil, int32(perm[id]), pad}); err != nil {
					b.Fatal(err)
				}
			}
			if err := tx.Commit(context.Background()); err != nil {
				b.Fatal(err)
			}
		}
		e.Close()
		benchDir = dir
	})
	if benchDir == "" {
		b.Skip("no bench file")
	}
	return benchDir
}

func openBench(b *testing.B, prefetch int) (*kv.Engine, engines.Table) {
	st, err := btree.OpenStore(filepath.Join(indexBenchFile(b), btree.FileName), btree.DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	e := kv.NewEngine(st, kv.Options{Name: engines.BTREE, IndexPrefetch: prefetch})
	tbl, _ := e.Open(padDef())
	return e, tbl
}

// readRange reads rows whose k is in [lo, lo+n) through index k.
func readRange(b *testing.B, e *kv.Engine, tbl engines.Table, lo, n int) {
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	it, err := tbl.Read(tx, engines.ReadRequest{Index: 2,
		Lower: &engines.Bound{Key: []any{int32(lo)}, Inclusive: true},
		Upper: &engines.Bound{Key: []any{int32(lo + n)}}})
	if err != nil {
		b.Fatal(err)
	}
	got := 0
	for {
		if _, err := it.Next(); err == io.EOF {
			break
		} else if err != nil {
			b.Fatal(err)
		}
		got++
	}
	if got != n {
		b.Fatalf("read %d rows, want %d", got, n)
	}
}

// BenchmarkIndexRead reads ranges of a secondary index with the sorted
// batch prefetch off (one primary-key lookup per entry) and on, warm (the
// file in the page cache). Each iteration reads the same random range both
// ways, in alternating order, and times each read, so the two see the
// same machine load; the metrics are ns/row for each and their ratio.
func BenchmarkIndexRead(b *testing.B) {
	for _, n := range []int{100, 10_000, benchRows} {
		b.Run(fmt.Sprintf("rows%d", n), func(b *testing.B) {
			eOff, tOff := openBench(b, 1)
			defer eOff.Close()
			eOn, tOn := openBench2(b, eOff, kv.DefaultIndexPrefetch)
			readRange(b, eOn, tOn, 0, benchRows) // warm
			r := rand.New(rand.NewPCG(1, 1))
			var off, on time.Duration
			b.ResetTimer()
			for i := range b.N {
				lo := r.IntN(benchRows - n + 1)
				for j := range 2 {
					start := time.Now()
					if (i+j)%2 == 0 {
						readRange(b, eOff, tOff, lo, n)
						off += time.Since(start)
					} else {
						readRange(b, eOn, tOn, lo, n)
						on += time.Since(start)
					}
				}
			}
			rows := float64(b.N * n)
			b.ReportMetric(float64(off.Nanoseconds())/rows, "ns/row-off")
			b.ReportMetric(float64(on.Nanoseconds())/rows, "ns/row-on")
			b.ReportMetric(float64(off)/float64(on), "speedup")
		})
	}
}

// openBench2 opens a second kv engine over the store of e, with another
// prefetch setting.
func openBench2(b *testing.B, e *kv.Engine, prefetch int) (*kv.Engine, engines.Table) {
	e2 := kv.NewEngine(e.Store(), kv.Options{Name: engines.BTREE, IndexPrefetch: prefetch})
	tbl, err := e2.Open(padDef())
	if err != nil {
		b.Fatal(err)
	}
	return e2, tbl
}

// BenchmarkIndexReadCold is BenchmarkIndexRead with the file dropped from
// the page cache before every read: prefetch off, on with one cursor, and
// on with cold batches split among goroutines.
func BenchmarkIndexReadCold(b *testing.B) {
	defer btree.SetFullCheckMaxForTest(0)() // Open must not read the file
	const n = 10_000
	for _, pf := range []struct {
		name     string
		max      int
		parallel bool
	}{{"off", 1, false}, {"on", kv.DefaultIndexPrefetch, false}, {"on-parallel", kv.DefaultIndexPrefetch, true}} {
		b.Run(fmt.Sprintf("rows%d/prefetch-%s", n, pf.name), func(b *testing.B) {
			defer btree.SetParallelReadsForTest(pf.parallel)()
			r := rand.New(rand.NewPCG(1, 1))
			for range b.N {
				b.StopTimer()
				evict(b, filepath.Join(indexBenchFile(b), btree.FileName))
				e, tbl := openBench(b, pf.max)
				b.StartTimer()
				readRange(b, e, tbl, r.IntN(benchRows-n+1), n)
				b.StopTimer()
				e.Close()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/row")
		})
	}
}

// evict drops a closed file's pages from the page cache.
func evict(b *testing.B, path string) {
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	unix.Fdatasync(int(f.Fd()))
	if err := unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkPointGet is one point read as the fast paths do it: a read-only
// autocommit transaction, a primary-key Get, its end. Warm, 10,000 rows;
// serial and from 4 goroutines.
func BenchmarkPointGet(b *testing.B) {
	const rows = 10_000
	e := open(b, b.TempDir(), btree.DefaultOptions())
	get := pointGetter(b, e, loadPadRows(b, e, rows), rows)
	b.Run("serial", func(b *testing.B) {
		r := rand.New(rand.NewPCG(1, 1))
		b.ReportAllocs()
		for range b.N {
			get(r)
		}
	})
	b.Run("parallel4", func(b *testing.B) {
		b.SetParallelism(4)
		var seed atomic.Uint64
		b.ReportAllocs()
		b.RunParallel(func(pb *testing.PB) {
			r := rand.New(rand.NewPCG(seed.Add(1), 1))
			for pb.Next() {
				get(r)
			}
		})
	})
}

// BenchmarkPointGetFlushed is BenchmarkPointGet's serial read on 200,000
// rows that lie in bbolt rather than the memtable (the engine is reopened
// after loading them): the B+tree descent, or the point cache in front of
// it once warm.
func BenchmarkPointGetFlushed(b *testing.B) {
	const rows = 200_000
	dir := b.TempDir()
	e, err := btree.Open(dir, btree.DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	loadPadRows(b, e, rows)
	if err := e.Close(); err != nil {
		b.Fatal(err)
	}
	e = open(b, dir, btree.DefaultOptions())
	tbl, _ := e.Open(padDef())
	get := pointGetter(b, e, tbl, rows)
	r := rand.New(rand.NewPCG(1, 1))
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		get(r)
	}
}

// loadPadRows returns e's padDef table holding ids 1 to rows, inserted in
// one transaction.
func loadPadRows(b *testing.B, e *btree.Engine, rows int) engines.Table {
	tbl, _ := e.Open(padDef())
	pad := strings.Repeat("p", 100)
	tx, _ := e.Begin(engines.TxOptions{})
	for id := 1; id <= rows; id++ {
		if _, err := tbl.Insert(tx, sql.Row{int64(id), nil, int32(id), pad}); err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(context.Background()); err != nil {
		b.Fatal(err)
	}
	return tbl
}

// pointGetter returns BenchmarkPointGet's read of a random id of tbl's
// rows (see loadPadRows).
func pointGetter(b *testing.B, e *btree.Engine, tbl engines.Table, rows int) func(*rand.Rand) {
	return func(r *rand.Rand) {
		tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
		row, ok, err := tbl.Get(tx, []any{int64(r.IntN(rows) + 1)})
		if err != nil || !ok || len(row) != 4 {
			b.Fatalf("Get: %v %v %v", row, ok, err)
		}
		if err := tx.Commit(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}
