package enginetest_test

import (
	"flag"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"handlerd/engines"
)

// Every skipped test needs a reason. handlerd's deliberate differences
// from go-mysql-server's reference tables are adapted in the harness
// instead where the rest of the result can still be compared (SHOW CREATE
// TABLE's ENGINE=, see queryEngine).

// skipsAll maps a query, script statement or script name, as
// go-mysql-server passes it to SkipQueryTest (compared in lower case), to
// the reason it is skipped on every engine. A skipped setup statement
// skips its whole script.
var skipsAll = map[string]string{
	// Group Concat Queries: GROUP_CONCAT without its own ORDER BY over a
	// table without a primary key. The statement's ORDER BY sorts the one
	// result row, so the concatenation order is unspecified in SQL; MySQL
	// happens to return InnoDB's insertion order (hidden row id), handlerd
	// stores keyless rows under a hash of the row (so UPDATE and DELETE
	// find them without a scan) and returns them in that order.
	"SELECT group_concat(`attribute`) FROM t where o_id=2 order by attribute":            keylessOrder,
	"SELECT group_concat(attribute separator '') FROM t WHERE o_id=2 ORDER BY attribute": keylessOrder,

	// Compares NOW() (the statement's start) with SYSDATE() (the time of
	// evaluation) to the second: it fails whenever planning the statement
	// crosses a second boundary, which happens on a loaded 2-core machine
	// running the test packages in parallel. Not about storage.
	"select now() = sysdate(), sleep(0.5), now(6) < sysdate(6);": "timing-dependent: NOW() = SYSDATE() to the second fails when planning crosses a second boundary",

	// Deliberate differences: handlerd reports its own engines (issue 2
	// asks for the real engine in SHOW ENGINES, information_schema and
	// SHOW TABLE STATUS); the expectations hardcode InnoDB.
	"SHOW ENGINES": realEngines,
	"SELECT * FROM information_schema.ENGINES ORDER BY engine": realEngines,
	"SELECT table_catalog, table_schema, table_name, table_type, engine, version, row_format, table_rows,\n\t\t\t\tauto_increment, table_collation, checksum, create_options, table_comment\n\t\t\t\tFROM information_schema.tables where table_schema = 'mydb' order by table_name": realEngines,
	"SHOW TABLE STATUS":                             realEnginesAndSizes,
	"SHOW TABLE STATUS FROM mydb":                   realEnginesAndSizes,
	"SHOW TABLE STATUS FROM mydb LIKE 'othertable'": realEnginesAndSizes,
	"SHOW TABLE STATUS LIKE '%table'":               realEnginesAndSizes,
	"SHOW TABLE STATUS WHERE Name = 'mytable'":      realEnginesAndSizes,

	// The setup's foreign key fk1 on fk_tbl (dropped: no foreign keys)
	// shows in these.
	"SHOW CREATE TABLE fk_TBL":           noFKSetup,
	"show columns from fk_tbl from mydb": noFKSetup,
	"SELECT * FROM information_schema.key_column_usage ORDER BY constraint_schema, table_name":  noFKSetup,
	"SELECT * FROM information_schema.referential_constraints where CONSTRAINT_SCHEMA = 'mydb'": noFKSetup,
	"SELECT * FROM information_schema.table_constraints ORDER BY table_name, constraint_type;":  noFKSetup,
	"SELECT * FROM information_schema.table_constraints_extensions where table_name = 'fk_tbl'": noFKSetup,

	// The result is right; the assertion also expects a plan without an
	// index, because go-mysql-server's reference tables keep a unique
	// index on a TEXT column without prefix as a hash, which cannot serve
	// ORDER BY. handlerd's keeps the whole values in order and can.
	"select t.col1 from t order by t.col1;": "plan check assumes a hashed TEXT index; handlerd's index is ordered and serves ORDER BY",

	// Aggregates with a column outside them and no GROUP BY: MySQL 8's
	// default sql_mode (ONLY_FULL_GROUP_BY) rejects these with 1140, and
	// so does handlerd (sqlhandler/groupby.go; corpus only-full-group-by);
	// the expectations are go-mysql-server's, which answers them.
	"SELECT pk1, SUM(c1) FROM two_pk":                                                     onlyFullGroupBy,
	"SELECT pk1, SUM(c1) FROM two_pk WHERE pk1 = 0":                                       onlyFullGroupBy,
	"SELECT count(*), i, concat(i, i), 123, 'abc', concat('abc', 'def') FROM emptytable;": onlyFullGroupBy,

	// A procedure's cursor: go-mysql-server builds the cursor's query at
	// OPEN but reads the table only at the first FETCH, so an UPDATE in
	// between is seen. handlerd reads the state of the FETCH's statement.
	"FETCH captures state at OPEN": "cursor reads the table at its first FETCH, not at OPEN (go-mysql-server opens the table scan lazily)",
}

