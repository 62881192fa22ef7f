// Package catalog is handlerd's data dictionary: which databases exist, the
// definition of every table and which engine holds it. Every front door
// resolves names here; the SQL layer changes it through DDL.
//
// The catalog lives in one JSON file, <datadir>/catalog.json, rewritten
// atomically (write a temporary file, fsync, rename, fsync the directory) on
// every change, so a crash leaves either the old or the new catalog. Table
// IDs are never reused and the next ID is persisted before it is handed
// out: storage left behind by an interrupted DDL can never be mistaken for a
// new table's.
package catalog

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/internal/atomicfile"
)

const fileName = "catalog.json"

// Catalog holds the definitions of all databases and tables.
type Catalog struct {
	path string
	reg  *engines.Registry

	mu       sync.RWMutex
	nextID   uint64
	nextSeq  uint64
	dbs      map[string]*database // by lower-case name
	handlers map[*engines.TableDef]engines.Table
	fresh    bool

	// version changes on every DDL; front doors compare it to notice that
	// the tables they hold handlers for may have changed.
	version atomic.Uint64
	refs    atomic.Pointer[referenceIndex] // foreignkeys.go

	disc discovery // tables of engines shared with other servers (S3)
}

type database struct {
	name      string
	collation sql.CollationID
	tables    map[string]*engines.TableDef // by lower-case name
	objects   map[string]Object            // by objectKey
}

// Object kinds: schema objects the catalog stores as SQL text.
const (
	KindView      = "view"
	KindTrigger   = "trigger"
	KindProcedure = "procedure"
	KindFunction  = "function"
)

// Object is a view, trigger, stored procedure or stored function, kept as the SQL that
// defines it; go-mysql-server parses it when it is used.
type Object struct {
	Kind            string    `json:"kind"`
	Name            string    `json:"name"`
	Definition      string    `json:"definition,omitempty"` // a view's SELECT
	CreateStatement string    `json:"create_statement"`
	SQLMode         string    `json:"sql_mode,omitempty"`
	CreatedAt       time.Time `json:"created_at"`
	ModifiedAt      time.Time `json:"modified_at"`
	// Seq orders objects by creation (triggers fire in that order).
	Seq uint64 `json:"seq"`
}

func objectKey(kind, name string) string { return kind + "/" + strings.ToLower(name) }

// DatabaseExistsError is MySQL error 1007.
type DatabaseExistsError struct{ Name string }

func (e *DatabaseExistsError) Error() string {
	return fmt.Sprintf("Can't create database '%s'; database exists", e.Name)
}

// NoSuchDatabaseError is MySQL error 1049.
type NoSuchDatabaseError struct{ Name string }

func (e *NoSuchDatabaseError) Error() string { return fmt.Sprintf("Unknown database '%s'", e.Name) }

// TableExistsError is MySQL error 1050.
type TableExistsError struct{ Name string }

func (e *TableExistsError) Error() string { return fmt.Sprintf("Table '%s' already exists", e.Name) }

// Open loads the catalog from datadir, or starts an empty one there.
func Open(datadir string, reg *engines.Registry) (*Catalog, error) {
	c := &Catalog{
		path:     filepath.Join(datadir, fileName),
		reg:      reg,
		nextID:   1,
		dbs:      map[string]*database{},
		handlers: map[*engines.TableDef]engines.Table{},
	}
	data, err := os.ReadFile(c.path)
	if errors.Is(err, os.ErrNotExist) {
		c.fresh = true
		return c, nil
	}
	if err != nil {
		return nil, err
	}
	var f fileFormat
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("catalog %s: %w", c.path, err)
	}
	c.nextID = f.NextTableID
	for _, dj := range f.Databases {
		coll, err := parseCollation(dj.Collation)
		if err != nil {
			return nil, fmt.Errorf("catalog %s: database %s: %w", c.path, dj.Name, err)
		}
		db := &database{name: dj.Name, collation: coll, tables: map[string]*engines.TableDef{}, objects: map[string]Object{}}
		for _, o := range dj.Objects {
			db.objects[objectKey(o.Kind, o.Name)] = o
			if o.Seq >= c.nextSeq {
				c.nextSeq = o.Seq + 1
			}
		}
		for _, tj := range dj.Tables {
			def, err := decodeTable(dj.Name, tj)
			if err != nil {
				return nil, fmt.Errorf("catalog %s: %w", c.path, err)
			}
			if def.ID >= c.nextID {
				c.nextID = def.ID + 1
			}
			db.tables[strings.ToLower(def.Name)] = def
		}
		c.dbs[strings.ToLower(dj.Name)] = db
	}
	return c, nil
}

