package btree

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"handlerd/engines/kv"
)

// A commit is visible to every snapshot opened after its wait returned,
// from the memtable (no flush in between).
func TestOverlayVisibleAfterAck(t *testing.T) {
	onlyForcedCheckpoints(t)
	s := openStore(t, DefaultOptions())
	for i := range 50 {
		b := put(1, fmt.Sprintf("k%03d", i), fmt.Sprint(i))
		b.AutoIncrement = map[uint64]uint64{1: uint64(i + 1)}
		if err := s.Commit(b)(); err != nil {
			t.Fatal(err)
		}
		sn, _ := s.Snapshot()
		v, ok, _ := sn.Get(kv.Tree{Table: 1}, []byte(fmt.Sprintf("k%03d", i)))
		n, _ := sn.Count(1)
		auto, _ := sn.AutoIncrement(1)
		c, _ := sn.Cursor(kv.Tree{Table: 1})
		k, _ := c.Last()
		c.Close()
		sn.Release()
		if !ok || string(v) != fmt.Sprint(i) || n != uint64(i+1) || auto != uint64(i+1) || string(k) != fmt.Sprintf("k%03d", i) {
			t.Fatalf("after commit %d: %q %v, count %d, auto %d, last %q", i, v, ok, n, auto, k)
		}
	}
	if f := s.Stats().Flushes; f != 0 {
		t.Fatalf("%d flushes, want none (the test reads the memtable)", f)
	}
}

// The memtable keeps its own copy of a batch's keys and values (packed
// per batch): empty values (index entries) read back as present and
// empty, tombstones hide the key, and changing the batch's buffers after
// the commit changes nothing.
func TestOverlayEntries(t *testing.T) {
	onlyForcedCheckpoints(t)
	s := openStore(t, DefaultOptions())
	tree := kv.Tree{Table: 1}
	b := &kv.Batch{Ops: []kv.Op{
		{Tree: tree, Key: []byte("a"), Value: []byte("va")},
		{Tree: tree, Key: []byte("b")},
		{Tree: tree, Key: []byte("c"), Value: []byte("vc")},
	}}
	if err := s.Commit(b)(); err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(&kv.Batch{Ops: []kv.Op{{Tree: tree, Key: []byte("c"), Delete: true}}})(); err != nil {
		t.Fatal(err)
	}
	for i := range b.Ops {
		clear(b.Ops[i].Key)
		clear(b.Ops[i].Value)
	}
	sn, _ := s.Snapshot()
	defer sn.Release()
	for _, w := range []struct {
		key, value string
		ok         bool
	}{{"a", "va", true}, {"b", "", true}, {"c", "", false}} {
		if v, ok, err := sn.Get(tree, []byte(w.key)); err != nil || ok != w.ok || string(v) != w.value {
			t.Errorf("get %q: %q %v %v, want %q %v", w.key, v, ok, err, w.value, w.ok)
		}
	}
	c, _ := sn.Cursor(tree)
	defer c.Close()
	var got []string
	for k, v := c.First(); k != nil; k, v = c.Next() {
		got = append(got, string(k)+"="+string(v))
	}
	if want := []string{"a=va", "b="}; !slices.Equal(got, want) {
		t.Errorf("cursor %q, want %q", got, want)
	}
}

// A snapshot keeps its view while a flush moves the memtable into bbolt
// and later commits arrive; snapshots opened afterwards see everything.
func TestSnapshotAcrossFlush(t *testing.T) {
	onlyForcedCheckpoints(t)
	s := openStore(t, DefaultOptions())
	tree := kv.Tree{Table: 2}
	for i := range 20 {
		if err := s.Commit(put(2, fmt.Sprintf("a%02d", i), "1"))(); err != nil {
			t.Fatal(err)
		}
	}
	old, _ := s.Snapshot()
	defer old.Release()
	c, _ := old.Cursor(tree)
	defer c.Close()
	if k, _ := c.First(); string(k) != "a00" {
		t.Fatalf("first %q", k)
	}
	del := &kv.Batch{Ops: []kv.Op{{Tree: tree, Key: []byte("a05"), Delete: true}}, CountDelta: map[uint64]int64{2: -1}}
	if err := s.Commit(del)(); err != nil {
		t.Fatal(err)
	}
	checkpointNow(t, s)
	if err := s.Commit(put(2, "b", "2"))(); err != nil {
		t.Fatal(err)
	}
	if s.Stats().Flushes == 0 {
		t.Fatal("no flush")
	}
	check := func(sn kv.Snapshot, want []string) {
		t.Helper()
		var got []string
		c, _ := sn.Cursor(tree)
		for k, _ := c.First(); k != nil; k, _ = c.Next() {
			got = append(got, string(k))
		}
		c.Close()
		if !slices.Equal(got, want) {
			t.Fatalf("keys %q, want %q", got, want)
		}
		if n, _ := sn.Count(2); n != uint64(len(want)) {
			t.Fatalf("count %d, want %d", n, len(want))
		}
		for _, k := range want {
			if _, ok, _ := sn.Get(tree, []byte(k)); !ok {
				t.Fatalf("Get %s: missing", k)
			}
		}
	}
	var before []string
	for i := range 20 {
		before = append(before, fmt.Sprintf("a%02d", i))
	}
	check(old, before)
	// The cursor opened before the flush goes on in its view.
	n := 1
	for k, _ := c.Next(); k != nil; k, _ = c.Next() {
		n++
	}
	if n != 20 {
		t.Fatalf("old cursor walked %d keys, want 20", n)
	}
	after := append(slices.Delete(slices.Clone(before), 5, 6), "b")
	sn, _ := s.Snapshot()
	defer sn.Release()
	check(sn, after)
}

