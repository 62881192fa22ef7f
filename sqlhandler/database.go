// Package sqlhandler is the SQL front door's storage layer: it implements
// go-mysql-server's provider, database, table and index interfaces over
// handlerd's catalog and handler interface, so SQL reads and writes go to
// the same engines HandlerSocket and memcached use.
package sqlhandler

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/mysql_db"
	"github.com/dolthub/vitess/go/vt/sqlparser"

	"handlerd/engines"
	"handlerd/engines/catalog"
)

// Provider implements sql.DatabaseProvider over the catalog.
type Provider struct {
	cat *catalog.Catalog
	// DefaultEngine names the engine CREATE TABLE uses without ENGINE=
	// when the session's default_storage_engine is unset.
	DefaultEngine string
	// ReopenLogs serves FLUSH LOGS (flush.go): it reopens the error log.
	ReopenLogs func() error
	// FlushStatus serves the server's part of FLUSH STATUS (flush.go):
	// Uptime_since_flush_status and Max_used_connections start again.
	FlushStatus func()
	// Accounts are the server's grant tables: privilege checks
	// (privileges.go; nil allows everything) and SET PASSWORD
	// (password.go).
	Accounts *mysql_db.MySQLDb
}

var (
	_ sql.CollatedDatabaseProvider = (*Provider)(nil)
)

// NewProvider returns the SQL view of a catalog.
func NewProvider(cat *catalog.Catalog, defaultEngine string) *Provider {
	return &Provider{cat: cat, DefaultEngine: defaultEngine}
}

// Catalog returns the catalog behind the provider.
func (p *Provider) Catalog() *catalog.Catalog { return p.cat }

// Database implements sql.DatabaseProvider.
func (p *Provider) Database(ctx *sql.Context, name string) (sql.Database, error) {
	exact, _, ok := p.cat.Database(name)
	if !ok {
		return nil, sql.ErrDatabaseNotFound.New(name)
	}
	return &Database{p: p, name: exact}, nil
}

// HasDatabase implements sql.DatabaseProvider.
func (p *Provider) HasDatabase(ctx *sql.Context, name string) bool {
	_, _, ok := p.cat.Database(name)
	return ok
}

// AllDatabases implements sql.DatabaseProvider.
func (p *Provider) AllDatabases(ctx *sql.Context) []sql.Database {
	names := p.cat.Databases()
	out := make([]sql.Database, len(names))
	for i, n := range names {
		out[i] = &Database{p: p, name: n}
	}
	return out
}

// CreateDatabase implements sql.MutableDatabaseProvider.
func (p *Provider) CreateDatabase(ctx *sql.Context, name string) error {
	return p.CreateCollatedDatabase(ctx, name, sql.Collation_Unspecified)
}

// CreateCollatedDatabase implements sql.CollatedDatabaseProvider. A
// database created without CHARACTER SET or COLLATE gets collation_server,
// as in MySQL: go-mysql-server passes its own default (utf8mb4_0900_bin,
// case-sensitive) instead, so the statement text says which it was.
func (p *Provider) CreateCollatedDatabase(ctx *sql.Context, name string, coll sql.CollationID) error {
	if coll == sql.Collation_Unspecified || (coll == sql.Collation_Default && !explicitDatabaseCollation(ctx)) {
		coll = ServerCollation(ctx)
	}
	return translate(p.cat.CreateDatabase(name, coll))
}

// explicitDatabaseCollation reports whether the statement being run is a
// CREATE DATABASE naming a character set or collation.
func explicitDatabaseCollation(ctx *sql.Context) bool {
	q := ctx.Query()
	if q == "" {
		return false
	}
	stmt, err := sqlparser.Parse(q)
	if err != nil {
		return false
	}
	d, ok := stmt.(*sqlparser.DBDDL)
	return ok && len(d.CharsetCollate) > 0
}

// ServerCollation is the session's collation_server: the collation of
// databases created without one (handlerd's default is MySQL 8's,
// utf8mb4_0900_ai_ci; config/options.go).
func ServerCollation(ctx *sql.Context) sql.CollationID {
	if v, err := ctx.GetSessionVariable(ctx, "collation_server"); err == nil {
		if s, ok := v.(string); ok {
			if c, err := sql.ParseCollation("", s, false); err == nil && c != sql.Collation_Unspecified {
				return c
			}
		}
	}
	return sql.Collation_Default
}

// DropDatabase implements sql.MutableDatabaseProvider.
func (p *Provider) DropDatabase(ctx *sql.Context, name string) error {
	return translate(p.cat.DropDatabase(name))
}

// Database implements sql.Database and the DDL interfaces over one catalog
// database.
type Database struct {
	p    *Provider
	name string
}

var (
	_ sql.TableCreator        = (*Database)(nil)
	_ sql.IndexedTableCreator = (*Database)(nil)
	_ sql.TableDropper        = (*Database)(nil)
	_ sql.TableRenamer        = (*Database)(nil)
	_ sql.CollatedDatabase    = (*Database)(nil)
)

// Name implements sql.Database.
func (d *Database) Name() string { return d.name }

