# Stored functions and procedures as applications and migrations write
# them: bodies on one line each (the corpus splits statements at a ';' that
# ends a line).

=== stored-functions
CREATE TABLE items (id INT PRIMARY KEY, name VARCHAR(20), price DECIMAL(8,2));
INSERT INTO items VALUES (1, 'pen', 1.50), (2, 'ink', 4.00), (3, 'pad', 2.25);
CREATE FUNCTION with_tax(p DECIMAL(8,2)) RETURNS DECIMAL(8,2) DETERMINISTIC RETURN p * 1.2;
CREATE FUNCTION item_name(i INT) RETURNS VARCHAR(20) READS SQL DATA RETURN (SELECT name FROM items WHERE id = i);
CREATE FUNCTION band(i INT) RETURNS VARCHAR(30) READS SQL DATA BEGIN DECLARE p DECIMAL(8,2); SELECT price INTO p FROM items WHERE id = i; IF p IS NULL THEN RETURN 'none'; ELSEIF p < 2 THEN RETURN CONCAT('cheap ', p); END IF; RETURN CONCAT('dear ', p); END;
SELECT id, with_tax(price), item_name(id), band(id) FROM items ORDER BY id;
SELECT band(99), with_tax(NULL), with_tax('3'), item_name(99);
SELECT id FROM items WHERE with_tax(price) > 2 ORDER BY with_tax(price) DESC;
INSERT INTO items VALUES (4, item_name(1), with_tax(5));
UPDATE items SET name = CONCAT(item_name(2), '!') WHERE id = 2;
DELETE FROM items WHERE band(id) = 'dear 2.25';
SELECT * FROM items ORDER BY id;
SELECT with_tax(1, 2);
SELECT no_such(1);
CREATE FUNCTION with_tax(x INT) RETURNS INT RETURN x;
CREATE FUNCTION no_return() RETURNS INT BEGIN SET @a = 1; END;
CREATE FUNCTION result_set() RETURNS INT BEGIN SELECT 1; RETURN 1; END;
CREATE FUNCTION sometimes(x INT) RETURNS INT BEGIN IF x > 0 THEN RETURN 1; END IF; SET @z = x; END;
SELECT sometimes(1);
SELECT sometimes(0);
CREATE FUNCTION again(x INT) RETURNS INT RETURN IF(x > 0, again(x - 1), 0);
SELECT again(2);
DROP FUNCTION sometimes;
DROP FUNCTION IF EXISTS sometimes;
DROP FUNCTION sometimes;
SELECT ROUTINE_NAME, ROUTINE_TYPE, DATA_TYPE, IS_DETERMINISTIC, SQL_DATA_ACCESS FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = DATABASE() ORDER BY ROUTINE_NAME;

=== routine-variables
# Declared variables start NULL; IS NULL, CASE, BETWEEN and IN see them.
CREATE FUNCTION classify(x INT) RETURNS VARCHAR(20) BEGIN DECLARE v INT; DECLARE d DECIMAL(6,3) DEFAULT 1.5; IF v IS NULL THEN SET v = x; END IF; RETURN CONCAT(CASE WHEN v BETWEEN 1 AND 5 THEN 'low' WHEN v IN (6, 7) THEN 'mid' ELSE 'high' END, ' ', d); END;
SELECT classify(3), classify(7), classify(10);
CREATE FUNCTION day_after(d DATE) RETURNS DATE RETURN d + INTERVAL 1 DAY;
SELECT day_after('2024-02-28'), day_after(NULL);
CREATE FUNCTION loop_sum(n INT) RETURNS INT BEGIN DECLARE s INT DEFAULT 0; DECLARE i INT DEFAULT 1; WHILE i <= n DO SET s = s + i; SET i = i + 1; END WHILE; RETURN s; END;
SELECT loop_sum(0), loop_sum(10);
CREATE TABLE filled (id INT PRIMARY KEY, tag VARCHAR(5), at DATE);
CREATE PROCEDURE fill(n INT, start DATE) BEGIN DECLARE i INT DEFAULT 0; DECLARE last INT; WHILE i < n DO INSERT INTO filled VALUES (i, CASE WHEN i IN (1, 2) THEN 'a' WHEN last IS NULL THEN 'first' ELSE 'b' END, start + INTERVAL i DAY); SET last = i; SET i = i + 1; END WHILE; END;
CALL fill(4, '2024-02-28'); -- kept: call-affected-rows
SELECT * FROM filled ORDER BY id;

=== get-diagnostics
# GET DIAGNOSTICS in a handler reads the error that activated it, and a
# handler's BEGIN ... END runs whole (it ran its first operation only). The
# procedures return no rows: the corpus client reads one result per
# statement, and MariaDB's CALL sends its rows and then an OK.
CREATE TABLE t1 (id INT PRIMARY KEY);
CREATE TABLE log (code CHAR(5), errno INT);
CREATE PROCEDURE safe_insert(IN v INT) BEGIN DECLARE code CHAR(5) DEFAULT '00000'; DECLARE errno INT; DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN GET DIAGNOSTICS CONDITION 1 code = RETURNED_SQLSTATE, errno = MYSQL_ERRNO; INSERT INTO log VALUES (code, errno); SET @handled = @handled + 1; END; INSERT INTO t1 VALUES (v); END;
SET @handled = 0;
CALL safe_insert(1);
CALL safe_insert(1); -- kept: call-affected-rows
SELECT * FROM t1;
SELECT * FROM log;
SELECT @handled;
CREATE PROCEDURE count_conditions() BEGIN DECLARE n INT; DECLARE CONTINUE HANDLER FOR SQLEXCEPTION GET DIAGNOSTICS n = NUMBER; SELECT * FROM no_such_table; SET @n = n; END;
CALL count_conditions();
SELECT @n;
SELECT * FROM no_such_table;
GET DIAGNOSTICS @n = NUMBER;
GET DIAGNOSTICS CONDITION 1 @state = RETURNED_SQLSTATE, @errno = MYSQL_ERRNO;
SELECT @n, @state, @errno;
GET DIAGNOSTICS CONDITION 3 @x = MYSQL_ERRNO; -- kept: mysql8-invalid-condition-number
GET DIAGNOSTICS not_declared = NUMBER;
