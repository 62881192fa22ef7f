package sqlhandler_test

import "testing"

// CREATE SCHEMA is CREATE DATABASE, with or without a current database
// (mysqlslap starts with CREATE SCHEMA `mysqlslap` on a fresh connection).
func TestCreateSchemaIsCreateDatabase(t *testing.T) {
	d := newTestDB(t)
	d.mustQuery("CREATE SCHEMA `slap`")
	d.mustQuery("CREATE SCHEMA IF NOT EXISTS slap")
	d.mustQuery("CREATE TABLE slap.t (id INT PRIMARY KEY) ENGINE=MEMORY")
	d.mustQuery("USE slap")
	d.mustQuery("CREATE SCHEMA other DEFAULT CHARACTER SET utf8mb4")
	rows := d.mustQuery("SHOW DATABASES LIKE 'other'")
	if len(rows) != 1 {
		t.Fatalf("SHOW DATABASES LIKE 'other': %v", rows)
	}
	if _, err := d.query("CREATE SCHEMA slap"); err == nil {
		t.Error("CREATE SCHEMA of an existing database succeeded")
	}
	d.mustQuery("DROP SCHEMA slap")
	d.mustQuery("DROP SCHEMA IF EXISTS slap")
}
