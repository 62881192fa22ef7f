package sqlhandler

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"
)

// go-mysql-server's grammar throws away the value of ALTER TABLE t
// ENGINE=x and cannot parse MariaDB's S3 table options
// (COMPRESSION_ALGORITHM=, S3_BLOCK_SIZE=) at all (research/gms.md §1).
// Parser recognises an ALTER TABLE made only of table options before
// go-mysql-server sees it and turns it into a call of the internal
// procedure alterTableOptionsProc, which moves or rebuilds the table.

// alterTableOptionsProc is the internal procedure's name.
const alterTableOptionsProc = "handlerd_alter_table_options"

// tableAdminProc is the internal procedure CHECK, OPTIMIZE and REPAIR
// TABLE become.
const tableAdminProc = "handlerd_table_admin"

// rewrite turns the statements go-mysql-server cannot run into calls of
// internal procedures.
func rewrite(q string) (string, bool) {
	if r, ok := rewriteAlterOptions(q); ok {
		return r, true
	}
	if r, ok := quoteDatabaseName(q); ok {
		return r, true
	}
	if r, ok := rewriteFlush(q); ok {
		return r, true
	}
	if r, ok := rewritePassword(q); ok {
		return r, true
	}
	return rewriteTableAdmin(q)
}

// databaseDDL matches the statements that name a database right after
// DATABASE or SCHEMA, with that name unquoted.
var databaseDDL = regexp.MustCompile(`(?is)^(\s*(?:(?:CREATE|DROP|ALTER)\s+|SHOW\s+CREATE\s+)(?:DATABASE|SCHEMA)\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?)([0-9a-z_$\x{80}-\x{10FFFF}]+)(\s*(?:;\s*)?$|\s+.*$)`)

// notDatabaseNames are words that follow DATABASE without being its name:
// IF of IF [NOT] EXISTS before a quoted name, and the options of an ALTER
// DATABASE that names no database (the current one).
var notDatabaseNames = map[string]bool{"IF": true, "CHARACTER": true, "CHARSET": true, "COLLATE": true, "DEFAULT": true, "ENCRYPTION": true, "READ": true}

// quoteDatabaseName backquotes the database name of CREATE, DROP, ALTER
// and SHOW CREATE DATABASE. go-mysql-server's grammar takes only a plain
// identifier there, so any keyword failed as a syntax error, though MySQL
// reserves few of them: CREATE DATABASE data, events, logs, status, user.
func quoteDatabaseName(q string) (string, bool) {
	m := databaseDDL.FindStringSubmatch(q)
	if m == nil || notDatabaseNames[strings.ToUpper(m[2])] {
		return "", false
	}
	return m[1] + "`" + m[2] + "`" + m[3], true
}

// Parser wraps go-mysql-server's parser.
type Parser struct{ Inner sql.Parser }

var _ sql.Parser = Parser{}

func (p Parser) ParseSimple(query string) (ast.Statement, error) {
	if q, ok := rewrite(query); ok {
		stmt, err := p.Inner.ParseSimple(q)
		return schemaIsDatabase(stmt), err
	}
	if err := mixedTableOptions(query); err != nil {
		return nil, err
	}
	stmt, err := p.Inner.ParseSimple(query)
	if err != nil {
		if st, ok := recoverParse(query, err, p.Inner.ParseSimple); ok {
			return schemaIsDatabase(st), nil
		}
	}
	return schemaIsDatabase(stmt), err
}

// schemaIsDatabase makes CREATE SCHEMA the synonym of CREATE DATABASE it is
// in MySQL. go-mysql-server treats it as a schema inside the current
// database and fails with "no database selected" when there is none, as
// for mysqlslap's first statement (CREATE SCHEMA `mysqlslap`); DROP SCHEMA
// is already DROP DATABASE.
func schemaIsDatabase(stmt ast.Statement) ast.Statement {
	if d, ok := stmt.(*ast.DBDDL); ok && d.SchemaOrDatabase == "schema" {
		d.SchemaOrDatabase = "database"
	}
	return stmt
}

