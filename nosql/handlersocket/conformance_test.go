package handlersocket

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"handlerd/engines"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"
)

// Conversations checked against MariaDB 10.11's handlersocket.so
// (HANDLERD_HS_PEER=mariadb); "peer" answers mark where handlerd
// deliberately differs.

const utf8bin = "CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"

func varchar(n int64) sql.Type {
	return types.MustCreateString(sqltypes.VarChar, n, sql.Collation_utf8mb4_0900_bin)
}

func varbinary(n int64) sql.Type { return types.MustCreateBinary(sqltypes.VarBinary, n) }

// specT is the table most conversations use: a primary key, a secondary
// index and a composite one, NULLs.
var specT = tableSpec{
	name: "t",
	cols: []col{
		{name: "id", sqlType: "INT", typ: types.Int32},
		{name: "k", sqlType: "VARCHAR(32) " + utf8bin, typ: varchar(32), null: true},
		{name: "v", sqlType: "VARCHAR(32) " + utf8bin, typ: varchar(32), null: true},
		{name: "n", sqlType: "INT", typ: types.Int32, null: true},
	},
	pk:    []string{"id"},
	index: []index{{name: "kk", cols: []string{"k"}}, {name: "kv", cols: []string{"k", "v"}}},
}

var seedT = []step{
	{"P\t99\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
	{"99\t+\t4\t1\ta\tx\t10", "0\t1", ""},
	{"99\t+\t4\t2\tb\ty\t20", "0\t1", ""},
	{"99\t+\t4\t3\tb\tz\t-5", "0\t1", ""},
	{"99\t+\t4\t4\tc\t\x00\t\x00", "0\t1", ""},
	{"99\t+\t4\t5\td\tw\t0", "0\t1", ""},
}

func setupT(t *testing.T, cfg Config) *env {
	e := newEnv(t, cfg)
	e.create(specT)
	e.run(e.write(), seedT)
	return e
}

func TestFindPrimary(t *testing.T) {
	e := setupT(t, Config{})
	for _, h := range []*hsConn{e.write(), e.read()} {
		e.run(h, []step{
			{"P\t2\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
			{"2\t=\t1\t1", "0\t4\t1\ta\tx\t10", ""},
			{"2\t=\t1\t9", "0\t4", ""},
			{"2\t>=\t1\t2\t10\t0", "0\t4\t2\tb\ty\t20\t3\tb\tz\t-5\t4\tc\t\x00\t\x00\t5\td\tw\t0", ""},
			{"2\t>\t1\t3", "0\t4\t4\tc\t\x00\t\x00", ""},
			{"2\t>\t1\t3\t0\t0", "0\t4\t4\tc\t\x00\t\x00", ""}, // limit 0 is 1
			{"2\t<\t1\t3\t10\t0", "0\t4\t2\tb\ty\t20\t1\ta\tx\t10", ""},
			{"2\t<=\t1\t3\t2\t0", "0\t4\t3\tb\tz\t-5\t2\tb\ty\t20", ""},
			{"2\t>=\t1\t2\t2\t1", "0\t4\t3\tb\tz\t-5\t4\tc\t\x00\t\x00", ""},
			{"2\t>=\t1\t2\t2\t9", "0\t4", ""},
			{"2\t>\t1\t5\t10\t0", "0\t4", ""},
			{"2\t<\t1\t1\t10\t0", "0\t4", ""},
			{"2\t=\t1\t+1", "0\t4\t1\ta\tx\t10", ""}, // numbers as MySQL stores them
			{"2\t=\t1\t 1", "0\t4\t1\ta\tx\t10", ""},
			{"2\t=\t1\t1.9", "0\t4\t2\tb\ty\t20", ""},
			{"2\t=\t1\t5abc", "0\t4\t5\td\tw\t0", ""},
			{"2x\t=\t1\t1", "0\t4\t1\ta\tx\t10", ""}, // read_ui32 keeps the digits
			{"P\t3\thstest\tt\t\tid,k", "0\t1", ""},  // "" is PRIMARY
			{"3\t=\t1\t3", "0\t2\t3\tb", ""},
			{"P\t3\thstest\tt\tPRIMARY\t", "0\t1", ""}, // no columns
			{"3\t=\t1\t3", "0\t0", ""},
			{"3\t>=\t1\t1\t3\t0", "0\t0", ""},
			{"P\t3\thstest\tt\tPRIMARY\tn,n,id", "0\t1", ""},
			{"3\t=\t1\t2", "0\t3\t20\t20\t2", ""},
		})
	}
}

func TestFindSecondary(t *testing.T) {
	e := setupT(t, Config{})
	e.run(e.read(), []step{
		{"P\t1\thstest\tt\tkk\tid,k,v,n\tn,v", "0\t1", ""},
		{"1\t=\t1\tb\t10\t0", "0\t4\t2\tb\ty\t20\t3\tb\tz\t-5", ""},
		{"1\t=\t1\tb", "0\t4\t2\tb\ty\t20", ""},
		{"1\t>\t1\tb\t10\t0", "0\t4\t4\tc\t\x00\t\x00\t5\td\tw\t0", ""},
		{"1\t<\t1\tc\t10\t0", "0\t4\t3\tb\tz\t-5\t2\tb\ty\t20\t1\ta\tx\t10", ""},
		{"1\t<=\t1\tb\t10\t0", "0\t4\t3\tb\tz\t-5\t2\tb\ty\t20\t1\ta\tx\t10", ""},
		{"1\t=\t1\t\x00\t10\t0", "0\t4", ""},
		{"1\t=\t2\tb\ty", "2\t1\tkpnum", ""},
		{"P\t2\thstest\tt\tkv\tid,k,v", "0\t1", ""},
		{"2\t=\t2\tb\tz", "0\t3\t3\tb\tz", ""},
		{"2\t=\t2\tc\t\x00", "0\t3\t4\tc\t\x00", ""}, // NULL key part
		{"2\t>\t2\tb\ty\t1\t0", "0\t3\t3\tb\tz", ""},
		{"2\t=\t1\tb\t10\t0", "0\t3\t2\tb\ty\t3\tb\tz", ""},
		{"2\t=\t3\tb\ty\tq", "2\t1\tkpnum", ""},
		{"P\t3\thstest\tt\t2\tid", "0\t1", ""}, // index number 2: kv
		{"3\t=\t2\td\tw", "0\t1\t5", ""},
		{"P\t3\thstest\tt\t0\tid", "0\t1", ""}, // index number 0: PRIMARY
		{"3\t=\t1\t4", "0\t1\t4", ""},
		{"P\t3\thstest\tt\t1x\tid", "0\t1", ""}, // atoi: 1
		{"3\t=\t1\ta", "0\t1\t1", ""},
	})
}

func TestInAndFilters(t *testing.T) {
	e := setupT(t, Config{})
	e.run(e.read(), []step{
		{"P\t1\thstest\tt\tkk\tid,k,v,n\tn,v", "0\t1", ""},
		// Each IN value gives the first row at its position.
		{"1\t=\t1\tb\t10\t0\t@\t0\t3\ta\tb\td", "0\t4\t1\ta\tx\t10\t2\tb\ty\t20\t5\td\tw\t0", ""},
		{"1\t=\t1\tb\t10\t0\t@\t0\t4\ta\tzz\tb\td", "0\t4\t1\ta\tx\t10\t2\tb\ty\t20\t5\td\tw\t0", ""},
		{"1\t=\t1\tb\t2\t0\t@\t0\t3\ta\tb\td", "0\t4\t1\ta\tx\t10\t2\tb\ty\t20", ""},
		{"1\t=\t1\tb\t2\t1\t@\t0\t3\ta\tb\td", "0\t4\t2\tb\ty\t20\t5\td\tw\t0", ""},
		{"1\t>=\t1\tb\t10\t0\t@\t0\t2\tbb\tcc", "0\t4\t4\tc\t\x00\t\x00\t5\td\tw\t0", ""},
		// An IN column past the key: the same key each time.
		{"1\t=\t1\tb\t10\t0\t@\t5\t2\ta\td", "0\t4\t2\tb\ty\t20\t2\tb\ty\t20", ""},
		{"1\t=\t1\tb\t10\t0\t@\t0\t0", "2\t1\tinvalueslen", ""},
		{"1\t=\t1\tb\t10\t0\t@\t0\t3\ta\tb\td\tF\t<\t0\t15", "0\t4\t1\ta\tx\t10\t5\td\tw\t0", ""},
		{"1\t=\t1\tb\t10\t0\t@\t0\t3\ta\tb\td\tW\t<\t0\t15", "0\t4\t1\ta\tx\t10", ""},
		// Filters: F skips, W stops, offset counts passing rows only.
		{"1\t=\t1\tb\t10\t0\tF\t>\t0\t0", "0\t4\t2\tb\ty\t20", ""},
		{"1\t=\t1\tb\t10\t0\tW\t<\t0\t0", "0\t4", ""},
		{"1\t>=\t1\ta\t10\t0\tW\t>\t0\t0", "0\t4\t1\ta\tx\t10\t2\tb\ty\t20", ""},
		{"1\t>=\t1\ta\t10\t1\tF\t>=\t0\t0", "0\t4\t2\tb\ty\t20\t5\td\tw\t0", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t>=\t0\t0\tF\t<\t0\t15", "0\t4\t1\ta\tx\t10\t5\td\tw\t0", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t=\t0\t20", "0\t4\t2\tb\ty\t20", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t<=\t0\t0", "0\t4\t3\tb\tz\t-5\t4\tc\t\x00\t\x00\t5\td\tw\t0", ""}, // NULL < 0
		{"1\t>=\t1\ta\t10\t0\tF\tx\t0\t0", "0\t4", ""},                                             // unknown op: never holds
		{"1\t>=\t1\ta\t10\t0\tF\t!=\t1\tx", "0\t4\t2\tb\ty\t20\t3\tb\tz\t-5\t4\tc\t\x00\t\x00\t5\td\tw\t0", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t=\t1\t\x00", "0\t4\t4\tc\t\x00\t\x00", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t!=\t1\t\x00", "0\t4\t1\ta\tx\t10\t2\tb\ty\t20\t3\tb\tz\t-5\t5\td\tw\t0", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t<\t1\t\x00", "0\t4", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t>\t1\t\x00", "0\t4\t1\ta\tx\t10\t2\tb\ty\t20\t3\tb\tz\t-5\t5\td\tw\t0", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t>\t0\t1x", "0\t4\t1\ta\tx\t10\t2\tb\ty\t20", ""}, // "1x" is 1
		{"1\t>=\t1\ta\t10\t0\tFF\t>=\t0\t0", "2\t1\tfiltertype", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t>=\t2\t0", "2\t1\tfilterfld", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t>=\t0\t0\tWW\t=\t9\t0", "2\t1\tfiltertype", ""},
		{"1\t>=\t1\ta\t10\t0\tF\t>=\t9\t0\tWW\t=\t0\t0", "2\t1\tfilterfld", ""},
		// Limit and offset are positional: without them "F" and ">" are
		// read as limit and offset, and "0" becomes a modifier.
		{"1\t=\t1\tb\tF\t>\t0\t0", "2\t1\treadonly", ""},
	})
}

func TestRequestErrors(t *testing.T) {
	e := setupT(t, Config{})
	e.run(e.write(), []step{
		{"", "2\t1\tcmd", ""},
		{"X", "2\t1\tcmd", ""},
		{"PX", "2\t1\tcmd", ""},
		{"Q", "2\t1\tcmd", ""}, // the plugin's unauthenticated shutdown: just a bad command here
		{"P\t1\thstest\tnope\tPRIMARY\tid", "1\t1\topen_table", ""},
		{"P\t1\tnodb\tt\tPRIMARY\tid", "1\t1\topen_table", ""},
		{"P\t1\thstest", "1\t1\topen_table", ""},
		{"P\t1\thstest\tt\tnoidx\tid", "2\t1\tidxnum", ""},
		{"P\t1\thstest\tt\t9\tid", "2\t1\tidxnum", ""},
		{"P\t1\thstest\tt\tPRIMARY\tid,zz", "2\t1\tfld", ""},
		{"P\t1\thstest\tt\tPRIMARY\tid\tzz", "2\t1\tfld", ""},
		{"P\t1\thstest\tt\tPRIMARY\tid,,k", "2\t1\tfld", ""},
		{"1\t=\t1\t3", "2\t1\tstmtnum", ""},                      // nothing opened: failed opens keep nothing
		{"P\t1\thstest\tt\tprimary\tid", "0\t1", "2\t1\tidxnum"}, // names match case-insensitively
		{"P\t1\thstest\tt\tPRIMARY\tID,k", "0\t1", "2\t1\tfld"},
		{"P\t1\thstest\tt\tPRIMARY\tid,k", "0\t1", ""},
		{"P\t1\thstest\tt\tnoidx\tid", "2\t1\tidxnum", ""},
		{"1\t=\t1\t3", "0\t2\t3\tb", ""}, // a failed reopen keeps the old index
		{"1\t=\t2\t3\tb", "2\t1\tkpnum", ""},
		{"1\t=\t0", "2\t1\tklen", ""},
		{"1\t=", "2\t1\tklen", ""},
		{"1", "2\t1\top", ""},
		{"1\t==\t1\t3", "2\t1\top", ""},
		{"1\t!\t1\t3", "2\t1\top", ""},
		{"1\t=>\t1\t3", "2\t1\top", ""},
		{"1\tS\t1\t3", "2\t1\tnotimpl", ""},
		{"1\tS\t0", "2\t1\tklen", ""},
		{"9\t=\t1\t3", "2\t1\tstmtnum", ""},
		{"0\t=\t1\t3", "2\t1\tstmtnum", ""},
		{"0\t=\t1\t3\t1\t0\tF\t=\t0\t1", "2\t1\tfilterfld", ""}, // parse errors come first
		{"0\t=\t1\t3\t1\t0\t@\t0\t0", "2\t1\tinvalueslen", ""},
		{"9\t=\t1\t3\t1\t0\t@\t0\t0", "2\t1\tstmtnum", ""},
		{"1\t=\t1\t3\t1\t0\tX\t3", "2\t1\tmodop", ""},
		{"1\t=\t1\t3\t1\t0\t\x01", "2\t1\tmodop", ""},
		{"1\t=\t1\t3\t1\t0\t\t3", "0\t2\t3\tb", ""}, // an empty modifier is none
		{"A\t2\tx", "3\t1\tauthtype", ""},
		{"A\t11\tx", "3\t1\tauthtype", ""},
		{"1\t=\t1\t3", "0\t2\t3\tb", ""},
	})
	if e.secretW != "" { // A with a wrong secret would end this session
		return
	}
	e.run(e.write(), []step{
		{"A\t1\tx", "3\t1\tunauth", ""}, // no secret configured: harmless
		{"P\t1\thstest\tt\tPRIMARY\tid", "0\t1", ""},
	})
}

func TestReadPortIsReadOnly(t *testing.T) {
	e := setupT(t, Config{})
	e.run(e.read(), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"1\t+\t4\t9\tq\tq\t9", "2\t1\treadonly", ""},
		{"1\t+\t0", "2\t1\tklen", ""},
		{"1\t=\t1\t3\t1\t0\tU\t3\tq", "2\t1\treadonly", ""},
		{"1\t=\t1\t3\t1\t0\tD", "2\t1\treadonly", ""},
		{"1\t=\t1\t3\t1\t0\t+?\t1", "2\t1\treadonly", ""},
		{"1\t=\t1\t3\t1\t0\tX\t3\tq", "2\t1\treadonly", ""},
		{"1\t=\t1\t3", "0\t4\t3\tb\tz\t-5", ""},
		{"1\t=\t1\t9", "0\t4", ""},
	})
}

func TestModify(t *testing.T) {
	e := setupT(t, Config{})
	e.run(e.write(), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"1\t+\t4\t10\tk\tv\t1", "0\t1", ""},
		{"1\t+\t4\t10\tk\tv\t1", "1\t1\t121", ""},
		{"1\t+\t0", "2\t1\tklen", ""},
		{"1\t+\t2\t11", "0\t1", ""},                  // unnamed columns: '' and 0, not NULL
		{"1\t+\t6\t12\ta\tb\t3\tx\ty", "0\t1", ""},   // extra values are ignored
		{"1\t=\t1\t11\t1\t0", "0\t4\t11\t\t\t0", ""}, // the vlen'th value was missing: ""
		{"1\t=\t1\t10\t1\t0\tU?\t10\tk2\tv2\t5", "0\t4\t10\tk\tv\t1", ""},
		{"1\t=\t1\t10", "0\t4\t10\tk2\tv2\t5", ""},
		{"1\t=\t1\t10\t1\t0\tU\t10\tk3", "0\t1\t1", ""}, // missing values are ""
		{"1\t=\t1\t10", "0\t4\t10\tk3\t\t0", ""},
		{"1\t=\t1\t10\t1\t0\tU\t10\tk3\t\x00\t\x00", "0\t1\t1", ""},
		{"1\t=\t1\t10", "0\t4\t10\tk3\t\x00\t\x00", ""},
		{"1\t=\t1\t10\t1\t0\tU\t10\tk3\tv3\t0", "0\t1\t1", ""},
		// + and - read every column as an integer, strings too.
		{"1\t=\t1\t10\t1\t0\t+\t0\t0\t0\t3", "0\t1\t1", ""},
		{"1\t=\t1\t10", "0\t4\t10\t0\t0\t3", ""},
		{"1\t=\t1\t10\t1\t0\t-?\t0\t0\t0\t10", "0\t4\t10\t0\t0\t3", ""}, // 3-10 flips the sign: unchanged
		{"1\t=\t1\t10\t1\t0\t-\t0\t0\t0\t10", "0\t1\t0", ""},
		{"1\t=\t1\t10\t1\t0\t-\t0\t0\t0\t1", "0\t1\t1", ""},
		{"1\t=\t1\t10", "0\t4\t10\t0\t0\t2", ""},
		{"1\t=\t1\t10\t1\t0\t+\t0\t\x00\t\x00\tabc", "0\t1\t1", ""}, // NULL operands skip; "abc" is 0
		{"1\t=\t1\t10\t1\t0\t-\t0\t\x00\t\x00\t2", "0\t1\t1", ""},
		{"1\t=\t1\t10\t1\t0\t-\t0\t\x00\t\x00\t3", "0\t1\t1", ""}, // 0 may go negative
		{"1\t=\t1\t10", "0\t4\t10\t0\t0\t-3", ""},
		{"1\t=\t1\t10\t1\t0\t+\t0\t\x00\t\x00\t-2x", "0\t1\t1", ""},
		{"1\t=\t1\t10", "0\t4\t10\t0\t0\t-5", ""},
		{"1\t=\t1\t10\t1\t0\t+?\t0\t\x00\t\x00\t+6", "0\t4\t10\t0\t0\t-5", ""},
		{"1\t=\t1\t10", "0\t4\t10\t0\t0\t1", ""},
		{"1\t=\t1\t10\t1\t0\tUx\t10\tk3\tv3\t1", "0\t1\t1", ""},
		{"1\t=\t1\t10\t1\t0\tX\t10", "2\t1\tmodop", ""},
		{"1\t=\t1\t12\t1\t0\tD?", "0\t4\t12\ta\tb\t3", ""},
		{"1\t=\t1\t12\t1\t0\tD", "0\t1\t0", ""},
		{"1\t=\t1\t12\t1\t0\tD?", "0\t4", ""},
		{"1\t=\t1\t99\t1\t0\tD", "0\t1\t0", ""},
		{"1\t>=\t1\t10\t10\t0\tD", "0\t1\t2", ""},
		{"1\t>=\t1\t10\t10\t0", "0\t4", ""},
		// A modification that fails answers the error.
		{"1\t=\t1\t2\t1\t0\tU\t3", "1\t1\t121", ""},
		{"1\t=\t1\t2", "0\t4\t2\tb\ty\t20", ""},
	})
}

