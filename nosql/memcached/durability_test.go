package memcached

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"handlerd/engines"
	"handlerd/engines/btree"
)

// btreeResolver builds the schema over a BTREE engine in dir. Table IDs
// are fixed by creation order, so a second process finds the same data.
func btreeResolver(t testing.TB, dir, policy string) *testResolver {
	e, err := btree.Open(dir, btree.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	r := &testResolver{e: e, tables: map[string]engines.Table{}}
	r.schema(t, policy)
	r.bigTable(t, "test", "kv")
	return r
}

// TestKillHelper is the child of TestAcknowledgedWriteSurvivesSIGKILL: a
// listener over BTREE that prints its address and serves until killed.
func TestKillHelper(t *testing.T) {
	dir := os.Getenv("MEMCACHED_KILL_DIR")
	if dir == "" {
		t.Skip("helper process only")
	}
	r := btreeResolver(t, dir, "innodb_only")
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	s, err := New(Config{Option: "-p 0 -l 127.0.0.1", WBatchSize: 1}, r, quietLog())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	fmt.Printf("ADDR %s\n", s.Addr())
	select {}
}

// With innodb_only and w_batch_size=1 a write is committed before STORED
// is sent, so a SIGKILL right after the reply loses nothing.
func TestAcknowledgedWriteSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns a process")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run", "^TestKillHelper$")
	cmd.Env = append(os.Environ(), "MEMCACHED_KILL_DIR="+dir)
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	var addr string
	sc := bufio.NewScanner(out)
	deadline := time.Now().Add(30 * time.Second)
	for addr == "" && time.Now().Before(deadline) && sc.Scan() {
		if a, ok := strings.CutPrefix(sc.Text(), "ADDR "); ok {
			addr = a
		}
	}
	if addr == "" {
		t.Fatal("helper did not start")
	}
	c := dialTo(t, addr)
	const n = 200
	for i := 0; i < n; i++ {
		c.do(fmt.Sprintf("set key%d 0 0 %d\r\nvalue%d\r\n", i, len(fmt.Sprint("value", i)), i), "STORED")
	}
	// The sets were answered from the event loop once their queued
	// commits were durable (conn.write), not by a goroutine waiting.
	c.send("stats\r\n")
	async := ""
	for l := c.readLine(); l != "END"; l = c.readLine() {
		if v, ok := strings.CutPrefix(l, "STAT innodb_async_commits "); ok {
			async = v
		}
	}
	if async != fmt.Sprint(n) {
		t.Fatalf("innodb_async_commits %q, want %d", async, n)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()

	e, err := btree.Open(dir, btree.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	// Same definitions, hence the same IDs; the rows are already there.
	r := &testResolver{e: e, tables: map[string]engines.Table{}, defsOnly: true}
	r.schema(t, "innodb_only")
	r.bigTable(t, "test", "kv")
	got := map[string]string{}
	for _, row := range r.rows(t, "test", "kv") {
		got[string(row[0].([]byte))] = string(row[1].([]byte))
	}
	for i := 0; i < n; i++ {
		if got[fmt.Sprint("key", i)] != fmt.Sprint("value", i) {
			t.Fatalf("acknowledged key%d lost after SIGKILL (have %d rows)", i, len(got))
		}
	}
}
