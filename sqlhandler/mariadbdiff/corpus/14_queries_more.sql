# Query shapes of reports and admin screens: grouping by expressions and
# aliases, ordering with NULLs and collations, user variables, SHOW.

=== group-order-shapes
CREATE TABLE s (id INT PRIMARY KEY, region VARCHAR(10), amount DECIMAL(8,2), sold DATE);
INSERT INTO s VALUES (1, 'north', 10.00, '2024-01-05'), (2, 'North', 5.50, '2024-01-20'), (3, 'south', 7.25, '2024-02-01'), (4, NULL, 3.00, '2024-02-15'), (5, 'east', NULL, NULL);
SELECT region, SUM(amount) AS total FROM s GROUP BY region ORDER BY total DESC;
SELECT LOWER(region) AS r, COUNT(*) FROM s GROUP BY r ORDER BY r;
SELECT DATE_FORMAT(sold, '%Y-%m') AS month, SUM(amount) FROM s GROUP BY month ORDER BY month;
SELECT YEAR(sold), MONTH(sold), COUNT(*) FROM s GROUP BY YEAR(sold), MONTH(sold) ORDER BY 1, 2;
SELECT region, SUM(amount) AS total FROM s GROUP BY region HAVING total > 5 ORDER BY region;
SELECT region FROM s ORDER BY region;
SELECT region FROM s ORDER BY region DESC;
SELECT region FROM s ORDER BY region IS NULL, region;
SELECT DISTINCT region FROM s ORDER BY region LIMIT 2 OFFSET 1;
SELECT COUNT(DISTINCT region), COUNT(region), MAX(region), MIN(region) FROM s;
SELECT id FROM s ORDER BY amount IS NULL, amount, id;
SELECT region, AVG(amount) FROM s GROUP BY region ORDER BY region;
SELECT region, STDDEV_POP(amount), VAR_SAMP(amount) FROM s GROUP BY region ORDER BY region; -- kept: mariadb-variance-decimal
SELECT * FROM (SELECT region, SUM(amount) t FROM s GROUP BY region) x WHERE t > 5 ORDER BY t;

=== user-variables
CREATE TABLE t (id INT PRIMARY KEY, v INT);
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30);
SET @total = 0;
SELECT @total := @total + v FROM t ORDER BY id; -- kept: mysql8-uservar-assign-warning
SELECT @total;
SET @x = 5, @y = 'abc', @z = NULL, @d = 1.50;
SELECT @x + 1, CONCAT(@y, 'd'), @z IS NULL, @undefined;
SELECT v INTO @picked FROM t WHERE id = 2;
SELECT @picked;
SET @n = (SELECT COUNT(*) FROM t);
SELECT @n;
SELECT @row := @row + 1 AS rn, id FROM t, (SELECT @row := 0) r ORDER BY id; -- kept: mysql8-uservar-assign-warning
SELECT @prev AS before_row, @prev := v FROM t ORDER BY id; -- kept: mysql8-uservar-assign-warning
SELECT @prev;

=== show-statements
CREATE TABLE items (id INT PRIMARY KEY, name VARCHAR(20) NOT NULL DEFAULT '', price DECIMAL(6,2));
CREATE TABLE orders (id INT PRIMARY KEY);
CREATE VIEW cheap AS SELECT id FROM items WHERE price < 1;
SHOW TABLES;
SHOW TABLES LIKE 'i%';
SHOW FULL TABLES;
SHOW COLUMNS FROM items LIKE 'n%';
SHOW INDEX FROM items; -- kept: mysql8-show-index-columns
SHOW DATABASES LIKE 'nosuchdb%';
SHOW VARIABLES LIKE 'autocommit';
SHOW SESSION VARIABLES LIKE 'sql_safe_updates';
SHOW WARNINGS;
SHOW COLUMNS FROM nosuch;

=== multibyte-strings
CREATE TABLE t (id INT PRIMARY KEY, s VARCHAR(10));
INSERT INTO t VALUES (1, 'héllo'), (2, '日本語テキスト'), (3, 'a😀b');
SELECT id, LENGTH(s), CHAR_LENGTH(s), LEFT(s, 2), RIGHT(s, 2), SUBSTRING(s, 2, 2), UPPER(s), REVERSE(s) FROM t ORDER BY id;
SELECT id, LOCATE('l', s), INSTR(s, '語'), REPLACE(s, 'é', 'e'), LPAD(s, 8, '*'), HEX(s) FROM t ORDER BY id;
SELECT id FROM t WHERE s LIKE '%本%';
SELECT id FROM t WHERE s = 'HELLO';
SELECT id FROM t WHERE s = 'hello';
INSERT INTO t VALUES (4, '12345678901');
INSERT INTO t VALUES (4, 'ééééééééééé');
SELECT CHAR_LENGTH(CONVERT('héllo' USING latin1)), LENGTH(CONVERT('héllo' USING latin1)), HEX(CONVERT('héllo' USING latin1));

=== diagnostics-area
# After an error, SHOW WARNINGS and SHOW ERRORS list it and the counts count
# it, as MySQL's diagnostics area has it (handlerd listed nothing, and SHOW
# ERRORS, SHOW COUNT(*) and @@warning_count were unsupported).
CREATE TABLE d (id INT PRIMARY KEY);
SELECT * FROM no_such_table;
SHOW WARNINGS;
SHOW ERRORS;
SHOW COUNT(*) ERRORS;
SHOW COUNT(*) WARNINGS;
INSERT INTO d VALUES (1), (1);
SHOW ERRORS; -- kept: mysql8-duplicate-key-name
SELECT 1 / 0;
SHOW COUNT(*) WARNINGS;
SHOW COUNT(*) ERRORS;
SHOW ERRORS;
SHOW WARNINGS;
SELECT * FROM d WHERE no_such_column = 1;
SELECT @@warning_count, @@error_count;
INSERT INTO d VALUES (2);
SELECT @@warning_count, @@session.error_count;
