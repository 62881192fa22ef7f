package querycache

import (
	"math/bits"
	"sync"
	"sync/atomic"
)

// Cached results live outside the Go heap, in one anonymous memory
// mapping of query_cache_size bytes (arena_linux.go), as MySQL keeps them
// in one block of query_cache_size. Kept on the Go heap, a full 128 MiB
// cache made the garbage collector's heap goal five times its size
// (handlerd runs with GOGC 400): every query's garbage was then spread
// over half a gigabyte of memory that no CPU cache holds, and each miss
// left a key and a result behind for the collector. Outside the heap the
// collector never sees them: the heap with the cache full is what it is
// with the cache off, and a miss allocates nothing that outlives it.
//
// The mapping is split into regions, each with its own mutex and buddy
// allocator (blocks of 2^k bytes, at least 256, coalesced when freed). A
// result takes the blocks of the binary decomposition of its size rounded
// up to 256 bytes (a 2 KiB block and a 256-byte one for 2.2 KiB), so
// nothing is lost to rounding beyond those 256 bytes: like MySQL, which
// trims a result's last block to its data. Each cache shard allocates from
// one region; when a result does not fit, the least recently used entries
// of the region's shards are evicted (Qcache_lowmem_prunes).
//
// Entries are read only under their shard's mutex (a hit copies its bytes
// out), and freed only under it, so a block is never reused while read.
// An arena replaced by SET GLOBAL query_cache_size is unmapped once its
// last block is freed.

const (
	minOrder = 8 // smallest block: 256 bytes
	unit     = 1 << minOrder
	maxOrder = 40
	// regionTarget is the size regions are cut to: large enough for any
	// result within the default query_cache_limit (1 MiB) several times
	// over, small enough that a 128 MiB cache has 32 of them.
	regionTarget = 4 << 20
)

type arena struct {
	mem     []byte
	mapped  bool // mem is a memory mapping (else a Go slice)
	regions []*region

	// live counts allocated blocks and goroutines about to allocate; the
	// mapping is released when the arena is retired and live is 0.
	live    atomic.Int64
	retired atomic.Bool
	gone    atomic.Bool
}

// region is one buddy allocator over part of the arena.
type region struct {
	mu   sync.Mutex
	mem  []byte
	a    *arena
	free [maxOrder + 1][]int32 // free blocks (in units of 256 bytes) by order
	// state[i], for unit i: the order of the free block starting there, or
	// -1 if no free block starts there.
	state []int8
	pos   []int32 // index in free[order] of the free block starting at unit i
	top   int     // the largest order of any block

	shards []*shard // shards whose entries live here
	victim atomic.Uint32
}

// newArena maps size bytes split into regions for nShards shards.
func newArena(size int64) *arena {
	if size < unit {
		return nil
	}
	n := int64(nShards)
	for n > 1 && size/n < regionTarget {
		n /= 2
	}
	mem, mapped := mapMem(int(size))
	a := &arena{mem: mem, mapped: mapped}
	per := (size / n) &^ (unit - 1)
	for i := int64(0); i < n; i++ {
		a.regions = append(a.regions, newRegion(a, mem[i*per:(i+1)*per:(i+1)*per]))
	}
	return a
}

func newRegion(a *arena, mem []byte) *region {
	units := len(mem) >> minOrder
	r := &region{mem: mem, a: a, state: make([]int8, units), pos: make([]int32, units)}
	for i := range r.state {
		r.state[i] = -1
	}
	// The binary decomposition of the region, largest block first: each
	// block's offset is a multiple of its size.
	off := 0
	for k := maxOrder; k >= minOrder; k-- {
		if len(mem)-off >= 1<<k {
			if r.top == 0 {
				r.top = k
			}
			r.push(off>>minOrder, k)
			off += 1 << k
		}
	}
	return r
}

func (r *region) push(u, k int) {
	r.state[u] = int8(k)
	r.pos[u] = int32(len(r.free[k]))
	r.free[k] = append(r.free[k], int32(u))
}

// take removes the free block at unit u of order k from its list.
func (r *region) take(u, k int) {
	l := r.free[k]
	i := r.pos[u]
	last := l[len(l)-1]
	l[i] = last
	r.pos[last] = i
	r.free[k] = l[:len(l)-1]
	r.state[u] = -1
}

// roundUnits rounds n bytes up to whole units.
func roundUnits(n int) int { return (n + unit - 1) &^ (unit - 1) }

// alloc returns the offset of n bytes (rounded to units), or -1 if no free
// block is large enough. The caller holds r.mu.
func (r *region) alloc(n int) int {
	n = roundUnits(n)
	if n == 0 {
		n = unit
	}
	k := bits.Len(uint(n - 1))
	if k < minOrder {
		k = minOrder
	}
	if k > r.top {
		return -1
	}
	j := k
	for j <= r.top && len(r.free[j]) == 0 {
		j++
	}
	if j > r.top {
		return -1
	}
	u := int(r.free[j][len(r.free[j])-1])
	r.take(u, j)
	for j > k { // split, keeping the lower half
		j--
		r.push(u+(1<<(j-minOrder)), j)
	}
	// Give back what n does not use: the tail [n, 2^k) is a run of
	// aligned blocks of increasing size.
	off := u << minOrder
	for end := off + n; end < off+1<<k; {
		b := end & -end // the largest aligned block starting at end...
		for end+b > off+1<<k {
			b >>= 1 // ...within the block
		}
		r.release(end>>minOrder, bits.Len(uint(b))-1)
		end += b
	}
	return off
}

// freeAt frees n bytes at off, as allocated by alloc. The caller holds
// r.mu.
func (r *region) freeAt(off, n int) {
	n = roundUnits(n)
	if n == 0 {
		n = unit
	}
	// alloc kept the binary decomposition of n from off, largest first.
	for k := bits.Len(uint(n)) - 1; k >= minOrder; k-- {
		if n&(1<<k) != 0 {
			r.release(off>>minOrder, k)
			off += 1 << k
		}
	}
}

// release frees the block at unit u of order k, merging it with its free
// buddies.
func (r *region) release(u, k int) {
	for k < r.top {
		b := u ^ (1 << (k - minOrder))
		if b >= len(r.state) || int(r.state[b]) != k {
			break
		}
		r.take(b, k)
		u &= b
		k++
	}
	r.push(u, k)
}

// pin keeps the arena mapped while the caller allocates from it; it fails
// once the arena is retired.
func (a *arena) pin() bool {
	a.live.Add(1)
	if a.retired.Load() {
		a.unpin()
		return false
	}
	return true
}

func (a *arena) unpin() {
	if a.live.Add(-1) == 0 && a.retired.Load() {
		a.release()
	}
}

// retire releases the arena once nothing is allocated in it.
func (a *arena) retire() {
	a.retired.Store(true)
	if a.live.Load() == 0 {
		a.release()
	}
}

func (a *arena) release() {
	if a.gone.CompareAndSwap(false, true) && a.mapped {
		unmapMem(a.mem)
	}
}
