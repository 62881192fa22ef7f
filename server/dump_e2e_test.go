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

// mysqldump runs Debian's mysqldump (or mariadb-dump) against port.
func mysqldump(t *testing.T, port int, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath("mysqldump")
	if err != nil {
		bin, err = exec.LookPath("mariadb-dump")
	}
	if err != nil {
		t.Fatalf("mysqldump is not installed (apt-get install mariadb-client): %v", err)
	}
	cmd := exec.Command(bin, append([]string{"--no-defaults", "-h127.0.0.1", "-P" + strconv.Itoa(port), "-uroot"}, args...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("mysqldump %v: %v\n%s", args, err, errb.String())
	}
	return out.String()
}
