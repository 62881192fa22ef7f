package server_test

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// TestDeleteAllWithoutCurrentDatabase: DELETE FROM db.t with no WHERE (which
// go-mysql-server turns into a truncation) from a client with no default
// database. go-mysql-server looked the table up in the current database
// and failed with an unknown-database error (third_party/go-mysql-server
// HANDLERD.md, process_truncate.go).
func TestDeleteAllWithoutCurrentDatabase(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	out := s.MustMySQL("CREATE DATABASE q; CREATE TABLE q.t (id INT PRIMARY KEY); INSERT INTO q.t VALUES (1),(2); " +
		"DELETE FROM q.t; SELECT COUNT(*) FROM q.t")
	expect(t, out, "COUNT(*)\n0\n")
	// the rows deleted are reported (a TRUNCATE statement says 0)
	out = s.MustMySQL("INSERT INTO q.t VALUES (1),(2),(3); DELETE FROM q.t; SELECT ROW_COUNT(); " +
		"INSERT INTO q.t VALUES (1); TRUNCATE q.t; SELECT ROW_COUNT()")
	expect(t, out, "ROW_COUNT()\n3\nROW_COUNT()\n0\n")
}

// TestMySQLSlapSchema runs mysqlslap, whose first statement is CREATE
// SCHEMA `mysqlslap` (with no default database) and whose last is DROP
// SCHEMA.
func TestMySQLSlapSchema(t *testing.T) {
	bin, err := exec.LookPath("mysqlslap")
	if err != nil {
		t.Skip("mysqlslap is not installed (apt-get install mariadb-client)")
	}
	s := testserver.Start(t, testserver.Options{})
	cmd := exec.Command(bin, "--no-defaults", "-h127.0.0.1", "-P"+strconv.Itoa(s.Port), "-uroot",
		"--auto-generate-sql", "--number-of-queries=20", "--concurrency=2")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("mysqlslap: %v\n%s", err, out)
	}
	if out := s.MustMySQL("SHOW DATABASES LIKE 'mysqlslap'"); strings.Contains(out, "mysqlslap") {
		t.Fatalf("mysqlslap's schema was not dropped:\n%s", out)
	}
	s.MustMySQL("CREATE SCHEMA `mysqlslap`; CREATE TABLE mysqlslap.t (id INT); DROP SCHEMA `mysqlslap`")
}

// TestMixedTableOptionsRefused: an ALTER TABLE with ENGINE= (or an S3 table
// option) next to other clauses is refused with 1235 and changes nothing;
// go-mysql-server's grammar used to drop the ENGINE silently. Alone, each
// works; a column named engine is not a table option.
func TestMixedTableOptionsRefused(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE DATABASE a; CREATE TABLE a.t (id INT PRIMARY KEY); INSERT INTO a.t VALUES (1)")
	for _, q := range []string{
		"ALTER TABLE a.t ADD COLUMN c INT, ENGINE=MEMORY",
		"ALTER TABLE a.t ENGINE = MEMORY, ADD COLUMN c INT",
		"ALTER TABLE `a`.`t` MODIFY id BIGINT, COMPRESSION_ALGORITHM=zstd",
	} {
		msg := wantCLIError(t, 1235, s.Port, q, "-uroot")
		if !strings.Contains(msg, "doesn't yet support") {
			t.Errorf("%s: %s", q, msg)
		}
	}
	expect(t, s.MustMySQL("SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'a'; SHOW COLUMNS FROM a.t"),
		"ENGINE\nBTREE\nField\tType\tNull\tKey\tDefault\tExtra\nid\tint\tNO\tPRI\tNULL\t\n")
	s.MustMySQL("ALTER TABLE a.t ADD COLUMN engine INT, ADD COLUMN c INT; ALTER TABLE a.t ENGINE=MEMORY")
	expect(t, s.MustMySQL("SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'a'; SELECT * FROM a.t"),
		"ENGINE\nMEMORY\nid\tengine\tc\n1\tNULL\tNULL\n")
}

// TestAlterTableComment: ALTER TABLE t COMMENT = '...' changes the
// comment (it was accepted and ignored) without rebuilding the table, and
// the comment outlives a restart.
func TestAlterTableComment(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE c; CREATE TABLE c.t (id INT PRIMARY KEY) COMMENT = 'first';
		INSERT INTO c.t VALUES (1), (2); ALTER TABLE c.t COMMENT = 'second'`)
	s.Restart()
	if out := s.MustMySQL("SHOW CREATE TABLE c.t"); !strings.Contains(out, "COMMENT='second'") {
		t.Errorf("SHOW CREATE TABLE after ALTER TABLE ... COMMENT and a restart:\n%s", out)
	}
	if out := s.MustMySQL("SELECT TABLE_COMMENT, (SELECT COUNT(*) FROM c.t) FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'c'", "-N"); out != "second\t2\n" {
		t.Errorf("information_schema.TABLES and the rows: %q", out)
	}
	// SHOW TABLE STATUS's last columns are MySQL's Create_options and
	// Comment, the comment in it (the column was named Comments and NULL).
	header, row, _ := strings.Cut(s.MustMySQL("SHOW TABLE STATUS FROM c"), "\n")
	if !strings.HasSuffix(header, "\tCreate_options\tComment") || !strings.HasSuffix(row, "\t\tsecond\n") {
		t.Errorf("SHOW TABLE STATUS:\n%s\n%s", header, row)
	}
}

// SHOW FULL COLUMNS lists the privileges the user holds on each column,
// as MySQL does: all four for root, select for a user granted SELECT on the
// database (the column was always empty).
func TestShowFullColumnsPrivileges(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE c; CREATE TABLE c.t (id INT PRIMARY KEY, v INT);
		CREATE USER reader IDENTIFIED BY 'pw'; GRANT SELECT ON c.* TO reader;`)
	const q = "SHOW FULL COLUMNS FROM c.t"
	expect(t, s.MustMySQL(q, "-N"),
		"id\tint\tNULL\tNO\tPRI\tNULL\t\tselect,insert,update,references\t\n"+
			"v\tint\tNULL\tYES\t\tNULL\t\tselect,insert,update,references\t\n")
	expect(t, s.MustMySQL(q, "-N", "-ureader", "-ppw"),
		"id\tint\tNULL\tNO\tPRI\tNULL\t\tselect\t\n"+
			"v\tint\tNULL\tYES\t\tNULL\t\tselect\t\n")
}
