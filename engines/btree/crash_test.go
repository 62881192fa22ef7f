package btree_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	bolt "go.etcd.io/bbolt"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/kv/kvtest"
)

// These tests run part of themselves in a child process (this test binary
// again, selected by BTREE_CHILD), because they kill it or limit its file
// size.

func TestMain(m *testing.M) {
	switch os.Getenv("BTREE_CHILD") {
	case "":
		code := m.Run()
		if benchDir != "" {
			os.RemoveAll(benchDir)
		}
		os.Exit(code)
	case "diskfull":
		diskFullChild(os.Getenv("BTREE_DIR"))
	case "crash":
		mode, _ := strconv.Atoi(os.Getenv("BTREE_MODE"))
		crashChild(os.Getenv("BTREE_DIR"), mode)
	}
	os.Exit(0)
}

func child(t *testing.T, kind, dir string, env ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), append(env, "BTREE_CHILD="+kind, "BTREE_DIR="+dir)...)
	cmd.Stderr = os.Stderr
	return cmd
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "child:", err)
	os.Exit(2)
}

// insertBatch commits rows first..first+n-1 with a 1 KiB name each.
func insertBatch(e *btree.Engine, tbl engines.Table, first, n int) error {
	tx, _ := e.Begin(engines.TxOptions{})
	pad := strings.Repeat("x", 1000)
	for id := first; id < first+n; id++ {
		if _, err := tbl.Insert(tx, sql.Row{int64(id), nil, int32(id % 97), pad}); err != nil {
			tx.Rollback()
			return err
		}
	}
	return tx.Commit(context.Background())
}

// padDef is kvtest.Def plus a wide column.
func padDef() *engines.TableDef {
	def := kvtest.Def()
	def.Schema = append(def.Schema, &sql.Column{Name: "pad", Type: types.Text, Source: "t", Nullable: true})
	return def
}

// diskFullChild fills the disk (a file size limit) and reports each
// acknowledged commit as "ok <first id>" and each failure as "fail <err>".
func diskFullChild(dir string) {
	if n, _ := strconv.Atoi(os.Getenv("BTREE_FLUSHOPS")); n > 0 {
		btree.SetFlushOpsForTest(n)
	}
	e, err := btree.Open(dir, btree.DefaultOptions())
	if err != nil {
		fatal(err)
	}
	tbl, _ := e.Open(padDef())
	fi, err := os.Stat(e.Path())
	if err != nil {
		fatal(err)
	}
	// Without this, exceeding the limit kills the process; with it, the
	// write or ftruncate fails with EFBIG, as on a full disk.
	signal.Ignore(syscall.SIGXFSZ)
	limit := fi.Size() + 1<<20
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: uint64(limit), Max: uint64(limit)}); err != nil {
		fatal(err)
	}
	failures := 0
	for first := 1; failures < 5 && first < 1_000_000; first += 100 {
		if err := insertBatch(e, tbl, first, 100); err != nil {
			fmt.Printf("fail %v\n", err)
			failures++
		} else {
			fmt.Printf("ok %d\n", first)
		}
	}
	// Reads still work.
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	if _, err := tbl.RowCount(tx); err != nil {
		fatal(err)
	}
	tx.Rollback()
	e.Close()
}

// A full disk fails the commits that need more space, leaves the file
// consistent and keeps every acknowledged commit: whether the redo log
// fills first (large memtable layers) or the data file, in a flush
// (small ones: the log files rotate at each flush and stay small).
func TestDiskFull(t *testing.T) {
	for _, flushOps := range []int{0, 200} {
		t.Run(fmt.Sprint("flushops=", flushOps), func(t *testing.T) { testDiskFull(t, flushOps) })
	}
}

