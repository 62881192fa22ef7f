package sqlhandler

import (
	"errors"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/catalog"
)

// Every ALTER TABLE that changes how rows or keys are stored rebuilds the
// table into fresh storage (catalog.Rebuilder) and swaps it in; renaming an
// index only changes the definition. go-mysql-server drives most rebuilds
// itself through RewritableTable: it reads the old rows, projects them to
// the new schema and hands them to RewriteInserter.

// current returns the table's definition as the catalog has it now, or as
// the ALTER TABLE running in the session staged it (staging): a statement
// with several ALTER clauses applies them one after another.
func (t *Table) current(ctx *sql.Context) (*engines.TableDef, error) {
	if t.temp {
		return nil, errTempDDL(t)
	}
	if a := t.staging(ctx); a != nil {
		return a.Current(), nil
	}
	def, ok := t.db.p.cat.Table(t.def.Database, t.def.Name)
	if !ok {
		return nil, translate(&engines.NoSuchTableError{Database: t.def.Database, Table: t.def.Name})
	}
	return def, nil
}

// adopt makes this Table object describe the table as DDL just left it.
// go-mysql-server keeps using the object it resolved before the ALTER, for
// instance to list the indexes after CREATE INDEX (the duplicate index
// warning, 1831) or for the next clause of the same statement.
//
// The session's snapshot moves forward too: a rebuild committed the new
// table's rows after the snapshot was taken, and the next clause of an
// ALTER (ADD COLUMN after DROP COLUMN) reads them through the session's
// transaction. DDL commits implicitly in MySQL, so nothing older is owed.
func (t *Table) adopt(ctx *sql.Context) error {
	if set := txnSet(ctx); set != nil {
		if err := set.Refresh(); err != nil {
			return translate(err)
		}
	}
	def, ok := t.db.p.cat.Table(t.def.Database, t.def.Name)
	if a := t.staging(ctx); a != nil {
		def, ok = a.Current(), true
	}
	if !ok || def == t.def {
		return nil
	}
	if h, e, err := t.db.p.cat.Handler(def); err == nil {
		t.def, t.handler, t.engine = def, h, e
	}
	return nil
}

// replace publishes a metadata-only change.
func (t *Table) replace(ctx *sql.Context, old, next *engines.TableDef) error {
	var err error
	if a := t.staging(ctx); a != nil {
		err = a.Replace(old, next)
	} else {
		err = t.db.p.cat.Replace(old, next)
	}
	if err != nil {
		return translate(err)
	}
	return t.adopt(ctx)
}

// staging returns the ALTER TABLE of several clauses the session is
// running on this table (ddlexec.go), whose changes are staged until the
// last clause succeeds, or nil.
func (t *Table) staging(ctx *sql.Context) *catalog.Alteration {
	s := sessionOf(ctx)
	if s == nil || s.alter == nil || t.temp {
		return nil
	}
	return s.alter.of(t.def.Database, t.def.Name)
}

// ShouldRewriteTable implements sql.RewritableTable: always, since rows are
// stored encoded for one exact schema.
func (t *Table) ShouldRewriteTable(*sql.Context, sql.PrimaryKeySchema, sql.PrimaryKeySchema, *sql.Column, *sql.Column) bool {
	return true
}

