package enginetest_test

import (
	"testing"

	"github.com/dolthub/go-mysql-server/enginetest"

	"handlerd/engines"
)

// One line per suite and engine.

func TestQueriesMemory(t *testing.T)    { enginetest.TestQueries(t, newHarness(t, engines.MEMORY)) }
func TestQueriesBtree(t *testing.T)     { enginetest.TestQueries(t, newHarness(t, engines.BTREE)) }
func TestInsertIntoMemory(t *testing.T) { enginetest.TestInsertInto(t, newHarness(t, engines.MEMORY)) }
func TestInsertIntoBtree(t *testing.T)  { enginetest.TestInsertInto(t, newHarness(t, engines.BTREE)) }
func TestUpdateMemory(t *testing.T)     { enginetest.TestUpdate(t, newHarness(t, engines.MEMORY)) }
func TestUpdateBtree(t *testing.T)      { enginetest.TestUpdate(t, newHarness(t, engines.BTREE)) }
func TestDeleteMemory(t *testing.T)     { enginetest.TestDelete(t, newHarness(t, engines.MEMORY)) }
func TestDeleteBtree(t *testing.T)      { enginetest.TestDelete(t, newHarness(t, engines.BTREE)) }
func TestReplaceIntoMemory(t *testing.T) {
	enginetest.TestReplaceInto(t, newHarness(t, engines.MEMORY))
}
func TestReplaceIntoBtree(t *testing.T) { enginetest.TestReplaceInto(t, newHarness(t, engines.BTREE)) }
func TestCreateTableMemory(t *testing.T) {
	enginetest.TestCreateTable(t, newHarness(t, engines.MEMORY))
}
func TestCreateTableBtree(t *testing.T) { enginetest.TestCreateTable(t, newHarness(t, engines.BTREE)) }
func TestAlterTableMemory(t *testing.T) { enginetest.TestAlterTable(t, newHarness(t, engines.MEMORY)) }
func TestAlterTableBtree(t *testing.T)  { enginetest.TestAlterTable(t, newHarness(t, engines.BTREE)) }
func TestTruncateMemory(t *testing.T)   { enginetest.TestTruncate(t, newHarness(t, engines.MEMORY)) }
func TestTruncateBtree(t *testing.T)    { enginetest.TestTruncate(t, newHarness(t, engines.BTREE)) }
func TestIndexesMemory(t *testing.T)    { enginetest.TestIndexes(t, newHarness(t, engines.MEMORY)) }
func TestIndexesBtree(t *testing.T)     { enginetest.TestIndexes(t, newHarness(t, engines.BTREE)) }
func TestTransactionScriptsBtree(t *testing.T) {
	enginetest.TestTransactionScripts(t, newHarness(t, engines.BTREE))
}
func TestScriptsBtree(t *testing.T) { enginetest.TestScripts(t, newHarness(t, engines.BTREE)) }
