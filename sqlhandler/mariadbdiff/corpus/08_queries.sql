# Joins, aggregates, subqueries, and the error codes of everyday mistakes.

=== sum-avg-decimal
CREATE TABLE t (id INT PRIMARY KEY, g INT, d DECIMAL(10,2), i INT, f DOUBLE);
INSERT INTO t VALUES (1, 1, 1.10, 1, 0.5), (2, 1, 2.20, 2, 0.25), (3, 2, 3.33, 4, NULL), (4, 2, NULL, NULL, 1);
SELECT SUM(d), AVG(d), SUM(i), AVG(i) FROM t;
SELECT g, SUM(d), AVG(d), MIN(d), MAX(d), COUNT(d) FROM t GROUP BY g ORDER BY g;
SELECT SUM(f), AVG(f) FROM t;
SELECT AVG(i) FROM t WHERE i > 1;
SELECT SUM(d) FROM t WHERE id > 100;
SELECT g, SUM(i) / COUNT(*) FROM t GROUP BY g ORDER BY g;

=== aggregate-having
CREATE TABLE t (id INT PRIMARY KEY, cat VARCHAR(5), amt INT);
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 20), (3, 'a', 30), (4, 'c', 5), (5, 'b', 1);
SELECT cat, COUNT(*), SUM(amt) FROM t GROUP BY cat HAVING SUM(amt) > 15 ORDER BY cat;
SELECT cat, MAX(amt) FROM t GROUP BY cat ORDER BY MAX(amt) DESC;
SELECT COUNT(DISTINCT cat) FROM t;
SELECT GROUP_CONCAT(amt ORDER BY amt) FROM t;
SELECT cat, amt FROM t GROUP BY cat;

=== joins
CREATE TABLE c (id INT PRIMARY KEY, name VARCHAR(10));
CREATE TABLE o (id INT PRIMARY KEY, cid INT, total DECIMAL(8,2), KEY kc (cid));
INSERT INTO c VALUES (1, 'ann'), (2, 'bob'), (3, 'cy');
INSERT INTO o VALUES (10, 1, 5.00), (11, 1, 7.50), (12, 2, 1.25), (13, 9, 3.00);
SELECT c.name, o.total FROM c JOIN o ON o.cid = c.id ORDER BY o.id;
SELECT c.name, COUNT(o.id), SUM(o.total) FROM c LEFT JOIN o ON o.cid = c.id GROUP BY c.name ORDER BY c.name;
SELECT o.id FROM o LEFT JOIN c ON o.cid = c.id WHERE c.id IS NULL;
SELECT c.name FROM c WHERE EXISTS (SELECT 1 FROM o WHERE o.cid = c.id) ORDER BY c.name;
SELECT c.name FROM c WHERE c.id NOT IN (SELECT cid FROM o) ORDER BY c.name;
SELECT a.id, b.id FROM c a, c b WHERE a.id < b.id ORDER BY a.id, b.id;
SELECT c.name, o.total FROM c RIGHT JOIN o ON o.cid = c.id ORDER BY o.id;
SELECT name, (SELECT MAX(total) FROM o WHERE o.cid = c.id) FROM c ORDER BY id;

=== order-limit
CREATE TABLE t (id INT PRIMARY KEY, v INT, KEY kv (v));
INSERT INTO t VALUES (1, 5), (2, 3), (3, 9), (4, 3), (5, 1), (6, NULL);
SELECT id FROM t ORDER BY v, id LIMIT 3;
SELECT id FROM t ORDER BY v DESC, id LIMIT 2 OFFSET 1;
SELECT id FROM t WHERE v > 2 ORDER BY v LIMIT 1;
SELECT id FROM t ORDER BY id DESC LIMIT 2;
SELECT DISTINCT v FROM t ORDER BY v;
SELECT id FROM t WHERE id > 2 AND id < 6 ORDER BY id DESC;

