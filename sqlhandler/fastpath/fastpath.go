// Package fastpath runs simple statements straight against the handler
// interface, skipping go-mysql-server's binder and analyzer (about 85 µs a
// query here, more than the lookup itself): SELECT, UPDATE and DELETE of
// one row by its primary key or a unique key, range SELECTs on an integer
// primary key (range.go), and INSERT ... VALUES of literal rows
// (insert.go). Text and prepared statements both qualify; a text query is
// recognised by its shape, its literals stripped (shape.go). A statement
// qualifies only when the fast path can promise exactly the rows, affected
// counts, warnings and errors go-mysql-server would produce; everything
// else, and every doubt at run time, goes the full way.
//
// It is installed as a wrapper of go-mysql-server's mysql.Handler (a
// server Option, which also hands it the session manager), so sessions,
// transactions, the process list and privileges are the same objects the
// full path uses.
package fastpath

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"

	sqle "github.com/dolthub/go-mysql-server"
	gms "github.com/dolthub/go-mysql-server/server"
	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"handlerd/engines/catalog"
)

// Stats counts what the fast path did.
type Stats struct {
	Hits, Misses atomic.Uint64
}

// FastPath is the handler wrapper.
type FastPath struct {
	mysql.Handler
	e   *sqle.Engine
	sm  *gms.SessionManager
	cat *catalog.Catalog
	// errs turns an error of a statement of connection c into what the
	// client should see (MySQL codes), noting it in c's session.
	errs func(c *mysql.Conn, err error) error

	enabled atomic.Bool
	Stats   Stats

	// stmts caches recognition per statement text: a prepared statement's
	// text, a text query's shape (see shapeOf: the same text as the
	// prepared statement doing the same), or a text query the lexer could
	// not shape. notFast means "not for the fast path".
	mu    sync.RWMutex
	stmts map[string]*statement
	// nBytes counts the bytes of the cached texts.
	nBytes int
}

// notFast marks texts the fast path declined, so they are parsed once.
var notFast = &statement{}

// The cache of statement texts is bounded in entries and in bytes: text
// queries carry their literals, so it would otherwise grow without bound.
const (
	maxCachedStatements = 10000
	maxCachedBytes      = 4 << 20
	// maxStatementText is the longest text worth recognising: a point
	// statement is short; bulk INSERTs and the like are not looked at.
	maxStatementText = 4096
)

// Option returns a go-mysql-server server option installing the fast
// path around the handler. errs maps errors for the client.
func Option(cat *catalog.Catalog, enabled bool, errs func(*mysql.Conn, error) error, out **FastPath) gms.Option {
	return func(e *sqle.Engine, sm *gms.SessionManager, h mysql.Handler) (*sqle.Engine, *gms.SessionManager, mysql.Handler) {
		f := &FastPath{Handler: h, e: e, sm: sm, cat: cat, errs: errs}
		f.enabled.Store(enabled)
		if out != nil {
			*out = f
		}
		return e, sm, f
	}
}

// SetEnabled switches the fast path on or off at run time.
func (f *FastPath) SetEnabled(on bool) { f.enabled.Store(on) }

// statementFor recognises a statement text, caching the verdict.
func (f *FastPath) statementFor(text string) *statement {
	return f.statementForBytes(text, nil)
}

