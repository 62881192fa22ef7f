package engines

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
)

// TableDef is the catalog's description of one table: everything an engine
// needs to store it and every front door needs to address it. A TableDef is
// immutable once published; DDL builds a new one.
type TableDef struct {
	// ID names the table's storage. IDs are never reused, so storage left
	// behind by an interrupted DDL can be recognised and removed.
	ID       uint64
	Database string
	Name     string
	// Engine is the canonical engine name (BTREE, MEMORY, S3).
	Engine string
	// Schema holds the columns in order; Source of each column is Name.
	Schema sql.Schema
	// PrimaryKey lists the ordinals of the primary key columns. Empty means
	// the table has no primary key and rows are keyed by a hidden row id.
	PrimaryKey []int
	// Indexes are the secondary indexes, in creation order.
	Indexes []IndexDef
	// Collation is the table's default collation.
	Collation sql.CollationID
	Comment   string
	// Options holds table options an engine reads (COMPRESSION_ALGORITHM,
	// S3_BLOCK_SIZE, ...), keyed by upper-case name.
	Options map[string]string
	// AutoIncrementStart is the AUTO_INCREMENT= table option: the first value
	// handed out when no row is larger.
	AutoIncrementStart uint64
	// NextIndexID is the ID the next index created on this table receives.
	NextIndexID uint32
	// Checks are the CHECK constraints, in creation order. The SQL front
	// door enforces them (go-mysql-server evaluates the expressions); the
	// NoSQL front doors, like MySQL's HandlerSocket, do not.
	Checks []CheckDef
	// ForeignKeys are the FOREIGN KEY constraints this table declares (as
	// the child), in creation order. Their Database and Table are this
	// table's names when the key was last changed; ForeignKeysOf gives
	// them as the table is named now. As CHECK constraints, they are the
	// SQL front door's to enforce (go-mysql-server does it, with
	// sqlhandler's locking reads); the NoSQL front doors do not.
	ForeignKeys []sql.ForeignKeyConstraint
}

// CheckDef is one CHECK constraint: its name and its expression as SQL.
type CheckDef struct {
	Name     string
	Expr     string
	Enforced bool
}

// IndexDef describes one secondary index.
type IndexDef struct {
	// ID names the index's storage within its table; never reused.
	ID      uint32
	Name    string
	Unique  bool
	Columns []IndexColumn
	Comment string
}

// IndexColumn is one key part: a column and an optional prefix length
// (characters for text, bytes for binary; 0 = whole value).
type IndexColumn struct {
	Ordinal int
	Prefix  uint16
}

// PrimaryIndexName is the name MySQL, go-mysql-server and HandlerSocket use
// for the primary key.
const PrimaryIndexName = "PRIMARY"

// Keyless reports whether rows are keyed by a hidden row id.
func (d *TableDef) Keyless() bool { return len(d.PrimaryKey) == 0 }

// AutoIncrementColumn returns the ordinal of the AUTO_INCREMENT column or -1.
func (d *TableDef) AutoIncrementColumn() int {
	for i, c := range d.Schema {
		if c.AutoIncrement {
			return i
		}
	}
	return -1
}

// ColumnIndex returns the ordinal of the named column (case-insensitive) or -1.
func (d *TableDef) ColumnIndex(name string) int {
	for i, c := range d.Schema {
		if strings.EqualFold(c.Name, name) {
			return i
		}
	}
	return -1
}

// IndexCount is the number of indexes including the primary (or hidden) one.
// Index number 0 is always the primary key, 1.. the secondary indexes in
// definition order (MySQL numbers keys otherwise: KeyOrder).
func (d *TableDef) IndexCount() int { return 1 + len(d.Indexes) }

// IndexNumber resolves an index name (PRIMARY, "" meaning PRIMARY, a
// secondary index name, or a decimal index number) to its index number.
func (d *TableDef) IndexNumber(name string) (int, bool) {
	if name == "" || strings.EqualFold(name, PrimaryIndexName) {
		return 0, !d.Keyless()
	}
	for i, ix := range d.Indexes {
		if strings.EqualFold(ix.Name, name) {
			return i + 1, true
		}
	}
	n := 0
	for _, r := range name {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
		if n > len(d.Indexes) {
			return 0, false
		}
	}
	if n == 0 && d.Keyless() {
		return 0, false
	}
	return n, true
}

