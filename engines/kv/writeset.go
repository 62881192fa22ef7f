package kv

import (
	"cmp"
	"slices"
	"sync"
)

type undoKind uint8

const (
	undoSet   undoKind = iota // a put or delete of key
	undoClear                 // a TRUNCATE of one tree
	undoCount                 // a row count change
)

// undo records how to reverse one change to the write set.
type undo struct {
	kind  undoKind
	tree  Tree
	key   []byte
	prev  entry // the entry key had before, if had
	had   bool
	was   overlay // undoClear: the overlay before
	table uint64  // undoCount
	count int64   // undoCount: the table's delta before
	trunc bool    // undoCount: the table's truncated flag before
}

// writeSet is a transaction's private changes, with an undo log for
// savepoints. Its maps are smallMaps: a single-row autocommit write touches
// a handful of trees, one table and one or two keys, and a recycled write
// set (writeSets) serves it without allocating them again.
type writeSet struct {
	trees  smallMap[Tree, *overlay]
	undo   []undo
	counts smallMap[uint64, tableCount]
	// conflicts are the keys the transaction has locked (lock.go), each
	// with the newest commit of it the transaction has seen; commit
	// validates them against the tracker.
	conflicts smallMap[string, uint64]
	// views are the read views of the statements in progress, oldest
	// first (see readView).
	views []readView
	// sorted is scratch for batch.
	sorted []Tree
	// spare are emptied overlays of an earlier transaction, for reuse.
	spare []*overlay
}

// maxSpareOverlays bounds the overlays a recycled write set keeps.
const maxSpareOverlays = 8

// tableCount is a table's row count change in the transaction, and
// whether the transaction truncated the table.
type tableCount struct {
	delta     int64
	truncated bool
}

// readView is what one SQL statement reads of the write set: the write set
// as it was when the statement began, plus what statements nested in it
// (a trigger's) wrote and finished. kept holds the overlays of the trees
// written since then as they were (nil: the tree had no overlay); other
// trees read the live overlay. own marks the trees the statement itself
// wrote; when a nested statement ends, the trees it wrote that the
// enclosing statements did not write themselves are released, so they
// read live again: a trigger sees what the trigger fired for the previous
// row wrote, as in MySQL.
//
// Reading its own writes would make a statement see rows twice: an UPDATE
// over a join rescans the inner table for every outer row and would find
// the rows it had already changed (go-mysql-server recognises a row it has
// updated by its old value). MySQL statements do not see their own changes
// either.
type readView struct {
	kept smallMap[Tree, *overlay]
	own  smallMap[Tree, struct{}]
}

func (v *readView) reset() {
	v.kept.reset()
	v.own.reset()
}

func (w *writeSet) pushView() {
	// A view slot popped earlier keeps its maps' storage for reuse.
	if len(w.views) < cap(w.views) {
		w.views = w.views[:len(w.views)+1]
		return
	}
	w.views = append(w.views, readView{})
}

// popViews ends the views from level on.
func (w *writeSet) popViews(level int) {
	if level < 0 || level >= len(w.views) {
		return
	}
	ended := w.views[level:]
	w.views = w.views[:level]
	if level > 0 {
		for i := range ended {
			for _, own := range ended[i].own.items {
				t := own.k
				for j := range w.views {
					if _, ok := w.views[j].own.get(t); !ok {
						w.views[j].kept.delete(t)
					}
				}
			}
		}
	}
	for i := range ended {
		ended[i].reset()
	}
}

// preserve keeps tree t's overlay as it is now for the views that have not
// kept it yet, and marks t as written by the newest statement. It is called
// before t changes.
func (w *writeSet) preserve(t Tree) {
	n := len(w.views)
	if n == 0 {
		return
	}
	top := &w.views[n-1]
	top.own.set(t, struct{}{})
	if _, ok := top.kept.get(t); ok {
		return
	}
	var kept *overlay
	if o, _ := w.trees.get(t); o != nil {
		kept = o.copy()
	}
	for i := n - 1; i >= 0; i-- {
		if _, ok := w.views[i].kept.get(t); ok {
			break
		}
		w.views[i].kept.set(t, kept)
	}
}

// readOverlay returns tree t's overlay as the current statement reads it.
func (w *writeSet) readOverlay(t Tree) *overlay {
	if n := len(w.views); n > 0 {
		if o, ok := w.views[n-1].kept.get(t); ok {
			return o
		}
	}
	return w.tree(t)
}

// tree returns tree t's overlay (nil: nothing written to t).
func (w *writeSet) tree(t Tree) *overlay {
	o, _ := w.trees.get(t)
	return o
}

// writeSets recycles write sets: most transactions write one row, and
// their write set's storage serves the next one.
var writeSets = sync.Pool{New: func() any { return new(writeSet) }}

func newWriteSet() *writeSet { return writeSets.Get().(*writeSet) }