=== multi-table-update-delete
CREATE TABLE a (id INT PRIMARY KEY, v INT);
CREATE TABLE b (id INT PRIMARY KEY, w INT);
INSERT INTO a VALUES (1, 1), (2, 2), (3, 3);
INSERT INTO b VALUES (1, 10), (3, 30);
UPDATE a JOIN b ON a.id = b.id SET a.v = b.w;
SELECT * FROM a ORDER BY id;
DELETE a FROM a JOIN b ON a.id = b.id WHERE b.w > 20;
SELECT * FROM a ORDER BY id;
UPDATE a SET v = v + 1 WHERE id > 1;
DELETE FROM a WHERE v > 100;
UPDATE a SET v = v WHERE id = 1;

=== common-errors
CREATE TABLE t (id INT PRIMARY KEY, v INT);
SELECT * FROM nosuch;
SELECT nosuch FROM t;
INSERT INTO t (nosuch) VALUES (1);
UPDATE t SET nosuch = 1;
SELECT * FROM t WHERE nosuch = 1;
INSERT INTO t VALUES (1);
INSERT INTO t VALUES (1, 2, 3);
SELECT * FROM nosuchdb.t;
CREATE TABLE t (id INT);
CREATE TABLE bad (id INT) ENGINE=NoSuchEngine;
SELECT id FROM t a JOIN t b;
SELECT (SELECT id FROM t);
DROP TABLE nosuch;
INSERT INTO t VALUES (1, 1), (2, 2);
SELECT (SELECT id FROM t);
SELECT v, COUNT(*) FROM t;

=== insert-select-and-update-order
CREATE TABLE t (id INT PRIMARY KEY, v INT);
INSERT INTO t VALUES (1, 1), (2, 2), (3, 3);
INSERT INTO t SELECT id + 10, v * 2 FROM t;
INSERT INTO t SELECT id, v FROM t WHERE id = 1;
INSERT IGNORE INTO t SELECT id + 1, v FROM t WHERE id < 3;
SELECT * FROM t ORDER BY id;
UPDATE t SET id = id + 100 ORDER BY id DESC LIMIT 2;
DELETE FROM t ORDER BY id LIMIT 1;
SELECT id FROM t ORDER BY id;

=== string-functions-collation
CREATE TABLE t (id INT PRIMARY KEY, s VARCHAR(20));
INSERT INTO t VALUES (1, 'Hello'), (2, 'hello'), (3, 'WORLD'), (4, 'héllo');
SELECT id FROM t WHERE s = 'HELLO' ORDER BY id;
SELECT DISTINCT LOWER(s) FROM t ORDER BY 1;
SELECT s, COUNT(*) FROM t GROUP BY s ORDER BY s;
SELECT id FROM t WHERE s LIKE 'h%' ORDER BY id;
SELECT MIN(s), MAX(s) FROM t;
SELECT UPPER(s), LENGTH(s), SUBSTRING(s, 2, 3) FROM t ORDER BY id;
SELECT COUNT(DISTINCT s), COUNT(DISTINCT UPPER(s)) FROM t;
SELECT COUNT(*) FROM (SELECT DISTINCT s FROM t) x;
SELECT COUNT(*) FROM (SELECT s FROM t WHERE id < 3 UNION SELECT s FROM t WHERE id > 1) x;
SELECT DISTINCT UPPER(s) FROM t ORDER BY 1 DESC;

=== numeric-expressions
SELECT 1 + 1.5, 10 / 4, 10 DIV 4, 10 % 3, -7 % 3;
SELECT ROUND(2.5), ROUND(-2.5), ROUND(1.255, 2), TRUNCATE(1.999, 1);
SELECT CAST('12.5' AS DECIMAL(5,2)), CAST(12.567 AS DECIMAL(5,1)), CAST(-1 AS UNSIGNED); -- kept: mariadb-cast-unsigned-note
SELECT 0.1 + 0.2 = 0.3, 1e0 + 2;
SELECT 3 / 7, 1 / 3 * 3;
SELECT CONCAT(1, 'a'), 'abc' < 'abd', 'b' > 'abc';

