package querycache_test

import (
	"context"
	"strings"
	"testing"

	gsql "github.com/dolthub/go-mysql-server/sql"

	"handlerd/sqlhandler/querycache"
)

type nopPersister struct{}

func (nopPersister) Persist(*gsql.Context, []byte) error { return nil }

// A cached result is never a way around privileges: results are shared
// within one account, and any GRANT or REVOKE makes the results computed
// before it unusable.
func TestPrivileges(t *testing.T) {
	ev := newEnv(t, querycache.Defaults)
	mdb := ev.eng.Analyzer.Catalog.MySQLDb
	ed := mdb.Editor()
	mdb.AddSuperUser(ed, "root", "localhost", "")
	mdb.AddSuperUser(ed, "root", "127.0.0.1", "")
	ed.Close()
	mdb.SetEnabled(true)
	mdb.SetPersister(nopPersister{})

	root := ev.conn(ev.open())
	setupT(ev, root, "MEMORY")
	root.exec("CREATE TABLE secret (id INT PRIMARY KEY, s TEXT)")
	root.exec("INSERT INTO secret VALUES (1, 'classified')")
	root.exec("CREATE USER 'u'@'%' IDENTIFIED BY 'pw'")
	root.exec("GRANT SELECT ON db.t TO 'u'@'%'")
	qs := "SELECT s FROM secret"
	ev.expectMiss(root, qs, true, "classified")
	ev.expectHit(root, qs, "classified")

	udb := ev.openAs("u:pw", ev.addr)
	uc, err := udb.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer uc.Close()
	u := &client{t: t, c: uc}
	u.exec("SET SESSION query_cache_type = ON")
	u.exec("USE db")
	d := ev.delta(func() {
		if got, err := u.tryRows(qs); err == nil {
			t.Errorf("user without privilege read %q", got)
		}
	})
	if d["hits"] != 0 {
		t.Errorf("denied query answered from the cache: %v", d)
	}

	q := "SELECT v FROM t WHERE id = 1"
	ev.expectMiss(u, q, true, "one")
	ev.expectHit(u, q, "one")

	root.exec("REVOKE SELECT ON db.t FROM 'u'@'%'")
	d = ev.delta(func() {
		if got, err := u.tryRows(q); err == nil {
			t.Errorf("user read %q after REVOKE", got)
		}
	})
	if d["hits"] != 0 {
		t.Errorf("revoked query answered from the cache: %v", d)
	}
	root.exec("GRANT SELECT ON db.* TO 'u'@'%'")
	ev.expectMiss(u, q, true, "one")
	ev.expectHit(u, q, "one")

	// RESET QUERY CACHE needs RELOAD.
	if err := u.tryExec("RESET QUERY CACHE"); err == nil || !strings.Contains(err.Error(), "1227") {
		t.Errorf("RESET QUERY CACHE without RELOAD: %v", err)
	}
	ev.expectHit(u, q, "one")
	root.exec("RESET QUERY CACHE")
	ev.expectMiss(u, q, true, "one")
}
