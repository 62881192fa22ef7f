package memcached

// BootstrapSQL is MySQL's scripts/innodb_memcached_config.sql in
// go-mysql-server's dialect: the innodb_memcache schema and the test.demo_test
// table with its one row, which the server runs at first start (statements
// separated by ";\n").
const BootstrapSQL = `CREATE DATABASE IF NOT EXISTS innodb_memcache;
CREATE TABLE IF NOT EXISTS innodb_memcache.cache_policies (
  policy_name VARCHAR(40) PRIMARY KEY,
  get_policy ENUM('innodb_only','cache_only','caching','disabled') NOT NULL,
  set_policy ENUM('innodb_only','cache_only','caching','disabled') NOT NULL,
  delete_policy ENUM('innodb_only','cache_only','caching','disabled') NOT NULL,
  flush_policy ENUM('innodb_only','cache_only','caching','disabled') NOT NULL
) ENGINE=InnoDB;
CREATE TABLE IF NOT EXISTS innodb_memcache.containers (
  name VARCHAR(50) NOT NULL PRIMARY KEY,
  db_schema VARCHAR(250) NOT NULL,
  db_table VARCHAR(250) NOT NULL,
  key_columns VARCHAR(250) NOT NULL,
  value_columns VARCHAR(250),
  flags VARCHAR(250) NOT NULL DEFAULT '0',
  cas_column VARCHAR(250),
  expire_time_column VARCHAR(250),
  unique_idx_name_on_key VARCHAR(250) NOT NULL
) ENGINE=InnoDB;
CREATE TABLE IF NOT EXISTS innodb_memcache.config_options (
  name VARCHAR(50) NOT NULL PRIMARY KEY,
  value VARCHAR(50)
) ENGINE=InnoDB;
INSERT INTO innodb_memcache.containers VALUES ('aaa', 'test', 'demo_test', 'c1', 'c2', 'c3', 'c4', 'c5', 'PRIMARY');
INSERT INTO innodb_memcache.cache_policies VALUES ('cache_policy', 'innodb_only', 'innodb_only', 'innodb_only', 'innodb_only');
INSERT INTO innodb_memcache.config_options VALUES ('separator', '|');
INSERT INTO innodb_memcache.config_options VALUES ('table_map_delimiter', '.');
CREATE DATABASE IF NOT EXISTS test;
CREATE TABLE IF NOT EXISTS test.demo_test (
  c1 VARCHAR(32),
  c2 VARCHAR(1024),
  c3 INT,
  c4 BIGINT UNSIGNED,
  c5 INT,
  PRIMARY KEY (c1)
) ENGINE=InnoDB;
INSERT INTO test.demo_test VALUES ('AA', 'HELLO, HELLO', 8, 0, 0)`
