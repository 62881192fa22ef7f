package sqlhandler

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"

	"handlerd/engines"
)

// Session is a MySQL client session: go-mysql-server's BaseSession plus
// the engines' transaction this session has open.
type Session struct {
	*sql.BaseSession
	// clientHost is the client's address as MySQL's texts name it
	// (sql.ClientHost): "localhost" for loopback and the Unix socket.
	clientHost string
	ctx        *sql.Context // see hookCtx
	savepoints []savepoint
	// lockingQuery and lockingAnswer remember lockingRead's answer for
	// the statement text last asked about.
	lockingQuery  string
	lockingAnswer bool
	lockingWait   engines.LockWait
	// temps are the session's temporary tables (temptables.go);
	// droppedTemps those dropped in the current transaction.
	temps        map[string]*tempTable
	droppedTemps []*tempTable
	// rewrites are table copies (ALTER TABLE) not finished yet.
	rewrites map[*rewriter]struct{}
	// alter is the ALTER TABLE of several clauses running, whose changes
	// are staged until the last clause succeeds (ddlexec.go); copied
	// counts the rows the running ALTER TABLE's table copies took.
	alter  *alteration
	copied int
	// detached are transactions go-mysql-server replaced unfinished.
	detached map[*transaction]struct{}
	// iters are the row iterators open on the session's tables.
	iters openIters
	// divByZero counts the session's division-by-zero warnings (1365);
	// divByZeroAtCommand is the count when the command began (see
	// divisionByZero).
	divByZero, divByZeroAtCommand int
	// next holds what SET TRANSACTION (without SESSION or GLOBAL) chose
	// for the next transaction only (txchars.go).
	next nextTransaction
	// chainFrom is the transaction COMMIT/ROLLBACK AND CHAIN ended; the
	// next one starts when the statement ends (txchars.go).
	chainFrom *transaction
	// lockedTables says LOCK TABLES ran and UNLOCK TABLES did not yet:
	// UNLOCK TABLES then commits (implicitcommit.go).
	lockedTables bool
	// vars remembers session variables read (see GetSessionVariable).
	vars varCache
}

// varCache remembers the values of the last few session variables read,
// by the name as asked: every statement reads several (sql_mode,
// autocommit, transaction_read_only, transaction_isolation,
// innodb_lock_wait_timeout, query_cache_type ...), and a lookup in the
// session's map of several hundred variables (sql_mode's set turned into
// a string each time) cost more than a point query's other bookkeeping.
// Every SetSessionVariable and InitSessionVariable empties it: those are
// the only writes of the session's values; global-only variables, which
// other sessions write, are not kept. A mutex guards it, as reads
// may come from iterators running in other goroutines.
type varCache struct {
	mu    sync.Mutex
	n     int // entries filled
	next  int // the entry to replace when full
	names [8]string
	vals  [8]any
}

func (c *varCache) get(name string) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := 0; i < c.n; i++ {
		if c.names[i] == name {
			return c.vals[i], true
		}
	}
	return nil, false
}

func (c *varCache) put(name string, v any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	i := c.n
	if i == len(c.names) {
		i = c.next
		c.next = (c.next + 1) % len(c.names)
	} else {
		c.n++
	}
	c.names[i], c.vals[i] = name, v
}

func (c *varCache) forget() {
	c.mu.Lock()
	clear(c.names[:])
	clear(c.vals[:])
	c.n, c.next = 0, 0
	c.mu.Unlock()
}

// GetSessionVariable implements sql.Session, remembering values (see
// varCache).
func (s *Session) GetSessionVariable(ctx *sql.Context, name string) (any, error) {
	if v, ok := s.vars.get(name); ok {
		return v, nil
	}
	v, err := s.BaseSession.GetSessionVariable(ctx, name)
	if err == nil && !globalOnly(name) {
		s.vars.put(name, v)
	}
	return v, err
}

// globalOnly reports whether name is a global-only system variable, whose
// value a session reads from the global one (any session's SET GLOBAL
// changes it), so varCache must not keep it.
func globalOnly(name string) bool {
	sv, _, ok := sql.SystemVariables.GetGlobal(name)
	return ok && sv.IsGlobalOnly()
}

// InitSessionVariable implements sql.Session (see varCache).
func (s *Session) InitSessionVariable(ctx *sql.Context, name string, value any) error {
	s.vars.forget()
	defer s.vars.forget()
	return s.BaseSession.InitSessionVariable(ctx, name, value)
}

func (s *Session) trackRewrite(w *rewriter) {
	if s.rewrites == nil {
		s.rewrites = map[*rewriter]struct{}{}
	}
	s.rewrites[w] = struct{}{}
}

