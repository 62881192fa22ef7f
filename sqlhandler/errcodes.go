package sqlhandler

import (
	"context"
	goerrors "errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/analyzer/analyzererrors"
	"github.com/dolthub/go-mysql-server/sql/planbuilder"
	"github.com/dolthub/go-mysql-server/sql/types"
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
	{sql.ErrFunctionNotFound, codeState{1305, "42000"}},
	// Accounts and privileges, and the memory bound (server/memlimit.go).
	{sql.ErrPrivilegeCheckFailed, codeState{1142, "42000"}},
	{sql.ErrTableAccessDeniedForUser, codeState{1142, "42000"}},
	{sql.ErrDatabaseAccessDeniedForUser, codeState{1044, "42000"}},
	{sql.ErrUserCreationFailure, codeState{1396, "HY000"}},
	{sql.ErrUserAlterFailure, codeState{1396, "HY000"}},
	{sql.ErrUserDeletionFailure, codeState{1396, "HY000"}},
	{sql.ErrNoMemoryAvailable, codeState{1037, "HY001"}},
	// Values that do not fit their column (strict mode; INSERT IGNORE and
	// non-strict sessions get warnings, see mysqlWarning).
	{types.ErrLengthBeyondLimit, codeState{erDataTooLong, "22001"}},
	{errBeyondMaxBit, codeState{erDataTooLong, "22001"}},
	{sql.ErrValueOutOfRange, codeState{erWarnDataOutOfRange, "22003"}},
	{types.ErrConvertToDecimalLimit, codeState{erWarnDataOutOfRange, "22003"}},
	{types.ErrConvertingToYear, codeState{erWarnDataOutOfRange, "22003"}},
	{sql.ErrDataOutOfRange, codeState{erDataOutOfRange, "22003"}},
	{sql.ErrInsertIntoNonNullableDefaultNullColumn, codeState{erNoDefaultForField, "HY000"}},
	{types.ErrConvertingToTime, codeState{erTruncatedWrongValue, "22007"}},
	{types.ErrConvertingToTimeType, codeState{erTruncatedWrongValue, "22007"}},
	{types.ErrConvertingToEnum, codeState{erWarnDataTruncated, "01000"}},
	{types.ErrDataTruncatedForColumn, codeState{erWarnDataTruncated, "01000"}},
	{sql.ErrInvalidSetValue, codeState{erWarnDataTruncated, "01000"}},
	{sql.ErrConvertingToSet, codeState{erWarnDataTruncated, "01000"}},
	{sql.ErrInvalidJson, codeState{erInvalidJSONText, "22032"}},
	{types.ErrIllegalSetMember, codeState{erIllegalValueForType, "22007"}},
	// Statements that do not make sense.
	{sql.ErrInsertIntoMismatchValueCount, codeState{erWrongValueCountOnRow, "21S01"}},
	{sql.ErrAmbiguousColumnName, codeState{erNonUniqError, "23000"}},
	{analyzererrors.ErrValidationGroupBy, codeState{erWrongFieldWithGroup, "42000"}},
	// Constraints, views, triggers and prepared statements.
	{sql.ErrCheckConstraintViolated, codeState{erCheckConstraintViolated, "HY000"}},
	{sql.ErrGeneratedColumnValue, codeState{erNonDefaultValueForGeneratedColumn, "HY000"}},
	{sql.ErrExistingView, codeState{1050, "42S01"}},
	{sql.ErrViewDoesNotExist, codeState{erBadTable, "42S02"}},
	{sql.ErrTriggerDoesNotExist, codeState{erTrgDoesNotExist, "HY000"}},
	{sql.ErrUnknownPreparedStatement, codeState{erUnknownStmtHandler, "HY000"}},
	{errExecuteArguments, codeState{erWrongArguments, "HY000"}},
	{planbuilder.ErrUnionSchemasDifferentLength, codeState{erWrongNumberOfColumnsInSelect, "21000"}},
}