// Fresh reports whether the catalog was created by this Open (first start).
func (c *Catalog) Fresh() bool { return c.fresh }

// Version changes whenever a definition changes.
func (c *Catalog) Version() uint64 { return c.version.Load() }

// Registry returns the engine registry the catalog opens tables with.
func (c *Catalog) Registry() *engines.Registry { return c.reg }

// persist writes the catalog atomically. c.mu is held.
func (c *Catalog) persist() error {
	f := fileFormat{Version: 1, NextTableID: c.nextID}
	names := make([]string, 0, len(c.dbs))
	for k := range c.dbs {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		db := c.dbs[k]
		dj := databaseJSON{Name: db.name, Collation: collationName(db.collation), Tables: []tableJSON{}}
		for _, def := range sortedTables(db) {
			dj.Tables = append(dj.Tables, encodeTable(def))
		}
		dj.Objects = sortedObjects(db, "")
		f.Databases = append(f.Databases, dj)
	}
	data, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return err
	}
	c.version.Add(1)
	return atomicfile.Write(c.path, data, 0o600)
}

func sortedTables(db *database) []*engines.TableDef {
	out := make([]*engines.TableDef, 0, len(db.tables))
	for _, d := range db.tables {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Databases returns the database names, sorted.
func (c *Catalog) Databases() []string {
	c.discover("")
	c.mu.RLock()
	defer c.mu.RUnlock()
	out := make([]string, 0, len(c.dbs))
	for _, db := range c.dbs {
		out = append(out, db.name)
	}
	sort.Strings(out)
	return out
}

// Database returns a database's exact name and default collation.
func (c *Catalog) Database(name string) (string, sql.CollationID, bool) {
	if n, coll, ok := c.database(name); ok {
		return n, coll, true
	}
	c.discover("") // a database only tables in shared storage name
	return c.database(name)
}

func (c *Catalog) database(name string) (string, sql.CollationID, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	db, ok := c.dbs[strings.ToLower(name)]
	if !ok {
		return "", 0, false
	}
	return db.name, db.collation, true
}

// CreateDatabase adds an empty database.
func (c *Catalog) CreateDatabase(name string, coll sql.CollationID) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.dbs[strings.ToLower(name)]; ok {
		return &DatabaseExistsError{Name: name}
	}
	c.dbs[strings.ToLower(name)] = &database{name: name, collation: coll, tables: map[string]*engines.TableDef{}, objects: map[string]Object{}}
	if err := c.persist(); err != nil {
		delete(c.dbs, strings.ToLower(name))
		return err
	}
	return nil
}

// SetDatabaseCollation changes a database's default collation.
func (c *Catalog) SetDatabaseCollation(name string, coll sql.CollationID) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	db, ok := c.dbs[strings.ToLower(name)]
	if !ok {
		return &NoSuchDatabaseError{Name: name}
	}
	db.collation = coll
	return c.persist()
}

// DropDatabase removes a database and every table in it.
func (c *Catalog) DropDatabase(name string) error {
	c.mu.Lock()
	db, ok := c.dbs[strings.ToLower(name)]
	if !ok {
		c.mu.Unlock()
		return &NoSuchDatabaseError{Name: name}
	}
	delete(c.dbs, strings.ToLower(name))
	err := c.persist()
	tables := sortedTables(db)
	for _, def := range tables {
		delete(c.handlers, def)
	}
	c.mu.Unlock()
	if err != nil {
		return err
	}
	// The catalog no longer names these tables; freeing their storage
	// afterwards means a crash here leaves only unreachable storage.
	var first error
	for _, def := range tables {
		if err := c.dropStorage(def); err != nil && first == nil {
			first = err
		}
	}
	return first
}

func (c *Catalog) dropStorage(def *engines.TableDef) error {
	e, err := c.reg.Lookup(def.Engine)
	if err != nil {
		return err
	}
	return e.DropTable(def)
}

// Tables returns the definitions of a database's tables, sorted by name.
func (c *Catalog) Tables(dbName string) ([]*engines.TableDef, error) {
	c.discover(dbName)
	c.mu.RLock()
	defer c.mu.RUnlock()
	db, ok := c.dbs[strings.ToLower(dbName)]
	if !ok {
		return nil, &NoSuchDatabaseError{Name: dbName}
	}
	return sortedTables(db), nil
}

