package server_test

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// TestMySQLCLIWalkthrough drives the real mysql CLI through what a new user
// does first: create a database and a MEMORY table with primary and
// secondary keys, change rows, look at the table and the server, restart.
func TestMySQLCLIWalkthrough(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE shop;
		CREATE TABLE shop.items (id INT PRIMARY KEY AUTO_INCREMENT, sku VARCHAR(20) NOT NULL, qty INT,
			UNIQUE KEY usku (sku), KEY kqty (qty)) ENGINE=MEMORY;
		CREATE TABLE shop.orders (id INT PRIMARY KEY, item INT, KEY kitem (item)) ENGINE=InnoDB;
		INSERT INTO shop.items (sku, qty) VALUES ('apple', 3), ('pear', 5), ('plum', 3);
		INSERT INTO shop.orders VALUES (1, 1), (2, 3);
		UPDATE shop.items SET qty = 7 WHERE sku = 'pear';
		DELETE FROM shop.items WHERE sku = 'plum';`)

	expect(t, s.MustMySQL("SELECT id, sku, qty FROM shop.items ORDER BY id"),
		"id\tsku\tqty\n1\tapple\t3\n2\tpear\t7\n")
	expect(t, s.MustMySQL("SELECT sku FROM shop.items WHERE qty = 7"), "sku\npear\n")
	expect(t, s.MustMySQL("SELECT COUNT(*) FROM shop.items"), "COUNT(*)\n2\n")

	_, err := s.MySQL("INSERT INTO shop.items (sku, qty) VALUES ('apple', 1)")
	if err == nil || !strings.Contains(err.Error(), "ERROR 1062") {
		t.Fatalf("duplicate sku: want ERROR 1062, got %v", err)
	}
	_, err = s.MySQL("CREATE TABLE shop.x (a INT) ENGINE=NoSuchEngine")
	if err == nil || !strings.Contains(err.Error(), "ERROR 1286") || !strings.Contains(err.Error(), "Unknown storage engine 'NoSuchEngine'") {
		t.Fatalf("unknown engine: want ERROR 1286, got %v", err)
	}

	create := s.MustMySQL("SHOW CREATE TABLE shop.items")
	for _, want := range []string{"ENGINE=MEMORY", "UNIQUE KEY `usku` (`sku`)", "KEY `kqty` (`qty`)", "PRIMARY KEY (`id`)", "`qty` int DEFAULT NULL,"} {
		if !strings.Contains(create, want) {
			t.Errorf("SHOW CREATE TABLE lacks %q:\n%s", want, create)
		}
	}
	expect(t, s.MustMySQL("DESCRIBE shop.items"), "Field\tType\tNull\tKey\tDefault\tExtra\n"+
		"id\tint\tNO\tPRI\tNULL\tauto_increment\nsku\tvarchar(20)\tNO\tUNI\tNULL\t\nqty\tint\tYES\tMUL\tNULL\t\n")
	if c := s.MustMySQL("SHOW CREATE TABLE shop.orders"); !strings.Contains(c, "ENGINE=BTREE") {
		t.Errorf("InnoDB should map to BTREE:\n%s", c)
	}
	// SHOW TABLE STATUS FROM a database other than the current one (none
	// here) names the real engines (it said InnoDB).
	status := s.MustMySQL("SHOW TABLE STATUS FROM shop")
	for _, want := range []string{"\nitems\tMEMORY\t10\tFixed\t", "\norders\tBTREE\t10\tDynamic\t"} {
		if !strings.Contains(status, want) {
			t.Errorf("SHOW TABLE STATUS FROM shop lacks %q:\n%s", want, status)
		}
	}
	engines := s.MustMySQL("SHOW ENGINES")
	for _, want := range []string{"BTREE\tDEFAULT", "MEMORY\tYES", "S3\t"} {
		if !strings.Contains(engines, want) {
			t.Errorf("SHOW ENGINES lacks %q:\n%s", want, engines)
		}
	}
	vars := s.MustMySQL("SHOW VARIABLES LIKE 'handlersocket%'")
	for _, want := range []string{"handlersocket_port\t", "handlersocket_threads\t16", "handlersocket_timeout\t300"} {
		if !strings.Contains(vars, want) {
			t.Errorf("SHOW VARIABLES LIKE 'handlersocket%%' lacks %q:\n%s", want, vars)
		}
	}
	_, err = s.MySQL("SET GLOBAL handlersocket_threads = 4")
	if err == nil || !strings.Contains(err.Error(), "ERROR 1238") {
		t.Fatalf("read-only variable: want ERROR 1238, got %v", err)
	}
	s.MustMySQL("SET GLOBAL innodb_flush_log_at_trx_commit = 2")
	expect(t, s.MustMySQL("SELECT @@global.innodb_flush_log_at_trx_commit"), "@@global.innodb_flush_log_at_trx_commit\n2\n")
	// A global-only variable has no session copy: a session that started
	// before the SET GLOBAL (the same one here) reads the new value.
	expect(t, s.MustMySQL("SET GLOBAL innodb_flush_log_at_trx_commit = 0; SELECT @@innodb_flush_log_at_trx_commit; SHOW VARIABLES LIKE 'innodb_flush_log_at_trx_commit'"),
		"@@innodb_flush_log_at_trx_commit\n0\nVariable_name\tValue\ninnodb_flush_log_at_trx_commit\t0\n")
	s.MustMySQL("SET GLOBAL innodb_flush_log_at_trx_commit = 2")

	s.Restart()
	// Definitions survive a restart; MEMORY rows do not, BTREE rows do.
	if c := s.MustMySQL("SHOW CREATE TABLE shop.items"); !strings.Contains(c, "ENGINE=MEMORY") || !strings.Contains(c, "usku") {
		t.Errorf("after restart:\n%s", c)
	}
	expect(t, s.MustMySQL("SELECT COUNT(*) FROM shop.items"), "COUNT(*)\n0\n")
	expect(t, s.MustMySQL("SELECT id, item FROM shop.orders ORDER BY id"), "id\titem\n1\t1\n2\t3\n")
	s.MustMySQL("INSERT INTO shop.items (sku, qty) VALUES ('kiwi', 1)")
	expect(t, s.MustMySQL("SELECT sku FROM shop.items WHERE qty = 1"), "sku\nkiwi\n")
}

func expect(t *testing.T, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// runFailing runs handlerd expecting it to refuse to start.
func runFailing(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(testserver.Binary(t), args...)
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("handlerd %v started; want a failure\n%s", args, out)
	}
	if code := cmd.ProcessState.ExitCode(); code != 1 {
		t.Errorf("exit code %d, want 1", code)
	}
	return string(out)
}

func TestBadStarts(t *testing.T) {
	dir := t.TempDir()
	cnf := filepath.Join(dir, "my.cnf")
	os.WriteFile(cnf, []byte("[mysqld]\nport = 3306\ndatadir = "+filepath.Join(dir, "data")+"\nno_such_option = 1\n"), 0o644)
	out := runFailing(t, "--defaults-file="+cnf)
	if !strings.Contains(out, cnf+":4") || !strings.Contains(out, "no_such_option") {
		t.Errorf("malformed my.cnf: want file:line and option, got %q", out)
	}
	if _, err := os.Stat(filepath.Join(dir, "data")); !os.IsNotExist(err) {
		t.Errorf("a config error created the datadir")
	}

	// A port in use: the error names the address, and the datadir the
	// failed start created is gone.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
	data := filepath.Join(dir, "data2")
	out = runFailing(t, "--no-defaults", "--datadir="+data, "--port="+port, "--initialize-insecure")
	if !strings.Contains(out, "127.0.0.1:"+port) || !strings.Contains(out, "address already in use") {
		t.Errorf("port in use: got %q", out)
	}
	if _, err := os.Stat(data); !os.IsNotExist(err) {
		entries, _ := os.ReadDir(data)
		t.Errorf("failed start left the datadir behind: %v", entries)
	}

	// A second handlerd on a datadir in use is refused.
	s := testserver.Start(t, testserver.Options{})
	// ... and so is one on a port another handlerd serves (no
	// SO_REUSEPORT sharing the connections between them).
	out = runFailing(t, "--no-defaults", "--datadir="+filepath.Join(dir, "data3"), "--port="+strconv.Itoa(s.Port), "--initialize-insecure")
	if !strings.Contains(out, "address already in use") {
		t.Errorf("second server on one port: got %q", out)
	}
	out = runFailing(t, "--no-defaults", "--datadir="+s.Dir, "--port="+strconv.Itoa(testserver.FreePort(t)), "--initialize-insecure")
	if !strings.Contains(out, "in use by another handlerd") {
		t.Errorf("second server on one datadir: got %q", out)
	}
	s.MustMySQL("SELECT 1") // the first one is unharmed
}

// TestSQLPrepareInMySQLCLI: PREPARE, EXECUTE and DEALLOCATE typed into the
// mysql CLI, as in MySQL. PREPARE's OK packet carries the text "Statement
// prepared", which the server wrote in a form the CLI read as a length of
// 35, so every PREPARE failed with 2027 (malformed packet) in the client
// (vitess change 5). Mistakes get MySQL's codes: 1210 for a wrong number
// of values, 1243 for a statement that is not prepared.
func TestSQLPrepareInMySQLCLI(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	out := s.MustMySQL(`CREATE DATABASE shop; CREATE TABLE shop.items (id INT PRIMARY KEY, sku VARCHAR(20));
		INSERT INTO shop.items VALUES (1, 'a'), (2, 'b');
		PREPARE find FROM 'SELECT sku FROM shop.items WHERE id = ?'; SET @id = 2; EXECUTE find USING @id;
		UPDATE shop.items SET sku = 'c' WHERE id > 0; DEALLOCATE PREPARE find`, "-vvv")
	for _, want := range []string{"Statement prepared", "| sku  |\n+------+\n| b    |", "Rows matched: 2  Changed: 2  Warnings: 0"} {
		if !strings.Contains(out, want) {
			t.Errorf("mysql -vvv output lacks %q:\n%s", want, out)
		}
	}
	for stmt, want := range map[string]string{
		"PREPARE p FROM 'SELECT ?'; SET @a = 1; EXECUTE p USING @a, @a": "ERROR 1210 (HY000)",
		"EXECUTE nosuch": "ERROR 1243 (HY000)",
	} {
		if _, err := s.MySQL(stmt); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %s", stmt, err, want)
		}
	}
}
