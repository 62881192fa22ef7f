package sqlhandler

import (
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// How SHOW CREATE TABLE and SHOW COLUMNS write a column, as MySQL 8 does.

// columnFormatter writes SHOW CREATE TABLE's column definitions as MySQL
// 8 does where go-mysql-server's formatter leaves things out:
//
//   - a nullable column without a default says DEFAULT NULL (`a` int
//     DEFAULT NULL), except TEXT and BLOB columns, which MySQL prints
//     without (they have no default unless an expression gives one);
//   - a nullable TIMESTAMP says NULL (`t` timestamp NULL DEFAULT NULL):
//     with explicit_defaults_for_timestamp off, which older servers and
//     some dumps assume, a TIMESTAMP without it is NOT NULL;
//   - a virtual generated column says VIRTUAL, as a stored one says
//     STORED;
//   - a DECIMAL or FLOAT/DOUBLE default is written as the column's value,
//     as MySQL stores it: '1.50' in a DECIMAL(5,2), '10000000000' for a
//     FLOAT's 1e10 (go-mysql-server wrote the literal: '1.5', '1e+10').
//
// Tools that compare schemas or replay dumps read these texts; the
// definitions mean the same either way in handlerd.
type columnFormatter struct {
	sql.MySqlSchemaFormatter
}

// GenerateCreateTableColumnDefinition implements sql.SchemaFormatter.
func (f *columnFormatter) GenerateCreateTableColumnDefinition(col *sql.Column, colDefault, onUpdate string, tableCollation sql.CollationID) string {
	if s, ok := numericDefault(col); ok {
		colDefault = s
	} else if col.Nullable && col.Default == nil && col.Generated == nil && !col.AutoIncrement && !types.IsTextBlob(col.Type) {
		// The embedded formatter prints DEFAULT colDefault, in its place
		// among the attributes, for any non-nil Default.
		c := *col
		c.Default = &sql.ColumnDefaultValue{}
		col, colDefault = &c, "NULL"
	}
	def := f.MySqlSchemaFormatter.GenerateCreateTableColumnDefinition(col, colDefault, onUpdate, tableCollation)
	if col.Nullable && types.IsTimestampType(col.Type) {
		// The definition starts "  `name` timestamp[(n)]", the type
		// without spaces; NULL goes where NOT NULL would.
		head := "  " + f.QuoteIdentifier(col.Name) + " "
		if rest, ok := strings.CutPrefix(def, head); ok {
			end := strings.IndexByte(rest, ' ')
			if end < 0 {
				end = len(rest)
			}
			def = head + rest[:end] + " NULL" + rest[end:]
		}
	}
	if col.Generated != nil && col.Virtual {
		// Only a COMMENT can follow the generated column's expression.
		comment := ""
		if col.Comment != "" {
			comment = fmt.Sprintf(" COMMENT '%s'", col.Comment)
		}
		if rest, ok := strings.CutSuffix(def, comment); ok {
			def = rest + " VIRTUAL" + comment
		}
	}
	return def
}

// useMySQLColumnFormat makes go-mysql-server's SHOW CREATE TABLE use
// columnFormatter. The formatter is a package variable of go-mysql-server,
// shared by every engine in the process, as handlerd's tables all want it.
func useMySQLColumnFormat() {
	if _, ok := sql.GlobalSchemaFormatter.(*columnFormatter); !ok {
		sql.GlobalSchemaFormatter = &columnFormatter{}
	}
}

// numericDefault is a DECIMAL or floating-point column's literal default,
// quoted, as SHOW CREATE TABLE writes it.
func numericDefault(col *sql.Column) (string, bool) {
	if !types.IsDecimal(col.Type) && !types.IsFloat(col.Type) {
		return "", false
	}
	text, ok := literalDefault(col)
	if !ok || text == nil {
		return "", false
	}
	return "'" + *text + "'", true
}

// literalDefault is col's literal default as the column holds it, in the
// text its values are sent as (a BIT as b'101', as MySQL writes it); nil
// for a NULL default. ok is false when col has no literal
// default (none, an expression, CURRENT_TIMESTAMP).
func literalDefault(col *sql.Column) (text *string, ok bool) {
	if col.Default == nil || col.Generated != nil || !col.Default.IsLiteral() {
		return nil, false
	}
	ctx := sql.NewEmptyContext()
	v, err := col.Default.Eval(ctx, nil)
	if err != nil {
		return nil, false
	}
	if v == nil {
		return nil, true
	}
	if types.IsBit(col.Type) {
		s := fmt.Sprintf("b'%b'", v)
		return &s, true
	}
	sv, err := col.Type.SQL(ctx, nil, v)
	if err != nil {
		return nil, false
	}
	if sv.IsNull() {
		return nil, true
	}
	s := sv.ToString()
	return &s, true
}

// showColumnsRow rewrites one row of SHOW [FULL] COLUMNS (DESCRIBE) for
// col as MySQL writes it, where go-mysql-server's differs: the type
// without its character set and collation (varchar(5), not varchar(5)
// COLLATE utf8mb4_0900_ai_ci), the column's own collation (it gave the
// server's default for every string column, none for ENUM and SET), and a
// literal default as the value the column holds (q, 1.50, b'101'), not as
// the SQL literal ('q', 1.5, 5).
func showColumnsRow(row sql.Row, col *sql.Column, full bool) {
	typeAt, defaultAt := 1, 4
	if full {
		defaultAt = 5
	}
	if len(row) <= defaultAt {
		return
	}
	twc, hasCollation := col.Type.(sql.TypeWithCollation)
	if hasCollation {
		row[typeAt] = twc.StringWithTableCollation(twc.Collation())
	}
	if full {
		row[2] = nil
		if hasCollation && twc.Collation() != sql.Collation_binary {
			row[2] = twc.Collation().String()
		}
	}
	if text, ok := literalDefault(col); ok {
		row[defaultAt] = nil
		if text != nil {
			row[defaultAt] = *text
		}
	}
}
