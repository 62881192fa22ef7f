package sqlhandler

import (
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
)

// FLUSH LOGS is how logrotate asks a MySQL server to reopen its log files
// (a logrotate postrotate script runs mysqladmin flush-logs).
// go-mysql-server refuses it, and every FLUSH with NO_WRITE_TO_BINLOG or
// LOCAL. Parser turns FLUSH statements made only of log options into a
// call of flushLogsProc, which reopens the error log (Provider.ReopenLogs),
// and drops NO_WRITE_TO_BINLOG and LOCAL (there is no binary log) from the
// others.

// flushLogsProc is the internal procedure FLUSH ... LOGS becomes; its
// argument is 1 when the error log is to be reopened.
const flushLogsProc = "handlerd_flush_logs"

// flushLogOptions are the FLUSH options flushLogsProc serves, with whether
// each reopens the error log. The others name what handlerd does not have
// (general, slow, relay and binary logs, a host cache, per-user limits,
// optimizer cost tables), so there is nothing to flush, as in a MySQL
// server without them.
var flushLogOptions = map[string]bool{
	"LOGS": true, "ERROR LOGS": true,
	"GENERAL LOGS": false, "SLOW LOGS": false, "RELAY LOGS": false, "ENGINE LOGS": false,
	"BINARY LOGS": false, "HOSTS": false, "USER_RESOURCES": false, "OPTIMIZER_COSTS": false,
}

// rewriteFlush turns "FLUSH [NO_WRITE_TO_BINLOG | LOCAL] option [, option]
// ..." made of flushLogOptions into "CALL handlerd_flush_logs(n)", and
// other FLUSH statements with NO_WRITE_TO_BINLOG or LOCAL into the same
// statement without it.
func rewriteFlush(q string) (string, bool) {
	if kw := leadingKeywords(q, 1); len(kw) == 0 || kw[0] != "FLUSH" {
		return "", false // before tokenizing what may be a long INSERT
	}
	toks, ok := tokenize(q)
	if !ok || len(toks) < 2 || !strings.EqualFold(toks[0], "FLUSH") {
		return "", false
	}
	rest := toks[1:]
	local := strings.EqualFold(rest[0], "NO_WRITE_TO_BINLOG") || strings.EqualFold(rest[0], "LOCAL")
	if local {
		rest = rest[1:]
	}
	reopen, logsOnly := false, len(rest) > 0
	for _, opt := range splitOnComma(rest) {
		r, known := flushLogOptions[strings.ToUpper(strings.Join(opt, " "))]
		logsOnly = logsOnly && known
		reopen = reopen || r
	}
	switch {
	case logsOnly:
		n := 0
		if reopen {
			n = 1
		}
		return fmt.Sprintf("CALL %s(%d)", flushLogsProc, n), true
	case local && len(rest) > 0:
		return "FLUSH " + strings.Join(rest, " "), true
	}
	return "", false
}

// splitOnComma splits tokens into the runs between "," tokens.
func splitOnComma(toks []string) [][]string {
	var out [][]string
	start := 0
	for i, t := range toks {
		if t == "," {
			out = append(out, toks[start:i])
			start = i + 1
		}
	}
	return append(out, toks[start:])
}

// flushLogs is flushLogsProc. FLUSH needs the RELOAD privilege.
func (p *Provider) flushLogs(ctx *sql.Context, reopen int64) (sql.RowIter, error) {
	if err := p.requireGlobal(ctx, sql.PrivilegeType_Reload); err != nil {
		return nil, err
	}
	if reopen != 0 && p.ReopenLogs != nil {
		if err := p.ReopenLogs(); err != nil {
			return nil, err
		}
	}
	return sql.RowsToRowIter(), nil
}