// statementForBytes is statementFor for a text given as bytes (b, when
// not nil) or as a string: the cache is looked up without copying b.
func (f *FastPath) statementForBytes(text string, b []byte) *statement {
	f.mu.RLock()
	var st *statement
	var ok bool
	if b != nil {
		st, ok = f.stmts[string(b)]
	} else {
		st, ok = f.stmts[text]
	}
	f.mu.RUnlock()
	if ok {
		return st
	}
	if b != nil {
		text = string(b)
	}
	// Texts that cannot be point statements are refused without being
	// remembered: caching them would keep every INSERT a client sends
	// (a restore's multi-megabyte ones included) alive.
	if len(text) > maxStatementText || !looksEligible(text) {
		return notFast
	}
	st = notFast
	if parsed, err := ast.Parse(text); err == nil {
		if s, ok := recognize(parsed); ok {
			st = s
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.stmts) >= maxCachedStatements || f.nBytes+len(text) > maxCachedBytes || f.stmts == nil {
		// Start over now and then rather than track recency.
		f.stmts, f.nBytes = make(map[string]*statement), 0
	}
	if _, ok := f.stmts[text]; !ok {
		f.stmts[text] = st
		f.nBytes += len(text)
	}
	return st
}

// shapeBuf holds a text query's shape and literals while it runs.
type shapeBuf struct {
	b    []byte
	lits []literal
}

var shapeBufs = sync.Pool{New: func() any { return &shapeBuf{b: make([]byte, 0, 256), lits: make([]literal, 0, 8)} }}

// release returns sb to the pool, when there is one.
func (sb *shapeBuf) release() {
	if sb == nil {
		return
	}
	clear(sb.lits)
	shapeBufs.Put(sb)
}

// textStatement recognises a text query: by its shape, its literals
// bound as arguments, or else (the lexer gave up) by its whole text.
// sb.release() returns the buffers the arguments point into (sb may be
// nil; a release closure would be an allocation a query).
func (f *FastPath) textStatement(query string) (st *statement, arg args, sb *shapeBuf) {
	if len(query) > maxStatementText {
		return notFast, nil, nil
	}
	sb = shapeBufs.Get().(*shapeBuf)
	b, lits, ok := shapeOf(query, sb.b[:0], sb.lits[:0])
	sb.b, sb.lits = b, lits
	if !ok {
		// An INSERT is taken by its shape only: INSERT texts are many and
		// big (a restore's), and parsing and keeping each would cost.
		if q := strings.TrimLeft(query, " \t\r\n"); len(q) >= 6 && strings.EqualFold(q[:6], "INSERT") {
			return notFast, nil, sb
		}
		return f.statementFor(query), literalArgs(nil), sb
	}
	return f.statementForBytes("", b), literalArgs(lits), sb
}

// looksEligible is a cheap filter before parsing: one statement starting
// with SELECT, UPDATE, DELETE or INSERT.
func looksEligible(q string) bool {
	q = strings.TrimSpace(q)
	q = strings.TrimSuffix(q, ";")
	if strings.ContainsAny(q, ";") || len(q) < 6 {
		return false
	}
	switch strings.ToUpper(q[:6]) {
	case "SELECT", "UPDATE", "DELETE", "INSERT":
		return true
	}
	return false
}

// ComQuery implements mysql.Handler.
func (f *FastPath) ComQuery(ctx context.Context, c *mysql.Conn, query string, cb mysql.ResultSpoolFn) error {
	query = withoutTrailingNUL(query)
	if f.enabled.Load() {
		if k := txnStatementOf(query); k != txnNone {
			if done, err := f.runTxn(ctx, c, query, k, func(r *sqltypes.Result) error { return cb(r, false) }); done {
				return err
			}
			return f.Handler.ComQuery(ctx, c, query, cb)
		}
		st, arg, sb := f.textStatement(query)
		if st != notFast {
			done, err := f.run(ctx, c, query, st, arg, func(r *sqltypes.Result) error { return cb(r, false) })
			sb.release()
			if done {
				return err
			}
		} else {
			sb.release()
		}
	}
	return f.Handler.ComQuery(ctx, c, query, cb)
}

// withoutTrailingNUL drops the NUL bytes ending a query: libmariadb's
// mysqlslap sends each query with its C terminator, where MySQL's parser
// stops. (go-mysql-server's parser took some such queries and called
// others a syntax error, on either path.)
func withoutTrailingNUL(query string) string {
	return strings.TrimRight(query, "\x00")
}

// ComMultiQuery implements mysql.Handler: a single statement sent by a
// multi-statement client may take the fast path too.
func (f *FastPath) ComMultiQuery(ctx context.Context, c *mysql.Conn, query string, cb mysql.ResultSpoolFn) (string, error) {
	query = withoutTrailingNUL(query)
	if f.enabled.Load() {
		if k := txnStatementOf(query); k != txnNone {
			if done, err := f.runTxn(ctx, c, query, k, func(r *sqltypes.Result) error { return cb(r, false) }); done {
				return "", err
			}
			return f.Handler.ComMultiQuery(ctx, c, query, cb)
		}
		st, arg, sb := f.textStatement(query)
		if st != notFast {
			done, err := f.run(ctx, c, query, st, arg, func(r *sqltypes.Result) error { return cb(r, false) })
			sb.release()
			if done {
				return "", err
			}
		} else {
			sb.release()
		}
	}
	return f.Handler.ComMultiQuery(ctx, c, query, cb)
}

// ComStmtExecute implements mysql.Handler.
func (f *FastPath) ComStmtExecute(ctx context.Context, c *mysql.Conn, prep *mysql.PrepareData, cb func(*sqltypes.Result) error) error {
	if f.enabled.Load() {
		if k := txnStatementOf(prep.PrepareStmt); k != txnNone && len(prep.BindVars) == 0 {
			if done, err := f.runTxn(ctx, c, prep.PrepareStmt, k, cb); done {
				return err
			}
			return f.Handler.ComStmtExecute(ctx, c, prep, cb)
		}
		if st := f.statementFor(prep.PrepareStmt); st != notFast {
			if done, err := f.run(ctx, c, prep.PrepareStmt, st, bindVarArgs(prep.BindVars), cb); done {
				return err
			}
		}
	}
	return f.Handler.ComStmtExecute(ctx, c, prep, cb)
}
