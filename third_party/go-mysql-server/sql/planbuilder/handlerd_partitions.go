package planbuilder

import (
	"github.com/dolthub/vitess/go/mysql"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"
)

// refusePartitionSelection fails a statement that names partitions of a
// table (SELECT ... FROM t PARTITION (p0), INSERT INTO t PARTITION (p0)):
// handlerd parses PARTITION BY and does not apply it, so no table has
// partitions, and MySQL's answer for such a table is 1747. The release
// ignored the clause and read or wrote the whole table. handlerd: added.
func refusePartitionSelection(b *Builder, partitions ast.Partitions) {
	if len(partitions) > 0 {
		b.handleErr(mysql.NewSQLError(1747, "HY000", "PARTITION () clause on non partitioned table"))
	}
}