const (
	realEngines         = "handlerd reports its real engines (BTREE, MEMORY, S3) where the expectations hardcode InnoDB"
	realEnginesAndSizes = realEngines + "; Data_length and Avg_row_length are handlerd's estimates (kv.table.DataLength), which the expectations do not know"
	noFKSetup           = "shows the setup's foreign key, which handlerd cannot create (no foreign keys)"
)

const onlyFullGroupBy = "MySQL 8 rejects it under ONLY_FULL_GROUP_BY (1140: nonaggregated column without GROUP BY), as handlerd does; the expectation is go-mysql-server's answer"

const keylessOrder = "order of rows in a table without a primary key: unspecified in SQL; handlerd returns hash order, not insertion order"

// skipsByEngine adds entries for one engine.
var skipsByEngine = map[string]map[string]string{
	engines.MEMORY: {},
	engines.BTREE:  {},
}

func skipsFor(engine string) map[string]string {
	out := map[string]string{}
	for k, v := range skipsAll {
		out[strings.ToLower(k)] = v
	}
	for k, v := range skipsByEngine[engine] {
		out[strings.ToLower(k)] = v
	}
	return out
}

// skipRule skips every statement matching a pattern: features handlerd
// does not have at all.
type skipRule struct {
	reason string
	match  func(q string) bool
}

var skipRules = []skipRule{
	{
		reason: "foreign keys: handlerd's tables do not implement sql.ForeignKeyTable",
		match: func(q string) bool {
			return strings.Contains(q, "foreign key") || strings.Contains(q, " references ")
		},
	},
	{
		reason: "events: handlerd has no event scheduler, so it does not accept CREATE EVENT (its databases are not sql.EventDatabase)",
		match: func(q string) bool {
			q = stripComments(q)
			for _, p := range []string{"create event", "show create event", "drop event", "alter event", "show events"} {
				if strings.HasPrefix(q, p) {
					return true
				}
			}
			return false
		},
	},
}

// stripComments drops leading /* ... */ comments (transaction tests name
// their client in one).
func stripComments(q string) string {
	q = strings.TrimSpace(q)
	for strings.HasPrefix(q, "/*") {
		end := strings.Index(q, "*/")
		if end < 0 {
			return q
		}
		q = strings.TrimSpace(q[end+2:])
	}
	return q
}

// unskippable are subtests go-mysql-server runs without asking
// SkipQueryTest: subtest names of TestTruncateMemory and TestTruncateBtree,
// each with its reason. TestMain turns them into -test.skip, so they are
// not run (and so not counted). A -test.skip given on the command line
// replaces this list.
var unskippable = map[string]string{
	"Foreign_Key_References":                   "foreign keys: CREATE TABLE ... FOREIGN KEY fails (no sql.ForeignKeyTable); the subtest expects TRUNCATE to be refused because of the key",
	"Naked_DELETE_with_Foreign_Key_References": "foreign keys: as above; the subtest expects DELETE not to become TRUNCATE because of the key",
}

// noSkips (HANDLERD_ENGINETEST_NOSKIPS=1) runs everything the skip list
// would skip, to see what it hides.
var noSkips = os.Getenv("HANDLERD_ENGINETEST_NOSKIPS") != ""

func TestMain(m *testing.M) {
	flag.Parse()
	if s := flag.Lookup("test.skip"); s != nil && s.Value.String() == "" && !noSkips {
		var names []string
		for n := range unskippable {
			names = append(names, regexp.QuoteMeta(n))
		}
		sort.Strings(names)
		pat := "^TestTruncate(Memory|Btree)$/^(" + strings.Join(names, "|") + ")$"
		if err := flag.Set("test.skip", pat); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}