=== only-full-group-by
CREATE TABLE t (id INT PRIMARY KEY, v INT, w INT);
INSERT INTO t VALUES (1, 1, 10), (2, 1, 20), (3, 2, 30);
SELECT v, COUNT(*) FROM t;
SELECT v + 1, MAX(w) FROM t WHERE id = 1;
SELECT COUNT(*), MAX(v) + 1, 'x' FROM t;
SELECT v, COUNT(*) FROM t GROUP BY v ORDER BY v;
SELECT (SELECT COUNT(*) FROM t t2 WHERE t2.v = t1.v) FROM t t1 ORDER BY id;
SELECT id FROM t WHERE w = (SELECT MAX(w) FROM t);
SELECT * FROM (SELECT v, COUNT(*) FROM t) x;
SET SESSION sql_mode = 'STRICT_TRANS_TABLES';
SELECT v, COUNT(*) FROM t WHERE id = 3;

=== scalar-subquery-several-rows
# A comparison with a subquery that returns more than one row fails with
# 1242 (go-mysql-server turned it into a semi join that matched them all).
CREATE TABLE t (id INT PRIMARY KEY, v INT);
INSERT INTO t VALUES (1, 10), (2, 20), (3, NULL);
SELECT id FROM t WHERE id = (SELECT id FROM t);
SELECT id FROM t WHERE v < (SELECT v FROM t WHERE id > 1);
SELECT id FROM t WHERE NOT (v = (SELECT v FROM t));
SELECT id FROM t WHERE id = (SELECT MAX(id) FROM t);
SELECT id FROM t WHERE v > (SELECT v FROM t WHERE id = 1) ORDER BY id;
SELECT id FROM t WHERE v = (SELECT v FROM t WHERE id = 4);
SELECT id FROM t WHERE id IN (SELECT id FROM t WHERE v >= 10) ORDER BY id;
DELETE FROM t WHERE id = (SELECT 2);
SELECT id FROM t ORDER BY id;

=== time-and-string-functions
# MySQL's built-in functions go-mysql-server lacked ("FUNCTION ... does
# not exist"): SEC_TO_TIME, MAKETIME, MAKEDATE, PERIOD_ADD, PERIOD_DIFF,
# TO_SECONDS, ADDTIME, SUBTIME, OCT, INSERT, MAKE_SET, EXPORT_SET.
CREATE TABLE t (id INT PRIMARY KEY, tm TIME, dt DATETIME, s VARCHAR(20));
INSERT INTO t VALUES (1, '10:00:00', '2020-02-28 23:30:00', 'Quadratic'), (2, NULL, NULL, NULL);
SELECT SEC_TO_TIME(100), SEC_TO_TIME(-3700), SEC_TO_TIME(99999999), SEC_TO_TIME(86399);
SELECT MAKETIME(12, 15, 30), MAKETIME(-1, 2, 3), MAKETIME(1, 60, 0), MAKETIME(900, 0, 0);
SELECT MAKEDATE(2020, 60), MAKEDATE(20, 1), MAKEDATE(99, 365), MAKEDATE(2020, 0), MAKEDATE(2021, 400);
SELECT PERIOD_ADD(202011, 3), PERIOD_ADD(2011, 3), PERIOD_ADD(9801, -2), PERIOD_DIFF(202003, 201911), PERIOD_DIFF(9802, 199703);
SELECT TO_SECONDS('2020-01-01 00:00:01'), TO_SECONDS('0000-01-01'), TO_SECONDS(20090101), TO_SECONDS('1999-12-31 23:59:59');
SELECT ADDTIME('2007-12-31 23:59:59.999999', '1 1:1:1.000002'), SUBTIME('2007-12-31 23:59:59.999999', '1 1:1:1.000002');
SELECT ADDTIME('01:00:00.999999', '02:00:00.999998'), SUBTIME('10:00:00', '11:30:00');
SELECT id, ADDTIME(tm, '01:30:00'), SUBTIME(dt, '00:45:00'), SEC_TO_TIME(id * 60) FROM t ORDER BY id;
SELECT OCT(8), OCT(12), OCT(-1), OCT(NULL);
SELECT INSERT('Quadratic', 3, 4, 'What'), INSERT('Quadratic', -1, 4, 'What'), INSERT('Quadratic', 3, 100, 'What'), INSERT('Quadratic', 10, 1, 'x');
SELECT id, INSERT(s, 1, 1, 'q') FROM t ORDER BY id;
SELECT MAKE_SET(1, 'a', 'b', 'c'), MAKE_SET(1 | 4, 'hello', 'nice', 'world'), MAKE_SET(1 | 4, 'hello', 'nice', NULL, 'world'), MAKE_SET(0, 'a', 'b'), MAKE_SET(NULL, 'a');
SELECT EXPORT_SET(5, 'Y', 'N', ',', 4), EXPORT_SET(6, '1', '0', '', 10), EXPORT_SET(5, 'Y', 'N'), EXPORT_SET(-1, 'a', 'b', '-', 3), EXPORT_SET(NULL, 'Y', 'N');
# TIME_TO_SEC read its argument only as a DATETIME, so every TIME string
# was NULL, as HOUR and MICROSECOND of one were. (A fraction is left out of
# TIME_TO_SEC: MySQL drops it, MariaDB keeps it.)
SELECT TIME_TO_SEC('01:30:00'), TIME_TO_SEC('-01:00:00'), TIME_TO_SEC('100:00:00'), TIME_TO_SEC('2020-01-01 01:00:05');
SELECT id, TIME_TO_SEC(tm), TIME_TO_SEC(dt), TIME_TO_SEC(SEC_TO_TIME(-100)) FROM t ORDER BY id;
SELECT HOUR('100:00:00'), HOUR('-01:30:00'), HOUR('10:05:03'), HOUR('2020-01-01 07:00:00'), MICROSECOND('10:00:00.5'), MICROSECOND('2020-01-01 00:00:00.25'), MICROSECOND('-00:00:01.000002');
SELECT id, HOUR(tm), MICROSECOND(tm), HOUR(SEC_TO_TIME(400000)) FROM t ORDER BY id;

