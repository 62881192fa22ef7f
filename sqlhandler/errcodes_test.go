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
// statements.
func TestStatementErrorCodes(t *testing.T) {
	for _, c := range []struct {
		q    string
		err  error
		code int
	}{
		{"DROP TABLE nosuch", sql.ErrTableNotFound.New("nosuch"), 1051},
		{"/* c */ drop table if exists a, nosuch", sql.ErrTableNotFound.New("nosuch"), 1051},
		{"SELECT * FROM nosuch", sql.ErrTableNotFound.New("nosuch"), 1146},
		{"DROP SCHEMA nosuch", sql.ErrDatabaseNotFound.New("nosuch"), 1008},
		{"USE nosuch", sql.ErrDatabaseNotFound.New("nosuch"), 1049},
		{"SELECT * FROM nosuch.t", sql.ErrDatabaseNotFound.New("nosuch"), 1146},
		{"ALTER TABLE t ADD COLUMN d INT, DROP COLUMN `nosuch`", sql.ErrTableColumnNotFound.New("t", "nosuch"), 1091},
		{"ALTER TABLE t MODIFY COLUMN nosuch INT", sql.ErrTableColumnNotFound.New("t", "nosuch"), 1054},
	} {
		got := queryError(c.q, sql.CastSQLError(c.err)).(*mysql.SQLError)
		if got.Number() != c.code {
			t.Errorf("%s: %v: code %d, want %d", c.q, c.err, got.Number(), c.code)
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
	}{
		{sql.Warning{Level: "Note", Code: 1062, Message: "duplicate"}, "Warning", 1062},
		{sql.Warning{Level: "Note", Code: 1048, Message: "null"}, "Warning", 1048},
		{sql.Warning{Level: "Note", Code: 1105, Message: types.ErrLengthBeyondLimit.New("toolong", "u").Error()}, "Warning", 1265},
		{sql.Warning{Level: "Note", Code: 1105, Message: sql.ErrValueOutOfRange.New(99999999999, "int").Error()}, "Warning", 1264},
		{sql.Warning{Level: "Note", Code: 1007, Message: "database exists"}, "Note", 1007},
		{sql.Warning{Level: "Warning", Code: 1365, Message: "Division by 0"}, "Warning", 1365},
	} {
		got := mysqlWarning(&c.in)
		if got.Level != c.level || got.Code != c.code {
			t.Errorf("%+v: got %s %d, want %s %d", c.in, got.Level, got.Code, c.level, c.code)
		}
	}
}
