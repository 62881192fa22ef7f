package fastpath_test

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"
	gomysql "github.com/go-sql-driver/mysql"

	"handlerd/internal/testserver"
)

// TestDifferential runs the same random statements against two handlerd
// processes, one with the fast path and one without, through the text
// protocol (comparing every field of the result: column metadata, rows,
// affected rows, info, warnings, error code and message) and through
// prepared statements, and requires identical answers.
func TestDifferential(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 600
	}
	schema := `CREATE DATABASE d;
		CREATE TABLE d.t (id INT PRIMARY KEY, name VARCHAR(8) COLLATE utf8mb4_0900_ai_ci, k TINYINT NOT NULL DEFAULT 0,
			c CHAR(10) COLLATE utf8mb4_0900_ai_ci NOT NULL DEFAULT '', big BIGINT UNSIGNED, UNIQUE KEY uname (name), KEY kk (k));
		CREATE TABLE d.m (a INT, b VARCHAR(4), v INT, PRIMARY KEY (a, b)) ENGINE=MEMORY;`
	var rows []string
	for i := 0; i < 40; i++ {
		rows = append(rows, fmt.Sprintf("(%d, %s, %d, 'c%d', %d)", i, nameLit(i), i%120, i, uint64(i)*1e17))
	}
	seed := "INSERT INTO d.t VALUES " + strings.Join(rows, ",") + "; INSERT INTO d.m VALUES (1,'a',1),(1,'b',2),(2,'a',3);"
	fast, slow := serverPair(t, schema+seed)
	fc, sc := connect(t, fast), connect(t, slow)
	fdb, sdb := open(t, fast), open(t, slow)
	rng := seeded(t)
	var history []string
	defer logHistory(t, &history, 200)
	for i := 0; i < n; i++ {
		q, args := randomStatement(rng)
		history = append(history, fmt.Sprintf("%d: %s %v", i, q, args))
		if rng.Intn(2) == 0 || args == nil {
			compareOnBoth(t, fc, sc, i, withNUL(interpolate(q, args), rng))
		} else {
			if msg := comparePrepared(fdb, sdb, q, args); msg != "" {
				t.Fatalf("statement %d %q %v: %s", i, q, args, msg)
			}
		}

	}
	hits := fast.MustMySQL("SHOW GLOBAL STATUS LIKE 'Handlerd_fast_path_hits'")
	t.Logf("%d statements; fast server: %s", n, strings.TrimSpace(hits))
	if strings.HasSuffix(strings.TrimSpace(hits), "\t0") {
		t.Fatal("the fast path never ran")
	}
}

func nameLit(i int) string {
	if i%7 == 0 {
		return "NULL"
	}
	return fmt.Sprintf("'n%d'", i)
}

