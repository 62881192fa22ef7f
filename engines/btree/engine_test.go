package btree_test

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	bolt "go.etcd.io/bbolt"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/kv/kvtest"
)

func mustCommit(t testing.TB, tx engines.Txn) {
	t.Helper()
	if err := tx.Commit(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// Close and reopen: rows, indexes, the row count and the AUTO_INCREMENT
// counter survive, in every flush mode.
func TestRestart(t *testing.T) {
	for _, mode := range []int{1, 2, 0} {
		t.Run(fmt.Sprint("mode", mode), func(t *testing.T) {
			dir := t.TempDir()
			opts := btree.DefaultOptions()
			opts.FlushLogAtTrxCommit = mode
			e, err := btree.Open(dir, opts)
			if err != nil {
				t.Fatal(err)
			}
			def := kvtest.Def()
			tbl, _ := e.Open(def)
			tx, _ := e.Begin(engines.TxOptions{})
			for i := 1; i <= 10; i++ {
				if _, err := tbl.Insert(tx, sql.Row{nil, fmt.Sprint("n", i), int32(i % 3)}); err != nil {
					t.Fatal(err)
				}
			}
			mustCommit(t, tx)
			// Deleting the largest id must not let it be handed out again.
			tx, _ = e.Begin(engines.TxOptions{})
			row, _, _ := tbl.Get(tx, []any{int64(10)})
			if err := tbl.Delete(tx, row); err != nil {
				t.Fatal(err)
			}
			mustCommit(t, tx)
			if err := e.Close(); err != nil {
				t.Fatal(err)
			}

			e = open(t, dir, opts)
			tbl, _ = e.Open(def)
			tx, _ = e.Begin(engines.TxOptions{})
			defer tx.Rollback()
			if n, _ := tbl.RowCount(tx); n != 9 {
				t.Fatalf("count after restart %d", n)
			}
			it, _ := tbl.Read(tx, engines.RangeFor(2, engines.OpEQ, []any{int32(1)}))
			if got := kvtest.IDs(kvtest.Collect(t, it)); fmt.Sprint(got) != "[1 4 7]" {
				t.Fatalf("k=1 after restart: %v", got)
			}
			id, err := tbl.Insert(tx, sql.Row{nil, "next", int32(0)})
			if err != nil || id != 11 {
				t.Fatalf("next id after restart %d, %v; want 11", id, err)
			}
		})
	}
}

// TRUNCATE resets the stored counter, and the reset survives a restart.
func TestTruncateRestart(t *testing.T) {
	dir := t.TempDir()
	e, err := btree.Open(dir, btree.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	def := kvtest.Def()
	tbl, _ := e.Open(def)
	tx, _ := e.Begin(engines.TxOptions{})
	for i := 1; i <= 5; i++ {
		tbl.Insert(tx, sql.Row{nil, fmt.Sprint("n", i), int32(i)})
	}
	mustCommit(t, tx)
	tx, _ = e.Begin(engines.TxOptions{})
	if _, err := tbl.Truncate(tx); err != nil {
		t.Fatal(err)
	}
	mustCommit(t, tx)
	e.Close()

	e = open(t, dir, btree.DefaultOptions())
	tbl, _ = e.Open(def)
	tx, _ = e.Begin(engines.TxOptions{})
	defer tx.Rollback()
	if n, _ := tbl.RowCount(tx); n != 0 {
		t.Fatalf("count %d", n)
	}
	if id, err := tbl.Insert(tx, sql.Row{nil, "a", int32(1)}); err != nil || id != 1 {
		t.Fatalf("first id after truncate and restart: %d %v", id, err)
	}
}

func TestSecondOpenIsRefused(t *testing.T) {
	dir := t.TempDir()
	open(t, dir, btree.DefaultOptions())
	_, err := btree.Open(dir, btree.DefaultOptions())
	if err == nil || !strings.Contains(err.Error(), "in use") || !strings.Contains(err.Error(), filepath.Join(dir, btree.FileName)) {
		t.Fatalf("second open: %v", err)
	}
}

// writeSample makes a data file with a few hundred pages and returns its
// bytes and how many of them its pages use.
func writeSample(t *testing.T) ([]byte, int) {
	dir := t.TempDir()
	e, err := btree.Open(dir, btree.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	tbl, _ := e.Open(kvtest.Def())
	tx, _ := e.Begin(engines.TxOptions{})
	for i := 1; i <= 5000; i++ {
		tbl.Insert(tx, sql.Row{nil, fmt.Sprint("name-", i), int32(i * 7919 % 5000)})
	}
	mustCommit(t, tx)
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, btree.FileName)
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	var used int
	db.View(func(tx *bolt.Tx) error { used = int(tx.Size()); return nil })
	db.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data, used
}

func garbage(n int) []byte {
	b := make([]byte, n)
	rand.Read(b)
	return b
}

// A damaged data file gives an error naming it, never a panic, and leaves
// no lock behind.
func TestCorruptFile(t *testing.T) {
	good, used := writeSample(t)
	const page = 4096
	t.Logf("sample file: %d bytes, %d used", len(good), used)
	cases := map[string]func([]byte) []byte{
		"truncated to half":  func(b []byte) []byte { return b[:used/2/page*page] },
		"last page cut":      func(b []byte) []byte { return b[:used-page] },
		"truncated to 100 B": func(b []byte) []byte { return b[:100] },
		"meta pages garbage": func(b []byte) []byte { copy(b, garbage(2*page)); return b },
		"data pages garbage": func(b []byte) []byte { copy(b[2*page:], garbage(used-2*page)); return b },
		"some pages garbage": func(b []byte) []byte {
			for p := 3; p*page < used; p += 5 {
				copy(b[p*page:], garbage(page))
			}
			return b
		},
		"not a bbolt file": func([]byte) []byte { return []byte(strings.Repeat("hello, world\n", 1000)) },
	}
	for name, damage := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, btree.FileName)
			if err := os.WriteFile(path, damage(append([]byte(nil), good...)), 0o600); err != nil {
				t.Fatal(err)
			}
			e, err := btree.Open(dir, btree.DefaultOptions())
			if err == nil {
				e.Close()
				t.Fatal("opened a damaged file")
			}
			t.Log(err)
			if !strings.HasPrefix(err.Error(), "btree: "+path+": ") {
				t.Fatalf("error does not name the file: %v", err)
			}
			// The failed open released the file: restoring it works.
			if err := os.WriteFile(path, good, 0o600); err != nil {
				t.Fatal(err)
			}
			open(t, dir, btree.DefaultOptions())
		})
	}
}

