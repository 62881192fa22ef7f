package kv_test

import (
	"context"
	"fmt"
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

// tablesLog records the tables each gate and observer call names.
type tablesLog struct{ calls []string }

func (l *tablesLog) BeginCommit(tables []uint64) {
	l.calls = append(l.calls, fmt.Sprint("begin", tables))
}
func (l *tablesLog) EndCommit(tables []uint64) { l.calls = append(l.calls, fmt.Sprint("end", tables)) }
func (l *tablesLog) Committed(tables []uint64) {
	l.calls = append(l.calls, fmt.Sprint("committed", tables))
}

// observerOnly is a CommitObserver that is not a CommitGate.
type observerOnly struct{ n int }

func (o *observerOnly) Committed([]uint64) { o.n++ }

// Gates and observers hear each table a commit wrote once, for queued
// commits of one table and of more tables than a commit keeps inline; an
// observer that is not a gate is not asked to gate.
func TestCommitGateTables(t *testing.T) {
	st := &asyncStore{Store: memory.NewStore()}
	e := kv.NewEngine(st, kv.Options{Name: engines.MEMORY})
	var tbls []engines.Table
	for id := uint64(7); id <= 9; id++ {
		def := testDef()
		def.ID, def.Name = id, fmt.Sprint("t", id)
		tbl, err := e.Open(def)
		if err != nil {
			t.Fatal(err)
		}
		tbls = append(tbls, tbl)
	}
	plain := &observerOnly{}
	e.AddObserver(plain)
	l := &tablesLog{}
	e.AddObserver(l)
	n := 0
	commit := func(tables ...engines.Table) {
		t.Helper()
		tx, _ := e.Begin(engines.TxOptions{})
		for _, tbl := range tables {
			n++
			if _, err := tbl.Insert(tx, sql.Row{nil, fmt.Sprint(n), int32(1)}); err != nil {
				t.Fatal(err)
			}
		}
		atx := tx.(kv.AsyncTxn)
		if queued, err := atx.CommitAsync(func() {}); !queued || err != nil {
			t.Fatalf("CommitAsync: %v %v", queued, err)
		}
		st.complete()
		if err := atx.Settle(); err != nil {
			t.Fatal(err)
		}
	}
	commit(tbls[1])
	commit(tbls[2], tbls[0], tbls[1], tbls[2])
	want := []string{"begin[8]", "end[8]", "committed[8]", "begin[7 8 9]", "end[7 8 9]", "committed[7 8 9]"}
	if fmt.Sprint(l.calls) != fmt.Sprint(want) {
		t.Fatalf("heard %v, want %v", l.calls, want)
	}
	if plain.n != 2 {
		t.Fatalf("plain observer heard %d commits, want 2", plain.n)
	}
}