func randomStatement(rng *rand.Rand) (string, []any) {
	id := rng.Intn(50) - 3
	var key any = id
	switch rng.Intn(12) {
	case 0:
		key = fmt.Sprint(id) // a string for an int key
	case 1:
		key = fmt.Sprintf("%d ", id)
	case 2, 3:
		// The forms a text query can write a number in, which compare
		// differently (the text fast path shapes some, refuses others).
		key = rawLiteral(id, rng)
	}
	var name any = fmt.Sprintf("n%d", rng.Intn(45))
	if rng.Intn(5) == 0 {
		name = strings.ToUpper(name.(string))
	}
	if rng.Intn(10) == 0 {
		name = name.(string) + " "
	}
	if rng.Intn(6) == 0 {
		name = rawString(name.(string), rng)
	}
	cols := []string{"*", "name", "id, k", "c, big, name", "ID", "K, Name", "t.c"}
	if rng.Intn(4) == 0 {
		// Range SELECTs (sysbench's oltp_read_only has four kinds).
		lo := rng.Intn(50) - 5
		var from, to any = lo, lo + rng.Intn(25) - 3
		if rng.Intn(6) == 0 {
			from = rawLiteral(lo, rng)
		}
		ranges := []string{"SELECT c FROM t WHERE id BETWEEN ? AND ?", "SELECT DISTINCT c FROM t WHERE id BETWEEN ? AND ? ORDER BY c",
			"SELECT id, k FROM t WHERE id BETWEEN ? AND ? ORDER BY k DESC, c", "SELECT DISTINCT k FROM t WHERE id BETWEEN ? AND ?",
			"SELECT DISTINCT name FROM t WHERE id BETWEEN ? AND ?", "SELECT name, c FROM t WHERE id BETWEEN ? AND ? ORDER BY name",
			"SELECT * FROM t WHERE t.id BETWEEN ? AND ? ORDER BY c ASC", "SELECT SUM(k) FROM t WHERE id BETWEEN ? AND ?",
			"SELECT sum( big ) FROM t WHERE id BETWEEN ? AND ?", "SELECT SUM(t.id) FROM t WHERE id BETWEEN ? AND ?", "SELECT SUM(c) FROM t WHERE id BETWEEN ? AND ?",
			"SELECT DISTINCT c, k FROM t WHERE id BETWEEN ? AND ? ORDER BY k, c", "SELECT DISTINCT c FROM t WHERE id BETWEEN ? AND ? ORDER BY k",
			"SELECT c FROM t WHERE name BETWEEN ? AND ?", "SELECT v FROM m WHERE a BETWEEN ? AND ? ORDER BY v"}
		return ranges[rng.Intn(len(ranges))], []any{from, to}
	}
	switch rng.Intn(11) {
	case 0, 1:
		return fmt.Sprintf("SELECT %s FROM t WHERE id = ?", cols[rng.Intn(len(cols))]), []any{key}
	case 2:
		return fmt.Sprintf("SELECT %s FROM t WHERE name = ?", cols[rng.Intn(len(cols))]), []any{name}
	case 3:
		return "SELECT v FROM m WHERE a = ? AND b = ?", []any{rng.Intn(3), []string{"a", "b", "c", "A"}[rng.Intn(4)]}
	case 4:
		return fmt.Sprintf("UPDATE t SET k = k %s ? WHERE id = ?", []string{"+", "-"}[rng.Intn(2)]), []any{rng.Intn(130), key}
	case 5:
		// Values equal under c's collation but not byte for byte, for
		// DISTINCT and ORDER BY.
		return "UPDATE t SET c = ? WHERE id = ?", []any{[]string{"x", "X", "xX", "ä", "a", "A", "Xx"}[rng.Intn(7)] +
			strings.Repeat("x", rng.Intn(10)), key}
	case 6:
		return "UPDATE t SET name = ? WHERE id = ?", []any{name, key}
	case 7:
		return "UPDATE t SET k = ?, c = ? WHERE name = ?", []any{rng.Intn(300) - 150, fmt.Sprint(rng.Intn(9)), name}
	case 8:
		return "DELETE FROM t WHERE id = ?", []any{key}
	case 9:
		return "INSERT INTO t (id, name, k) VALUES (?, ?, ?)", []any{id, name, rng.Intn(100)}
	default:
		return "UPDATE m SET v = v + 1 WHERE a = ? AND b = ?", []any{rng.Intn(3), "a"}
	}
}

// raw is an argument written into a text query as it is (prepared
// statements get it as a string).
type raw string

// rawLiteral writes n in one of the forms MySQL reads numbers in.
func rawLiteral(n int, rng *rand.Rand) raw {
	forms := []string{"%d.0", "0x%x", "'%d'", "-%d", "- %d", "--%d", "+%d", "%de0", "X'%02x'", "_utf8mb4'%d'",
		"'%d' ''", "/*c*/%d", "(%d)", "%d COLLATE utf8mb4_bin", "'0%d'", "0%d", "%d-0", "-(-%d)", "%d.", ".%d",
		"'%d'''", "b'%b'", "%d ", `"%d"`, `'\%d'`, "1%d", "-%d9223372036854775809", "%d18446744073709551615"}
	f := forms[rng.Intn(len(forms))]
	return raw(fmt.Sprintf(f, n))
}

