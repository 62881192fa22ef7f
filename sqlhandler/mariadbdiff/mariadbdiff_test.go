// Package mariadbdiff runs one SQL corpus statement by statement against a
// real handlerd and a real MariaDB 10.11 and compares what a client sees:
// result rows, affected-row counts and insert ids, warnings (level and
// code) and error codes. A difference is a handlerd bug unless the
// statement is marked with one of the kept differences below, each of
// which says why handlerd answers differently on purpose.
//
// Every scenario runs twice on handlerd: with the default engine (BTREE)
// and with default_storage_engine=MEMORY; MariaDB uses InnoDB both times.
//
//	go test ./sqlhandler/mariadbdiff                       # everything (in make test)
//	go test ./sqlhandler/mariadbdiff -run 'Test/btree/int' # some scenarios
package mariadbdiff

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/internal/testserver"
)

// keptDifferences are the differences handlerd keeps on purpose. A corpus
// statement marked "-- kept: id" must differ (a kept difference that no
// longer shows is reported, so this list stays true).
var keptDifferences = map[string]string{
	"autoinc-exhausted": "an AUTO_INCREMENT column at its type's maximum: handlerd, like MySQL 8 with InnoDB, " +
		"tries the maximum again and fails with 1062 (duplicate entry); MariaDB fails with its own 167 " +
		"(out of range value for column).",
	"mariadb-json-check": "MariaDB's JSON is LONGTEXT with a JSON_VALID check, so invalid JSON fails with 4025 " +
		"(CONSTRAINT failed); MySQL 8, whose JSON is a real type, and handlerd fail with 3140 (invalid JSON text).",
	"mariadb-column-default": "MariaDB's information_schema.COLUMNS.COLUMN_DEFAULT is an SQL expression ('x' " +
		"quoted, NULL as the text NULL); MySQL 8's and handlerd's is the bare value (x, SQL NULL).",
	"engine-name": "handlerd's engines are BTREE, MEMORY and S3 (InnoDB/MyISAM/Aria are aliases of " +
		"BTREE); information_schema and SHOW print the canonical name where MariaDB prints InnoDB.",
	// ddl:
	"mysql8-not-null-in-place": "ALTER TABLE ... MODIFY c <same type> NOT NULL over a NULL: MySQL 8 changes " +
		"nullability in place and fails with 1138 (Invalid use of NULL value), as handlerd does; MariaDB copies " +
		"the table and fails with 1265 (data truncated). With a type change both copy and fail with 1265.",
	"mariadb-1366-sqlstate": "an invalid value for a column ('abc' for an INT) is 1366 everywhere, with SQLSTATE " +
		"HY000 in MySQL 8 and handlerd and 22007 in MariaDB.",
	// features:
	"mariadb-lead-default": "LEAD and LAG take a default value for rows beyond the partition as a third argument " +
		"in MySQL 8 and handlerd; MariaDB 10.11 has no third argument (error 1064).",
	"mariadb-rank-decimal": "PERCENT_RANK and CUME_DIST are DOUBLE in MySQL 8 and handlerd (0.2, " +
		"0.16666666666666666); MariaDB makes them DECIMAL with 10 digits (0.2000000000, 0.1666666667).",
	"mariadb-unknown-view": "DROP VIEW of a view that does not exist is MySQL 8's 1051 (Unknown table 'db.v'), " +
		"an error or with IF EXISTS a note, in handlerd too; MariaDB has its own 4092 (Unknown VIEW).",
	"mariadb-fk-default-rule": "a foreign key declared without ON DELETE / ON UPDATE shows NO ACTION as its rule in " +
		"information_schema.REFERENTIAL_CONSTRAINTS in MySQL 8 and handlerd; MariaDB shows RESTRICT (the same behaviour).",
	"mariadb-drop-parent": "DROP TABLE of a table other tables' foreign keys reference is MySQL 8's error 3730 (Cannot " +
		"drop table 'p' referenced by a foreign key constraint ...) in handlerd; MariaDB fails with 1451.",
	"mariadb-check-violated": "a row that fails a CHECK constraint is MySQL 8's 3819 (Check constraint 'c' is " +
		"violated.) in handlerd; MariaDB's is 4025 (CONSTRAINT `c` failed for `db`.`t`).",
	"mariadb-check-clause": "information_schema.CHECK_CONSTRAINTS.CHECK_CLAUSE: MariaDB writes the expression " +
		"as it prints SQL (`lo` <= `hi`); MySQL 8 and handlerd keep it parenthesized ((`lo` <= `hi`)).",
	"mariadb-generated-value": "an explicit value for a generated column is MySQL 8's error 3105 (The value " +
		"specified for generated column ... is not allowed.) in handlerd; MariaDB ignores the value with " +
		"warning 1906, or refuses it in strict mode with 1906 as an error.",
	"mysql8-regexp-like": "REGEXP_LIKE is a MySQL 8 function (handlerd has it); MariaDB 10.11 has REGEXP and " +
		"REGEXP_INSTR, REGEXP_SUBSTR, REGEXP_REPLACE but no REGEXP_LIKE (error 1305).",
	"call-affected-rows": "CALL's OK packet: handlerd reports the rows the procedure's last statement that " +
		"changed rows affected, and 0 after an EXIT handler ran (MySQL documents mysql_affected_rows after CALL as " +
		"the last statement's value; read, not run here); MariaDB 10.11 counts more (4 for a loop of four INSERTs, " +
		"1 for a handler's INSERT).",
	"mysql8-invalid-condition-number": "GET DIAGNOSTICS CONDITION n beyond the conditions there are is MySQL 8's " +
		"error 1758 (Invalid condition number) in handlerd (read in MySQL's manual, not run here); MariaDB " +
		"answers OK.",
	"partitions-not-applied": "PARTITION BY is parsed and not applied (a handlerd table is one B-tree), so naming " +
		"a partition (SELECT ... FROM t PARTITION (p0)) is MySQL's 1747 for a table without partitions; MariaDB " +
		"reads that partition.",
	"mysql8-duplicate-key-name": "a duplicate key's message (in SHOW WARNINGS or SHOW ERRORS) names the key as " +
		"MySQL 8 does, table.index (Duplicate entry '1' for key 'd.PRIMARY'); MariaDB names the index alone.",
	// statements:
	"mysql8-insert-alias": "INSERT ... VALUES (...) AS new ON DUPLICATE KEY UPDATE n = new.n is MySQL 8.0.19's " +
		"spelling of VALUES(n) (handlerd has it); MariaDB 10.11 has no row alias (error 1064).",
	"mariadb-log-warning": "LN, LOG, LOG2 and LOG10 of zero or a negative number are NULL with MySQL 8's warning " +
		"3020 (Invalid argument for logarithm) in handlerd; MariaDB gives 1365 (Division by 0).",
	"mysql8-json-operators": "column->path, column->>path and CAST(... AS JSON) are MySQL 8's (handlerd has them); " +
		"MariaDB 10.11 has neither (error 1064): its JSON is text.",
	"mariadb-json-key-order": "MySQL 8 keeps a JSON object's keys sorted (by length, then bytes), so JSON_KEYS lists " +
		"them so, as handlerd does; MariaDB keeps them in the order written.",
	"mariadb-json-text": "JSON_ARRAYAGG and JSON_OBJECTAGG give a JSON value that MySQL 8 and handlerd print in " +
		"their normal form ([\"ann\", \"bob\"]); MariaDB's are text without the spaces ([\"ann\",\"bob\"]).",
	"mysql8-default-generated": "information_schema.COLUMNS.EXTRA says DEFAULT_GENERATED for a column whose default is " +
		"an expression (CURRENT_TIMESTAMP) in MySQL 8 and handlerd; MariaDB leaves it empty.",
	"mariadb-variance-decimal": "STDDEV, VARIANCE and their _POP/_SAMP forms are DOUBLE in MySQL 8 and handlerd " +
		"(10.125); MariaDB makes them DECIMAL over a DECIMAL argument (10.125000).",
	"mysql8-show-index-columns": "SHOW INDEX has MySQL 8's 15 columns in handlerd, Visible and Expression last; " +
		"MariaDB 10.11 has 14, Ignored last.",
	"mysql8-uservar-assign-warning": "@var := expr inside a statement other than SET gives the same rows everywhere, " +
		"with MySQL 8's warning 1287 (the form is deprecated) in handlerd; MariaDB gives none.",
	"string-number-warning-count": "a string read as a number gives the same rows and values everywhere, but " +
		"handlerd warns 1292 each time it converts the string (once a row), and not for a string with trailing " +
		"spaces or in SUM, where MySQL and MariaDB convert a constant once and warn once. Not on purpose: the " +
		"warnings are not yet counted as MySQL counts them.",
	// migrations (18):
	"check-added-in-place": "ALTER TABLE ... ADD CONSTRAINT ... CHECK reports 0 affected rows in handlerd, which checks " +
		"the existing rows without rebuilding the table; MariaDB rebuilds it and reports the rows copied.",
	"convert-to-charset": "ALTER TABLE t CONVERT TO CHARACTER SET cs COLLATE co changes only the table's default, " +
		"as DEFAULT CHARACTER SET does; MySQL and MariaDB also convert every character column. Not on purpose: not done yet.",
	// app queries (17):
	"lock-tables-no-locks": "LOCK TABLES takes no table locks in handlerd (its engines serialize writers with row " +
		"locks) and says so with a warning 1235 per table; MySQL and MariaDB lock the tables, without a warning.",
	"mariadb-json-arrows": "the -> and ->> operators (JSON_EXTRACT, JSON_UNQUOTE(JSON_EXTRACT)) are MySQL's since 5.7, " +
		"in handlerd too; MariaDB 10.11 has neither (error 1064).",
	"mysql8-json-key-order": "MySQL 8 stores a JSON object's keys sorted (shorter first, then by bytes), so " +
		"JSON_KEYS and the object's text list them so in MySQL and handlerd; MariaDB keeps the order they were written in.",
	// numeric:
	"mariadb-cast-unsigned-note": "CAST of a negative integer to UNSIGNED gives its two's complement " +
		"(18446744073709551615 for -1) in MySQL 8, MariaDB and handlerd alike; MariaDB alone adds a note " +
		"(1105, 'Cast to unsigned converted negative integer to it's positive complement'), MySQL 8 none.",
}