func (s *Session) untrackRewrite(w *rewriter) { delete(s.rewrites, w) }

// endTransaction runs when the session's transaction ends, whichever way:
// table copies go-mysql-server abandoned (it returns some ALTER errors
// without closing the inserter) are aborted, and temporary tables dropped
// in the transaction are freed.
func (s *Session) endTransaction() {
	for w := range s.rewrites {
		w.abort()
	}
	s.freeDroppedTemps()
}

type savepoint struct {
	name string
	mark int
}

var (
	_ sql.TransactionSession    = (*Session)(nil)
	_ sql.LifecycleAwareSession = (*Session)(nil)
)

// Warn implements sql.Session: warnings get MySQL's levels and codes
// (errcodes.go).
func (s *Session) Warn(w *sql.Warning) {
	if w != nil && w.Code == erDivisionByZero {
		s.divByZero++
	}
	s.BaseSession.Warn(mysqlWarning(w))
}

// erDivisionByZero is MySQL's 1365, a warning in queries and, in strict
// mode with ERROR_FOR_DIVISION_BY_ZERO, an error in writes.
const erDivisionByZero = 1365

// divisionByZero is the error a row written by the current statement gets
// when a division by zero happened while computing it: go-mysql-server
// only warns (as MySQL does in queries), MySQL fails an INSERT or UPDATE
// in strict mode with ERROR_FOR_DIVISION_BY_ZERO unless it says IGNORE.
func divisionByZero(ctx *sql.Context) error {
	s := sessionOf(ctx)
	if s == nil || s.divByZero == s.divByZeroAtCommand {
		return nil
	}
	mode := sql.LoadSqlMode(ctx)
	if !mode.ModeEnabled("ERROR_FOR_DIVISION_BY_ZERO") || !(mode.ModeEnabled("STRICT_TRANS_TABLES") || mode.ModeEnabled("STRICT_ALL_TABLES")) {
		return nil
	}
	if kw := leadingKeywords(ctx.Query(), 2); len(kw) == 2 && kw[1] == "IGNORE" {
		return nil
	}
	return mysql.NewSQLError(erDivisionByZero, "22012", "Division by 0")
}

// NewSession wraps a base session.
func NewSession(base *sql.BaseSession) *Session { return &Session{BaseSession: base} }

// ClientHost implements sql.ClientHoster.
func (s *Session) ClientHost() string { return s.clientHost }

// SessionBuilder returns the server's session constructor.
func SessionBuilder() func(ctx context.Context, conn *mysql.Conn, addr string) (sql.Session, error) {
	return func(ctx context.Context, conn *mysql.Conn, addr string) (sql.Session, error) {
		host, user := "", ""
		if u, ok := conn.UserData.(sql.MysqlConnectionUser); ok {
			host, user = u.Host, u.User
		}
		client := sql.Client{Address: host, User: user, Capabilities: conn.Capabilities}
		s := NewSession(sql.NewBaseSessionWithClientServer(addr, client, conn.ConnectionID))
		s.clientHost = "localhost"
		if ra := conn.RemoteAddr(); ra != nil && !conn.IsUnixSocket() {
			s.clientHost = sql.HostOfAddress(ra.String())
		}
		return s, nil
	}
}

// transaction is one SQL transaction: a set of engine transactions begun
// lazily, one per engine touched.
type transaction struct {
	set      engines.TxnSet
	readOnly bool
	// isolation is the transaction's isolation level (txchars.go).
	isolation string
	// startReadOnly, startReadWrite: begun by START TRANSACTION READ
	// ONLY / READ WRITE, which override the session's access mode.
	startReadOnly, startReadWrite bool
}

// newTransaction returns a transaction with an empty set of engine
// transactions, in one allocation.
func newTransaction(opts engines.TxOptions) *transaction {
	t := &transaction{}
	t.set.Init(opts)
	return t
}

func (t *transaction) String() string   { return "handlerd transaction" }
func (t *transaction) IsReadOnly() bool { return t.readOnly }

// StartTransaction implements sql.TransactionSession. go-mysql-server calls
// it for every statement outside an explicit transaction, so it must be
// cheap: engine transactions (and their snapshots) start on first use.
func (s *Session) StartTransaction(ctx *sql.Context, tc sql.TransactionCharacteristic) (sql.Transaction, error) {
	ro := tc == sql.ReadOnly
	s.savepoints = nil
	t := newTransaction(engines.TxOptions{ReadOnly: ro, LockWait: lockWait(ctx)})
	t.readOnly, t.startReadOnly, t.startReadWrite = ro, ro, !ro && explicitReadWrite(ctx)
	s.characterize(ctx, t)
	return t, nil
}

