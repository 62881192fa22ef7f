package sqlhandler

import (
	"fmt"
	"regexp"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/mysql_db"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/vitess/go/mysql"
)

// How MySQL users change a password: SET PASSWORD [FOR account] = 'new'
// and ALTER USER USER() IDENTIFIED BY 'new' (what MySQL's mysqladmin
// password sends). go-mysql-server's grammar has neither (SET PASSWORD
// read as setting a variable named PASSWORD, and ALTER USER takes only
// an account name), and its ALTER USER asks for CREATE USER even of a
// user changing its own password, which MySQL allows any account.
// Parser turns both statements into a call of setPasswordProc.

// setPasswordProc is the internal procedure; its arguments are the
// account's user and host (” and ” for the session's own account) and
// the new password.
const setPasswordProc = "handlerd_set_password"

const (
	stringLiteral = `'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*"`
	accountPart   = stringLiteral + "|`(?:[^`]|``)*`|[0-9a-zA-Z_$.\\-]+"
)

var (
	// setPasswordStmt matches SET PASSWORD [FOR user[@host]] = 'new'
	// [REPLACE 'current'] [RETAIN CURRENT PASSWORD].
	setPasswordStmt = regexp.MustCompile(`(?is)^\s*SET\s+PASSWORD\s*(?:FOR\s+(` + accountPart + `)(?:\s*@\s*(` + accountPart + `))?\s*)?=\s*(` + stringLiteral + `)\s*(?:REPLACE\s+(?:` + stringLiteral + `)\s*)?(?:RETAIN\s+CURRENT\s+PASSWORD\s*)?;?\s*$`)
	// alterOwnPassword matches ALTER USER USER() (or CURRENT_USER[()])
	// IDENTIFIED BY 'new' with the same trailing options.
	alterOwnPassword = regexp.MustCompile(`(?is)^\s*ALTER\s+USER\s+(?:IF\s+EXISTS\s+)?(?:USER\s*\(\s*\)|CURRENT_USER(?:\s*\(\s*\))?)\s+IDENTIFIED\s+BY\s+(` + stringLiteral + `)\s*(?:REPLACE\s+(?:` + stringLiteral + `)\s*)?(?:RETAIN\s+CURRENT\s+PASSWORD\s*)?;?\s*$`)
)

// rewritePassword turns the password statements above into a call of
// setPasswordProc; the new password's literal is passed on as written.
func rewritePassword(q string) (string, bool) {
	if m := alterOwnPassword.FindStringSubmatch(q); m != nil {
		return fmt.Sprintf("CALL %s('', '', %s)", setPasswordProc, m[1]), true
	}
	m := setPasswordStmt.FindStringSubmatch(q)
	if m == nil {
		return "", false
	}
	user, host := "''", "''"
	if m[1] != "" {
		user, host = accountLiteral(m[1]), "'%'"
		if m[2] != "" {
			host = accountLiteral(m[2])
		}
	}
	return fmt.Sprintf("CALL %s(%s, %s, %s)", setPasswordProc, user, host, m[3]), true
}

// accountLiteral writes a part of an account name (quoted or not) as a
// string literal.
func accountLiteral(part string) string {
	if part[0] == '\'' || part[0] == '"' {
		return part
	}
	return sqlString(unquoteIdent(part))
}

// setPassword is setPasswordProc. A user may change its own password
// without privileges; another account's needs CREATE USER or UPDATE on
// the mysql schema, as in MySQL.
// The account keeps its authentication plugin.
func (p *Provider) setPassword(ctx *sql.Context, user, host, password string) (sql.RowIter, error) {
	if p.Accounts == nil {
		return nil, sql.ErrDatabaseNotFound.New("mysql")
	}
	c := ctx.Session.Client()
	if user == "" && host == "" {
		user, host = c.User, c.Address
	}
	if self := user == c.User && host == c.Address; !self && !p.mayUpdateGrantTables(ctx) {
		if err := p.requireGlobal(ctx, sql.PrivilegeType_CreateUser); err != nil {
			return nil, err
		}
	}
	editor := p.Accounts.Editor()
	defer editor.Close()
	entry, ok := editor.GetUser(mysql_db.UserPrimaryKey{User: user, Host: host})
	if !ok {
		// MySQL's ER_PASSWORD_NO_MATCH.
		return nil, mysql.NewSQLError(1133, "42000", "Can't find any matching row in the user table")
	}
	var auth plan.Authentication
	switch entry.Plugin {
	case string(mysql.CachingSha2Password):
		auth = plan.NewCachingSha2PasswordAuthentication(password)
	default:
		auth = plan.AuthenticationMysqlNativePassword(password)
	}
	authString, err := auth.AuthString()
	if err != nil {
		return nil, err
	}
	// In place, as go-mysql-server's ALTER USER does: PutUser of a copy
	// would leave the old entry beside it.
	entry.Plugin, entry.AuthString = auth.Plugin(), authString
	entry.PasswordLastChanged = ctx.QueryTime().UTC()
	editor.PutUser(entry)
	if err := p.Accounts.Persist(ctx, editor); err != nil {
		return nil, err
	}
	return sql.RowsToRowIter(), nil
}

// mayUpdateGrantTables reports whether the session's user holds UPDATE on
// the mysql schema.
func (p *Provider) mayUpdateGrantTables(ctx *sql.Context) bool {
	return p.hasPrivileges(ctx, sql.NewPrivilegedOperation(sql.PrivilegeCheckSubject{Database: "mysql"}, sql.PrivilegeType_Update))
}
