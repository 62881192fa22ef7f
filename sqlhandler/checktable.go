package sqlhandler

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/mysql"

	"handlerd/engines"
)

var checkTableSchema = sql.Schema{
	{Name: "Table", Type: types.LongText},
	{Name: "Op", Type: types.LongText},
	{Name: "Msg_type", Type: types.LongText},
	{Name: "Msg_text", Type: types.LongText},
}

// checkTables answers CHECK TABLE as MySQL does: one row per table with
// status OK, or error rows describing what is inconsistent.
func (p *Provider) checkTables(ctx *sql.Context, names string) (sql.RowIter, error) {
	var rows []sql.Row
	for _, name := range strings.Split(names, ",") {
		db, table, ok := strings.Cut(name, ".")
		if !ok {
			db, table = ctx.GetCurrentDatabase(), name
		}
		label := db + "." + table
		msgs, err := p.checkTable(ctx, db, table)
		if err != nil {
			msg := err.Error()
			if se, ok := err.(*mysql.SQLError); ok {
				msg = se.Message
			}
			rows = append(rows, sql.Row{label, "check", "Error", msg}, sql.Row{label, "check", "status", "Operation failed"})
			continue
		}
		for _, m := range msgs {
			rows = append(rows, sql.Row{label, "check", "error", m})
		}
		status := "OK"
		if len(msgs) > 0 {
			status = "Corrupt"
		}
		rows = append(rows, sql.Row{label, "check", "status", status})
	}
	return sql.RowsToRowIter(rows...), nil
}

func (p *Provider) checkTable(ctx *sql.Context, db, table string) ([]string, error) {
	def, ok := p.cat.Table(db, table)
	if !ok {
		return nil, translate(&engines.NoSuchTableError{Database: db, Table: table})
	}
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
