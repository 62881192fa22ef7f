package sqlhandler

import (
	"context"
	"regexp"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"
	errors "gopkg.in/src-d/go-errors.v1"
)

// go-mysql-server sends every error it has no MySQL code for as 1105
// (ER_UNKNOWN_ERROR), where MySQL sends a specific code applications
// branch on. Its errors are built from fixed format strings (error kinds),
// so the text of a 1105 identifies its kind: errorCodes maps kinds to the
// code and SQLSTATE MySQL uses, and WrapHandler rewrites errors on their way
// to the client. Errors go-mysql-server already codes correctly pass
// through untouched.

type codeState struct {
	code  int
	state string
}

var errorCodes = []struct {
	kind *errors.Kind
	codeState
}{
	{sql.ErrSystemVariableReadOnly, codeState{1238, "HY000"}},
	{sql.ErrSystemVariableGlobalOnly, codeState{1229, "HY000"}},
	{sql.ErrSystemVariableSessionOnly, codeState{1228, "HY000"}},
	{sql.ErrUnknownSystemVariable, codeState{1193, "HY000"}},
	{sql.ErrColumnNotFound, codeState{1054, "42S22"}},
	{sql.ErrTableColumnNotFound, codeState{1054, "42S22"}},
	{sql.ErrTableAlreadyExists, codeState{1050, "42S01"}},
	{sql.ErrNoDatabaseSelected, codeState{1046, "3D000"}},
	{sql.ErrSavepointDoesNotExist, codeState{1305, "42000"}},
	// Accounts and privileges, and the memory bound (server/memlimit.go).
	{sql.ErrPrivilegeCheckFailed, codeState{1142, "42000"}},
	{sql.ErrTableAccessDeniedForUser, codeState{1142, "42000"}},
	{sql.ErrDatabaseAccessDeniedForUser, codeState{1044, "42000"}},
	{sql.ErrUserCreationFailure, codeState{1396, "HY000"}},
	{sql.ErrUserAlterFailure, codeState{1396, "HY000"}},
	{sql.ErrUserDeletionFailure, codeState{1396, "HY000"}},
	{sql.ErrNoMemoryAvailable, codeState{1037, "HY001"}},
}

type kindPattern struct {
	re *regexp.Regexp
	codeState
}

var kindPatterns = func() []kindPattern {
	var out []kindPattern
	verb := regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)
	for _, e := range errorCodes {
		parts := verb.Split(e.kind.Message, -1)
		for i, p := range parts {
			parts[i] = regexp.QuoteMeta(p)
		}
		out = append(out, kindPattern{re: regexp.MustCompile("^" + strings.Join(parts, "(?s:.*)") + "$"), codeState: e.codeState})
	}
	return out
}()

// mysqlError gives a 1105 error the code MySQL would use.
func mysqlError(err error) error {
	se, ok := err.(*mysql.SQLError)
	if !ok || se.Number() != mysql.ERUnknownError {
		return err
	}
	msg := se.Message
	for _, p := range kindPatterns {
		if p.re.MatchString(msg) {
			return mysql.NewSQLError(p.code, p.state, "%s", msg)
		}
	}
	return err
}

// WrapHandler is a go-mysql-server HandlerWrapper applying mysqlError.
func WrapHandler(h mysql.Handler) (mysql.Handler, error) { return codedHandler{h}, nil }

type codedHandler struct{ mysql.Handler }

func (h codedHandler) ComQuery(ctx context.Context, c *mysql.Conn, q string, cb mysql.ResultSpoolFn) error {
	return mysqlError(h.Handler.ComQuery(ctx, c, q, cb))
}

func (h codedHandler) ComMultiQuery(ctx context.Context, c *mysql.Conn, q string, cb mysql.ResultSpoolFn) (string, error) {
	rest, err := h.Handler.ComMultiQuery(ctx, c, q, cb)
	return rest, mysqlError(err)
}

func (h codedHandler) ComPrepare(ctx context.Context, c *mysql.Conn, q string, p *mysql.PrepareData) ([]*querypb.Field, error) {
	f, err := h.Handler.ComPrepare(ctx, c, q, p)
	return f, mysqlError(err)
}

func (h codedHandler) ComStmtExecute(ctx context.Context, c *mysql.Conn, p *mysql.PrepareData, cb func(*sqltypes.Result) error) error {
	return mysqlError(h.Handler.ComStmtExecute(ctx, c, p, cb))
}

// ClientError turns any error into what a MySQL client should receive:
// go-mysql-server's cast to a MySQL error, then the codes it lacks.
func ClientError(err error) error {
	if err == nil {
		return nil
	}
	return mysqlError(sql.CastSQLError(translate(err)))
}
