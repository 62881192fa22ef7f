package mysql

// handlerd: the administrative commands of the client/server protocol that
// mysqladmin and old client libraries send (status, version, refresh,
// flush-threads, processlist, kill, debug). The release answered each with
// "command handling not implemented yet". Each is served by running the SQL
// statement that does the same thing through the Handler's ComQuery, so the
// handler's privilege checks, counters and logging apply unchanged.

import (
	"context"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	"github.com/dolthub/vitess/go/sqltypes"
)

// The command bytes (MySQL's enum_server_command).
const (
	ComRefresh     = 0x07
	ComStatistics  = 0x09
	ComProcessInfo = 0x0a
	ComProcessKill = 0x0c
	ComDebug       = 0x0d
)

// The COM_REFRESH sub-command bits (MySQL's REFRESH_* in mysql_com.h).
const (
	refreshGrant   = 0x01
	refreshLog     = 0x02
	refreshTables  = 0x04
	refreshHosts   = 0x08
	refreshStatus  = 0x10
	refreshThreads = 0x20
	refreshReplica = 0x40
	refreshSource  = 0x80
)

// MySQL's ER_MALFORMED_PACKET and ER_FLUSH_MASTER_BINLOG_CLOSED.
const (
	erMalformedPacket         = 1835
	erFlushMasterBinlogClosed = 1186
)

// refreshStatements are the statements each COM_REFRESH bit runs, in the
// order MySQL's handle_reload_request takes them. FLUSH THREADS is
// MariaDB's spelling, which the handler serves.
var refreshStatements = []struct {
	bit       byte
	statement string
}{
	{refreshGrant, "FLUSH PRIVILEGES"},
	{refreshLog, "FLUSH LOGS"},
	{refreshTables, "FLUSH TABLES"},
	{refreshHosts, "FLUSH HOSTS"},
	{refreshStatus, "FLUSH STATUS"},
	{refreshThreads, "FLUSH THREADS"},
}

// DebugStatement is what COM_DEBUG runs: the handler serves it by checking
// the SUPER privilege and writing its state to the error log, as MySQL
// does. The handler defines the statement; vitess only forwards it.
var DebugStatement = "DO 0"

// handleAdminCommand serves the commands above; it reports whether data
// was one of them.
func (c *Conn) handleAdminCommand(ctx context.Context, handler Handler, data []byte) (bool, error) {
	switch data[0] {
	case ComStatistics:
		c.recycleReadPacket()
		return true, c.writeStatistics(ctx, handler)
	case ComRefresh:
		var bits byte
		if len(data) > 1 {
			bits = data[1]
		}
		c.recycleReadPacket()
		if bits&refreshSource != 0 {
			// REFRESH_MASTER is RESET MASTER; there is no binary log.
			return true, c.writeErrorPacket(erFlushMasterBinlogClosed, SSUnknownSQLState, "Binlog closed, cannot RESET MASTER")
		}
		var stmts []string
		for _, r := range refreshStatements {
			if bits&r.bit != 0 {
				stmts = append(stmts, r.statement)
			}
		}
		// REFRESH_SLAVE: there is no replica to reset, as in a MySQL
		// server that is not one.
		return true, c.runSilently(ctx, handler, stmts...)
	case ComProcessKill:
		if len(data) < 5 {
			c.recycleReadPacket()
			return true, c.writeErrorPacket(erMalformedPacket, SSUnknownSQLState, "Malformed communication packet.")
		}
		id := binary.LittleEndian.Uint32(data[1:5])
		c.recycleReadPacket()
		return true, c.runSilently(ctx, handler, "KILL "+strconv.FormatUint(uint64(id), 10))
	case ComDebug:
		c.recycleReadPacket()
		return true, c.runSilently(ctx, handler, DebugStatement)
	case ComProcessInfo:
		c.recycleReadPacket()
		c.startWriterBuffering()
		if _, err := c.execQuery(ctx, "SHOW PROCESSLIST", handler, false); err != nil {
			return true, err
		}
		return true, c.flush(ctx)
	}
	return false, nil
}

// runSilently runs statements through the handler, discarding their
// results, and answers with one OK packet, or the first error.
func (c *Conn) runSilently(ctx context.Context, handler Handler, statements ...string) error {
	discard := func(*sqltypes.Result, bool) error { return nil }
	for _, s := range statements {
		if err := handler.ComQuery(ctx, c, s, discard); err != nil {
			return c.writeErrorPacketFromError(err)
		}
	}
	return c.writeOKPacket(0, 0, c.StatusFlags, 0)
}

// writeStatistics answers COM_STATISTICS with MySQL's one-line summary,
// read from the global status variables.
func (c *Conn) writeStatistics(ctx context.Context, handler Handler) error {
	status := map[string]uint64{}
	err := handler.ComQuery(ctx, c, "SHOW GLOBAL STATUS", func(qr *sqltypes.Result, _ bool) error {
		for _, row := range qr.Rows {
			if len(row) >= 2 {
				n, _ := strconv.ParseUint(row[1].ToString(), 10, 64)
				status[strings.ToLower(row[0].ToString())] = n
			}
		}
		return nil
	})
	if err != nil {
		return c.writeErrorPacketFromError(err)
	}
	text := FormatStatistics(status)
	data := c.startEphemeralPacket(len(text))
	copy(data, text)
	return c.writeEphemeralPacket()
}

// FormatStatistics is COM_STATISTICS's text (MySQL's sql_parse.cc) from
// global status values keyed by lower-case name.
func FormatStatistics(status map[string]uint64) string {
	uptime := status["uptime"]
	qps1000 := uint64(0)
	if uptime > 0 {
		qps1000 = status["questions"] * 1000 / uptime
	}
	return fmt.Sprintf("Uptime: %d  Threads: %d  Questions: %d  Slow queries: %d  Opens: %d  Flush tables: %d  Open tables: %d  Queries per second avg: %d.%03d",
		uptime, status["threads_connected"], status["questions"], status["slow_queries"],
		status["opened_tables"], status["flush_commands"], status["open_tables"], qps1000/1000, qps1000%1000)
}