// MySQL error numbers used here.
const (
	erDataTooLong          = 1406
	erWarnDataOutOfRange   = 1264
	erDataOutOfRange       = 1690
	erWarnDataTruncated    = 1265
	erNoDefaultForField    = 1364
	erTruncatedWrongValue  = 1292
	erTruncatedWrongField  = 1366
	erInvalidJSONText      = 3140
	erIllegalValueForType  = 1367
	erWrongValueCountOnRow = 1136
	erNonUniqError         = 1052
	erWrongFieldWithGroup  = 1055
	erBadTable             = 1051
	erDBDropExists         = 1008
	erCantDropFieldOrKey   = 1091
	erSPDoesNotExist       = 1305
	erQueryInterrupted     = 1317
	erLockNowait           = 3572

	erCheckConstraintViolated           = 3819
	erNonDefaultValueForGeneratedColumn = 3105
	erTrgDoesNotExist                   = 1360
	erUnknownStmtHandler                = 1243
	erWrongArguments                    = 1210
	erWrongNumberOfColumnsInSelect      = 1222
)

// errExecuteArguments is go-mysql-server's error for an EXECUTE (or a
// prepared statement's execution) given more values than it has
// placeholders (a fmt.Errorf there; the text is all errcodes needs).
var errExecuteArguments = errors.NewKind("invalid arguments. expected: %d, found: %d")

// errBeyondMaxBit is go-mysql-server's unexported error for a BIT value
// wider than its column (the text is all errcodes needs).
var errBeyondMaxBit = errors.NewKind("%v is beyond the maximum value that can be held by %v bits")

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
	if !ok {
		return err
	}
	if se.Number() == erTruncatedWrongField && numericPrefix(se.Message) {
		// '12abc' for a number is MySQL's 1265 (data truncated: it
		// reads 12 and drops the rest); 'abc' stays 1366.
		return mysql.NewSQLError(erWarnDataTruncated, "01000", "%s", se.Message)
	}
	if se.Number() != mysql.ERUnknownError {
		return err
	}
	if se.Message == context.Canceled.Error() {
		// The statement's context is cancelled by KILL QUERY (and KILL
		// of its connection, which then never sees this).
		return mysql.NewSQLError(erQueryInterrupted, "70100", "Query execution was interrupted")
	}
	if m := wrappedSQLError.FindStringSubmatch(se.Message); m != nil {
		code, _ := strconv.Atoi(m[2])
		return mysql.NewSQLError(code, m[3], "%s", m[1])
	}
	if cs, ok := codeOf(se.Message); ok {
		return mysql.NewSQLError(cs.code, cs.state, "%s", se.Message)
	}
	return err
}

// wrappedSQLError matches the text of a MySQL error that go-mysql-server
// wrapped into a generic one (a parser's error becomes a syntax error whose
// text is the original's, code and state included).
var wrappedSQLError = regexp.MustCompile(`^(?s)(.*) \(errno (\d+)\) \(sqlstate ([0-9A-Z]{5})\)$`)

// codeOf finds the MySQL code of a go-mysql-server error text.
func codeOf(msg string) (codeState, bool) {
	for _, p := range kindPatterns {
		if p.re.MatchString(msg) {
			return p.codeState, true
		}
	}
	return codeState{}, false
}

// invalidValue matches go-mysql-server's ErrInvalidValue text.
var invalidValue = regexp.MustCompile(`^error: '(?s:(.*))' is not a valid value for '([a-z ]+)`)

// numericPrefix reports an invalid-value error for a numeric column whose
// value starts with a number.
func numericPrefix(msg string) bool {
	m := invalidValue.FindStringSubmatch(msg)
	if m == nil {
		return false
	}
	switch t := m[2]; {
	case strings.Contains(t, "int"), strings.Contains(t, "decimal"), t == "float", t == "double":
	default:
		return false
	}
	v := strings.TrimLeft(m[1], " \t\n")
	v = strings.TrimLeft(v, "+-")
	return v != "" && (v[0] >= '0' && v[0] <= '9' || v[0] == '.' && len(v) > 1 && v[1] >= '0' && v[1] <= '9')
}

