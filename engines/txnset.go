package engines

import "context"

// TxnSet is a front door's transaction across engines: it begins a Txn on an
// engine the first time a table of that engine is touched. Commit commits
// each engine's part in turn; as in MySQL with InnoDB and MEMORY tables, a
// transaction that spans engines is atomic per engine, not across them.
type TxnSet struct {
	opts TxOptions
	// txns are the engine transactions in the order they were begun: a
	// set rarely spans more than one or two engines, so a slice searched
	// in order beats a map (and costs no allocation once grown).
	txns []setTxn
	// The marks, flat: mark i holds each transaction's Savepoint, by
	// position in txns, at marks[markAt[i]:] up to the next mark's start
	// (a statement takes a mark, so no slice per mark).
	marks  []Savepoint
	markAt []int
	// stmts is the number of statements in progress (BeginStatement).
	stmts int

	// First backing arrays of txns, marks and markAt: an autocommit
	// statement's set touches one engine and takes one mark, and its
	// only allocation is the set itself.
	txnBuf  [2]setTxn
	markBuf [4]Savepoint
	atBuf   [2]int
}

// txnKey names one transaction of a set: an engine's, or the private one
// on that engine for tables only this session can reach.
type txnKey struct {
	e       Engine
	private bool
}

type setTxn struct {
	k  txnKey
	tx Txn
}

// NewTxnSet returns an empty transaction set.
func NewTxnSet(opts TxOptions) *TxnSet {
	s := &TxnSet{}
	s.Init(opts)
	return s
}

// Init readies a zero TxnSet as NewTxnSet does: for a set embedded in the
// struct that owns it, which saves an allocation per transaction.
func (s *TxnSet) Init(opts TxOptions) {
	s.opts = opts
	s.txns, s.marks, s.markAt = s.txnBuf[:0], s.markBuf[:0], s.atBuf[:0]
}

// For returns the transaction on e, beginning it if needed.
func (s *TxnSet) For(e Engine) (Txn, error) {
	return s.begin(txnKey{e: e}, s.opts)
}

// ForPrivate returns the transaction on e for tables nobody else can reach
// (a session's temporary tables): writable even in a READ ONLY
// transaction, as MySQL allows, and free of conflict bookkeeping. It
// commits and rolls back with the rest of the set.
func (s *TxnSet) ForPrivate(e Engine) (Txn, error) {
	return s.begin(txnKey{e: e, private: true}, TxOptions{Private: true})
}

func (s *TxnSet) begin(k txnKey, opts TxOptions) (Txn, error) {
	for i := range s.txns {
		if s.txns[i].k == k {
			return s.txns[i].tx, nil
		}
	}
	tx, err := k.e.Begin(opts)
	if err != nil {
		return nil, err
	}
	s.txns = append(s.txns, setTxn{k: k, tx: tx})
	// A transaction begun during a statement joins the statement levels
	// in progress, so its later writes stay out of the statement's reads.
	if st, ok := tx.(StatementTxn); ok {
		for i := 0; i < s.stmts; i++ {
			st.PushStatement()
		}
	}
	return tx, nil
}

// BeginStatement starts a statement's read view on every engine (see
// StatementTxn) and returns its level for EndStatement.
func (s *TxnSet) BeginStatement() int {
	for _, t := range s.txns {
		if st, ok := t.tx.(StatementTxn); ok {
			st.PushStatement()
		}
	}
	s.stmts++
	return s.stmts - 1
}

// EndStatement ends the statement begun at level, and any begun after it:
// reads see every write again.
func (s *TxnSet) EndStatement(level int) {
	if level < 0 || level >= s.stmts {
		return
	}
	for _, t := range s.txns {
		if st, ok := t.tx.(StatementTxn); ok {
			st.PopStatements(level)
		}
	}
	s.stmts = level
}

// SetReadOnly changes the access mode of the engine transactions not begun
// yet (all of them while the set is Empty).
func (s *TxnSet) SetReadOnly(ro bool) { s.opts.ReadOnly = ro }

// Empty reports whether no engine has been touched.
func (s *TxnSet) Empty() bool { return len(s.txns) == 0 }

// Dirty reports whether any engine's part has written.
func (s *TxnSet) Dirty() bool {
	for _, t := range s.txns {
		if t.tx.Dirty() {
			return true
		}
	}
	return false
}

// Aborted reports whether an engine rolled its part back (see Aborter).
func (s *TxnSet) Aborted() bool {
	for _, t := range s.txns {
		if a, ok := t.tx.(Aborter); ok && a.Aborted() {
			return true
		}
	}
	return false
}

// Savepoint marks every engine's write set; engines touched later start
// from empty, so rolling back to the mark undoes their writes entirely.
func (s *TxnSet) Savepoint() int {
	s.markAt = append(s.markAt, len(s.marks))
	for _, t := range s.txns {
		s.marks = append(s.marks, t.tx.Savepoint())
	}
	return len(s.markAt) - 1
}

// markEnd is where mark's Savepoints end in marks.
func (s *TxnSet) markEnd(mark int) int {
	if mark+1 < len(s.markAt) {
		return s.markAt[mark+1]
	}
	return len(s.marks)
}

// RollbackTo undoes every write made after mark, and forgets later marks.
func (s *TxnSet) RollbackTo(mark int) {
	if mark < 0 || mark >= len(s.markAt) {
		return
	}
	end := s.markEnd(mark)
	m := s.marks[s.markAt[mark]:end]
	for i, t := range s.txns {
		var sp Savepoint // engines touched after the mark roll back to 0
		if i < len(m) {
			sp = m[i]
		}
		t.tx.RollbackTo(sp)
	}
	s.marks, s.markAt = s.marks[:end], s.markAt[:mark+1]
}

// Release forgets mark and every later one without undoing anything.
func (s *TxnSet) Release(mark int) {
	if mark >= 0 && mark < len(s.markAt) {
		s.marks, s.markAt = s.marks[:s.markAt[mark]], s.markAt[:mark]
	}
}

// Refresh moves every engine's snapshot forward (READ COMMITTED).
func (s *TxnSet) Refresh() error {
	for _, t := range s.txns {
		if err := t.tx.Refresh(); err != nil {
			return err
		}
	}
	return nil
}

// Commit commits every engine's part, in the order they were touched. On
// the first failure the remaining parts are rolled back and the error
// returned.
func (s *TxnSet) Commit(ctx context.Context) error {
	var err error
	for _, t := range s.txns {
		if err != nil {
			t.tx.Rollback()
			continue
		}
		err = t.tx.Commit(ctx)
	}
	s.reset()
	return err
}

// Rollback discards every engine's writes.
func (s *TxnSet) Rollback() {
	for _, t := range s.txns {
		t.tx.Rollback()
	}
	s.reset()
}

func (s *TxnSet) reset() {
	clear(s.txns)
	s.txns = s.txns[:0]
	s.marks, s.markAt = s.marks[:0], s.markAt[:0]
	s.stmts = 0
}
