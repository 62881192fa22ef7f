# Keys, lookups, ranges and comparisons under column collations. On
# MariaDB the utf8mb4_0900 collations are spelled as its uca1400 NO PAD
# equivalents (corpus_test.go): MySQL 8's utf8mb4_0900_* collations are
# NO PAD, utf8mb4_general_ci, utf8mb4_bin and latin1_swedish_ci PAD SPACE.

=== default-collation-is-ai-ci
CREATE TABLE t (k VARCHAR(10) PRIMARY KEY, v INT);
INSERT INTO t VALUES ('abc', 1);
INSERT INTO t VALUES ('ABC', 2);
INSERT INTO t VALUES ('Àbc', 3);
INSERT INTO t VALUES ('abc ', 4);
SELECT v FROM t WHERE k = 'ABC';
SELECT v FROM t WHERE k = 'abc ';
SELECT COUNT(*) FROM t WHERE k > 'ABC';
SELECT 'a' = 'A', 'a' = 'á';

=== ai-ci-keys-and-ranges
CREATE TABLE t (k VARCHAR(20) COLLATE utf8mb4_0900_ai_ci PRIMARY KEY, n INT, u VARCHAR(10) COLLATE utf8mb4_0900_ai_ci, UNIQUE KEY uu (u), KEY kn (n));
INSERT INTO t VALUES ('apple', 1, 'x1'), ('Banana', 2, 'x2'), ('cherry', 3, 'x3'), ('date', 4, NULL), ('Éclair', 5, NULL);
INSERT INTO t VALUES ('APPLE', 9, 'x9');
INSERT INTO t VALUES ('fig', 6, 'X1');
SELECT k FROM t ORDER BY k;
SELECT k FROM t WHERE k >= 'b' AND k < 'D' ORDER BY k;
SELECT k FROM t WHERE k > 'CHERRY' ORDER BY k;
SELECT k FROM t WHERE k = 'eclair';
SELECT k FROM t WHERE k LIKE 'b%';
SELECT k FROM t WHERE u = 'X2';
SELECT k FROM t WHERE k IN ('BANANA', 'DATE') ORDER BY k DESC;

=== general-ci-pad-space
CREATE TABLE t (k VARCHAR(20) COLLATE utf8mb4_general_ci PRIMARY KEY, v INT);
INSERT INTO t VALUES ('abc', 1);
INSERT INTO t VALUES ('ABC', 2);
INSERT INTO t VALUES ('abc ', 3);
INSERT INTO t VALUES ('abc  ', 4);
INSERT INTO t VALUES ('àbc', 5);
INSERT INTO t VALUES ('abd', 6), ('ab', 7);
SELECT k, v FROM t ORDER BY k;
SELECT v FROM t WHERE k = 'ABC   ';
SELECT v FROM t WHERE k < 'abc ' ORDER BY k;
SELECT v FROM t WHERE k <= 'abc' ORDER BY k;
SELECT v FROM t WHERE k > 'abc ' ORDER BY k;
SELECT 'a' = 'a ', 'a' < 'a ', 'a ' > 'a';

=== general-ci-unique-secondary
CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(20) COLLATE utf8mb4_general_ci, UNIQUE KEY un (name));
INSERT INTO t VALUES (1, 'Ann'), (2, 'bob'), (3, NULL), (4, NULL);
INSERT INTO t VALUES (5, 'ANN');
INSERT INTO t VALUES (6, 'Bob  ');
INSERT IGNORE INTO t VALUES (7, 'ann ');
UPDATE t SET name = 'BOB' WHERE id = 1;
SELECT id, name FROM t ORDER BY id;
SELECT id FROM t WHERE name = 'ann';

