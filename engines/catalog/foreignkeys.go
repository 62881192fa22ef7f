package catalog

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
)

// referenceIndex maps a parent table ("db\x00table", lower case) to the
// foreign keys that reference it, as of one catalog version. Every DML
// statement on a table asks which foreign keys reference it (a parent row's
// delete must look at its children), and the SQL fast path asks before
// every write, so the answer is kept rather than found by walking every
// table's definition each time.
type referenceIndex struct {
	version  uint64
	byParent map[string][]sql.ForeignKeyConstraint
}

func parentKey(db, table string) string {
	return strings.ToLower(db) + "\x00" + strings.ToLower(table)
}

// ReferencingForeignKeys returns the foreign keys, declared by tables of
// any database, whose parent is db.table. Each carries its child table's
// current names.
func (c *Catalog) ReferencingForeignKeys(db, table string) []sql.ForeignKeyConstraint {
	idx := c.refs.Load()
	if v := c.version.Load(); idx == nil || idx.version != v {
		idx = c.buildReferenceIndex(v)
		c.refs.Store(idx)
	}
	return idx.byParent[parentKey(db, table)]
}

func (c *Catalog) buildReferenceIndex(version uint64) *referenceIndex {
	c.mu.RLock()
	defer c.mu.RUnlock()
	idx := &referenceIndex{version: version, byParent: map[string][]sql.ForeignKeyConstraint{}}
	for _, db := range c.dbs {
		for _, def := range db.tables {
			for _, fk := range def.ForeignKeys {
				fk.Database, fk.Table = def.Database, def.Name
				k := parentKey(fk.ParentDatabase, fk.ParentTable)
				idx.byParent[k] = append(idx.byParent[k], fk)
			}
		}
	}
	return idx
}
