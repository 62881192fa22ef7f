package sqlhandler

import (
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/rowexec"
	"github.com/dolthub/go-mysql-server/sql/transform"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines/catalog"
)

// DDL as MySQL runs it, where go-mysql-server's executor differs (the
// executor override, showBuilder, sends these nodes here):
//   - an ALTER TABLE of several clauses is all or nothing: go-mysql-server
//     runs the clauses one after another and stops at the first failure,
//     leaving the earlier ones applied. The clauses' changes are staged
//     (catalog.Alteration) and published together when the last succeeds.
//   - an ALTER TABLE that copies the table (MySQL's ALGORITHM=COPY: a
//     column's type changes, the primary key is dropped) reports the rows
//     it copied, and a value the new column cannot hold fails with MySQL's
//     1265/1264 naming the row.
//   - TRUNCATE TABLE reports 0 rows (a DELETE without WHERE, which runs as
//     a truncation, the rows deleted, in ROW_COUNT() too), CREATE DATABASE IF NOT EXISTS of an
//     existing database 0 rows, and CREATE TABLE IF NOT EXISTS of an
//     existing table the note 1050.

// alteration is the ALTER TABLE of several clauses a session is running.
type alteration struct {
	db, table string
	a         *catalog.Alteration
}

// of returns the staged alteration of table db.table, or nil.
func (x *alteration) of(db, table string) *catalog.Alteration {
	if x != nil && strings.EqualFold(x.db, db) && strings.EqualFold(x.table, table) {
		return x.a
	}
	return nil
}

// buildDDL builds the nodes handled here; handled is false for the rest.
func (b *showBuilder) buildDDL(ctx *sql.Context, n sql.Node, r sql.Row) (iter sql.RowIter, handled bool, err error) {
	s := sessionOf(ctx)
	if s == nil {
		return nil, false, nil
	}
	switch n := n.(type) {
	case *plan.Block:
		if n.Pref != nil || s.alter != nil || b.exec == nil {
			return nil, false, nil
		}
		t := alterBlockTable(n)
		if t == nil {
			return nil, false, nil
		}
		iter, err := b.alterBlock(ctx, s, n, r, t)
		return iter, true, err
	case *plan.ModifyColumn:
		iter, err := b.copyingAlter(ctx, s, n, r, modifyCopies(n), n)
		return iter, true, err
	case *plan.AlterPK:
		iter, err := b.copyingAlter(ctx, s, n, r, n.Action == plan.PrimaryKeyAction_Drop, nil)
		return iter, true, err
	case *plan.Truncate:
		iter, err := rowexec.DefaultBuilder.Build(ctx, n, r)
		if err != nil {
			return nil, true, err
		}
		if kw := leadingKeywords(ctx.Query(), 1); len(kw) == 0 || kw[0] != "TRUNCATE" {
			// a DELETE without WHERE: it reports the rows deleted, and
			// ROW_COUNT() says so too
			return &mapIter{inner: iter, f: func(row sql.Row) sql.Row {
				if ok, isOK := row[0].(types.OkResult); isOK && len(row) == 1 {
					ctx.SetLastQueryInfoInt(sql.RowCount, int64(ok.RowsAffected))
				}
				return row
			}}, true, nil
		}
		ctx.SetLastQueryInfoInt(sql.RowCount, 0)
		return okRows(iter, 0), true, nil
	case *plan.CreateDB:
		if !n.IfNotExists || !n.Catalog.HasDatabase(ctx, n.DbName) {
			return nil, false, nil
		}
		iter, err := rowexec.DefaultBuilder.Build(ctx, n, r)
		if err != nil {
			return nil, true, err
		}
		return okRows(iter, 0), true, nil
	case *plan.CreateTable:
		if !n.IfNotExists() || n.Temporary() || n.Select() != nil || n.Like() != nil {
			return nil, false, nil
		}
		if _, ok, err := n.Database().GetTableInsensitive(ctx, n.Name()); err == nil && ok {
			ctx.Session.Warn(&sql.Warning{Level: "Note", Code: mysql.ERTableExists,
				Message: fmt.Sprintf("Table '%s' already exists", n.Name())})
		}
		return nil, false, nil
	}
	return nil, false, nil
}