=== bin-nopad-case-sensitive
CREATE TABLE t (k VARCHAR(20) COLLATE utf8mb4_0900_bin PRIMARY KEY, v INT);
INSERT INTO t VALUES ('abc', 1), ('ABC', 2), ('abc ', 3), ('Abc', 4);
INSERT INTO t VALUES ('abc', 5);
SELECT k, v FROM t ORDER BY k;
SELECT v FROM t WHERE k = 'abc';
SELECT v FROM t WHERE k > 'abc' ORDER BY k;
SELECT v FROM t WHERE k < 'a' ORDER BY k;

=== utf8mb4-bin-pad-space
CREATE TABLE t (k VARCHAR(20) COLLATE utf8mb4_bin PRIMARY KEY, v INT);
INSERT INTO t VALUES ('abc', 1), ('ABC', 2);
INSERT INTO t VALUES ('abc ', 3);
SELECT k, v FROM t ORDER BY k;
SELECT v FROM t WHERE k = 'abc  ';
SELECT v FROM t WHERE k < 'abc ' ORDER BY k;

=== latin1-swedish-ci
CREATE TABLE t (k VARCHAR(20) CHARACTER SET latin1 COLLATE latin1_swedish_ci PRIMARY KEY, v INT);
INSERT INTO t VALUES ('abc', 1), ('zeta', 2), ('Mango', 3);
INSERT INTO t VALUES ('ABC', 4);
INSERT INTO t VALUES ('abc ', 5);
INSERT INTO t VALUES ('mango', 6);
SELECT k FROM t ORDER BY k;
SELECT v FROM t WHERE k = 'MANGO ';
SELECT v FROM t WHERE k BETWEEN 'b' AND 'N' ORDER BY k;
SELECT v FROM t WHERE k >= 'Z';

=== collation-secondary-ranges
CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR(10) COLLATE utf8mb4_general_ci, b VARCHAR(10) COLLATE utf8mb4_0900_bin, KEY ka (a), KEY kb (b));
INSERT INTO t VALUES (1, 'x', 'x'), (2, 'X', 'X'), (3, 'x ', 'x '), (4, 'y', 'y'), (5, NULL, NULL), (6, 'W', 'W');
SELECT id FROM t WHERE a = 'x' ORDER BY id;
SELECT id FROM t WHERE b = 'x' ORDER BY id;
SELECT id FROM t WHERE a > 'x' ORDER BY id;
SELECT id FROM t WHERE b > 'x' ORDER BY id;
SELECT id FROM t WHERE a < 'X ' ORDER BY id;
SELECT id FROM t WHERE b >= 'X' AND b < 'y' ORDER BY id;
SELECT a, COUNT(*) FROM t GROUP BY a ORDER BY a;

=== char-pad-space-where
CREATE TABLE t (id INT PRIMARY KEY, c CHAR(10) COLLATE utf8mb4_general_ci, v VARCHAR(10) COLLATE utf8mb4_general_ci);
INSERT INTO t VALUES (1, 'a', 'a'), (2, 'a ', 'a '), (3, 'b', 'b');
SELECT id FROM t WHERE c = 'a' ORDER BY id;
SELECT id FROM t WHERE v = 'a' ORDER BY id;
SELECT id FROM t WHERE v > 'a' ORDER BY id;
SELECT id FROM t WHERE v <> 'a ' ORDER BY id;
SELECT COUNT(DISTINCT v) FROM t;
SELECT id, CONCAT('[', c, ']'), CONCAT('[', v, ']') FROM t ORDER BY id;

=== join-on-collated-keys
CREATE TABLE a (k VARCHAR(10) COLLATE utf8mb4_general_ci PRIMARY KEY, x INT);
CREATE TABLE b (id INT PRIMARY KEY, k VARCHAR(10) COLLATE utf8mb4_general_ci, KEY kk (k));
INSERT INTO a VALUES ('red', 1), ('Green', 2);
INSERT INTO b VALUES (1, 'RED'), (2, 'green '), (3, 'blue');
SELECT b.id, a.x FROM b JOIN a ON a.k = b.k ORDER BY b.id;
SELECT b.id, a.x FROM b LEFT JOIN a ON a.k = b.k ORDER BY b.id;