func TestModifyWithIndexes(t *testing.T) {
	e := setupT(t, Config{})
	e.run(e.write(), []step{
		{"P\t1\thstest\tt\tkk\tk,n\tn", "0\t1", ""},
		{"1\t=\t1\tb\t10\t0\t+\t\x00\t1", "0\t1\t2", ""},
		{"1\t=\t1\tb\t10\t0", "0\t2\tb\t21\tb\t-4", ""},
		{"1\t=\t1\tb\t10\t0\tF\t>\t0\t0\tU?\tbb\t7", "0\t2\tb\t21", ""},
		{"1\t=\t1\tbb\t10\t0", "0\t2\tbb\t7", ""},
		{"1\t=\t1\tb\t10\t0", "0\t2\tb\t-4", ""},
		{"1\t>=\t1\ta\t10\t0\t@\t0\t2\ta\td\tD", "0\t1\t2", ""},
		{"1\t>=\t1\ta\t10\t0", "0\t2\tb\t-4\tbb\t7\tc\t\x00", ""},
		{"P\t2\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"2\t>=\t1\t0\t10\t0", "0\t4\t2\tbb\ty\t7\t3\tb\tz\t-4\t4\tc\t\x00\t\x00", ""},
	})
}

var specAI = tableSpec{
	name: "ai",
	cols: []col{
		{name: "id", sqlType: "BIGINT", typ: types.Int64, autoInc: true},
		{name: "v", sqlType: "VARCHAR(20) " + utf8bin, typ: varchar(20)},
		{name: "n", sqlType: "INT", typ: types.Int32, dflt: int32(7)},
		{name: "m", sqlType: "INT", typ: types.Int32, null: true},
	},
	pk: []string{"id"},
}

// test13/test18: inserts return the AUTO_INCREMENT id; columns the index
// does not name get their default, or their type's zero value, not NULL.
func TestAutoIncrement(t *testing.T) {
	e := newEnv(t, Config{})
	e.create(specAI)
	// One batch each: InnoDB reserves AUTO_INCREMENT values per statement,
	// and the plugin's statement is the batch, so pipelined inserts leave
	// gaps there.
	e.runEach(e.write(), []step{
		{"P\t2\thstest\tai\tPRIMARY\tv", "0\t1", ""},
		{"2\t+\t1\tfoo", "0\t1\t1", ""},
		{"2\t+\t1\tbar", "0\t1\t2", ""},
		{"P\t3\thstest\tai\tPRIMARY\tid,v", "0\t1", ""},
		{"3\t+\t2\t0\tqux", "0\t1\t3", ""},
		{"3\t+\t2\t\x00\tnul", "0\t1\t4", ""},
		{"3\t+\t1\t\x00", "0\t1\t5", ""}, // NOT NULL v: set_null is a no-op, '' stays
		{"3\t>=\t1\t0\t10\t0", "0\t2\t1\tfoo\t2\tbar\t3\tqux\t4\tnul\t5\t", ""},
		{"P\t4\thstest\tai\tPRIMARY\tn,m", "0\t1", ""},
		{"4\t>=\t1\t0\t10\t0", "0\t2\t7\t0\t7\t0\t7\t0\t7\t0\t7\t0", ""},
		{"4\t+\t2\t\x00\t\x00", "0\t1\t6", ""}, // NULL into NOT NULL n keeps its default
		{"P\t5\thstest\tai\tPRIMARY\tid,n,m", "0\t1", ""},
		{"5\t=\t1\t6", "0\t3\t6\t7\t\x00", ""},
	})
}

// test24 (issue #78): a row that names its own id is inserted and answers
// id 0. MariaDB 10.11's plugin refuses it with HA_ERR_AUTOINC_ERANGE.
func TestAutoIncrementExplicitID(t *testing.T) {
	e := newEnv(t, Config{})
	e.create(specAI)
	e.run(e.write(), []step{
		{"P\t3\thstest\tai\tPRIMARY\tid,v", "0\t1", ""},
		{"3\t+\t2\t321\tbaz", "0\t1\t0", "1\t1\t167"},
		{"3\t+\t2\t0\tqux", "0\t1\t322", "0\t1\t1"},
		{"3\t+\t2\t321\tdup", "1\t1\t121", "1\t1\t167"},
		{"3\t>=\t1\t0\t10\t0", "0\t2\t321\tbaz\t322\tqux", "0\t2\t1\tqux"},
	})
}

// test03/test04: every byte value, bare and between other bytes, and the
// escaping corner cases: a bad escape silently truncates the value.
func TestBinaryClean(t *testing.T) {
	e := newEnv(t, Config{})
	// Both tables up front: DDL on a table the plugin has open waits for
	// its connections to close.
	e.create(tableSpec{
		name: "bin2",
		cols: []col{
			{name: "k", sqlType: "VARBINARY(16)", typ: varbinary(16)},
			{name: "v", sqlType: "VARBINARY(16)", typ: varbinary(16), null: true},
		},
		pk: []string{"k"},
	}, tableSpec{
		name: "bin",
		cols: []col{
			{name: "k", sqlType: "VARBINARY(16)", typ: varbinary(16)},
			{name: "v", sqlType: "VARBINARY(16)", typ: varbinary(16), null: true},
			{name: "n", sqlType: "INT", typ: types.Int32, null: true},
		},
		pk: []string{"k"},
	})
	h := e.write()
	e.run(h, []step{{"P\t1\thstest\tbin\tPRIMARY\tk,v,n", "0\t1", ""}})
	var steps []step
	for b := 0; b < 256; b++ {
		v := string(AppendEscaped(nil, []byte{byte(b)}))
		av := string(AppendEscaped(nil, []byte{'a', byte(b), 'a'}))
		steps = append(steps,
			step{fmt.Sprintf("1\t+\t3\t%s\t%s\t%d", v, av, b), "0\t1", ""})
	}
	e.run(h, steps)
	steps = steps[:0]
	for b := 0; b < 256; b++ {
		v := string(AppendEscaped(nil, []byte{byte(b)}))
		av := string(AppendEscaped(nil, []byte{'a', byte(b), 'a'}))
		steps = append(steps, step{"1\t=\t1\t" + v, fmt.Sprintf("0\t3\t%s\t%s\t%d", v, av, b), ""})
	}
	e.run(h, steps)
	e.run(h, []step{
		{"P\t1\thstest\tbin2\tPRIMARY\tk,v", "0\t1", ""},
		{"1\t+\t2\tk1\tab\x01\x20cd", "0\t1", ""}, // 0x01 then a byte below 0x40
		{"1\t+\t2\tk2\tab\x01", "0\t1", ""},       // 0x01 last
		{"1\t+\t2\tk3\t\x01\x40\x01\x4f\x10\xff", "0\t1", ""},
		{"1\t+\t2\tk4\t\x01\x41\x01\x3f", "0\t1", ""},
		{"1\t+\t2\tk5\t\x00", "0\t1", ""},
		{"1\t+\t2\tk6\t", "0\t1", ""},
		{"1\t+\t2\tk7\tx\r", "0\t1", ""}, // CR LF ends a line too
		{"1\t+\t2\tk8\t\x00\x00", "0\t1", ""},
		{"1\t>=\t1\tk\t10\t0", "0\t2\tk1\tab\tk2\tab\tk3\t\x01@\x01O\x10\xff\tk4\t\x01A\tk5\t\x00\tk6\t\tk7\tx\tk8\t\x01@\x01@", ""},
	})
	if e.external { // the same bytes through SQL
		got := e.query("SELECT COUNT(*), SUM(LENGTH(v)), SUM(HEX(v) = CONCAT('61', HEX(k), '61')) FROM hstest.bin")
		if got != "256\t768\t256\n" {
			t.Errorf("bin through SQL: %q", got)
		}
		got = e.query("SELECT k, COALESCE(HEX(v), 'NULL') FROM hstest.bin2 ORDER BY k")
		if got != "k1\t6162\nk2\t6162\nk3\t000F10FF\nk4\t01\nk5\tNULL\nk6\t\nk7\t78\nk8\t0000\n" {
			t.Errorf("bin2 through SQL: %q", got)
		}
	}
}

// test10 and test05/07: NULLs in, out, and back.
func TestNulls(t *testing.T) {
	e := setupT(t, Config{})
	e.run(e.write(), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"1\t+\t4\t20\t\x00\t\x00\t\x00", "0\t1", ""},
		{"1\t=\t1\t20", "0\t4\t20\t\x00\t\x00\t\x00", ""},
		{"1\t=\t1\t20\t1\t0\tU\t20\tk\t\x00\t1", "0\t1\t1", ""},
		{"1\t=\t1\t20", "0\t4\t20\tk\t\x00\t1", ""},
		{"1\t=\t1\t20\t1\t0\tU\t20\t\x00\tv\t\x00", "0\t1\t1", ""},
		{"1\t=\t1\t20", "0\t4\t20\t\x00\tv\t\x00", ""},
		{"P\t2\thstest\tt\tkk\tid,v", "0\t1", ""},
		{"2\t=\t1\t\x00\t10\t0", "0\t2\t20\tv", ""},
		{"2\t<=\t1\t\x00\t10\t0", "0\t2\t20\tv", ""},
		{"2\t>\t1\t\x00\t2\t0", "0\t2\t1\tx\t2\ty", ""},
		{"1\t=\t1\t\x00", "0\t4", ""},
	})
	if e.external {
		if got := e.query("SELECT id, k IS NULL, v, n IS NULL FROM hstest.t WHERE id = 20"); got != "20\t1\tv\t1\n" {
			t.Errorf("through SQL: %q", got)
		}
	}
}

