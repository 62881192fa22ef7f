# Strict mode (STRICT_TRANS_TABLES, ERROR_FOR_DIVISION_BY_ZERO) and
# integer arithmetic overflow.

=== strict-not-null
CREATE TABLE t (id INT PRIMARY KEY, a INT NOT NULL, b VARCHAR(5) NOT NULL, c INT NOT NULL DEFAULT 7);
INSERT INTO t VALUES (1, NULL, 'x', 1);
INSERT INTO t (id, b) VALUES (2, 'x');
INSERT INTO t (id, a) VALUES (3, 1);
INSERT INTO t (id, a, b) VALUES (4, 1, 'x');
UPDATE t SET a = NULL WHERE id = 4;
SELECT * FROM t ORDER BY id;

=== strict-data-too-long
CREATE TABLE t (id INT PRIMARY KEY, v VARCHAR(3), c CHAR(2), b VARBINARY(2));
INSERT INTO t VALUES (1, 'abcd', 'a', 'a');
INSERT INTO t VALUES (2, 'a', 'abc', 'a');
INSERT INTO t VALUES (3, 'a', 'a', 'abc');
INSERT INTO t VALUES (4, 'abc   ', 'a', 'a');
INSERT INTO t VALUES (5, 'abc', 'ab', 'ab');
UPDATE t SET v = 'wxyz' WHERE id = 5;
SELECT id, v, c, HEX(b) FROM t ORDER BY id;

=== strict-out-of-range
CREATE TABLE t (id INT PRIMARY KEY, ti TINYINT, u INT UNSIGNED, d DECIMAL(4,1));
INSERT INTO t VALUES (1, 200, 1, 1);
INSERT INTO t VALUES (2, 1, -5, 1);
INSERT INTO t VALUES (3, 1, 1, 1000);
INSERT INTO t VALUES (4, 1, 1, 999.9);
UPDATE t SET ti = ti + 200 WHERE id = 4;
UPDATE t SET d = d * 10 WHERE id = 4;
SELECT * FROM t ORDER BY id;

=== strict-bad-values
CREATE TABLE t (id INT PRIMARY KEY, i INT, d DATE, e ENUM('a', 'b'));
INSERT INTO t VALUES (1, 'abc', NULL, NULL); -- kept: mariadb-1366-sqlstate
INSERT INTO t VALUES (2, '12abc', NULL, NULL);
INSERT INTO t VALUES (3, NULL, 'not a date', NULL);
INSERT INTO t VALUES (4, NULL, NULL, 'c');
INSERT INTO t VALUES (5, '42', '2024-1-2', 'b');
SELECT * FROM t ORDER BY id;

=== division-by-zero
CREATE TABLE t (id INT PRIMARY KEY, a INT, d DECIMAL(5,2));
INSERT INTO t VALUES (1, 10, 2.5);
SELECT 1 / 0, 1 DIV 0, 1 MOD 0, 1.5 / 0;
SELECT a / 0 FROM t;
INSERT INTO t VALUES (2, 1 / 0, 1);
INSERT INTO t VALUES (3, 1, 5 MOD 0);
UPDATE t SET a = a / 0 WHERE id = 1;
UPDATE t SET d = d DIV 0 WHERE id = 1;
INSERT IGNORE INTO t VALUES (4, 1 / 0, 1);
SELECT * FROM t ORDER BY id;

=== int-arithmetic-overflow
SELECT 9223372036854775807 + 1;
SELECT -9223372036854775808 - 1;
SELECT 9223372036854775807 * 2;
SELECT 18446744073709551615 + 1;
SELECT CAST(0 AS UNSIGNED) - 1;
SELECT CAST(5 AS UNSIGNED) - 3;
SELECT 4611686018427387904 * 2;
SELECT -9223372036854775807 - 1;
SELECT 2147483647 + 1;

