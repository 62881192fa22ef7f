package sqlhandler

import (
	"errors"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"

	"handlerd/engines"
	"handlerd/engines/catalog"
)

// MySQL error numbers go-mysql-server's vitess does not name.
const (
	erOpenAsReadonly       = 1036
	erCantCreateTable      = 1005
	erTableDefChanged      = 1412
	erUnknownStorageEngine = 1286
)

// translate turns engine errors into the MySQL errors clients branch on.
// Errors it does not know pass through unchanged.
func translate(err error) error {
	if err == nil {
		return nil
	}
	var (
		dup      *engines.DuplicateKeyError
		ro       *engines.ReadOnlyError
		noTable  *engines.NoSuchTableError
		unknown  *engines.UnknownEngineError
		dbExists *catalog.DatabaseExistsError
		noDB     *catalog.NoSuchDatabaseError
		tExists  *catalog.TableExistsError
	)
	switch {
	case errors.As(err, &dup):
		// go-mysql-server's kinds, which INSERT IGNORE, REPLACE and ON
		// DUPLICATE KEY UPDATE test for, around MySQL's text (errtext.go
		// strips the kind's words before a client sees it).
		return sql.NewUniqueKeyErr(dup.Error(), dup.Index == engines.PrimaryIndexName, dup.Existing)
	case errors.As(err, &ro):
		return mysql.NewSQLError(erOpenAsReadonly, "HY000", "%s", ro.Error())
	case errors.Is(err, engines.ErrConflict):
		return mysql.NewSQLError(mysql.ERLockDeadlock, "40001", "%s", engines.ErrConflict.Error())
	case errors.Is(err, engines.ErrLockWaitTimeout):
		return mysql.NewSQLError(mysql.ERLockWaitTimeout, "HY000", "%s", engines.ErrLockWaitTimeout.Error())
	case errors.Is(err, engines.ErrLockNotAvailable):
		return mysql.NewSQLError(erLockNowait, "HY000", "%s", engines.ErrLockNotAvailable.Error())
	case errors.Is(err, engines.ErrTableChanged):
		return mysql.NewSQLError(erTableDefChanged, "HY000", "%s", engines.ErrTableChanged.Error())
	// Catalog errors become go-mysql-server's error kinds, which its
	// statements test for (CREATE TABLE IF NOT EXISTS, DROP ... IF EXISTS)
	// and which reach clients with MySQL's codes (1146, 1007, 1049; 1050
	// through errcodes.go).
	case errors.As(err, &noTable):
		return sql.ErrTableNotFound.New(noTable.Table)
	case errors.As(err, &unknown):
		return mysql.NewSQLError(erUnknownStorageEngine, "42000", "%s", unknown.Error())
	case errors.As(err, &dbExists):
		return sql.ErrDatabaseExists.New(dbExists.Name)
	case errors.As(err, &noDB):
		return sql.ErrDatabaseNotFound.New(noDB.Name)
	case errors.As(err, &tExists):
		return sql.ErrTableAlreadyExists.New(tExists.Name)
	}
	return err
}

// Translate is translate for other packages of the SQL front door.
func Translate(err error) error { return translate(err) }