// test09 and test13: pipelined writes and reads see each other in order.
func TestPipelining(t *testing.T) {
	e := setupT(t, Config{})
	steps := []step{
		{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"1\t=\t1\t1\t1\t0\tD", "0\t1\t1", ""},
		{"1\t=\t1\t1", "0\t4", ""},
		{"1\t+\t4\t1\tA\tX\t100", "0\t1", ""},
		{"1\t=\t1\t1", "0\t4\t1\tA\tX\t100", ""},
		{"1\t=\t1\t1\t1\t0\tU\t1\tAA\tXX\t101", "0\t1\t1", ""},
		{"1\t=\t1\t1", "0\t4\t1\tAA\tXX\t101", ""},
	}
	for i := 30; i < 130; i++ {
		steps = append(steps, step{fmt.Sprintf("1\t+\t4\t%d\tk%d\tv\t%d", i, i, i), "0\t1", ""})
	}
	steps = append(steps, step{"1\t>=\t1\t128\t10\t0", "0\t4\t128\tk128\tv\t128\t129\tk129\tv\t129", ""})
	e.run(e.write(), steps)
	e.run(e.read(), []step{
		{"P\t1\thstest\tt\tPRIMARY\tid,k,v,n", "0\t1", ""},
		{"1\t=\t1\t1", "0\t4\t1\tAA\tXX\t101", ""},
		{"1\t>=\t1\t129\t10\t0", "0\t4\t129\tk129\tv\t129", ""},
	})
	if e.external {
		if got := e.query("SELECT COUNT(*) FROM hstest.t WHERE id BETWEEN 30 AND 129"); strings.TrimSpace(got) != "100" {
			t.Errorf("rows through SQL: %q", got)
		}
	}
}

