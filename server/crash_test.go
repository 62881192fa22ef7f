package server_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log"
	"math/rand"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"

	"handlerd/internal/testserver"
)

// TestCrashRecovery kills handlerd with SIGKILL at random moments while
// several connections commit inserts, updates, deletes and two-row
// transactions, then restarts it and checks that every acknowledged commit
// is there, nothing unacknowledged is half-visible, and every secondary
// index agrees with its table (CHECK TABLE).
func TestCrashRecovery(t *testing.T) {
	mysql.SetLogger(log.New(io.Discard, "", 0)) // connection resets are the point here
	rounds := 20
	if testing.Short() {
		rounds = 4
	}
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE crash;
		CREATE TABLE crash.t (id BIGINT PRIMARY KEY, k INT NOT NULL, v VARCHAR(64) NOT NULL, u INT NULL,
			KEY kk (k), UNIQUE KEY uu (u), KEY kv (v, k)) ENGINE=BTREE;
		CREATE TABLE crash.pairs (id BIGINT PRIMARY KEY, pair BIGINT NOT NULL, KEY kp (pair)) ENGINE=BTREE`)

	const workers = 6
	models := make([]*model, workers)
	for w := range models {
		models[w] = &model{worker: w, rows: map[int64]row{}}
	}
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	for round := 0; round < rounds; round++ {
		seeds := make([]int64, len(models))
		for w := range seeds {
			seeds[w] = rng.Int63()
		}
		killDuring(t, s, round, time.Duration(150+rng.Intn(650))*time.Millisecond, len(models),
			func(ctx context.Context, db *sql.DB, w int) {
				models[w].run(ctx, db, rand.New(rand.NewSource(seeds[w])))
			})
		db := open(t, s)
		committed := 0
		for _, m := range models {
			committed += m.acked
			if err := m.verify(db); err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
		}
		checkTables(t, s, round, "crash.t", "crash.pairs")
		db.Close()
		t.Logf("round %d: %d commits acknowledged so far, all present", round, committed)
	}
}

// killDuring runs work on n goroutines (worker numbers 0..n-1) over a
// fresh connection pool, kills the server with SIGKILL after d, waits for
// the workers (their context is cancelled at the kill) and restarts it.
func killDuring(t *testing.T, s *testserver.Server, round int, d time.Duration, n int, work func(ctx context.Context, db *sql.DB, worker int)) {
	t.Helper()
	db := open(t, s)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work(ctx, db, w)
		}()
	}
	time.Sleep(d)
	s.Kill()
	cancel()
	wg.Wait()
	db.Close()
	if err := s.RestartAfter(); err != nil {
		t.Fatalf("round %d: restart after SIGKILL: %v", round, err)
	}
}

// checkTables fails the test unless CHECK TABLE (every index against its
// table, entry by entry) finds each table OK.
func checkTables(t *testing.T, s *testserver.Server, round int, tables ...string) {
	t.Helper()
	for _, table := range tables {
		if out := s.MustMySQL("CHECK TABLE " + table); !strings.Contains(out, "status\tOK") {
			t.Fatalf("round %d: CHECK TABLE %s:\n%s", round, table, out)
		}
	}
}

func open(t *testing.T, s *testserver.Server) *sql.DB {
	t.Helper()
	cfg := mysql.NewConfig()
	cfg.User, cfg.Net, cfg.Addr, cfg.DBName = "root", "tcp", s.Addr(), "crash"
	cfg.Timeout = 5 * time.Second
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(16)
	return db
}

type row struct {
	k int
	v string
	u *int
}

// model is one worker's knowledge of its own rows (ids worker*1e9+n):
// what acknowledged commits left, plus the one operation in flight when
// the server died, which may or may not have committed.
type model struct {
	worker int
	next   int64
	rows   map[int64]row
	pairs  map[int64]bool // acknowledged pair ids
	acked  int
	// inFlight, if set, is applied to a copy of the model to get the other
	// state the table may legitimately be in.
	inFlight func(rows map[int64]row, pairs map[int64]bool)
}

func (m *model) id() int64 {
	m.next++
	return int64(m.worker)*1_000_000_000 + m.next
}

func (m *model) run(ctx context.Context, db *sql.DB, rng *rand.Rand) {
	if m.pairs == nil {
		m.pairs = map[int64]bool{}
	}
	for ctx.Err() == nil {
		var (
			apply func(map[int64]row, map[int64]bool)
			err   error
		)
		switch op := rng.Intn(10); {
		case op < 4 || len(m.rows) == 0: // insert
			id := m.id()
			r := row{k: rng.Intn(100), v: fmt.Sprintf("w%d-%d", m.worker, id)}
			if rng.Intn(3) == 0 {
				u := int(id) // unique per worker and id
				r.u = &u
			}
			apply = func(rows map[int64]row, _ map[int64]bool) { rows[id] = r }
			m.inFlight = apply
			_, err = db.ExecContext(ctx, "INSERT INTO t (id, k, v, u) VALUES (?, ?, ?, ?)", id, r.k, r.v, r.u)
		case op < 7: // update
			id := m.pick(rng)
			r := m.rows[id]
			r.k, r.v = rng.Intn(100), r.v+"+"
			apply = func(rows map[int64]row, _ map[int64]bool) { rows[id] = r }
			m.inFlight = apply
			_, err = db.ExecContext(ctx, "UPDATE t SET k = ?, v = ? WHERE id = ?", r.k, r.v, id)
		case op < 9: // delete
			id := m.pick(rng)
			apply = func(rows map[int64]row, _ map[int64]bool) { delete(rows, id) }
			m.inFlight = apply
			_, err = db.ExecContext(ctx, "DELETE FROM t WHERE id = ?", id)
		default: // a two-row transaction: both rows or neither
			a, b := m.id(), m.id()
			apply = func(_ map[int64]row, pairs map[int64]bool) { pairs[a], pairs[b] = true, true }
			m.inFlight = apply
			err = pairTx(ctx, db, a, b)
		}
		if err != nil {
			if ctx.Err() != nil || isConnErr(err) {
				return // the server died: this operation's outcome is unknown
			}
			m.inFlight = nil // refused (e.g. 1213): nothing changed
			continue
		}
		apply(m.rows, m.pairs)
		m.inFlight = nil
		m.acked++
	}
}

func pairTx(ctx context.Context, db *sql.DB, a, b int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if _, err = tx.ExecContext(ctx, "INSERT INTO pairs VALUES (?, ?), (?, ?)", a, b, b, a); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func isConnErr(err error) bool {
	var me *mysql.MySQLError
	return !errors.As(err, &me)
}

func (m *model) pick(rng *rand.Rand) int64 {
	n := rng.Intn(len(m.rows))
	for id := range m.rows {
		if n == 0 {
			return id
		}
		n--
	}
	panic("unreachable")
}

// verify compares the worker's rows in the database with the model,
// accepting the in-flight operation either applied or not, and then makes
// the model match what is there.
func (m *model) verify(db *sql.DB) error {
	lo, hi := int64(m.worker)*1_000_000_000, int64(m.worker+1)*1_000_000_000
	got := map[int64]row{}
	rs, err := db.Query("SELECT id, k, v, u FROM t WHERE id >= ? AND id < ?", lo, hi)
	if err != nil {
		return err
	}
	for rs.Next() {
		var id int64
		var r row
		var u sql.NullInt64
		if err := rs.Scan(&id, &r.k, &r.v, &u); err != nil {
			return err
		}
		if u.Valid {
			x := int(u.Int64)
			r.u = &x
		}
		got[id] = r
	}
	if err := rs.Err(); err != nil {
		return err
	}
	gotPairs := map[int64]bool{}
	ps, err := db.Query("SELECT p.id, p.pair, q.id FROM pairs p LEFT JOIN pairs q ON q.id = p.pair WHERE p.id >= ? AND p.id < ?", lo, hi)
	if err != nil {
		return err
	}
	for ps.Next() {
		var id, pair int64
		var other sql.NullInt64
		if err := ps.Scan(&id, &pair, &other); err != nil {
			return err
		}
		if !other.Valid {
			return fmt.Errorf("worker %d: pair row %d committed without its partner %d", m.worker, id, pair)
		}
		gotPairs[id] = true
	}
	if err := ps.Err(); err != nil {
		return err
	}
	if sameRows(got, m.rows) && samePairs(gotPairs, m.pairs) {
		m.inFlight = nil
		return nil
	}
	if m.inFlight != nil {
		rows, pairs := copyRows(m.rows), copyPairs(m.pairs)
		m.inFlight(rows, pairs)
		if sameRows(got, rows) && samePairs(gotPairs, pairs) {
			m.rows, m.pairs, m.inFlight = rows, pairs, nil
			return nil
		}
	}
	return fmt.Errorf("worker %d: table holds %d rows/%d pair rows, model %d/%d: acknowledged commits missing or unacknowledged ones half-visible",
		m.worker, len(got), len(gotPairs), len(m.rows), len(m.pairs))
}

func sameRows(a, b map[int64]row) bool {
	if len(a) != len(b) {
		return false
	}
	for id, ra := range a {
		rb, ok := b[id]
		if !ok || ra.k != rb.k || ra.v != rb.v || (ra.u == nil) != (rb.u == nil) || (ra.u != nil && *ra.u != *rb.u) {
			return false
		}
	}
	return true
}

func samePairs(a, b map[int64]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for id := range a {
		if !b[id] {
			return false
		}
	}
	return true
}

func copyRows(m map[int64]row) map[int64]row {
	out := make(map[int64]row, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func copyPairs(m map[int64]bool) map[int64]bool {
	out := make(map[int64]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
