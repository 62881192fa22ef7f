package server_test

import (
	"context"
	"database/sql"
	"io"
	"log"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"

	"handlerd/internal/testserver"
)

// TestAutoIncrementAfterKill: AUTO_INCREMENT counters survive SIGKILL and
// a clean restart. Connections insert rows with generated ids until the
// server is killed; after the restart every acknowledged id is there, the
// secondary index agrees with the table, and the next generated id is
// above every id handed out and acknowledged before (as MySQL 8 persists
// the counter), also after a further clean restart.
func TestAutoIncrementAfterKill(t *testing.T) {
	mysql.SetLogger(log.New(io.Discard, "", 0)) // connection resets are the point here
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE crash;
		CREATE TABLE crash.ai (id BIGINT AUTO_INCREMENT PRIMARY KEY, k INT NOT NULL, KEY kk (k)) ENGINE=BTREE`)
	rounds := 3
	if testing.Short() {
		rounds = 1
	}
	var acked []int64
	for round := 0; round < rounds; round++ {
		var mu sync.Mutex
		killDuring(t, s, round, 300*time.Millisecond, 4, func(ctx context.Context, db *sql.DB, _ int) {
			for k := 0; ctx.Err() == nil; k++ {
				res, err := db.ExecContext(ctx, "INSERT INTO ai (k) VALUES (?)", k)
				if err != nil {
					continue // the kill: not acknowledged
				}
				id, err := res.LastInsertId()
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				acked = append(acked, id)
				mu.Unlock()
			}
		})
		present := map[int64]bool{}
		for _, f := range strings.Fields(s.MustMySQL("SELECT id FROM crash.ai", "-N")) {
			present[mustInt(t, f)] = true
		}
		var top int64
		for _, id := range acked {
			if !present[id] {
				t.Fatalf("round %d: acknowledged id %d is missing after SIGKILL", round, id)
			}
			top = max(top, id)
		}
		if len(acked) == 0 {
			t.Fatalf("round %d: no insert was acknowledged", round)
		}
		checkTables(t, s, round, "crash.ai")
		next := mustInt(t, strings.TrimSpace(s.MustMySQL("INSERT INTO crash.ai (k) VALUES (-1); SELECT LAST_INSERT_ID()", "-N")))
		if next <= top {
			t.Fatalf("round %d: id %d generated after SIGKILL, but %d was already acknowledged", round, next, top)
		}
		acked = append(acked, next)
		t.Logf("round %d: %d acknowledged ids present, next id %d", round, len(acked), next)
	}
	s.Restart()
	before := mustInt(t, strings.TrimSpace(s.MustMySQL("SELECT MAX(id) FROM crash.ai", "-N")))
	next := mustInt(t, strings.TrimSpace(s.MustMySQL("INSERT INTO crash.ai (k) VALUES (-2); SELECT LAST_INSERT_ID()", "-N")))
	if next <= before {
		t.Fatalf("after a clean restart: id %d generated, but %d exists", next, before)
	}
}

func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		t.Fatalf("not a number: %q", s)
	}
	return n
}
