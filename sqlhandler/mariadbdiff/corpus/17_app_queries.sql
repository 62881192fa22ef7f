# Statements as applications and their frameworks write them: pagination,
# counts over subqueries, FIELD() ordering, index hints, FOUND_ROWS,
# LOCK TABLES, CREATE TABLE LIKE, RENAME COLUMN, JSON operators.

=== pagination-and-counts
CREATE TABLE p (id INT PRIMARY KEY, cat VARCHAR(5), score INT, KEY kc (cat), KEY ks (score));
INSERT INTO p VALUES (1, 'a', 50), (2, 'b', 40), (3, 'a', 40), (4, 'c', NULL), (5, 'b', 90), (6, 'a', 10), (7, 'c', 40);
SELECT id FROM p ORDER BY score DESC, id LIMIT 3 OFFSET 2;
SELECT id FROM p ORDER BY score DESC, id LIMIT 2, 3;
SELECT COUNT(*) FROM (SELECT cat FROM p GROUP BY cat) AS t;
SELECT COUNT(*) AS n FROM p WHERE EXISTS (SELECT 1 FROM p q WHERE q.cat = p.cat AND q.id <> p.id);
SELECT id FROM p ORDER BY FIELD(id, 5, 1, 3), id;
SELECT id, FIELD(cat, 'c', 'a') FROM p ORDER BY id;
SELECT cat, COUNT(*) FROM p GROUP BY cat ORDER BY NULL;
SELECT id FROM p FORCE INDEX (ks) WHERE score > 30 ORDER BY id;
SELECT id FROM p USE INDEX (kc) WHERE cat = 'a' ORDER BY id;
SELECT id FROM p IGNORE INDEX (kc, ks) WHERE cat = 'b' ORDER BY id;
SELECT STRAIGHT_JOIN p.id FROM p JOIN p q ON q.id = p.id + 1 ORDER BY p.id;
SELECT SQL_NO_CACHE id FROM p WHERE id = 1;
SELECT HIGH_PRIORITY id FROM p WHERE id = 2;
SELECT SQL_CALC_FOUND_ROWS id FROM p ORDER BY id LIMIT 2;
SELECT FOUND_ROWS();
SELECT id FROM p WHERE id IN (SELECT id FROM p ORDER BY id LIMIT 2);
SELECT id FROM p WHERE id NOT IN (SELECT * FROM (SELECT id FROM p ORDER BY id LIMIT 2) x) ORDER BY id;
SELECT id FROM p WHERE score IS NULL OR score > 80 ORDER BY id;
SELECT IFNULL(score, -1), COALESCE(score, cat), CAST(score AS CHAR), CONCAT(cat, '-', id) FROM p ORDER BY id;
SELECT id FROM p WHERE cat LIKE CONCAT('%', 'a', '%') ORDER BY id;
SELECT id, CASE WHEN score >= 50 THEN 'hi' WHEN score >= 40 THEN 'mid' ELSE 'lo' END AS band FROM p ORDER BY band, id;
(SELECT id FROM p WHERE cat = 'a' ORDER BY id DESC LIMIT 1) UNION (SELECT id FROM p WHERE cat = 'b' ORDER BY id LIMIT 1) ORDER BY id;
# MariaDB 10.11 does not sort these by the outer ORDER BY when a window orders otherwise: sorted one level up.
SELECT * FROM (SELECT cat, SUM(score), RANK() OVER (ORDER BY SUM(score) DESC) FROM p GROUP BY cat) x ORDER BY cat;
SELECT cat, SUM(score) AS t, RANK() OVER (ORDER BY SUM(score) DESC) AS r FROM p GROUP BY cat HAVING t < 100 ORDER BY r, cat;
SELECT * FROM (SELECT cat, COUNT(*), SUM(COUNT(*)) OVER () AS total, ROW_NUMBER() OVER (ORDER BY cat DESC) AS rn FROM p GROUP BY cat) x ORDER BY cat;
SELECT cat, MAX(score), LAG(MAX(score)) OVER (ORDER BY cat) FROM p GROUP BY cat ORDER BY cat;
SELECT SUM(score), RANK() OVER (ORDER BY SUM(score)) FROM p;
SELECT cat, t, RANK() OVER (ORDER BY t DESC) FROM (SELECT cat, SUM(score) AS t FROM p GROUP BY cat) x ORDER BY cat;

=== writes-apps-make
CREATE TABLE c (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(10) NOT NULL, hits INT NOT NULL DEFAULT 0, UNIQUE KEY un (name));
INSERT INTO c (name) VALUES ('a'), ('b');
INSERT IGNORE INTO c (name) SELECT 'a' UNION ALL SELECT 'c';
UPDATE c SET hits = hits + 1 WHERE id IN (1, 3);
UPDATE c SET hits = hits + 1 WHERE name = 'b' LIMIT 1;
INSERT INTO c (name, hits) VALUES ('d', 1), ('a', 5) ON DUPLICATE KEY UPDATE hits = c.hits + VALUES(hits);
REPLACE INTO c (id, name, hits) SELECT id, CONCAT(name, 'x'), hits FROM c WHERE id = 2;
DELETE FROM c WHERE hits = 0 ORDER BY id LIMIT 1;
SELECT * FROM c ORDER BY id;
CREATE TABLE c2 LIKE c;

