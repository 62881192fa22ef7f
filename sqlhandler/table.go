package sqlhandler

import (
	"fmt"
	"io"
	"sync"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// Table is go-mysql-server's view of one table: reads and writes go through
// the table's handler in the session's transaction on its engine.
type Table struct {
	db      *Database
	def     *engines.TableDef
	handler engines.Table
	engine  engines.Engine
	// lookup is set on the copies IndexedAccess returns.
	lookup *sql.IndexLookup
	// temp marks a session's temporary table (temptables.go).
	temp bool
	// fkRead marks the copies a foreign key's lookups read through: their
	// reads lock (foreignkeys.go).
	fkRead bool
}

var (
	_ sql.Table                    = (*Table)(nil)
	_ sql.IndexAddressable         = (*Table)(nil)
	_ sql.IndexedTable             = (*Table)(nil)
	_ sql.InsertableTable          = (*Table)(nil)
	_ sql.UpdatableTable           = (*Table)(nil)
	_ sql.DeletableTable           = (*Table)(nil)
	_ sql.ReplaceableTable         = (*Table)(nil)
	_ sql.TruncateableTable        = (*Table)(nil)
	_ sql.AutoIncrementTable       = (*Table)(nil)
	_ sql.StatisticsTable          = (*Table)(nil)
	_ sql.CommentedTable           = (*Table)(nil)
	_ sql.PrimaryKeyTable          = (*Table)(nil)
	_ sql.Databaseable             = (*Table)(nil)
	_ sql.AlterableTable           = (*Table)(nil)
	_ sql.RewritableTable          = (*Table)(nil)
	_ sql.IndexAlterableTable      = (*Table)(nil)
	_ sql.PrimaryKeyAlterableTable = (*Table)(nil)
)

func newTable(db *Database, def *engines.TableDef) (*Table, error) {
	h, e, err := db.p.cat.Handler(def)
	if err != nil {
		return nil, translate(err)
	}
	return &Table{db: db, def: def, handler: h, engine: e}, nil
}

// Def returns the definition this table object was made from.
func (t *Table) Def() *engines.TableDef { return t.def }

// Engine returns the table's engine.
func (t *Table) Engine() engines.Engine { return t.engine }

func (t *Table) Name() string               { return t.def.Name }
func (t *Table) String() string             { return t.def.Name }
func (t *Table) Schema() sql.Schema         { return t.def.Schema }
func (t *Table) Collation() sql.CollationID { return t.def.Collation }
func (t *Table) Comment() string            { return t.def.Comment }
func (t *Table) Database() string           { return t.def.Database }
func (t *Table) PrimaryKeySchema() sql.PrimaryKeySchema {
	return sql.NewPrimaryKeySchema(t.def.Schema, t.def.PrimaryKey...)
}

func (t *Table) txn(ctx *sql.Context) (engines.Txn, error) {
	if t.temp {
		set := txnSet(ctx)
		if set == nil {
			return nil, fmt.Errorf("no transaction in progress (session type %T)", ctx.Session)
		}
		return set.ForPrivate(t.engine)
	}
	return txnFor(ctx, t.engine)
}

// readTxn returns the session's transaction on the table's engine or, when
// the context carries none, a read-only transaction of the caller's own
// that done ends. go-mysql-server's analyzer asks tables for row counts
// (index costing) through contexts that never started a transaction, such
// as Analyzer.Analyze called directly; failing there makes it panic.
func (t *Table) readTxn(ctx *sql.Context) (tx engines.Txn, done func(), err error) {
	if txnSet(ctx) != nil {
		tx, err = t.txn(ctx)
		return tx, func() {}, err
	}
	if tx, err = t.engine.Begin(engines.TxOptions{ReadOnly: true}); err != nil {
		return nil, nil, translate(err)
	}
	return tx, tx.Rollback, nil
}

// partition carries no data: a table is read as one partition, ranges
// come from the lookup.
type partition struct{}

func (partition) Key() []byte { return []byte("all") }

type onePartition struct{ done bool }

func (p *onePartition) Next(*sql.Context) (sql.Partition, error) {
	if p.done {
		return nil, io.EOF
	}
	p.done = true
	return partition{}, nil
}
func (p *onePartition) Close(*sql.Context) error { return nil }

// Partitions implements sql.Table.
func (t *Table) Partitions(*sql.Context) (sql.PartitionIter, error) { return &onePartition{}, nil }

// LookupPartitions implements sql.IndexedTable.
func (t *Table) LookupPartitions(ctx *sql.Context, l sql.IndexLookup) (sql.PartitionIter, error) {
	return &onePartition{}, nil
}

// PartitionRows implements sql.Table: a full scan in primary key order, or
// the ranges of the lookup this table was made for.
func (t *Table) PartitionRows(ctx *sql.Context, _ sql.Partition) (sql.RowIter, error) {
	tx, done, err := t.readTxn(ctx)
	if err != nil {
		return nil, err
	}
	// How each read locks: as the statement asks, or as a foreign key's
	// lookup always does (a current read that waits).
	var lock engines.ReadRequest
	lock.ForUpdate, lock.LockWait = lockingRead(ctx)
	if t.fkRead {
		lock = engines.ReadRequest{ForUpdate: true, Latest: true, LockWait: engines.LockWaitBlock}
	}
	if t.lookup == nil {
		it, err := t.handler.Read(tx, lock)
		if err != nil {
			done()
			return nil, translate(err)
		}
		return trackIter(ctx, &rowIter{it: it, done: done}), nil
	}
	reqs, err := lookupRequests(t.def, *t.lookup)
	if err != nil {
		done()
		return nil, err
	}
	for i := range reqs {
		reqs[i].req.ForUpdate, reqs[i].req.Latest, reqs[i].req.LockWait = lock.ForUpdate, lock.Latest, lock.LockWait
	}
	return trackIter(ctx, &rangesIter{t: t, tx: tx, reqs: reqs, done: done}), nil
}

// trackIter registers an iterator with the session, which closes it when
// the command ends if go-mysql-server has not (it abandons some, such as
// a LIMIT under a hash join): an open BTREE cursor keeps its bbolt read
// transaction, and every page that transaction can see, alive.
func trackIter(ctx *sql.Context, it sql.RowIter) sql.RowIter {
	s := sessionOf(ctx)
	if s == nil {
		return it
	}
	s.iters.add(it)
	return &trackedIter{RowIter: it, s: s}
}

type trackedIter struct {
	sql.RowIter
	s *Session
}

func (t *trackedIter) Close(ctx *sql.Context) error {
	t.s.iters.remove(t.RowIter)
	return t.RowIter.Close(ctx)
}

// openIters are a session's open row iterators.
type openIters struct {
	mu sync.Mutex
	m  map[sql.RowIter]struct{}
}

func (o *openIters) add(it sql.RowIter) {
	o.mu.Lock()
	if o.m == nil {
		o.m = map[sql.RowIter]struct{}{}
	}
	o.m[it] = struct{}{}
	o.mu.Unlock()
}

func (o *openIters) remove(it sql.RowIter) {
	o.mu.Lock()
	delete(o.m, it)
	o.mu.Unlock()
}

// closeAll closes the iterators still open.
func (o *openIters) closeAll(ctx *sql.Context) {
	o.mu.Lock()
	m := o.m
	o.m = nil
	o.mu.Unlock()
	for it := range m {
		it.Close(ctx)
	}
}

// rowIter adapts an engines.RowIter, stopping when the query is killed.
type rowIter struct {
	it   engines.RowIter
	done func() // ends a transaction of the iterator's own
}

func (r *rowIter) Next(ctx *sql.Context) (sql.Row, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	row, err := r.it.Next()
	if err != nil && err != io.EOF {
		return nil, translate(err)
	}
	return row, err
}

func (r *rowIter) Close(*sql.Context) error {
	err := r.it.Close()
	r.done()
	return err
}

// rangesIter reads several ranges of one index in turn.
type rangesIter struct {
	t    *Table
	tx   engines.Txn
	reqs []rangeRead
	cur  engines.RowIter
	// curRange is the range cur reads, when its rows need checking.
	curRange sql.MySQLRange
	curCols  []int
	done     func() // ends a transaction of the iterator's own
}

func (r *rangesIter) Next(ctx *sql.Context) (sql.Row, error) {
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if r.cur == nil {
			if len(r.reqs) == 0 {
				return nil, io.EOF
			}
			it, err := r.t.handler.Read(r.tx, r.reqs[0].req)
			if err != nil {
				return nil, translate(err)
			}
			r.cur, r.curRange, r.curCols = it, r.reqs[0].check, r.reqs[0].cols
			r.reqs = r.reqs[1:]
		}
		row, err := r.cur.Next()
		if err == io.EOF {
			r.cur.Close()
			r.cur = nil
			continue
		}
		if err != nil {
			return nil, translate(err)
		}
		if r.curRange != nil {
			if ok, err := inRange(ctx, r.curRange, r.curCols, row); err != nil {
				return nil, err
			} else if !ok {
				continue
			}
		}
		return row, nil
	}
}