func (p Parser) Parse(ctx *sql.Context, query string, multi bool) (ast.Statement, string, string, error) {
	return p.ParseWithOptions(ctx, query, ';', multi, sql.LoadSqlMode(ctx).ParserOptions())
}

func (p Parser) ParseWithOptions(ctx context.Context, query string, delim rune, multi bool, opts ast.ParserOptions) (ast.Statement, string, string, error) {
	first, rest := splitFirst(query, delim)
	if q, ok := rewrite(first); ok {
		stmt, _, _, err := p.Inner.ParseWithOptions(ctx, q, delim, false, opts)
		if !multi {
			rest = ""
		}
		return schemaIsDatabase(stmt), strings.TrimSpace(first), rest, err
	}
	if err := mixedTableOptions(first); err != nil {
		return nil, "", "", err
	}
	stmt, pre, rest, err := p.Inner.ParseWithOptions(ctx, query, delim, multi, opts)
	if err != nil {
		if st, ok := recoverParse(first, err, func(q string) (ast.Statement, error) {
			st, _, _, err := p.Inner.ParseWithOptions(ctx, q, delim, false, opts)
			return st, err
		}); ok {
			if !multi {
				rest = ""
			}
			return schemaIsDatabase(st), strings.TrimSpace(first), rest, nil
		}
	}
	return schemaIsDatabase(stmt), pre, rest, err
}

func (p Parser) ParseOneWithOptions(ctx context.Context, query string, opts ast.ParserOptions) (ast.Statement, int, error) {
	first, rest := splitFirst(query, ';')
	if q, ok := rewrite(first); ok {
		stmt, _, err := p.Inner.ParseOneWithOptions(ctx, q, opts)
		return schemaIsDatabase(stmt), len(query) - len(rest), err
	}
	if err := mixedTableOptions(first); err != nil {
		return nil, 0, err
	}
	stmt, n, err := p.Inner.ParseOneWithOptions(ctx, query, opts)
	if err != nil {
		if st, ok := recoverParse(first, err, func(q string) (ast.Statement, error) {
			st, _, err := p.Inner.ParseOneWithOptions(ctx, q, opts)
			return st, err
		}); ok {
			return schemaIsDatabase(st), len(query) - len(rest), nil
		}
	}
	return schemaIsDatabase(stmt), n, err
}

// recoverParse parses q, which the grammar refused with err, another way:
// as a CREATE TABLE ... SELECT in parts (ctas.go), or with the unreserved
// keywords it stopped at quoted (keywordids.go).
func recoverParse(q string, err error, parse func(string) (ast.Statement, error)) (ast.Statement, bool) {
	if st, ok := asCTAS(q, parse); ok {
		return st, true
	}
	return quoteUnreservedKeywords(q, err, parse)
}

// splitFirst splits off the first statement at an unquoted delimiter.
func splitFirst(query string, delim rune) (first, rest string) {
	at := -1
	unquoted(query, func(i int, r rune) bool {
		if r == delim {
			at = i
			return false
		}
		return true
	})
	if at < 0 {
		return query, ""
	}
	return query[:at], query[at+len(string(delim)):]
}

// unquoted calls f with each rune of s outside '...', "..." and `...`
// quotes, in order, until f returns false.
func unquoted(s string, f func(i int, r rune) bool) {
	var quote rune
	for i, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '\'' || r == '"' || r == '`':
			quote = r
		default:
			if !f(i, r) {
				return
			}
		}
	}
}

// tableOptionNames are the options an ALTER TABLE rewritten here may
// carry; any other clause leaves the statement to go-mysql-server.
var tableOptionNames = map[string]bool{
	"ENGINE": true, "COMPRESSION_ALGORITHM": true, "S3_BLOCK_SIZE": true,
	"COMMENT": true, "AUTO_INCREMENT": true, "ROW_FORMAT": true,
}