=== aes-and-uuid-short
# AES_ENCRYPT, AES_DECRYPT (block_encryption_mode's default, aes-128-ecb:
# the key folded to 16 bytes, PKCS#7 padding) and UUID_SHORT were
# "FUNCTION ... does not exist".
CREATE TABLE t (id INT PRIMARY KEY, s VARCHAR(40), k VARCHAR(40));
INSERT INTO t VALUES (1, 'text', 'key'), (2, '', 'a key longer than sixteen bytes'), (3, 'exactly16bytes!!', ''), (4, NULL, 'k'), (5, 'x', NULL);
SELECT HEX(AES_ENCRYPT('text', 'key')), HEX(AES_ENCRYPT('', 'k')), HEX(AES_ENCRYPT('0123456789abcdef', 'a very long key that is longer than sixteen bytes'));
SELECT id, HEX(AES_ENCRYPT(s, k)), CAST(AES_DECRYPT(AES_ENCRYPT(s, k), k) AS CHAR) FROM t ORDER BY id;
SELECT AES_DECRYPT(AES_ENCRYPT('text', 'key'), 'wrong') IS NULL, AES_DECRYPT('not sixteen', 'k') IS NULL, AES_DECRYPT(UNHEX('15E36637363712FC2E699B9C95B75393'), 'key') = 'text';
SELECT UUID_SHORT() > 0, UUID_SHORT() < UUID_SHORT();

=== interval-function
# INTERVAL(N, N1, N2, ...) was a syntax error: the grammar read INTERVAL
# only as an interval value (vitess change 3); INTERVAL (expr) unit still is one.
CREATE TABLE t (id INT PRIMARY KEY, n INT, d DATE);
INSERT INTO t VALUES (1, 5, '2020-01-31'), (2, 150, '2020-02-29'), (3, NULL, NULL), (4, 1000, '2021-12-31');
SELECT INTERVAL(23, 1, 15, 17, 30, 44, 200), INTERVAL(10, 1, 10, 100, 1000), INTERVAL(22, 23, 30, 44, 200), INTERVAL(NULL, 1, 2), INTERVAL(1.5, 1, 2), INTERVAL(-1, 0);
SELECT id, INTERVAL(n, 10, 100, 1000), DATE_ADD(d, INTERVAL (id + 1) DAY), d + INTERVAL 1 MONTH FROM t ORDER BY id;
SELECT INTERVAL(n, 10, 100, 1000) AS bucket, COUNT(*) FROM t GROUP BY bucket ORDER BY bucket;
