package sqlhandler

import (
	"strconv"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/vt/sqlparser"
)

// tableOptions are the CREATE TABLE options go-mysql-server parses but does
// not pass to TableCreator (research/gms.md: ENGINE= never reaches
// CreateTable), recovered by parsing the statement text again.
type tableOptions struct {
	engine        string
	comment       string
	autoIncrement uint64
	// engineOptions are options an engine reads (COMPRESSION, ...), by
	// upper-case name.
	engineOptions map[string]string
}

func tableOptionsFromQuery(ctx *sql.Context) tableOptions {
	opts := tableOptions{engineOptions: map[string]string{}}
	q := ctx.Query()
	if q == "" {
		return opts
	}
	stmt, err := sqlparser.Parse(q)
	if err != nil {
		if alt := ctasOptionsStatement(q); alt != "" { // CREATE TABLE t ENGINE=x SELECT ... (ctas.go)
			stmt, err = sqlparser.Parse(alt)
		}
		if err != nil {
			return opts
		}
	}
	ddl, ok := stmt.(*sqlparser.DDL)
	if !ok || ddl.TableSpec == nil {
		return opts
	}
	for _, o := range ddl.TableSpec.TableOpts {
		name := strings.ToUpper(strings.ReplaceAll(o.Name, " ", "_"))
		val := strings.Trim(o.Value, "'\"`")
		switch name {
		case "ENGINE":
			opts.engine = val
		case "COMMENT":
			opts.comment = val
		case "AUTO_INCREMENT":
			if n, err := strconv.ParseUint(val, 10, 64); err == nil {
				opts.autoIncrement = n
			}
		default:
			// The character set and collation go-mysql-server applies
			// itself (and prints in SHOW CREATE TABLE); they are not the
			// engine's.
			if strings.Contains(name, "CHARSET") || strings.Contains(name, "CHARACTER_SET") || strings.Contains(name, "COLLATE") {
				continue
			}
			opts.engineOptions[name] = val
		}
	}
	return opts
}

// errCreateS3 is what MariaDB answers to CREATE TABLE ... ENGINE=S3: S3
// tables are made by ALTER TABLE ... ENGINE=S3 from an existing table.
func errCreateS3(db, table string) error {
	return mysql.NewSQLError(erCantCreateTable, "HY000",
		"Can't create table `%s`.`%s` (errno: 131 \"Command not supported by the engine\")", db, table)
}