=== column-arithmetic-overflow
CREATE TABLE t (id INT PRIMARY KEY, i INT, u INT UNSIGNED, bi BIGINT, ubi BIGINT UNSIGNED);
INSERT INTO t VALUES (1, 2147483647, 0, 9223372036854775807, 0);
SELECT i + 1, bi + 0 FROM t;
SELECT bi + 1 FROM t;
SELECT u - 1 FROM t;
SELECT ubi - 1 FROM t;
SELECT u + 1, ubi + 1 FROM t;
UPDATE t SET i = i + 1 WHERE id = 1;
UPDATE t SET u = u - 1 WHERE id = 1;
UPDATE t SET bi = bi + 1 WHERE id = 1;
UPDATE t SET ubi = ubi - 1 WHERE id = 1;
UPDATE t SET i = i - 1 WHERE id = 1;
SELECT * FROM t;

=== fast-path-point-updates
CREATE TABLE t (id INT PRIMARY KEY, c INT, u TINYINT UNSIGNED, s VARCHAR(4));
INSERT INTO t VALUES (1, 2147483646, 254, 'ab'), (2, -2147483647, 1, NULL);
UPDATE t SET c = c + 1 WHERE id = 1;
UPDATE t SET c = c + 1 WHERE id = 1;
UPDATE t SET c = c - 1 WHERE id = 2;
UPDATE t SET c = c - 1 WHERE id = 2;
UPDATE t SET u = u + 1 WHERE id = 1;
UPDATE t SET u = u + 1 WHERE id = 1;
UPDATE t SET u = u - 2 WHERE id = 2;
UPDATE t SET s = 'abcde' WHERE id = 1;
UPDATE t SET c = NULL WHERE id = 1;
SELECT * FROM t WHERE id = 1;
SELECT * FROM t WHERE id = 2;
SELECT c FROM t WHERE id = 3;
DELETE FROM t WHERE id = 2;
SELECT * FROM t ORDER BY id;

=== non-strict-session
SET SESSION sql_mode = '';
CREATE TABLE t (id INT PRIMARY KEY, ti TINYINT, v VARCHAR(3), n INT NOT NULL);
INSERT INTO t VALUES (1, 300, 'abcdef', 1);
INSERT INTO t (id, ti) VALUES (2, -300);
SELECT * FROM t ORDER BY id;

=== non-strict-adjustments
SET SESSION sql_mode = 'NO_ENGINE_SUBSTITUTION';
CREATE TABLE t (id INT PRIMARY KEY, u INT UNSIGNED, d DECIMAL(4,1), tm TIME, n INT NOT NULL, v VARCHAR(3));
INSERT INTO t VALUES (1, -5, 1000, '900:00:00', 1, 'abcdef');
INSERT INTO t (id, n) VALUES (2, NULL);
INSERT INTO t (id, n) VALUES (2, NULL), (3, NULL);
INSERT INTO t (id, u) VALUES (4, 1);
UPDATE t SET n = NULL WHERE id = 4;
UPDATE t SET u = -1, d = -5000 WHERE id = 4;
UPDATE t SET v = 'wxyz', n = 7 WHERE id = 3;
INSERT INTO t (id, n) VALUES (1, 1);
SELECT * FROM t ORDER BY id;
SET SESSION sql_mode = DEFAULT;
INSERT INTO t VALUES (5, -5, 1, NULL, 1, NULL);
INSERT IGNORE INTO t (id, u) VALUES (6, -5);
SELECT * FROM t WHERE id >= 5 ORDER BY id;

=== trailing-spaces
CREATE TABLE t (id INT PRIMARY KEY, v VARCHAR(3), c CHAR(2), b VARBINARY(2));
INSERT INTO t VALUES (1, 'ab   ', 'ab   ', 'ab');
INSERT INTO t VALUES (2, 'a', 'a', 'ab ');
INSERT INTO t VALUES (3, 'abcd ', 'a', 'a');
UPDATE t SET v = 'xyz    ' WHERE id = 1;
UPDATE t SET v = 'xyzw ' WHERE id = 1;
SELECT id, CONCAT('[', v, ']'), CONCAT('[', c, ']'), HEX(b) FROM t ORDER BY id;
