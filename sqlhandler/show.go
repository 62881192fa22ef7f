package sqlhandler

import (
	"fmt"
	"sort"
	"strings"

	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/information_schema"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/rowexec"

	"handlerd/engines"
)

// go-mysql-server prints ENGINE=InnoDB for every table and knows only
// InnoDB in SHOW ENGINES (research/gms.md §1). These hooks make SHOW CREATE
// TABLE, SHOW TABLE STATUS, information_schema.TABLES, SHOW ENGINES and
// SHOW PLUGINS tell the truth; SHOW CREATE TABLE's and SHOW COLUMNS'
// columns read as MySQL's (columntext.go).

// Plugin is one row of SHOW PLUGINS.
type Plugin struct {
	Name, Status, Type, Library, Description string
}

// InstallShowHooks wires the hooks into an engine. plugins is asked for the
// listener plugins' current state each time SHOW PLUGINS runs.
func InstallShowHooks(e *sqle.Engine, p *Provider, plugins func() []Plugin) error {
	useMySQLColumnFormat()
	sb := &showBuilder{p: p}
	e.Analyzer.ExecBuilder = rowexec.NewOverrideBuilder(sb)
	sb.exec = e.Analyzer.ExecBuilder
	ctx := sql.NewEmptyContext()
	is := e.Analyzer.Catalog.InfoSchema
	hook := func(name string, reader func(*sql.Context, sql.Catalog) (sql.RowIter, error)) error {
		t, ok, err := is.GetTableInsensitive(ctx, name)
		if err != nil || !ok {
			return fmt.Errorf("information_schema.%s not found: %v", name, err)
		}
		ist, ok := t.(*information_schema.InformationSchemaTable)
		if !ok {
			return fmt.Errorf("information_schema.%s has unexpected type %T", name, t)
		}
		if reader == nil { // wrap the existing reader
			inner := ist.Reader
			ist.Reader = func(ctx *sql.Context, c sql.Catalog) (sql.RowIter, error) {
				it, err := inner(ctx, c)
				if err != nil {
					return nil, err
				}
				return &mapIter{inner: it, f: p.fixTablesRow}, nil
			}
			return nil
		}
		ist.Reader = reader
		return nil
	}
	if err := hook(information_schema.EnginesTableName, p.enginesRows); err != nil {
		return err
	}
	if err := hook(information_schema.TablesTableName, nil); err != nil {
		return err
	}
	return hook(information_schema.PluginsTableName, func(*sql.Context, sql.Catalog) (sql.RowIter, error) {
		var rows []sql.Row
		for _, pl := range plugins() {
			rows = append(rows, sql.Row{pl.Name, "1.0", pl.Status, pl.Type, "1.0", pl.Library, "1.0",
				"handlerd", pl.Description, "GPL", "ON"})
		}
		return sql.RowsToRowIter(rows...), nil
	})
}

// engineDescriptions are SHOW ENGINES' comments.
var engineDescriptions = map[string]engines.Info{
	engines.BTREE: {Comment: "Durable, transactional B-tree tables on bbolt; InnoDB, MyISAM and Aria map here",
		Transactions: true, Savepoints: true},
	engines.MEMORY: {Comment: "Tables in RAM in ordered B-trees; rows vanish at restart; HEAP maps here",
		Transactions: true, Savepoints: true},
	engines.S3: {Comment: "Read-only archive tables in an S3 bucket (ALTER TABLE ... ENGINE=S3)"},
}

func yesNo(b bool) string {
	if b {
		return "YES"
	}
	return "NO"
}

func (p *Provider) enginesRows(ctx *sql.Context, _ sql.Catalog) (sql.RowIter, error) {
	def, _ := engines.CanonicalName(p.defaultEngine(ctx))
	var rows []sql.Row
	for _, name := range []string{engines.BTREE, engines.MEMORY, engines.S3} {
		info := engineDescriptions[name]
		support := "NO"
		if _, err := p.cat.Registry().Lookup(name); err == nil {
			support = "YES"
			if name == def {
				support = "DEFAULT"
			}
		}
		rows = append(rows, sql.Row{name, support, info.Comment, yesNo(info.Transactions), "NO", yesNo(info.Savepoints)})
	}
	return sql.RowsToRowIter(rows...), nil
}

// fixTablesRow puts the real engine into an information_schema.TABLES row
// (TABLE_SCHEMA is column 1, TABLE_NAME 2, ENGINE 4).
func (p *Provider) fixTablesRow(row sql.Row) sql.Row {
	db, _ := row[1].(string)
	name, _ := row[2].(string)
	if def, ok := p.cat.Table(db, name); ok {
		row[4] = def.Engine
		if len(row) > 6 && row[6] != nil {
			row[6] = rowFormat(def)
		}
	}
	return row
}

// mapped runs go-mysql-server's own builder for n and passes each row it
// gives through f.
func mapped(ctx *sql.Context, n sql.Node, r sql.Row, f func(sql.Row) sql.Row) (sql.RowIter, error) {
	it, err := rowexec.DefaultBuilder.Build(ctx, n, r)
	if err != nil {
		return nil, err
	}
	return &mapIter{inner: it, f: f}, nil
}

