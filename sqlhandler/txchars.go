package sqlhandler

import (
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"

	"handlerd/engines"
)

// Transaction characteristics: isolation level and access mode.
//
// SET SESSION TRANSACTION ISOLATION LEVEL / READ ONLY set the session's
// values (the transaction_isolation and transaction_read_only variables)
// for the transactions that start after it. SET TRANSACTION ..., without
// SESSION or GLOBAL, sets them for the next transaction only and is refused
// inside a transaction (1568). go-mysql-server treats both as SET SESSION
// and does not enforce transaction_read_only at all; SetSessionVariable
// tells the two apart by the statement, and characterize gives each
// transaction its characteristics when it starts.
//
// As in InnoDB, the next-transaction values are used up by the first
// transaction that touches a table (a BEGIN ... COMMIT uses them up in any
// case): SELECT 1 or SET @a = 1 in autocommit mode leave them in place.

// nextTransaction is what SET TRANSACTION chose for the next transaction.
type nextTransaction struct {
	isolation string // "" when not chosen
	access    int8   // 0 not chosen, 1 READ ONLY, 2 READ WRITE
}

// erCantChangeTxCharacteristics is MySQL's 1568.
const erCantChangeTxCharacteristics = 1568

// SetSessionVariable implements sql.Session (see Transaction
// characteristics).
func (s *Session) SetSessionVariable(ctx *sql.Context, name string, value any) error {
	s.vars.forget()
	defer s.vars.forget() // also after: a read racing the write
	iso, ro := strings.EqualFold(name, "transaction_isolation"), strings.EqualFold(name, "transaction_read_only")
	if !(iso || ro) || !nextTransactionOnly(ctx) {
		return s.BaseSession.SetSessionVariable(ctx, name, value)
	}
	if s.inTransaction() {
		return mysql.NewSQLError(erCantChangeTxCharacteristics, "25001",
			"Transaction characteristics can't be changed while a transaction is in progress")
	}
	if iso {
		level, ok := value.(string)
		if !ok {
			return sql.ErrInvalidSystemVariableValue.New(name, value)
		}
		s.next.isolation = level
		return nil
	}
	on, err := sql.ConvertToBool(ctx, value)
	if err != nil {
		return sql.ErrInvalidSystemVariableValue.New(name, value)
	}
	s.next.access = 2
	if on {
		s.next.access = 1
	}
	return nil
}

// nextTransactionOnly reports whether the statement running is SET
// TRANSACTION without a scope.
func nextTransactionOnly(ctx *sql.Context) bool {
	kw := leadingKeywords(ctx.Query(), 2)
	return len(kw) == 2 && kw[0] == "SET" && kw[1] == "TRANSACTION"
}

// inTransaction reports whether a transaction is in progress: one begun by
// BEGIN, or, with autocommit off, one that has touched a table.
func (s *Session) inTransaction() bool {
	if s.GetIgnoreAutoCommit() {
		return true
	}
	t, ok := s.GetTransaction().(*transaction)
	return ok && t != nil && !t.set.Empty()
}

// characterize sets t's isolation level and access mode from the
// next-transaction values or else the session's. It runs when t starts
// and again, while t has touched no table, at each statement of an
// autocommit = 0 session (whose transaction go-mysql-server begins before
// the statements that may still change them).
func (s *Session) characterize(ctx *sql.Context, t *transaction) {
	t.isolation = s.next.isolation
	if t.isolation == "" {
		if v, err := s.GetSessionVariable(ctx, "transaction_isolation"); err == nil {
			t.isolation, _ = v.(string)
		}
	}
	ro := t.startReadOnly
	switch {
	case t.startReadOnly || t.startReadWrite:
	case s.next.access == 1:
		ro = true
	case s.next.access == 0:
		if v, err := s.GetSessionVariable(ctx, "transaction_read_only"); err == nil {
			if on, err := sql.ConvertToBool(ctx, v); err == nil && on {
				ro = true
			}
		}
	}
	if ro != t.readOnly {
		t.readOnly = ro
		t.set.SetReadOnly(ro)
	}
}