// server is one side of the comparison.
type server struct {
	name string
	port int
	// rewrite adapts corpus SQL to the server's spelling.
	rewrite func(string) string
	// setup runs in every new session after USE.
	setup []string
}

// outcome is what a client saw for one statement.
type outcome struct {
	errCode  int
	errState string // the SQLSTATE, which drivers branch on
	errMsg   string
	isResult bool
	fields   int
	rows     []string
	affected uint64
	insertID uint64
	info     string
	warnings []string
}

func (o outcome) String() string {
	if o.errCode != 0 {
		return fmt.Sprintf("ERROR %d (%s): %s", o.errCode, o.errState, o.errMsg)
	}
	var b strings.Builder
	if o.isResult {
		fmt.Fprintf(&b, "%d row(s)", len(o.rows))
		for i, r := range o.rows {
			if i == 20 {
				b.WriteString("\n      ...")
				break
			}
			b.WriteString("\n      " + r)
		}
	} else {
		fmt.Fprintf(&b, "OK, %d affected, insert id %d", o.affected, o.insertID)
		if o.info != "" {
			fmt.Fprintf(&b, " (%s)", o.info)
		}
	}
	if len(o.warnings) > 0 {
		fmt.Fprintf(&b, "\n      warnings: %s", strings.Join(o.warnings, ", "))
	}
	return b.String()
}