// test20: opening a missing table fails, and works once it exists.
func TestOpenAfterCreate(t *testing.T) {
	e := newEnv(t, Config{})
	if e.external {
		e.sql("DROP TABLE IF EXISTS hstest.late")
	} else {
		e.res.drop(testDB, "late")
	}
	h := e.write()
	e.run(h, []step{{"P\t1\thstest\tlate\tPRIMARY\tid", "1\t1\topen_table", ""}})
	if e.peer {
		// MariaDB 10.11's plugin keeps a metadata lock after the failed
		// open until the connection closes (what test20 guards against),
		// and CREATE TABLE would wait for it.
		h.c.Close()
		time.Sleep(1500 * time.Millisecond)
		h = e.write()
	}
	e.create(tableSpec{name: "late", cols: []col{{name: "id", sqlType: "INT", typ: types.Int32}}, pk: []string{"id"}})
	e.run(h, []step{
		{"P\t1\thstest\tlate\tPRIMARY\tid", "0\t1", ""},
		{"1\t+\t1\t7", "0\t1", ""},
		{"1\t=\t1\t7", "0\t1\t7", ""},
	})
}

// test12: F and W filters over a composite primary key.
func TestCompositeKeyFilters(t *testing.T) {
	e := newEnv(t, Config{})
	e.create(tableSpec{
		name: "ck",
		cols: []col{
			{name: "k1", sqlType: "INT", typ: types.Int32},
			{name: "k2", sqlType: "VARCHAR(8) " + utf8bin, typ: varchar(8)},
			{name: "v", sqlType: "VARCHAR(8) " + utf8bin, typ: varchar(8), null: true},
		},
		pk: []string{"k1", "k2"},
	})
	h := e.write()
	steps := []step{{"P\t1\thstest\tck\tPRIMARY\tk1,k2,v\tk1,k2,v", "0\t1", ""}}
	for i := 1; i <= 3; i++ {
		for j := 1; j <= 3; j++ {
			steps = append(steps, step{fmt.Sprintf("1\t+\t3\t%d\tk%d_%d\tv%d", i, i, j, j), "0\t1", ""})
		}
	}
	e.run(h, steps)
	e.run(h, []step{
		{"1\t=\t1\t2\t10\t0", "0\t3\t2\tk2_1\tv1\t2\tk2_2\tv2\t2\tk2_3\tv3", ""},
		{"1\t=\t2\t2\tk2_2", "0\t3\t2\tk2_2\tv2", ""},
		{"1\t>=\t2\t2\t\t1000\t0\tF\t=\t1\tk2_2", "0\t3\t2\tk2_2\tv2", ""},
		{"1\t>=\t2\t2\t\t1000\t0\tW\t=\t0\t2", "0\t3\t2\tk2_1\tv1\t2\tk2_2\tv2\t2\tk2_3\tv3", ""},
		{"1\t>=\t1\t1\t1000\t0\tF\t!=\t2\tv2\tW\t<\t0\t3", "0\t3\t1\tk1_1\tv1\t1\tk1_3\tv3\t2\tk2_1\tv1\t2\tk2_3\tv3", ""},
		{"1\t<\t2\t3\tk3_2\t1000\t0\tF\t>=\t2\tv2", "0\t3\t2\tk2_3\tv3\t2\tk2_2\tv2\t1\tk1_3\tv3\t1\tk1_2\tv2", ""},
		// test21-23: IN (each value's first row), with a filter, with U.
		{"1\t=\t1\t9\t10\t0\t@\t0\t4\t3\t9\t1\t2", "0\t3\t3\tk3_1\tv1\t1\tk1_1\tv1\t2\tk2_1\tv1", ""},
		{"1\t=\t1\t2\t10\t1\t@\t0\t3\t1\t2\t3\tF\t=\t2\tv1\tU?\t\x00\t\x00\tx", "0\t3\t2\tk2_1\tv1\t3\tk3_1\tv1", ""},
		{"1\t=\t1\t3\t10\t0", "0\t3\t3\tk3_1\tx\t3\tk3_2\tv2\t3\tk3_3\tv3", ""},
		{"1\t=\t1\t2\t10\t0\t@\t0\t3\t1\t2\t3\tF\t=\t2\tv1\tU\t\x00\t\x00\ty", "0\t1\t1", ""},
		{"1\t=\t1\t1\t10\t0", "0\t3\t1\tk1_1\ty\t1\tk1_2\tv2\t1\tk1_3\tv3", ""},
	})
}