// A non-BTREE bbolt file is refused.
func TestForeignBoltFile(t *testing.T) {
	dir := t.TempDir()
	e := open(t, dir, btree.DefaultOptions())
	e.Close()
	// An empty but valid file opens; a file of another format is refused
	// (simulated by a different format stamp).
	st, err := btree.OpenStore(filepath.Join(dir, btree.FileName), btree.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if err := btree.SetFormatForTest(st, 99); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if _, err := btree.Open(dir, btree.DefaultOptions()); err == nil || !strings.Contains(err.Error(), "format") {
		t.Fatalf("foreign format: %v", err)
	}
}

// Readers and writers at once (run with -race): every snapshot is
// consistent, its row count matching its rows and each index matching
// the table.
func TestConcurrentReadersWriters(t *testing.T) {
	e := open(t, t.TempDir(), btree.DefaultOptions())
	def := kvtest.Def()
	tbl, _ := e.Open(def)
	ctx := context.Background()
	var stop atomic.Bool
	var wg sync.WaitGroup
	var commits, conflicts, reads atomic.Int64
	errc := make(chan error, 16)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; !stop.Load(); i++ {
				tx, _ := e.Begin(engines.TxOptions{})
				id := int64(w*1_000_000 + i%200 + 1)
				row, ok, err := tbl.Get(tx, []any{id})
				switch {
				case err != nil:
				case !ok:
					_, err = tbl.Insert(tx, sql.Row{id, fmt.Sprint("w", id), int32(i % 50)})
				case i%3 == 0:
					err = tbl.Delete(tx, row)
				default:
					nr := row.Copy()
					nr[2] = int32(i % 50)
					err = tbl.Update(tx, row, nr)
				}
				if err == nil {
					err = tx.Commit(ctx)
				} else {
					tx.Rollback()
				}
				switch {
				case err == nil:
					commits.Add(1)
				case errors.Is(err, engines.ErrConflict):
					conflicts.Add(1)
				default:
					errc <- err
					return
				}
			}
		}()
	}
	count := func(it engines.RowIter, err error) int {
		if err != nil {
			errc <- err
			return -1
		}
		defer it.Close()
		n := 0
		for {
			if _, err := it.Next(); err == io.EOF {
				return n
			} else if err != nil {
				errc <- err
				return -1
			}
			n++
		}
	}
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
				rc, _ := tbl.RowCount(tx)
				byPK := count(tbl.Read(tx, engines.ReadRequest{Index: 0}))
				byName := count(tbl.Read(tx, engines.ReadRequest{Index: 1}))
				byK := count(tbl.Read(tx, engines.ReadRequest{Index: 2, Reverse: true}))
				tx.Rollback()
				if byPK != int(rc) || byName != byPK || byK != byPK {
					errc <- fmt.Errorf("inconsistent snapshot: count %d, pk %d, name %d, k %d", rc, byPK, byName, byK)
					return
				}
				reads.Add(1)
			}
		}()
	}
	time.Sleep(time.Second)
	stop.Store(true)
	wg.Wait()
	close(errc)
	for err := range errc {
		t.Fatal(err)
	}
	t.Logf("%d commits, %d conflicts, %d consistent snapshots read; %+v", commits.Load(), conflicts.Load(), reads.Load(), e.Stats())
	if commits.Load() == 0 || reads.Load() == 0 {
		t.Fatal("no progress")
	}
}

// Sweep frees the storage of tables the catalog does not know and keeps
// the others.
func TestSweep(t *testing.T) {
	dir := t.TempDir()
	e, err := btree.Open(dir, btree.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	keep, orphan := kvtest.Def(), kvtest.Def()
	orphan.ID = 8
	for _, def := range []*engines.TableDef{keep, orphan} {
		tbl, _ := e.Open(def)
		tx, _ := e.Begin(engines.TxOptions{})
		for i := 1; i <= 20; i++ {
			tbl.Insert(tx, sql.Row{nil, fmt.Sprint("n", i), int32(i)})
		}
		mustCommit(t, tx)
	}
	if err := e.Sweep(map[uint64]bool{keep.ID: true}); err != nil {
		t.Fatal(err)
	}
	e.Close()

	e = open(t, dir, btree.DefaultOptions())
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	for _, c := range []struct {
		def  *engines.TableDef
		want int
	}{{keep, 20}, {orphan, 0}} {
		tbl, _ := e.Open(c.def)
		n, _ := tbl.RowCount(tx)
		for index := 0; index < 3; index++ {
			it, _ := tbl.Read(tx, engines.ReadRequest{Index: index})
			if rows := kvtest.Collect(t, it); len(rows) != c.want || int(n) != c.want {
				t.Fatalf("table %d index %d: %d rows, count %d, want %d", c.def.ID, index, len(rows), n, c.want)
			}
		}
	}
}
