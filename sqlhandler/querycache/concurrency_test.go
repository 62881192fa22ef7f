package querycache_test

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	gsql "github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/sqlhandler/querycache"
)

// Readers hammer cached queries while one writer updates a row through SQL
// and another through the handler interface (HandlerSocket's path). A
// read that starts after a write's commit returned must see that write (or
// a later one): the cache never serves a stale row.
func TestConcurrentReadersNoStaleRows(t *testing.T) {
	for _, engine := range engineNames {
		t.Run(engine, func(t *testing.T) {
			ev := newEnv(t, querycache.Defaults)
			db := ev.open()
			setup := ev.conn(db)
			setup.exec("CREATE DATABASE db")
			setup.exec("CREATE TABLE db.c (id INT PRIMARY KEY, v INT) ENGINE=" + engine)
			setup.exec("INSERT INTO db.c VALUES (1, 0), (2, 0)")

			var committed [3]atomic.Int64 // by row id: last value whose commit returned
			var stop atomic.Bool
			var wg sync.WaitGroup
			errs := make(chan string, 100)
			fail := func(s string) {
				select {
				case errs <- s:
				default:
				}
			}
			duration := 2 * time.Second
			if testing.Short() {
				duration = 500 * time.Millisecond
			}

			// SQL writer of row 1.
			wg.Add(1)
			go func() {
				defer wg.Done()
				w := ev.conn(db)
				for i := int64(1); !stop.Load(); i++ {
					if err := w.tryExec("UPDATE db.c SET v = ? WHERE id = 1", i); err != nil {
						fail("sql writer: " + err.Error())
						return
					}
					committed[1].Store(i)
					time.Sleep(time.Duration(i%3) * time.Millisecond)
				}
			}()
			// Handler-interface writer of row 2.
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := int64(1); !stop.Load(); i++ {
					tbl, e, err := ev.cat.OpenTable("db", "c")
					if err != nil {
						fail(err.Error())
						return
					}
					tx, _ := e.Begin(engines.TxOptions{})
					old, _, err := tbl.Get(tx, []any{int32(2)})
					if err == nil {
						err = tbl.Update(tx, old, gsql.Row{int32(2), int32(i)})
					}
					if err == nil {
						err = tx.Commit(context.Background())
					} else {
						tx.Rollback()
					}
					if err != nil {
						fail("handler writer: " + err.Error())
						return
					}
					committed[2].Store(i)
					time.Sleep(time.Duration(i%4) * time.Millisecond)
				}
			}()
			// Readers.
			for r := 0; r < 6; r++ {
				wg.Add(1)
				go func(r int) {
					defer wg.Done()
					cl := ev.conn(db)
					queries := []string{
						"SELECT v FROM db.c WHERE id = 1",
						"SELECT v FROM db.c WHERE id = 2",
					}
					var last [3]int64
					for n := 0; !stop.Load(); n++ {
						id := 1 + (n+r)%2
						lo := committed[id].Load()
						got, err := cl.tryRows(queries[id-1])
						if err != nil || len(got) != 1 {
							fail("reader: " + queries[id-1] + ": " + strconv.Quote(err.Error()))
							return
						}
						v, _ := strconv.ParseInt(got[0], 10, 64)
						if v < lo {
							fail("stale: row " + strconv.Itoa(id) + " read " + got[0] + " after " + strconv.FormatInt(lo, 10) + " was committed")
						}
						if v < last[id] {
							fail("went back in time: row " + strconv.Itoa(id))
						}
						last[id] = v
					}
				}(r)
			}
			time.Sleep(duration)
			stop.Store(true)
			wg.Wait()
			close(errs)
			for e := range errs {
				t.Error(e)
			}
			st := ev.status()
			t.Logf("%s: %v", engine, st)
			if st["Qcache_hits"] == 0 || st["Qcache_inserts"] == 0 {
				t.Errorf("the cache took no part: %v", st)
			}
		})
	}
}