const nullText = "NULL"

// run executes one statement and SHOW WARNINGS after it.
func run(c *mysql.Conn, q string) outcome {
	var o outcome
	res, nwarn, err := execTimeout(c, q)
	if err != nil {
		if se, ok := err.(*mysql.SQLError); ok {
			o.errCode, o.errState, o.errMsg = se.Number(), se.SQLState(), se.Message
		} else {
			o.errCode, o.errMsg = -1, err.Error()
		}
		return o
	}
	if len(res.Fields) > 0 {
		o.isResult = true
		o.fields = len(res.Fields)
		for _, row := range res.Rows {
			o.rows = append(o.rows, rowText(row))
		}
	} else {
		o.affected, o.insertID, o.info = res.RowsAffected, res.InsertID, normInfo(res.Info)
	}
	// Only after a statement that reports warnings: a statement that
	// uses no table does not clear the list in MariaDB (nor in MySQL).
	if nwarn == 0 {
		return o
	}
	if w, _, err := execTimeout(c, "SHOW WARNINGS"); err == nil {
		for _, row := range w.Rows {
			if len(row) >= 2 && row[0].ToString() != "Error" {
				o.warnings = append(o.warnings, row[0].ToString()+" "+row[1].ToString())
			}
		}
	}
	return o
}

