package btree

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"handlerd/engines/kv"
)

// BenchmarkMemtableInsert models sysbench oltp_insert on the committer:
// groups of 8 one-row inserts (a sequential primary key with a 190-byte
// row, a random secondary index entry), a published version after each
// group (1, 4 or 16 inserts), 150,000 rows per memtable (about one flush's worth).
func BenchmarkMemtableInsert(b *testing.B) {
	for _, group := range []int{1, 4, 16} {
		b.Run(fmt.Sprintf("group%d", group), func(b *testing.B) { benchMemtableInsert(b, group) })
	}
}

func benchMemtableInsert(b *testing.B, group int) {
	const perFlush = 150_000
	r := rand.New(rand.NewPCG(1, 2))
	row := make([]byte, 190)
	base := func(uint64) layerMeta { return layerMeta{} }
	m := newMemtable(0)
	id := uint64(0)
	defer measureThreadCPU(b)()
	for i := range b.N {
		if id%perFlush == 0 {
			m = newMemtable(m.idx.x.used) // as Store.freeze
		}
		id++
		pk := binary.BigEndian.AppendUint64(nil, id)
		ik := binary.BigEndian.AppendUint32(nil, r.Uint32())
		ik = append(ik, pk...)
		m.apply(&kv.Batch{
			Ops: []kv.Op{
				{Tree: kv.Tree{Table: 1}, Key: pk, Value: row},
				{Tree: kv.Tree{Table: 1, Index: 1}, Key: ik},
			},
			CountDelta: map[uint64]int64{1: 1},
		}, base)
		if i%group == group-1 {
			m.publish()
		}
	}
}

// BenchmarkFlushRows measures a flush's CPU per row (process CPU time, so
// that other load on the machine counts less) into a table of 1,000,000
// rows with a random secondary index, for several flush sizes: the flush
// rewrites most of the index's pages whatever its size.
func BenchmarkFlushRows(b *testing.B) {
	defer func(old bool) { skipFlushCheckpoint = old }(skipFlushCheckpoint)
	skipFlushCheckpoint = true
	s, err := OpenStore(filepath.Join(b.TempDir(), FileName), DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	r := rand.New(rand.NewPCG(3, 4))
	row := make([]byte, 190)
	id := uint64(0)
	layerOf := func(rows int) *layer {
		m := newMemtable(0)
		base := func(uint64) layerMeta { return layerMeta{} }
		for range rows {
			id++
			pk := binary.BigEndian.AppendUint64(nil, id)
			ik := append(binary.BigEndian.AppendUint32(nil, r.Uint32()), pk...)
			m.apply(&kv.Batch{Ops: []kv.Op{
				{Tree: kv.Tree{Table: 1}, Key: pk, Value: row},
				{Tree: kv.Tree{Table: 1, Index: 1}, Key: ik},
			}}, base)
		}
		return m.publish()
	}
	for range 5 {
		if err := s.flush(layerOf(200_000), 0); err != nil {
			b.Fatal(err)
		}
	}
	for _, rows := range []int{25_000, 50_000, 100_000, 200_000} {
		b.Run(fmt.Sprintf("rows%d", rows), func(b *testing.B) {
			var cpu time.Duration
			for range b.N {
				l := layerOf(rows)
				runtime.GC()
				c0 := processCPU()
				if err := s.flush(l, 0); err != nil {
					b.Fatal(err)
				}
				cpu += processCPU() - c0
			}
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N*rows), "cpu-ns/row")
		})
	}
}

// measureThreadCPU starts the timer of a benchmark run on one locked
// thread; the returned function reports that thread's CPU time per
// operation (cpu-ns/op), which other load on the machine disturbs less
// than the wall time.
func measureThreadCPU(b *testing.B) (stop func()) {
	b.ReportAllocs()
	runtime.LockOSThread()
	b.ResetTimer()
	c0 := threadCPU()
	return func() {
		b.ReportMetric(float64((threadCPU()-c0).Nanoseconds())/float64(b.N), "cpu-ns/op")
		runtime.UnlockOSThread()
	}
}

// threadCPU is the calling thread's CPU time: with the goroutine locked
// to its thread, a benchmark's own CPU, which time the machine's other
// load takes from it does not inflate.
func threadCPU() time.Duration { return cpuTime(syscall.RUSAGE_THREAD) }

