# Schema changes as migration tools (Rails, Django, Flyway, gh-ost) write
# them, with the rows checked after each.

=== migration-alters
CREATE TABLE m (id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(20) NOT NULL, qty INT DEFAULT 1);
INSERT INTO m (name) VALUES ('a'), ('b');
ALTER TABLE m ADD COLUMN created DATE NULL FIRST;
ALTER TABLE m ALTER COLUMN qty SET DEFAULT 5;
INSERT INTO m (name) VALUES ('c');
ALTER TABLE m ALTER COLUMN qty DROP DEFAULT;
INSERT INTO m (name, qty) VALUES ('d', 9);
SELECT id, name, qty, created FROM m ORDER BY id;
ALTER TABLE m RENAME COLUMN name TO title;
ALTER TABLE m ADD INDEX ix_title (title) USING BTREE;
ALTER TABLE m RENAME INDEX ix_title TO ix_t;
SELECT INDEX_NAME, COLUMN_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'm' ORDER BY INDEX_NAME, SEQ_IN_INDEX;
CREATE INDEX ix_q ON m (qty);
DROP INDEX ix_q ON m;
ALTER TABLE m ADD CONSTRAINT ck_qty CHECK (qty >= 0); -- kept: check-added-in-place
# Explicit ids: a failed INSERT takes an AUTO_INCREMENT value in handlerd (see the session note).
INSERT INTO m (id, title, qty) VALUES (50, 'neg', -1); -- kept: mariadb-check-violated
ALTER TABLE m DROP CONSTRAINT ck_qty;
INSERT INTO m (id, title, qty) VALUES (50, 'neg', -1);
ALTER TABLE m AUTO_INCREMENT = 100;
INSERT INTO m (title, qty) VALUES ('hundred', 0);
ALTER TABLE m COMMENT = 'migrated';
SELECT TABLE_COMMENT FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'm';
ALTER TABLE m MODIFY COLUMN title VARCHAR(40) NOT NULL DEFAULT '' COMMENT 'the title';
SELECT COLUMN_NAME, COLUMN_DEFAULT, IS_NULLABLE, COLUMN_TYPE, COLUMN_COMMENT FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'm' ORDER BY ORDINAL_POSITION; -- kept: mariadb-column-default
ALTER TABLE m ADD COLUMN flag TINYINT(1) NOT NULL DEFAULT 0 AFTER title, ALGORITHM=INPLACE, LOCK=NONE;
ALTER TABLE m DROP COLUMN created, ALGORITHM=INPLACE;
SELECT * FROM m ORDER BY id;
DROP TABLE IF EXISTS m_old;
CREATE TABLE IF NOT EXISTS m (x INT);
RENAME TABLE m TO m_old, m_old TO m_tmp;
SHOW TABLES;
ALTER TABLE m_tmp CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_bin;
SELECT title FROM m_tmp WHERE title = 'A'; -- kept: convert-to-charset
ALTER TABLE m_tmp ENGINE = InnoDB;
SELECT COUNT(*) FROM m_tmp;

=== drop-if-exists-notes
# A migration script's DROP ... IF EXISTS of what is not there is a note
# 1051 that SHOW WARNINGS lists, also right after another SHOW WARNINGS
# (handlerd listed the warnings of the statement before).
SELECT 1 / 0;
SHOW WARNINGS;
DROP TABLE IF EXISTS nosuch_a;
SHOW WARNINGS;
CREATE TABLE present (id INT PRIMARY KEY);
DROP TABLE IF EXISTS nosuch_b, present;
SHOW WARNINGS;
SHOW TABLES;
SELECT 1 / 0;
DROP TABLE IF EXISTS nosuch_c;
SHOW WARNINGS;

=== partitioned-tables
# PARTITION BY in every form mysqldump and migrations write loads, and the
# table holds and returns its rows; handlerd does not split it (a table is
# one B-tree), so naming a partition is refused.
CREATE TABLE by_range (id INT, d DATE) /*!50100 PARTITION BY RANGE (year(d)) (PARTITION p0 VALUES LESS THAN (2020) ENGINE = InnoDB, PARTITION p1 VALUES LESS THAN MAXVALUE ENGINE = InnoDB) */;
CREATE TABLE by_list (id INT) PARTITION BY LIST (id) (PARTITION p0 VALUES IN (1, 2), PARTITION p1 VALUES IN (3, 4));
CREATE TABLE by_key (id INT PRIMARY KEY) PARTITION BY KEY () PARTITIONS 2;
CREATE TABLE by_hash (id INT) PARTITION BY HASH (id) (PARTITION a ENGINE = InnoDB COMMENT = 'first', PARTITION b STORAGE ENGINE = InnoDB);
CREATE TABLE by_columns (id INT, d DATE) PARTITION BY RANGE COLUMNS (d) (PARTITION p0 VALUES LESS THAN ('2020-01-01'), PARTITION p1 VALUES LESS THAN (MAXVALUE));
INSERT INTO by_range VALUES (1, '2019-05-05'), (2, '2025-01-01');
INSERT INTO by_list VALUES (1), (3);
INSERT INTO by_key VALUES (1), (2);
SELECT * FROM by_range ORDER BY id;
SELECT COUNT(*) FROM by_list WHERE id > 1;
SELECT * FROM by_range PARTITION (p0); -- kept: partitions-not-applied

=== enum-set-definitions
# ENUM and SET elements holding a quote, and a default naming the element
# whose text is another's index: information_schema shows the column types
# as MySQL writes them (an element's quote was not doubled), and a row takes
# the default by its text. A SET member with a comma is MySQL's 1367.
CREATE TABLE e (id INT PRIMARY KEY, c ENUM('o''k','b') DEFAULT 'o''k', g ENUM('2','1') NOT NULL DEFAULT '1', s SET('x','y''z') DEFAULT 'x');
SELECT COLUMN_NAME, COLUMN_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'e' AND DATA_TYPE IN ('enum', 'set') ORDER BY ORDINAL_POSITION;
INSERT INTO e (id) VALUES (1);
SELECT * FROM e;
CREATE TABLE sx (s SET('x','y,z'));

=== zero-datetime-fractions
# The zero DATETIME and TIMESTAMP with fractional digits print them
# ('0000-00-00 00:00:00.000' in a DATETIME(3)); they were left off.
SET sql_mode = '';
SELECT CAST(0 AS DATETIME(3)), CAST('0000-00-00' AS DATETIME(2)), CAST(0 AS DATETIME);
CREATE TABLE z (id INT PRIMARY KEY, a DATETIME(3) DEFAULT 0, b TIMESTAMP(2) NULL DEFAULT '0000-00-00');
INSERT INTO z (id) VALUES (1);
SELECT * FROM z;