func rowText(row []sqltypes.Value) string {
	parts := make([]string, len(row))
	for i, v := range row {
		if v.IsNull() {
			parts[i] = nullText
		} else {
			parts[i] = fmt.Sprintf("%q", v.ToString())
		}
	}
	return strings.Join(parts, " | ")
}

// normInfo squeezes the spaces of an OK packet's info text ("Records: 3
// Duplicates: 0  Warnings: 0").
func normInfo(s string) string { return strings.Join(strings.Fields(s), " ") }

// execTimeout runs q, closing the connection if it takes over 20 s (the
// test then reports the statement instead of hanging).
func execTimeout(c *mysql.Conn, q string) (*sqltypes.Result, uint16, error) {
	timer := time.AfterFunc(20*time.Second, c.Close)
	defer timer.Stop()
	return c.ExecuteFetchWithWarningCount(q, 100000, true)
}

// differ compares two outcomes; ordered says whether row order counts.
func differ(hd, md outcome, ordered bool) string {
	if hd.errCode != md.errCode {
		return "error code"
	}
	if hd.errState != md.errState {
		return "SQLSTATE"
	}
	if hd.errCode != 0 {
		return ""
	}
	if hd.isResult != md.isResult || hd.fields != md.fields {
		return "result shape"
	}
	if hd.isResult {
		a, b := hd.rows, md.rows
		if !ordered {
			a, b = sorted(a), sorted(b)
		}
		if strings.Join(a, "\n") != strings.Join(b, "\n") {
			return "rows"
		}
	} else {
		if hd.affected != md.affected {
			return "affected rows"
		}
		if hd.insertID != md.insertID {
			return "insert id"
		}
		if hd.info != md.info {
			return "info"
		}
	}
	if strings.Join(hd.warnings, ",") != strings.Join(md.warnings, ",") {
		return "warnings"
	}
	return ""
}

func sorted(rows []string) []string {
	out := append([]string(nil), rows...)
	sort.Strings(out)
	return out
}

// ordered reports whether a statement fixes its row order.
func ordered(q string) bool { return strings.Contains(strings.ToUpper(q), "ORDER BY") }

// tally counts what the run saw, across subtests.
type tally struct {
	mu                                   sync.Mutex
	scenarios, passed                    int
	statements, differing, kept, unnoted int
	failedNames                          []string
}

func TestDifferential(t *testing.T) {
	scenarios, err := loadCorpus("corpus")
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range scenarios {
		for _, st := range sc.stmts {
			if st.kept != "" && keptDifferences[st.kept] == "" {
				t.Fatalf("%s: kept difference %q is not in keptDifferences", st.where(), st.kept)
			}
		}
	}
	started := time.Now()
	var mdb *testserver.MariaDB
	var hd *testserver.Server
	var wg sync.WaitGroup
	wg.Add(1)
	// Both servers give up a row lock wait after 1 s (MariaDB's options in
	// mariadb_test.go): the corpus's blocked writers fail with 1205 in both.
	go func() {
		defer wg.Done()
		hd = testserver.Start(t, testserver.Options{Args: []string{"--innodb-lock-wait-timeout=1"}})
	}()
	mdb = startMariaDB(t)
	wg.Wait()
	if hd == nil {
		t.FailNow()
	}
	t.Logf("servers up in %s", time.Since(started).Round(time.Millisecond))
	handlerd := server{name: "handlerd", port: hd.Port, rewrite: func(s string) string { return s }}
	memory := handlerd
	memory.setup = []string{"SET SESSION default_storage_engine = MEMORY"}
	// A MySQL 8 client's connection collation is utf8mb4_0900_ai_ci, which
	// string literals compare under; handlerd must give it by default.
	maria := server{name: "mariadb", port: mdb.Port, rewrite: forMariaDB.Replace,
		setup: []string{"SET NAMES utf8mb4 COLLATE utf8mb4_uca1400_nopad_ai_ci"}}

	var tl tally
	for _, pass := range []struct {
		name string
		hd   server
	}{{"btree", handlerd}, {"memory", memory}} {
		for i, sc := range scenarios {
			db := fmt.Sprintf("d%s%03d", pass.name[:1], i)
			t.Run(pass.name+"/"+sc.name, func(t *testing.T) {
				runScenario(t, &tl, sc, db, pass.hd, maria)
			})
		}
	}
	tl.mu.Lock()
	defer tl.mu.Unlock()
	t.Logf("differential corpus: %d scenario runs (%d scenarios x 2 engines), %d passed; %d statements, "+
		"%d differ: %d kept differences, %d bugs; %s",
		tl.scenarios, len(scenarios), tl.passed, tl.statements, tl.differing, tl.kept, tl.unnoted,
		time.Since(started).Round(time.Millisecond))
	if len(tl.failedNames) > 0 {
		t.Logf("failed: %s", strings.Join(tl.failedNames, " "))
	}
	if out := os.Getenv("HANDLERD_MARIADBDIFF_SUMMARY"); out != "" {
		os.WriteFile(out, []byte(fmt.Sprintf("scenario runs %d passed %d statements %d differ %d kept %d bugs %d\nfailed: %s\n",
			tl.scenarios, tl.passed, tl.statements, tl.differing, tl.kept, tl.unnoted, strings.Join(tl.failedNames, " "))), 0o644)
	}
}

