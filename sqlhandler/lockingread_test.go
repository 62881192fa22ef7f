package sqlhandler

import (
	"testing"

	"handlerd/engines"
)

func TestLockingStatement(t *testing.T) {
	for q, want := range map[string]bool{
		"UPDATE t SET a = 1":                      true,
		"  delete from t where id = 1":            true,
		"SELECT * FROM t WHERE id = 1 FOR UPDATE": true,
		"select * from t lock in share mode":      true,
		"SELECT * FROM t FOR SHARE":               true,
		"(SELECT * FROM t FOR UPDATE)":            true,
		"/*c*/ (SELECT * FROM t FOR UPDATE)":      true,
		"( /* x */ (select 1 for update))":        true,
		"-- note\nUPDATE t SET a = 1":             true,
		"SELECT * FROM t":                         false,
		"SELECT * FROM t_for_update":              false,
		"INSERT INTO t VALUES (1)":                false,
		"/* unterminated UPDATE":                  false,
		"# UPDATE t":                              false,
		"":                                        false,
		"(":                                       false,
	} {
		if got := lockingStatement(q); got != want {
			t.Errorf("lockingStatement(%q) = %v, want %v", q, got, want)
		}
	}
}

func TestLockWaitOption(t *testing.T) {
	for q, want := range map[string]engines.LockWait{
		"SELECT * FROM t FOR UPDATE":                     engines.LockWaitBlock,
		"SELECT * FROM t FOR UPDATE NOWAIT":              engines.LockNoWait,
		"select * from t for share nowait":               engines.LockNoWait,
		"SELECT * FROM t FOR UPDATE SKIP LOCKED LIMIT 1": engines.LockSkipLocked,
		"SELECT * FROM t FOR SHARE\n SKIP  LOCKED":       engines.LockSkipLocked,
		"SELECT * FROM t LOCK IN SHARE MODE":             engines.LockWaitBlock,
	} {
		if got := lockWaitOption(q); got != want {
			t.Errorf("lockWaitOption(%q) = %v, want %v", q, got, want)
		}
	}
}
