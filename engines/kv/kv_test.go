package kv_test

import (
	"io"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
)

func testDef() *engines.TableDef {
	sch := sql.Schema{
		{Name: "id", Type: types.Int64, Source: "t", PrimaryKey: true, AutoIncrement: true},
		{Name: "name", Type: types.MustCreateString(sqltypes.VarChar, 32, sql.Collation_utf8mb4_0900_ai_ci), Source: "t", Nullable: true},
		{Name: "k", Type: types.Int32, Source: "t", Nullable: true},
	}
	return &engines.TableDef{
		ID: 7, Database: "db", Name: "t", Engine: engines.MEMORY, Schema: sch,
		PrimaryKey: []int{0},
		Indexes: []engines.IndexDef{
			{ID: 1, Name: "uname", Unique: true, Columns: []engines.IndexColumn{{Ordinal: 1}}},
			{ID: 2, Name: "k", Columns: []engines.IndexColumn{{Ordinal: 2}}},
		},
	}
}

func collect(t *testing.T, it engines.RowIter) []sql.Row {
	t.Helper()
	var out []sql.Row
	for {
		r, err := it.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
}

func ids(rows []sql.Row) []int64 {
	var out []int64
	for _, r := range rows {
		out = append(out, r[0].(int64))
	}
	return out
}

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
