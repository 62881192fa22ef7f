package fastpath

import (
	"fmt"
	"strings"
	"testing"
)

// The recognition cache keeps only statements that could be point
// statements, and stays within its bounds: a client's INSERTs (a restore's
// huge ones too) are not kept alive by it.
func TestStatementCacheBounds(t *testing.T) {
	f := &FastPath{}
	count := func() int {
		f.mu.RLock()
		defer f.mu.RUnlock()
		return len(f.stmts)
	}
	text := func(q string) *statement {
		st, _, sb := f.textStatement(q)
		sb.release()
		return st
	}
	for i := 0; i < 1000; i++ {
		text(fmt.Sprintf("INSERT INTO t VALUES (%d, '%s')", i, strings.Repeat("x", 200)))
		// Not shaped (an escape): not parsed, not kept.
		text(fmt.Sprintf("INSERT INTO t VALUES (%d, '%s\\n')", i, strings.Repeat("x", 200)))
	}
	if n := count(); n != 1 {
		t.Fatalf("%d INSERT texts cached, want their one shape", n)
	}
	f.stmts, f.nBytes = nil, 0
	long := "SELECT c FROM t WHERE id = 1 AND c = '" + strings.Repeat("y", maxStatementText) + "'"
	if st := f.statementFor(long); st != notFast || count() != 0 {
		t.Fatal("an over-long text was recognised or cached")
	}
	if st := f.statementFor("SELECT c FROM t WHERE id = 1"); st == notFast {
		t.Fatal("a point select was not recognised")
	}
	pad := strings.Repeat(" ", 3000)
	for i := 0; i < 5000; i++ {
		f.statementFor(fmt.Sprintf("SELECT c FROM t WHERE id = %d%s", i, pad))
	}
	if b := f.nBytes; b > maxCachedBytes {
		t.Errorf("cache holds %d bytes of text, bound %d", b, maxCachedBytes)
	}
	if n := count(); n > maxCachedStatements {
		t.Errorf("%d entries, bound %d", n, maxCachedStatements)
	}
}
