package memcached

import (
	"fmt"
	"testing"
)

func cacheItem(k, v string) *item { return &item{key: []byte(k), value: []byte(v)} }

// Keys whose hashes collide share a bucket's chain; each stays reachable,
// and removing one in any position leaves the others intact.
func TestCacheHashChain(t *testing.T) {
	c := newCache(1<<20, 1024, false)
	s := &c.shards[0]
	const h = 42
	for _, k := range []string{"a", "b", "c", "d"} {
		s.mu.Lock()
		c.put(s, h, cacheItem(k, "v"+k), 0)
		s.mu.Unlock()
	}
	for _, k := range []string{"a", "b", "c", "d"} {
		if e := s.find(h, []byte(k)); e == nil || string(e.value()) != "v"+k {
			t.Fatalf("find %q: %v", k, e)
		}
	}
	for _, k := range []string{"c", "d", "a"} { // middle, head, tail
		s.remove(s.find(h, []byte(k)))
		if s.find(h, []byte(k)) != nil {
			t.Fatalf("%q still found after remove", k)
		}
	}
	if e := s.find(h, []byte("b")); e == nil || string(e.value()) != "vb" {
		t.Fatalf("b lost: %v", e)
	}
	// Overwriting a chained key replaces it rather than adding a twin.
	c.put(s, h, cacheItem("b", "new"), 0)
	if s.items != 1 || string(s.find(h, []byte("b")).value()) != "new" {
		t.Fatalf("overwrite: items %d", s.items)
	}
	s.remove(s.find(h, []byte("b")))
	if *s.bucket(h) != nil || s.items != 0 || s.bytes != 0 {
		t.Fatalf("not empty: %d items, %d bytes", s.items, s.bytes)
	}
}

// A value handed out is never changed by later writes (the protocol layer
// writes it after the shard lock is released), and appending to it copies.
func TestCacheValuesImmutable(t *testing.T) {
	c := newCache(1<<20, 1024, false)
	c.store(modeSet, cacheItem("k", "one"), 0, true)
	it, ok := c.get([]byte("k"))
	if !ok {
		t.Fatal("miss")
	}
	c.store(modeAppend, cacheItem("k", "-two"), 0, true)
	_ = append(it.value, 'X')
	if string(it.value) != "one" {
		t.Fatalf("value changed under the reader: %q", it.value)
	}
	if it2, _ := c.get([]byte("k")); string(it2.value) != "one-two" {
		t.Fatalf("after append: %q", it2.value)
	}
}

// The byte bound holds, and eviction gives entries hit since they were
// stored a second chance over entries nobody read.
func TestCacheEvictionSecondChance(t *testing.T) {
	const limit = 64 << 10
	c := newCache(limit, 16<<10, false) // one shard
	if len(c.shards) != 1 {
		t.Fatalf("%d shards", len(c.shards))
	}
	val := string(make([]byte, 400))
	key := func(i int) string { return fmt.Sprintf("key%04d", i) }
	for i := 0; i < 100; i++ {
		c.store(modeSet, cacheItem(key(i), val), 0, true)
	}
	items, bytes := c.usage()
	if items != 100 || bytes > limit {
		t.Fatalf("%d items, %d bytes", items, bytes)
	}
	// key0000 is the oldest; a hit saves it from the next evictions.
	if _, ok := c.get([]byte(key(0))); !ok {
		t.Fatal("key0000 missing")
	}
	for i := 100; i < 200; i++ {
		c.store(modeSet, cacheItem(key(i), val), 0, true)
		if _, bytes := c.usage(); bytes > limit {
			t.Fatalf("over the limit: %d bytes", bytes)
		}
	}
	if _, ok := c.get([]byte(key(0))); !ok {
		t.Error("the entry read before the evictions was evicted")
	}
	if _, ok := c.get([]byte(key(1))); ok {
		t.Error("the oldest unread entry survived")
	}
	if _, ok := c.get([]byte(key(199))); !ok {
		t.Error("the newest entry is missing")
	}
	if c.evictions.Load() == 0 {
		t.Error("no evictions counted")
	}
}

// Growing a shard's bucket array keeps every entry reachable, whatever
// bucket its hash lands in before and after.
func TestCacheGrow(t *testing.T) {
	c := newCache(64<<20, 1<<20, false)
	const n = 20000
	key := func(i int) string { return fmt.Sprintf("grow-%d", i) }
	for i := 0; i < n; i++ {
		c.store(modeSet, cacheItem(key(i), key(i)), 0, true)
	}
	grown := false
	for i := range c.shards {
		grown = grown || len(c.shards[i].buckets) > minBuckets
	}
	if !grown {
		t.Fatalf("no shard grew with %d items in %d shards", n, len(c.shards))
	}
	for i := 0; i < n; i += 2 {
		if c.delete([]byte(key(i)), 0) != resDeleted {
			t.Fatalf("delete %s", key(i))
		}
	}
	for i := 0; i < n; i++ {
		it, ok := c.get([]byte(key(i)))
		if want := i%2 == 1; ok != want || ok && string(it.value) != key(i) {
			t.Fatalf("%s: found %v (%q), want %v", key(i), ok, it.value, want)
		}
	}
	if items, _ := c.usage(); items != n/2 {
		t.Fatalf("%d items, want %d", items, n/2)
	}
}
