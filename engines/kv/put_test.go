package kv_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"

	"handlerd/engines"
	"handlerd/engines/kv"
	"handlerd/engines/kv/kvtest"
	"handlerd/engines/memory"
)

// put runs one Put in its own committed transaction; build sees old and
// returns row.
func put(t *testing.T, e engines.Engine, tbl engines.Table, pk int64, keep []bool, build func(old sql.Row) sql.Row) (bool, error) {
	t.Helper()
	tx, _ := e.Begin(engines.TxOptions{})
	inserted, err := tbl.(kv.Putter).Put(tx, []any{pk}, keep, kv.BuildFunc(func(old sql.Row) (sql.Row, error) { return build(old), nil }))
	if err != nil {
		tx.Rollback()
		return inserted, err
	}
	return inserted, tx.Commit(context.Background())
}

// checked returns the table's rows after CHECK TABLE found its indexes
// and row count right.
func checked(t *testing.T, e engines.Engine, tbl engines.Table) []sql.Row {
	t.Helper()
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	if problems, err := tbl.(engines.Checker).Check(tx); err != nil || len(problems) > 0 {
		t.Fatalf("CHECK TABLE: %v %v", problems, err)
	}
	it, err := tbl.Read(tx, engines.ReadRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return kvtest.Collect(t, it)
}

// TestPut: Put inserts a row under a free key and replaces the stored one
// otherwise, handing build only the columns keep marks; secondary index
// entries follow (CHECK TABLE), a unique value another row holds fails
// as Insert and Update fail, and a row whose primary key is not the one
// given is refused.
func TestPut(t *testing.T) {
	e := memory.New()
	tbl, _ := e.Open(testDef())
	var seen sql.Row
	inserted, err := put(t, e, tbl, 1, nil, func(old sql.Row) sql.Row {
		seen = old
		return sql.Row{int64(1), "one", int32(10)}
	})
	if err != nil || !inserted || seen != nil {
		t.Fatalf("insert: inserted %v, old %v, err %v", inserted, seen, err)
	}
	put(t, e, tbl, 2, nil, func(sql.Row) sql.Row { return sql.Row{int64(2), "two", int32(20)} })
	inserted, err = put(t, e, tbl, 1, []bool{false, false, true}, func(old sql.Row) sql.Row {
		seen = old
		return sql.Row{int64(1), "uno", old[2]}
	})
	if err != nil || inserted {
		t.Fatalf("update: inserted %v, err %v", inserted, err)
	}
	// The table has secondary indexes: the old row comes whole.
	if !reflect.DeepEqual(seen, sql.Row{int64(1), "one", int32(10)}) {
		t.Fatalf("update saw %v", seen)
	}
	if rows := checked(t, e, tbl); !reflect.DeepEqual(rows, []sql.Row{{int64(1), "uno", int32(10)}, {int64(2), "two", int32(20)}}) {
		t.Fatalf("rows %v", rows)
	}
	var dup *engines.DuplicateKeyError
	if _, err := put(t, e, tbl, 1, nil, func(sql.Row) sql.Row { return sql.Row{int64(1), "TWO", nil} }); !errors.As(err, &dup) || dup.Index != "uname" {
		t.Fatalf("update to a held unique value: %v", err)
	}
	if _, err := put(t, e, tbl, 3, nil, func(sql.Row) sql.Row { return sql.Row{int64(3), "Uno", nil} }); !errors.As(err, &dup) {
		t.Fatalf("insert of a held unique value: %v", err)
	}
	if _, err := put(t, e, tbl, 3, nil, func(sql.Row) sql.Row { return sql.Row{int64(4), "four", nil} }); err == nil {
		t.Fatal("a row under another primary key was put")
	}
	if rows := checked(t, e, tbl); len(rows) != 2 {
		t.Fatalf("rows after refused puts: %v", rows)
	}

	// Without secondary indexes, only the kept columns are decoded.
	def := testDef()
	def.ID, def.Indexes = 8, nil
	plain, _ := e.Open(def)
	put(t, e, plain, 5, nil, func(sql.Row) sql.Row { return sql.Row{int64(5), "five", int32(5)} })
	put(t, e, plain, 5, []bool{false, true, false}, func(old sql.Row) sql.Row {
		seen = old
		return sql.Row{int64(5), old[1], int32(6)}
	})
	if !reflect.DeepEqual(seen, sql.Row{nil, "five", nil}) {
		t.Fatalf("kept columns: %v", seen)
	}
	if rows := checked(t, e, plain); !reflect.DeepEqual(rows, []sql.Row{{int64(5), "five", int32(6)}}) {
		t.Fatalf("rows %v", rows)
	}
}

// TestPutReadsCurrent: Put builds on the newest committed row, not the
// transaction's snapshot (a set after a concurrent commit neither
// conflicts nor loses the columns it keeps), and with NoLockWait a row
// another transaction has locked fails with ErrWouldWait.
func TestPutReadsCurrent(t *testing.T) {
	e := memory.New()
	tbl, _ := e.Open(testDef())
	put(t, e, tbl, 1, nil, func(sql.Row) sql.Row { return sql.Row{int64(1), "a", int32(1)} })
	ctx := context.Background()
	tx, _ := e.Begin(engines.TxOptions{})
	if _, _, err := tbl.Get(tx, []any{int64(1)}); err != nil { // the snapshot is taken
		t.Fatal(err)
	}
	put(t, e, tbl, 1, nil, func(old sql.Row) sql.Row { return sql.Row{int64(1), "b", int32(2)} })
	var seen sql.Row
	if _, err := tbl.(kv.Putter).Put(tx, []any{int64(1)}, nil, kv.BuildFunc(func(old sql.Row) (sql.Row, error) {
		seen = old
		return sql.Row{int64(1), "c", old[2]}, nil
	})); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatalf("commit after a concurrent commit: %v", err)
	}
	if !reflect.DeepEqual(seen, sql.Row{int64(1), "b", int32(2)}) {
		t.Fatalf("built on %v", seen)
	}
	if rows := checked(t, e, tbl); !reflect.DeepEqual(rows, []sql.Row{{int64(1), "c", int32(2)}}) {
		t.Fatalf("rows %v", rows)
	}

	holder, _ := e.Begin(engines.TxOptions{})
	defer holder.Rollback()
	if err := tbl.Update(holder, sql.Row{int64(1), "c", int32(2)}, sql.Row{int64(1), "d", int32(2)}); err != nil {
		t.Fatal(err)
	}
	tx2, _ := e.Begin(engines.TxOptions{})
	defer tx2.Rollback()
	tx2.(kv.AsyncTxn).NoLockWait()
	if _, err := tbl.(kv.Putter).Put(tx2, []any{int64(1)}, nil, kv.BuildFunc(func(old sql.Row) (sql.Row, error) {
		t.Fatal("built under another transaction's lock")
		return nil, nil
	})); !errors.Is(err, kv.ErrWouldWait) {
		t.Fatalf("locked row: %v", err)
	}
}

