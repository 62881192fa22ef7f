package querycache_test

import (
	"testing"

	"handlerd/sqlhandler/querycache"
)

func setupT(ev *env, cl *client, engine string) {
	cl.exec("CREATE DATABASE IF NOT EXISTS db")
	cl.exec("USE db")
	cl.exec("CREATE TABLE t (id INT PRIMARY KEY, v VARCHAR(20), n INT) ENGINE=" + engine)
	cl.exec("INSERT INTO t VALUES (1, 'one', 10), (2, 'two', 20), (3, 'three', 30)")
}

func TestHitMiss(t *testing.T) {
	for _, fast := range []bool{true, false} {
		ev := newEnvWith(t, querycache.Defaults, fast)
		testHitMiss(t, ev)
	}
}

func testHitMiss(t *testing.T, ev *env) {
	cl := ev.conn(ev.open())
	setupT(ev, cl, "MEMORY")
	q := "SELECT v, n FROM t WHERE id = 2"
	ev.expectMiss(cl, q, true, "two\t20")
	ev.expectHit(cl, q, "two\t20")
	ev.expectHit(cl, q, "two\t20")
	st := ev.status()
	if st["Qcache_queries_in_cache"] != 1 || st["Qcache_hits"] != 2 || st["Qcache_inserts"] != 1 || st["Qcache_not_cached"] != 0 {
		t.Errorf("status %v", st)
	}
	// Byte-identical text only.
	ev.expectMiss(cl, "select v, n FROM t WHERE id = 2", true, "two\t20")
	ev.expectHit(cl, q+" ;", "two\t20") // trailing blanks and ';' are not part of the key
}
