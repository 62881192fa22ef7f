package memcached

import (
	"testing"
	"time"
)

// With r_batch_size 1 a get releases its snapshot before it returns, so an
// idle connection holds no read view; with more, the snapshot serves the
// next gets and the background committer releases it once it has been
// idle for innodb_api_bk_commit_interval.
func TestReadSnapshotRelease(t *testing.T) {
	for _, rb := range []int{1, 3} {
		r := newResolver()
		r.schema(t, "innodb_only")
		s := start(t, r, Config{RBatchSize: rb})
		cn := newConn(s, 0)
		it, ok, err := cn.get([]byte("AA"), true)
		if err != nil || !ok || string(it.value) != "HELLO, HELLO" {
			t.Fatalf("r_batch %d: get AA: %q %v %v", rb, it.value, ok, err)
		}
		open := len(cn.sess.txns)
		if rb == 1 && open != 0 || rb > 1 && open != 1 {
			t.Fatalf("r_batch %d: %d snapshots open after a get", rb, open)
		}
		cn.sess.commitIfOld(time.Hour)
		if got := len(cn.sess.txns); got != open {
			t.Fatalf("r_batch %d: a fresh snapshot was released (%d open, had %d)", rb, got, open)
		}
		cn.sess.readAt -= 2 // idle for two seconds
		cn.sess.commitIfOld(time.Second)
		if got := len(cn.sess.txns); got != 0 {
			t.Fatalf("r_batch %d: %d snapshots open after the idle interval", rb, got)
		}
		if it, ok, _ := cn.get([]byte("AA"), true); !ok || string(it.value) != "HELLO, HELLO" {
			t.Fatalf("r_batch %d: get after the release: %q %v", rb, it.value, ok)
		}
		cn.sess.finish()
	}
}