// ignoredAsNote are the error codes go-mysql-server turns into notes under
// INSERT IGNORE (and UPDATE IGNORE), where MySQL gives warnings.
var ignoredAsNote = map[int]bool{
	mysql.ERUnknownError: true, mysql.ERDupEntry: true, mysql.ERBadNullError: true,
	mysql.ErNoReferencedRow2: true, mysql.ERRowIsReferenced2: true, 3819: true, // CHECK constraint
	erNoDefaultForField: true, erTruncatedWrongField: true,
}

// mysqlWarning gives a warning the level and code MySQL gives it: errors
// that IGNORE (or a non-strict sql_mode) downgrades are warnings, not
// notes, with the error's code, except that a value cut to fit its column
// is 1265 (data truncated) where strict mode's error is 1406.
func mysqlWarning(w *sql.Warning) *sql.Warning {
	if w == nil || (w.Level != "Note" && w.Code != mysql.ERUnknownError) || !ignoredAsNote[w.Code] {
		return w
	}
	c := *w
	c.Level = "Warning"
	if c.Code == erTruncatedWrongField && numericPrefix(c.Message) {
		c.Code = erWarnDataTruncated // '12abc' stored as 12, as in mysqlError
	}
	if c.Code == mysql.ERUnknownError {
		if cs, ok := codeOf(c.Message); ok {
			c.Code = cs.code
			if c.Code == erDataTooLong {
				c.Code = erWarnDataTruncated
			}
		}
	}
	c.Message = mysqlText(c.Code, c.Message)
	return &c
}

// WrapHandler is a go-mysql-server HandlerWrapper applying mysqlError,
// statementError and clientFacing (errtext.go) to errors, and okPacket to
// results.
func WrapHandler(h mysql.Handler) (mysql.Handler, error) { return codedHandler{h}, nil }

type codedHandler struct{ mysql.Handler }

func (h codedHandler) ComQuery(ctx context.Context, c *mysql.Conn, q string, cb mysql.ResultSpoolFn) error {
	return connError(c, q, h.Handler.ComQuery(ctx, c, q, okPacketSpool(cb)))
}

func (h codedHandler) ComMultiQuery(ctx context.Context, c *mysql.Conn, q string, cb mysql.ResultSpoolFn) (string, error) {
	rest, err := h.Handler.ComMultiQuery(ctx, c, q, okPacketSpool(cb))
	return rest, connError(c, q, err)
}

// queryError is what a client receives for err, the error of the query
// text q in a session whose current database is db: MySQL's code
// (mysqlError, then statementError, which reads go-mysql-server's texts),
// then MySQL's SQLSTATE and text.
func queryError(q, db string, err error) error {
	return clientFacing(statementError(q, db, mysqlError(err)))
}

// connError is queryError for a statement of connection c, which it
// also notes among the session's conditions (noteError).
func connError(c *mysql.Conn, q string, err error) error {
	if err == nil {
		return nil
	}
	err = queryError(q, currentDatabase(c), err)
	noteError(c, err)
	return err
}

// A stored routine's handler reads its condition as the client would
// have received it.
func init() { sql.ClientErrorForm = ClientError }

// ConnClientError is ClientError for a statement of connection c, which
// it also notes among c's session's conditions (noteError).
func ConnClientError(c *mysql.Conn, err error) error {
	if err == nil {
		return nil
	}
	err = ClientError(err)
	noteError(c, err)
	return err
}

// noteError keeps a failed statement's error among its session's
// conditions, where SHOW WARNINGS, SHOW ERRORS and @@error_count find it
// as MySQL's do. A statement that did not parse cleared nothing, so the
// previous statement's conditions go first.
func noteError(c *mysql.Conn, err error) {
	var se *mysql.SQLError
	if c == nil || !goerrors.As(err, &se) {
		return
	}
	s, ok := c.ClientData.(ConnSession)
	if !ok || s.Session() == nil {
		return
	}
	if se.Num == mysql.ERParseError {
		s.Session().ClearWarnings()
	}
	s.Session().Warn(&sql.Warning{Level: "Error", Code: se.Num, Message: se.Message, SQLState: se.State})
}

// ComInitDB is the mysql CLI's USE (and a driver's default database).
func (h codedHandler) ComInitDB(c *mysql.Conn, db string) error {
	return ClientError(h.Handler.ComInitDB(c, db))
}

