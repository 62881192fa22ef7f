package enginetest_test

import (
	"sync/atomic"
	"testing"

	"github.com/dolthub/go-mysql-server/enginetest"

	"handlerd/engines"
)

// The suites again, with every statement offered to the fast path first
// (issue 8: the fast path must give exactly the full path's results). The
// suites hold few primary-key point statements (TestQueries: 15 of 1,543
// take the fast path's shape), so sqlhandler/fastpath's randomized
// differential test is the broad check; these make sure nothing the suites
// do changes meaning when the fast path is on.

func fastHarness(t *testing.T, wantHits bool) *harness {
	h := newHarness(t, engines.BTREE)
	h.fast, h.hits = true, new(atomic.Uint64)
	t.Cleanup(func() {
		t.Logf("fast path answered %d statements", h.hits.Load())
		if wantHits && !t.Failed() && h.hits.Load() == 0 {
			t.Errorf("the fast path answered no statement")
		}
	})
	return h
}

func TestFastPathQueries(t *testing.T)     { enginetest.TestQueries(t, fastHarness(t, true)) }
func TestFastPathInsertInto(t *testing.T)  { enginetest.TestInsertInto(t, fastHarness(t, true)) }
func TestFastPathUpdate(t *testing.T)      { enginetest.TestUpdate(t, fastHarness(t, true)) }
func TestFastPathDelete(t *testing.T)      { enginetest.TestDelete(t, fastHarness(t, true)) }
func TestFastPathReplaceInto(t *testing.T) { enginetest.TestReplaceInto(t, fastHarness(t, true)) }
func TestFastPathTransactionScripts(t *testing.T) {
	enginetest.TestTransactionScripts(t, fastHarness(t, false))
}
func TestFastPathScripts(t *testing.T) { enginetest.TestScripts(t, fastHarness(t, true)) }
