package sqlhandler

import (
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

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
	implicitNull := col.Nullable && col.Default == nil && col.Generated == nil && !col.AutoIncrement &&
		!types.IsTextBlob(col.Type)
	if implicitNull {
		// The embedded formatter prints DEFAULT colDefault, in its place
		// among the attributes, for any non-nil Default.
		c := *col
		c.Default = &sql.ColumnDefaultValue{}
		col, colDefault = &c, "NULL"
	}
	if s, ok := numericDefault(col); ok {
		colDefault = s
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

// numericDefault is a DECIMAL or floating-point column's literal default as
// the column holds it, in the text the column's values are sent as.
func numericDefault(col *sql.Column) (string, bool) {
	if col.Default == nil || col.Generated != nil || !col.Default.IsLiteral() ||
		!types.IsDecimal(col.Type) && !types.IsFloat(col.Type) {
		return "", false
	}
	ctx := sql.NewEmptyContext()
	v, err := col.Default.Eval(ctx, nil)
	if err != nil || v == nil {
		return "", false
	}
	text, err := col.Type.SQL(ctx, nil, v)
	if err != nil || text.IsNull() {
		return "", false
	}
	return "'" + text.ToString() + "'", true
}