// processCPU is the process's CPU time, the goroutines a flush starts
// included.
func processCPU() time.Duration { return cpuTime(syscall.RUSAGE_SELF) }

// cpuTime is the user and system CPU time getrusage reports for who.
func cpuTime(who int) time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(who, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkMemtableGet measures a point lookup in the overlay layers as a
// snapshot does it (snapshot.layerGet), on keys like memcaslap's: 32
// bytes whose first 8 carry about 2 bytes of entropy (2 random bytes, a
// counter byte, five 0x10 bytes), then random, with 100-byte values. The
// memtable holds n keys set one per batch, published every 16 batches;
// hit looks up keys it holds, miss keys it does not (they fall through).
func BenchmarkMemtableGet(b *testing.B) {
	for _, n := range []int{50_000, 200_000} {
		m, keys := memcaslapMemtable(n)
		l := m.publish()
		sn := &snapshot{active: l}
		r := rand.New(rand.NewPCG(5, 6))
		misses := make([][]byte, n)
		for i := range misses {
			misses[i] = memcaslapKey(r, i)
		}
		for _, hit := range []bool{true, false} {
			name := fmt.Sprintf("n%d/miss", n)
			probes := misses
			if hit {
				name = fmt.Sprintf("n%d/hit", n)
				probes = keys
			}
			b.Run(name, func(b *testing.B) {
				defer measureThreadCPU(b)()
				for i := range b.N {
					k := probes[(i*7919)%len(probes)]
					if _, ok := sn.layerGet(kv.Tree{Table: 1}, k); ok != hit {
						b.Fatalf("key %x: found %v", k, ok)
					}
				}
			})
		}
	}
}

// memcaslapKey returns a key shaped like memcaslap's (see
// BenchmarkMemtableGet); seq feeds the counter byte.
func memcaslapKey(r *rand.Rand, seq int) []byte {
	k := make([]byte, 32)
	k[0], k[1], k[2] = byte(r.Uint32()), byte(r.Uint32()), byte(seq)
	for i := 3; i < 8; i++ {
		k[i] = 0x10
	}
	for i := 8; i < len(k); i++ {
		k[i] = 'a' + byte(r.IntN(26))
	}
	return k
}

// memcaslapMemtable returns a memtable holding n memcaslap-like keys
// (see BenchmarkMemtableGet), and the keys.
func memcaslapMemtable(n int) (*memtable, [][]byte) {
	r := rand.New(rand.NewPCG(3, 4))
	m := newMemtable(0)
	base := func(uint64) layerMeta { return layerMeta{} }
	val := make([]byte, 100)
	keys := make([][]byte, n)
	for i := range keys {
		keys[i] = memcaslapKey(r, i)
		m.apply(&kv.Batch{Ops: []kv.Op{{Tree: kv.Tree{Table: 1}, Key: keys[i], Value: val}}}, base)
		if i%16 == 15 {
			m.publish()
		}
	}
	return m, keys
}

// BenchmarkMemtableSet models memcaslap's sets on the committer: keys
// like memcaslap's (memcaslapKey) from a set of 64,000, each written many
// times, 130-byte rows, a published version after every group of 1 or 8
// sets.
func BenchmarkMemtableSet(b *testing.B) {
	for _, group := range []int{1, 8} {
		b.Run(fmt.Sprintf("group%d", group), func(b *testing.B) { benchMemtableSet(b, group) })
	}
}

func benchMemtableSet(b *testing.B, group int) {
	const keys, perFlush = 64_000, 200_000
	r := rand.New(rand.NewPCG(1, 2))
	ks := make([][]byte, keys)
	for i := range ks {
		ks[i] = memcaslapKey(r, i)
	}
	row := make([]byte, 130)
	base := func(uint64) layerMeta { return layerMeta{} }
	m := newMemtable(0)
	defer measureThreadCPU(b)()
	for i := range b.N {
		if i%perFlush == 0 {
			m = newMemtable(m.idx.x.used) // as Store.freeze
		}
		m.apply(&kv.Batch{Ops: []kv.Op{{Tree: kv.Tree{Table: 1}, Key: ks[r.IntN(keys)], Value: row}}}, base)
		if i%group == group-1 {
			m.publish()
		}
	}
}
