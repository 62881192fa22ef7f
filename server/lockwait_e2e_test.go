package server_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// TestLockingReadOptions: MySQL 8's FOR SHARE, NOWAIT and SKIP LOCKED, as
// job queues use them: workers take the first job no other worker holds
// (SKIP LOCKED), or fail at once instead of waiting (NOWAIT, error 3572).
// FOR SHARE and NOWAIT were syntax errors, and SKIP LOCKED waited for the
// lock like a plain FOR UPDATE.
func TestLockingReadOptions(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--innodb-lock-wait-timeout=30"}})
	s.MustMySQL("CREATE DATABASE crash; CREATE TABLE crash.jobs (id INT PRIMARY KEY, state VARCHAR(10)) ENGINE=BTREE; INSERT INTO crash.jobs VALUES (1, 'new'), (2, 'new'), (3, 'new')")
	db := open(t, s)
	defer db.Close()
	ctx := context.Background()
	a, b := conn(t, db), conn(t, db) // two workers
	if _, err := a.ExecContext(ctx, "BEGIN"); err != nil {
		t.Fatal(err)
	}
	var id int
	if err := a.QueryRowContext(ctx, "SELECT id FROM jobs WHERE state = 'new' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED").Scan(&id); err != nil || id != 1 {
		t.Fatalf("worker a took job %d, %v; want 1", id, err)
	}

	// Each must answer at once: a wait would last the 30 s lock wait timeout.
	quick := func(what string, f func() error) error {
		t.Helper()
		start := time.Now()
		err := f()
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%s took %s: it waited for the lock", what, d)
		}
		return err
	}
	for _, q := range []string{
		"SELECT id FROM jobs WHERE state = 'new' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED",
		"SELECT id FROM jobs ORDER BY id LIMIT 1 FOR SHARE SKIP LOCKED",
	} {
		err := quick(q, func() error { return b.QueryRowContext(ctx, q).Scan(&id) })
		if err != nil || id != 2 {
			t.Errorf("%s as worker b: job %d, %v; want 2", q, id, err)
		}
	}
	for _, q := range []string{"SELECT * FROM jobs WHERE id = 1 FOR UPDATE NOWAIT", "SELECT * FROM jobs FOR SHARE NOWAIT"} {
		err := quick(q, func() error { _, err := b.ExecContext(ctx, q); return err })
		if err == nil || !strings.Contains(err.Error(), "Error 3572") || !strings.Contains(err.Error(), "NOWAIT is set") {
			t.Errorf("%s as worker b while a holds job 1: %v, want error 3572", q, err)
		}
	}
	var n int
	if err := b.QueryRowContext(ctx, "SELECT COUNT(*) FROM jobs WHERE id > 1 FOR UPDATE NOWAIT").Scan(&n); err != nil || n != 2 {
		t.Errorf("NOWAIT over rows no one holds: %d, %v", n, err)
	}
	if _, err := a.ExecContext(ctx, "UPDATE jobs SET state = 'done' WHERE id = 1"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.ExecContext(ctx, "COMMIT"); err != nil {
		t.Fatal(err)
	}
	if err := b.QueryRowContext(ctx, "SELECT COUNT(*) FROM jobs FOR SHARE NOWAIT").Scan(&n); err != nil || n != 3 {
		t.Errorf("FOR SHARE NOWAIT after the commit: %d, %v", n, err)
	}
	if err := b.QueryRowContext(ctx, "SELECT id FROM jobs WHERE state = 'new' ORDER BY id LIMIT 1 FOR SHARE").Scan(&id); err != nil || id != 2 {
		t.Errorf("FOR SHARE: job %d, %v; want 2", id, err)
	}
}