// RewriteInserter implements sql.RewritableTable.
func (t *Table) RewriteInserter(ctx *sql.Context, oldSch, newSch sql.PrimaryKeySchema, oldCol, newCol *sql.Column, idxCols []sql.IndexColumn) (sql.RowInserter, error) {
	old, err := t.current(ctx)
	if err != nil {
		return nil, err
	}
	if idxCols != nil && sameColumns(oldSch.Schema, newSch.Schema) && samePK(oldSch, newSch) {
		// go-mysql-server's second pass after CreateIndex of a UNIQUE
		// index: CreateIndex already rebuilt the table and checked
		// uniqueness, so these rows need not be written again.
		return discardInserter{}, nil
	}
	if len(oldSch.PkOrdinals) > 0 && len(newSch.PkOrdinals) == 0 {
		// DROP PRIMARY KEY: refused (1075) if it leaves the
		// AUTO_INCREMENT column without an index starting with it.
		if err := sql.ValidatePrimaryKeyDrop(ctx, t, oldSch); err != nil {
			return nil, err
		}
	}
	if len(newSch.PkOrdinals) > 0 && !samePK(oldSch, newSch) {
		if err := noPrefixPrimaryKey(idxCols); err != nil {
			return nil, err
		}
	}
	next := old.Clone()
	next.Schema = newSch.Schema.Copy()
	for _, c := range next.Schema {
		c.Source, c.DatabaseSource = old.Name, old.Database
	}
	next.PrimaryKey = append([]int(nil), newSch.PkOrdinals...)
	primaryKeyNotNull(next)
	keepNotNull(old, next)
	next.Indexes = remapIndexes(old, next.Schema, oldCol, newCol)
	src, err := t.txn(ctx)
	if err != nil {
		return nil, err
	}
	var r *catalog.Rebuilder
	if a := t.staging(ctx); a != nil {
		r, err = a.BeginRebuild(ctx, old, next)
	} else {
		r, err = t.db.p.cat.BeginRebuild(ctx, old, next)
	}
	if err != nil {
		return nil, translate(err)
	}
	w := &rewriter{t: t, r: r, src: src, sess: sessionOf(ctx)}
	if w.sess != nil {
		w.sess.trackRewrite(w)
		w.sess.copied = 0
	}
	return w, nil
}

// primaryKeyNotNull marks the primary key columns NOT NULL, as MySQL
// does: go-mysql-server hands over MODIFY COLUMN pk INT (no NOT NULL) with
// a nullable primary key column and leaves this to the table.
func primaryKeyNotNull(def *engines.TableDef) {
	for _, o := range def.PrimaryKey {
		def.Schema[o].PrimaryKey = true
		def.Schema[o].Nullable = false
	}
}

// keepNotNull keeps the columns of a dropped primary key NOT NULL, as
// MySQL does (go-mysql-server hands them over nullable).
func keepNotNull(old, next *engines.TableDef) {
	if len(next.PrimaryKey) > 0 {
		return
	}
	for _, o := range old.PrimaryKey {
		if n := next.Schema.IndexOfColName(old.Schema[o].Name); n >= 0 {
			next.Schema[n].Nullable = false
		}
	}
}

// noPrefixPrimaryKey refuses a primary key on column prefixes: rows are
// keyed by whole values, so a prefix key would enforce uniqueness on the
// wrong thing. go-mysql-server's own tables refuse it the same way.
func noPrefixPrimaryKey(cols []sql.IndexColumn) error {
	for _, c := range cols {
		if c.Length > 0 {
			return sql.ErrUnsupportedIndexPrefix.New(c.Name)
		}
	}
	return nil
}

// remapIndexes carries the secondary indexes over to a new schema by
// column name (following a renamed column), dropping key parts whose
// column is gone and indexes left with no key part, as MySQL does.
func remapIndexes(old *engines.TableDef, sch sql.Schema, oldCol, newCol *sql.Column) []engines.IndexDef {
	var out []engines.IndexDef
	for _, ix := range old.Indexes {
		n := ix
		n.Columns = nil
		for _, c := range ix.Columns {
			name := old.Schema[c.Ordinal].Name
			if oldCol != nil && newCol != nil && strings.EqualFold(name, oldCol.Name) {
				name = newCol.Name
			}
			if o := sch.IndexOfColName(name); o >= 0 {
				n.Columns = append(n.Columns, engines.IndexColumn{Ordinal: o, Prefix: c.Prefix})
			}
		}
		if len(n.Columns) > 0 {
			out = append(out, n)
		}
	}
	return out
}

func sameColumns(a, b sql.Schema) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !strings.EqualFold(a[i].Name, b[i].Name) || !a[i].Type.Equals(b[i].Type) {
			return false
		}
	}
	return true
}