// rawString writes s in one of the forms MySQL reads strings in.
func rawString(s string, rng *rand.Rand) raw {
	forms := []string{"'%s'", "_utf8mb4'%s'", "N'%s'", "'%s' ''", "'%s'''", `"%s"`, `'\%s'`, `'%s\n'`,
		"_latin1 '%s'", "'%s' COLLATE utf8mb4_bin", "X'%x'", "('%s')", "'''%s'", "'%s'  "}
	return raw(fmt.Sprintf(forms[rng.Intn(len(forms))], s))
}

// compareOnBoth runs text statement i on the fast server's connection fc
// and the slow one's sc: results, errors and warnings must be the same.
func compareOnBoth(t *testing.T, fc, sc *mysql.Conn, i int, text string) {
	t.Helper()
	fr, ferr := fc.ExecuteFetch(text, 1000, true)
	sr, serr := sc.ExecuteFetch(text, 1000, true)
	if msg := compareText(fr, ferr, sr, serr); msg != "" {
		t.Fatalf("statement %d %q: %s", i, text, msg)
	}
	fw, _ := fc.ExecuteFetch("SHOW WARNINGS", 100, false)
	sw, _ := sc.ExecuteFetch("SHOW WARNINGS", 100, false)
	if !reflect.DeepEqual(fw.Rows, sw.Rows) {
		t.Fatalf("statement %d %q: warnings differ: fast %v slow %v", i, text, fw.Rows, sw.Rows)
	}
}

// withNUL sometimes ends q with a NUL byte, as libmariadb's mysqlslap
// sends its queries.
func withNUL(q string, rng *rand.Rand) string {
	if rng.Intn(8) == 0 {
		return q + "\x00"
	}
	return q
}

// interpolate writes the arguments into the text as SQL literals.
func interpolate(q string, args []any) string {
	for _, a := range args {
		lit := fmt.Sprint(a)
		if a == nil {
			lit = "NULL"
		}
		if s, ok := a.(string); ok {
			lit = "'" + strings.ReplaceAll(s, "'", "''") + "'"
		}
		q = strings.Replace(q, "?", lit, 1)
	}
	return q
}