// showIndexRow gives a SHOW INDEX row the Collation MySQL shows, A
// (ascending) for a B-tree index's column, as information_schema.STATISTICS
// already says; go-mysql-server leaves it NULL.
func showIndexRow(row sql.Row) sql.Row {
	const collationAt, indexTypeAt = 5, 10
	if len(row) > indexTypeAt && row[collationAt] == nil && row[indexTypeAt] == "BTREE" {
		row[collationAt] = "A"
	}
	return row
}

// rowFormat is the ROW_FORMAT MySQL shows for a table of def's engine:
// InnoDB's default, Dynamic, for BTREE (and S3); MEMORY's Fixed.
func rowFormat(def *engines.TableDef) string {
	if def.Engine == engines.MEMORY {
		return "Fixed"
	}
	return "Dynamic"
}

type mapIter struct {
	inner sql.RowIter
	f     func(sql.Row) sql.Row
}

func (m *mapIter) Next(ctx *sql.Context) (sql.Row, error) {
	row, err := m.inner.Next(ctx)
	if err != nil {
		return nil, err
	}
	return m.f(row), nil
}

func (m *mapIter) Close(ctx *sql.Context) error { return m.inner.Close(ctx) }

// showBuilder intercepts the two SHOW statements that print an engine,
// SHOW COLUMNS and SHOW INDEX, and the DDL ddlexec.go runs as MySQL does.
type showBuilder struct {
	p *Provider
	// exec is the whole executor, this override included.
	exec sql.NodeExecBuilder
}

func (b *showBuilder) Build(ctx *sql.Context, n sql.Node, r sql.Row) (sql.RowIter, error) {
	if iter, handled, err := b.buildDDL(ctx, n, r); handled {
		return iter, err
	}
	switch n := n.(type) {
	case *plan.ShowCreateTable:
		if n.IsView {
			return nil, nil
		}
		rt, ok := n.Child.(*plan.ResolvedTable)
		if !ok {
			return nil, nil
		}
		t := underlying(rt.Table)
		if t == nil {
			return nil, nil
		}
		engine, opts := t.def.Engine, tableOptionsText(t.def.Options)
		return mapped(ctx, n, r, func(row sql.Row) sql.Row {
			if s, ok := row[1].(string); ok {
				row[1] = strings.Replace(s, ") ENGINE=InnoDB", ") ENGINE="+engine, 1) + opts
			}
			return row
		})
	case *plan.ShowColumns:
		schema, i := n.TargetSchema(), 0
		return mapped(ctx, n, r, func(row sql.Row) sql.Row {
			if i < len(schema) { // go-mysql-server gives a row per column, in order
				showColumnsRow(row, schema[i], n.Full)
			}
			i++
			return row
		})
	case *plan.ShowIndexes:
		return mapped(ctx, n, r, showIndexRow)
	case *plan.ShowTableStatus:
		d, _ := unwrapDatabase(n.Database()).(*Database)
		if d == nil {
			return nil, nil
		}
		return mapped(ctx, n, r, func(row sql.Row) sql.Row {
			if name, ok := row[0].(string); ok {
				tableStatusRow(ctx, d, name, row)
			}
			return row
		})
	}
	return nil, nil
}

// tableStatusRow fills in a SHOW TABLE STATUS row of table name in d what
// go-mysql-server leaves out or hardcodes: the table's engine (it says
// InnoDB), MySQL's row format for it (Dynamic, as InnoDB's default;
// MEMORY's Fixed) and the next AUTO_INCREMENT value (it says NULL).
func tableStatusRow(ctx *sql.Context, d *Database, name string, row sql.Row) {
	const engineAt, rowFormatAt, autoIncrementAt = 1, 3, 10
	if len(row) <= autoIncrementAt {
		return
	}
	def, ok := d.p.cat.Table(d.name, name)
	if !ok {
		return
	}
	row[engineAt], row[rowFormatAt] = def.Engine, rowFormat(def)
	if def.AutoIncrementColumn() < 0 {
		return
	}
	if t, ok, err := d.GetTableInsensitive(ctx, name); err == nil && ok {
		if g, ok := t.(sql.AutoIncrementGetter); ok {
			if next, err := g.PeekNextAutoIncrementValue(ctx); err == nil {
				row[autoIncrementAt] = next
			}
		}
	}
}

// unwrapDatabase unwraps go-mysql-server's database wrappers (the
// privilege checker's): SHOW ... FROM d names the database so wrapped.
func unwrapDatabase(db sql.Database) sql.Database {
	for {
		w, ok := db.(interface{ Unwrap() sql.Database })
		if !ok {
			return db
		}
		db = w.Unwrap()
	}
}

// underlying unwraps go-mysql-server's table wrappers (ProcessTable, ...).
func underlying(t sql.Table) *Table {
	for {
		switch x := t.(type) {
		case *Table:
			return x
		case sql.TableWrapper:
			t = x.Underlying()
		default:
			return nil
		}
	}
}

// tableOptionsText prints engine options (COMPRESSION_ALGORITHM=...) as
// MariaDB appends them to SHOW CREATE TABLE; names starting with "_" are
// an engine's private bookkeeping.
func tableOptionsText(opts map[string]string) string {
	names := make([]string, 0, len(opts))
	for k := range opts {
		if !strings.HasPrefix(k, "_") {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	var b strings.Builder
	for _, k := range names {
		fmt.Fprintf(&b, " %s='%s'", k, strings.ReplaceAll(opts[k], "'", "''"))
	}
	return b.String()
}
