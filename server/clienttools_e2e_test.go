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
