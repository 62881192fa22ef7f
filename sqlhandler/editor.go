package sqlhandler

import (
	"errors"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// editor applies one statement's writes to one table. Statement atomicity
// comes from a savepoint in the session's transaction: a failed statement
// (DiscardChanges) undoes exactly its own writes.
type editor struct {
	t    *Table
	mark int
	// stmt is the statement level whose read view the statement uses:
	// its reads do not see its own writes (engines.StatementTxn).
	stmt int
	// began is false until StatementBegin; writes outside Begin/Complete
	// (go-mysql-server's table rewrites) need no savepoint.
	began bool
}

var (
	_ sql.RowInserter = (*editor)(nil)
	_ sql.RowUpdater  = (*editor)(nil)
	_ sql.RowDeleter  = (*editor)(nil)
	_ sql.RowReplacer = (*editor)(nil)
)

// Inserter implements sql.InsertableTable.
func (t *Table) Inserter(*sql.Context) sql.RowInserter { return &editor{t: t} }

// Updater implements sql.UpdatableTable.
func (t *Table) Updater(*sql.Context) sql.RowUpdater { return &editor{t: t} }

// Deleter implements sql.DeletableTable.
func (t *Table) Deleter(*sql.Context) sql.RowDeleter { return &editor{t: t} }

// Replacer implements sql.ReplaceableTable.
func (t *Table) Replacer(*sql.Context) sql.RowReplacer { return &editor{t: t} }

func (e *editor) StatementBegin(ctx *sql.Context) {
	if set := txnSet(ctx); set != nil {
		// Make sure the engine's transaction exists before the mark, so
		// rolling back to it undoes this statement only.
		if _, err := e.t.txn(ctx); err == nil {
			e.mark, e.began = set.Savepoint(), true
			e.stmt = set.BeginStatement()
		}
	}
}

func (e *editor) DiscardChanges(ctx *sql.Context, _ error) error {
	if set := txnSet(ctx); set != nil && e.began {
		set.RollbackTo(e.mark)
		set.Release(e.mark)
		set.EndStatement(e.stmt)
		e.began = false
	}
	return nil
}

func (e *editor) StatementComplete(ctx *sql.Context) error {
	if set := txnSet(ctx); set != nil && e.began {
		set.Release(e.mark)
		set.EndStatement(e.stmt)
		e.began = false
	}
	return nil
}

func (e *editor) Close(*sql.Context) error { return nil }

func (e *editor) Insert(ctx *sql.Context, row sql.Row) error {
	if err := divisionByZero(ctx); err != nil {
		return err
	}
	tx, err := e.t.txn(ctx)
	if err != nil {
		return err
	}
	return translate(InsertRow(e.t.handler, tx, row))
}

// InsertRow stores a row whose AUTO_INCREMENT value is already assigned
// (go-mysql-server does it, or the fast path as it would): under
// NO_AUTO_VALUE_ON_ZERO a 0 must be stored as 0.
func InsertRow(h engines.Table, tx engines.Txn, row sql.Row) error {
	if ex, ok := h.(engines.ExactInserter); ok {
		return ex.InsertExact(tx, row)
	}
	_, err := h.Insert(tx, row)
	return err
}

func (e *editor) Update(ctx *sql.Context, old, new sql.Row) error {
	if err := divisionByZero(ctx); err != nil {
		return err
	}
	tx, err := e.t.txn(ctx)
	if err != nil {
		return err
	}
	return translate(e.t.handler.Update(tx, old, new))
}

func (e *editor) Delete(ctx *sql.Context, row sql.Row) error {
	tx, err := e.t.txn(ctx)
	if err != nil {
		return err
	}
	err = e.t.handler.Delete(tx, row)
	if errors.Is(err, engines.ErrNotFound) {
		return nil // already gone in this transaction: nothing to do
	}
	return translate(err)
}

// Truncate implements sql.TruncateableTable.
func (t *Table) Truncate(ctx *sql.Context) (int, error) {
	tx, err := t.txn(ctx)
	if err != nil {
		return 0, err
	}
	n, err := t.handler.Truncate(tx)
	return int(n), translate(err)
}
