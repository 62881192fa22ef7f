package sqlhandler

import (
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/mysql"
)

// go-mysql-server's 1105 errors get the codes MySQL gives them.
func TestErrorCodes(t *testing.T) {
	for _, c := range []struct {
		err  error
		code int
	}{
		{types.ErrLengthBeyondLimit.New("abcdef", "v"), 1406},
		{sql.ErrValueOutOfRange.New(300, "tinyint"), 1264},
		{types.ErrConvertToDecimalLimit.New(), 1264},
		{types.ErrConvertingToYear.New(1900), 1264},
		{errBeyondMaxBit.New(2, 1), 1406},
		{sql.ErrInsertIntoNonNullableDefaultNullColumn.New("a"), 1364},
		{sql.ErrInsertIntoNonNullableProvidedNull.New("a"), 1048},
		{types.ErrConvertingToTime.New("2023-02-29"), 1292},
		{types.ErrConvertingToTimeType.New("839:00:00"), 1292},
		{types.ErrConvertingToEnum.New("d"), 1265},
		{sql.ErrInvalidSetValue.New("w"), 1265},
		{sql.ErrInvalidJson.New("bad"), 3140},
		{sql.ErrInsertIntoMismatchValueCount.New(), 1136},
		{sql.ErrAmbiguousColumnName.New("id", []string{"a", "b"}), 1052},
		{sql.ErrColumnNotFound.New("nosuch"), 1054},
		{sql.ErrTableNotFound.New("nosuch"), 1146},
		{sql.ErrInvalidValue.New("12abc", "int"), 1265},
		{sql.ErrInvalidValue.New("abc", "int"), 1366},
	} {
		got := ClientError(c.err).(*mysql.SQLError)
		if got.Number() != c.code {
			t.Errorf("%v: code %d, want %d", c.err, got.Number(), c.code)
		}
	}
}

// The same go-mysql-server error is a different MySQL error in some
// statements, and its text names what the statement (or the current
// database, here d) tells.
func TestStatementErrorCodes(t *testing.T) {
	for _, c := range []struct {
		q    string
		err  error
		code int
		text string
	}{
		{"DROP TABLE nosuch", sql.ErrTableNotFound.New("nosuch"), 1051, "Unknown table 'd.nosuch'"},
		{"/* c */ drop table if exists a, x.nosuch", sql.ErrTableNotFound.New("nosuch"), 1051, "Unknown table 'x.nosuch'"},
		{"SELECT * FROM nosuch", sql.ErrTableNotFound.New("nosuch"), 1146, "Table 'd.nosuch' doesn't exist"},
		{"SELECT * FROM `x` . `nosuch`", sql.ErrTableNotFound.New("nosuch"), 1146, "Table 'x.nosuch' doesn't exist"},
		{"DROP SCHEMA nosuch", sql.ErrDatabaseNotFound.New("nosuch"), 1008, "Can't drop database 'nosuch'; database doesn't exist"},
		{"USE nosuch", sql.ErrDatabaseNotFound.New("nosuch"), 1049, "Unknown database 'nosuch'"},
		{"SELECT * FROM nosuch.t", sql.ErrDatabaseNotFound.New("nosuch"), 1146, "Table 'nosuch.t' doesn't exist"},
		{"ALTER TABLE t ADD COLUMN d INT, DROP COLUMN `nosuch`", sql.ErrTableColumnNotFound.New("t", "nosuch"), 1091, "Can't DROP 'nosuch'; check that column/key exists"},
		{"ALTER TABLE d.t MODIFY COLUMN nosuch INT", sql.ErrTableColumnNotFound.New("Table(t)", "nosuch"), 1054, "Unknown column 'nosuch' in 't'"},
		{"SELECT a FROM t WHERE b = 'nosuch' -- nosuch\n AND nosuch > 1", sql.ErrColumnNotFound.New("nosuch"), 1054, "Unknown column 'nosuch' in 'where clause'"},
		{"SELECT t.a FROM t GROUP BY t.nosuch", sql.ErrTableColumnNotFound.New("t", "nosuch"), 1054, "Unknown column 't.nosuch' in 'group statement'"},
		{"SELECT a, nosuch.b FROM t HAVING nosuch", sql.ErrColumnNotFound.New("nosuch"), 1054, "Unknown column 'nosuch' in 'having clause'"},
		{"INSERT INTO t (a, nosuch) VALUES (1, 2)", sql.ErrUnknownColumn.New("nosuch", "t"), 1054, "Unknown column 'nosuch' in 'field list'"},
		{"SELECT nosuch()", sql.ErrFunctionNotFound.New("nosuch"), 1305, "FUNCTION d.nosuch does not exist"},
	} {
		got := queryError(c.q, "d", sql.CastSQLError(c.err)).(*mysql.SQLError)
		if got.Number() != c.code || got.Message != c.text {
			t.Errorf("%s: %v: got %d %q, want %d %q", c.q, c.err, got.Number(), got.Message, c.code, c.text)
		}
	}
}

// Errors INSERT IGNORE downgrades are warnings with MySQL's codes, not
// notes; real notes stay notes.
func TestWarningLevels(t *testing.T) {
	for _, c := range []struct {
		in    sql.Warning
		level string
		code  int
		text  string // "" for in.Message
	}{
		{sql.Warning{Level: "Note", Code: 1062, Message: "duplicate"}, "Warning", 1062, ""},
		{sql.Warning{Level: "Note", Code: 1062, Message: "duplicate primary key given: Duplicate entry '1' for key 't.PRIMARY'"}, "Warning", 1062, "Duplicate entry '1' for key 't.PRIMARY'"},
		{sql.Warning{Level: "Note", Code: 1048, Message: "null"}, "Warning", 1048, ""},
		{sql.Warning{Level: "Note", Code: 1105, Message: types.ErrLengthBeyondLimit.New("toolong", "u").Error()}, "Warning", 1265, ""},
		{sql.Warning{Level: "Note", Code: 1105, Message: sql.ErrValueOutOfRange.New(99999999999, "int").Error()}, "Warning", 1264, ""},
		{sql.Warning{Level: "Note", Code: 1007, Message: "database exists"}, "Note", 1007, ""},
		{sql.Warning{Level: "Warning", Code: 1365, Message: "Division by 0"}, "Warning", 1365, ""},
	} {
		got := mysqlWarning(&c.in)
		if c.text == "" {
			c.text = c.in.Message
		}
		if got.Level != c.level || got.Code != c.code || got.Message != c.text {
			t.Errorf("%+v: got %s %d %q, want %s %d %q", c.in, got.Level, got.Code, got.Message, c.level, c.code, c.text)
		}
	}
}
