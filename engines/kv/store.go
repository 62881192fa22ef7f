// Package kv implements the handler interface (engines.Engine, Table, Txn)
// once, over any ordered key-value store with snapshots. An engine then only
// has to provide a Store: MEMORY keeps its trees in RAM, BTREE in bbolt.
//
// Layout: every table has one tree for its primary key (index ID 0) mapping
// the encoded primary key to the encoded row, and one tree per secondary
// index mapping encoded index columns + encoded primary key to nothing.
// Row counts and AUTO_INCREMENT counters are kept by the store per table.
//
// Transactions: a Txn reads one Snapshot and buffers writes in a private
// ordered write set that reads merge over the snapshot. Commit validates,
// under a short mutex, that no key it wrote (primary keys and unique index
// keys) was written by a transaction that committed after the write's
// snapshot (first committer wins: the loser gets engines.ErrConflict), gives
// the batch a sequence number and hands it to the store, which may group
// several batches into one durable write. Readers never take that mutex.
package kv

import "encoding/binary"

// Tree names one ordered tree: a table's primary tree (Index 0) or one of
// its secondary indexes (Index = IndexDef.ID).
type Tree struct {
	Table uint64
	Index uint32
}

// Store is what an engine provides.
type Store interface {
	// Snapshot opens a consistent read view of every tree. It must include
	// every batch whose Commit wait has returned nil.
	Snapshot() (Snapshot, error)
	// Commit queues b for durable application and returns a function that
	// waits for the outcome. Commit is called with batches in sequence
	// order and must apply them in that order; it must not block on I/O.
	// The store may keep b's keys and values after wait returns (MEMORY's
	// trees and BTREE's memtable hold them as given), so kv never reuses
	// their storage once a batch is handed over.
	Commit(b *Batch) (wait func() error)
	// DropTable removes every tree, the row count and the counter of table.
	DropTable(table uint64) error
	// Close flushes and releases the store.
	Close() error
}

// AsyncStore is an optional Store capability: Commit whose outcome is
// handed to then, called once from the store's own goroutine (or at once
// if the store is closed); then must not block. kv's AsyncTxn needs it.
type AsyncStore interface {
	CommitAsync(b *Batch, then func(error))
}

// Snapshot is a read-only view. Byte slices it returns are valid until
// Release; callers copy what they keep.
type Snapshot interface {
	// Get returns the value stored under key in t, or ok=false.
	Get(t Tree, key []byte) (value []byte, ok bool, err error)
	// Cursor walks t in key order.
	Cursor(t Tree) (Cursor, error)
	// Count is the number of rows of table.
	Count(table uint64) (uint64, error)
	// AutoIncrement is the stored next AUTO_INCREMENT value of table (0 if
	// none was stored).
	AutoIncrement(table uint64) (uint64, error)
	Release()
}

// Cursor is a position in a tree. Every method returns the entry it lands
// on, or a nil key when it falls off either end.
type Cursor interface {
	First() (key, value []byte)
	Last() (key, value []byte)
	// Seek lands on the first key >= key.
	Seek(key []byte) (key2, value []byte)
	Next() (key, value []byte)
	Prev() (key, value []byte)
	Close()
}

// Batch is one transaction's changes, applied atomically.
type Batch struct {
	// Seq orders batches; assigned by the kv layer.
	Seq uint64
	// Truncate lists tables whose trees are emptied before Ops apply.
	Truncate []uint64
	// Ops are the puts and deletes, sorted by tree then key.
	Ops []Op
	// CountDelta is added to each table's stored row count.
	CountDelta map[uint64]int64
	// AutoIncrement raises each table's stored counter to at least the value.
	AutoIncrement map[uint64]uint64

	// oneOp is Ops' storage when there is one: a single-row write's batch
	// is one allocation.
	oneOp [1]Op
}

// Op is one put (Delete false) or delete.
type Op struct {
	Tree   Tree
	Key    []byte
	Value  []byte
	Delete bool
}

// Empty reports whether applying b would change nothing.
func (b *Batch) Empty() bool {
	return len(b.Ops) == 0 && len(b.Truncate) == 0 && len(b.CountDelta) == 0 && len(b.AutoIncrement) == 0
}

// MultiGetter is an optional Snapshot capability: many lookups in one
// tree in one pass, which a B-tree can do in key order with one cursor.
// kv uses it to fetch the rows behind a batch of secondary index entries.
type MultiGetter interface {
	// GetMany looks up keys, which are sorted ascending and distinct, and
	// calls fn with the position and value of each key found. Values are
	// valid until the snapshot is released.
	GetMany(t Tree, keys [][]byte, fn func(i int, value []byte)) error
}

// ErrCursor is an optional Cursor capability for stores whose reads can
// fail mid-walk (S3 fetches blocks over the network): such a cursor returns
// a nil key when a read fails and Err then says why, so a scan ends with
// that error instead of looking complete.
type ErrCursor interface {
	Err() error
}

// BoundedCursor is an optional Cursor capability for stores where reading
// past a range costs I/O (S3 fetches whole blocks). Bound tells the cursor
// that the walk ends at the first key >= upper going forward, or < lower
// going backward (nil: unbounded). Such a key may then be returned with a
// nil value, without reading it.
type BoundedCursor interface {
	Bound(lower, upper []byte)
}

// Retainer is an optional Snapshot capability: the snapshot stays
// readable after Release for as long as a cursor opened on it is open
// (BTREE keeps its bbolt read transaction until then; MEMORY's versions
// never change). Row iterators over such snapshots keep working after
// their transaction ends; over other snapshots they fail with
// engines.ErrTxnDone.
type Retainer interface {
	RetainedByCursors()
}

// KeyHead returns key's first 8 bytes, big-endian and zero-padded: in-memory
// trees (MEMORY's, BTREE's memtable) keep it beside each key, so most
// comparisons in a search are decided without following the key pointer,
// which on big trees is a cache miss. For keys a and b, KeyHead(a) <
// KeyHead(b) implies a < b, and equal heads leave the order to the keys.
func KeyHead(key []byte) uint64 {
	var b [8]byte
	copy(b[:], key)
	return binary.BigEndian.Uint64(b[:])
}
