package handlersocket

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
	"handlerd/engines/btree"
)

// BenchmarkFindPK times primary-key finds through the whole listener:
// client and server in this process over loopback TCP, MEMORY engine.
// Comparisons with other servers belong in bench/; this one watches the
// listener's own cost.
func BenchmarkFindPK(b *testing.B) {
	for _, depth := range []int{1, 16} {
		b.Run(fmt.Sprintf("depth=%d", depth), func(b *testing.B) {
			e := benchEnv(b)
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				h := e.read()
				h.send("P\t1\thstest\tt\tPRIMARY\tk,v")
				h.recv()
				lines := make([]string, depth)
				i := 0
				for pb.Next() {
					for j := range lines {
						i++
						lines[j] = "1\t=\t1\t" + strconv.Itoa(i%benchRows+1)
					}
					h.send(lines...)
					for range lines {
						h.recv()
					}
				}
			})
		})
	}
}

// BenchmarkExecFind is the server's share alone: a batch of one find,
// parsed, run and committed, without the network.
func BenchmarkExecFind(b *testing.B) {
	e := benchEnv(b)
	c := newConn(e.srv, &listener{})
	c.lines = [][]byte{[]byte("P\t1\thstest\tt\tPRIMARY\tk,v")}
	c.runBatch()
	lines := make([][]byte, benchRows)
	for i := range lines {
		lines[i] = []byte("1\t=\t1\t" + strconv.Itoa(i+1))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Out = c.Out[:0]
		c.lines = lines[i%benchRows : i%benchRows+1]
		c.runBatch()
	}
	b.StopTimer()
	if string(c.Out) != "0\t2\tk"+strconv.Itoa((b.N-1)%benchRows+1)+"\tvalue\n" {
		b.Fatalf("answer %q", c.Out)
	}
}

const benchRows = 10000

func benchEnv(b *testing.B) *env {
	e := newEnv(b, Config{})
	e.res.put(b, e.eng, specT.def(testDB))
	tbl, eng, _ := e.res.OpenTable(testDB, "t")
	tx, _ := eng.Begin(engines.TxOptions{})
	for i := 1; i <= benchRows; i++ {
		if _, err := tbl.Insert(tx, []any{int32(i), "k" + strconv.Itoa(i), "value", int32(i)}); err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(context.Background()); err != nil {
		b.Fatal(err)
	}
	return e
}

// BenchmarkExecFindSysbench is the server's share of bench/'s
// HandlerSocket section, without the network: batches of 16 primary-key
// finds of c on a sysbench-shaped table in BTREE. The table is small enough
// to stay in the CPU caches, so this watches the listener's and the
// engine's per-find overhead, not the memory stalls of a 1M-row tree.
func BenchmarkExecFindSysbench(b *testing.B) {
	const rows, depth = 10000, 16
	opts := btree.DefaultOptions()
	opts.FlushLogAtTrxCommit = 2
	eng, err := btree.Open(b.TempDir(), opts)
	if err != nil {
		b.Fatal(err)
	}
	defer eng.Close()
	defer func(f func(testing.TB) engines.Engine) { testEngine = f }(testEngine)
	testEngine = func(testing.TB) engines.Engine { return eng }
	e := newEnv(b, Config{})
	sb := tableSpec{
		name: "sbtest1",
		cols: []col{
			{name: "id", typ: types.Int32},
			{name: "k", typ: types.Int32},
			{name: "c", typ: types.MustCreateString(sqltypes.Char, 120, sql.Collation_utf8mb4_0900_bin)},
			{name: "pad", typ: types.MustCreateString(sqltypes.Char, 60, sql.Collation_utf8mb4_0900_bin)},
		},
		pk: []string{"id"},
	}
	def := sb.def(testDB)
	def.Engine = engines.BTREE
	e.res.put(b, eng, def)
	tbl, _, _ := e.res.OpenTable(testDB, "sbtest1")
	tx, _ := eng.Begin(engines.TxOptions{})
	c120 := strings.Repeat("68487932199-96439406143-93774651418-41631865787-96406072701-", 2)
	for i := 1; i <= rows; i++ {
		if _, err := tbl.Insert(tx, []any{int32(i), int32(i), c120, c120[:59]}); err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(context.Background()); err != nil {
		b.Fatal(err)
	}
	// Rows are read from bbolt, as in bench/, once the memtable is flushed.
	for deadline := time.Now().Add(15 * time.Second); eng.Stats().Flushes == 0; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			b.Fatal("the memtable was not flushed")
		}
	}
	c := newConn(e.srv, &listener{})
	c.lines = [][]byte{[]byte("P\t1\thstest\tsbtest1\tPRIMARY\tc")}
	c.runBatch()
	lines := make([][]byte, rows)
	for i := range lines {
		lines[i] = []byte("1\t=\t1\t" + strconv.Itoa((i*7919)%rows+1))
	}
	want := "0\t1\t" + c120 + "\n"
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i += depth {
		c.Out = c.Out[:0]
		at := i % (rows - depth)
		c.lines = append(c.lines[:0], lines[at:at+depth]...)
		c.runBatch()
	}
	b.StopTimer()
	if !strings.HasPrefix(string(c.Out), want) {
		b.Fatalf("answer %.60q", c.Out)
	}
}