// test15-17: integer, floating, temporal and prefix keys, looked up by
// their text.
func TestTypedKeys(t *testing.T) {
	e := newEnv(t, Config{})
	e.create(tableSpec{
		name: "tk",
		cols: []col{
			{name: "id", sqlType: "INT", typ: types.Int32},
			{name: "tu", sqlType: "TINYINT UNSIGNED", typ: types.Uint8},
			{name: "bu", sqlType: "BIGINT UNSIGNED", typ: types.Uint64},
			{name: "d", sqlType: "DOUBLE", typ: types.Float64},
			{name: "dt", sqlType: "DATE", typ: types.Date},
			{name: "dtt", sqlType: "DATETIME", typ: types.Datetime},
			{name: "tm", sqlType: "TIME", typ: types.Time},
			{name: "s", sqlType: "VARCHAR(32) " + utf8bin, typ: varchar(32)},
			{name: "tx", sqlType: "TEXT " + utf8bin, typ: types.Text},
		},
		pk: []string{"id"},
		index: []index{
			{name: "i_tu", cols: []string{"tu"}}, {name: "i_bu", cols: []string{"bu"}},
			{name: "i_d", cols: []string{"d"}}, {name: "i_dt", cols: []string{"dt"}},
			{name: "i_dtt", cols: []string{"dtt"}}, {name: "i_tm", cols: []string{"tm"}},
			{name: "i_s", cols: []string{"s(4)"}}, {name: "i_tx", cols: []string{"tx(4)"}},
		},
	})
	h := e.write()
	e.run(h, []step{
		{"P\t1\thstest\ttk\tPRIMARY\tid,tu,bu,d,dt,dtt,tm,s,tx", "0\t1", ""},
		{"1\t+\t9\t1\t0\t18446744073709551615\t1.5\t2020-01-02\t2020-01-02 10:00:00\t12:00:00\tabcdef\tlong text one", "0\t1", ""},
		{"1\t+\t9\t2\t255\t0\t2.25\t2019-12-31\t2019-12-31 23:59:59\t-01:00:00\tabcdzz\tlong text two", "0\t1", ""},
		{"1\t+\t9\t3\t7\t42\t-3\t2020-01-01\t2020-01-01 00:00:00\t23:59:59\tabce\tlonely", "0\t1", ""},
	})
	var steps []step
	for i, ix := range []string{"i_tu", "i_bu", "i_d", "i_dt", "i_dtt", "i_tm", "i_s", "i_tx"} {
		steps = append(steps, step{fmt.Sprintf("P\t%d\thstest\ttk\t%s\tid", 10+i, ix), "0\t1", ""})
	}
	e.run(h, append(steps,
		step{"10\t=\t1\t7", "0\t1\t3", ""},
		step{"10\t=\t1\t300", "0\t1\t2", ""}, // stored as TINYINT UNSIGNED: 255
		step{"10\t>=\t1\t1\t10\t0", "0\t1\t3\t2", ""},
		step{"11\t=\t1\t18446744073709551615", "0\t1\t1", ""},
		step{"11\t<\t1\t100\t10\t0", "0\t1\t3\t2", ""},
		step{"12\t=\t1\t2.25", "0\t1\t2", ""},
		step{"12\t>=\t1\t0\t10\t0", "0\t1\t1\t2", ""},
		step{"12\t<\t1\t1.5\t10\t0", "0\t1\t3", ""},
		step{"13\t=\t1\t2020-01-01", "0\t1\t3", ""},
		step{"13\t>=\t1\t2020-01-01\t10\t0", "0\t1\t3\t1", ""},
		step{"13\t<\t1\t20200101\t10\t0", "0\t1\t2", ""},
		step{"14\t=\t1\t2019-12-31 23:59:59", "0\t1\t2", ""},
		step{"14\t>\t1\t2020-01-01\t10\t0", "0\t1\t1", ""},
		step{"15\t=\t1\t-01:00:00", "0\t1\t2", ""},
		step{"15\t>=\t1\t12:00:00\t10\t0", "0\t1\t1\t3", ""},
		// A prefix key compares only the prefix, as the plugin's key does.
		step{"16\t=\t1\tabcdQQ\t10\t0", "0\t1\t1\t2", ""},
		step{"16\t>\t1\tabcd\t10\t0", "0\t1\t3", ""},
		step{"17\t=\t1\tlong\t10\t0", "0\t1\t1\t2", ""},
		step{"17\t=\t1\tlonX\t10\t0", "0\t1", ""},
		step{"P\t1\thstest\ttk\tPRIMARY\tid,tu,bu,d,dt,dtt,tm,s,tx", "0\t1", ""},
		step{"1\t=\t1\t2", "0\t9\t2\t255\t0\t2.25\t2019-12-31\t2019-12-31 23:59:59\t-01:00:00\tabcdzz\tlong text two", ""},
	))
}