// Table returns one table's definition. A table of an engine shared with
// other servers is checked again now and then, and a name the catalog does
// not know is looked for in those engines.
func (c *Catalog) Table(dbName, name string) (*engines.TableDef, bool) {
	def, ok := c.lookup(dbName, name)
	if !ok {
		c.discover(dbName)
		def, ok = c.lookup(dbName, name)
	}
	if ok && c.shared(def) {
		def = c.revalidate(def)
		ok = def != nil
	}
	return def, ok
}

// shared reports whether def's engine can be changed by other servers.
func (c *Catalog) shared(def *engines.TableDef) bool {
	e, err := c.reg.Lookup(def.Engine)
	if err != nil {
		return false
	}
	_, ok := e.(engines.Discoverer)
	return ok
}

// lookup returns one table's definition as the catalog has it.
func (c *Catalog) lookup(dbName, name string) (*engines.TableDef, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	db, ok := c.dbs[strings.ToLower(dbName)]
	if !ok {
		return nil, false
	}
	def, ok := db.tables[strings.ToLower(name)]
	return def, ok
}

// AllocateID reserves a new table ID, durably.
func (c *Catalog) AllocateID() (uint64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	id := c.nextID
	c.nextID++
	if err := c.persist(); err != nil {
		return 0, err
	}
	return id, nil
}

// CreateTable adds a table whose ID was reserved with AllocateID, creating
// its storage in def.Engine.
func (c *Catalog) CreateTable(def *engines.TableDef) error {
	if err := def.Validate(); err != nil {
		return err
	}
	e, err := c.reg.Lookup(def.Engine)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	db, ok := c.dbs[strings.ToLower(def.Database)]
	if !ok {
		return &NoSuchDatabaseError{Name: def.Database}
	}
	if _, exists := db.tables[strings.ToLower(def.Name)]; exists {
		return &TableExistsError{Name: def.Name}
	}
	if err := e.CreateTable(def); err != nil {
		return err
	}
	db.tables[strings.ToLower(def.Name)] = def
	if err := c.persist(); err != nil {
		delete(db.tables, strings.ToLower(def.Name))
		return err
	}
	return nil
}

// DropTable removes a table and frees its storage.
func (c *Catalog) DropTable(dbName, name string) error {
	c.mu.Lock()
	db, ok := c.dbs[strings.ToLower(dbName)]
	if !ok {
		c.mu.Unlock()
		return &NoSuchDatabaseError{Name: dbName}
	}
	def, ok := db.tables[strings.ToLower(name)]
	if !ok {
		c.mu.Unlock()
		return &engines.NoSuchTableError{Database: dbName, Table: name}
	}
	delete(db.tables, strings.ToLower(name))
	err := c.persist()
	delete(c.handlers, def)
	c.mu.Unlock()
	if err != nil {
		return err
	}
	return c.dropStorage(def)
}

// Replace publishes new as the definition of the table old defines (DDL).
// If new has another ID, the caller has filled its storage and frees old's
// with DropStorage once no one can reach it.
func (c *Catalog) Replace(old, new *engines.TableDef) error {
	if err := new.Validate(); err != nil {
		return err
	}
	if _, err := c.reg.Lookup(new.Engine); err != nil {
		return err
	}
	if err := c.redefine(old, new); err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	oldDB, ok := c.dbs[strings.ToLower(old.Database)]
	if !ok || oldDB.tables[strings.ToLower(old.Name)] != old {
		return fmt.Errorf("table %s changed during DDL; retry", old.QualifiedName())
	}
	newDB, ok := c.dbs[strings.ToLower(new.Database)]
	if !ok {
		return &NoSuchDatabaseError{Name: new.Database}
	}
	renamed := !strings.EqualFold(old.Database, new.Database) || !strings.EqualFold(old.Name, new.Name)
	if renamed {
		if _, exists := newDB.tables[strings.ToLower(new.Name)]; exists {
			return &TableExistsError{Name: new.Name}
		}
	}
	delete(oldDB.tables, strings.ToLower(old.Name))
	newDB.tables[strings.ToLower(new.Name)] = new
	if err := c.persist(); err != nil {
		delete(newDB.tables, strings.ToLower(new.Name))
		oldDB.tables[strings.ToLower(old.Name)] = old
		return err
	}
	delete(c.handlers, old)
	return nil
}