// okRows sets the rows affected of the OK result iter returns.
func okRows(iter sql.RowIter, n uint64) sql.RowIter {
	return &mapIter{inner: iter, f: func(row sql.Row) sql.Row {
		if len(row) == 1 {
			if ok, isOK := row[0].(types.OkResult); isOK {
				ok.RowsAffected = n
				return sql.Row{ok}
			}
		}
		return row
	}}
}

// stagedAlterNode reports whether an ALTER TABLE clause changes only the
// table's definition and storage (through Table's DDL methods), so it can
// be staged. Renames of the table are not.
func stagedAlterNode(n sql.Node) bool {
	switch n.(type) {
	case *plan.AddColumn, *plan.DropColumn, *plan.RenameColumn, *plan.ModifyColumn, *plan.AlterIndex,
		*plan.AlterPK, *plan.AlterDefaultSet, *plan.AlterDefaultDrop, *plan.CreateCheck, *plan.DropCheck:
		return true
	}
	return false
}

// alterBlockTable returns the table an ALTER TABLE of several clauses
// changes, or nil if the block is something else or has a clause that
// cannot be staged.
func alterBlockTable(n *plan.Block) *Table {
	var table *Table
	for _, c := range n.Children() {
		if !stagedAlterNode(c) {
			return nil
		}
		var t *Table
		transform.Inspect(c, func(x sql.Node) bool {
			if rt, ok := x.(*plan.ResolvedTable); ok && t == nil {
				t = underlying(rt.Table)
			}
			return t == nil
		})
		if t == nil || t.temp {
			return nil
		}
		if table == nil {
			table = t
		} else if !strings.EqualFold(table.def.Database, t.def.Database) || !strings.EqualFold(table.def.Name, t.def.Name) {
			return nil
		}
	}
	return table
}

// alterBlock runs the clauses of one ALTER TABLE on staged definitions and
// publishes the result only if every clause succeeded.
func (b *showBuilder) alterBlock(ctx *sql.Context, s *Session, n *plan.Block, r sql.Row, t *Table) (sql.RowIter, error) {
	def, ok := b.p.cat.Table(t.def.Database, t.def.Name)
	if !ok {
		return nil, sql.ErrTableNotFound.New(t.def.Name)
	}
	a := b.p.cat.BeginAlteration(def)
	s.alter = &alteration{db: def.Database, table: def.Name, a: a}
	s.copied = 0
	iter, err := func() (iter sql.RowIter, err error) {
		defer func() {
			s.alter = nil
			if p := recover(); p != nil {
				a.Abort()
				panic(p)
			}
		}()
		// The block goes through the whole executor again (this override
		// passes on it now that s.alter is set), so its clauses come back
		// here (copyingAlter).
		return b.exec.Build(ctx, n, r)
	}()
	if err != nil {
		a.Abort()
		b.refresh(ctx)
		return nil, err
	}
	if err := a.Commit(); err != nil {
		b.refresh(ctx)
		return nil, translate(err)
	}
	b.refresh(ctx)
	if blockCopies(n) {
		iter = okRows(iter, uint64(s.copied))
	}
	return iter, nil
}

// refresh moves the session's snapshot past the DDL just published or
// abandoned.
func (b *showBuilder) refresh(ctx *sql.Context) {
	if set := txnSet(ctx); set != nil {
		_ = set.Refresh()
	}
}

// blockCopies reports whether MySQL would copy the table for an ALTER
// TABLE of these clauses: one of them copies, and the primary key is not
// just replaced (DROP PRIMARY KEY, ADD PRIMARY KEY is in place).
func blockCopies(n *plan.Block) bool {
	copies, addsPK := false, false
	for _, c := range n.Children() {
		switch c := c.(type) {
		case *plan.ModifyColumn:
			copies = copies || modifyCopies(c)
		case *plan.AlterPK:
			if c.Action == plan.PrimaryKeyAction_Drop {
				copies = true
			} else {
				addsPK = true
			}
		}
	}
	if addsPK {
		for _, c := range n.Children() {
			if m, ok := c.(*plan.ModifyColumn); ok && modifyCopies(m) {
				return true
			}
		}
		return false
	}
	return copies
}