// The conversations again with the tables in BTREE (bbolt) instead of
// MEMORY.
func TestOnBTREE(t *testing.T) {
	inProcess(t)
	defer func(f func(testing.TB) engines.Engine) { testEngine = f }(testEngine)
	testEngine = btreeEngine
	for _, c := range []struct {
		name string
		f    func(*testing.T)
	}{
		{"FindPrimary", TestFindPrimary}, {"FindSecondary", TestFindSecondary},
		{"InAndFilters", TestInAndFilters}, {"RequestErrors", TestRequestErrors},
		{"ReadPortIsReadOnly", TestReadPortIsReadOnly}, {"Modify", TestModify},
		{"ModifyWithIndexes", TestModifyWithIndexes}, {"AutoIncrement", TestAutoIncrement},
		{"AutoIncrementExplicitID", TestAutoIncrementExplicitID}, {"BinaryClean", TestBinaryClean},
		{"Nulls", TestNulls}, {"Pipelining", TestPipelining}, {"CompositeKeyFilters", TestCompositeKeyFilters},
		{"TypedKeys", TestTypedKeys}, {"Types", TestTypes}, {"Client", TestClient},
		{"ConcurrentIncrements", TestConcurrentIncrements}, {"InsertEvaluatesDefaults", TestInsertEvaluatesDefaults},
		{"PluginDetails", TestPluginDetails},
	} {
		t.Run(c.name, c.f)
	}
}

