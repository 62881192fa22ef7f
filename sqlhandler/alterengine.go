package sqlhandler

import (
	"log/slog"
	"strconv"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// ExternalStoredProcedure implements sql.ExternalStoredProcedureProvider:
// the only procedure is the one Parser calls for ALTER TABLE ... ENGINE=.
// The internal procedures are the ones Parser rewrites statements into.
func (p *Provider) ExternalStoredProcedure(ctx *sql.Context, name string, n int) (*sql.ExternalStoredProcedureDetails, error) {
	switch {
	case strings.EqualFold(name, alterTableOptionsProc) && n == 3:
		return &sql.ExternalStoredProcedureDetails{Name: alterTableOptionsProc, Function: p.alterTableOptions, ChecksPrivileges: true}, nil
	case strings.EqualFold(name, tableAdminProc) && n == 2:
		return &sql.ExternalStoredProcedureDetails{Name: tableAdminProc, Schema: tableAdminSchema, Function: p.tableAdmin, ChecksPrivileges: true}, nil
	case strings.EqualFold(name, setPasswordProc) && n == 3:
		return &sql.ExternalStoredProcedureDetails{Name: setPasswordProc, Function: p.setPassword, ChecksPrivileges: true}, nil
	case strings.EqualFold(name, debugProc) && n == 0:
		return &sql.ExternalStoredProcedureDetails{Name: debugProc, Function: p.debug, ChecksPrivileges: true}, nil
	case strings.EqualFold(name, flushProc) && n == 1:
		return &sql.ExternalStoredProcedureDetails{Name: flushProc, Function: p.flush, ChecksPrivileges: true}, nil
	}
	return nil, nil
}

// ExternalStoredProcedures implements sql.ExternalStoredProcedureProvider.
func (p *Provider) ExternalStoredProcedures(ctx *sql.Context, name string) ([]sql.ExternalStoredProcedureDetails, error) {
	for _, n := range []int{0, 1, 2, 3} {
		if d, err := p.ExternalStoredProcedure(ctx, name, n); d != nil || err != nil {
			if err != nil {
				return nil, err
			}
			return []sql.ExternalStoredProcedureDetails{*d}, nil
		}
	}
	return nil, nil
}

// alterTableOptions applies ENGINE=, COMPRESSION_ALGORITHM=, S3_BLOCK_SIZE=
// and the other options Parser accepted, by rebuilding the table in its
// (new) engine, as MySQL and MariaDB do for ALTER TABLE ... ENGINE=.
func (p *Provider) alterTableOptions(ctx *sql.Context, db, table, options string) (sql.RowIter, error) {
	if db == "" {
		db = ctx.GetCurrentDatabase()
		if db == "" {
			return nil, sql.ErrNoDatabaseSelected.New()
		}
	}
	// MySQL's ALTER TABLE needs ALTER, CREATE and INSERT on the table.
	if err := p.requireTable(ctx, db, table, sql.PrivilegeType_Alter, sql.PrivilegeType_Create, sql.PrivilegeType_Insert); err != nil {
		return nil, err
	}
	old, ok := p.cat.Table(db, table)
	if !ok {
		return nil, translate(&engines.NoSuchTableError{Database: db, Table: table})
	}
	next := old.Clone()
	rebuild := false // COMMENT alone changes only the definition, as in MySQL
	for _, opt := range strings.Split(options, "\n") {
		name, val, _ := strings.Cut(opt, "=")
		val = strings.Trim(val, "'\"`")
		rebuild = rebuild || name != "COMMENT"
		switch name {
		case "ENGINE":
			c, ok := engines.CanonicalName(val)
			if !ok {
				return nil, translate(&engines.UnknownEngineError{Name: val})
			}
			if _, err := p.cat.Registry().Lookup(c); err != nil {
				return nil, translate(err)
			}
			next.Engine = c
		case "COMMENT":
			next.Comment = val
		case "AUTO_INCREMENT":
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				return nil, sql.ErrInvalidValue.New(val, "AUTO_INCREMENT")
			}
			next.AutoIncrementStart = n
		default:
			next.Options[name] = val
		}
	}
	var err error
	if rebuild {
		slog.Info("rebuilding table", "table", old.QualifiedName(), "from", old.Engine, "to", next.Engine)
		_, err = p.cat.Rebuild(ctx, old, next, nil)
	} else {
		err = p.cat.Replace(old, next)
	}
	if err != nil {
		return nil, translate(err)
	}
	ctx.SetLastQueryInfoInt(sql.RowCount, 0)
	return sql.RowsToRowIter(), nil
}