func samePK(a, b sql.PrimaryKeySchema) bool {
	if len(a.PkOrdinals) != len(b.PkOrdinals) {
		return false
	}
	for i := range a.PkOrdinals {
		if a.PkOrdinals[i] != b.PkOrdinals[i] {
			return false
		}
	}
	return true
}

// rewriter receives go-mysql-server's projected rows for a rebuild.
type rewriter struct {
	sess      *Session // aborts the copy if go-mysql-server abandons it
	t         *Table
	r         *catalog.Rebuilder
	src       engines.Txn
	discarded bool
	err       error
}

func (w *rewriter) StatementBegin(*sql.Context) {}

// DiscardChanges abandons the copy at once. go-mysql-server does not always
// call Close after it (and on some errors calls neither: the session then
// aborts the copy when the statement's transaction ends), and the copy's
// open transaction would hold its snapshot forever.
func (w *rewriter) DiscardChanges(*sql.Context, error) error {
	w.abort()
	return nil
}
func (w *rewriter) StatementComplete(*sql.Context) error { return nil }

func (w *rewriter) abort() {
	if !w.discarded {
		w.discarded = true
		w.r.Abort()
	}
	w.done()
}

func (w *rewriter) done() {
	if w.sess != nil {
		w.sess.untrackRewrite(w)
	}
}

func (w *rewriter) Insert(ctx *sql.Context, row sql.Row) error {
	if w.discarded {
		return errRewriteDiscarded
	}
	if w.err = w.r.Insert(ctx, row); w.err != nil {
		return translate(w.err)
	}
	if w.sess != nil {
		w.sess.copied++
	}
	return nil
}

var errRewriteDiscarded = errors.New("table rewrite already discarded")

func (w *rewriter) Close(ctx *sql.Context) error {
	if w.discarded || w.err != nil {
		w.abort()
		return nil
	}
	w.done()
	if err := w.r.Finish(ctx, w.src); err != nil {
		return translate(err)
	}
	return w.t.adopt(ctx)
}

type discardInserter struct{}

func (discardInserter) StatementBegin(*sql.Context)              {}
func (discardInserter) DiscardChanges(*sql.Context, error) error { return nil }
func (discardInserter) StatementComplete(*sql.Context) error     { return nil }
func (discardInserter) Insert(*sql.Context, sql.Row) error       { return nil }
func (discardInserter) Close(*sql.Context) error                 { return nil }

// rebuild copies the table into next through transform.
func (t *Table) rebuild(ctx *sql.Context, old, next *engines.TableDef, transform catalog.RowTransform) error {
	var n int
	var err error
	if a := t.staging(ctx); a != nil {
		n, err = a.Rebuild(ctx, old, next, transform)
	} else {
		n, err = t.db.p.cat.Rebuild(ctx, old, next, transform)
	}
	if s := sessionOf(ctx); s != nil {
		s.copied = n
	}
	if err != nil {
		return translate(err)
	}
	return t.adopt(ctx)
}

// AddColumn implements sql.AlterableTable (used only when go-mysql-server
// does not rewrite the table itself): the new column starts NULL.
func (t *Table) AddColumn(ctx *sql.Context, col *sql.Column, order *sql.ColumnOrder) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	pos := len(old.Schema)
	if order != nil {
		if order.First {
			pos = 0
		} else if order.AfterColumn != "" {
			pos = old.Schema.IndexOfColName(order.AfterColumn) + 1
		}
	}
	next := old.Clone()
	nc := col.Copy()
	nc.Source, nc.DatabaseSource = old.Name, old.Database
	next.Schema = append(next.Schema[:pos:pos], append(sql.Schema{nc}, old.Schema[pos:].Copy()...)...)
	remap := func(o int) int {
		if o >= pos {
			return o + 1
		}
		return o
	}
	next.PrimaryKey = mapOrdinals(old.PrimaryKey, remap)
	primaryKeyNotNull(next)
	for i := range next.Indexes {
		for k := range next.Indexes[i].Columns {
			next.Indexes[i].Columns[k].Ordinal = remap(next.Indexes[i].Columns[k].Ordinal)
		}
	}
	return t.rebuild(ctx, old, next, func(row sql.Row) (sql.Row, error) {
		out := make(sql.Row, 0, len(row)+1)
		out = append(out, row[:pos]...)
		out = append(out, nil)
		return append(out, row[pos:]...), nil
	})
}

