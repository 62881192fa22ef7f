// Package engines defines the handler interface: the one contract between
// handlerd's front doors (SQL, HandlerSocket, memcached) and its storage
// engines (BTREE, MEMORY, S3).
//
// The shape follows what HandlerSocket, the most demanding caller, needs:
// open a table and an index, position on a key prefix with = > >= < <=, walk
// forward or backward, fetch by primary key, insert (learning the
// AUTO_INCREMENT value), update and delete found rows, and commit several
// writes as one transaction. SQL adds full scans, planner ranges, exact row
// counts and multi-statement transactions; memcached adds get/set by a unique
// key. Rows are sql.Row values with go-mysql-server's Go types, so every front
// door sees exactly the same data.
//
// Transactions: a Txn reads one snapshot and buffers its writes privately;
// Commit publishes them atomically. Readers never block writers. Writers
// lock the rows they write, and locking reads (ReadRequest.ForUpdate) the
// rows they read, until they end: a second writer of a row waits, then
// works on the newest version, as with InnoDB's row locks. A deadlock, or a
// write of a row read (without a lock) before another transaction's newer
// commit of it, fails with ErrConflict (MySQL error 1213) and rolls the
// transaction back; it may simply be retried.
package engines

import (
	"context"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
)

// Engine is one storage engine.
type Engine interface {
	// Name is the canonical engine name shown to users (BTREE, MEMORY, S3).
	Name() string
	// Open returns the handler for a table. Opening is cheap for tables the
	// engine has already prepared; handlers are shared by all sessions.
	Open(def *TableDef) (Table, error)
	// CreateTable prepares storage for a new, empty table.
	CreateTable(def *TableDef) error
	// DropTable removes a table's rows and storage.
	DropTable(def *TableDef) error
	// Begin starts a transaction over every table of this engine.
	Begin(opts TxOptions) (Txn, error)
	// Close releases the engine's resources; committed data stays durable.
	Close() error
}

// TxOptions configure a transaction.
type TxOptions struct {
	// ReadOnly transactions refuse writes and never conflict.
	ReadOnly bool
	// LockWait bounds how long a write waits for another transaction's
	// row lock before failing with ErrLockWaitTimeout (MySQL's
	// innodb_lock_wait_timeout); 0 means the engine's default.
	LockWait time.Duration
	// Private transactions only write tables nobody else can reach yet
	// (the copy DDL fills before switching to it); engines skip conflict
	// bookkeeping for them.
	Private bool
}

// Txn is a transaction on one engine. A Txn is used by one goroutine at a
// time.
type Txn interface {
	// Savepoint marks the current write set; RollbackTo undoes every write
	// made after the mark (statement atomicity and SQL SAVEPOINT).
	Savepoint() Savepoint
	RollbackTo(Savepoint)
	// Refresh moves the read snapshot to the newest committed state while
	// keeping the writes made so far (READ COMMITTED).
	Refresh() error
	// Dirty reports whether the transaction has written anything.
	Dirty() bool
	// Commit publishes the writes atomically and durably (per the engine's
	// durability setting). The Txn is finished afterwards either way.
	Commit(ctx context.Context) error
	// Rollback discards the writes. It is safe to call after Commit.
	Rollback()
}

// StatementTxn is an optional Txn capability the SQL front door uses for
// statement-level read consistency. Between PushStatement and the
// PopStatements that ends it, Read sees the transaction's own writes as
// they were at PushStatement, as a MySQL statement does: an UPDATE or
// DELETE over a join, or an INSERT ... SELECT from its own table, never
// reads rows the statement itself wrote. Write checks (duplicate keys)
// still see every write. Statements nest (a trigger's statement inside
// the statement firing it); PopStatements(level) ends the statement
// pushed at that level and every later one.
type StatementTxn interface {
	PushStatement()
	PopStatements(level int)
}

// Aborter is an optional Txn capability: Aborted reports that the
// transaction was rolled back by the engine (a deadlock victim: error
// 1213), so the front door ends it as MySQL does, and the session's next
// statement starts afresh.
type Aborter interface {
	Aborted() bool
}

// Savepoint is a position in a transaction's write set.
type Savepoint int

// Table is the handler of one open table. All methods take the transaction
// they run in; a Txn from another engine is a programming error.
type Table interface {
	Def() *TableDef

	// Get fetches a row by its full primary key.
	Get(tx Txn, pk []any) (sql.Row, bool, error)
	// Read positions on an index and returns the rows in index order (or
	// reverse order), bounded by r.
	Read(tx Txn, r ReadRequest) (RowIter, error)
	// RowCount is the exact number of rows the transaction sees.
	RowCount(tx Txn) (uint64, error)

	// Insert adds a row. If the table has an AUTO_INCREMENT column and the
	// row holds NULL or 0 there, the next value is assigned (in row) and
	// returned; otherwise the returned id is 0. A duplicate key yields a
	// *DuplicateKeyError.
	Insert(tx Txn, row sql.Row) (uint64, error)
	// Update replaces old (a row previously read) with new.
	Update(tx Txn, old, new sql.Row) error
	// Delete removes a row previously read.
	Delete(tx Txn, row sql.Row) error
	// Truncate removes every row and resets AUTO_INCREMENT; it returns the
	// number of rows removed.
	Truncate(tx Txn) (uint64, error)

	// NextAutoIncrement returns the value an insert of given (the value the
	// statement supplied, or nil) should use, and moves the counter past it.
	NextAutoIncrement(given any) (uint64, error)
	// PeekAutoIncrement returns the next value without consuming it.
	PeekAutoIncrement() uint64
	// SetAutoIncrement moves the counter (ALTER TABLE ... AUTO_INCREMENT=n,
	// TRUNCATE); the counter never goes below the largest value tx sees
	// + 1, and tx's commit stores it.
	SetAutoIncrement(tx Txn, next uint64) error

	// DataLength is an estimate of the bytes the table's rows occupy.
	DataLength() uint64
}