// Details TestAgainstMariaDB found, pinned here for every run: how the
// plugin numbers keys, reads NULL keys, empty trailing tokens, names with
// NUL bytes, long value counts, odd filter operators, and columns named
// twice.
func TestPluginDetails(t *testing.T) {
	e := newEnv(t, Config{})
	e.create(tableSpec{
		name: "tu",
		cols: []col{
			{name: "id", sqlType: "INT", typ: types.Int32},
			{name: "k", sqlType: "VARCHAR(8) " + utf8bin, typ: varchar(8)},
			{name: "u", sqlType: "INT", typ: types.Int32, null: true},
			{name: "n", sqlType: "INT", typ: types.Int32, null: true},
		},
		pk:    []string{"id"},
		index: []index{{name: "kk", cols: []string{"k"}}, {name: "uu", cols: []string{"u"}, unique: true}},
	})
	e.run(e.write(), []step{
		{"P\t1\thstest\ttu\tPRIMARY\tid,k,u,n", "0\t1", ""},
		{"1\t+\t4\t1\ta\t10\t5", "0\t1", ""},
		{"1\t+\t4\t2\t\t20\t\x00", "0\t1", ""},
		// Keys are numbered as MySQL numbers them: PRIMARY, then unique
		// keys, then the others, whatever the order they were declared in.
		{"P\t2\thstest\ttu\t1\tid", "0\t1", ""},
		{"2\t=\t1\t20", "0\t1\t2", ""},
		{"P\t3\thstest\ttu\t2\tid", "0\t1", ""},
		{"3\t=\t1\ta", "0\t1\t1", ""},
		// NULL as a key value on a NOT NULL column finds "".
		{"3\t=\t1\t\x00", "0\t1\t2", ""},
		// A line ending in a tab ends with an empty value: here the IN
		// list's second one.
		{"3\t=\t1\ta\t10\t0\t@\t0\t2\tzz\t", "0\t1\t2", ""},
		// Names end at a NUL byte, as C strings.
		{"P\t4\thstest\x00x\ttu\x00x\tkk\x00x\tid\x00x\tn\x00", "0\t1", ""},
		{"4\t=\t1\ta\t1\t0\tF\t=\t0\t5", "0\t1\t1", ""},
		// More than 32 key or insert values: fldnum, before anything else
		// but an id past the highest one opened.
		{"1\t=\t32\t1", "2\t1\tkpnum", ""},
		{"1\t=\t33\t1", "2\t1\tfldnum", ""},
		{"1\t+\t33\t1", "2\t1\tfldnum", ""},
		{"0\tx\t4294967295\t1\t1\t0\t@\t0\t0", "2\t1\tfldnum", ""},
		{"9\t=\t33\t1", "2\t1\tstmtnum", ""},
		// Filter operators: unknown ones of one character, or of two
		// ending in '=', never hold; any other length always holds.
		{"P\t5\thstest\ttu\tPRIMARY\tid\tn", "0\t1", ""},
		{"5\t>=\t1\t0\t10\t0\tF\tx\t0\t5", "0\t1", ""},
		{"5\t>=\t1\t0\t10\t0\tF\t==\t0\t5", "0\t1", ""},
		{"5\t>=\t1\t0\t10\t0\tF\t<>\t0\t5", "0\t1\t1\t2", ""},
		{"5\t>=\t1\t0\t10\t0\tF\tabc\t0\t5", "0\t1\t1\t2", ""},
		{"5\t>=\t1\t0\t10\t0\tF", "0\t1\t1\t2", ""},
		// + and - move a column named twice twice.
		{"P\t6\thstest\ttu\tPRIMARY\tn,n", "0\t1", ""},
		{"6\t=\t1\t1\t1\t0\t+\t2\t3", "0\t1\t1", ""},
		{"1\t=\t1\t1", "0\t4\t1\ta\t10\t10", ""},
		// An insert leaves a column named twice NULL if either value is;
		// U takes the last value.
		{"P\t7\thstest\ttu\tPRIMARY\tid,u,n,n", "0\t1", ""},
		{"7\t+\t4\t3\t30\t\x00\t4", "0\t1", ""},
		{"7\t+\t4\t4\t40\t5\t\x00", "0\t1", ""},
		{"7\t+\t4\t5\t50\t5\t6", "0\t1", ""},
		{"1\t>=\t1\t3\t3\t0", "0\t4\t3\t\t30\t\x00\t4\t\t40\t\x00\t5\t\t50\t6", ""},
		{"7\t=\t1\t3\t1\t0\tU\t3\t30\t\x00\t7", "0\t1\t1", ""},
		{"7\t=\t1\t4\t1\t0\tU\t4\t40\t7\t\x00", "0\t1\t1", ""},
		{"1\t>=\t1\t3\t2\t0", "0\t4\t3\t\t30\t7\t4\t\t40\t\x00", ""},
		// Each byte that starts no valid character of a utf8 column is '?'.
		{"1\t+\t4\t6\tok\xffno\xc3\t60", "0\t1", ""},
		{"1\t+\t4\t7\t\xe9\xf0\x9f\x98\x80\t70", "0\t1", ""},
		{"1\t>=\t1\t6\t2\t0", "0\t4\t6\tok?no?\t60\t0\t7\t?\xf0\x9f\x98\x80\t70\t0", ""}, // n: the missing value ""
	})
}