// modifyCopies reports whether MySQL copies the table for MODIFY/CHANGE
// COLUMN: when the column's type changes, except a VARCHAR or VARBINARY
// made longer within the same length-prefix size (in place in MySQL 8).
func modifyCopies(m *plan.ModifyColumn) bool {
	sch := m.TargetSchema()
	i := sch.IndexOfColName(m.Column())
	if i < 0 {
		return false
	}
	oldT, newT := sch[i].Type, m.NewColumn().Type
	// The new column's collation is not resolved yet when it has none of
	// its own: it keeps the table's, as the old column has.
	if oc, ok := oldT.(sql.TypeWithCollation); ok {
		if nc, ok := newT.(sql.TypeWithCollation); ok && nc.Collation() == sql.Collation_Unspecified {
			if t, err := nc.WithNewCollation(oc.Collation()); err == nil {
				newT = t
			}
		}
	}
	if oldT.Equals(newT) {
		return false
	}
	if oe, ok := oldT.(sql.EnumType); ok {
		if ne, ok := newT.(sql.EnumType); ok {
			return !valuesExtend(oe.Values(), ne.Values()) // members added at the end: in place
		}
	}
	if oe, ok := oldT.(sql.SetType); ok {
		if ne, ok := newT.(sql.SetType); ok {
			return !valuesExtend(oe.Values(), ne.Values())
		}
	}
	os, ok1 := oldT.(sql.StringType)
	ns, ok2 := newT.(sql.StringType)
	if ok1 && ok2 && oldT.Type() == newT.Type() && (oldT.Type() == sqltypes.VarChar || oldT.Type() == sqltypes.VarBinary) &&
		os.Collation() == ns.Collation() && ns.MaxByteLength() >= os.MaxByteLength() &&
		(os.MaxByteLength() < 256) == (ns.MaxByteLength() < 256) {
		return false
	}
	return true
}

// valuesExtend reports whether next is old with members added at the end.
func valuesExtend(old, next []string) bool {
	if len(next) < len(old) {
		return false
	}
	for i := range old {
		if old[i] != next[i] {
			return false
		}
	}
	return true
}

// copyingAlter runs one ALTER TABLE clause; copies says whether MySQL
// would copy the table for it, so that it reports the rows copied. For
// MODIFY COLUMN (m), a value the new column cannot hold fails with MySQL's
// error naming the row.
func (b *showBuilder) copyingAlter(ctx *sql.Context, s *Session, n sql.Node, r sql.Row, copies bool, m *plan.ModifyColumn) (sql.RowIter, error) {
	if s.alter == nil {
		s.copied = 0
	}
	iter, err := rowexec.DefaultBuilder.Build(ctx, n, r)
	if err != nil {
		return nil, modifyError(m, err)
	}
	return &alterIter{inner: iter, s: s, m: m, copies: copies && s.alter == nil}, nil
}

type alterIter struct {
	inner  sql.RowIter
	s      *Session
	m      *plan.ModifyColumn
	copies bool
}

func (a *alterIter) Next(ctx *sql.Context) (sql.Row, error) {
	row, err := a.inner.Next(ctx)
	if err != nil {
		return nil, modifyError(a.m, err)
	}
	if a.copies && len(row) == 1 {
		if ok, isOK := row[0].(types.OkResult); isOK {
			ok.RowsAffected = uint64(a.s.copied)
			row = sql.Row{ok}
		}
	}
	return row, nil
}

func (a *alterIter) Close(ctx *sql.Context) error { return a.inner.Close(ctx) }

// modifyError gives go-mysql-server's conversion errors while MODIFY
// COLUMN copies the rows MySQL's codes: a string too long or a NULL for a
// NOT NULL column is 1265 (data truncated; errcodes.go), not 1406 or 1048,
// and a NULL when only NOT NULL was added is 1138, as MySQL 8 reports it
// (it changes nullability in place, without a copy). Out of range values
// are already 1264.
func modifyError(m *plan.ModifyColumn, err error) error {
	if m == nil || err == nil {
		return err
	}
	col := m.NewColumn().Name
	switch {
	case types.ErrLengthBeyondLimit.Is(err):
		return types.ErrDataTruncatedForColumn.New(col)
	case sql.ErrInsertIntoNonNullableProvidedNull.Is(err):
		if !modifyCopies(m) {
			return mysql.NewSQLError(mysql.ERInvalidUseOfNull, "22004", "Invalid use of NULL value")
		}
		return types.ErrDataTruncatedForColumn.New(col)
	}
	return err
}
