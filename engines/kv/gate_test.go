package kv_test

import (
	"context"
	"sync"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/kv"
	"handlerd/engines/memory"
)

// gateLog records what a CommitGate hears, and whether the commit's row was
// visible to a new transaction when BeginCommit ran.
type gateLog struct {
	mu      sync.Mutex
	events  []string
	visible func() bool
	seenAt  []bool
}

func (g *gateLog) add(ev string) {
	g.mu.Lock()
	g.events = append(g.events, ev)
	g.mu.Unlock()
}

func (g *gateLog) BeginCommit(tables []uint64) {
	g.seenAt = append(g.seenAt, g.visible())
	g.add("begin")
}
func (g *gateLog) EndCommit(tables []uint64) { g.add("end") }
func (g *gateLog) Committed(tables []uint64) { g.add("committed") }

// A gate hears BeginCommit before the commit's writes are visible and
// EndCommit after, in pairs, also when the store fails the commit (then no
// Committed follows).
func TestCommitGate(t *testing.T) {
	st := &failingStore{Store: memory.NewStore()}
	e := kv.NewEngine(st, kv.Options{Name: engines.MEMORY})
	tbl, err := e.Open(testDef())
	if err != nil {
		t.Fatal(err)
	}
	g := &gateLog{visible: func() bool {
		tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
		defer tx.Rollback()
		n, _ := tbl.RowCount(tx)
		return n > 0
	}}
	e.AddObserver(g)
	ctx := context.Background()
	insert := func(id int64) error {
		tx, _ := e.Begin(engines.TxOptions{})
		if _, err := tbl.Insert(tx, sql.Row{id, "a", int32(1)}); err != nil {
			t.Fatal(err)
		}
		return tx.Commit(ctx)
	}
	st.fail.Store(true)
	if err := insert(1); err == nil {
		t.Fatal("commit on a failing store succeeded")
	}
	st.fail.Store(false)
	if err := insert(1); err != nil {
		t.Fatal(err)
	}
	want := []string{"begin", "end", "begin", "end", "committed"}
	if len(g.events) != len(want) {
		t.Fatalf("gate heard %v, want %v", g.events, want)
	}
	for i := range want {
		if g.events[i] != want[i] {
			t.Fatalf("gate heard %v, want %v", g.events, want)
		}
	}
	for i, v := range g.seenAt {
		if v {
			t.Errorf("commit %d was already visible at BeginCommit", i)
		}
	}
}