INSERT INTO c2 SELECT * FROM c;
ALTER TABLE c2 RENAME COLUMN hits TO visits;
SELECT name, visits FROM c2 ORDER BY id;
ALTER TABLE c2 RENAME TO c3;
SELECT COUNT(*) FROM c3;
LOCK TABLES c READ, c3 WRITE; -- kept: lock-tables-no-locks
SELECT COUNT(*) FROM c;
INSERT INTO c3 (name) VALUES ('locked');
UNLOCK TABLES;
TRUNCATE TABLE c3;
INSERT INTO c3 (name) VALUES ('after');
SELECT id, name FROM c3;
INSERT LOW_PRIORITY INTO c3 (name) VALUES ('low');
INSERT HIGH_PRIORITY IGNORE INTO c3 (name) VALUES ('low'), ('high');
UPDATE LOW_PRIORITY c3 SET hits = 2 WHERE name = 'low';
UPDATE LOW_PRIORITY IGNORE c3 SET name = 'mid' WHERE name = 'low';
SELECT id, name, visits FROM c3 ORDER BY id;

=== json-operators
CREATE TABLE j (id INT PRIMARY KEY, doc JSON);
INSERT INTO j VALUES (1, '{"name": "ann", "tags": ["x", "y"], "n": 3}'), (2, '{"name": "bob", "n": 10, "sub": {"k": true}}'), (3, NULL);
SELECT id, doc->'$.name', doc->>'$.name', doc->>'$.tags[1]', doc->'$.sub.k' FROM j ORDER BY id; -- kept: mariadb-json-arrows
SELECT id FROM j WHERE doc->>'$.name' = 'bob'; -- kept: mariadb-json-arrows
SELECT id FROM j WHERE JSON_EXTRACT(doc, '$.n') > 5;
SELECT id FROM j WHERE doc->'$.n' = 3; -- kept: mariadb-json-arrows
SELECT JSON_UNQUOTE(JSON_EXTRACT(doc, '$.name')) FROM j ORDER BY id;
SELECT id, JSON_CONTAINS(JSON_EXTRACT(doc, '$.tags'), '"x"') FROM j ORDER BY id;
SELECT id, JSON_KEYS(doc) FROM j ORDER BY id; -- kept: mysql8-json-key-order
UPDATE j SET doc = JSON_SET(doc, '$.n', 4) WHERE id = 1;
SELECT JSON_EXTRACT(doc, '$.n') FROM j WHERE id = 1;

=== do-and-index-hints
# DO, and index hints as MySQL applications write them (PRIMARY, KEY, FOR
# ORDER BY, several, an empty list): both were syntax errors.
CREATE TABLE h (id INT PRIMARY KEY, k INT, KEY ix_k (k));
INSERT INTO h VALUES (1, 30), (2, 20), (3, 10);
DO 1;
DO GET_LOCK('corpus_do', 0), RELEASE_LOCK('corpus_do');
DO (SELECT COUNT(*) FROM h);
DO 1 / 0;
DO no_such_function(1);
SELECT id FROM h USE INDEX (PRIMARY) WHERE id > 1 ORDER BY id;
SELECT id FROM h FORCE INDEX FOR ORDER BY (PRIMARY) ORDER BY id DESC;
SELECT id FROM h IGNORE KEY (ix_k) USE INDEX (ix_k, PRIMARY) WHERE k < 25 ORDER BY k;
SELECT id FROM h USE INDEX () ORDER BY id;
SELECT a.id FROM h AS a FORCE INDEX (PRIMARY) JOIN h AS b USE INDEX FOR JOIN (ix_k) ON a.k = b.k ORDER BY a.id;

=== handler-statements
# MySQL's HANDLER statements: reads along an index from where the last one stopped,
# NULL first in index order (they were syntax errors).
CREATE TABLE h (id int primary key, k int, v varchar(10), key ix_k (k));
insert into h values (1, 30, 'a'), (2, 20, 'b'), (3, 10, 'c'), (4, 20, 'd'), (5, null, 'e');
handler h open;
handler h read `PRIMARY` first;
handler h read `PRIMARY` next;
handler h read `PRIMARY` next;
handler h read `PRIMARY` prev;
handler h read `PRIMARY` last;
handler h read `PRIMARY` = (3);
handler h read `PRIMARY` next limit 5;
handler h read ix_k = (20) limit 3;
handler h read ix_k next;
handler h read ix_k >= (15) limit 10;
handler h read ix_k < (25) limit 10;
handler h read ix_k first where v <> 'c' limit 2;
handler h read first;
handler h read next;
handler h read next;
handler h read nosuch first;
handler h read `PRIMARY` = (1, 2);
handler h close;
handler h read first;
handler h close;
handler h open as hh;
handler hh read first;
handler hh open;
handler h open;
handler h read first;
handler nosuch open;