// rewriteAlterOptions turns "ALTER TABLE [db.]t ENGINE=x [opt=v]..." (or
// "ALTER TABLE [db.]t COMMENT='...'") into
// "CALL handlerd_alter_table_options('db', 't', 'ENGINE=x ...')".
func rewriteAlterOptions(q string) (string, bool) {
	toks, ok := tokenize(q)
	if !ok || len(toks) < 4 || !strings.EqualFold(toks[0], "ALTER") {
		return "", false
	}
	i := 1
	for i < len(toks) && (strings.EqualFold(toks[i], "ONLINE") || strings.EqualFold(toks[i], "IGNORE")) {
		i++
	}
	if i >= len(toks) || !strings.EqualFold(toks[i], "TABLE") {
		return "", false
	}
	i++
	if i >= len(toks) {
		return "", false
	}
	db, table := "", unquoteIdent(toks[i])
	i++
	if i+1 < len(toks) && toks[i] == "." {
		db, table = table, unquoteIdent(toks[i+1])
		i += 2
	}
	var opts []string
	hasEngineOption, commentOnly := false, true
	for i < len(toks) {
		name := strings.ToUpper(toks[i])
		if !tableOptionNames[name] {
			return "", false
		}
		commentOnly = commentOnly && name == "COMMENT"
		i++
		if i < len(toks) && toks[i] == "=" {
			i++
		}
		if i >= len(toks) {
			return "", false
		}
		opts = append(opts, name+"="+toks[i])
		if name == "ENGINE" || name == "COMPRESSION_ALGORITHM" || name == "S3_BLOCK_SIZE" {
			hasEngineOption = true
		}
		i++
		if i < len(toks) && toks[i] == "," {
			i++
		}
	}
	// COMMENT alone comes here too: go-mysql-server's grammar accepts
	// and drops it.
	if !hasEngineOption && !(commentOnly && len(opts) > 0) {
		return "", false
	}
	return fmt.Sprintf("CALL %s(%s, %s, %s)", alterTableOptionsProc,
		sqlString(db), sqlString(table), sqlString(strings.Join(opts, "\n"))), true
}

// alterTablePrefix matches "ALTER [ONLINE|IGNORE] TABLE [db.]t " and
// captures what follows.
var alterTablePrefix = regexp.MustCompile("(?is)^\\s*ALTER\\s+(?:(?:ONLINE|IGNORE)\\s+)*TABLE\\s+" +
	"(?:`[^`]*`|[\\w$]+)(?:\\s*\\.\\s*(?:`[^`]*`|[\\w$]+))?\\s+(.*)$")

// mixedTableOptions refuses, with MySQL's 1235 (not supported yet), an
// ALTER TABLE that has ENGINE=, COMPRESSION_ALGORITHM= or S3_BLOCK_SIZE=
// next to other clauses (ADD COLUMN ..., ENGINE=MEMORY): rewriteAlterOptions
// takes table options only when they are alone, and go-mysql-server's
// grammar would otherwise drop ENGINE silently or fail on the S3 options.
func mixedTableOptions(q string) error {
	m := alterTablePrefix.FindStringSubmatch(q)
	if m == nil {
		return nil
	}
	clauses := topLevelClauses(m[1])
	if len(clauses) < 2 {
		return nil
	}
	for _, c := range clauses {
		words := strings.FieldsFunc(c, func(r rune) bool { return unicode.IsSpace(r) || r == '=' })
		if len(words) == 0 {
			continue
		}
		if word := strings.ToUpper(words[0]); word == "ENGINE" || word == "COMPRESSION_ALGORITHM" || word == "S3_BLOCK_SIZE" {
			return mysql.NewSQLError(mysql.ERNotSupportedYet, "42000",
				"This version of handlerd doesn't yet support '%s together with other ALTER TABLE clauses'; run it as an ALTER TABLE of its own", word)
		}
	}
	return nil
}

