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
	for _, policy := range []string{"innodb_only", "caching", "cache_only", "innodb_only_btree", "caching_btree"} {
		t.Run(policy, func(t *testing.T) {
			s := mappedListener(t, policy, Config{})
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
			checkAsyncCommits(t, policy, s)
		})
	}
}