// commitInOrder commits batches one after the other (the model of
// randomBatches assumes their order).
func commitInOrder(t *testing.T, s *Store, batches []*kv.Batch) { commitFrom(t, s, 1, batches) }

// randomBatches makes n batches of puts and deletes over a small key
// space, with count deltas and counters, applying them to model.
func randomBatches(r *rand.Rand, n int, tree kv.Tree, model map[string]string, meta *layerMeta) []*kv.Batch {
	var out []*kv.Batch
	for range n {
		b := &kv.Batch{CountDelta: map[uint64]int64{}, AutoIncrement: map[uint64]uint64{}}
		keys := map[string]bool{}
		for range 1 + r.IntN(5) {
			keys[fmt.Sprintf("k%03d", r.IntN(300))] = true
		}
		sorted := slices.Sorted(func(yield func(string) bool) {
			for k := range keys {
				if !yield(k) {
					return
				}
			}
		})
		for _, k := range sorted {
			if _, ok := model[k]; ok && r.IntN(3) == 0 {
				b.Ops = append(b.Ops, kv.Op{Tree: tree, Key: []byte(k), Delete: true})
				delete(model, k)
				b.CountDelta[tree.Table]--
			} else {
				v := fmt.Sprint(r.Uint32())
				b.Ops = append(b.Ops, kv.Op{Tree: tree, Key: []byte(k), Value: []byte(v)})
				if _, ok := model[k]; !ok {
					b.CountDelta[tree.Table]++
				}
				model[k] = v
			}
		}
		meta.count = uint64(int64(meta.count) + b.CountDelta[tree.Table])
		b.AutoIncrement[tree.Table] = uint64(r.IntN(1000))
		if b.AutoIncrement[tree.Table] > meta.auto {
			meta.auto = b.AutoIncrement[tree.Table]
		}
		out = append(out, b)
	}
	return out
}