// session is one client session on both servers.
type session struct {
	hd, md *mysql.Conn
}

func runScenario(t *testing.T, tl *tally, sc scenario, db string, hdSrv, mdSrv server) {
	admin := func(srv server, q string) {
		c, err := connect(srv.port)
		if err != nil {
			t.Fatalf("%s: connect: %v", srv.name, err)
		}
		defer c.Close()
		if _, err := c.ExecuteFetch(q, 0, false); err != nil {
			t.Fatalf("%s: %s: %v", srv.name, q, err)
		}
	}
	for _, srv := range []server{hdSrv, mdSrv} {
		admin(srv, "CREATE DATABASE "+db)
	}
	sessions := map[int]*session{}
	open := func(srv server) *mysql.Conn {
		c, err := connect(srv.port)
		if err != nil {
			t.Fatalf("%s: connect: %v", srv.name, err)
		}
		for _, q := range append([]string{"USE " + db}, srv.setup...) {
			if _, err := c.ExecuteFetch(q, 0, false); err != nil {
				t.Fatalf("%s: %s: %v", srv.name, q, err)
			}
		}
		return c
	}
	defer func() {
		for _, s := range sessions {
			s.hd.Close()
			s.md.Close()
		}
		for _, srv := range []server{hdSrv, mdSrv} {
			c, err := connect(srv.port)
			if err == nil {
				c.ExecuteFetch("DROP DATABASE IF EXISTS "+db, 0, false)
				c.Close()
			}
		}
	}()

	failed := false
	var stmts, differing, kept, unnoted int
	for _, st := range sc.stmts {
		s := sessions[st.session]
		if s == nil {
			s = &session{hd: open(hdSrv), md: open(mdSrv)}
			sessions[st.session] = s
		}
		hdOut := run(s.hd, hdSrv.rewrite(st.sql))
		mdOut := run(s.md, mdSrv.rewrite(st.sql))
		stmts++
		what := differ(hdOut, mdOut, ordered(st.sql))
		switch {
		case what != "" && st.kept != "":
			differing++
			kept++
		case what != "":
			differing++
			unnoted++
			failed = true
			t.Errorf("%s session %d: %s differs\n    %s\n    handlerd: %s\n    mariadb:  %s",
				st.where(), st.session, what, st.sql, hdOut, mdOut)
		case st.kept != "":
			failed = true
			t.Errorf("%s: marked as kept difference %q but both servers agree:\n    %s\n    both: %s",
				st.where(), st.kept, st.sql, hdOut)
		}
	}
	tl.mu.Lock()
	defer tl.mu.Unlock()
	tl.scenarios++
	tl.statements += stmts
	tl.differing += differing
	tl.kept += kept
	tl.unnoted += unnoted
	if failed {
		tl.failedNames = append(tl.failedNames, t.Name())
	} else {
		tl.passed++
	}
}
