package sqlhandler_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// TestMultiClauseAlterAllOrNothing: an ALTER TABLE whose later clause fails
// leaves the table as it was (columns, keys, rows) and writable; one whose
// clauses all succeed applies them all.
func TestMultiClauseAlterAllOrNothing(t *testing.T) {
	d := newTestDB(t)
	d.mustQuery("CREATE DATABASE db")
	d.mustQuery("USE db")
	d.mustQuery("SET SESSION default_storage_engine = MEMORY")
	d.mustQuery("CREATE TABLE t (id INT PRIMARY KEY, a INT, b INT)")
	d.mustQuery("INSERT INTO t VALUES (1, 1, 1), (2, 1, 2)")
	columns := func() string {
		return fmt.Sprint(d.mustQuery("SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = 'db' AND TABLE_NAME = 't' ORDER BY ORDINAL_POSITION"))
	}
	for _, q := range []string{
		"ALTER TABLE t ADD COLUMN c INT, ADD UNIQUE KEY ua (a)", // the copy with c done, the key fails
		"ALTER TABLE t DROP COLUMN b, MODIFY COLUMN a TINYINT, ADD UNIQUE KEY ua (a)",
		"ALTER TABLE t ADD COLUMN c INT, MODIFY COLUMN a VARCHAR(1), DROP COLUMN nosuch",
	} {
		if _, err := d.query(q); err == nil {
			t.Fatalf("%s: no error", q)
		}
		if got := columns(); got != "[[id] [a] [b]]" {
			t.Fatalf("after %s: columns %s", q, got)
		}
	}
	if got := fmt.Sprint(d.mustQuery("SELECT * FROM t ORDER BY id")); got != "[[1 1 1] [2 1 2]]" {
		t.Fatalf("rows %s", got)
	}
	d.mustQuery("INSERT INTO t VALUES (3, 1, 3)") // the original storage is in service again
	d.mustQuery("UPDATE t SET a = id")
	d.mustQuery("ALTER TABLE t ADD COLUMN c INT DEFAULT 7, ADD UNIQUE KEY ua (a), MODIFY COLUMN b BIGINT")
	if got := columns(); got != "[[id] [a] [b] [c]]" {
		t.Fatalf("columns %s", got)
	}
	if got := fmt.Sprint(d.mustQuery("SELECT * FROM t ORDER BY id")); got != "[[1 1 1 7] [2 2 2 7] [3 3 3 7]]" {
		t.Fatalf("rows %s", got)
	}
	if _, err := d.query("INSERT INTO t VALUES (4, 1, 4, 4)"); err == nil || !strings.Contains(err.Error(), "uplicate") {
		t.Fatalf("the new unique key: %v", err)
	}
}

// TestCreateTableSelectForms: the CREATE TABLE ... SELECT forms the grammar
// lacks (options, definitions and keys before the SELECT).
func TestCreateTableSelectForms(t *testing.T) {
	d := newTestDB(t)
	d.mustQuery("CREATE DATABASE db")
	d.mustQuery("USE db")
	d.mustQuery("SET SESSION default_storage_engine = MEMORY")
	d.mustQuery("CREATE TABLE src (id INT PRIMARY KEY, v VARCHAR(5))")
	d.mustQuery("INSERT INTO src VALUES (1, 'a'), (2, 'b')")
	for q, want := range map[string]string{
		"CREATE TABLE c1 ENGINE=MEMORY AS SELECT * FROM src":                            "[[1 a] [2 b]]",
		"CREATE TABLE c2 ENGINE = MEMORY COMMENT 'x' SELECT v FROM src WHERE id > 1":    "[[b]]",
		"CREATE TABLE c3 (extra INT DEFAULT 5) ENGINE=MEMORY SELECT id FROM src":        "[[5 1] [5 2]]",
		"CREATE TABLE c4 (PRIMARY KEY (id), KEY kv (v)) SELECT id, v FROM src":          "[[1 a] [2 b]]",
		"CREATE TABLE IF NOT EXISTS c5 (v VARCHAR(9)) /* c */ AS SELECT v, id FROM src": "[[a 1] [b 2]]",
		"CREATE TABLE `c6` (`id` BIGINT NOT NULL) ENGINE=MEMORY (SELECT id FROM src)":   "[[1] [2]]",
	} {
		d.mustQuery(q)
		name := strings.Trim(strings.Fields(q)[2], "`")
		if name == "IF" {
			name = strings.Fields(q)[5]
		}
		rows := d.mustQuery("SELECT * FROM " + name)
		sort.Slice(rows, func(i, j int) bool { return fmt.Sprint(rows[i]) < fmt.Sprint(rows[j]) })
		if got := fmt.Sprint(rows); got != want {
			t.Errorf("%s: rows %s, want %s", q, got, want)
		}
	}
	if _, err := d.query("INSERT INTO c4 VALUES (1, 'z')"); err == nil {
		t.Errorf("c4's primary key from the definitions is missing")
	}
	if got := fmt.Sprint(d.mustQuery("SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = 'db' AND TABLE_NAME = 'c6'")); got != "[[id]]" {
		t.Errorf("c6 columns %s", got)
	}
}
