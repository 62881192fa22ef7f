package memcached

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// sqlUpdate changes a row as an SQL UPDATE (or HandlerSocket write) would:
// straight through the handler interface, in its own transaction.
func sqlUpdate(t *testing.T, r *testResolver, db, table, key string, set func(sql.Row)) {
	t.Helper()
	if err := lockedUpdate(r, db, table, key, set); err != nil {
		t.Fatal(err)
	}
}

// lockedUpdate changes one row as an SQL UPDATE does: a locking read
// (waiting for the row's other writers), then the write, committed.
func lockedUpdate(r *testResolver, db, table, key string, set func(sql.Row)) error {
	tbl := r.table(db, table)
	tx, err := r.e.Begin(engines.TxOptions{})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	req := engines.RangeFor(0, engines.OpEQ, []any{key})
	req.ForUpdate = true
	it, err := tbl.Read(tx, req)
	if err != nil {
		return err
	}
	old, err := it.Next()
	it.Close()
	if err != nil {
		return fmt.Errorf("row %s: %v", key, err)
	}
	nw := append(sql.Row(nil), old...)
	set(nw)
	if err := tbl.Update(tx, old, nw); err != nil {
		return err
	}
	return tx.Commit(context.Background())
}

func rowByKey(t *testing.T, r *testResolver, db, table, key string) sql.Row {
	t.Helper()
	for _, row := range r.rows(t, db, table) {
		if k, ok := row[0].([]byte); ok && string(k) == key || row[0] == key {
			return row
		}
	}
	return nil
}

func TestDemoTestAllPolicies(t *testing.T) {
	for _, p := range []string{"innodb_only", "caching", "cache_only", "disabled"} {
		t.Run(p, func(t *testing.T) {
			r := newResolver()
			r.schema(t, p)
			s := start(t, r, Config{})
			c := dial(t, s)
			switch p {
			case "innodb_only", "caching":
				c.do("get AA\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END")
				if n, _ := s.mapping().def.tcache.usage(); p == "caching" && n != 1 {
					t.Fatalf("caching policy cached %d items", n)
				}
				c.do("set BB 10 0 16\r\nGOODBYE, GOODBYE\r\n", "STORED")
				row := rowByKey(t, r, "test", "demo_test", "BB")
				if row == nil || row[1] != "GOODBYE, GOODBYE" || row[2] != int32(10) {
					t.Fatalf("memcached set not in table: %v", row)
				}
				// An SQL/HandlerSocket write is visible at once, also
				// through the caching policy's cache.
				c.do("get BB\r\n", "VALUE BB 10 16", "GOODBYE, GOODBYE", "END")
				sqlUpdate(t, r, "test", "demo_test", "BB", func(row sql.Row) { row[1] = "CHANGED" })
				c.do("get BB\r\n", "VALUE BB 10 7", "CHANGED", "END")
				r.exec(t, func(tx engines.Txn) error {
					return r.table("test", "demo_test").Delete(tx, rowByKey(t, r, "test", "demo_test", "BB"))
				})
				c.do("get BB\r\n", "END")
				r.insert(t, "test", "demo_test", sql.Row{"CC", "NEW", int32(3), uint64(0), int32(0)})
				c.do("get CC\r\n", "VALUE CC 3 3", "NEW", "END")
				c.do("delete CC\r\n", "DELETED")
				if rowByKey(t, r, "test", "demo_test", "CC") != nil {
					t.Fatal("delete did not reach the table")
				}
			case "cache_only":
				c.do("get AA\r\n", "END") // the cache, not the table
				c.do("set BB 1 0 2\r\nhi\r\n", "STORED")
				c.do("get BB\r\n", "VALUE BB 1 2", "hi", "END")
				if rowByKey(t, r, "test", "demo_test", "BB") != nil {
					t.Fatal("cache_only wrote the table")
				}
			case "disabled":
				c.do("get AA\r\n", "END")
				c.do("set BB 1 0 2\r\nhi\r\n", "NOT_STORED")
				c.do("delete AA\r\n", "NOT_FOUND")
				c.do("flush_all\r\n", "OK")
				if rowByKey(t, r, "test", "demo_test", "AA") == nil {
					t.Fatal("disabled flush touched the table")
				}
			}
		})
	}
}

