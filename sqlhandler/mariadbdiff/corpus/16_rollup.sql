# GROUP BY ... WITH ROLLUP: super-aggregate rows after the groups they sum
# up, in the order of the grouping values, NULL for the rolled-up columns.
# (MariaDB has no GROUPING() and refuses ORDER BY with ROLLUP, which MySQL
# 8 allows; those are tested in server.TestGroupByRollup.)

=== rollup
CREATE TABLE s (id INT PRIMARY KEY, region VARCHAR(10), yr INT, amt DECIMAL(10,2), KEY kr (region));
INSERT INTO s VALUES (1, 'east', 2023, 10), (2, 'east', 2024, 20), (3, 'west', 2023, 5), (4, 'west', 2023, 7), (5, 'north', 2024, 1), (6, NULL, 2024, 3), (7, 'East', 2022, 1.5);
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
