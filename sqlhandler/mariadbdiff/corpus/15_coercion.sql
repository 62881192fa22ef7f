# Comparisons across types, with and without indexes: string columns
# against numbers, numbers against strings, dates against strings.

=== string-number-comparisons
CREATE TABLE t (id INT PRIMARY KEY, code VARCHAR(10), n INT, d DECIMAL(6,2), KEY kc (code), KEY kn (n));
INSERT INTO t VALUES (1, '10', 10, 10.00), (2, '9', 9, 9.50), (3, '010', 8, 8.00), (4, 'abc', 0, 0.00), (5, ' 7', 7, 7.00), (6, NULL, NULL, NULL);
SELECT id FROM t WHERE code = 10 ORDER BY id;
SELECT id FROM t WHERE code = '10' ORDER BY id;
SELECT id FROM t WHERE code > 9 ORDER BY id;
SELECT id FROM t WHERE code > '9' ORDER BY id;
SELECT id FROM t WHERE n = '10' ORDER BY id;
SELECT id FROM t WHERE n = '10abc' ORDER BY id; -- kept: string-number-warning-count
SELECT id FROM t WHERE n IN ('9', 8, '7.0') ORDER BY id;
SELECT id FROM t WHERE code IN (10, 7) ORDER BY id; -- kept: string-number-warning-count
SELECT id FROM t WHERE (code, n) IN ((10, 10), (10, 8), (7, 7)) ORDER BY id;
SELECT id FROM t WHERE d = '9.5' ORDER BY id;
SELECT id FROM t WHERE n BETWEEN '8' AND '9.9' ORDER BY id;
SELECT id FROM t WHERE code = 0 ORDER BY id;
SELECT '10' = 10, '10' = 10.0, '1e1' = 10, 'abc' = 0, '' = 0, ' 7' = 7, '7 ' = 7, 10 = '10.0'; -- kept: string-number-warning-count
SELECT '9' > '10', 9 > '10', '9' > 10, 'b' > 'a', NULL < 1, 1 <=> NULL;
SELECT MAX(code), MIN(code), MAX(n + 0), SUM(code) FROM t; -- kept: string-number-warning-count

=== date-string-comparisons
CREATE TABLE e (id INT PRIMARY KEY, d DATE, dt DATETIME, KEY kd (d), KEY kdt (dt));
INSERT INTO e VALUES (1, '2024-03-01', '2024-03-01 10:00:00'), (2, '2024-03-02', '2024-03-02 00:00:00'), (3, '2024-02-29', '2024-02-29 23:59:59');
SELECT id FROM e WHERE d = '2024-03-01' ORDER BY id;
SELECT id FROM e WHERE d = '2024-3-1' ORDER BY id;
SELECT id FROM e WHERE d = 20240301 ORDER BY id;
SELECT id FROM e WHERE d > '2024-02-29' ORDER BY id;
SELECT id FROM e WHERE dt = '2024-03-02' ORDER BY id;
SELECT id FROM e WHERE dt < '2024-03-01' ORDER BY id;
SELECT id FROM e WHERE dt BETWEEN '2024-03-01' AND '2024-03-01 23:59:59' ORDER BY id;
SELECT id FROM e WHERE d IN ('2024-03-01', '2024-03-02') ORDER BY id;
SELECT id FROM e WHERE DATE(dt) = '2024-03-01' ORDER BY id;
SELECT id FROM e WHERE d = dt ORDER BY id;
SELECT id FROM e WHERE d = '2024-03-01 00:00:00' ORDER BY id;

=== case-only-changes
# An UPDATE that changes only a string's case (or its trailing spaces)
# changes the row, as MySQL decides by the stored bytes; handlerd compared
# by the collation and skipped it (in every UPDATE form and in ON DUPLICATE
# KEY UPDATE). LEAST and GREATEST compare strings by the collation.
CREATE TABLE names (id INT PRIMARY KEY, name VARCHAR(10), p INT);
CREATE TABLE refs (id INT PRIMARY KEY, ref INT);
INSERT INTO names VALUES (1, 'ann', 1), (2, 'bob', 2);
INSERT INTO refs VALUES (1, 1), (2, 1);
UPDATE names SET name = UPPER(name) WHERE id = 1;
UPDATE names SET name = 'Bob' WHERE id >= 2;
UPDATE names SET name = 'Bob ' WHERE id = 2;
SELECT id, CONCAT('[', name, ']') FROM names ORDER BY id;
UPDATE refs, names SET names.name = LOWER(names.name) WHERE refs.ref = names.id;
SELECT * FROM names ORDER BY id;
INSERT INTO names VALUES (2, 'BOB', 2) ON DUPLICATE KEY UPDATE name = VALUES(name);
SELECT * FROM names ORDER BY id;
UPDATE names SET name = 'BOB' WHERE id = 2;
SELECT LEAST('a', 'B'), GREATEST('a', 'B'), LEAST('b', 'A', 'c'), LEAST(name, 'B') FROM names WHERE id = 1;
