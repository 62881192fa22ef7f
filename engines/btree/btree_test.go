package btree_test

import (
	"testing"

	"handlerd/engines/btree"
	"handlerd/engines/kv"
	"handlerd/engines/kv/kvtest"
)

// open opens an engine on a fresh datadir and closes it when the test
// ends.
func open(t testing.TB, dir string, opts btree.Options) *btree.Engine {
	t.Helper()
	e, err := btree.Open(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func TestKVSuite(t *testing.T) {
	for _, mode := range []int{1, 2} {
		opts := btree.DefaultOptions()
		opts.FlushLogAtTrxCommit = mode
		kvtest.Run(t, func(t *testing.T) *kv.Engine { return open(t, t.TempDir(), opts).Engine })
	}
}
