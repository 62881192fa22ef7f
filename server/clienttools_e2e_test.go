package server_test

import (
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// TestMysqldumpRoundTrip: Debian's mysqldump (MariaDB's) dumps a database
// handlerd serves, the mysql CLI loads the dump back after the database is
// dropped, and the tables, rows and views are what they were. Every read
// below runs with no current database, as a client reading d.v does: a
// view then failed with "no database selected" (go-mysql-server patch 45),
// and mysqldump wrote no definition for it.
func TestMysqldumpRoundTrip(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE shop; USE shop;
		CREATE TABLE items (id INT PRIMARY KEY AUTO_INCREMENT, sku VARCHAR(20) NOT NULL, price DECIMAL(7,2) DEFAULT 9.5,
			added TIMESTAMP NULL, note TEXT, tags JSON, kind ENUM('a','b') DEFAULT 'a', raw VARBINARY(8),
			UNIQUE KEY usku (sku), KEY kprice (price)) ENGINE=BTREE;
		CREATE TABLE cache (k VARCHAR(10) PRIMARY KEY, v INT) ENGINE=MEMORY;
		INSERT INTO items (sku, price, added, note, tags, kind, raw) VALUES
			('a''b', 1.25, '2024-02-03 04:05:06', 'x\ny', '{"k": [1, 2]}', 'b', 0x00FF0A27),
			('c', DEFAULT, NULL, NULL, NULL, DEFAULT, NULL);
		INSERT INTO cache VALUES ('k', 1);
		CREATE VIEW cheap AS SELECT sku, price FROM items WHERE price < 5;`)
	state := func() string {
		return s.MustMySQL("SHOW CREATE TABLE shop.items; SHOW CREATE TABLE shop.cache; " +
			"SELECT * FROM shop.items ORDER BY id; SELECT * FROM shop.cache; SELECT * FROM shop.cheap; " +
			"SHOW FULL TABLES FROM shop")
	}
	before := state()
	dump := mysqldump(t, s.Port, "--databases", "shop")
	if !strings.Contains(dump, "CREATE VIEW `cheap`") {
		t.Fatalf("the dump has no definition of the view:\n%s", dump)
	}
	s.MustMySQL("DROP DATABASE shop")
	s.MustMySQL(dump)
	if after := state(); after != before {
		t.Errorf("after the dump was loaded back:\n%s\nbefore:\n%s", after, before)
	}
	s.MustMySQL("INSERT INTO shop.items (sku) VALUES ('d')")
	expect(t, s.MustMySQL("SELECT id FROM shop.items WHERE sku = 'd'"), "id\n3\n")
}

// TestMysqlcheck: Debian's mysqlcheck checks, analyzes, optimizes and
// repairs every table of a database; OPTIMIZE and REPAIR TABLE were syntax
// errors, which stopped mysqlcheck --optimize.
func TestMysqlcheck(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE shop; CREATE TABLE shop.items (id INT PRIMARY KEY, v INT, KEY kv (v));
		CREATE TABLE shop.cache (k INT PRIMARY KEY) ENGINE=MEMORY; INSERT INTO shop.items VALUES (1, 2)`)
	for _, c := range []struct{ flag, want string }{
		{"--check", "shop.cache                                         OK\nshop.items                                         OK\n"},
		{"--analyze", "shop.cache                                         OK\nshop.items                                         OK\n"},
		{"--optimize", "shop.cache\nnote     : The storage engine for the table doesn't support optimize\n" +
			"shop.items\nnote     : The storage engine for the table doesn't support optimize\n"},
		{"--repair", "shop.cache\nnote     : The storage engine for the table doesn't support repair\n" +
			"shop.items\nnote     : The storage engine for the table doesn't support repair\n"},
	} {
		if got := clientTool(t, "mysqlcheck", s.Port, c.flag, "shop"); got != c.want {
			t.Errorf("mysqlcheck %s shop:\n%q\nwant:\n%q", c.flag, got, c.want)
		}
	}
}

func mysqldump(t *testing.T, port int, args ...string) string {
	t.Helper()
	return clientTool(t, "mysqldump", port, args...)
}

// clientTool runs one of Debian's MySQL client programs (mysqldump,
// mysqlcheck; or MariaDB's name for it, mariadb-dump, mariadb-check)
// against port and returns its output.
func clientTool(t *testing.T, name string, port int, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath(name)
	if err != nil {
		bin, err = exec.LookPath(strings.Replace(name, "mysql", "mariadb-", 1))
	}
	if err != nil {
		t.Fatalf("%s is not installed (apt-get install mariadb-client): %v", name, err)
	}
	cmd := exec.Command(bin, append([]string{"--no-defaults", "-h127.0.0.1", "-P" + strconv.Itoa(port), "-uroot"}, args...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s%s", name, args, err, out.String(), errb.String())
	}
	return out.String()
}

// TestErrorsAsMySQL: the commonest errors reach the mysql CLI with MySQL's
// code, SQLSTATE and text. go-mysql-server sent a syntax error as 1105,
// HY000 with most codes (drivers branch on the state: 23000 is a
// constraint violation) and its own wording.
func TestErrorsAsMySQL(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE DATABASE shop; CREATE TABLE shop.items (id INT PRIMARY KEY, sku VARCHAR(5) NOT NULL); " +
		"INSERT INTO shop.items VALUES (1, 'a'), (2, 'b')")
	for _, c := range []struct{ sql, want string }{
		{"SELEC 1", "ERROR 1064 (42000) at line 1: syntax error at position 6 near 'SELEC'"},
		{"USE nosuch", "ERROR 1049 (42000) at line 1: Unknown database 'nosuch'"},
		{"CREATE DATABASE shop", "ERROR 1007 (HY000) at line 1: Can't create database 'shop'; database exists"},
		{"CREATE TABLE shop.items (id INT)", "ERROR 1050 (42S01) at line 1: Table 'items' already exists"},
		{"SELECT * FROM shop.nosuch", "ERROR 1146 (42S02) at line 1: "},
		{"SELECT nosuch FROM shop.items", "ERROR 1054 (42S22) at line 1: "},
		{"INSERT INTO shop.items VALUES (1, 'c')", "ERROR 1062 (23000) at line 1: "},
		{"INSERT INTO shop.items VALUES (3, NULL)", "ERROR 1048 (23000) at line 1: Column 'sku' cannot be null"},
		{"INSERT INTO shop.items VALUES (3, 'toolong')", "ERROR 1406 (22001) at line 1: "},
		{"SELECT id FROM shop.items WHERE id = (SELECT id FROM shop.items)", "ERROR 1242 (21000) at line 1: Subquery returns more than 1 row"},
	} {
		_, err := s.MySQL(c.sql)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %s...", c.sql, err, c.want)
		}
	}
	// The client's default database is a COM_INIT_DB, not a statement.
	if _, err := s.MySQL("SELECT 1", "nosuch"); err == nil || !strings.Contains(err.Error(), "ERROR 1049 (42000): Unknown database 'nosuch'") {
		t.Errorf("connecting to a missing database: got %v", err)
	}
}
