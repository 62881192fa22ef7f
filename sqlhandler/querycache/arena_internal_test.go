package querycache

import (
	"bytes"
	"fmt"
	"hash/maphash"
	"math/rand"
	"sync"
	"sync/atomic"
	"testing"
)

// The buddy allocator hands out disjoint blocks, trims each to its size
// and, once everything is freed, has coalesced back to the blocks it began
// with.
func TestArenaAllocFree(t *testing.T) {
	for _, size := range []int64{64 << 10, 3<<20 + 5<<10, 128 << 20} {
		a := newArena(size)
		r := a.regions[0]
		initial := map[int]int{}
		for k := range r.free {
			initial[k] = len(r.free[k])
		}
		owner := make([]int, len(r.mem)>>minOrder) // unit -> allocation id+1
		type blk struct{ off, n int }
		var live []blk
		rng := rand.New(rand.NewSource(int64(size)))
		for i := 0; i < 20000; i++ {
			if len(live) > 0 && (rng.Intn(3) == 0 || len(live) > 300) {
				j := rng.Intn(len(live))
				b := live[j]
				r.freeAt(b.off, b.n)
				for u := b.off >> minOrder; u < (b.off+roundUnits(b.n))>>minOrder; u++ {
					owner[u] = 0
				}
				live[j] = live[len(live)-1]
				live = live[:len(live)-1]
				continue
			}
			n := 1 + rng.Intn(1<<(8+rng.Intn(10)))
			off := r.alloc(n)
			if off < 0 {
				continue
			}
			if off%unit != 0 || off+n > len(r.mem) {
				t.Fatalf("block %d+%d outside the region", off, n)
			}
			for u := off >> minOrder; u < (off+roundUnits(n))>>minOrder; u++ {
				if owner[u] != 0 {
					t.Fatalf("size %d: unit %d handed out twice", size, u)
				}
				owner[u] = i + 1
			}
			// a free block never overlaps an allocated one
			for k := range r.free {
				for _, fu := range r.free[k] {
					if int(fu) < (off+roundUnits(n))>>minOrder && int(fu)+(1<<(k-minOrder)) > off>>minOrder {
						t.Fatalf("free block %d/%d overlaps %d+%d", fu, k, off, n)
					}
				}
			}
			live = append(live, blk{off, n})
		}
		for _, b := range live {
			r.freeAt(b.off, b.n)
		}
		for k := range r.free {
			if len(r.free[k]) != initial[k] {
				t.Fatalf("size %d: order %d has %d free blocks after freeing all, began with %d", size, k, len(r.free[k]), initial[k])
			}
		}
		a.retire()
	}
}

// Hits racing evictions, invalidations and resizes always copy out the
// bytes of their own result: a block is never freed or reused while a
// lookup reads it, and an arena replaced by SetSize stays mapped while
// results in it remain.
func TestHitsRaceEvictions(t *testing.T) {
	c := New(Config{Size: 256 << 10, Limit: 1 << 20, MinResUnit: 512}, nil)
	var wg sync.WaitGroup
	var bad, hits atomic.Int64
	for g := 0; g < 6; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			rng := rand.New(rand.NewSource(int64(g)))
			var buf []byte
			for i := 0; i < 20000; i++ {
				n := rng.Intn(400)
				key := fmt.Sprintf("q%d", n)
				want := bytes.Repeat([]byte{byte(n)}, 100+n*7)
				h := maphash.String(c.seed, key)
				if e := c.lookup([]byte(key), h, 0, 0, &buf); e != nil {
					hits.Add(1)
					if !bytes.Equal(buf, want) {
						bad.Add(1)
					}
				} else {
					e := c.testEntry(key, c.table(uint64(n%3)))
					c.insert(e, []byte(key), want, 0, false)
				}
				switch {
				case g == 0 && i%3000 == 2999:
					c.SetSize(int64(128+rng.Intn(256)) << 10)
				case i%97 == 0:
					c.Committed([]uint64{uint64(n % 3)})
				}
			}
		}(g)
	}
	wg.Wait()
	if bad.Load() != 0 {
		t.Fatalf("%d of %d hits returned another result's bytes", bad.Load(), hits.Load())
	}
	if hits.Load() == 0 {
		t.Fatal("no hits")
	}
	c.Reset()
	if c.used.Load() != 0 || c.count.Load() != 0 {
		t.Fatalf("after Reset: used %d, count %d", c.used.Load(), c.count.Load())
	}
}
