package sqlhandler

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/mysql"

	"handlerd/engines"
)

var tableAdminSchema = sql.Schema{
	{Name: "Table", Type: types.LongText},
	{Name: "Op", Type: types.LongText},
	{Name: "Msg_type", Type: types.LongText},
	{Name: "Msg_text", Type: types.LongText},
}

// tableAdmin answers CHECK, OPTIMIZE and REPAIR TABLE (op) for each of
// names as MySQL does, a row or more per table:
//
//   - check: the engine's consistency check, error rows for what is wrong
//     and a status row (OK, Corrupt);
//   - optimize, repair: a note that the engine does not support it, as
//     MySQL says for a MEMORY table (InnoDB's repair alike). A BTREE
//     table's free pages go back to the file's free list as it changes,
//     and the redo log makes a repair unneeded, so neither has work to do;
//   - a table that does not exist: an Error row and status Operation
//     failed, whatever op.
func (p *Provider) tableAdmin(ctx *sql.Context, op, names string) (sql.RowIter, error) {
	var rows []sql.Row
	for _, name := range strings.Split(names, ",") {
		db, table, ok := strings.Cut(name, ".")
		if !ok {
			db, table = ctx.GetCurrentDatabase(), name
		}
		// CHECK needs SELECT on the table; OPTIMIZE and REPAIR need
		// SELECT and INSERT, as in MySQL.
		privs := []sql.PrivilegeType{sql.PrivilegeType_Select}
		if op != "check" {
			privs = append(privs, sql.PrivilegeType_Insert)
		}
		if err := p.requireTable(ctx, db, table, privs...); err != nil {
			return nil, err
		}
		label := db + "." + table
		msgs, err := p.tableAdminOne(ctx, op, db, table)
		if err != nil {
			msg := err.Error()
			if se, ok := err.(*mysql.SQLError); ok {
				msg = se.Message
			}
			rows = append(rows, sql.Row{label, op, "Error", msg}, sql.Row{label, op, "status", "Operation failed"})
			continue
		}
		if op != "check" {
			rows = append(rows, sql.Row{label, op, "note", "The storage engine for the table doesn't support " + op})
			continue
		}
		for _, m := range msgs {
			rows = append(rows, sql.Row{label, op, "error", m})
		}
		status := "OK"
		if len(msgs) > 0 {
			status = "Corrupt"
		}
		rows = append(rows, sql.Row{label, op, "status", status})
	}
	return sql.RowsToRowIter(rows...), nil
}

// tableAdminOne checks that db.table exists and, for CHECK, checks it.
// The grant tables in mysql (go-mysql-server's, in memory and written
// whole to a file) have nothing to check: mysqlcheck --all-databases
// reports them OK, as MySQL does.
func (p *Provider) tableAdminOne(ctx *sql.Context, op, db, table string) ([]string, error) {
	def, ok := p.cat.Table(db, table)
	if !ok && p.isGrantTable(ctx, db, table) {
		return nil, nil
	}
	if !ok {
		return nil, mysql.NewSQLError(mysql.ERNoSuchTable, mysql.SSUnknownTable, "Table '%s.%s' doesn't exist", db, table)
	}
	if op != "check" {
		return nil, nil
	}
	return p.checkTable(def)
}

// checkTable runs the engine's consistency check of def, when it has one.
func (p *Provider) checkTable(def *engines.TableDef) ([]string, error) {
	h, e, err := p.cat.Handler(def)
	if err != nil {
		return nil, err
	}
	c, ok := h.(engines.Checker)
	if !ok {
		return nil, nil
	}
	tx, err := e.Begin(engines.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return c.Check(tx)
}

// isGrantTable reports whether db.table is one of the mysql schema's
// tables.
func (p *Provider) isGrantTable(ctx *sql.Context, db, table string) bool {
	if p.Accounts == nil || !strings.EqualFold(db, "mysql") {
		return false
	}
	_, ok, err := p.Accounts.GetTableInsensitive(ctx, table)
	return ok && err == nil
}
