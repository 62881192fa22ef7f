package btree

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
	"unsafe"

	"handlerd/engines/kv"
)

// indexedGet is what a layer's index answers for key, and treeGet what its
// B-tree does: the two must agree on every version.
func indexedGet(l *layer, t kv.Tree, key []byte) (mitem, bool) {
	return l.get(hashKey(t, key), t, key)
}

func treeGet(l *layer, t kv.Tree, key []byte) (mitem, bool) {
	if tr := l.tree(t); tr != nil {
		return tr.Get(probe(key))
	}
	return mitem{}, false
}

// Every published version of a layer answers point lookups as of its
// version, through several index growths: puts, overwrites within and
// across groups, tombstones, the same key in two trees, keys sharing
// their first 8 bytes, keys never written, and a hot key written in every
// group (old versions read it past maxChainWalk, from the B-tree), from
// the middle on in a tree of its own. The
// expected state is kept per version outside the memtable.
func TestIndexVersions(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	trees := []kv.Tree{{Table: 1}, {Table: 1, Index: 1}, {Table: 2}, {Table: 3}}
	key := func(i int) []byte { return []byte(fmt.Sprintf("common-prefix-%05d", i)) }
	const nkeys = 3000 // over hindexMinSlots/2, so the index grows twice
	m := newMemtable(0)
	base := func(uint64) layerMeta { return layerMeta{} }
	type state map[kv.Tree]map[string]string // "" is a tombstone
	cur := state{}
	for _, t := range trees {
		cur[t] = map[string]string{}
	}
	var layers []*layer
	var states []state
	for g := range 600 {
		for range 1 + r.IntN(3) {
			b := &kv.Batch{}
			for range 1 + r.IntN(8) {
				t, i := trees[r.IntN(len(trees)-1)], r.IntN(nkeys)
				op := kv.Op{Tree: t, Key: key(i)}
				if r.IntN(5) == 0 {
					op.Delete = true
					cur[t][string(op.Key)] = ""
				} else {
					op.Value = []byte(fmt.Sprintf("g%d-%d", g, r.IntN(1000)))
					cur[t][string(op.Key)] = string(op.Value)
				}
				b.Ops = append(b.Ops, op)
			}
			m.apply(b, base)
		}
		hot := kv.Op{Tree: trees[0], Key: key(nkeys), Value: []byte(fmt.Sprint(g))}
		if g >= 300 {
			// From the middle on, in a tree older versions do not have.
			hot.Tree = trees[len(trees)-1]
		}
		cur[hot.Tree][string(hot.Key)] = string(hot.Value)
		m.apply(&kv.Batch{Ops: []kv.Op{hot}}, base)
		layers = append(layers, m.publish())
		snap := state{}
		for t, kvs := range cur {
			snap[t] = map[string]string{}
			for k, v := range kvs {
				snap[t][k] = v
			}
		}
		states = append(states, snap)
	}
	if len(m.idx.x.slots) < 4*hindexMinSlots {
		t.Fatalf("index has %d slots: it did not grow twice", len(m.idx.x.slots))
	}
	for v, l := range layers {
		for _, tr := range trees {
			for i := range nkeys + 10 {
				k := key(i)
				it, ok := indexedGet(l, tr, k)
				want, wok := states[v][tr][string(k)]
				if ok != wok || ok && (it.del() != (want == "") || string(it.value()) != want) {
					t.Fatalf("version %d, tree %v, key %q: got %q (found %v, tombstone %v), want %q (found %v)",
						v+1, tr, k, it.value(), ok, it.del(), want, wok)
				}
				if tit, tok := treeGet(l, tr, k); tok != ok || tit != it {
					t.Fatalf("version %d, tree %v, key %q: index and B-tree disagree", v+1, tr, k)
				}
			}
		}
	}
}

// Snapshots read the index while the committer adds to it and grows it
// (run with -race): each published version, read concurrently, agrees
// with its own B-tree copy.
func TestIndexConcurrentReaders(t *testing.T) {
	m := newMemtable(0)
	base := func(uint64) layerMeta { return layerMeta{} }
	tree := kv.Tree{Table: 1}
	key := func(i int) []byte { return []byte(fmt.Sprintf("k%06d", i)) }
	const nkeys, groups = 2000, 400
	layers := make(chan *layer, 16)
	var wg sync.WaitGroup
	var bad sync.Once
	var failure string
	for range 2 {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(9, 10))
			for l := range layers {
				for range 200 {
					k := key(r.IntN(nkeys))
					it, ok := indexedGet(l, tree, k)
					if tit, tok := treeGet(l, tree, k); tok != ok || tit != it {
						bad.Do(func() { failure = fmt.Sprintf("version %d, key %q: index and B-tree disagree", l.seq, k) })
					}
				}
			}
		})
	}
	r := rand.New(rand.NewPCG(11, 12))
	for g := range groups {
		b := &kv.Batch{}
		for range 8 {
			b.Ops = append(b.Ops, kv.Op{Tree: tree, Key: key(r.IntN(nkeys)), Value: []byte(fmt.Sprint(g))})
		}
		m.apply(b, base)
		l := m.publish()
		select {
		case layers <- l:
		default:
		}
	}
	close(layers)
	wg.Wait()
	if failure != "" {
		t.Fatal(failure)
	}
}

// The memtable's memory estimate (size, which the hard cap compares),
// index included, is not below what its heap really holds, for keys like
// memcaslap's.
func TestMemtableSizeCountsIndex(t *testing.T) {
	const n = 50_000
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	m, keys := memcaslapMemtable(n)
	runtime.GC()
	runtime.ReadMemStats(&after)
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	held -= int64(n) * int64(unsafe.Sizeof(keys[0])+uintptr(len(keys[0]))) // the test's own copy of the keys
	t.Logf("per operation: %d bytes held, %d estimated, %d of them the index", held/n, m.size()/n, m.idx.bytes/n)
	if m.idx.bytes < n*hentryBytes {
		t.Errorf("index counted as %d bytes for %d keys", m.idx.bytes, n)
	}
	if held > m.size()*11/10 {
		t.Errorf("memtable holds %d bytes, estimated %d (%d without the index)", held, m.size(), m.bytes)
	}
	runtime.KeepAlive(m)
	runtime.KeepAlive(keys)
}
