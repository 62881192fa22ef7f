package planbuilder

import (
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// ParseIn parses a stored object's CREATE statement (a trigger's) as MySQL
// reads it: its unqualified table names (the trigger's table, the tables its
// body reads and writes) are of db, the database the object belongs to,
// whatever the session's current database is. Parsed against the session's
// database, a trigger of another database failed every write to its table
// from there ("Table 'x.t' doesn't exist") and information_schema.TRIGGERS
// failed as a whole, and with it mysqldump --all-databases. handlerd: added.
func (b *Builder) ParseIn(db, query string) (sql.Node, error) {
	b.ViewCtx().DbName = db
	b.storedObjectDb = db
	defer func() { b.storedObjectDb = "" }()
	if database, err := b.cat.Database(b.ctx, db); err == nil {
		b.currentDatabase = database // for what asks currentDb(): with no session database it failed (1046)
	}
	node, _, _, _, err := b.Parse(query, nil, false)
	return node, err
}

// ParseWithOptionsIn is ParseWithOptions with ParseIn's rule for
// unqualified names. handlerd: added.
func ParseWithOptionsIn(ctx *sql.Context, cat sql.Catalog, db, query string, options ast.ParserOptions) (sql.Node, error) {
	b := New(ctx, cat, nil, nil)
	b.SetParserOptions(options)
	return b.ParseIn(db, query)
}

// storedObjectDatabase is DATABASE() (or SCHEMA()) in a trigger's body being
// parsed by ParseIn: the trigger's database, as MySQL has it while the
// trigger runs; nil elsewhere. handlerd: added.
func (b *Builder) storedObjectDatabase(name string, args int) sql.Expression {
	if b.storedObjectDb == "" || args != 0 || (name != "database" && name != "schema") {
		return nil
	}
	return expression.NewLiteral(b.storedObjectDb, types.LongText)
}
