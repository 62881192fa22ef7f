package engines

import "context"

// Resolver is how the NoSQL front doors (HandlerSocket, memcached) find
// tables: by database and table name, straight from the catalog, with no
// SQL. The returned Table is the current handler of the table; it changes
// when DDL changes the table, so callers resolve again rather than keep it
// across requests for long.
type Resolver interface {
	// OpenTable returns the handler and engine of db.table, or a
	// *NoSuchTableError.
	OpenTable(db, table string) (Table, Engine, error)
}

// NoSuchTableError is MySQL error 1146.
type NoSuchTableError struct{ Database, Table string }

func (e *NoSuchTableError) Error() string {
	return "Table '" + e.Database + "." + e.Table + "' doesn't exist"
}

// Loader is implemented by engines whose tables are written once, whole,
// rather than row by row (S3). ALTER TABLE ... ENGINE= hands them every row
// of the source table in primary key order; the new table becomes visible
// only if Load returns nil.
type Loader interface {
	Load(ctx context.Context, def *TableDef, rows RowIter) error
}

// CommitObserver is told about every committed write, whatever front door
// made it, so caches in front of tables (the query cache, memcached's
// caching policy) can drop what is stale. Tables holds TableDef IDs.
type CommitObserver interface {
	Committed(tables []uint64)
}

// Observable engines accept CommitObservers.
type Observable interface {
	AddObserver(CommitObserver)
}

// Retirer is implemented by engines that can guard a table rebuild: DDL
// that copied a table's rows through tx calls Retire before publishing the
// copy. Retire fails with ErrConflict if the table was written after tx's
// snapshot; after it succeeds, commits to the old table fail with
// ErrTableChanged instead of being lost with the old storage. Unretire
// puts a retired table back into service when the DDL that retired it
// failed and the table keeps its storage.
type Retirer interface {
	Retire(tx Txn, def *TableDef) error
	Unretire(def *TableDef)
}

// Checker is implemented by tables that can verify their own storage
// (CHECK TABLE): it returns the problems found, none when the table is
// consistent.
type Checker interface {
	Check(tx Txn) ([]string, error)
}

// Discoverer is implemented by engines whose tables can exist outside this
// server's catalog: S3 archives live in a bucket several servers share, and
// a table archived or dropped by one server must appear to or vanish from
// the others. The catalog asks the engine when a name misses and
// revalidates what it learnt, both with a short TTL (the calls cost S3
// requests).
type Discoverer interface {
	// DiscoverTables returns the definitions of the tables the engine
	// holds in database db (every database when db is ""). Each has ID 0:
	// the catalog gives it an ID of its own before opening it.
	DiscoverTables(ctx context.Context, db string) ([]*TableDef, error)
	// Revalidate checks that def still describes the table the engine
	// holds under def's name: it returns def when nothing changed, a new
	// definition (ID 0) when another server replaced the table, and nil
	// when the table no longer exists.
	Revalidate(ctx context.Context, def *TableDef) (*TableDef, error)
}

// Redefiner is implemented by engines that keep a copy of a table's
// definition beside its data (S3's manifest). When DDL changes only
// metadata (RENAME TABLE, RENAME INDEX, a comment: the new definition keeps
// the old one's ID and storage), the catalog calls Redefine before
// publishing; an error fails the DDL.
type Redefiner interface {
	Redefine(ctx context.Context, old, new *TableDef) error
}
