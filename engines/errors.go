package engines

import (
	"errors"
	"fmt"

	"github.com/dolthub/go-mysql-server/sql"
)

var (
	// ErrConflict: the transaction was chosen as a deadlock victim, or
	// wrote a row it had read before another transaction's newer commit of
	// it (MySQL error 1213). The transaction is rolled back; retry it.
	ErrConflict = errors.New("Deadlock found when trying to get lock; try restarting transaction")
	// ErrLockWaitTimeout: a row lock stayed held by another transaction for
	// longer than the transaction's lock wait (MySQL error 1205; the
	// statement fails, the transaction goes on).
	ErrLockWaitTimeout = errors.New("Lock wait timeout exceeded; try restarting transaction")
	// ErrLockNotAvailable: a NOWAIT locking read met a row another
	// transaction has locked (MySQL error 3572; the statement fails, the
	// transaction goes on).
	ErrLockNotAvailable = errors.New("Statement aborted because lock(s) could not be acquired immediately and NOWAIT is set.")
	// ErrTxnDone: the transaction already committed or rolled back.
	ErrTxnDone = errors.New("transaction already finished")
	// ErrTableChanged: DDL replaced the table after the transaction used it
	// (MySQL error 1412).
	ErrTableChanged = errors.New("Table definition has changed, please retry transaction")
	// ErrNotFound: a row to update or delete no longer exists.
	ErrNotFound = errors.New("row not found")
)

// ReadOnlyError is returned by writes to a table that cannot change
// (MySQL error 1036).
type ReadOnlyError struct{ Table string }

func (e *ReadOnlyError) Error() string { return fmt.Sprintf("Table '%s' is read only", e.Table) }

// DuplicateKeyError reports a write that would repeat a unique key
// (MySQL error 1062). Existing is the row already holding the key; SQL needs
// it for INSERT IGNORE, REPLACE and ON DUPLICATE KEY UPDATE.
type DuplicateKeyError struct {
	Table    string // the table's name
	Index    string // index name; PRIMARY for the primary key
	Key      string // the key as MySQL prints it, e.g. "1-abc"
	Existing sql.Row
}

// Error is MySQL 8's text, which names the key table.index (since 8.0.19).
func (e *DuplicateKeyError) Error() string {
	key := e.Index
	if e.Table != "" {
		key = e.Table + "." + e.Index
	}
	return fmt.Sprintf("Duplicate entry '%s' for key '%s'", e.Key, key)
}

// UnsupportedError reports an operation an engine does not offer.
type UnsupportedError struct{ Engine, What string }

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("The storage engine for the table doesn't support %s", e.What)
}