// NextTransactionPending reports whether SET TRANSACTION chose
// characteristics for the next transaction that no transaction used yet.
func (s *Session) NextTransactionPending() bool { return s.next != (nextTransaction{}) }

// consumeNext runs as t ends: t used the next-transaction values up if it
// touched a table or was begun explicitly.
func (s *Session) consumeNext(t *transaction) {
	if s.next != (nextTransaction{}) && (!t.set.Empty() || s.GetIgnoreAutoCommit()) {
		s.next = nextTransaction{}
	}
}

// explicitReadWrite reports whether the statement starting a transaction
// is START TRANSACTION ... READ WRITE (go-mysql-server passes READ WRITE
// and a plain BEGIN alike).
func explicitReadWrite(ctx *sql.Context) bool {
	q := ctx.Query()
	// Most transactions begin with another statement (autocommit): a look
	// at the first word spares them the keyword scan.
	if !mayStartWith(q, "START") {
		return false
	}
	if kw := leadingKeywords(q, 1); len(kw) == 0 || kw[0] != "START" {
		return false
	}
	return strings.Contains(strings.Join(strings.Fields(strings.ToUpper(q)), " "), "READ WRITE")
}

// COMMIT AND CHAIN and ROLLBACK AND CHAIN (or completion_type = CHAIN
// without AND NO CHAIN) begin a new transaction, with the same isolation
// level and access mode, as soon as the current one ends. go-mysql-server
// parses AND CHAIN and ignores it; noteChain remembers the ended
// transaction and CommandEnd begins the next one once go-mysql-server has
// finished ending this one.

func (s *Session) noteChain(ctx *sql.Context, t *transaction) {
	// Most commits are autocommits of other statements: a look at the
	// first word spares them the keyword scan.
	if !mayStartWith(ctx.Query(), "COMMIT", "ROLLBACK") {
		return
	}
	kw := leadingKeywords(ctx.Query(), 5)
	if len(kw) == 0 || (kw[0] != "COMMIT" && kw[0] != "ROLLBACK") {
		return
	}
	rest := kw[1:]
	if len(rest) > 0 && rest[0] == "WORK" {
		rest = rest[1:]
	}
	switch {
	case len(rest) >= 2 && rest[0] == "AND" && rest[1] == "CHAIN":
	case len(rest) >= 1 && rest[0] == "AND": // AND NO CHAIN
		return
	case len(rest) > 0: // ROLLBACK TO SAVEPOINT, RELEASE ...
		return
	default:
		v, err := s.GetSessionVariable(ctx, "completion_type")
		if err != nil || !strings.EqualFold(fmt.Sprint(v), "CHAIN") {
			return
		}
	}
	s.chainFrom = t
}

// startChained begins the transaction a COMMIT/ROLLBACK AND CHAIN asked
// for (see noteChain).
func (s *Session) startChained() {
	c := s.chainFrom
	s.chainFrom = nil
	if s.GetTransaction() != nil {
		return
	}
	s.savepoints = nil
	t := newTransaction(engines.TxOptions{ReadOnly: c.readOnly})
	t.readOnly, t.startReadOnly, t.startReadWrite, t.isolation = c.readOnly, c.readOnly, !c.readOnly, c.isolation
	s.SetTransaction(t)
	s.SetIgnoreAutoCommit(true)
}

// mayStartWith reports whether q's first keyword may be one of words:
// false only when q visibly starts with something else, not with a
// comment (leadingKeywords skips those). It allocates nothing.
func mayStartWith(q string, words ...string) bool {
	q = strings.TrimLeft(q, " \t\r\n")
	if q == "" || strings.HasPrefix(q, "/*") || strings.HasPrefix(q, "#") || strings.HasPrefix(q, "-- ") {
		return true
	}
	for _, w := range words {
		if len(q) >= len(w) && strings.EqualFold(q[:len(w)], w) {
			return true
		}
	}
	return false
}
