package server_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// TestFlushLogsReopensErrorLog: logrotate renames the error log and runs
// mysqladmin flush-logs (or sends SIGHUP); handlerd then writes to a new
// file of the old name, as mysqld does. FLUSH LOGS was refused ("logs not
// supported"), and SIGHUP stopped the server.
func TestFlushLogsReopensErrorLog(t *testing.T) {
	dir := t.TempDir()
	logPath := filepath.Join(dir, "error.log")
	s := testserver.Start(t, testserver.Options{Args: []string{"--log-error=" + logPath}})
	rotate := func(to string) {
		t.Helper()
		if err := os.Rename(logPath, filepath.Join(dir, to)); err != nil {
			t.Fatal(err)
		}
	}
	waitForReopen := func(how string) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			b, _ := os.ReadFile(logPath)
			if strings.Contains(string(b), "error log reopened") {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("after %s, %s holds %q", how, logPath, b)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}

	rotate("error.log.1")
	clientTool(t, "mysqladmin", s.Port, "flush-logs")
	waitForReopen("mysqladmin flush-logs")
	old, _ := os.ReadFile(filepath.Join(dir, "error.log.1"))
	if !strings.Contains(string(old), "handlerd ready") || strings.Contains(string(old), "error log reopened") {
		t.Errorf("the rotated log should hold the start and not the reopening: %q", old)
	}

	rotate("error.log.2")
	s.Hangup()
	waitForReopen("SIGHUP")
	if exited, _ := s.Exited(); exited {
		t.Fatal("SIGHUP stopped handlerd")
	}

	// The other FLUSH forms logrotate scripts and tools send.
	s.MustMySQL("FLUSH ERROR LOGS, SLOW LOGS, GENERAL LOGS; FLUSH LOCAL LOGS; FLUSH NO_WRITE_TO_BINLOG TABLES; FLUSH LOCAL PRIVILEGES; FLUSH HOSTS; FLUSH USER_RESOURCES")
}

// TestStatementsAsProceduresCheckPrivileges: the statements handlerd runs
// as internal procedures need the privileges MySQL asks for them, not
// EXECUTE. A user with only EXECUTE could change a table's engine, and one
// with SELECT could not CHECK TABLE.
func TestStatementsAsProceduresCheckPrivileges(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE pv; CREATE TABLE pv.t (id INT PRIMARY KEY) ENGINE=BTREE;
		CREATE USER reader@'%'; GRANT SELECT ON pv.* TO reader@'%';
		CREATE USER executor@'%'; GRANT EXECUTE ON pv.* TO executor@'%';
		CREATE USER alterer@'%'; GRANT ALTER, CREATE, INSERT ON pv.* TO alterer@'%';
		CREATE USER rotator@'%'; GRANT RELOAD ON *.* TO rotator@'%'`)
	as := func(user, q string) (string, error) { return s.MySQL(q, "-u"+user, "pv") }
	for _, c := range []struct{ user, sql, want string }{
		{"reader", "CHECK TABLE t", ""},
		{"reader", "OPTIMIZE TABLE t", "ERROR 1142 (42000) at line 1: INSERT command denied to user 'reader'@"},
		{"executor", "ALTER TABLE t ENGINE=MEMORY", "ERROR 1142 (42000) at line 1: ALTER command denied to user 'executor'@"},
		{"executor", "FLUSH LOGS", "ERROR 1227 (42000) at line 1: Access denied; you need (at least one of) the RELOAD privilege(s) for this operation"},
		{"alterer", "ALTER TABLE t ENGINE=MEMORY", ""},
		{"rotator", "FLUSH LOGS", ""},
	} {
		out, err := as(c.user, c.sql)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %s: %v", c.user, c.sql, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %s: got %v (output %q), want %s", c.user, c.sql, err, out, c.want)
		}
	}
	expect(t, s.MustMySQL("SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'pv'"), "ENGINE\nMEMORY\n")
	// Their answer is an OK packet, as the statements' are in MySQL, not
	// an empty result set.
	db := goDB(t, s.Port, "root", "", "")
	for _, q := range []string{"ALTER TABLE pv.t ENGINE=BTREE", "FLUSH LOGS"} {
		rows, err := db.Query(q)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		if cols, _ := rows.Columns(); len(cols) != 0 {
			t.Errorf("%s answered a result set with columns %v", q, cols)
		}
		rows.Close()
	}
}

// TestAccessDeniedTexts: privilege errors read as MySQL's, naming the
// privilege missing, the table, and the client's host ('localhost' over
// 127.0.0.1 and the Unix socket) rather than the account's pattern ('%'):
// they said "command denied to user 'reader'@'%'".
func TestAccessDeniedTexts(t *testing.T) {
	socket := filepath.Join(t.TempDir(), "mysql.sock")
	s := testserver.Start(t, testserver.Options{Args: []string{"--socket=" + socket}})
	s.MustMySQL(`CREATE DATABASE pv; CREATE TABLE pv.t (id INT PRIMARY KEY); CREATE DATABASE other;
		CREATE USER reader@'%'; GRANT SELECT ON pv.* TO reader@'%'`)
	for _, c := range []struct{ sql, want string }{
		{"INSERT INTO pv.t VALUES (1)", "ERROR 1142 (42000) at line 1: INSERT command denied to user 'reader'@'localhost' for table 't'"},
		{"UPDATE pv.t SET id = 2", "ERROR 1142 (42000) at line 1: UPDATE command denied to user 'reader'@'localhost' for table 't'"},
		{"DELETE FROM pv.t", "ERROR 1142 (42000) at line 1: DELETE command denied to user 'reader'@'localhost' for table 't'"},
		{"DROP TABLE pv.t", "ERROR 1142 (42000) at line 1: DROP command denied to user 'reader'@'localhost' for table 't'"},
		{"REPLACE INTO pv.t VALUES (1)", "ERROR 1142 (42000) at line 1: INSERT command denied to user 'reader'@'localhost' for table 't'"},
		{"USE other", "ERROR 1044 (42000) at line 1: Access denied for user 'reader'@'localhost' to database 'other'"},
	} {
		for _, via := range [][]string{{"-ureader"}, {"-ureader", "--socket=" + socket, "--protocol=socket"}} {
			_, err := s.MySQL(c.sql, via...)
			if err == nil || !strings.HasSuffix(err.Error(), c.want) {
				t.Errorf("%s (%v): got %v, want %s", c.sql, via[1:], err, c.want)
			}
		}
	}
}

// USER() is the user at the client's host, CURRENT_USER() the account, as
// in MySQL; both gave the account.
func TestUserFunctions(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE USER reader@'%'")
	if out := s.MustMySQL("SELECT USER(), CURRENT_USER()", "-ureader", "-N"); out != "reader@localhost\treader@%\n" {
		t.Errorf("USER(), CURRENT_USER() = %q, want reader@localhost and reader@%%", out)
	}
}
