package catalog

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// Tables of discoverable engines (S3) may be created, replaced or dropped
// by another server sharing the same storage. The catalog learns of them
// the way MariaDB's S3 engine does: it asks the engine for the tables of a
// database when the database is listed or a name is missing, and it checks
// a known table again (one cheap request) when it is used after a while.
// Both answers are reused for discoveryTTL, so a busy server asks at most
// that often.

const discoveryTTL = 2 * time.Second

// discoveryTimeout bounds each question to a remote store: a missing
// bucket must not stall SHOW TABLES for long.
const discoveryTimeout = 10 * time.Second

type discovery struct {
	mu        sync.Mutex
	listed    map[string]time.Time // database (lower case, "" = all) -> last listing
	validated map[*engines.TableDef]time.Time
}

func (c *Catalog) discoverers() []engines.Discoverer {
	var out []engines.Discoverer
	for _, e := range c.reg.All() {
		if d, ok := e.(engines.Discoverer); ok {
			out = append(out, d)
		}
	}
	return out
}

// due reports whether the database's listing is older than the TTL, and
// marks it fresh.
func (d *discovery) due(db string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.listed == nil {
		d.listed = map[string]time.Time{}
	}
	key := strings.ToLower(db)
	if t, ok := d.listed[key]; ok && time.Since(t) < discoveryTTL {
		return false
	}
	d.listed[key] = time.Now()
	return true
}

// discover adds tables the discoverable engines hold in db ("" = every
// database) that the catalog does not name yet, creating their databases.
func (c *Catalog) discover(db string) {
	ds := c.discoverers()
	if len(ds) == 0 || !c.disc.due(db) {
		return
	}
	for _, d := range ds {
		ctx, cancel := context.WithTimeout(context.Background(), discoveryTimeout)
		defs, err := d.DiscoverTables(ctx, db)
		cancel()
		if err != nil {
			slog.Warn("table discovery failed", "database", db, "err", err)
			continue
		}
		for _, def := range defs {
			c.adopt(def)
		}
	}
}

// adopt adds a discovered definition under a new ID of this catalog. Its
// storage exists already, so the engine's CreateTable is not called.
func (c *Catalog) adopt(def *engines.TableDef) {
	if _, ok := c.lookup(def.Database, def.Name); ok {
		return
	}
	if _, _, ok := c.database(def.Database); !ok {
		if err := c.CreateDatabase(def.Database, sql.Collation_Unspecified); err != nil {
			if _, exists := err.(*DatabaseExistsError); !exists {
				slog.Warn("cannot create the database of a discovered table", "table", def.QualifiedName(), "err", err)
				return
			}
		}
	}
	id, err := c.AllocateID()
	if err != nil {
		slog.Warn("cannot adopt a discovered table", "table", def.QualifiedName(), "err", err)
		return
	}
	def.ID = id
	c.mu.Lock()
	defer c.mu.Unlock()
	db, ok := c.dbs[strings.ToLower(def.Database)]
	if !ok {
		return
	}
	if _, exists := db.tables[strings.ToLower(def.Name)]; exists {
		return
	}
	db.tables[strings.ToLower(def.Name)] = def
	if err := c.persist(); err != nil {
		delete(db.tables, strings.ToLower(def.Name))
		slog.Warn("cannot adopt a discovered table", "table", def.QualifiedName(), "err", err)
		return
	}
	c.disc.mu.Lock()
	if c.disc.validated == nil {
		c.disc.validated = map[*engines.TableDef]time.Time{}
	}
	c.disc.validated[def] = time.Now()
	c.disc.mu.Unlock()
	slog.Info("discovered a table in shared storage", "table", def.QualifiedName(), "engine", def.Engine)
}

// revalidate checks a discoverable table again once its check is older
// than the TTL: another server may have dropped or replaced it. It returns
// the definition to use (nil: the table is gone).
func (c *Catalog) revalidate(def *engines.TableDef) *engines.TableDef {
	e, err := c.reg.Lookup(def.Engine)
	if err != nil {
		return def
	}
	d, ok := e.(engines.Discoverer)
	if !ok {
		return def
	}
	c.disc.mu.Lock()
	if c.disc.validated == nil {
		c.disc.validated = map[*engines.TableDef]time.Time{}
	}
	last, seen := c.disc.validated[def]
	if seen && time.Since(last) < discoveryTTL {
		c.disc.mu.Unlock()
		return def
	}
	c.disc.validated[def] = time.Now()
	c.disc.mu.Unlock()
	if !seen {
		return def // known since this server made or adopted it
	}
	ctx, cancel := context.WithTimeout(context.Background(), discoveryTimeout)
	fresh, err := d.Revalidate(ctx, def)
	cancel()
	switch {
	case err != nil:
		slog.Warn("cannot revalidate a shared table; using the known definition", "table", def.QualifiedName(), "err", err)
		return def
	case fresh == def:
		return def
	case fresh == nil:
		c.forget(def)
		slog.Info("a shared table was dropped elsewhere", "table", def.QualifiedName())
		return nil
	}
	// Replaced elsewhere (e.g. re-archived): adopt the new definition.
	c.forget(def)
	fresh.Database, fresh.Name = def.Database, def.Name
	c.adopt(fresh)
	got, _ := c.lookup(def.Database, def.Name)
	return got
}

// forget removes a definition whose storage another server dropped, without
// asking the engine to drop anything.
func (c *Catalog) forget(def *engines.TableDef) {
	c.mu.Lock()
	defer c.mu.Unlock()
	db, ok := c.dbs[strings.ToLower(def.Database)]
	if !ok || db.tables[strings.ToLower(def.Name)] != def {
		return
	}
	delete(db.tables, strings.ToLower(def.Name))
	delete(c.handlers, def)
	if err := c.persist(); err != nil {
		db.tables[strings.ToLower(def.Name)] = def
	}
	c.disc.mu.Lock()
	delete(c.disc.validated, def)
	c.disc.mu.Unlock()
}

// redefine lets an engine that keeps the definition beside its data
// rewrite it for metadata-only DDL.
func (c *Catalog) redefine(old, new *engines.TableDef) error {
	if old.ID != new.ID {
		return nil
	}
	e, err := c.reg.Lookup(new.Engine)
	if err != nil {
		return err
	}
	r, ok := e.(engines.Redefiner)
	if !ok {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), discoveryTimeout)
	defer cancel()
	return r.Redefine(ctx, old, new)
}