// SetTransaction replaces the session's transaction. go-mysql-server
// replaces it for two reasons: it drops the autocommit transaction of a
// statement that fails while its plan is built (SELECT ... INTO of several
// rows) without rolling it back, and CALL puts the caller's transaction
// aside while the procedure runs and restores it afterwards. A transaction
// of ours replaced unfinished is therefore kept as detached; restoring it
// reattaches it, and the ones still detached when the command or the
// session ends are rolled back (their snapshots, bbolt read transactions,
// would otherwise stay open for good).
func (s *Session) SetTransaction(tx sql.Transaction) {
	if cur, ok := s.GetTransaction().(*transaction); ok && cur != nil && sql.Transaction(cur) != tx && !cur.set.Empty() {
		if s.detached == nil {
			s.detached = map[*transaction]struct{}{}
		}
		s.detached[cur] = struct{}{}
	}
	if t, ok := tx.(*transaction); ok {
		delete(s.detached, t)
	}
	s.BaseSession.SetTransaction(tx)
}

// rollbackDetached rolls back the transactions put aside and never
// restored (see SetTransaction).
func (s *Session) rollbackDetached() {
	for t := range s.detached {
		t.set.Rollback()
		delete(s.detached, t)
	}
}

// CommitTransaction implements sql.TransactionSession.
func (s *Session) CommitTransaction(ctx *sql.Context, tx sql.Transaction) error {
	s.savepoints = nil
	t, ok := tx.(*transaction)
	if !ok {
		return nil
	}
	s.consumeNext(t)
	defer s.endTransaction()
	if err := t.set.Commit(ctx); err != nil {
		// A failed commit (1213) ends the transaction, its writes rolled
		// back, as in MySQL. go-mysql-server returns the error before
		// leaving the transaction, which would keep the session in it:
		// later statements would not autocommit and be lost.
		s.SetTransaction(nil)
		s.SetIgnoreAutoCommit(false)
		return translate(err)
	}
	s.noteChain(ctx, t)
	return nil
}

// Rollback implements sql.TransactionSession.
func (s *Session) Rollback(ctx *sql.Context, tx sql.Transaction) error {
	s.savepoints = nil
	if t, ok := tx.(*transaction); ok {
		s.consumeNext(t)
		t.set.Rollback()
		s.noteChain(ctx, t)
	}
	s.endTransaction()
	return nil
}

// CreateSavepoint implements sql.TransactionSession; a name in use is
// replaced, as in MySQL.
func (s *Session) CreateSavepoint(ctx *sql.Context, tx sql.Transaction, name string) error {
	t, ok := tx.(*transaction)
	if !ok {
		return nil
	}
	s.dropSavepoint(name)
	s.savepoints = append(s.savepoints, savepoint{name: name, mark: t.set.Savepoint()})
	return nil
}

func (s *Session) findSavepoint(name string) int {
	for i := len(s.savepoints) - 1; i >= 0; i-- {
		if strings.EqualFold(s.savepoints[i].name, name) {
			return i
		}
	}
	return -1
}

func (s *Session) dropSavepoint(name string) {
	if i := s.findSavepoint(name); i >= 0 {
		s.savepoints = append(s.savepoints[:i], s.savepoints[i+1:]...)
	}
}

// errNoSavepoint is go-mysql-server's error for MySQL error 1305 (which
// errcodes.go gives it on the wire).
func errNoSavepoint(name string) error {
	return sql.ErrSavepointDoesNotExist.New(name)
}

// RollbackToSavepoint implements sql.TransactionSession: it undoes writes
// made after the savepoint and forgets later savepoints.
func (s *Session) RollbackToSavepoint(ctx *sql.Context, tx sql.Transaction, name string) error {
	t, ok := tx.(*transaction)
	i := s.findSavepoint(name)
	if !ok || i < 0 {
		return errNoSavepoint(name)
	}
	t.set.RollbackTo(s.savepoints[i].mark)
	s.savepoints = s.savepoints[:i+1]
	return nil
}

// ReleaseSavepoint implements sql.TransactionSession.
func (s *Session) ReleaseSavepoint(ctx *sql.Context, tx sql.Transaction, name string) error {
	i := s.findSavepoint(name)
	if i < 0 {
		return errNoSavepoint(name)
	}
	s.savepoints = s.savepoints[:i]
	return nil
}

// hookCtx is the context the lifecycle hooks (which get none) read
// session variables and close iterators with. Made once per session:
// building a go-mysql-server context copies every status variable, which
// per statement cost more than a point query.
func (s *Session) hookCtx() *sql.Context {
	if s.ctx == nil {
		s.ctx = sql.NewContext(context.Background(), sql.WithSession(s))
	}
	return s.ctx
}

