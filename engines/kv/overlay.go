package kv

import (
	"bytes"
	"slices"

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

func entryCmp(e entry, key []byte) int { return bytes.Compare(e.key, key) }

// smallOverlay is how many entries an overlay keeps in its sorted slice
// before it moves them to a B-tree.
const smallOverlay = 8

// overlay is the buffered writes to one tree, ordered by key. Most
// transactions write a key or two per tree (a memcached set, a single-row
// INSERT): their entries stay in small, a sorted slice whose storage a
// recycled write set reuses, so they cost no B-tree node allocations or
// generic B-tree calls. Past smallOverlay entries they move to t for good
// (until the overlay is reset).
type overlay struct {
	small []entry              // the entries while t is nil, sorted by key
	t     *btree.BTreeG[entry] // the entries once there were many
	// cleared hides the snapshot entirely (TRUNCATE in this transaction).
	cleared bool
}

func newEntryTree() *btree.BTreeG[entry] {
	return btree.NewBTreeGOptions(entryLess, btree.Options{NoLocks: true})
}

func (o *overlay) len() int {
	if o.t != nil {
		return o.t.Len()
	}
	return len(o.small)
}

// get returns the entry for key, if any.
func (o *overlay) get(key []byte) (entry, bool) {
	if o.t != nil {
		return o.t.Get(entry{key: key})
	}
	if i, ok := slices.BinarySearchFunc(o.small, key, entryCmp); ok {
		return o.small[i], true
	}
	return entry{}, false
}

// set stores e, returning the entry it replaced, if any.
func (o *overlay) set(e entry) (prev entry, had bool) {
	if o.t != nil {
		return o.t.Set(e)
	}
	i, ok := slices.BinarySearchFunc(o.small, e.key, entryCmp)
	if ok {
		prev = o.small[i]
		o.small[i] = e
		return prev, true
	}
	if len(o.small) < smallOverlay {
		o.small = slices.Insert(o.small, i, e)
		return entry{}, false
	}
	o.grow()
	return o.t.Set(e)
}

// grow moves the entries from small to a B-tree.
func (o *overlay) grow() {
	o.t = newEntryTree()
	for _, e := range o.small {
		o.t.Load(e) // sorted: appended at the right edge
	}
	clear(o.small)
	o.small = o.small[:0]
}

// delete removes key's entry (as rollback undoes a write; a delete within
// the transaction is a tombstone set instead).
func (o *overlay) delete(key []byte) {
	if o.t != nil {
		o.t.Delete(entry{key: key})
		return
	}
	if i, ok := slices.BinarySearchFunc(o.small, key, entryCmp); ok {
		o.small = slices.Delete(o.small, i, i+1)
	}
}

// scan calls fn with every entry in key order.
func (o *overlay) scan(fn func(e entry)) {
	if o.t != nil {
		o.t.Scan(func(e entry) bool { fn(e); return true })
		return
	}
	for _, e := range o.small {
		fn(e)
	}
}

// copy returns an overlay with o's entries that later writes to o do not
// change (and that changes nothing of o).
func (o *overlay) copy() *overlay {
	c := &overlay{cleared: o.cleared}
	if o.t != nil {
		c.t = o.t.Copy()
	} else {
		c.small = slices.Clone(o.small)
	}
	return c
}

// empty drops every entry, hiding the snapshot or not, and returns what
// o was, for an undo (TRUNCATE) to put back; o keeps none of its storage.
func (o *overlay) empty(cleared bool) (was overlay) {
	was = *o
	*o = overlay{cleared: cleared}
	return was
}

// reset empties o for reuse by another transaction, keeping the slice's
// storage. Only the write set holds o: cursors, iterators and read views
// work on copies, which this does not touch.
func (o *overlay) reset() {
	clear(o.small)
	o.small = o.small[:0]
	o.t = nil
	o.cleared = false
}

// overlayIter walks a copy of an overlay's entries in either direction.
// The zero overlayIter walks none.
type overlayIter struct {
	small []entry // the entries of a small overlay (its own copy)
	pos   int     // the current entry in small
	tree  bool    // the entries are a B-tree's, walked by it
	it    btree.IterG[entry]
}

// iter returns an iterator over o's entries as they are now, on a copy.
func (o *overlay) iter() overlayIter {
	if o.t != nil {
		return overlayIter{tree: true, it: o.t.Copy().Iter()}
	}
	return overlayIter{small: slices.Clone(o.small)}
}

// at returns the current entry, if pos is in range.
func (it *overlayIter) at() (entry, bool) {
	if it.pos < 0 || it.pos >= len(it.small) {
		return entry{}, false
	}
	return it.small[it.pos], true
}

// treeItem returns the B-tree iterator's entry if ok.
func (it *overlayIter) treeItem(ok bool) (entry, bool) {
	if !ok {
		return entry{}, false
	}
	return it.it.Item(), true
}

func (it *overlayIter) first() (entry, bool) {
	if it.tree {
		return it.treeItem(it.it.First())
	}
	it.pos = 0
	return it.at()
}

func (it *overlayIter) last() (entry, bool) {
	if it.tree {
		return it.treeItem(it.it.Last())
	}
	it.pos = len(it.small) - 1
	return it.at()
}

// seek lands on the first entry with a key >= key.
func (it *overlayIter) seek(key []byte) (entry, bool) {
	if it.tree {
		return it.treeItem(it.it.Seek(entry{key: key}))
	}
	it.pos, _ = slices.BinarySearchFunc(it.small, key, entryCmp)
	return it.at()
}

func (it *overlayIter) next() (entry, bool) {
	if it.tree {
		return it.treeItem(it.it.Next())
	}
	it.pos++
	return it.at()
}

func (it *overlayIter) prev() (entry, bool) {
	if it.tree {
		return it.treeItem(it.it.Prev())
	}
	it.pos--
	return it.at()
}

func (it *overlayIter) release() {
	if it.tree {
		it.it.Release()
	}
}
