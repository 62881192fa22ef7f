package kv

import (
	"bytes"
	"sort"

	"github.com/tidwall/btree"
)

// entry is one buffered write: a put, or a tombstone hiding the snapshot's
// value.
type entry struct {
	key     []byte
	value   []byte
	deleted bool
}

func entryLess(a, b entry) bool { return bytes.Compare(a.key, b.key) < 0 }

// overlay is the buffered writes to one tree.
type overlay struct {
	t *btree.BTreeG[entry]
	// cleared hides the snapshot entirely (TRUNCATE in this transaction).
	cleared bool
}

type undoKind uint8

const (
	undoSet   undoKind = iota // a put or delete of key
	undoClear                 // a TRUNCATE of one tree
	undoCount                 // a row count change
)

// undo records how to reverse one change to the write set.
type undo struct {
	kind    undoKind
	tree    Tree
	key     []byte
	prev    entry // the entry key had before, if had
	had     bool
	cleared bool                 // undoClear: the overlay's flag before
	old     *btree.BTreeG[entry] // undoClear: the overlay before
	table   uint64               // undoCount
	count   int64                // undoCount: the table's delta before
	trunc   bool                 // undoCount: the table's truncated flag before
}

// writeSet is a transaction's private changes, with an undo log for
// savepoints.
type writeSet struct {
	trees  map[Tree]*overlay
	undo   []undo
	counts map[uint64]int64
	// conflicts are the keys the transaction has locked (lock.go), each
	// with the newest commit of it the transaction has seen; commit
	// validates them against the tracker.
	conflicts map[string]uint64
	truncated map[uint64]bool
	// views are the read views of the statements in progress, oldest
	// first (see readView).
	views []readView
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
	kept map[Tree]*overlay
	own  map[Tree]bool
}

func (w *writeSet) pushView() {
	w.views = append(w.views, readView{kept: map[Tree]*overlay{}, own: map[Tree]bool{}})
}

// popViews ends the views from level on.
func (w *writeSet) popViews(level int) {
	if level < 0 || level >= len(w.views) {
		return
	}
	written := map[Tree]bool{}
	for _, v := range w.views[level:] {
		for t := range v.own {
			written[t] = true
		}
	}
	clear(w.views[level:])
	w.views = w.views[:level]
	for t := range written {
		for _, v := range w.views {
			if !v.own[t] {
				delete(v.kept, t)
			}
		}
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
	w.views[n-1].own[t] = true
	if _, ok := w.views[n-1].kept[t]; ok {
		return
	}
	var kept *overlay
	if o := w.trees[t]; o != nil {
		kept = &overlay{t: o.t.Copy(), cleared: o.cleared}
	}
	for i := n - 1; i >= 0; i-- {
		if _, ok := w.views[i].kept[t]; ok {
			break
		}
		w.views[i].kept[t] = kept
	}
}

// readOverlay returns tree t's overlay as the current statement reads it.
func (w *writeSet) readOverlay(t Tree) *overlay {
	if n := len(w.views); n > 0 {
		if o, ok := w.views[n-1].kept[t]; ok {
			return o
		}
	}
	return w.trees[t]
}

// readGet is get as the current statement reads it.
func (w *writeSet) readGet(t Tree, key []byte) (entry, bool) {
	o := w.readOverlay(t)
	if o == nil {
		return entry{}, false
	}
	return o.t.Get(entry{key: key})
}

func newWriteSet() *writeSet {
	return &writeSet{trees: map[Tree]*overlay{}, counts: map[uint64]int64{}, conflicts: map[string]uint64{}, truncated: map[uint64]bool{}}
}

func (w *writeSet) overlay(t Tree, create bool) *overlay {
	o := w.trees[t]
	if o == nil && create {
		o = &overlay{t: btree.NewBTreeGOptions(entryLess, btree.Options{NoLocks: true})}
		w.trees[t] = o
	}
	return o
}

// get returns the buffered write for key, if any.
func (w *writeSet) get(t Tree, key []byte) (entry, bool) {
	o := w.trees[t]
	if o == nil {
		return entry{}, false
	}
	return o.t.Get(entry{key: key})
}

func (w *writeSet) put(t Tree, key, value []byte) { w.set(t, entry{key: key, value: value}) }

func (w *writeSet) del(t Tree, key []byte) { w.set(t, entry{key: key, deleted: true}) }

func (w *writeSet) set(t Tree, e entry) {
	w.preserve(t)
	o := w.overlay(t, true)
	prev, had := o.t.Set(e)
	w.undo = append(w.undo, undo{kind: undoSet, tree: t, key: e.key, prev: prev, had: had})
}

func (w *writeSet) addCount(table uint64, delta int64) {
	w.undo = append(w.undo, undo{kind: undoCount, table: table, count: w.counts[table], trunc: w.truncated[table]})
	w.counts[table] += delta
}

// clear empties the table's trees in this transaction (TRUNCATE).
func (w *writeSet) clear(table uint64, trees []Tree) {
	for _, t := range trees {
		w.preserve(t)
		o := w.overlay(t, true)
		w.undo = append(w.undo, undo{kind: undoClear, tree: t, cleared: o.cleared, old: o.t})
		o.t = btree.NewBTreeGOptions(entryLess, btree.Options{NoLocks: true})
		o.cleared = true
	}
	w.undo = append(w.undo, undo{kind: undoCount, table: table, count: w.counts[table], trunc: w.truncated[table]})
	w.counts[table] = 0
	w.truncated[table] = true
}

func (w *writeSet) mark() int { return len(w.undo) }

func (w *writeSet) rollbackTo(mark int) {
	for i := len(w.undo) - 1; i >= mark; i-- {
		u := w.undo[i]
		switch u.kind {
		case undoCount:
			w.counts[u.table] = u.count
			if u.trunc {
				w.truncated[u.table] = true
			} else {
				delete(w.truncated, u.table)
			}
		case undoClear:
			w.preserve(u.tree)
			o := w.trees[u.tree]
			o.t, o.cleared = u.old, u.cleared
		default:
			w.preserve(u.tree)
			o := w.trees[u.tree]
			if u.had {
				o.t.Set(u.prev)
			} else {
				o.t.Delete(entry{key: u.key})
			}
		}
	}
	w.undo = w.undo[:mark]
}

func (w *writeSet) dirty() bool { return len(w.undo) > 0 }

// batch turns the write set into a store batch, ops sorted by tree and key.
func (w *writeSet) batch() *Batch {
	b := &Batch{CountDelta: map[uint64]int64{}}
	trees := make([]Tree, 0, len(w.trees))
	for t := range w.trees {
		trees = append(trees, t)
	}
	sort.Slice(trees, func(i, j int) bool {
		if trees[i].Table != trees[j].Table {
			return trees[i].Table < trees[j].Table
		}
		return trees[i].Index < trees[j].Index
	})
	for _, t := range trees {
		w.trees[t].t.Scan(func(e entry) bool {
			b.Ops = append(b.Ops, Op{Tree: t, Key: e.key, Value: e.value, Delete: e.deleted})
			return true
		})
	}
	for table := range w.truncated {
		b.Truncate = append(b.Truncate, table)
	}
	for table, d := range w.counts {
		if d != 0 {
			b.CountDelta[table] = d
		}
	}
	return b
}