// release empties w and hands it back for reuse; nothing may use it after.
// Its overlays are emptied for reuse too: only the write set holds them
// (cursors, iterators and read views work on copies of their trees, which
// emptying the original does not touch).
func (w *writeSet) release() {
	if w == nil {
		return
	}
	for _, it := range w.trees.items {
		if len(w.spare) == maxSpareOverlays {
			break
		}
		it.v.reset()
		w.spare = append(w.spare, it.v)
	}
	w.trees.reset()
	clear(w.undo)
	w.undo = w.undo[:0]
	w.counts.reset()
	w.conflicts.reset()
	w.views = w.views[:cap(w.views)]
	for i := range w.views {
		w.views[i].reset()
	}
	w.views = w.views[:0]
	clear(w.sorted)
	w.sorted = w.sorted[:0]
	writeSets.Put(w)
}

func (w *writeSet) overlay(t Tree, create bool) *overlay {
	o := w.tree(t)
	if o == nil && create {
		if n := len(w.spare); n > 0 {
			o = w.spare[n-1]
			w.spare[n-1] = nil
			w.spare = w.spare[:n-1]
		} else {
			o = &overlay{}
		}
		w.trees.set(t, o)
	}
	return o
}

// get returns the buffered write for key, if any.
func (w *writeSet) get(t Tree, key []byte) (entry, bool) {
	o := w.tree(t)
	if o == nil {
		return entry{}, false
	}
	return o.get(key)
}

func (w *writeSet) put(t Tree, key, value []byte) { w.set(t, entry{key: key, value: value}) }

func (w *writeSet) del(t Tree, key []byte) { w.set(t, entry{key: key, deleted: true}) }

func (w *writeSet) set(t Tree, e entry) {
	w.preserve(t)
	o := w.overlay(t, true)
	prev, had := o.set(e)
	w.undo = append(w.undo, undo{kind: undoSet, tree: t, key: e.key, prev: prev, had: had})
}

func (w *writeSet) addCount(table uint64, delta int64) {
	c := w.counts.ref(table)
	w.undo = append(w.undo, undo{kind: undoCount, table: table, count: c.delta, trunc: c.truncated})
	c.delta += delta
}

// count is the table's row count change and whether it was truncated.
func (w *writeSet) count(table uint64) tableCount {
	c, _ := w.counts.get(table)
	return c
}

// clear empties the table's trees in this transaction (TRUNCATE).
func (w *writeSet) clear(table uint64, trees []Tree) {
	for _, t := range trees {
		w.preserve(t)
		o := w.overlay(t, true)
		w.undo = append(w.undo, undo{kind: undoClear, tree: t, was: o.empty(true)})
	}
	c := w.counts.ref(table)
	w.undo = append(w.undo, undo{kind: undoCount, table: table, count: c.delta, trunc: c.truncated})
	*c = tableCount{delta: 0, truncated: true}
}

func (w *writeSet) mark() int { return len(w.undo) }

func (w *writeSet) rollbackTo(mark int) {
	for i := len(w.undo) - 1; i >= mark; i-- {
		u := w.undo[i]
		switch u.kind {
		case undoCount:
			w.counts.set(u.table, tableCount{delta: u.count, truncated: u.trunc})
		case undoClear:
			w.preserve(u.tree)
			o := w.tree(u.tree)
			*o = u.was
		default:
			w.preserve(u.tree)
			o := w.tree(u.tree)
			if u.had {
				o.set(u.prev)
			} else {
				o.delete(u.key)
			}
		}
	}
	w.undo = w.undo[:mark]
}

func (w *writeSet) dirty() bool { return len(w.undo) > 0 }

// batch turns the write set into a store batch, ops sorted by tree and key.
func (w *writeSet) batch() *Batch {
	b := &Batch{}
	trees := w.sorted[:0]
	n := 0
	for _, it := range w.trees.items {
		trees = append(trees, it.k)
		n += it.v.len()
	}
	slices.SortFunc(trees, func(a, b Tree) int {
		if c := cmp.Compare(a.Table, b.Table); c != 0 {
			return c
		}
		return cmp.Compare(a.Index, b.Index)
	})
	w.sorted = trees
	if n == len(b.oneOp) {
		b.Ops = b.oneOp[:0]
	} else {
		b.Ops = make([]Op, 0, n)
	}
	for _, t := range trees {
		w.tree(t).scan(func(e entry) {
			b.Ops = append(b.Ops, Op{Tree: t, Key: e.key, Value: e.value, Delete: e.deleted})
		})
	}
	for _, it := range w.counts.items {
		if it.v.truncated {
			b.Truncate = append(b.Truncate, it.k)
		}
		if it.v.delta != 0 {
			if b.CountDelta == nil {
				b.CountDelta = make(map[uint64]int64, w.counts.len())
			}
			b.CountDelta[it.k] = it.v.delta
		}
	}
	return b
}