func mapOrdinals(in []int, f func(int) int) []int {
	out := make([]int, len(in))
	for i, o := range in {
		out[i] = f(o)
	}
	return out
}

// DropColumn implements sql.AlterableTable.
func (t *Table) DropColumn(ctx *sql.Context, name string) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	pos := old.Schema.IndexOfColName(name)
	if pos < 0 {
		return sql.ErrTableColumnNotFound.New(old.Name, name)
	}
	next := old.Clone()
	next.Schema = append(next.Schema[:pos:pos], next.Schema[pos+1:]...)
	next.Indexes = remapIndexes(old, next.Schema, nil, nil)
	var pk []int
	for _, o := range old.PrimaryKey {
		if o != pos {
			pk = append(pk, next.Schema.IndexOfColName(old.Schema[o].Name))
		}
	}
	next.PrimaryKey = pk
	return t.rebuild(ctx, old, next, func(row sql.Row) (sql.Row, error) {
		out := make(sql.Row, 0, len(row)-1)
		out = append(out, row[:pos]...)
		return append(out, row[pos+1:]...), nil
	})
}

// ModifyColumn implements sql.AlterableTable (a change go-mysql-server did
// not rewrite itself: a rename, a comment, a default).
func (t *Table) ModifyColumn(ctx *sql.Context, name string, col *sql.Column, order *sql.ColumnOrder) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	pos := old.Schema.IndexOfColName(name)
	if pos < 0 {
		return sql.ErrTableColumnNotFound.New(old.Name, name)
	}
	next := old.Clone()
	nc := col.Copy()
	nc.Source, nc.DatabaseSource, nc.PrimaryKey = old.Name, old.Database, old.Schema[pos].PrimaryKey
	next.Schema[pos] = nc
	primaryKeyNotNull(next)
	if order == nil && old.Schema[pos].Type.Equals(nc.Type) {
		return t.replace(ctx, old, next) // metadata only
	}
	return t.rebuild(ctx, old, next, func(row sql.Row) (sql.Row, error) {
		out := row.Copy()
		if out[pos] != nil {
			v, _, err := nc.Type.Convert(ctx, out[pos])
			if err != nil {
				return nil, err
			}
			out[pos] = v
		}
		return out, nil
	})
}

// CreateIndex implements sql.IndexAlterableTable: the table is rebuilt
// with the new index, so existing rows are indexed and a UNIQUE index over
// colliding rows fails with error 1062.
func (t *Table) CreateIndex(ctx *sql.Context, def sql.IndexDef) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	if def.IsPrimary() {
		return t.setPrimaryKey(ctx, old, def.Columns)
	}
	if def.IsSpatial() || def.IsFullText() || def.IsVector() {
		return sql.ErrUnsupportedFeature.New("SPATIAL, FULLTEXT and VECTOR indexes")
	}
	for _, ix := range old.Indexes {
		if strings.EqualFold(ix.Name, def.Name) {
			return sql.ErrDuplicateKey.New(def.Name)
		}
	}
	next := old.Clone()
	ix := engines.IndexDef{ID: next.NextIndexID, Name: def.Name, Unique: def.IsUnique(), Comment: def.Comment}
	next.NextIndexID++
	for _, c := range def.Columns {
		o := old.Schema.IndexOfColName(c.Name)
		if o < 0 {
			return sql.ErrKeyColumnDoesNotExist.New(c.Name)
		}
		ix.Columns = append(ix.Columns, engines.IndexColumn{Ordinal: o, Prefix: uint16(c.Length)})
	}
	next.Indexes = append(next.Indexes, ix)
	return t.rebuild(ctx, old, next, nil)
}

