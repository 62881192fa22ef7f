package sqlhandler

import (
	"log/slog"
	"sort"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// Temporary tables (CREATE TEMPORARY TABLE) belong to one session: they
// are not in the catalog, other sessions never see them, they hide a base
// table of the same name, and they are dropped when the session ends. Their
// rows live in the engine the statement names (or the default one) under a
// table ID of their own, so reads and writes go through the session's
// transaction (a private part of it, writable in READ ONLY transactions as
// in MySQL); storage a crash leaves behind is freed by the engine's sweep
// of IDs the catalog does not know. DDL other than CREATE and DROP is
// refused on them.

type tempTable struct {
	def     *engines.TableDef
	engine  engines.Engine
	handler engines.Table
}

var (
	_ sql.TemporaryTableCreator  = (*Database)(nil)
	_ sql.TemporaryTableDatabase = (*Database)(nil)
)

func tempKey(db, name string) string { return strings.ToLower(db) + "\x00" + strings.ToLower(name) }

func sessionOf(ctx *sql.Context) *Session {
	if ctx == nil {
		return nil
	}
	s, _ := ctx.Session.(*Session)
	return s
}

// CreateTemporaryTable implements sql.TemporaryTableCreator.
func (d *Database) CreateTemporaryTable(ctx *sql.Context, name string, sch sql.PrimaryKeySchema, coll sql.CollationID) error {
	s := sessionOf(ctx)
	if s == nil {
		return sql.ErrTemporaryTableNotSupported.New()
	}
	key := tempKey(d.name, name)
	if _, exists := s.temps[key]; exists {
		return sql.ErrTableAlreadyExists.New(name)
	}
	def, err := d.newDef(ctx, name, sch, coll, "")
	if err != nil {
		return err
	}
	if err := def.Validate(); err != nil {
		return err
	}
	e, err := d.p.cat.Registry().Lookup(def.Engine)
	if err != nil {
		return translate(err)
	}
	if err := e.CreateTable(def); err != nil {
		return translate(err)
	}
	h, err := e.Open(def)
	if err != nil {
		e.DropTable(def)
		return translate(err)
	}
	if s.temps == nil {
		s.temps = map[string]*tempTable{}
	}
	s.temps[key] = &tempTable{def: def, engine: e, handler: h}
	return nil
}

// tempTable returns the session's temporary table name in d, or nil.
func (d *Database) tempTable(ctx *sql.Context, name string) *Table {
	s := sessionOf(ctx)
	if s == nil || len(s.temps) == 0 {
		return nil
	}
	tt, ok := s.temps[tempKey(d.name, name)]
	if !ok {
		return nil
	}
	return &Table{db: d, def: tt.def, handler: tt.handler, engine: tt.engine, temp: true}
}

// dropTempTable drops the session's temporary table name in d, reporting
// whether there was one.
func (d *Database) dropTempTable(ctx *sql.Context, name string) (bool, error) {
	s := sessionOf(ctx)
	if s == nil {
		return false, nil
	}
	key := tempKey(d.name, name)
	tt, ok := s.temps[key]
	if !ok {
		return false, nil
	}
	delete(s.temps, key)
	// The storage goes when the transaction ends: its writes to the table
	// would otherwise fail the commit (a dropped table refuses them), and
	// DROP TEMPORARY TABLE does not end the transaction.
	s.droppedTemps = append(s.droppedTemps, tt)
	return true, nil
}

// freeDroppedTemps frees the storage of temporary tables dropped during
// the transaction that just ended.
func (s *Session) freeDroppedTemps() {
	for _, tt := range s.droppedTemps {
		if err := tt.engine.DropTable(tt.def); err != nil {
			slog.Warn("could not drop a temporary table", "table", tt.def.QualifiedName(), "err", err)
		}
	}
	s.droppedTemps = nil
}

// GetAllTemporaryTables implements sql.TemporaryTableDatabase.
func (d *Database) GetAllTemporaryTables(ctx *sql.Context) ([]sql.Table, error) {
	s := sessionOf(ctx)
	if s == nil {
		return nil, nil
	}
	var names []string
	for _, tt := range s.temps {
		if strings.EqualFold(tt.def.Database, d.name) {
			names = append(names, tt.def.Name)
		}
	}
	sort.Strings(names)
	out := make([]sql.Table, len(names))
	for i, n := range names {
		out[i] = d.tempTable(ctx, n)
	}
	return out, nil
}

// dropTempTables frees the session's temporary tables (the session ends).
func (s *Session) dropTempTables() {
	s.endTransaction()
	for key, tt := range s.temps {
		if err := tt.engine.DropTable(tt.def); err != nil {
			slog.Warn("could not drop a temporary table", "table", tt.def.QualifiedName(), "err", err)
		}
		delete(s.temps, key)
	}
}

// errTempDDL refuses DDL that would go through the catalog.
func errTempDDL(t *Table) error {
	return sql.ErrUnsupportedFeature.New("ALTER TABLE, CREATE INDEX and RENAME on temporary table " + t.def.Name)
}
