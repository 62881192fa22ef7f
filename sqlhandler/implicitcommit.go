package sqlhandler

import "github.com/dolthub/go-mysql-server/sql"

// Statements that cause an implicit commit (MySQL 8 reference manual,
// 15.3.3): DDL, account management, LOCK TABLES, administration
// statements. MySQL ends the transaction in progress before such a
// statement runs, so its writes are committed even when the statement then
// fails. go-mysql-server commits only after DDL that succeeded (its
// TransactionCommittingIter) and never for the other kinds; ValidateSession,
// which it calls for every statement before the statement's transaction
// begins, commits first. BEGIN, START TRANSACTION and SET autocommit = 1
// already commit in go-mysql-server.

// ValidateSession implements sql.Session: it runs the implicit commit of
// the statement about to run (see above).
func (s *Session) ValidateSession(ctx *sql.Context) error {
	if err := s.BaseSession.ValidateSession(ctx); err != nil {
		return err
	}
	kw := leadingKeywords(ctx.Query(), 3)
	if len(kw) > 0 {
		switch kw[0] {
		case "LOCK":
			s.lockedTables = true
		case "UNLOCK":
			if !s.lockedTables {
				return nil
			}
			s.lockedTables = false
			return s.implicitCommit(ctx)
		}
	}
	if !commitsImplicitly(kw) {
		return nil
	}
	return s.implicitCommit(ctx)
}

// implicitCommit commits the transaction in progress, if any, and ends it.
func (s *Session) implicitCommit(ctx *sql.Context) error {
	tx := s.GetTransaction()
	if tx == nil {
		return nil
	}
	err := s.CommitTransaction(ctx, tx)
	s.SetTransaction(nil)
	s.SetIgnoreAutoCommit(false)
	return err
}

// commitsImplicitly reports whether a statement starting with the keywords
// kw causes an implicit commit (UNLOCK TABLES is decided by the caller).
func commitsImplicitly(kw []string) bool {
	if len(kw) < 2 {
		return false
	}
	switch kw[0] {
	case "CREATE", "DROP":
		// CREATE/DROP TEMPORARY TABLE do not commit, nor DROP PREPARE
		// (DEALLOCATE PREPARE).
		return kw[1] != "TEMPORARY" && kw[1] != "PREPARE"
	case "ALTER", "RENAME", "TRUNCATE", "GRANT", "REVOKE", "LOCK", "INSTALL", "UNINSTALL",
		"OPTIMIZE", "REPAIR", "FLUSH", "CACHE":
		return true
	case "ANALYZE", "CHECK":
		return kw[1] == "TABLE" || kw[1] == "TABLES" || kw[1] == "NO_WRITE_TO_BINLOG" || kw[1] == "LOCAL"
	case "SET":
		return kw[1] == "PASSWORD"
	case "LOAD":
		return kw[1] == "INDEX"
	case "RESET":
		return kw[1] != "PERSIST"
	case "START", "STOP":
		return kw[1] == "REPLICA" || kw[1] == "SLAVE" || kw[1] == "GROUP_REPLICATION"
	case "CHANGE":
		return kw[1] == "REPLICATION" || kw[1] == "MASTER"
	}
	return false
}
