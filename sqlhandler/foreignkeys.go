package sqlhandler

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// FOREIGN KEY constraints, as InnoDB has them. A table's declared keys live
// in its definition (engines.TableDef.ForeignKeys) and the catalog indexes
// who references whom; go-mysql-server plans the checks and the ON DELETE /
// ON UPDATE actions and runs them through the editor GetForeignKeyEditor
// returns.
//
// Concurrency: every lookup a foreign key makes is a locking read (the
// table's fkRead), which sees the newest committed rows and locks them
// until the transaction ends, as InnoDB's foreign key checks do. A child
// row's insert locks its parent row, so a concurrent delete of that parent
// waits for it and then finds the child (1451); a parent row's delete
// locks it first (DELETE reads for update), so a concurrent child insert
// waits and then finds no parent (1452). handlerd's row locks are
// exclusive: two transactions adding children of one parent row take turns
// at it, where InnoDB's shared locks let them share it.

var _ sql.ForeignKeyTable = (*Table)(nil)

// GetDeclaredForeignKeys implements sql.ForeignKeyTable.
func (t *Table) GetDeclaredForeignKeys(ctx *sql.Context) ([]sql.ForeignKeyConstraint, error) {
	def, err := t.fkDef(ctx)
	if err != nil {
		return nil, err
	}
	return declaredForeignKeys(def), nil
}

// declaredForeignKeys returns def's foreign keys under the table's current
// names (a key keeps the names it was declared under through a RENAME).
func declaredForeignKeys(def *engines.TableDef) []sql.ForeignKeyConstraint {
	out := make([]sql.ForeignKeyConstraint, len(def.ForeignKeys))
	for i, fk := range def.ForeignKeys {
		fk.Database, fk.Table = def.Database, def.Name
		out[i] = fk
	}
	return out
}

// GetReferencedForeignKeys implements sql.ForeignKeyTable.
func (t *Table) GetReferencedForeignKeys(ctx *sql.Context) ([]sql.ForeignKeyConstraint, error) {
	if t.temp {
		return nil, nil
	}
	return t.db.p.cat.ReferencingForeignKeys(t.def.Database, t.def.Name), nil
}

func hasForeignKey(fks []sql.ForeignKeyConstraint, name string) bool {
	for _, fk := range fks {
		if strings.EqualFold(fk.Name, name) {
			return true
		}
	}
	return false
}

// fkDef is the definition foreign key changes start from: the staged one
// during an ALTER TABLE, else the catalog's.
func (t *Table) fkDef(ctx *sql.Context) (*engines.TableDef, error) {
	if t.temp {
		return t.def, nil
	}
	return t.current(ctx)
}

// AddForeignKey implements sql.ForeignKeyTable. A name is unique in its
// database, as in MySQL (error 1826).
func (t *Table) AddForeignKey(ctx *sql.Context, fk sql.ForeignKeyConstraint) error {
	if t.temp {
		// MySQL: temporary tables take no foreign keys (error 1215).
		return sql.ErrTemporaryTablesForeignKeySupport.New()
	}
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	if err := t.foreignKeyNameFree(old, fk.Name, ""); err != nil {
		return err
	}
	next := old.Clone()
	next.ForeignKeys = append(next.ForeignKeys, fk)
	return t.replace(ctx, old, next)
}

// foreignKeyNameFree fails when another foreign key of the database than
// except is called name.
func (t *Table) foreignKeyNameFree(def *engines.TableDef, name, except string) error {
	if strings.EqualFold(name, except) {
		return nil
	}
	tables, err := t.db.p.cat.Tables(def.Database)
	if err != nil {
		return translate(err)
	}
	for _, other := range tables {
		if other.ID == def.ID {
			other = def // the staged definition
		}
		if hasForeignKey(other.ForeignKeys, name) {
			return sql.ErrForeignKeyDuplicateName.New(name)
		}
	}
	return nil
}

// DropForeignKey implements sql.ForeignKeyTable.
func (t *Table) DropForeignKey(ctx *sql.Context, fkName string) error {
	return t.changeForeignKey(ctx, fkName, nil)
}

// UpdateForeignKey implements sql.ForeignKeyTable: go-mysql-server renames
// a key's columns or parent with it, and marks a key resolved.
func (t *Table) UpdateForeignKey(ctx *sql.Context, fkName string, fk sql.ForeignKeyConstraint) error {
	return t.changeForeignKey(ctx, fkName, &fk)
}

// changeForeignKey replaces the key called name with to, or drops it when
// to is nil.
func (t *Table) changeForeignKey(ctx *sql.Context, name string, to *sql.ForeignKeyConstraint) error {
	if t.temp {
		return sql.ErrForeignKeyNotFound.New(name, t.def.Name)
	}
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	if to != nil {
		if err := t.foreignKeyNameFree(old, to.Name, name); err != nil {
			return err
		}
	}
	next := old.Clone()
	next.ForeignKeys = next.ForeignKeys[:0]
	found := false
	for _, fk := range old.ForeignKeys {
		if !strings.EqualFold(fk.Name, name) || found {
			next.ForeignKeys = append(next.ForeignKeys, fk)
			continue
		}
		found = true
		if to != nil {
			next.ForeignKeys = append(next.ForeignKeys, *to)
		}
	}
	if !found {
		return sql.ErrForeignKeyNotFound.New(name, t.def.Name)
	}
	return t.replace(ctx, old, next)
}

// CreateIndexForForeignKey implements sql.ForeignKeyTable: MySQL makes an
// index on a child's columns when none starts with them.
func (t *Table) CreateIndexForForeignKey(ctx *sql.Context, idx sql.IndexDef) error {
	return t.CreateIndex(ctx, idx)
}

// GetForeignKeyEditor implements sql.ForeignKeyTable.
func (t *Table) GetForeignKeyEditor(*sql.Context) sql.ForeignKeyEditor {
	return fkEditor{&editor{t: t}}
}

// fkEditor is the editor of a table that has foreign keys, or is the
// parent of some: go-mysql-server also looks rows up through it.
type fkEditor struct{ *editor }

var _ sql.ForeignKeyEditor = fkEditor{}

// IndexedAccess implements sql.IndexAddressable: the lookups of foreign key
// checks and actions, which are locking reads.
func (e fkEditor) IndexedAccess(_ *sql.Context, l sql.IndexLookup) sql.IndexedTable {
	c := *e.t
	c.lookup, c.fkRead = &l, true
	return &c
}

// GetIndexes implements sql.IndexAddressable.
func (e fkEditor) GetIndexes(ctx *sql.Context) ([]sql.Index, error) { return e.t.GetIndexes(ctx) }

// PreciseMatch implements sql.IndexAddressable.
func (e fkEditor) PreciseMatch() bool { return e.t.PreciseMatch() }
