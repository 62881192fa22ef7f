package kv_test

import (
	"context"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/memory"
)

// NULLs are not values a unique index holds, so deleting different rows
// that have NULL there must not conflict.
func TestDeleteNullUniqueNoConflict(t *testing.T) {
	e := memory.New()
	tbl, _ := e.Open(testDef())
	ctx := context.Background()
	tx, _ := e.Begin(engines.TxOptions{})
	tbl.Insert(tx, sql.Row{int64(1), nil, int32(1)})
	tbl.Insert(tx, sql.Row{int64(2), nil, int32(2)})
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	t1, _ := e.Begin(engines.TxOptions{})
	t2, _ := e.Begin(engines.TxOptions{})
	for i, tx := range []engines.Txn{t1, t2} {
		row, _, _ := tbl.Get(tx, []any{int64(i + 1)})
		if err := tbl.Delete(tx, row); err != nil {
			t.Fatal(err)
		}
	}
	if err := t1.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if err := t2.Commit(ctx); err != nil {
		t.Fatalf("second delete of a row with NULL in a unique index: %v", err)
	}
}
