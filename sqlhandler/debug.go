package sqlhandler

import (
	"log/slog"
	"runtime"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"
)

// debugProc serves COM_DEBUG (mysqladmin debug): as MySQL, it needs the
// SUPER privilege and writes the server's state to the error log.
const debugProc = "handlerd_debug"

func init() { mysql.DebugStatement = "CALL " + debugProc + "()" }

// debugStatusNames are the global status values the report includes.
var debugStatusNames = []string{"Uptime", "Threads_connected", "Threads_running", "Max_used_connections", "Questions", "Connections", "Aborted_connects"}

// debug is debugProc.
func (p *Provider) debug(ctx *sql.Context) (sql.RowIter, error) {
	if err := p.requireGlobal(ctx, sql.PrivilegeType_Super); err != nil {
		return nil, err
	}
	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	attrs := []any{
		"goroutines", runtime.NumGoroutine(),
		"heap_bytes", mem.HeapAlloc, "heap_objects", mem.HeapObjects, "sys_bytes", mem.Sys, "gc_cycles", mem.NumGC,
	}
	for _, name := range debugStatusNames {
		if _, v, ok := sql.StatusVariables.GetGlobal(name); ok {
			attrs = append(attrs, name, v)
		}
	}
	slog.Info("status information (mysqladmin debug)", attrs...)
	return sql.RowsToRowIter(), nil
}
