package kv

import (
	"bytes"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestOverlayForms runs random sets, deletes, copies and walks on an
// overlay, through its small form and past it into the B-tree, and checks
// every step against a plain sorted model.
func TestOverlayForms(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 200; round++ {
		o := &overlay{}
		model := map[string]entry{}
		keys := 1 + rng.IntN(3*smallOverlay)
		for step := 0; step < 60; step++ {
			k := []byte(fmt.Sprintf("k%03d", rng.IntN(keys)))
			switch rng.IntN(4) {
			case 0:
				o.delete(k)
				delete(model, string(k))
			default:
				e := entry{key: k, value: []byte(fmt.Sprint(step)), deleted: rng.IntN(5) == 0}
				prev, had := o.set(e)
				want, wantHad := model[string(k)]
				if had != wantHad || !bytes.Equal(prev.value, want.value) || prev.deleted != want.deleted {
					t.Fatalf("round %d: set %s replaced %v %v, want %v %v", round, k, prev, had, want, wantHad)
				}
				model[string(k)] = e
			}
			checkOverlay(t, o, model)
			if o.len() > smallOverlay && o.t == nil {
				t.Fatalf("%d entries, still small", o.len())
			}
		}
		// A copy does not see later writes.
		c := o.copy()
		snapshot := maps.Clone(model)
		o.set(entry{key: []byte("zzz")})
		o.delete([]byte("k000"))
		checkOverlay(t, c, snapshot)
		o.reset()
		if o.len() != 0 || o.t != nil {
			t.Fatal("reset overlay not empty and small")
		}
	}
}

// checkOverlay compares o's lookups and walks with model.
func checkOverlay(t *testing.T, o *overlay, model map[string]entry) {
	t.Helper()
	var keys []string
	for k := range model {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if o.len() != len(keys) {
		t.Fatalf("len %d, want %d", o.len(), len(keys))
	}
	var scanned []string
	o.scan(func(e entry) { scanned = append(scanned, string(e.key)) })
	if !slices.Equal(scanned, keys) {
		t.Fatalf("scan %q, want %q", scanned, keys)
	}
	for _, k := range append(keys, "nope") {
		e, ok := o.get([]byte(k))
		want, wantOK := model[k]
		if ok != wantOK || !bytes.Equal(e.value, want.value) {
			t.Fatalf("get %s = %v %v, want %v %v", k, e, ok, want, wantOK)
		}
	}
	it := o.iter()
	defer it.release()
	var fwd, back []string
	for e, ok := it.first(); ok; e, ok = it.next() {
		fwd = append(fwd, string(e.key))
	}
	for e, ok := it.last(); ok; e, ok = it.prev() {
		back = append(back, string(e.key))
	}
	slices.Reverse(back)
	if !slices.Equal(fwd, keys) || !slices.Equal(back, keys) {
		t.Fatalf("walks %q and %q, want %q", fwd, back, keys)
	}
	for _, k := range []string{"", "k005", "k0055", "zzzz"} {
		e, ok := it.seek([]byte(k))
		i, _ := slices.BinarySearch(keys, k)
		if ok != (i < len(keys)) || ok && string(e.key) != keys[i] {
			t.Fatalf("seek %q landed on %q %v", k, e.key, ok)
		}
	}
}