// topLevelClauses splits s at the commas outside quotes and parentheses,
// dropping empty pieces.
func topLevelClauses(s string) []string {
	var out []string
	depth, start := 0, 0
	add := func(end int) {
		if c := strings.TrimSpace(s[start:end]); c != "" {
			out = append(out, c)
		}
	}
	unquoted(s, func(i int, r rune) bool {
		switch {
		case r == '(':
			depth++
		case r == ')':
			depth--
		case r == ',' && depth == 0:
			add(i)
			start = i + 1
		}
		return true
	})
	add(len(s))
	return out
}

func sqlString(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", "''") + "'"
}

func unquoteIdent(s string) string {
	if len(s) >= 2 && s[0] == '`' && s[len(s)-1] == '`' {
		return strings.ReplaceAll(s[1:len(s)-1], "``", "`")
	}
	return s
}

// tokenize splits a statement into identifiers, numbers, quoted strings
// and the punctuation = , . ; it fails on anything else (leaving the
// statement to the real parser).
func tokenize(q string) ([]string, bool) {
	var toks []string
	rs := []rune(strings.TrimSpace(q))
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case r == '=' || r == ',' || r == '.':
			toks = append(toks, string(r))
			i++
		case r == '\'' || r == '"' || r == '`':
			j := i + 1
			for j < len(rs) && rs[j] != r {
				if rs[j] == '\\' && r != '`' {
					j++
				}
				j++
			}
			if j >= len(rs) {
				return nil, false
			}
			toks = append(toks, string(rs[i:j+1]))
			i = j + 1
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || r == '$':
			j := i
			for j < len(rs) && (rs[j] == '_' || rs[j] == '$' || unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) {
				j++
			}
			toks = append(toks, string(rs[i:j]))
			i = j
		default:
			return nil, false
		}
	}
	return toks, true
}

// tableAdminOptions are the options each table maintenance statement
// takes after its tables; none changes what handlerd does.
var tableAdminOptions = map[string][]string{
	"CHECK":    {"QUICK", "FAST", "MEDIUM", "EXTENDED", "CHANGED", "FOR", "UPGRADE"},
	"OPTIMIZE": nil,
	"REPAIR":   {"QUICK", "EXTENDED", "USE_FRM"},
}

// rewriteTableAdmin turns "CHECK TABLE a, db.b [option...]", and OPTIMIZE
// or REPAIR [NO_WRITE_TO_BINLOG | LOCAL] TABLE ..., into
// "CALL handlerd_table_admin('check', 'a,db.b')".
func rewriteTableAdmin(q string) (string, bool) {
	toks, ok := tokenize(q)
	if !ok || len(toks) < 3 {
		return "", false
	}
	op := strings.ToUpper(toks[0])
	options, known := tableAdminOptions[op]
	if !known {
		return "", false
	}
	i := 1
	if op != "CHECK" && (strings.EqualFold(toks[i], "NO_WRITE_TO_BINLOG") || strings.EqualFold(toks[i], "LOCAL")) {
		i++
	}
	if i+1 >= len(toks) || !strings.EqualFold(toks[i], "TABLE") && !strings.EqualFold(toks[i], "TABLES") {
		return "", false
	}
	i++
	var names []string
	for i < len(toks) {
		name := unquoteIdent(toks[i])
		i++
		if i+1 < len(toks) && toks[i] == "." {
			name += "." + unquoteIdent(toks[i+1])
			i += 2
		}
		names = append(names, name)
		if i < len(toks) && toks[i] == "," {
			i++
			continue
		}
		break
	}
	for ; i < len(toks); i++ {
		if !slices.Contains(options, strings.ToUpper(toks[i])) {
			return "", false
		}
	}
	return fmt.Sprintf("CALL %s(%s, %s)", tableAdminProc, sqlString(strings.ToLower(op)), sqlString(strings.Join(names, ","))), true
}
