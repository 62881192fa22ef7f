package server_test

import (
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// TestStoredFunctions: CREATE FUNCTION, calls in every clause, DROP
// FUNCTION and SHOW CREATE FUNCTION as in MySQL, through the mysql CLI; the
// functions survive a restart and a mysqldump --routines round trip. All of
// it was a syntax error (1064) before.
func TestStoredFunctions(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE shop; CREATE DATABASE other; USE shop;
		CREATE TABLE items (id INT PRIMARY KEY, name VARCHAR(20), price DECIMAL(8,2));
		INSERT INTO items VALUES (1, 'pen', 1.50), (2, 'ink', 4.00), (3, 'pad', 2.25);
		CREATE FUNCTION with_tax(p DECIMAL(8,2)) RETURNS DECIMAL(8,2) DETERMINISTIC RETURN p * 1.2;
		CREATE FUNCTION item_name(i INT) RETURNS VARCHAR(20) READS SQL DATA RETURN (SELECT name FROM items WHERE id = i);
		DELIMITER //
		CREATE DEFINER=CURRENT_USER FUNCTION price_band(i INT) RETURNS VARCHAR(30) CHARSET utf8mb4 READS SQL DATA
		BEGIN
			DECLARE p DECIMAL(8,2);
			DECLARE band VARCHAR(10);
			SELECT price INTO p FROM items WHERE id = i;
			IF p IS NULL THEN
				RETURN 'none';
			ELSEIF p < 2 THEN
				SET band = 'cheap';
			ELSE
				SET band = 'dear';
			END IF;
			RETURN CONCAT(band, ' ', p);
		END //
		DELIMITER ;`)

	calls := `SELECT id, with_tax(price), item_name(id), price_band(id) FROM items WHERE with_tax(price) > 2 ORDER BY id;
		SELECT price_band(9), shop.with_tax(10), with_tax(NULL)`
	want := "id\twith_tax(price)\titem_name(id)\tprice_band(id)\n2\t4.80\tink\tdear 4.00\n3\t2.70\tpad\tdear 2.25\n" +
		"price_band(9)\tshop.with_tax(10)\twith_tax(NULL)\nnone\t12.00\tNULL\n"
	expect(t, s.MustMySQL(calls, "-D", "shop"), want)
	// From another database, named with their own; their bodies still
	// read shop's tables.
	expect(t, s.MustMySQL("SELECT shop.item_name(1), shop.price_band(1)", "-D", "other"),
		"shop.item_name(1)\tshop.price_band(1)\npen\tcheap 1.50\n")

	// In writes: the function's reads are part of the statement's
	// transaction, and see its uncommitted rows.
	expect(t, s.MustMySQL(`USE shop; INSERT INTO items VALUES (4, item_name(1), with_tax(5));
		UPDATE items SET name = CONCAT(item_name(2), '!') WHERE id = 2;
		BEGIN; INSERT INTO items VALUES (5, 'cap', 9); SELECT price_band(5); ROLLBACK; SELECT price_band(5);
		SELECT * FROM items WHERE id IN (2, 4) ORDER BY id`),
		"price_band(5)\ndear 9.00\nprice_band(5)\nnone\nid\tname\tprice\n2\tink!\t4.00\n4\tpen\t6.00\n")

	// MySQL's errors.
	for _, c := range []struct{ sql, want string }{
		{"SELECT with_tax(1, 2)", "ERROR 1318 (42000) at line 1: Incorrect number of arguments for FUNCTION shop.with_tax; expected 1, got 2"},
		{"SELECT no_such(1)", "ERROR 1305 (42000) at line 1: FUNCTION shop.no_such does not exist"},
		{"CREATE FUNCTION with_tax(x INT) RETURNS INT RETURN x", "ERROR 1304 (42000) at line 1: FUNCTION with_tax already exists"},
		{"CREATE FUNCTION f() RETURNS INT BEGIN SET @a = 1; END", "ERROR 1320 (42000) at line 1: No RETURN found in FUNCTION shop.f"},
		{"CREATE FUNCTION f() RETURNS INT BEGIN SELECT 1; RETURN 1; END", "ERROR 1415 (0A000) at line 1: Not allowed to return a result set from a function"},
		{"CREATE FUNCTION f(x INT) RETURNS INT BEGIN IF x > 0 THEN RETURN 1; END IF; END", ""},
		{"SELECT f(0)", "ERROR 1321 (2F005) at line 1: FUNCTION f ended without RETURN"},
		{"CREATE FUNCTION r(x INT) RETURNS INT RETURN IF(x > 0, r(x - 1), 0)", ""},
		{"SELECT r(2)", "ERROR 1424 (HY000) at line 1: Recursive stored functions and triggers are not allowed."},
		{"DROP FUNCTION no_such", "ERROR 1305 (42000) at line 1: FUNCTION shop.no_such does not exist"},
	} {
		// The client's error text repeats the statement first.
		out, err := s.MySQL(c.sql, "-D", "shop", "--delimiter=//")
		if (err == nil) != (c.want == "") || err != nil && !strings.HasSuffix(err.Error(), c.want) {
			t.Errorf("%s: %v %q, want %q", c.sql, err, out, c.want)
		}
	}
	expect(t, s.MustMySQL("DROP FUNCTION f; DROP FUNCTION r; DROP FUNCTION IF EXISTS f; SHOW WARNINGS", "-D", "shop"),
		"Level\tCode\tMessage\nNote\t1305\tFUNCTION shop.f does not exist\n")

	// SHOW FUNCTION STATUS and SHOW CREATE FUNCTION, which mysqldump reads.
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(s.MustMySQL("SHOW FUNCTION STATUS WHERE Db = 'shop'", "-N")), "\n") {
		f := strings.Split(line, "\t")
		names = append(names, f[0]+"."+f[1]+" "+f[2])
	}
	if got := strings.Join(names, ", "); got != "shop.item_name FUNCTION, shop.price_band FUNCTION, shop.with_tax FUNCTION" {
		t.Errorf("SHOW FUNCTION STATUS: %s", got)
	}
	if out := s.MustMySQL("SHOW CREATE FUNCTION shop.with_tax", "-N"); !strings.Contains(out, "CREATE FUNCTION with_tax(p DECIMAL(8,2)) RETURNS DECIMAL(8,2) DETERMINISTIC RETURN p * 1.2") {
		t.Errorf("SHOW CREATE FUNCTION: %q", out)
	}

	// They are kept across a restart, and a dump of them loads.
	before := s.MustMySQL(calls, "-D", "shop")
	s.Restart()
	expect(t, s.MustMySQL(calls, "-D", "shop"), before)
	dump := mysqldump(t, s.Port, "--routines", "--databases", "shop")
	s2 := testserver.Start(t, testserver.Options{})
	s2.MustMySQL(dump)
	if got, want := s2.MustMySQL(calls, "-D", "shop"), s.MustMySQL(calls, "-D", "shop"); got != want {
		t.Errorf("loaded from the dump:\n%s\nthe original:\n%s", got, want)
	}
}
