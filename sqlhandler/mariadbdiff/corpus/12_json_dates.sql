# JSON documents and date/time columns as applications use them.

=== json-functions
CREATE TABLE j (id INT PRIMARY KEY, doc JSON);
INSERT INTO j VALUES (1, '{"name": "ann", "tags": ["a", "b"], "age": 30, "addr": {"city": "Oslo"}}'), (2, '{"name": "bob", "tags": [], "age": null}'), (3, NULL);
SELECT id, JSON_EXTRACT(doc, '$.name'), JSON_UNQUOTE(JSON_EXTRACT(doc, '$.name')) FROM j ORDER BY id;
SELECT id, JSON_EXTRACT(doc, '$.age'), JSON_UNQUOTE(JSON_EXTRACT(doc, '$.addr.city')), JSON_LENGTH(doc, '$.tags') FROM j ORDER BY id;
SELECT id, doc->'$.age', doc->>'$.addr.city' FROM j ORDER BY id; -- kept: mysql8-json-operators
SELECT id FROM j WHERE JSON_UNQUOTE(JSON_EXTRACT(doc, '$.name')) = 'bob';
SELECT id, JSON_CONTAINS(doc, '"a"', '$.tags'), JSON_CONTAINS_PATH(doc, 'one', '$.addr', '$.zip') FROM j ORDER BY id;
SELECT JSON_OBJECT('a', 1, 'b', 'x', 'c', NULL), JSON_ARRAY(1, 'two', NULL, TRUE), JSON_QUOTE('a"b');
SELECT JSON_SET('{"a": 1}', '$.b', 2, '$.a', 5), JSON_INSERT('{"a": 1}', '$.a', 9, '$.c', 3), JSON_REPLACE('{"a": 1}', '$.a', 2, '$.z', 3);
SELECT JSON_REMOVE('{"a": 1, "b": 2}', '$.a'), JSON_ARRAY_APPEND('[1, 2]', '$', 3), JSON_MERGE_PATCH('{"a": 1}', '{"a": null, "b": 2}');
SELECT JSON_KEYS('{"b": 1, "a": 2}'); -- kept: mariadb-json-key-order
SELECT JSON_TYPE('[1]'), JSON_TYPE('1.5'), JSON_VALID('[]'), JSON_DEPTH('[[1]]');
SELECT JSON_SEARCH('["x", "y", "x"]', 'all', 'x'), JSON_SEARCH('{"a": "x"}', 'one', 'x');
UPDATE j SET doc = JSON_SET(doc, '$.age', 31) WHERE id = 1;
SELECT JSON_EXTRACT(doc, '$.age') FROM j WHERE id = 1;
SELECT JSON_ARRAYAGG(JSON_UNQUOTE(JSON_EXTRACT(doc, '$.name'))) FROM j WHERE id < 3; -- kept: mariadb-json-text
SELECT CAST('{"a": 1}' AS JSON), CAST(1 AS JSON), CAST('[1, 2]' AS JSON) = CAST('[1,2]' AS JSON); -- kept: mysql8-json-operators

=== date-columns
CREATE TABLE ev (id INT PRIMARY KEY, d DATE, dt DATETIME, ts TIMESTAMP NULL, t TIME, y YEAR);
INSERT INTO ev VALUES (1, '2024-02-28', '2024-02-28 23:30:00', '2024-02-28 23:30:00', '23:30:00', 2024), (2, '2023-12-31', '2023-12-31 00:00:01', NULL, '-01:00:00', 1999), (3, NULL, NULL, NULL, NULL, NULL);
SELECT id, d + INTERVAL 1 DAY, dt + INTERVAL 1 HOUR, DATE(dt), TIME(dt), YEAR(d), MONTH(d), DAY(d) FROM ev ORDER BY id;
SELECT id, DATEDIFF(dt, d), TIMESTAMPDIFF(MINUTE, d, dt), TIMEDIFF(dt, '2024-02-28 00:00:00'), ADDTIME(t, '01:00:00') FROM ev ORDER BY id;
SELECT id, DATE_FORMAT(dt, '%Y/%m/%d %H:%i'), DAYOFWEEK(d), WEEK(d, 1), LAST_DAY(d), TO_DAYS(d) FROM ev ORDER BY id;
SELECT id, d < '2024-01-01', dt BETWEEN '2024-01-01' AND '2024-12-31', t > '00:00:00', y + 1 FROM ev ORDER BY id;
SELECT id FROM ev WHERE d = '2024-02-28';
SELECT id FROM ev WHERE dt >= '2024-02-28' AND dt < '2024-02-29';
SELECT id FROM ev WHERE YEAR(d) = 2023;
SELECT COUNT(*), MIN(d), MAX(dt), MIN(t), MAX(y) FROM ev;
SELECT id, CAST(dt AS DATE), CAST(d AS DATETIME), CAST(t AS SIGNED), dt + 0, d + 0, t + 0 FROM ev ORDER BY id;
SELECT id, UNIX_TIMESTAMP(dt) - UNIX_TIMESTAMP(d), SEC_TO_TIME(TIME_TO_SEC(t) + 60), MAKEDATE(YEAR(d), 1) FROM ev ORDER BY id;
SELECT DATE('2024-13-01'), DATE_ADD('2024-02-29', INTERVAL 1 YEAR), '2024-02-28' + INTERVAL 1 DAY;
UPDATE ev SET dt = dt + INTERVAL 1 DAY WHERE id = 1;
SELECT dt FROM ev WHERE id = 1;
INSERT INTO ev (id, d) VALUES (4, '2024-02-30');
INSERT INTO ev (id, d) VALUES (4, 20240229);
SELECT d FROM ev WHERE id = 4;
