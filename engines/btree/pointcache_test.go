package btree

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"handlerd/engines/kv"
)

func TestPointCacheSlots(t *testing.T) {
	pc := newPointCache(0)
	if len(pc.slots) != pointCacheMinSlots {
		t.Fatalf("%d slots for an empty tree", len(pc.slots))
	}
	if n := len(newPointCache(100_000).slots); n != 1<<17 {
		t.Fatalf("%d slots for 100,000 rows, want 2^17", n)
	}
	if n := len(newPointCache(100_000_000).slots); n != pointCacheMaxSlots {
		t.Fatalf("%d slots for 10^8 rows, want the cap", n)
	}
	tr := kv.Tree{Table: 1}
	key, val := []byte("key-1"), []byte("value-1")
	h := hashKey(tr, key)
	if _, ok := pc.get(h, key); ok {
		t.Fatal("a hit in an empty cache")
	}
	pc.put(h, key, val)
	if v, ok := pc.get(h, []byte("key-1")); !ok || string(v) != "value-1" {
		t.Fatalf("get after put: %q %v", v, ok)
	}
	// Same hash, other bytes (a collision): not the cached key.
	if _, ok := pc.get(h, []byte("key-2")); ok {
		t.Fatal("a key with the cached key's hash but other bytes hits")
	}
	if _, ok := pc.get(h, []byte("key-10")); ok {
		t.Fatal("a longer key with the cached key's hash hits")
	}
	// Three more keys for key's pair of slots: the pair keeps two of the
	// four, and each reads back its own value.
	mask := uint64(len(pc.slots) - 1)
	want := map[string]string{string(key): string(val)}
	for i := 0; len(want) < 4; i++ {
		k := fmt.Sprintf("k%d", i)
		if hashKey(tr, []byte(k))&mask&^1 == h&mask&^1 {
			want[k] = "v-" + k
			pc.put(hashKey(tr, []byte(k)), []byte(k), []byte(want[k]))
		}
	}
	hits := 0
	for k, w := range want {
		if v, ok := pc.get(hashKey(tr, []byte(k)), []byte(k)); ok {
			hits++
			if string(v) != w {
				t.Fatalf("%q reads %q, want %q", k, v, w)
			}
		}
	}
	if hits != 2 {
		t.Fatalf("%d of 4 keys for one pair of slots hit, want 2", hits)
	}
}

// Readers filling and reading a small cache at once (go test -race checks
// the slots' protocol): a hit is always the value put for that key.
func TestPointCacheConcurrent(t *testing.T) {
	pc := newPointCache(0)
	tr := kv.Tree{Table: 1}
	const keys = 5000 // about five per slot: constant replacement
	var key, val [keys][]byte
	for i := range keys {
		key[i] = fmt.Appendf(nil, "key-%d", i)
		val[i] = fmt.Appendf(nil, "value-%d", i)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(g), 0))
			for range 200_000 {
				i := r.IntN(keys)
				h := hashKey(tr, key[i])
				if v, ok := pc.get(h, key[i]); ok {
					if string(v) != string(val[i]) {
						t.Errorf("%s reads %q", key[i], v)
						return
					}
				} else {
					pc.put(h, key[i], val[i])
				}
			}
		})
	}
	wg.Wait()
}

// The cache belongs to one read transaction: after a flush, a new snapshot
// reads the new values while an older one, through its own cache, keeps
// reading what it saw.
func TestPointCacheFollowsFlushes(t *testing.T) {
	onlyForcedCheckpoints(t)
	s := openStore(t, DefaultOptions())
	tr := kv.Tree{Table: 1}
	for i := range 100 {
		if err := s.Commit(put(1, fmt.Sprint(i), "old"))(); err != nil {
			t.Fatal(err)
		}
	}
	checkpointNow(t, s) // the rows go to bbolt
	old, _ := s.Snapshot()
	defer old.Release()
	read := func(sn kv.Snapshot, want string) {
		t.Helper()
		for range 2 { // the second round from the cache
			for i := range 100 {
				v, ok, err := sn.Get(tr, []byte(fmt.Sprint(i)))
				if err != nil || !ok || string(v) != want {
					t.Fatalf("key %d: %q %v %v, want %q", i, v, ok, err, want)
				}
			}
		}
	}
	read(old, "old")
	if pc := old.(*snapshot).rt.tree(tr).points.Load(); pc == nil {
		t.Fatal("a primary tree read point by point has no point cache")
	} else if hits := countHits(pc, tr); hits < 90 {
		t.Fatalf("%d of 100 keys read twice are in the cache", hits)
	}
	for i := range 100 {
		if err := s.Commit(put(1, fmt.Sprint(i), "new"))(); err != nil {
			t.Fatal(err)
		}
	}
	checkpointNow(t, s)
	cur, _ := s.Snapshot()
	defer cur.Release()
	c, _ := cur.Cursor(tr)
	n := 0
	for k, _ := c.Seek(nil); k != nil; k, _ = c.Next() {
		n++
	}
	c.Close()
	if n != 100 {
		t.Fatalf("the scan saw %d rows", n)
	}
	if cur.(*snapshot).rt.tree(tr).points.Load() != nil {
		t.Fatal("a scan made a point cache")
	}
	read(cur, "new")
	read(old, "old")
}

func countHits(pc *pointCache, tr kv.Tree) int {
	n := 0
	for i := range 100 {
		k := []byte(fmt.Sprint(i))
		if _, ok := pc.get(hashKey(tr, k), k); ok {
			n++
		}
	}
	return n
}