// GetTableInsensitive implements sql.Database.
func (d *Database) GetTableInsensitive(ctx *sql.Context, name string) (sql.Table, bool, error) {
	if t := d.tempTable(ctx, name); t != nil { // temporary tables hide base tables
		return t, true, nil
	}
	def, ok := d.p.cat.Table(d.name, name)
	if s := sessionOf(ctx); s != nil && s.alter != nil {
		if a := s.alter.of(d.name, name); a != nil { // the ALTER TABLE running here sees its own stage
			def, ok = a.Current(), true
		}
	}
	if !ok {
		return nil, false, nil
	}
	t, err := newTable(d, def)
	if err != nil {
		return nil, false, err
	}
	return t, true, nil
}

// GetTableNames implements sql.Database.
func (d *Database) GetTableNames(ctx *sql.Context) ([]string, error) {
	defs, err := d.p.cat.Tables(d.name)
	if err != nil {
		return nil, translate(err)
	}
	names := make([]string, len(defs))
	for i, def := range defs {
		names[i] = def.Name
	}
	return names, nil
}

// GetCollation implements sql.CollatedDatabase.
func (d *Database) GetCollation(ctx *sql.Context) sql.CollationID {
	_, coll, _ := d.p.cat.Database(d.name)
	if coll == sql.Collation_Unspecified { // made before databases kept their collation
		return ServerCollation(ctx)
	}
	return coll
}

// SetCollation implements sql.CollatedDatabase.
func (d *Database) SetCollation(ctx *sql.Context, coll sql.CollationID) error {
	return translate(d.p.cat.SetDatabaseCollation(d.name, coll))
}

// CreateTable implements sql.TableCreator.
func (d *Database) CreateTable(ctx *sql.Context, name string, sch sql.PrimaryKeySchema, coll sql.CollationID, comment string) error {
	return d.createTable(ctx, name, sch, nil, coll, comment)
}

// CreateIndexedTable implements sql.IndexedTableCreator: the IndexDef is the
// primary key; prefix lengths on it are refused.
func (d *Database) CreateIndexedTable(ctx *sql.Context, name string, sch sql.PrimaryKeySchema, idx sql.IndexDef, coll sql.CollationID) error {
	if err := noPrefixPrimaryKey(idx.Columns); err != nil {
		return err
	}
	return d.createTable(ctx, name, sch, &idx, coll, "")
}

func (d *Database) createTable(ctx *sql.Context, name string, sch sql.PrimaryKeySchema, _ *sql.IndexDef, coll sql.CollationID, comment string) error {
	def, err := d.newDef(ctx, name, sch, coll, comment)
	if err != nil {
		return err
	}
	return translate(d.p.cat.CreateTable(def))
}

// newDef builds the definition of a new table from the statement: the
// engine and the options go-mysql-server does not pass on come from the
// query text. The table ID is allocated here.
func (d *Database) newDef(ctx *sql.Context, name string, sch sql.PrimaryKeySchema, coll sql.CollationID, comment string) (*engines.TableDef, error) {
	opts := tableOptionsFromQuery(ctx)
	engine := opts.engine
	if engine == "" {
		engine = d.p.defaultEngine(ctx)
	}
	canonical, ok := engines.CanonicalName(engine)
	if !ok {
		return nil, translate(&engines.UnknownEngineError{Name: engine})
	}
	if canonical == engines.S3 {
		return nil, errCreateS3(d.name, name)
	}
	if opts.comment != "" && comment == "" {
		comment = opts.comment
	}
	def := &engines.TableDef{
		Database: d.name, Name: name, Engine: canonical, Collation: coll, Comment: comment,
		Options: opts.engineOptions, AutoIncrementStart: opts.autoIncrement, NextIndexID: 1,
	}
	def.Schema = sch.Schema.Copy()
	for _, c := range def.Schema {
		c.Source, c.DatabaseSource = name, d.name
	}
	def.PrimaryKey = append([]int(nil), sch.PkOrdinals...)
	id, err := d.p.cat.AllocateID()
	if err != nil {
		return nil, err
	}
	def.ID = id
	return def, nil
}

// DropTable implements sql.TableDropper.
func (d *Database) DropTable(ctx *sql.Context, name string) error {
	if dropped, err := d.dropTempTable(ctx, name); dropped || err != nil {
		return err
	}
	return translate(d.p.cat.DropTable(d.name, name))
}

// RenameTable implements sql.TableRenamer.
func (d *Database) RenameTable(ctx *sql.Context, oldName, newName string) error {
	def, ok := d.p.cat.Table(d.name, oldName)
	if !ok {
		return translate(&engines.NoSuchTableError{Database: d.name, Table: oldName})
	}
	next := def.Clone()
	next.Name = newName
	for _, c := range next.Schema {
		c.Source = newName
	}
	return translate(d.p.cat.Replace(def, next))
}

func (p *Provider) defaultEngine(ctx *sql.Context) string {
	if v, err := ctx.GetSessionVariable(ctx, "default_storage_engine"); err == nil {
		if s, ok := v.(string); ok && s != "" {
			return s
		}
	}
	return p.DefaultEngine
}