// The merge cursor over bbolt, a frozen and an active layer gives exactly
// the entries a single map holding every batch in order would, in both
// directions, across direction changes, with tombstones in every layer;
// Get, GetMany, Count and AutoIncrement agree.
func TestMergeLayers(t *testing.T) {
	onlyForcedCheckpoints(t)
	s := openStore(t, DefaultOptions())
	tree := kv.Tree{Table: 4}
	r := rand.New(rand.NewPCG(1, 2))
	model := map[string]string{}
	var meta layerMeta
	// Layer 1: bbolt.
	commitInOrder(t, s, randomBatches(r, 200, tree, model, &meta))
	checkpointNow(t, s)
	// Layer 2: the store's active layer, used as the frozen one.
	commitInOrder(t, s, randomBatches(r, 150, tree, model, &meta))
	frozen := s.view.Load().active
	// Layer 3: a memtable built here, over the frozen layer.
	mt := newMemtable(0)
	for _, b := range randomBatches(r, 150, tree, model, &meta) {
		mt.apply(b, func(id uint64) layerMeta { m, _ := frozen.meta(id); return m })
	}
	active := mt.publish()
	snap, _ := s.Snapshot()
	defer snap.Release()
	sn := snap.(*snapshot)
	if sn.rt.tree(tree).b == nil || frozen.tree(tree) == nil || active.tree(tree) == nil {
		t.Fatal("a layer is empty")
	}
	sn.frozen, sn.active = frozen, active

	keys := slices.Sorted(func(yield func(string) bool) {
		for k := range model {
			if !yield(k) {
				return
			}
		}
	})
	if n, _ := sn.Count(4); n != meta.count || n != uint64(len(keys)) {
		t.Fatalf("count %d, want %d (%d keys)", n, meta.count, len(keys))
	}
	if a, _ := sn.AutoIncrement(4); a != meta.auto {
		t.Fatalf("auto-increment %d, want %d", a, meta.auto)
	}
	for i := range 300 {
		k := fmt.Sprintf("k%03d", i)
		v, ok, _ := sn.Get(tree, []byte(k))
		if want, wok := model[k]; ok != wok || string(v) != want {
			t.Fatalf("Get %s = %q %v, want %q %v", k, v, ok, want, wok)
		}
	}
	var probes [][]byte
	for i := 0; i < 300; i += 1 + r.IntN(2) {
		probes = append(probes, []byte(fmt.Sprintf("k%03d", i)))
	}
	var got []string
	sn.GetMany(tree, probes, func(i int, v []byte) { got = append(got, string(probes[i])+"="+string(v)) })
	var want []string
	for _, p := range probes {
		if v, ok := model[string(p)]; ok {
			want = append(want, string(p)+"="+v)
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("GetMany: %d answers, want %d", len(got), len(want))
	}

	c, _ := sn.Cursor(tree)
	defer c.Close()
	pos := -1 // index into keys; -1 or len(keys): off an end
	check := func(op string, k, v []byte) {
		t.Helper()
		if pos < 0 || pos >= len(keys) {
			if k != nil {
				t.Fatalf("%s: got %q, want the end", op, k)
			}
			return
		}
		if string(k) != keys[pos] || string(v) != model[keys[pos]] {
			t.Fatalf("%s: got %q=%q, want %q=%q", op, k, v, keys[pos], model[keys[pos]])
		}
	}
	for step := range 20000 {
		off := pos < 0 || pos >= len(keys)
		switch x := r.IntN(10); {
		case x == 0 || (off && x < 4):
			pos = 0
			k, v := c.First()
			check("First", k, v)
		case x == 1 || (off && x < 7):
			pos = len(keys) - 1
			k, v := c.Last()
			check("Last", k, v)
		case x == 2 || off:
			target := fmt.Sprintf("k%03d", r.IntN(310))
			if r.IntN(4) == 0 {
				target += "x" // between keys
			}
			pos, _ = slices.BinarySearch(keys, target)
			k, v := c.Seek([]byte(target))
			check("Seek "+target, k, v)
		case x < 6:
			pos++
			k, v := c.Next()
			check(fmt.Sprint("Next at step ", step), k, v)
		default:
			pos--
			k, v := c.Prev()
			check(fmt.Sprint("Prev at step ", step), k, v)
		}
	}
	// A full walk each way.
	var fwd, bwd []string
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		fwd = append(fwd, string(k))
	}
	for k, _ := c.Last(); k != nil; k, _ = c.Prev() {
		bwd = append(bwd, string(k))
	}
	slices.Reverse(bwd)
	if !slices.Equal(fwd, keys) || !slices.Equal(bwd, keys) {
		t.Fatalf("walks: %d forward, %d backward, want %d", len(fwd), len(bwd), len(keys))
	}
}

// While a flush's bbolt commit is durable but its checkpoint is not yet
// written (a crash in the middle of a flush), a copy of the files recovers
// every acknowledged commit: the older checkpoint plus the whole log.
func TestCrashMidFlush(t *testing.T) {
	onlyForcedCheckpoints(t)
	s := openStore(t, DefaultOptions())
	tree := kv.Tree{Table: 6}
	r := rand.New(rand.NewPCG(3, 4))
	model := map[string]string{}
	var meta layerMeta
	commitInOrder(t, s, randomBatches(r, 300, tree, model, &meta))
	checkpointNow(t, s)
	skipFlushCheckpoint = true
	defer func() { skipFlushCheckpoint = false }()
	commitInOrder(t, s, randomBatches(r, 300, tree, model, &meta))
	flushes := s.Stats().Flushes
	s.mu.Lock()
	s.ckptWanted = true
	s.cond.Signal()
	s.mu.Unlock()
	for deadline := time.Now().Add(10 * time.Second); s.Stats().Flushes == flushes; {
		if time.Now().After(deadline) {
			t.Fatal("no flush")
		}
		time.Sleep(time.Millisecond)
	}
	// The next layer, only in the log.
	commitInOrder(t, s, randomBatches(r, 100, tree, model, &meta))
	crash := t.TempDir()
	copyDir(t, walDir(s.path), walDir(crash+"/"+FileName))
	copyDir(t, filepath.Dir(s.path), crash)
	rs, err := OpenStore(crash+"/"+FileName, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Close()
	sn, _ := rs.Snapshot()
	defer sn.Release()
	got := map[string]string{}
	c, _ := sn.Cursor(tree)
	for k, v := c.First(); k != nil; k, v = c.Next() {
		got[string(k)] = string(v)
	}
	c.Close()
	if n, _ := sn.Count(6); n != meta.count || len(got) != len(model) {
		t.Fatalf("count %d, %d keys; want %d, %d", n, len(got), meta.count, len(model))
	}
	for k, v := range model {
		if !bytes.Equal([]byte(got[k]), []byte(v)) {
			t.Fatalf("%s = %q, want %q", k, got[k], v)
		}
	}
}
