package querycache

import (
	"hash/maphash"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dolthub/vitess/go/sqltypes"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"
)

// The fill protocol against commits, without go-mysql-server: a "table"
// is an atomic counter; a commit raises it between BeginCommit and
// EndCommit as an engine makes writes visible between the two. Fillers
// read Cache.seq, then the counter (their snapshot), then insert; readers
// look up. A lookup must never yield a value older than one a direct
// reader (HandlerSocket, say) could already see when the lookup began —
// a stricter demand than "after the commit returned": the writes of a
// commit are visible before the engine tells its observers.
func TestFillRacesCommit(t *testing.T) {
	c := New(Config{Size: 1 << 20, Limit: 1 << 20, MinResUnit: 512}, nil)
	const id = 7
	var data atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	var stale atomic.Int64
	var hits, fills atomic.Int64

	wg.Add(1)
	go func() { // the engine's commit path
		defer wg.Done()
		for i := int64(1); i <= 5000; i++ {
			c.BeginCommit([]uint64{id})
			runtime.Gosched()
			data.Store(i) // the store applies the batch: visible from now on
			runtime.Gosched()
			c.EndCommit([]uint64{id})
			runtime.Gosched()
			c.Committed([]uint64{id})
			if i%64 == 0 { // quiet moments, in which fills succeed
				time.Sleep(200 * time.Microsecond)
			}
		}
		stop.Store(true)
	}()
	for r := 0; r < 4; r++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			key := "k"
			for !stop.Load() {
				lo := data.Load() // what a direct reader sees now
				if e := c.testLookup(key); e != nil {
					hits.Add(1)
					if e.foundRows < lo {
						stale.Add(1)
					}
					runtime.Gosched()
					continue
				}
				e := c.testEntry(key, c.table(id))
				runtime.Gosched()
				e.foundRows = data.Load() // the snapshot, opened after seq was read
				runtime.Gosched()
				if c.testInsert(e, key) {
					fills.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if stale.Load() != 0 {
		t.Fatalf("%d stale results served", stale.Load())
	}
	t.Logf("hits %d, fills %d", hits.Load(), fills.Load())
	if fills.Load() == 0 {
		t.Error("no fill ever succeeded")
	}
}

// Sweeping, pruning and lookups racing on the same entries keep the
// accounting exact.
func TestAccountingUnderRaces(t *testing.T) {
	c := New(Config{Size: 64 << 10, Limit: 1 << 20, MinResUnit: 512}, nil)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 3000; i++ {
				key := string(rune('a'+g)) + string(rune('a'+i%50))
				tid := uint64(i % 5)
				if c.testLookup(key) == nil {
					e := c.testEntry(key, c.table(tid))
					c.testInsert(e, key)
				}
				if i%7 == 0 {
					c.BeginCommit([]uint64{tid})
					c.EndCommit([]uint64{tid})
				}
				if i%500 == 0 && g == 0 {
					c.Reset()
				}
			}
		}(g)
	}
	wg.Wait()
	c.Reset()
	st := c.Status()
	if st["Qcache_queries_in_cache"] != 0 || st["Qcache_free_memory"] != 64<<10 || c.used.Load() != 0 || c.blocks.Load() != 0 {
		t.Fatalf("accounting after everything was removed: %v used=%d blocks=%d", st, c.used.Load(), c.blocks.Load())
	}
}

// Results over a table that every commit invalidates unread stop being
// copied, except for every probeEvery-th; one result read again lifts it.
func TestWasteThrottle(t *testing.T) {
	c := New(Config{Size: 1 << 20, Limit: 1 << 20, MinResUnit: 512}, nil)
	const id = 3
	st := c.table(id)
	fill := func(key string) *entry {
		e := c.testEntry(key, st)
		if !c.testInsert(e, key) {
			t.Fatal("insert refused")
		}
		return e
	}
	commit := func() {
		c.BeginCommit([]uint64{id})
		c.EndCommit([]uint64{id})
		c.Committed([]uint64{id})
	}
	for i := 0; i < wasteLimit; i++ {
		if throttled([]*tableState{st}) {
			t.Fatalf("throttled after %d wasted results", i)
		}
		fill("q")
		commit()
	}
	n := 0
	for i := 0; i < 4*probeEvery; i++ {
		if !throttled([]*tableState{st}) {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d of %d fills allowed while throttled, want 4", n, 4*probeEvery)
	}
	fill("q")
	if c.testLookup("q") == nil {
		t.Fatal("no hit")
	}
	commit() // invalidates a result that was read: the table recovers
	if throttled([]*tableState{st}) {
		t.Error("still throttled after a result was read")
	}
}

// Rows survive the byte encoding exactly: NULLs, empty strings, values of
// another type than their column's.
func TestRowEncoding(t *testing.T) {
	fields := []*querypb.Field{{Name: "a", Type: sqltypes.Int32}, {Name: "b", Type: sqltypes.VarChar}, {Name: "c", Type: sqltypes.Blob}}
	rows := [][]sqltypes.Value{
		{sqltypes.NewInt32(-7), sqltypes.NewVarChar("x"), sqltypes.NULL},
		{sqltypes.NULL, sqltypes.NewVarChar(""), sqltypes.MakeTrusted(sqltypes.Blob, make([]byte, 300))},
		{sqltypes.NewInt64(1 << 40), sqltypes.NewVarChar("ünïcode"), sqltypes.MakeTrusted(sqltypes.Blob, []byte{0, 1, 2})},
	}
	data := encodeRows(nil, fields, rows[:1])
	data = encodeRows(data, fields, rows[1:])
	got := decodeRows(data, fields, len(rows))
	if len(got) != len(rows) {
		t.Fatalf("%d rows", len(got))
	}
	for i := range rows {
		for j := range rows[i] {
			a, b := rows[i][j], got[i][j]
			if a.Type() != b.Type() || string(a.Raw()) != string(b.Raw()) || a.IsNull() != b.IsNull() {
				t.Errorf("row %d col %d: %v (%v) became %v (%v)", i, j, a, a.Type(), b, b.Type())
			}
		}
	}
	var s shapes
	f2 := []*querypb.Field{{Name: "a", Type: sqltypes.Int32}, {Name: "b", Type: sqltypes.VarChar}, {Name: "c", Type: sqltypes.Blob}}
	in1, _ := s.intern(fields)
	if in2, _ := s.intern(f2); &in1[0] != &in2[0] {
		t.Error("equal shapes not shared")
	}
	f3 := []*querypb.Field{{Name: "a", Type: sqltypes.Int64}, {Name: "b", Type: sqltypes.VarChar}, {Name: "c", Type: sqltypes.Blob}}
	if in3, _ := s.intern(f3); &in3[0] == &fields[0] {
		t.Error("different shapes shared")
	}
}

// testEntry makes an entry for key over deps, as a miss would before
// running the query.
func (c *Cache) testEntry(key string, deps ...*tableState) *entry {
	h := maphash.String(c.seed, key)
	return &entry{hash: h, shard: c.shardFor(h), seq: c.seq.Load(), deps: deps}
}

// testInsert inserts e, made by testEntry for key, with no rows.
func (c *Cache) testInsert(e *entry, key string) bool {
	return c.insert(e, []byte(key), nil, 0, false)
}

func (c *Cache) testLookup(key string) *entry {
	var buf []byte
	return c.lookup([]byte(key), maphash.String(c.seed, key), 0, 0, &buf)
}