func testDiskFull(t *testing.T, flushOps int) {
	dir := t.TempDir()
	// Create the file first, at its first allocation size.
	e := open(t, dir, btree.DefaultOptions())
	tbl, _ := e.Open(padDef())
	if err := insertBatch(e, tbl, 1_000_001, 1); err != nil {
		t.Fatal(err)
	}
	e.Close()

	out, err := child(t, "diskfull", dir, fmt.Sprint("BTREE_FLUSHOPS=", flushOps)).Output()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	var acked []int
	var fails []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if first, ok := strings.CutPrefix(line, "ok "); ok {
			n, _ := strconv.Atoi(first)
			acked = append(acked, n)
		} else if msg, ok := strings.CutPrefix(line, "fail "); ok {
			fails = append(fails, msg)
		}
	}
	t.Logf("%d commits acknowledged, then %d failed: %s", len(acked), len(fails), fails[0])
	if len(acked) == 0 || len(fails) == 0 || !strings.Contains(fails[0], "file too large") {
		t.Fatalf("acked %d, failures %q", len(acked), fails)
	}

	e = open(t, dir, btree.DefaultOptions()) // runs the startup check
	tbl, _ = e.Open(padDef())
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	n, _ := tbl.RowCount(tx)
	it, _ := tbl.Read(tx, engines.ReadRequest{Index: 2})
	byK := len(kvtest.Collect(t, it))
	for _, first := range acked {
		for _, id := range []int{first, first + 99} {
			if _, ok, err := tbl.Get(tx, []any{int64(id)}); !ok || err != nil {
				t.Fatalf("acknowledged row %d missing (%v)", id, err)
			}
		}
	}
	tx.Rollback()
	if want := uint64(len(acked)*100 + 1); n != want || byK != int(want) {
		t.Fatalf("count %d, index k has %d, want %d", n, byK, want)
	}
	e.Close()
	boltCheck(t, filepath.Join(dir, btree.FileName))
}

// boltCheck runs bbolt's own consistency check on a closed file.
func boltCheck(t *testing.T, path string) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.View(func(tx *bolt.Tx) error {
		for err := range tx.Check() {
			t.Errorf("bbolt check: %v", err)
		}
		return nil
	})
}

// crashChild runs writers until it is killed. Every transaction writes a
// pair of rows (id and id+pairOffset, same k) so a half-applied one would
// show. After each acknowledged commit it prints "I id", "D id" or "U id";
// before committing a delete it prints "d id".
func crashChild(dir string, mode int) {
	// Small memtable layers: flushes (and checkpoints) happen all the
	// time, so kills land in the middle of some.
	btree.SetFlushOpsForTest(200)
	opts := btree.DefaultOptions()
	opts.FlushLogAtTrxCommit = mode
	e, err := btree.Open(dir, opts)
	if err != nil {
		fatal(err)
	}
	tbl, _ := e.Open(kvtest.Def())
	var mu sync.Mutex
	w := bufio.NewWriter(os.Stdout)
	report := func(format string, args ...any) {
		mu.Lock()
		fmt.Fprintf(w, format+"\n", args...)
		w.Flush()
		mu.Unlock()
	}
	base, _ := strconv.Atoi(os.Getenv("BTREE_BASE"))
	report("ready")
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(g), uint64(base)))
			var mine []int64
			next := int64(base + g*100_000)
			for {
				tx, _ := e.Begin(engines.TxOptions{})
				var op string
				var id int64
				var err error
				switch {
				case len(mine) > 10 && r.IntN(4) == 0:
					i := r.IntN(len(mine))
					id, op = mine[i], "D"
					mine = append(mine[:i], mine[i+1:]...)
					for _, pk := range []int64{id, id + pairOffset} {
						row, _, _ := tbl.Get(tx, []any{pk})
						if err == nil {
							err = tbl.Delete(tx, row)
						}
					}
				case len(mine) > 0 && r.IntN(3) == 0:
					id, op = mine[r.IntN(len(mine))], "U"
					k := int32(r.IntN(1000))
					for _, pk := range []int64{id, id + pairOffset} {
						row, _, _ := tbl.Get(tx, []any{pk})
						nr := row.Copy()
						nr[2] = k
						if err == nil {
							err = tbl.Update(tx, row, nr)
						}
					}
				default:
					next++
					id, op = next, "I"
					k := int32(r.IntN(1000))
					if _, err = tbl.Insert(tx, sql.Row{id, nil, k}); err == nil {
						_, err = tbl.Insert(tx, sql.Row{id + pairOffset, fmt.Sprint("pair", id), k})
					}
				}
				if err == nil {
					if op == "D" {
						// Until "D" is printed, the row may or may not be
						// gone after a kill.
						report("d %d", id)
					}
					err = tx.Commit(context.Background())
				} else {
					tx.Rollback()
				}
				if err != nil {
					fatal(err)
				}
				if op == "I" {
					mine = append(mine, id)
				}
				report("%s %d", op, id)
			}
		}()
	}
	wg.Wait()
}

