// handlerd: the general and slow query log tables (change 48).

package mysql_db

import (
	"github.com/dolthub/vitess/go/sqltypes"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

const generalLogTableName = "general_log"
const slowLogTableName = "slow_log"

// MySQL's mysql.general_log and mysql.slow_log (log_output=TABLE), with
// MySQL's columns. They stay empty: the server logs to files. mysqldump
// --all-databases reads their definitions, so it needs them to exist.
var generalLogSchema sql.Schema
var slowLogSchema sql.Schema

func init() {
	mediumtext := types.MustCreateString(sqltypes.Text, types.MediumTextBlobMax/3, sql.Collation_utf8mb3_general_ci)
	varchar := func(n int64) sql.Type {
		return types.MustCreateString(sqltypes.VarChar, n, sql.Collation_utf8mb3_general_ci)
	}
	timestamp6 := types.MustCreateDatetimeType(sqltypes.Timestamp, 6)
	col := func(table, name string, t sql.Type) *sql.Column {
		return columnTemplate(name, table, false, &sql.Column{Type: t})
	}
	generalLogSchema = sql.Schema{
		col(generalLogTableName, "event_time", timestamp6),
		col(generalLogTableName, "user_host", mediumtext),
		col(generalLogTableName, "thread_id", types.Uint64),
		col(generalLogTableName, "server_id", types.Uint32),
		col(generalLogTableName, "command_type", varchar(64)),
		col(generalLogTableName, "argument", types.MediumBlob),
	}
	slowLogSchema = sql.Schema{
		col(slowLogTableName, "start_time", timestamp6),
		col(slowLogTableName, "user_host", mediumtext),
		col(slowLogTableName, "query_time", types.Time),
		col(slowLogTableName, "lock_time", types.Time),
		col(slowLogTableName, "rows_sent", types.Int32),
		col(slowLogTableName, "rows_examined", types.Int32),
		col(slowLogTableName, "db", varchar(512)),
		col(slowLogTableName, "last_insert_id", types.Int32),
		col(slowLogTableName, "insert_id", types.Int32),
		col(slowLogTableName, "server_id", types.Uint32),
		col(slowLogTableName, "sql_text", types.MediumBlob),
		col(slowLogTableName, "thread_id", types.Uint64),
	}
}
