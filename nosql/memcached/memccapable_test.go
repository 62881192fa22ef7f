package memcached

import (
	"net"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestMemccapable runs Debian's memccapable (libmemcached-tools) against
// the listener: every ascii and binary check must pass under each policy.
func TestMemccapable(t *testing.T) {
	bin, err := exec.LookPath("memccapable")
	if err != nil {
		t.Skip("memccapable not installed (apt-get install libmemcached-tools); `make test` installs it")
	}
	// Over BTREE with w_batch_size 1, text storage commands queue their
	// commits from the event loop (conn.write).
	for _, policy := range []string{"innodb_only", "caching", "cache_only", "innodb_only_btree", "caching_btree"} {
		t.Run(policy, func(t *testing.T) {
			var cfg Config
			if strings.HasSuffix(policy, "_btree") {
				cfg.WBatchSize = 1
			}
			s := mappedListener(t, policy, cfg)
			_, port, _ := net.SplitHostPort(s.Addr())
			cmd := exec.Command(bin, "-h", "127.0.0.1", "-p", port, "-t", "5")
			done := make(chan struct{})
			var out []byte
			go func() { out, err = cmd.CombinedOutput(); close(done) }()
			select {
			case <-done:
			case <-time.After(120 * time.Second):
				cmd.Process.Kill()
				<-done
				t.Fatalf("memccapable timed out:\n%s", out)
			}
			text := string(out)
			passed := strings.Count(text, "[pass]")
			t.Logf("%s: %d checks passed", policy, passed)
			if err != nil || !strings.Contains(text, "All tests passed") || strings.Contains(text, "[FAIL]") {
				t.Fatalf("memccapable failed (%v):\n%s", err, text)
			}
			if cfg.WBatchSize == 1 {
				for _, st := range s.Stats() {
					if st.Name == "innodb_async_commits" && (st.Value == "0" || st.Value == "") {
						t.Fatal("no set queued its commit from the event loop")
					}
				}
			}
		})
	}
}
