package server_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// globalStatus reads the named SHOW GLOBAL STATUS counters.
func globalStatus(t *testing.T, s *testserver.Server, names ...string) map[string]int {
	t.Helper()
	out := s.MustMySQL("SHOW GLOBAL STATUS WHERE Variable_name IN ('"+strings.Join(names, "', '")+"')", "-N")
	status := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var name string
		var v int
		if _, err := fmt.Sscan(line, &name, &v); err == nil {
			status[name] = v
		}
	}
	for _, n := range names {
		if _, ok := status[n]; !ok {
			t.Fatalf("SHOW GLOBAL STATUS has no %s: %q", n, out)
		}
	}
	return status
}

// The BTREE engine's commit counters: every durable autocommit is a commit,
// one write of the redo log and one fdatasync of it (nothing else commits
// meanwhile, so no group shares them); a transaction of several inserts
// is one commit; the memtable flush, every 5 seconds, is counted with its
// checkpoint.
func TestBTreeCommitStatus(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--innodb-flush-log-at-trx-commit=1"}})
	s.MustMySQL("CREATE DATABASE st; CREATE TABLE st.t (id INT PRIMARY KEY, v INT) ENGINE=BTREE")
	names := []string{"Handlerd_btree_commits", "Innodb_log_writes", "Innodb_os_log_fsyncs",
		"Handlerd_btree_commit_failures", "Handlerd_btree_memtable_flushes", "Handlerd_btree_checkpoints"}
	before := globalStatus(t, s, names...)
	var stmts strings.Builder
	const n = 20
	for i := range n {
		fmt.Fprintf(&stmts, "INSERT INTO st.t VALUES (%d, %d);", i, i)
	}
	stmts.WriteString("BEGIN; INSERT INTO st.t VALUES (100, 0), (101, 0); INSERT INTO st.t VALUES (102, 0); COMMIT;")
	s.MustMySQL(stmts.String())
	after := globalStatus(t, s, names...)
	delta := func(name string) int { return after[name] - before[name] }
	if got := delta("Handlerd_btree_commits"); got != n+1 {
		t.Errorf("Handlerd_btree_commits went up by %d, want %d (%d autocommits and one transaction)", got, n+1, n)
	}
	if got := delta("Innodb_log_writes"); got != n+1 {
		t.Errorf("Innodb_log_writes went up by %d, want %d: one write per commit when they come one at a time", got, n+1)
	}
	if got := delta("Innodb_os_log_fsyncs"); got != n+1 {
		t.Errorf("Innodb_os_log_fsyncs went up by %d, want %d: one per durable commit", got, n+1)
	}
	if got := delta("Handlerd_btree_commit_failures"); got != 0 {
		t.Errorf("Handlerd_btree_commit_failures went up by %d", got)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		now := globalStatus(t, s, names...)
		if now["Handlerd_btree_memtable_flushes"] > before["Handlerd_btree_memtable_flushes"] &&
			now["Handlerd_btree_checkpoints"] > before["Handlerd_btree_checkpoints"] {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no memtable flush and checkpoint counted within 20 s: before %v, now %v", before, now)
		}
		time.Sleep(500 * time.Millisecond)
	}
	if got := s.MustMySQL("SELECT COUNT(*) FROM st.t", "-N"); strings.TrimSpace(got) != "23" {
		t.Fatalf("rows: %s, want 23", got)
	}
}
