package sqlhandler

import (
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
)

// FLUSH LOGS is how logrotate asks a MySQL server to reopen its log files
// (a logrotate postrotate script runs mysqladmin flush-logs), and FLUSH
// STATUS how a benchmark starts its counters from zero. go-mysql-server
// refuses both, and every FLUSH with NO_WRITE_TO_BINLOG or LOCAL. Parser
// turns FLUSH statements made only of flushOptions into a call of
// flushProc, which does what the options ask, and drops
// NO_WRITE_TO_BINLOG and LOCAL (there is no binary log) from the others.

// flushProc is the internal procedure those FLUSH statements become; its
// argument is the flushWhat bits of their options.
const flushProc = "handlerd_flush"

// What a FLUSH option asks flushProc to do.
const (
	flushReopenLog = 1 << iota // reopen the error log (Provider.ReopenLogs)
	flushStatus                // reset the session's status counters (Provider.FlushStatus)
)

// flushOptions are the FLUSH options flushProc serves, with their
// flushWhat bits. Options with none name what handlerd does not have
// (general, slow, relay and binary logs, a host cache, per-user limits,
// optimizer cost tables, MariaDB's thread cache), so there is nothing to
// flush, as in a MySQL server without them.
var flushOptions = map[string]int{
	"LOGS": flushReopenLog, "ERROR LOGS": flushReopenLog, "STATUS": flushStatus,
	"GENERAL LOGS": 0, "SLOW LOGS": 0, "RELAY LOGS": 0, "ENGINE LOGS": 0,
	"BINARY LOGS": 0, "HOSTS": 0, "USER_RESOURCES": 0, "OPTIMIZER_COSTS": 0, "THREADS": 0,
}

// rewriteFlush turns "FLUSH [NO_WRITE_TO_BINLOG | LOCAL] option [, option]
// ..." made of flushOptions into "CALL handlerd_flush(bits)", and other
// FLUSH statements with NO_WRITE_TO_BINLOG or LOCAL into the same
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
	bits, served := 0, len(rest) > 0
	for _, opt := range splitOnComma(rest) {
		b, known := flushOptions[strings.ToUpper(strings.Join(opt, " "))]
		served = served && known
		bits |= b
	}
	switch {
	case served:
		return fmt.Sprintf("CALL %s(%d)", flushProc, bits), true
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

// flush is flushProc. FLUSH needs the RELOAD privilege.
func (p *Provider) flush(ctx *sql.Context, bits int64) (sql.RowIter, error) {
	if err := p.requireGlobal(ctx, sql.PrivilegeType_Reload); err != nil {
		return nil, err
	}
	if bits&flushReopenLog != 0 && p.ReopenLogs != nil {
		if err := p.ReopenLogs(); err != nil {
			return nil, err
		}
	}
	if bits&flushStatus != 0 {
		resetSessionStatus(ctx)
		if p.FlushStatus != nil {
			p.FlushStatus()
		}
	}
	return sql.RowsToRowIter(), nil
}

// resetSessionStatus is FLUSH STATUS for the session: its counters go
// back to zero. Their values are already in the global ones, which
// go-mysql-server counts as it goes.
func resetSessionStatus(ctx *sql.Context) {
	for name, v := range ctx.Session.GetAllStatusVariables(ctx) {
		if _, counter := v.Value().(uint64); counter {
			_ = ctx.Session.SetStatusVariable(ctx, name, uint64(0))
		}
	}
}
