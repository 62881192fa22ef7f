package memcached

import (
	"fmt"
	"strconv"
	"sync"
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

// Gets on an event loop share one snapshot per pass of the loop
// (readBatch). Each must still see every write acknowledged before it was
// sent: a reader asks right after its writer's STORED, while other
// connections keep the loops' passes full.
func TestSharedSnapshotSeesAcknowledgedWrites(t *testing.T) {
	r := btreeResolver(t, t.TempDir(), "innodb_only")
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	s := start(t, r, Config{Option: "-t 2", WBatchSize: 1})
	stop := make(chan struct{})
	var bg sync.WaitGroup
	for i := 0; i < 8; i++ {
		c := dial(t, s)
		bg.Add(1)
		go func() {
			defer bg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				c.send("get noise\r\n")
				if l, err := c.r.ReadString('\n'); err != nil || l != "END\r\n" {
					t.Errorf("noise get: %q %v", l, err)
					return
				}
			}
		}()
	}
	const pairs, rounds = 6, 150
	var wg sync.WaitGroup
	for p := 0; p < pairs; p++ {
		w, rd := dial(t, s), dial(t, s)
		wg.Add(1)
		go func(p int) {
			defer wg.Done()
			key := fmt.Sprintf("key%d", p)
			for i := 0; i < rounds; i++ {
				v := strconv.Itoa(i)
				w.send(fmt.Sprintf("set %s 0 0 %d\r\n%s\r\n", key, len(v), v))
				if l, err := w.r.ReadString('\n'); err != nil || l != "STORED\r\n" {
					t.Errorf("set: %q %v", l, err)
					return
				}
				rd.send("get " + key + "\r\n")
				want := fmt.Sprintf("VALUE %s 0 %d\r\n", key, len(v))
				l1, _ := rd.r.ReadString('\n')
				l2, _ := rd.r.ReadString('\n')
				l3, err := rd.r.ReadString('\n')
				if err != nil || l1 != want || l2 != v+"\r\n" || l3 != "END\r\n" {
					t.Errorf("get %s after set %s acknowledged: %q %q %q %v", key, v, l1, l2, l3, err)
					return
				}
			}
		}(p)
	}
	wg.Wait()
	close(stop)
	bg.Wait()
}

// A set behind a get in one read runs off the loop (netloop Offload); the
// pipeline's answers come in order, and the get behind the set sees it.
func TestPipelinedGetSetGet(t *testing.T) {
	r := btreeResolver(t, t.TempDir(), "innodb_only")
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	s := start(t, r, Config{WBatchSize: 1})
	c := dial(t, s)
	for i := 0; i < 20; i++ {
		v := strconv.Itoa(i)
		prev := "END"
		if i > 0 {
			prev = fmt.Sprintf("VALUE p 0 %d", len(strconv.Itoa(i-1)))
		}
		c.send(fmt.Sprintf("get p\r\nset p 0 0 %d\r\n%s\r\nget p\r\n", len(v), v))
		if got := c.readLine(); got != prev {
			t.Fatalf("round %d: first get: %q, want %q", i, got, prev)
		}
		if i > 0 {
			c.readLine()
			c.readLine()
		}
		want := []string{"STORED", fmt.Sprintf("VALUE p 0 %d", len(v)), v, "END"}
		for _, w := range want {
			if got := c.readLine(); got != w {
				t.Fatalf("round %d: got %q, want %q", i, got, w)
			}
		}
	}
}
