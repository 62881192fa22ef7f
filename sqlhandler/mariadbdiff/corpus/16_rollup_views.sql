# GROUP BY ... WITH ROLLUP: super-aggregate rows after the groups they sum
# up, in the order of the grouping values, NULL for the rolled-up columns.
# (MariaDB has no GROUPING() and refuses ORDER BY with ROLLUP, which MySQL
# 8 allows; those are tested in server.TestGroupByRollup.) Writes through
# views: UPDATE, DELETE and INSERT through a view over one table, WITH
# CHECK OPTION, and the views that refuse them.

=== rollup
CREATE TABLE s (id INT PRIMARY KEY, region VARCHAR(10), yr INT, amt DECIMAL(10,2), KEY kr (region));
INSERT INTO s VALUES (1, 'east', 2023, 10), (2, 'east', 2024, 20), (3, 'west', 2023, 5), (4, 'west', 2023, 7), (5, 'north', 2024, 1), (6, NULL, 2024, 3), (7, 'south', 2022, 1.5);
SELECT region, SUM(amt) FROM s GROUP BY region WITH ROLLUP;
SELECT region, yr, SUM(amt), COUNT(*) FROM s GROUP BY region, yr WITH ROLLUP;
SELECT yr, region, COUNT(*), MAX(amt), MIN(amt), AVG(amt) FROM s GROUP BY yr, region WITH ROLLUP;
SELECT region, SUM(amt) FROM s GROUP BY region WITH ROLLUP HAVING SUM(amt) > 5;
SELECT region, COUNT(DISTINCT yr), GROUP_CONCAT(id ORDER BY id) FROM s GROUP BY region WITH ROLLUP;
SELECT COALESCE(region, 'all') AS r, SUM(amt) FROM s GROUP BY region WITH ROLLUP;
SELECT yr + 1 AS y, COUNT(*) FROM s GROUP BY y WITH ROLLUP;
SELECT COUNT(*) FROM s GROUP BY yr WITH ROLLUP;
SELECT region, SUM(amt) FROM s WHERE id > 100 GROUP BY region WITH ROLLUP;
SELECT region, SUM(amt) FROM s WHERE yr = 2023 GROUP BY region WITH ROLLUP;
SELECT * FROM (SELECT region, COUNT(*) AS c FROM s GROUP BY region WITH ROLLUP) x WHERE region IS NULL;
SELECT * FROM (SELECT region, yr, SUM(amt) AS t FROM s GROUP BY region, yr WITH ROLLUP) x WHERE yr IS NULL;
SELECT region, SUM(amt) FROM s GROUP BY region WITH ROLLUP LIMIT 2;
SELECT DISTINCT yr FROM s GROUP BY yr, region WITH ROLLUP;
CREATE VIEW v AS SELECT region, SUM(amt) AS total FROM s GROUP BY region WITH ROLLUP;
SELECT * FROM v;
SELECT region, SUM(amt) FROM s GROUP BY region WITH ROLLUP UNION ALL SELECT 'x', 0;
SELECT region, SUM(amt) FROM s GROUP BY region ROLLUP;
SELECT region FROM s GROUP BY region WITH ROLLUP;
SELECT a.region, COUNT(*) FROM s a JOIN s b ON a.yr = b.yr GROUP BY a.region WITH ROLLUP;

=== updatable-views
CREATE TABLE t (id INT PRIMARY KEY, a INT, b VARCHAR(10), c INT DEFAULT 7);
INSERT INTO t VALUES (1, 1, 'x', 1), (2, 2, 'y', 2), (3, -1, 'neg', 3);
CREATE VIEW v AS SELECT id, a, b AS bee FROM t WHERE a > 0;
CREATE VIEW v2 (k, val) AS SELECT id, b FROM t;
CREATE VIEW vc AS SELECT id, a FROM t WHERE a > 0 WITH CHECK OPTION;
CREATE VIEW ve AS SELECT id, a + 1 AS a1, b FROM t;
CREATE VIEW vg AS SELECT a, COUNT(*) AS n FROM t GROUP BY a;
UPDATE v SET bee = CONCAT(bee, '!'), a = a + 10;
SELECT * FROM t ORDER BY id;
UPDATE v SET a = 100 WHERE id = 3;
DELETE FROM v WHERE bee = 'y!';
INSERT INTO v (id, bee) VALUES (4, 'four');
INSERT INTO v VALUES (1, 5, 'dup') ON DUPLICATE KEY UPDATE bee = 'upd';
UPDATE v2 SET val = 'k2' WHERE k = 2;
UPDATE v2 SET val = 'k4' WHERE k = 4;
INSERT INTO v2 VALUES (6, 'six');
UPDATE ve SET b = 'by-a1' WHERE a1 = 0;
SELECT * FROM t ORDER BY id;
UPDATE v SET bee = 'lim' ORDER BY id DESC LIMIT 1;
DELETE FROM v2 WHERE k = 6;
SELECT * FROM t ORDER BY id;
INSERT INTO vc VALUES (5, 5);
UPDATE vc SET a = -5 WHERE id = 1;
INSERT INTO vc VALUES (7, NULL);
UPDATE vc SET a = 50 WHERE id = 5;
UPDATE ve SET a1 = 3;
INSERT INTO ve VALUES (8, 1, 'x');
DELETE FROM vg;
UPDATE vg SET n = 0;
SELECT * FROM t ORDER BY id;
SELECT TABLE_NAME, CHECK_OPTION, IS_UPDATABLE FROM information_schema.VIEWS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME;