// KeyOrder returns the table's index numbers in the order MySQL numbers
// its keys (sort_keys in sql_table.cc): unique keys before the others;
// among unique keys, those on NOT NULL columns only first, the primary key
// first of those, and keys with a prefix part after keys without; ties in
// definition order. HandlerSocket's numeric index names count in this
// order. A keyless table's hidden index is not a key.
func (d *TableDef) KeyOrder() []int {
	type key struct{ n, rank int }
	keys := make([]key, 0, d.IndexCount())
	if !d.Keyless() {
		keys = append(keys, key{0, 0})
	}
	for i, ix := range d.Indexes {
		rank := 5
		if ix.Unique {
			rank = 1
			for _, c := range ix.Columns {
				if d.Schema[c.Ordinal].Nullable {
					rank = 3
					break
				}
			}
			for _, c := range ix.Columns {
				if c.Prefix > 0 {
					rank++
					break
				}
			}
		}
		keys = append(keys, key{i + 1, rank})
	}
	slices.SortStableFunc(keys, func(a, b key) int { return a.rank - b.rank })
	order := make([]int, len(keys))
	for i, k := range keys {
		order[i] = k.n
	}
	return order
}

// IndexColumns returns the key parts of index number n (0 = primary key).
func (d *TableDef) IndexColumns(n int) []IndexColumn {
	if n == 0 {
		cols := make([]IndexColumn, len(d.PrimaryKey))
		for i, o := range d.PrimaryKey {
			cols[i] = IndexColumn{Ordinal: o}
		}
		return cols
	}
	return d.Indexes[n-1].Columns
}

// IndexName returns the name of index number n.
func (d *TableDef) IndexName(n int) string {
	if n == 0 {
		return PrimaryIndexName
	}
	return d.Indexes[n-1].Name
}

// IndexUnique reports whether index number n rejects duplicate keys.
func (d *TableDef) IndexUnique(n int) bool {
	if n == 0 {
		return !d.Keyless()
	}
	return d.Indexes[n-1].Unique
}

// QualifiedName is db.table, as error messages print it.
func (d *TableDef) QualifiedName() string { return d.Database + "." + d.Name }

// Clone returns a deep copy that DDL may modify.
func (d *TableDef) Clone() *TableDef {
	c := *d
	c.Schema = d.Schema.Copy()
	c.PrimaryKey = append([]int(nil), d.PrimaryKey...)
	c.Indexes = make([]IndexDef, len(d.Indexes))
	for i, ix := range d.Indexes {
		ix.Columns = append([]IndexColumn(nil), ix.Columns...)
		c.Indexes[i] = ix
	}
	c.Checks = append([]CheckDef(nil), d.Checks...)
	c.ForeignKeys = make([]sql.ForeignKeyConstraint, len(d.ForeignKeys))
	for i, fk := range d.ForeignKeys {
		fk.Columns = append([]string(nil), fk.Columns...)
		fk.ParentColumns = append([]string(nil), fk.ParentColumns...)
		c.ForeignKeys[i] = fk
	}
	c.Options = make(map[string]string, len(d.Options))
	for k, v := range d.Options {
		c.Options[k] = v
	}
	return &c
}

// Validate checks the invariants engines rely on.
func (d *TableDef) Validate() error {
	if len(d.Schema) == 0 {
		return fmt.Errorf("table %s has no columns", d.QualifiedName())
	}
	check := func(o int) error {
		if o < 0 || o >= len(d.Schema) {
			return fmt.Errorf("table %s: key column %d out of range", d.QualifiedName(), o)
		}
		return nil
	}
	for _, o := range d.PrimaryKey {
		if err := check(o); err != nil {
			return err
		}
	}
	for _, ix := range d.Indexes {
		if len(ix.Columns) == 0 {
			return fmt.Errorf("table %s: index %s has no columns", d.QualifiedName(), ix.Name)
		}
		for _, c := range ix.Columns {
			if err := check(c.Ordinal); err != nil {
				return err
			}
		}
	}
	return nil
}