func (h codedHandler) ComPrepare(ctx context.Context, c *mysql.Conn, q string, p *mysql.PrepareData) ([]*querypb.Field, error) {
	f, err := h.Handler.ComPrepare(ctx, c, q, p)
	return f, connError(c, q, err)
}

func (h codedHandler) ComStmtExecute(ctx context.Context, c *mysql.Conn, p *mysql.PrepareData, cb func(*sqltypes.Result) error) error {
	return connError(c, p.PrepareStmt, h.Handler.ComStmtExecute(ctx, c, p, okPacketResult(cb)))
}

// ClientError turns any error into what a MySQL client should receive:
// go-mysql-server's cast to a MySQL error, then the codes it lacks, then
// MySQL's SQLSTATE and text (clientFacing).
func ClientError(err error) error {
	if err == nil {
		return nil
	}
	return clientFacing(mysqlError(sql.CastSQLError(translate(err))))
}

// Some go-mysql-server errors are one error where MySQL has one per
// statement: a missing table is 1146 except in DROP TABLE (1051), a
// missing database 1049 except in DROP DATABASE (1008) and in queries that
// name a table in it (1146), a missing column 1054 except in ALTER TABLE
// ... DROP (1091). statementError picks the statement's code from the
// statement's first keywords (q starts with the failed statement), and
// gives the text MySQL's details (errcontext.go); db is the session's
// current database.
var (
	tableNotFound    = regexp.MustCompile(`^table not found: (.*)$`)
	unknownTable     = regexp.MustCompile(`^Unknown table '([^.']*)'$`)
	databaseNotFound = regexp.MustCompile(`^database not found: (.*)$`)
	columnNotInTable = regexp.MustCompile(`^table "(.*)" does not have column "(.*)"$`)
	columnNotFound   = regexp.MustCompile(`^column "(.*)" could not be found in any table in scope$`)
	columnNotInList  = regexp.MustCompile(`^(?s)Unknown column '(.*?)' in '(.*)'$`)
	functionNotFound = regexp.MustCompile(`^function: '(.*)' not found$`)
)

func statementError(q, db string, err error) error {
	se, ok := err.(*mysql.SQLError)
	if !ok {
		return err
	}
	switch se.Number() {
	case mysql.ERNoSuchTable, erBadTable, mysql.ERBadDb, mysql.ERBadFieldError, erSPDoesNotExist:
	default:
		return err
	}
	kw := leadingKeywords(q, 3)
	first := func(words ...string) bool {
		for i, w := range words {
			if i >= len(kw) || kw[i] != w {
				return false
			}
		}
		return true
	}
	// qualified is table as MySQL names it: with its database.
	qualified := func(table string) string {
		if d := qualifierOf(q, table); d != "" {
			return d + "." + table
		}
		if db != "" {
			return db + "." + table
		}
		return table
	}
	switch se.Number() {
	case mysql.ERNoSuchTable:
		m := tableNotFound.FindStringSubmatch(se.Message)
		if m == nil {
			return err
		}
		if first("DROP", "TABLE") || first("DROP", "TEMPORARY", "TABLE") {
			return mysql.NewSQLError(erBadTable, "42S02", "Unknown table '%s'", qualified(m[1]))
		}
		return mysql.NewSQLError(mysql.ERNoSuchTable, "42S02", "Table '%s' doesn't exist", qualified(m[1]))
	case erBadTable:
		if m := unknownTable.FindStringSubmatch(se.Message); m != nil {
			return mysql.NewSQLError(erBadTable, "42S02", "Unknown table '%s'", qualified(m[1]))
		}
	case mysql.ERBadDb:
		m := databaseNotFound.FindStringSubmatch(se.Message)
		if m == nil {
			return err
		}
		if first("DROP", "DATABASE") || first("DROP", "SCHEMA") {
			return mysql.NewSQLError(erDBDropExists, "HY000", "Can't drop database '%s'; database doesn't exist", m[1])
		}
		if len(kw) > 0 {
			switch kw[0] {
			case "SELECT", "INSERT", "UPDATE", "DELETE", "REPLACE", "WITH", "TABLE":
				if t := tableIn(q, m[1]); t != "" {
					return mysql.NewSQLError(mysql.ERNoSuchTable, "42S02", "Table '%s.%s' doesn't exist", m[1], t)
				}
				return mysql.NewSQLError(mysql.ERNoSuchTable, "42S02", "Table in unknown database '%s' doesn't exist", m[1])
			}
		}
	case mysql.ERBadFieldError:
		return unknownColumn(q, first("ALTER"), se)
	case erSPDoesNotExist:
		// MySQL looks an unknown function up as a stored function of the
		// current database.
		if m := functionNotFound.FindStringSubmatch(se.Message); m != nil {
			name := m[1]
			if db != "" {
				name = db + "." + name
			}
			return mysql.NewSQLError(erSPDoesNotExist, "42000", "FUNCTION %s does not exist", name)
		}
	}
	return err
}

