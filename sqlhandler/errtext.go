package sqlhandler

import (
	"regexp"

	"github.com/dolthub/vitess/go/mysql"
)

// The last step of an error on its way to a client (after errcodes.go has
// given it MySQL's code): MySQL's SQLSTATE for the code, and MySQL's text
// for the commonest errors whose go-mysql-server text says the same in
// other words. Drivers branch on the SQLSTATE (JDBC's
// SQLIntegrityConstraintViolationException and PDO's constraint errors are
// class 23, a missing table 42S02), where go-mysql-server sends HY000 with
// most codes; people compare the text with what MySQL says.

// mysqlStates is the SQLSTATE MySQL sends with each error code handlerd
// sends with a state other than HY000 (MySQL's mysqld_ername.h).
var mysqlStates = map[int]string{
	1022: "23000", // ER_DUP_KEY
	1040: "08004", // ER_CON_COUNT_ERROR
	1044: "42000", // ER_DBACCESS_DENIED_ERROR
	1045: "28000", // ER_ACCESS_DENIED_ERROR
	1046: "3D000", // ER_NO_DB_ERROR
	1048: "23000", // ER_BAD_NULL_ERROR
	1049: "42000", // ER_BAD_DB_ERROR
	1050: "42S01", // ER_TABLE_EXISTS_ERROR
	1051: "42S02", // ER_BAD_TABLE_ERROR
	1052: "23000", // ER_NON_UNIQ_ERROR
	1054: "42S22", // ER_BAD_FIELD_ERROR
	1055: "42000", // ER_WRONG_FIELD_WITH_GROUP
	1060: "42S21", // ER_DUP_FIELDNAME
	1061: "42000", // ER_DUP_KEYNAME
	1062: "23000", // ER_DUP_ENTRY
	1064: "42000", // ER_PARSE_ERROR
	1068: "42000", // ER_MULTIPLE_PRI_KEY
	1072: "42000", // ER_KEY_COLUMN_DOES_NOT_EXITS
	1091: "42000", // ER_CANT_DROP_FIELD_OR_KEY
	1136: "21S01", // ER_WRONG_VALUE_COUNT_ON_ROW
	1142: "42000", // ER_TABLEACCESS_DENIED_ERROR
	1146: "42S02", // ER_NO_SUCH_TABLE
	1213: "40001", // ER_LOCK_DEADLOCK
	1231: "42000", // ER_WRONG_VALUE_FOR_VAR
	1232: "42000", // ER_WRONG_TYPE_FOR_VAR
	1235: "42000", // ER_NOT_SUPPORTED_YET
	1242: "21000", // ER_SUBQUERY_NO_1_ROW
	1264: "22003", // ER_WARN_DATA_OUT_OF_RANGE
	1286: "42000", // ER_UNKNOWN_STORAGE_ENGINE
	1292: "22007", // ER_TRUNCATED_WRONG_VALUE
	1305: "42000", // ER_SP_DOES_NOT_EXIST
	1369: "44000", // ER_VIEW_CHECK_FAILED
	1406: "22001", // ER_DATA_TOO_LONG
	1451: "23000", // ER_ROW_IS_REFERENCED_2
	1452: "23000", // ER_NO_REFERENCED_ROW_2
	1690: "22003", // ER_DATA_OUT_OF_RANGE
	1792: "25006", // ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION
}

// mysqlTexts rewrite go-mysql-server's text of an error into MySQL's.
var mysqlTexts = []struct {
	code int
	re   *regexp.Regexp
	text string // a regexp replacement template
}{
	{1049, databaseNotFound, "Unknown database '$1'"},
	{1050, regexp.MustCompile(`^table with name (.*) already exists$`), "Table '$1' already exists"},
	{1007, regexp.MustCompile(`^can't create database (.*); database exists$`), "Can't create database '$1'; database exists"},
	{1048, regexp.MustCompile(`^column name '(.*)' is non-nullable but attempted to set a value of null$`), "Column '$1' cannot be null"},
	{1072, regexp.MustCompile(`^key column '(.*)' doesn't exist in table$`), "Key column '$1' doesn't exist in table"},
	{1242, regexp.MustCompile(`^the subquery returned more than 1 row$`), "Subquery returns more than 1 row"},
	{3819, regexp.MustCompile(`^Check constraint "(.*)" violated$`), "Check constraint '$1' is violated."},
	{3105, regexp.MustCompile(`^The value specified for generated column "(.*)" in table "(.*)" is not allowed\.$`), "The value specified for generated column '$1' in table '$2' is not allowed."},
	{1050, regexp.MustCompile(`^the view [^.]*\.(.*) already exists$`), "Table '$1' already exists"},
	{1051, regexp.MustCompile(`^the view (.*) does not exist$`), "Unknown table '$1'"},
	{1360, regexp.MustCompile(`^trigger ".*" does not exist$`), "Trigger does not exist"},
	{1222, regexp.MustCompile(`^cannot union two queries whose schemas are different lengths.*$`), "The used SELECT statements have a different number of columns"},
	{1210, regexp.MustCompile(`^invalid arguments\. expected: \d+, found: \d+$`), "Incorrect arguments to EXECUTE"},
	// translate (errors.go) puts MySQL's text inside go-mysql-server's.
	{1062, regexp.MustCompile(`^(?s)duplicate (?:primary|unique) key given: (Duplicate entry '.*' for key '.*')$`), "$1"},
}

// mysqlText is MySQL's text for an error or warning of code whose
// go-mysql-server text is msg.
func mysqlText(code int, msg string) string {
	for _, t := range mysqlTexts {
		if t.code == code && t.re.MatchString(msg) {
			return t.re.ReplaceAllString(msg, t.text)
		}
	}
	return msg
}

// syntaxError matches the parser's text of a syntax error, which
// go-mysql-server sends as 1105 (unknown error) where MySQL sends 1064.
var syntaxError = regexp.MustCompile(`^syntax error at (position \d+|end of input)`)

// clientFacing gives err MySQL's code for a syntax error, MySQL's SQLSTATE
// and MySQL's text where errcodes.go left go-mysql-server's.
func clientFacing(err error) error {
	se, ok := err.(*mysql.SQLError)
	if !ok {
		return err
	}
	code, state, msg := se.Number(), se.SQLState(), se.Message
	if code == mysql.ERUnknownError && syntaxError.MatchString(msg) {
		code = mysql.ERParseError
	}
	if s, ok := mysqlStates[code]; ok && state == mysql.SSUnknownSQLState {
		state = s
	}
	msg = mysqlText(code, msg)
	if code == se.Number() && state == se.SQLState() && msg == se.Message {
		return err
	}
	return mysql.NewSQLError(code, state, "%s", msg)
}
