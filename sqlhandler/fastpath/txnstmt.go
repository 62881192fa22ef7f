package fastpath

import (
	"context"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"
)

// Plain BEGIN and COMMIT (sysbench's oltp_write_only and read_write send
// one of each per transaction, prepared or as text) are run here as
// go-mysql-server runs them (Engine.QueryWithBindings with the
// StartTransaction and Commit nodes of sql/rowexec/transaction.go, and
// the handler's doQuery around it), without parsing, binding and
// analyzing them: the process list, Questions, the session's command
// hooks, ValidateSession, the statement's own transaction begun if none,
// warnings cleared, the statement, the result and the connection's status
// flags. Anything else (START TRANSACTION, COMMIT AND CHAIN, comments ...)
// and any unusual session state (see sqlhandler.Session's
// PlainTransactionState) go the full way.

type txnStmt int

const (
	txnNone txnStmt = iota
	txnBegin
	txnCommit
)

// txnStatementOf recognises a plain BEGIN or COMMIT: the word alone, in
// any case, with white space around and an optional final semicolon.
func txnStatementOf(q string) txnStmt {
	if len(q) > 16 {
		return txnNone
	}
	q = strings.TrimSpace(q)
	q = strings.TrimSpace(strings.TrimSuffix(q, ";"))
	switch {
	case strings.EqualFold(q, "BEGIN"):
		return txnBegin
	case strings.EqualFold(q, "COMMIT"):
		return txnCommit
	}
	return txnNone
}

// plainTxnSession is what runTxn needs of the session (sqlhandler.Session).
type plainTxnSession interface {
	sql.TransactionSession
	PlainTransactionState() bool
}

// runTxn runs a plain BEGIN or COMMIT for a client connection, reporting
// done=false (having changed nothing) when the full path must take it.
func (f *FastPath) runTxn(ctx context.Context, c *mysql.Conn, query string, kind txnStmt,
	cb func(*sqltypes.Result) error) (done bool, err error) {
	if f.e.IsReadOnly() || f.e.IsServerLocked {
		return false, nil // readOnlyCheck's errors are the full path's
	}
	sqlCtx, err := f.sm.NewContextWithQuery(ctx, c, query)
	if err != nil {
		return false, nil
	}
	ts, ok := sqlCtx.Session.(plainTxnSession)
	if !ok || !ts.PlainTransactionState() {
		return false, nil
	}
	f.Stats.Hits.Add(1)
	if sqlCtx.ProcessList != nil {
		if sqlCtx, err = sqlCtx.ProcessList.BeginQuery(sqlCtx, query); err != nil {
			return true, f.errs(c, err)
		}
		defer sqlCtx.ProcessList.EndQuery(sqlCtx)
	}
	if err := sql.SessionCommandBegin(sqlCtx.Session); err != nil {
		return true, f.errs(c, err)
	}
	defer sql.SessionCommandEnd(sqlCtx.Session)
	sql.IncrementStatusVariable(sqlCtx, "Questions", 1)
	if err := sqlCtx.Session.ValidateSession(sqlCtx); err != nil {
		return true, f.errs(c, err)
	}
	if sqlCtx.GetTransaction() == nil {
		tx, err := ts.StartTransaction(sqlCtx, sql.ReadWrite)
		if err != nil {
			return true, f.errs(c, err)
		}
		sqlCtx.SetTransaction(tx)
	}
	sqlCtx.ClearWarnings()
	switch kind {
	case txnBegin:
		// buildStartTransaction: the transaction in progress commits.
		err = ts.CommitTransaction(sqlCtx, sqlCtx.GetTransaction())
		if err == nil {
			var tx sql.Transaction
			if tx, err = ts.StartTransaction(sqlCtx, sql.ReadWrite); err == nil {
				sqlCtx.SetTransaction(tx)
				sqlCtx.SetIgnoreAutoCommit(true)
			}
		}
	case txnCommit:
		// buildCommit.
		if err = ts.CommitTransaction(sqlCtx, sqlCtx.GetTransaction()); err == nil {
			sqlCtx.SetIgnoreAutoCommit(false)
			sqlCtx.SetTransaction(nil)
		}
	}
	if err != nil {
		// As the engine after a statement failed to build:
		// clearAutocommitTransaction.
		if !sqlCtx.GetIgnoreAutoCommit() {
			if ac, aerr := plan.IsSessionAutocommit(sqlCtx); aerr == nil && ac {
				sqlCtx.SetTransaction(nil)
			}
		}
		return true, f.errs(c, err)
	}
	// The TransactionCommittingIter has nothing left to commit: BEGIN's
	// transaction ignores autocommit, COMMIT left none.
	if err := setStatusFlags(sqlCtx, c); err != nil {
		return true, f.errs(c, err)
	}
	return true, f.errs(c, cb(&sqltypes.Result{}))
}

// setStatusFlags sets the connection's autocommit and in-transaction
// status flags as go-mysql-server's handler does after a statement
// (setConnStatusFlags).
func setStatusFlags(ctx *sql.Context, c *mysql.Conn) error {
	ac, err := plan.IsSessionAutocommit(ctx)
	if err != nil {
		return err
	}
	if ac {
		c.StatusFlags |= uint16(mysql.ServerStatusAutocommit)
	} else {
		c.StatusFlags &= ^uint16(mysql.ServerStatusAutocommit)
	}
	if ctx.GetTransaction() != nil {
		c.StatusFlags |= uint16(mysql.ServerInTransaction)
	} else {
		c.StatusFlags &= ^uint16(mysql.ServerInTransaction)
	}
	return nil
}
