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