const pairOffset = 1 << 40

// SIGKILL at random moments under concurrent writers: after each restart
// every acknowledged commit is there, no transaction is half there, and
// every index agrees with its table.
func TestCrashRecovery(t *testing.T) {
	if testing.Short() {
		t.Skip("kills child processes")
	}
	dir := t.TempDir()
	live := map[int64]bool{} // acknowledged, and no delete attempted
	deleted := map[int64]bool{}
	rounds := 20
	for round := range rounds {
		mode := []int{1, 2}[round%2]
		cmd := child(t, "crash", dir, fmt.Sprint("BTREE_MODE=", mode), fmt.Sprint("BTREE_BASE=", (round+1)*1_000_000))
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(stdout)
		if !lines.Scan() || lines.Text() != "ready" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("round %d: child did not start", round)
		}
		timer := time.AfterFunc(time.Duration(50+rand.IntN(300))*time.Millisecond, func() { cmd.Process.Signal(syscall.SIGKILL) })
		acks := 0
		for lines.Scan() {
			op, arg, _ := strings.Cut(lines.Text(), " ")
			id, _ := strconv.ParseInt(arg, 10, 64)
			switch op {
			case "I":
				live[id] = true
			case "d":
				delete(live, id)
			case "D":
				deleted[id] = true
			}
			acks++
		}
		io.Copy(io.Discard, stdout)
		err := cmd.Wait()
		timer.Stop()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
			t.Fatalf("round %d: child ended with %v, not killed", round, err)
		}
		n := verifyAfterCrash(t, dir, live, deleted)
		t.Logf("round %d (mode %d): %d commits acknowledged, %d rows after restart", round, mode, acks, n)
	}
	boltCheck(t, filepath.Join(dir, btree.FileName))
}

func verifyAfterCrash(t *testing.T, dir string, live, deleted map[int64]bool) int {
	t.Helper()
	e, err := btree.Open(dir, btree.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	tbl, _ := e.Open(kvtest.Def())
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	it, _ := tbl.Read(tx, engines.ReadRequest{})
	rows := kvtest.Collect(t, it)
	byID := map[int64]sql.Row{}
	for _, r := range rows {
		byID[r[0].(int64)] = r
	}
	for id, r := range byID {
		if id >= pairOffset {
			if _, ok := byID[id-pairOffset]; !ok {
				t.Fatalf("pair %d half applied: only %v", id-pairOffset, r)
			}
			continue
		}
		p, ok := byID[id+pairOffset]
		if !ok || p[2] != r[2] {
			t.Fatalf("pair %d half applied: %v / %v", id, r, p)
		}
		if deleted[id] {
			t.Fatalf("row %d present after its delete was acknowledged", id)
		}
	}
	for id := range live {
		if _, ok := byID[id]; !ok {
			t.Fatalf("acknowledged row %d lost", id)
		}
	}
	if n, _ := tbl.RowCount(tx); n != uint64(len(rows)) {
		t.Fatalf("row count %d, rows %d", n, len(rows))
	}
	// Each index holds exactly one entry per row, pointing at it: a
	// dangling entry fails the scan, a missing one shows in the count, and
	// every row is found through its own key.
	for index := 1; index <= 2; index++ {
		it, _ := tbl.Read(tx, engines.ReadRequest{Index: index})
		if got := kvtest.Collect(t, it); len(got) != len(rows) {
			t.Fatalf("index %d has %d entries, table %d rows", index, len(got), len(rows))
		}
	}
	for _, r := range rows {
		it, _ := tbl.Read(tx, engines.RangeFor(2, engines.OpEQ, []any{r[2]}))
		found := false
		for _, x := range kvtest.Collect(t, it) {
			found = found || x[0] == r[0]
		}
		if !found {
			t.Fatalf("row %v not found through index k", r)
		}
	}
	return len(rows)
}