func TestSwitchContainers(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	r.bigTable(t, "test", "kv")
	r.container(t, "bbb", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	r.insert(t, "test", "kv", sql.Row{"BB", []byte("GOODBYE, GOODBYE"), uint32(10), uint64(0), int32(0)})
	s := start(t, r, Config{})
	c := dial(t, s)
	// "aaa" is the first container by name, so the default.
	c.do("get AA BB\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END")
	c.do("get @@bbb.BB AA\r\n", "VALUE @@bbb.BB 10 16", "GOODBYE, GOODBYE", "VALUE AA 8 12", "HELLO, HELLO", "END")
	// Only the first key of a multi-get may switch.
	c.do("get AA @@bbb.BB\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END")
	c.do("get @@nope.AA\r\n", "END")
	c.do("set @@bbb.CC 0 0 1\r\nx\r\n", "STORED")
	if rowByKey(t, r, "test", "kv", "CC") == nil {
		t.Fatal("@@bbb.CC not stored in test.kv")
	}
	// "get @@bbb" switches the connection's container.
	c.do("get @@bbb\r\n", "END")
	c.do("get BB AA\r\n", "VALUE BB 10 16", "GOODBYE, GOODBYE", "END")
	c2 := dial(t, s) // other connections keep the default
	c2.do("get AA\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END")
	c.do("get @@aaa\r\n", "END")
	c.do("get AA\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END")
}

func TestDefaultContainerNamedDefault(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	r.bigTable(t, "test", "kv")
	r.insert(t, "test", "kv", sql.Row{"AA", []byte("from kv"), uint32(0), uint64(0), int32(0)})
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	s := start(t, r, Config{})
	dial(t, s).do("get AA\r\n", "VALUE AA 0 7", "from kv", "END")
}

func TestRangeGet(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	for _, k := range []string{"B", "C", "D", "H", "M"} {
		r.insert(t, "test", "demo_test", sql.Row{k, "v" + k, int32(0), uint64(0), int32(0)})
	}
	s := start(t, r, Config{})
	c := dial(t, s)
	vals := func(keys ...string) []string {
		var out []string
		for _, k := range keys {
			out = append(out, "VALUE "+k+" 0 2", "v"+k)
		}
		return append(out, "END")
	}
	c.do("get @>B\r\n", vals("C", "D", "H", "M")...)
	c.do("get @>=B@<M\r\n", vals("B", "C", "D", "H")...)
	c.do("get @>B@<=H\r\n", vals("C", "D", "H")...)
	c.do("get @<C\r\n", append([]string{"VALUE AA 8 12", "HELLO, HELLO"}, vals("B")...)...)
	c.do("get @<=B\r\n", append([]string{"VALUE AA 8 12", "HELLO, HELLO"}, vals("B")...)...)
	c.do("get @<M@>H\r\n", "END") // bounds in either order; nothing between H and M
	// A second lower bound is part of the key: lower bound "B@>C".
	c.do("get @>B@>C\r\n", vals("C", "D", "H", "M")...)
}

func TestMultiColumnValues(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	r.create(t, "test", "multi", []string{"k varchar(32)", "a varchar(32)", "b int", "c varchar(32)"}, []int{0})
	r.insert(t, "test", "multi", sql.Row{"x", "one", int32(2), "three"})
	r.container(t, "m", "test", "multi", "k", "a,b|c", "0", "0", "0", "PRIMARY")
	s := start(t, r, Config{})
	c := dial(t, s)
	c.do("get @@m.x\r\n", "VALUE @@m.x 0 11", "one|2|three", "END")
	c.do("set @@m.y 0 0 9\r\nfoo|42|ba\r\n", "STORED")
	if row := rowByKey(t, r, "test", "multi", "y"); row[1] != "foo" || row[2] != int32(42) || row[3] != "ba" {
		t.Fatalf("split: %v", row)
	}
	// Missing pieces become NULL, extra pieces are ignored.
	c.do("set @@m.z 0 0 3\r\nabc\r\n", "STORED")
	if row := rowByKey(t, r, "test", "multi", "z"); row[1] != "abc" || row[2] != nil || row[3] != nil {
		t.Fatalf("short value: %v", row)
	}
	c.do("set @@m.w 0 0 9\r\na|1|b|c|d\r\n", "STORED")
	if row := rowByKey(t, r, "test", "multi", "w"); row[3] != "b" {
		t.Fatalf("long value: %v", row)
	}
	c.do("get @@m.z\r\n", "VALUE @@m.z 0 5", "abc||", "END")
	c.send("set @@m.bad 0 0 6\r\na|xx|b\r\n")
	if l := c.readLine(); !strings.HasPrefix(l, "SERVER_ERROR ") {
		t.Fatalf("bad integer: %q", l)
	}
	c.do("get @@m.bad\r\n", "END")
}

func TestIncrDecrNumericColumn(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	r.create(t, "test", "counters", []string{"k varchar(32)", "n ubigint"}, []int{0})
	r.insert(t, "test", "counters", sql.Row{"hits", uint64(41)})
	r.container(t, "cnt", "test", "counters", "k", "n", "0", "0", "0", "PRIMARY")
	s := start(t, r, Config{})
	c := dial(t, s)
	c.do("get @@cnt\r\n", "END")
	c.do("incr hits 1\r\n", "42")
	c.do("decr hits 50\r\n", "0")
	c.do("incr hits 18446744073709551615\r\n", "18446744073709551615")
	c.do("incr hits 2\r\n", "1") // wraps like memcached
	c.do("incr nope 1\r\n", "NOT_FOUND")
	c.do("incr hits x\r\n", errDelta)
	if row := rowByKey(t, r, "test", "counters", "hits"); row[1] != uint64(1) {
		t.Fatalf("row %v", row)
	}
	c.do("get @@aaa\r\n", "END")
	c.do("incr AA 1\r\n", errNonNumeric)
}

func TestFlagsCasExpire(t *testing.T) {
	for _, p := range []string{"innodb_only", "caching", "cache_only"} {
		t.Run(p, func(t *testing.T) {
			r := newResolver()
			r.schema(t, p)
			s := start(t, r, Config{})
			c := dial(t, s)
			c.do("set k 4294967295 0 1\r\nv\r\n", "STORED")
			c.do("get k\r\n", "VALUE k 4294967295 1", "v", "END")
			c.send("gets k\r\n")
			var cas uint64
			fmt.Sscanf(c.readLine(), "VALUE k 4294967295 1 %d", &cas)
			c.readLine()
			c.readLine()
			if p != "cache_only" {
				row := rowByKey(t, r, "test", "demo_test", "k")
				if row[2] != int32(-1) || row[3] != cas {
					t.Fatalf("flags/cas columns: %v, cas %d", row, cas)
				}
			}
			c.do(fmt.Sprintf("cas k 1 0 2 %d\r\nv2\r\n", cas+1), "EXISTS")
			c.do(fmt.Sprintf("cas k 1 0 2 %d\r\nv2\r\n", cas), "STORED")
			c.do(fmt.Sprintf("cas k 1 0 2 %d\r\nv3\r\n", cas), "EXISTS")
			c.do("cas nope 1 0 2 5\r\nv3\r\n", "NOT_FOUND")
			c.do("set gone 0 -1 1\r\nv\r\n", "STORED")
			c.do("get gone\r\n", "END")
			// A busy machine may read the row seconds later; the
			// server's clock ticks once a second, so now+1 may be setAt.
			setAt := time.Now().Unix()
			c.do("set soon 0 1 1\r\nv\r\n", "STORED")
			if p != "cache_only" {
				row := rowByKey(t, r, "test", "demo_test", "soon")
				if e := row[4].(int32); int64(e) < setAt {
					t.Fatalf("expire column holds %d, set at %d", e, setAt)
				}
			}
			c.do("touch soon 100\r\n", "TOUCHED")
			c.do("touch nope 100\r\n", "NOT_FOUND")
			c.do("gat 0 soon\r\n", "VALUE soon 0 1", "v", "END")
			c.do("set short 0 1 1\r\nv\r\n", "STORED")
			time.Sleep(2100 * time.Millisecond)
			c.do("get short soon\r\n", "VALUE soon 0 1", "v", "END")
			c.do("add short 0 0 1\r\nw\r\n", "STORED") // an expired row counts as absent
			c.do("get short\r\n", "VALUE short 0 1", "w", "END")
		})
	}
}

func TestFlushAllTruncates(t *testing.T) {
	for _, p := range []string{"innodb_only", "caching", "cache_only"} {
		t.Run(p, func(t *testing.T) {
			r := newResolver()
			r.schema(t, p)
			s := start(t, r, Config{})
			c := dial(t, s)
			c.do("set a 0 0 1\r\n1\r\n", "STORED")
			c.do("get a\r\n", "VALUE a 0 1", "1", "END")
			c.do("flush_all\r\n", "OK")
			c.do("get a\r\n", "END")
			n := len(r.rows(t, "test", "demo_test"))
			if p == "cache_only" && n != 1 || p != "cache_only" && n != 0 {
				t.Fatalf("%d rows left", n)
			}
			c.do("set b 0 0 1\r\n1\r\n", "STORED")
			c.do("flush_all 1\r\n", "OK")
			c.do("get b\r\n", "VALUE b 0 1", "1", "END")
			time.Sleep(2500 * time.Millisecond)
			c.do("get b\r\n", "END")
			c.do("flush_all noreply\r\nversion\r\n", "VERSION "+Version)
		})
	}
}

func TestConfigChangesWithoutRestart(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	s := start(t, r, Config{})
	c := dial(t, s)
	c.do("get AA\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END")
	// A new default container, a new separator and a new policy, all by
	// writing the configuration tables as SQL would.
	r.bigTable(t, "test", "kv")
	r.insert(t, "test", "kv", sql.Row{"AA", []byte("kv row"), uint32(0), uint64(0), int32(0)})
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	c.do("get AA\r\n", "VALUE AA 0 6", "kv row", "END")
	sqlUpdate(t, r, configDB, "cache_policies", "cache_policy", func(row sql.Row) {
		row[1] = policyIndex("disabled")
	})
	c.do("get AA\r\n", "END")
	c.do("stats settings\r\n")
	for l := c.readLine(); l != "END"; l = c.readLine() {
		if strings.HasPrefix(l, "STAT get_policy") && l != "STAT get_policy disabled" {
			t.Fatal(l)
		}
	}
}

func TestWriteBatch(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	s := start(t, r, Config{WBatchSize: 3, BkCommitInterval: time.Second})
	c := dial(t, s)
	other := dial(t, s)
	c.do("set a 0 0 1\r\n1\r\n", "STORED")
	c.do("set b 0 0 1\r\n2\r\n", "STORED")
	c.do("get a\r\n", "VALUE a 0 1", "1", "END") // the writer sees its own batch
	other.do("get a\r\n", "END")                 // others only after the commit
	if rowByKey(t, r, "test", "demo_test", "a") != nil {
		t.Fatal("batched write visible before commit")
	}
	c.do("set c 0 0 1\r\n3\r\n", "STORED") // third write: commit
	other.do("get a b c\r\n", "VALUE a 0 1", "1", "VALUE b 0 1", "2", "VALUE c 0 1", "3", "END")
	// A lone write is committed by the background committer.
	c.do("set d 0 0 1\r\n4\r\n", "STORED")
	deadline := time.Now().Add(5 * time.Second)
	for rowByKey(t, r, "test", "demo_test", "d") == nil {
		if time.Now().After(deadline) {
			t.Fatal("batch not committed after innodb_api_bk_commit_interval")
		}
		time.Sleep(50 * time.Millisecond)
	}
	// Close commits what is pending: no acknowledged write is lost.
	c.do("set e 0 0 1\r\n5\r\n", "STORED")
	s.Close()
	if rowByKey(t, r, "test", "demo_test", "e") == nil {
		t.Fatal("acknowledged write lost at Close")
	}
}

// An open write batch holds the locks of the rows it wrote, as InnoDB's
// memcached plugin does: an SQL UPDATE of such a row waits until the batch
// commits, then applies to what the batch wrote (no lost update).
func TestWriteBatchHoldsRowLocks(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	s := start(t, r, Config{WBatchSize: 2})
	c := dial(t, s)
	c.do("set n 0 0 1\r\n1\r\n", "STORED")
	c.do("set x 0 0 1\r\n1\r\n", "STORED") // commit
	c.do("incr n 5\r\n", "6")              // open batch on n
	done := make(chan error, 1)
	go func() {
		done <- lockedUpdate(r, "test", "demo_test", "n", func(row sql.Row) {
			row[1] = fmt.Sprintf("%s0", row[1])
		})
	}()
	select {
	case err := <-done:
		t.Fatalf("the SQL update did not wait for the batch's lock: %v", err)
	case <-time.After(200 * time.Millisecond):
	}
	c.do("set y 0 0 1\r\n1\r\n", "STORED") // the batch commits
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if row := rowByKey(t, r, "test", "demo_test", "n"); fmt.Sprint(row[1]) != "60" {
		t.Fatalf("after the batch and the SQL update: %v, want 60", row)
	}
}

func TestReadBatch(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	s := start(t, r, Config{RBatchSize: 3})
	c := dial(t, s)
	c.do("get AA\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END")
	sqlUpdate(t, r, "test", "demo_test", "AA", func(row sql.Row) { row[1] = "NEW" })
	c.do("get AA\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END") // same snapshot
	c.do("get AA\r\n", "VALUE AA 8 12", "HELLO, HELLO", "END")
	c.do("get AA\r\n", "VALUE AA 8 3", "NEW", "END") // fourth get: new snapshot
}