func (r *rangesIter) Close(*sql.Context) error {
	var err error
	if r.cur != nil {
		err = r.cur.Close()
		r.cur = nil
	}
	r.done()
	return err
}

// RowCount implements sql.StatisticsTable: exact, as the session sees it,
// so COUNT(*) without WHERE is answered without a scan.
func (t *Table) RowCount(ctx *sql.Context) (uint64, bool, error) {
	tx, done, err := t.readTxn(ctx)
	if err != nil {
		return 0, false, err
	}
	defer done()
	n, err := t.handler.RowCount(tx)
	if err != nil {
		return 0, false, translate(err)
	}
	return n, true, nil
}

// DataLength implements sql.StatisticsTable.
func (t *Table) DataLength(*sql.Context) (uint64, error) { return t.handler.DataLength(), nil }

// PeekNextAutoIncrementValue implements sql.AutoIncrementGetter.
// A table without an AUTO_INCREMENT column reports 0, which
// go-mysql-server reads as "none" (SHOW CREATE TABLE, information_schema).
func (t *Table) PeekNextAutoIncrementValue(*sql.Context) (uint64, error) {
	if t.def.AutoIncrementColumn() < 0 {
		return 0, nil
	}
	return t.handler.PeekAutoIncrement(), nil
}

// GetNextAutoIncrementValue implements sql.AutoIncrementTable. Unlike
// go-mysql-server's memory engine, a NULL or 0 consumes the value, so
// concurrent inserts never pick the same one.
func (t *Table) GetNextAutoIncrementValue(ctx *sql.Context, insertVal interface{}) (uint64, error) {
	v, err := t.handler.NextAutoIncrement(insertVal)
	return v, translate(err)
}

