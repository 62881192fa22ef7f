package sqlhandler

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"
)

// The internal procedures Parser rewrites statements into (ALTER TABLE
// ... ENGINE=, CHECK/OPTIMIZE/REPAIR TABLE, FLUSH LOGS) check the
// privileges MySQL requires of those statements themselves; go-mysql-server
// lets anyone call them (ExternalStoredProcedureDetails.ChecksPrivileges)
// instead of asking for EXECUTE, which MySQL does not require for them
// and which is no stand-in for ALTER or RELOAD.

const (
	erTableAccessDenied    = 1142
	erSpecificAccessDenied = 1227
)

// requireTable fails unless the session's user holds every one of privs
// on db.table.
func (p *Provider) requireTable(ctx *sql.Context, db, table string, privs ...sql.PrivilegeType) error {
	for _, priv := range privs {
		if !p.hasPrivileges(ctx, sql.NewPrivilegedOperation(sql.PrivilegeCheckSubject{Database: db, Table: table}, priv)) {
			c := ctx.Session.Client()
			return mysql.NewSQLError(erTableAccessDenied, "42000", "%s command denied to user '%s'@'%s' for table '%s'",
				strings.ToUpper(priv.String()), c.User, sql.ClientHost(ctx, c.Address), table)
		}
	}
	return nil
}

// requireGlobal fails unless the session's user holds the global
// privilege priv.
func (p *Provider) requireGlobal(ctx *sql.Context, priv sql.PrivilegeType) error {
	if p.hasPrivileges(ctx, sql.NewPrivilegedOperation(sql.PrivilegeCheckSubject{}, priv)) {
		return nil
	}
	return mysql.NewSQLError(erSpecificAccessDenied, "42000",
		"Access denied; you need (at least one of) the %s privilege(s) for this operation", strings.ToUpper(priv.String()))
}

// hasPrivileges reports whether the session's user may do ops; without
// grant tables everything is allowed.
func (p *Provider) hasPrivileges(ctx *sql.Context, ops ...sql.PrivilegedOperation) bool {
	return p.Accounts == nil || p.Accounts.UserHasPrivileges(ctx, ops...)
}
