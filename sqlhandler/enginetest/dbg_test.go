package enginetest_test

import (
	"fmt"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"github.com/dolthub/go-mysql-server/enginetest"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/kv"
)

type trackStore struct {
	kv.Store
	mu  sync.Mutex
	cur map[*trackCursor]string
}

type trackSnap struct {
	kv.Snapshot
	s *trackStore
}

func (t *trackStore) Snapshot() (kv.Snapshot, error) {
	sn, err := t.Store.Snapshot()
	if err != nil {
		return nil, err
	}
	return &trackSnap{Snapshot: sn, s: t}, nil
}

func (ts *trackSnap) GetMany(t kv.Tree, keys [][]byte, fn func(int, []byte)) error {
	return ts.Snapshot.(kv.MultiGetter).GetMany(t, keys, fn)
}

func (t *trackStore) Close() error {
	t.mu.Lock()
	for _, st := range t.cur {
		fmt.Println("OPEN CURSOR:\n", st)
	}
	t.mu.Unlock()
	return t.Store.Close()
}

type trackCursor struct {
	kv.Cursor
	s *trackStore
}

func (ts *trackSnap) Cursor(tr kv.Tree) (kv.Cursor, error) {
	c, err := ts.Snapshot.Cursor(tr)
	if err != nil {
		return nil, err
	}
	buf := make([]byte, 16384)
	n := runtime.Stack(buf, false)
	tc := &trackCursor{Cursor: c, s: ts.s}
	ts.s.mu.Lock()
	ts.s.cur[tc] = string(buf[:n])
	ts.s.mu.Unlock()
	return tc, nil
}

func (tc *trackCursor) Close() {
	tc.s.mu.Lock()
	delete(tc.s.cur, tc)
	tc.s.mu.Unlock()
	tc.Cursor.Close()
}

func TestDbgLeak(t *testing.T) {
	openBtree = func(dir string, opts btree.Options) (engines.Engine, error) {
		st, err := btree.OpenStore(filepath.Join(dir, btree.FileName), opts)
		if err != nil {
			return nil, err
		}
		return kv.NewEngine(&trackStore{Store: st, cur: map[*trackCursor]string{}}, kv.Options{Name: engines.BTREE}), nil
	}
	enginetest.TestScripts(t, newHarness(t, engines.BTREE))
}