// DropStorage frees the storage of a definition the catalog no longer
// names (the old side of a table rebuild, or of a failed one).
func (c *Catalog) DropStorage(def *engines.TableDef) error { return c.dropStorage(def) }

// Handler returns the shared handler for a definition.
func (c *Catalog) Handler(def *engines.TableDef) (engines.Table, engines.Engine, error) {
	e, err := c.reg.Lookup(def.Engine)
	if err != nil {
		return nil, nil, err
	}
	c.mu.RLock()
	h, ok := c.handlers[def]
	c.mu.RUnlock()
	if ok {
		return h, e, nil
	}
	h, err = e.Open(def)
	if err != nil {
		return nil, nil, err
	}
	c.mu.Lock()
	if prev, ok := c.handlers[def]; ok {
		h = prev
	} else {
		c.handlers[def] = h
	}
	c.mu.Unlock()
	return h, e, nil
}

// OpenTable implements engines.Resolver.
func (c *Catalog) OpenTable(dbName, name string) (engines.Table, engines.Engine, error) {
	def, ok := c.Table(dbName, name)
	if !ok {
		return nil, nil, &engines.NoSuchTableError{Database: dbName, Table: name}
	}
	return c.Handler(def)
}

// TableByID finds a definition by table ID (for commit observers, which
// hear IDs).
func (c *Catalog) TableByID(id uint64) (*engines.TableDef, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	for _, db := range c.dbs {
		for _, def := range db.tables {
			if def.ID == id {
				return def, true
			}
		}
	}
	return nil, false
}

// LiveIDs returns the IDs of every table the catalog names, for engines
// that sweep storage orphaned by a crash in the middle of DDL.
func (c *Catalog) LiveIDs() map[uint64]bool {
	c.mu.RLock()
	defer c.mu.RUnlock()
	ids := map[uint64]bool{}
	for _, db := range c.dbs {
		for _, def := range db.tables {
			ids[def.ID] = true
		}
	}
	return ids
}

var _ engines.Resolver = (*Catalog)(nil)

// CreateObject stores a view, trigger or procedure. A view may not share
// its name with a table.
func (c *Catalog) CreateObject(dbName string, o Object) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	db, ok := c.dbs[strings.ToLower(dbName)]
	if !ok {
		return &NoSuchDatabaseError{Name: dbName}
	}
	key := objectKey(o.Kind, o.Name)
	if _, exists := db.objects[key]; exists {
		return &TableExistsError{Name: o.Name}
	}
	if _, exists := db.tables[strings.ToLower(o.Name)]; exists && o.Kind == KindView {
		return &TableExistsError{Name: o.Name}
	}
	o.Seq = c.nextSeq
	c.nextSeq++
	db.objects[key] = o
	if err := c.persist(); err != nil {
		delete(db.objects, key)
		return err
	}
	return nil
}

// DropObject removes a view, trigger or procedure; ok is false if there
// was none.
func (c *Catalog) DropObject(dbName, kind, name string) (bool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	db, ok := c.dbs[strings.ToLower(dbName)]
	if !ok {
		return false, &NoSuchDatabaseError{Name: dbName}
	}
	key := objectKey(kind, name)
	o, exists := db.objects[key]
	if !exists {
		return false, nil
	}
	delete(db.objects, key)
	if err := c.persist(); err != nil {
		db.objects[key] = o
		return false, err
	}
	return true, nil
}

// Objects returns a database's objects of one kind in creation order.
func (c *Catalog) Objects(dbName, kind string) []Object {
	c.mu.RLock()
	defer c.mu.RUnlock()
	db, ok := c.dbs[strings.ToLower(dbName)]
	if !ok {
		return nil
	}
	return sortedObjects(db, kind)
}

// sortedObjects lists objects of kind ("" = all) in creation order.
func sortedObjects(db *database, kind string) []Object {
	var out []Object
	for _, o := range db.objects {
		if kind == "" || o.Kind == kind {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Seq < out[j].Seq })
	return out
}

// Object returns one object.
func (c *Catalog) Object(dbName, kind, name string) (Object, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	db, ok := c.dbs[strings.ToLower(dbName)]
	if !ok {
		return Object{}, false
	}
	o, ok := db.objects[objectKey(kind, name)]
	return o, ok
}