// CommandBegin implements sql.LifecycleAwareSession: under READ COMMITTED
// every statement reads the newest committed data. A transaction left
// open by autocommit = 0 that has not touched a table yet takes the
// characteristics in force now (txchars.go).
func (s *Session) CommandBegin() error {
	s.divByZeroAtCommand = s.divByZero
	tx, ok := s.GetTransaction().(*transaction)
	if !ok {
		return nil
	}
	if tx.set.Empty() {
		if !s.GetIgnoreAutoCommit() {
			s.characterize(s.hookCtx(), tx)
		}
		return nil
	}
	if iso := tx.isolation; iso == "READ-COMMITTED" || iso == "READ-UNCOMMITTED" {
		return tx.set.Refresh()
	}
	return nil
}

// CommandEnd implements sql.LifecycleAwareSession. Row iterators
// go-mysql-server abandoned are closed and transactions it put aside and
// never restored are rolled back (see trackIter, SetTransaction). In
// autocommit mode a statement's transaction ends with the statement;
// go-mysql-server skips the commit when a statement fails mid-way and
// would leave the transaction, and its old snapshot, to the session's next
// statement. Rolling it back here gives the next statement fresh data, as
// in MySQL.
func (s *Session) CommandEnd() {
	s.iters.closeAll(s.hookCtx())
	s.rollbackDetached()
	if s.chainFrom != nil {
		s.startChained()
		return
	}
	tx, ok := s.GetTransaction().(*transaction)
	if ok && tx.set.Aborted() {
		// A deadlock victim (1213): MySQL has rolled the whole
		// transaction back, and the session's next statement starts a
		// new one, as after a failed COMMIT.
		s.savepoints = nil
		s.consumeNext(tx)
		tx.set.Rollback()
		s.endTransaction()
		s.SetTransaction(nil)
		s.SetIgnoreAutoCommit(false)
		return
	}
	if !ok || s.GetIgnoreAutoCommit() {
		return
	}
	ac, err := s.GetSessionVariable(s.hookCtx(), "autocommit")
	if err != nil {
		return
	}
	if on, err := sql.ConvertToBool(s.hookCtx(), ac); err == nil && on {
		s.consumeNext(tx)
		tx.set.Rollback()
		s.SetTransaction(nil)
	}
}

// SessionEnd implements sql.LifecycleAwareSession: an open transaction is
// rolled back when the client goes away, as in MySQL.
func (s *Session) SessionEnd() {
	if tx, ok := s.GetTransaction().(*transaction); ok {
		tx.set.Rollback()
		s.SetTransaction(nil)
	}
	s.iters.closeAll(s.hookCtx())
	s.rollbackDetached()
	s.dropTempTables()
}

// PlainTransactionState reports that nothing but the transaction itself
// bears on what BEGIN or COMMIT does in this session: no chained
// transaction or SET TRANSACTION characteristics pending, no LOCK TABLES,
// no transaction put aside, no table copy or multi-clause ALTER running, no
// temporary tables. The fast path runs plain BEGIN and COMMIT only then.
func (s *Session) PlainTransactionState() bool {
	return s.chainFrom == nil && s.next == (nextTransaction{}) && !s.lockedTables && len(s.detached) == 0 &&
		len(s.rewrites) == 0 && s.alter == nil && len(s.temps) == 0
}

// txnFor returns the session's transaction on engine e.
func txnFor(ctx *sql.Context, e engines.Engine) (engines.Txn, error) {
	tx, ok := ctx.GetTransaction().(*transaction)
	if !ok || tx == nil {
		return nil, fmt.Errorf("no transaction in progress (session type %T)", ctx.Session)
	}
	return tx.set.For(e)
}

// txnSet returns the session's transaction set, for statement savepoints.
func txnSet(ctx *sql.Context) *engines.TxnSet {
	if tx, ok := ctx.GetTransaction().(*transaction); ok && tx != nil {
		return &tx.set
	}
	return nil
}

// TxnFor returns the session's transaction on engine e (for code that
// runs statements without go-mysql-server, such as the fast path).
func TxnFor(ctx *sql.Context, e engines.Engine) (engines.Txn, error) { return txnFor(ctx, e) }

// TxnSet returns the session's transaction set, or nil outside a
// transaction.
func TxnSet(ctx *sql.Context) *engines.TxnSet { return txnSet(ctx) }

// lockWait is the session's innodb_lock_wait_timeout: how long its writes
// wait for a row lock (0: the engine's default).
func lockWait(ctx *sql.Context) time.Duration {
	v, err := ctx.GetSessionVariable(ctx, "innodb_lock_wait_timeout")
	if err != nil {
		return 0
	}
	n, ok := v.(int64)
	if !ok || n <= 0 {
		return 0
	}
	return time.Duration(n) * time.Second
}
