package querycache

import (
	"math/rand"
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