// ColumnGetter is an optional Table capability: Get that decodes only the
// columns want marks (by ordinal; see ColumnMask) and leaves the others
// nil. A point read that returns a few columns of a wide row skips
// converting the rest. A nil want reads every column, as Get does.
type ColumnGetter interface {
	GetColumns(tx Txn, pk []any, want []bool) (sql.Row, bool, error)
}

// ColumnMask marks the ordinals cols (as in ReadRequest.Columns) among n
// columns, for ColumnGetter; nil cols gives nil (every column).
func ColumnMask(n int, cols []int) []bool {
	if cols == nil {
		return nil
	}
	want := make([]bool, n)
	for _, o := range cols {
		if o >= 0 && o < n {
			want[o] = true
		}
	}
	return want
}

// ExactInserter is an optional Table capability for the SQL front door.
// go-mysql-server assigns AUTO_INCREMENT values itself (through
// NextAutoIncrement) before a row reaches the table, so InsertExact stores
// the row as given: a 0 stays 0 (sql_mode NO_AUTO_VALUE_ON_ZERO), a
// negative value stays negative, and the counter only moves past a larger
// value. It fails like Insert otherwise.
type ExactInserter interface {
	InsertExact(tx Txn, row sql.Row) error
}

// Op is a HandlerSocket-style positioning operator.
type Op int

const (
	OpEQ Op = iota // = : rows whose key starts with the prefix
	OpGT           // >  : rows after every key with the prefix, ascending
	OpGE           // >= : rows from the prefix on, ascending
	OpLT           // <  : rows before every key with the prefix, descending
	OpLE           // <= : rows up to the last key with the prefix, descending
)

// Bound is one end of a range: a prefix of the index's key values. An
// inclusive bound includes every key that starts with the prefix; an
// exclusive bound excludes them all. A nil *Bound is unbounded. A nil value
// in Key is SQL NULL, which sorts before every other value.
type Bound struct {
	Key       []any
	Inclusive bool
}

// ReadRequest selects rows of one index.
type ReadRequest struct {
	// Index is the index number (0 = primary key; see TableDef.IndexNumber).
	Index        int
	Lower, Upper *Bound
	// Reverse returns rows in descending key order.
	Reverse bool
	// Columns, when non-nil, lists the ordinals the caller will look at;
	// engines may leave the other columns nil.
	Columns []int
	// ForUpdate makes a locking read, as an UPDATE, a DELETE or SELECT ...
	// FOR UPDATE does in InnoDB: each row is locked as it is returned and
	// is its newest committed version (or the transaction's own), not the
	// snapshot's; rows deleted, or moved out of the range, since the
	// snapshot are skipped.
	ForUpdate bool
	// Latest, with ForUpdate, reads the newest committed rows rather than
	// the snapshot's, so rows committed since the snapshot are found too
	// (InnoDB's locking reads are such current reads). Foreign key checks
	// need it: a parent's delete must see the child a transaction that
	// held the parent row's lock committed after the snapshot was taken.
	Latest bool
	// LockWait is what a locking read does at a row another transaction
	// has locked.
	LockWait LockWait
}

// LockWait is a locking read's behaviour at a row another transaction has
// locked: MySQL 8's FOR UPDATE / FOR SHARE options.
type LockWait uint8

const (
	// LockWaitBlock waits for the lock (up to the lock wait timeout).
	LockWaitBlock LockWait = iota
	// LockNoWait fails the read with ErrLockNotAvailable (NOWAIT).
	LockNoWait
	// LockSkipLocked leaves the row out (SKIP LOCKED): job queues take
	// the first row no other worker holds.
	LockSkipLocked
)

// RangeFor turns a HandlerSocket operator and key prefix into a request.
func RangeFor(index int, op Op, key []any) ReadRequest {
	b := &Bound{Key: key, Inclusive: true}
	switch op {
	case OpEQ:
		return ReadRequest{Index: index, Lower: b, Upper: b}
	case OpGT:
		return ReadRequest{Index: index, Lower: &Bound{Key: key}}
	case OpGE:
		return ReadRequest{Index: index, Lower: b}
	case OpLT:
		return ReadRequest{Index: index, Upper: &Bound{Key: key}, Reverse: true}
	default: // OpLE
		return ReadRequest{Index: index, Upper: b, Reverse: true}
	}
}

// RowIter yields rows; Next returns io.EOF after the last one. Rows returned
// are owned by the caller.
type RowIter interface {
	Next() (sql.Row, error)
	Close() error
}