// unknownColumn gives a 1054 error MySQL's code and text: 1091 for a
// column an ALTER TABLE drops, else "Unknown column 'c' in 'clause'"
// ("... in 't'" for ALTER TABLE, as MySQL says).
func unknownColumn(q string, alter bool, se *mysql.SQLError) error {
	unknown := func(name, where string) error {
		return mysql.NewSQLError(mysql.ERBadFieldError, "42S22", "Unknown column '%s' in '%s'", name, where)
	}
	if m := columnNotInTable.FindStringSubmatch(se.Message); m != nil {
		tbl, col := unquoteGo(m[1]), unquoteGo(m[2])
		switch {
		case alter && dropsColumn(q, col):
			return mysql.NewSQLError(erCantDropFieldOrKey, "42000", "Can't DROP '%s'; check that column/key exists", col)
		case alter:
			// go-mysql-server names the table by its plan node here.
			return unknown(col, alteredTable(q))
		}
		return unknown(tbl+"."+col, columnClause(q, tbl, col))
	}
	if m := columnNotFound.FindStringSubmatch(se.Message); m != nil {
		col := unquoteGo(m[1])
		return unknown(col, columnClause(q, "", col))
	}
	if m := columnNotInList.FindStringSubmatch(se.Message); m != nil {
		if alter {
			return unknown(m[1], alteredTable(q))
		}
		return unknown(m[1], columnClause(q, "", m[1]))
	}
	return se
}

// unquoteGo undoes the %q quoting of go-mysql-server's error texts.
func unquoteGo(s string) string {
	if u, err := strconv.Unquote(`"` + s + `"`); err == nil {
		return u
	}
	return s
}

// dropsColumn reports whether an ALTER TABLE statement has a DROP [COLUMN]
// clause for column col.
func dropsColumn(q, col string) bool {
	re, err := regexp.Compile("(?i)\\bDROP\\s+(COLUMN\\s+)?`?" + regexp.QuoteMeta(col) + "`?(\\s|,|;|$)")
	return err == nil && re.MatchString(q)
}

// leadingKeywords returns up to n upper-cased words at the start of q,
// after comments.
func leadingKeywords(q string, n int) []string {
	var out []string
	for len(out) < n {
		q = skipSpaceAndComments(q)
		i := 0
		for i < len(q) && (q[i] == '_' || q[i] >= 'a' && q[i] <= 'z' || q[i] >= 'A' && q[i] <= 'Z') {
			i++
		}
		if i == 0 {
			return out
		}
		out = append(out, strings.ToUpper(q[:i]))
		q = q[i:]
	}
	return out
}

// skipSpaceAndComments drops leading white space and comments (an
// unterminated comment drops the rest).
func skipSpaceAndComments(q string) string {
	for {
		q = strings.TrimLeft(q, " \t\r\n")
		switch {
		case strings.HasPrefix(q, "/*"):
			end := strings.Index(q, "*/")
			if end < 0 {
				return ""
			}
			q = q[end+2:]
		case strings.HasPrefix(q, "#"), strings.HasPrefix(q, "-- "):
			end := strings.IndexByte(q, '\n')
			if end < 0 {
				return ""
			}
			q = q[end+1:]
		default:
			return q
		}
	}
}
