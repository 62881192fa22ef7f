package sqlhandler_test

import "testing"

// MySQL string behaviour of issue 10 (CHAR, ENUM, DISTINCT under a
// collation); the go-mysql-server changes these test are listed in
// third_party/go-mysql-server/HANDLERD.md.

// A CHAR column's value has no trailing spaces (MySQL strips CHAR's pad on
// read): LENGTH of 'ab  ' in a CHAR(5) is 2, and it equals 'ab' under a NO
// PAD collation too.
func TestCharStripsTrailingSpaces(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t (id INT PRIMARY KEY, c CHAR(5), v VARCHAR(5), k CHAR(5), UNIQUE KEY uk (k))")
		d.mustQuery("INSERT INTO t VALUES (1, 'ab  ', 'ab  ', 'x'), (2, 'abcde   ', 'x', 'y ')")
		expect(t, d, "SELECT id, LENGTH(c), CONCAT('[', c, ']'), LENGTH(v) FROM t ORDER BY id", "[[1 2 [ab] 4] [2 5 [abcde] 1]]")
		expect(t, d, "SELECT id FROM t WHERE c = 'ab'", "[[1]]")
		expect(t, d, "SELECT id FROM t WHERE k = 'y'", "[[2]]")
		if _, err := d.query("INSERT INTO t VALUES (3, 'x', 'x', 'y')"); err == nil {
			t.Fatal("'y' and 'y ' in a CHAR unique key: want a duplicate-key error")
		}
		if _, err := d.query("INSERT INTO t VALUES (4, 'abcdef', 'x', 'z')"); err == nil {
			t.Fatal("6 characters in a CHAR(5): want an error")
		}
	})
}

// An ENUM compares with a string as a string (under its collation), with a
// number as its position; ORDER BY sorts by position. An index on it is
// ordered by position, so only equalities with members use it.
func TestEnumComparedAsString(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t (id INT PRIMARY KEY, e ENUM('b', 'a', 'c') COLLATE utf8mb4_0900_ai_ci, k ENUM('small', 'medium', 'large') COLLATE utf8mb4_0900_ai_ci, KEY kk (k))")
		d.mustQuery("INSERT INTO t VALUES (1, 'a', 'large'), (2, 'b', 'small'), (3, 'c', 'medium'), (4, NULL, NULL)")
		expect(t, d, "SELECT id FROM t WHERE e < 'b' ORDER BY id", "[[1]]")
		expect(t, d, "SELECT id FROM t WHERE e > 'a' ORDER BY id", "[[2] [3]]")
		expect(t, d, "SELECT id FROM t WHERE e = 'A' ORDER BY id", "[[1]]")
		expect(t, d, "SELECT id FROM t WHERE e = 2 ORDER BY id", "[[1]]")
		expect(t, d, "SELECT id FROM t WHERE e = '2' ORDER BY id", "[]")
		expect(t, d, "SELECT id FROM t WHERE e < 10 ORDER BY id", "[[1] [2] [3]]")
		expect(t, d, "SELECT id FROM t WHERE e <=> 'B' ORDER BY id", "[[2]]")
		expect(t, d, "SELECT id FROM t WHERE e IN ('c', 'x') ORDER BY id", "[[3]]")
		expect(t, d, "SELECT id FROM t WHERE e IN ('2') ORDER BY id", "[]")
		expect(t, d, "SELECT id FROM t WHERE e BETWEEN 'a' AND 'b' ORDER BY id", "[[1] [2]]")
		expect(t, d, "SELECT id FROM t ORDER BY e, id", "[[4] [2] [1] [3]]")
		expect(t, d, "SELECT a.id, b.id FROM t a JOIN t b ON a.e < b.e ORDER BY a.id, b.id", "[[1 2] [1 3] [2 3]]")
		// the indexed ENUM
		expect(t, d, "SELECT id FROM t WHERE k > 'medium' ORDER BY id", "[[2]]")
		expect(t, d, "SELECT id FROM t WHERE k < 'm' ORDER BY id", "[[1]]")
		expect(t, d, "SELECT id FROM t WHERE k = 'Medium'", "[[3]]")
		expect(t, d, "SELECT id FROM t WHERE k IN ('LARGE', 'x') ORDER BY id", "[[1]]")
		expect(t, d, "SELECT id FROM t WHERE k = 1", "[[2]]")
		expect(t, d, "SELECT id FROM t WHERE k = '1'", "[]")
	})
}

// DISTINCT, COUNT(DISTINCT) and UNION's DISTINCT see the strings a
// collation calls equal as one: 'Hello' and 'hello' under
// utf8mb4_0900_ai_ci, 'a' and 'a ' under a PAD SPACE collation.
func TestDistinctUnderCollation(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t (id INT PRIMARY KEY, s VARCHAR(20) COLLATE utf8mb4_0900_ai_ci, v VARCHAR(10) COLLATE utf8mb4_general_ci, b VARCHAR(10) COLLATE utf8mb4_0900_bin)")
		d.mustQuery("INSERT INTO t VALUES (1, 'Hello', 'a', 'a'), (2, 'hello', 'a ', 'A'), (3, 'WORLD', 'A', 'a'), (4, 'héllo', 'b', 'b')")
		expect(t, d, "SELECT COUNT(DISTINCT s), COUNT(DISTINCT v), COUNT(DISTINCT b) FROM t", "[[2 2 3]]")
		expect(t, d, "SELECT COUNT(DISTINCT s, v) FROM t", "[[3]]")
		expect(t, d, "SELECT DISTINCT LOWER(s) FROM t ORDER BY 1", "[[hello] [world]]")
		expect(t, d, "SELECT COUNT(*) FROM (SELECT DISTINCT s FROM t) x", "[[2]]")
		expect(t, d, "SELECT COUNT(*) FROM (SELECT v FROM t WHERE id < 3 UNION SELECT v FROM t WHERE id > 2) x", "[[2]]")
		expect(t, d, "SELECT GROUP_CONCAT(DISTINCT b ORDER BY b) FROM t", "[[A,a,b]]")
	})
}

// A SET compares with a string as its string ('x,z': `s = 'z,x'` is false)
// and with a number as its bits; string functions and LIKE see an ENUM's or
// SET's string, not its position or bits.
func TestEnumSetAsStrings(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		d.mustQuery("CREATE TABLE t (id INT PRIMARY KEY, e ENUM('small', 'large') COLLATE utf8mb4_0900_ai_ci, s SET('x', 'y', 'z') COLLATE utf8mb4_0900_ai_ci, KEY ks (s))")
		d.mustQuery("INSERT INTO t VALUES (1, 'large', 'x,z'), (2, 'small', 'y'), (3, NULL, '')")
		expect(t, d, "SELECT id FROM t WHERE s = 'z,x'", "[]")
		expect(t, d, "SELECT id FROM t WHERE s = 'X,Z'", "[[1]]")
		expect(t, d, "SELECT id FROM t WHERE s = 5", "[[1]]")
		expect(t, d, "SELECT id FROM t WHERE s < 'y' ORDER BY id", "[[1] [3]]")
		expect(t, d, "SELECT id FROM t WHERE s IN ('y', 'z,x') ORDER BY id", "[[2]]")
		expect(t, d, "SELECT CONCAT(e, '/', s), LENGTH(e), UPPER(s), e LIKE 'l%', s LIKE '%z' FROM t WHERE id = 1", "[[large/x,z 5 X,Z true true]]")
		expect(t, d, "SELECT CAST(s AS CHAR), GREATEST(e, 'm') FROM t WHERE id = 1", "[[x,z m]]")
	})
}