func connect(t *testing.T, s *testserver.Server) *mysql.Conn {
	t.Helper()
	c, err := mysql.Connect(context.Background(), &mysql.ConnParams{Host: "127.0.0.1", Port: s.Port, Uname: "root", DbName: "d"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

func open(t *testing.T, s *testserver.Server) *sql.DB {
	t.Helper()
	cfg := gomysql.NewConfig()
	cfg.User, cfg.Net, cfg.Addr, cfg.DBName = "root", "tcp", s.Addr(), "d"
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	return db
}

func compareText(fr *sqltypes.Result, ferr error, sr *sqltypes.Result, serr error) string {
	if (ferr == nil) != (serr == nil) || (ferr != nil && ferr.Error() != serr.Error()) {
		return fmt.Sprintf("errors differ: fast %v, slow %v", ferr, serr)
	}
	if ferr != nil {
		return ""
	}
	if !reflect.DeepEqual(fr.Fields, sr.Fields) {
		return fmt.Sprintf("fields differ:\nfast %v\nslow %v", fr.Fields, sr.Fields)
	}
	if fmt.Sprint(fr.Rows) != fmt.Sprint(sr.Rows) || fr.RowsAffected != sr.RowsAffected || fr.InsertID != sr.InsertID || fr.Info != sr.Info {
		return fmt.Sprintf("results differ:\nfast rows=%v affected=%d id=%d info=%q\nslow rows=%v affected=%d id=%d info=%q",
			fr.Rows, fr.RowsAffected, fr.InsertID, fr.Info, sr.Rows, sr.RowsAffected, sr.InsertID, sr.Info)
	}
	return ""
}

// comparePrepared runs q as a server-side prepared statement on both.
func comparePrepared(fdb, sdb *sql.DB, q string, args []any) string {
	type outcome struct {
		cols     []string
		types    []string
		rows     [][]string
		affected int64
		insertID int64
		err      string
	}
	run := func(db *sql.DB) outcome {
		var o outcome
		stmt, err := db.Prepare(q)
		if err != nil {
			o.err = err.Error()
			return o
		}
		defer stmt.Close()
		if strings.HasPrefix(q, "SELECT") {
			rs, err := stmt.Query(args...)
			if err != nil {
				o.err = err.Error()
				return o
			}
			defer rs.Close()
			o.cols, _ = rs.Columns()
			cts, _ := rs.ColumnTypes()
			for _, ct := range cts {
				n, _ := ct.Nullable()
				l, _ := ct.Length()
				o.types = append(o.types, fmt.Sprintf("%s/%v/%d", ct.DatabaseTypeName(), n, l))
			}
			for rs.Next() {
				vals := make([]sql.RawBytes, len(o.cols))
				ptrs := make([]any, len(vals))
				for i := range vals {
					ptrs[i] = &vals[i]
				}
				rs.Scan(ptrs...)
				var row []string
				for _, v := range vals {
					row = append(row, fmt.Sprintf("%q", v))
				}
				o.rows = append(o.rows, row)
			}
			if err := rs.Err(); err != nil {
				o.err = err.Error()
			}
			return o
		}
		res, err := stmt.Exec(args...)
		if err != nil {
			o.err = err.Error()
			return o
		}
		o.affected, _ = res.RowsAffected()
		o.insertID, _ = res.LastInsertId()
		return o
	}
	f, s := run(fdb), run(sdb)
	if !reflect.DeepEqual(f, s) {
		return fmt.Sprintf("prepared results differ:\nfast %+v\nslow %+v", f, s)
	}
	return ""
}

// TestDifferentialInsert does for INSERT ... VALUES what TestDifferential
// does for point statements: random column lists, values of every kind
// (AUTO_INCREMENT 0/NULL/explicit/negative, out-of-range numbers, strings
// for numbers and too long, NULL for NOT NULL, the literal forms of a text
// query), several rows, duplicates, sql_mode changes and transactions,
// against a fast and a full server; then LAST_INSERT_ID(), ROW_COUNT(),
// every table's rows and AUTO_INCREMENT, and the Com_* counters.
func TestDifferentialInsert(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 400
	}
	schema := `CREATE DATABASE d;
		CREATE TABLE d.a (id INT AUTO_INCREMENT PRIMARY KEY, k INT NOT NULL DEFAULT 0, c CHAR(10) NOT NULL DEFAULT '',
			pad VARCHAR(5) DEFAULT 'p', u TINYINT UNSIGNED, UNIQUE KEY uc (c), KEY kk (k));
		CREATE TABLE d.n (a INT PRIMARY KEY, b VARCHAR(4) NOT NULL, e ENUM('x','y') DEFAULT 'x');
		CREATE TABLE d.s (id TINYINT AUTO_INCREMENT PRIMARY KEY, v INT);
		CREATE TABLE d.m (id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY, v INT) ENGINE=MEMORY;
		CREATE TABLE d.kl (x INT, y VARCHAR(3));
		CREATE TABLE d.ck (x INT PRIMARY KEY, CHECK (x > 0));
		CREATE TABLE d.dt (id INT PRIMARY KEY, ts DATETIME DEFAULT '2020-01-01 00:00:00', dd DECIMAL(5,2) DEFAULT 1.5,
			b VARBINARY(4) DEFAULT 'ab');`
	fast, slow := serverPair(t, schema)
	fc, sc := connect(t, fast), connect(t, slow)
	fdb, sdb := open(t, fast), open(t, slow)
	rng := seeded(t)
	var history []string
	defer logHistory(t, &history, 2000)
	both := func(i int, text string) {
		history = append(history, fmt.Sprintf("%d: %s", i, text))
		compareOnBoth(t, fc, sc, i, text)
	}
	// Prepared statements run on a second connection (fdb, sdb). While the
	// first has a transaction open, its row locks would make them wait
	// (and the test, which drives both in turn, with them): they then go
	// through the first connection as text.
	var begun, autocommitOff bool
	for i := 0; i < n; i++ {
		switch rng.Intn(40) {
		case 0:
			stmt := []string{"BEGIN", "COMMIT", "ROLLBACK", "SET autocommit = 0", "SET autocommit = 1"}[rng.Intn(5)]
			switch stmt {
			case "BEGIN":
				begun = true
			case "COMMIT", "ROLLBACK":
				begun = false
			case "SET autocommit = 0":
				autocommitOff = true
			case "SET autocommit = 1":
				// Commits the open transaction only when autocommit
				// was off, as in MySQL; a BEGIN's stays open.
				if autocommitOff {
					begun = false
				}
				autocommitOff = false
			}
			both(i, stmt)
			continue
		case 1:
			both(i, []string{"SET sql_mode = DEFAULT", "SET sql_mode = 'NO_AUTO_VALUE_ON_ZERO'", "SET sql_mode = ''",
				"SET sql_mode = 'STRICT_TRANS_TABLES,NO_AUTO_VALUE_ON_ZERO'"}[rng.Intn(4)])
			continue
		case 2:
			both(i, "SELECT LAST_INSERT_ID(), ROW_COUNT()")
			continue
		case 3:
			both(i, "DELETE FROM "+[]string{"a", "n", "s", "m", "kl"}[rng.Intn(5)]+" WHERE "+
				[]string{"id", "a", "id", "id", "x"}[rng.Intn(1)]+" > 20")
			continue
		}
		q, args := randomInsert(rng)
		if rng.Intn(2) == 0 || begun || autocommitOff {
			both(i, withNUL(interpolate(q, args), rng))
			both(i, "SELECT LAST_INSERT_ID(), ROW_COUNT()")
		} else {
			history = append(history, fmt.Sprintf("%d: %s %v", i, q, args))
			if msg := comparePrepared(fdb, sdb, q, args); msg != "" {
				t.Fatalf("statement %d %q %v: %s", i, q, args, msg)
			}
		}
		if os.Getenv("DIFF_DEBUG") != "" {
			fm := fast.MustMySQL("SELECT * FROM d." + os.Getenv("DIFF_DEBUG"))
			sm := slow.MustMySQL("SELECT * FROM d." + os.Getenv("DIFF_DEBUG"))
			if fm != sm {
				t.Fatalf("committed differ after %d:\nfast %s\nslow %s", i, fm, sm)
			}
			fr, _ := fc.ExecuteFetch("SELECT * FROM "+os.Getenv("DIFF_DEBUG"), 1000, false)
			sr, _ := sc.ExecuteFetch("SELECT * FROM "+os.Getenv("DIFF_DEBUG"), 1000, false)
			t.Logf("after %d: fast %v slow %v", i, fr.Rows, sr.Rows)
			fm = fast.MustMySQL("SELECT * FROM d." + os.Getenv("DIFF_DEBUG"))
			sm = slow.MustMySQL("SELECT * FROM d." + os.Getenv("DIFF_DEBUG"))
			if fm != sm {
				t.Fatalf("committed differ after the text read after %d:\nfast %s\nslow %s", i, fm, sm)
			}
		}
	}
	both(n, "ROLLBACK")
	both(n, "SET autocommit = 1")
	for _, tbl := range []string{"a", "n", "s", "m", "kl", "ck", "dt"} {
		both(n, "SELECT * FROM "+tbl+" ORDER BY 1, 2")
		both(n, "SHOW CREATE TABLE "+tbl)
	}
	both(n, "SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_insert', 'Com_select', 'Com_update', 'Com_delete', 'Questions')")
	hits := fast.MustMySQL("SHOW GLOBAL STATUS LIKE 'Handlerd_fast_path_hits'")
	t.Logf("%d statements; fast server: %s", n, strings.TrimSpace(hits))
	if strings.HasSuffix(strings.TrimSpace(hits), "\t0") {
		t.Fatal("the fast path never ran")
	}
}

func randomInsert(rng *rand.Rand) (string, []any) {
	intVal := func() any {
		switch rng.Intn(14) {
		case 0:
			return nil
		case 1:
			return 0
		case 2:
			return -rng.Intn(5)
		case 3:
			return 250 + rng.Intn(20) // beyond TINYINT
		case 4:
			return fmt.Sprint(rng.Intn(30)) // a string for a number
		case 5:
			return rawLiteral(rng.Intn(30), rng)
		case 6:
			return "x"
		}
		return rng.Intn(30)
	}
	strVal := func() any {
		switch rng.Intn(12) {
		case 0:
			return nil
		case 1:
			return rng.Intn(100) // a number for a string
		case 2:
			return strings.Repeat("z", 3+rng.Intn(10)) // maybe too long
		case 3:
			return rawString(fmt.Sprint("s", rng.Intn(20)), rng)
		case 4:
			return fmt.Sprintf("s%d  ", rng.Intn(20)) // trailing spaces
		case 5:
			return "é" + fmt.Sprint(rng.Intn(9))
		}
		return fmt.Sprint("s", rng.Intn(40))
	}
	type table struct {
		name string
		cols []string
		gen  []func() any
	}
	tables := []table{
		{"a", []string{"id", "k", "c", "pad", "u"}, []func() any{intVal, intVal, strVal, strVal, intVal}},
		{"n", []string{"a", "b", "e"}, []func() any{intVal, strVal, strVal}},
		{"s", []string{"id", "v"}, []func() any{intVal, intVal}},
		{"m", []string{"id", "v"}, []func() any{intVal, intVal}},
		{"kl", []string{"x", "y"}, []func() any{intVal, strVal}},
		{"ck", []string{"x"}, []func() any{intVal}},
		{"dt", []string{"id", "ts", "dd", "b"}, []func() any{intVal, strVal, intVal, strVal}},
	}
	tb := tables[rng.Intn(len(tables))]
	if tb.name == "a" && rng.Intn(2) == 0 {
		// sysbench's oltp_insert
		return "INSERT INTO a (id, k, c, pad) VALUES (0, ?, ?, ?)", []any{rng.Intn(100), fmt.Sprint("c", rng.Intn(1000)), "pp"}
	}
	// A random column list (or none), each column at most once.
	var idx []int
	listed := rng.Intn(5) != 0
	if listed {
		idx = rng.Perm(len(tb.cols))[:1+rng.Intn(len(tb.cols))]
	} else {
		for i := range tb.cols {
			idx = append(idx, i)
		}
	}
	var names, marks []string
	for _, i := range idx {
		names = append(names, tb.cols[i])
		marks = append(marks, "?")
	}
	if listed && rng.Intn(30) == 0 {
		names = append(names, names[0]) // a column twice
		marks = append(marks, "?")
		idx = append(idx, idx[0])
	}
	q := "INSERT INTO " + tb.name
	if listed {
		q += " (" + strings.Join(names, ", ") + ")"
	}
	q += " VALUES "
	var args []any
	rows := 1 + rng.Intn(3)
	for r := 0; r < rows; r++ {
		if r > 0 {
			q += ", "
		}
		q += "(" + strings.Join(marks, ", ") + ")"
		for _, i := range idx {
			args = append(args, tb.gen[i]())
		}
	}
	return q, args
}

// serverPair starts handlerd with the fast path on and off and runs setup
// on both. A statement of one connection that waits for another's row
// lock fails with 1205 after 1 s on both servers alike (the tests drive
// their connections in turn, so the lock is not released meanwhile).
func serverPair(t *testing.T, setup string) (fast, slow *testserver.Server) {
	t.Helper()
	fast = testserver.Start(t, testserver.Options{Args: []string{"--handlerd-fast-path=ON", "--innodb-lock-wait-timeout=1"}})
	slow = testserver.Start(t, testserver.Options{Args: []string{"--handlerd-fast-path=OFF", "--innodb-lock-wait-timeout=1"}})
	fast.MustMySQL(setup)
	slow.MustMySQL(setup)
	return fast, slow
}

// seeded returns the test's random source: seeded from DIFF_SEED when set,
// else from the clock; the seed is logged for a rerun.
func seeded(t *testing.T) *rand.Rand {
	seed := time.Now().UnixNano()
	if s := os.Getenv("DIFF_SEED"); s != "" {
		seed, _ = strconv.ParseInt(s, 10, 64)
	}
	t.Logf("seed %d", seed)
	return rand.New(rand.NewSource(seed))
}

// logHistory logs, if the test failed, the last n statements leading up to
// the failure (rerun with DIFF_SEED).
func logHistory(t *testing.T, history *[]string, n int) {
	if !t.Failed() {
		return
	}
	for _, h := range (*history)[max(0, len(*history)-n):] {
		t.Log(h)
	}
}

// TestPreparedStringArgs: the binary protocol sends string arguments as
// VARBINARY, which the full path reads as string literals; the fast path
// takes such statements too (sysbench's prepared INSERT and UPDATE SET
// c=?), with the same results, invalid UTF-8 and too long values included.
// fastPathHits reads the server's count of statements the fast path
// answered.
func fastPathHits(t *testing.T, db *sql.DB) int {
	t.Helper()
	var name string
	var n int
	if err := db.QueryRow("SHOW GLOBAL STATUS LIKE 'Handlerd_fast_path_hits'").Scan(&name, &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestPreparedStringArgs(t *testing.T) {
	schema := `CREATE DATABASE d;
		CREATE TABLE d.t (id INT AUTO_INCREMENT PRIMARY KEY, k INT NOT NULL DEFAULT 0, c CHAR(8) NOT NULL DEFAULT '',
			v VARCHAR(4), x TEXT, KEY kk (k));
		INSERT INTO d.t (k, c) VALUES (1, 'a'), (2, 'b');`
	fast, slow := serverPair(t, schema)
	fdb, sdb := open(t, fast), open(t, slow)
	hits := func() int { return fastPathHits(t, fdb) }
	statements := []struct {
		q    string
		args []any
		fast bool // expected to take the fast path
	}{
		{"INSERT INTO t (id, k, c, v, x) VALUES (?, ?, ?, ?, ?)", []any{0, 3, "ccc  ", "vv", "some text"}, true},
		{"INSERT INTO t (id, k, c, pad) VALUES (?, ?, ?, ?)", []any{0, 3, "c", "p"}, false}, // no column pad
		{"INSERT INTO t (k, c, v) VALUES (?, ?, ?)", []any{4, "ü€𝄞", "abcd"}, true},
		{"INSERT INTO t (k, c, v) VALUES (?, ?, ?)", []any{5, "toolong-c", "v"}, false},
		{"INSERT INTO t (k, c, v) VALUES (?, ?, ?)", []any{6, "c", "\xff\xfe"}, false},
		{"INSERT INTO t (k, c) VALUES (?, ?)", []any{"7", "x"}, false}, // a string for an INT
		{"INSERT INTO t (id, k, c) VALUES (?, ?, ?)", []any{1, 8, "dup"}, true},
		{"UPDATE t SET c = ? WHERE id = ?", []any{"new c", 1}, true},
		{"UPDATE t SET v = ? WHERE id = ?", []any{"12345", 2}, false},
		{"SELECT id, k, c, v, x FROM t WHERE id = ?", []any{1}, true},
		{"SELECT id, k, c, v, x FROM t WHERE id = ?", []any{"2"}, true},
	}
	for _, st := range statements {
		before := hits()
		if msg := comparePrepared(fdb, sdb, st.q, st.args); msg != "" {
			t.Fatalf("%q %v: %s", st.q, st.args, msg)
		}
		// The status query itself is not a fast path statement.
		if took := hits() > before; took != st.fast {
			t.Errorf("%q %v: fast path taken %v, want %v", st.q, st.args, took, st.fast)
		}
	}
	if f, s := fast.MustMySQL("SELECT * FROM d.t ORDER BY id"), slow.MustMySQL("SELECT * FROM d.t ORDER BY id"); f != s {
		t.Fatalf("tables differ:\nfast %s\nslow %s", f, s)
	}
}

// TestTransactionStatements: plain BEGIN and COMMIT, as text and
// prepared, take the fast path and do what the full path does: BEGIN
// commits the transaction in progress, COMMIT ends it, with autocommit on
// or off; other forms go the full way.
func TestTransactionStatements(t *testing.T) {
	schema := `CREATE DATABASE d; CREATE TABLE d.t (id INT PRIMARY KEY, v INT);`
	fast, slow := serverPair(t, schema)
	fc, sc := connect(t, fast), connect(t, slow)
	fdb, sdb := open(t, fast), open(t, slow)
	hits := func() int { return fastPathHits(t, fdb) }
	steps := []struct {
		text string
		fast bool
	}{
		{"BEGIN", true}, {"INSERT INTO t VALUES (1, 1)", true}, {"begin ;", true}, // commits row 1
		{"INSERT INTO t VALUES (2, 2)", true}, {"ROLLBACK", false},
		{"COMMIT", true}, {"COMMIT;", true}, {" Begin\n", true}, {"UPDATE t SET v = 10 WHERE id = 1", true}, {"COMMIT", true},
		{"SET autocommit = 0", false}, {"INSERT INTO t VALUES (3, 3)", true}, {"BEGIN", true}, // commits row 3
		{"INSERT INTO t VALUES (4, 4)", true}, {"COMMIT", true}, {"INSERT INTO t VALUES (5, 5)", true}, {"ROLLBACK", false},
		{"SET autocommit = 1", false}, {"COMMIT WORK", false}, {"BEGIN WORK", false}, {"START TRANSACTION", false},
		{"INSERT INTO t VALUES (1, 1)", true}, {"COMMIT", true}, {"/* c */ BEGIN", false}, {"COMMIT AND NO CHAIN", false},
		{"SET SESSION TRANSACTION READ ONLY", false}, {"BEGIN", true}, {"INSERT INTO t VALUES (6, 6)", false}, {"COMMIT", true},
		{"SET SESSION TRANSACTION READ WRITE", false}, {"SET TRANSACTION READ ONLY", false}, {"BEGIN", false},
		{"COMMIT", false}, {"COMMIT", true}, {"SELECT * FROM t ORDER BY id", false},
	}
	for i, st := range steps {
		before := hits()
		compareOnBoth(t, fc, sc, i, st.text)
		if took := hits() > before; took != st.fast {
			t.Errorf("%d %q: fast path taken %v, want %v", i, st.text, took, st.fast)
		}
	}
	// Prepared, on the second connection.
	for i := 0; i < 3; i++ {
		for _, q := range []string{"BEGIN", "INSERT INTO t VALUES (?, ?)", "COMMIT"} {
			args := []any{}
			if strings.HasPrefix(q, "INSERT") {
				args = []any{100 + i, i}
			}
			before := hits()
			if msg := comparePrepared(fdb, sdb, q, args); msg != "" {
				t.Fatalf("%q: %s", q, msg)
			}
			if hits() <= before {
				t.Errorf("prepared %q: fast path not taken", q)
			}
		}
	}
	if f, s := fast.MustMySQL("SELECT * FROM d.t ORDER BY id"), slow.MustMySQL("SELECT * FROM d.t ORDER BY id"); f != s {
		t.Fatalf("tables differ:\nfast %s\nslow %s", f, s)
	}
	both := "SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_insert', 'Com_select', 'Com_update')"
	if f, s := fast.MustMySQL(both), slow.MustMySQL(both); f != s {
		t.Fatalf("status differs:\nfast %s\nslow %s", f, s)
	}
	// Questions: the status reads above count on the fast server only, so
	// compare what a BEGIN and a COMMIT add on each.
	questions := func(c *mysql.Conn) int {
		r, err := c.ExecuteFetch("SHOW SESSION STATUS LIKE 'Questions'", 10, false)
		if err != nil {
			t.Fatal(err)
		}
		n, _ := strconv.Atoi(r.Rows[0][1].ToString())
		return n
	}
	for _, q := range []string{"BEGIN", "COMMIT"} {
		f0, s0 := questions(fc), questions(sc)
		compareOnBoth(t, fc, sc, 0, q)
		if f, s := questions(fc)-f0, questions(sc)-s0; f != s {
			t.Fatalf("%s: Questions grew by %d on the fast server, %d on the slow one", q, f, s)
		}
	}
}
