package handlersocket

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"handlerd/engines"
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