// TestPutAutoIncrement: Put assigns AUTO_INCREMENT values to the rows it
// inserts, as Insert does, and an update that writes a larger value moves
// the counter past it, as Update does.
func TestPutAutoIncrement(t *testing.T) {
	e := memory.New()
	sch := sql.Schema{
		{Name: "k", Type: types.Int64, Source: "a", PrimaryKey: true},
		{Name: "n", Type: types.Int64, Source: "a", Nullable: true, AutoIncrement: true},
	}
	tbl, _ := e.Open(&engines.TableDef{ID: 9, Database: "db", Name: "a", Engine: engines.MEMORY, Schema: sch, PrimaryKey: []int{0},
		Indexes: []engines.IndexDef{{ID: 1, Name: "n", Unique: true, Columns: []engines.IndexColumn{{Ordinal: 1}}}}})
	for k := int64(1); k <= 2; k++ {
		put(t, e, tbl, k, nil, func(sql.Row) sql.Row { return sql.Row{k, nil} })
	}
	put(t, e, tbl, 1, nil, func(sql.Row) sql.Row { return sql.Row{int64(1), int64(10)} })
	put(t, e, tbl, 3, nil, func(sql.Row) sql.Row { return sql.Row{int64(3), nil} })
	want := []sql.Row{{int64(1), int64(10)}, {int64(2), int64(2)}, {int64(3), int64(11)}}
	if rows := checked(t, e, tbl); !reflect.DeepEqual(rows, want) {
		t.Fatalf("rows %v, want %v", rows, want)
	}
}
