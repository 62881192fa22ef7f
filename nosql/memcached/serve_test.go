package memcached

import (
	"os"
	"os/signal"
	"testing"
	"time"
)

// TestServe runs a listener for manual checks and bench/: set
// MEMCACHED_SERVE to daemon_memcached_option ("-p 21211 -t 2") and
// MEMCACHED_POLICY to the policy (default cache_only), MEMCACHED_ENGINE=btree
// for BTREE tables instead of MEMORY. It serves until
// interrupted or MEMCACHED_SERVE_SECONDS pass.
func TestServe(t *testing.T) {
	opt := os.Getenv("MEMCACHED_SERVE")
	if opt == "" {
		t.Skip("set MEMCACHED_SERVE to run a listener")
	}
	policy := os.Getenv("MEMCACHED_POLICY")
	if policy == "" {
		policy = "cache_only"
	}
	var r *testResolver
	if os.Getenv("MEMCACHED_ENGINE") == "btree" {
		r = btreeResolver(t, t.TempDir(), policy)
	} else {
		r = newResolver()
		r.schema(t, policy)
		r.bigTable(t, "test", "kv")
	}
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	s, err := New(Config{Option: opt}, r, quietLog())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	t.Logf("serving on %s with %s", s.Addr(), policy)
	d := 10 * time.Minute
	if v, err := time.ParseDuration(os.Getenv("MEMCACHED_SERVE_SECONDS") + "s"); err == nil {
		d = v
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	select {
	case <-sig:
	case <-time.After(d):
	}
}