// AutoIncrementSetter implements sql.AutoIncrementTable.
func (t *Table) AutoIncrementSetter(*sql.Context) sql.AutoIncrementSetter { return autoIncSetter{t} }

type autoIncSetter struct{ t *Table }

func (s autoIncSetter) SetAutoIncrementValue(ctx *sql.Context, v uint64) error {
	tx, err := s.t.txn(ctx)
	if err != nil {
		return err
	}
	return translate(s.t.handler.SetAutoIncrement(tx, v))
}
func (s autoIncSetter) AcquireAutoIncrementLock(*sql.Context) (func(), error) {
	return func() {}, nil
}
func (s autoIncSetter) Close(*sql.Context) error { return nil }

// GetIndexes implements sql.IndexAddressable.
func (t *Table) GetIndexes(*sql.Context) ([]sql.Index, error) {
	// In MySQL's order (PRIMARY, unique keys, the rest), which SHOW INDEX
	// and SHOW CREATE TABLE print.
	keys := t.def.KeyOrder()
	out := make([]sql.Index, len(keys))
	for i, n := range keys {
		out[i] = newIndex(t.def, n)
	}
	return out, nil
}

// IndexedAccess implements sql.IndexAddressable.
func (t *Table) IndexedAccess(_ *sql.Context, l sql.IndexLookup) sql.IndexedTable {
	c := *t
	c.lookup = &l
	return &c
}

// PreciseMatch implements sql.IndexAddressable: ranges over several key
// columns are read as one key range (a superset), prefix indexes and
// collations can match more, so go-mysql-server keeps its filter.
func (t *Table) PreciseMatch() bool { return false }

func (t *Table) errf(format string, args ...any) error {
	return fmt.Errorf("table %s: "+format, append([]any{t.def.QualifiedName()}, args...)...)
}

var _ sql.TemporaryTable = (*Table)(nil)

// IsTemporary implements sql.TemporaryTable (CREATE TEMPORARY TABLE).
// go-mysql-server's check for writes in a READ ONLY transaction
// dereferences every written table as a sql.TemporaryTable, so every table
// must implement it.
func (t *Table) IsTemporary() bool { return t.temp }