// DropIndex implements sql.IndexAlterableTable.
func (t *Table) DropIndex(ctx *sql.Context, name string) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	next := old.Clone()
	next.Indexes = next.Indexes[:0]
	found := false
	for _, ix := range old.Indexes {
		if strings.EqualFold(ix.Name, name) {
			found = true
			continue
		}
		next.Indexes = append(next.Indexes, ix)
	}
	if !found {
		return sql.ErrIndexNotFound.New(name)
	}
	return t.rebuild(ctx, old, next, nil)
}

// RenameIndex implements sql.IndexAlterableTable.
func (t *Table) RenameIndex(ctx *sql.Context, from, to string) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	next := old.Clone()
	for i, ix := range next.Indexes {
		if strings.EqualFold(ix.Name, from) {
			next.Indexes[i].Name = to
			return t.replace(ctx, old, next)
		}
	}
	return sql.ErrIndexNotFound.New(from)
}

// CreatePrimaryKey implements sql.PrimaryKeyAlterableTable.
func (t *Table) CreatePrimaryKey(ctx *sql.Context, cols []sql.IndexColumn) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	return t.setPrimaryKey(ctx, old, cols)
}

func (t *Table) setPrimaryKey(ctx *sql.Context, old *engines.TableDef, cols []sql.IndexColumn) error {
	if err := noPrefixPrimaryKey(cols); err != nil {
		return err
	}
	next := old.Clone()
	next.PrimaryKey = nil
	for _, c := range next.Schema {
		c.PrimaryKey = false
	}
	for _, c := range cols {
		o := old.Schema.IndexOfColName(c.Name)
		if o < 0 {
			return sql.ErrKeyColumnDoesNotExist.New(c.Name)
		}
		next.PrimaryKey = append(next.PrimaryKey, o)
		next.Schema[o].PrimaryKey = true
		next.Schema[o].Nullable = false
	}
	return t.rebuild(ctx, old, next, nil)
}

// DropPrimaryKey implements sql.PrimaryKeyAlterableTable.
func (t *Table) DropPrimaryKey(ctx *sql.Context) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	if len(old.PrimaryKey) == 0 {
		return sql.ErrCantDropFieldOrKey.New("PRIMARY")
	}
	if err := sql.ValidatePrimaryKeyDrop(ctx, t, t.PrimaryKeySchema()); err != nil {
		return err
	}
	next := old.Clone()
	next.PrimaryKey = nil
	for _, c := range next.Schema {
		c.PrimaryKey = false
	}
	keepNotNull(old, next)
	return t.rebuild(ctx, old, next, nil)
}

var _ sql.CollationAlterableTable = (*Table)(nil)

// ModifyDefaultCollation implements sql.CollationAlterableTable (ALTER
// TABLE ... COLLATE x): only the default for new columns changes; the
// existing columns keep their collations, so no row moves.
func (t *Table) ModifyDefaultCollation(ctx *sql.Context, coll sql.CollationID) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	next := old.Clone()
	next.Collation = coll
	return t.replace(ctx, old, next)
}

// ModifyStoredCollation implements sql.CollationAlterableTable (ALTER
// TABLE ... CONVERT TO CHARACTER SET): every text column takes the new
// collation, so the table is rebuilt with its keys encoded under it.
func (t *Table) ModifyStoredCollation(ctx *sql.Context, coll sql.CollationID) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	next := old.Clone()
	next.Collation = coll
	var changed []int
	for i, c := range next.Schema {
		tc, ok := c.Type.(sql.TypeWithCollation)
		if !ok || tc.Collation() == coll {
			continue
		}
		typ, err := tc.WithNewCollation(coll)
		if err != nil {
			return err
		}
		c.Type = typ
		changed = append(changed, i)
	}
	if len(changed) == 0 {
		return t.replace(ctx, old, next)
	}
	return t.rebuild(ctx, old, next, func(row sql.Row) (sql.Row, error) {
		out := row.Copy()
		for _, i := range changed {
			if out[i] == nil {
				continue
			}
			v, _, err := next.Schema[i].Type.Convert(ctx, out[i])
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	})
}
