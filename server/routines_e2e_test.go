package server_test

import (
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// TestRoutinesRunInTheirDatabase: triggers and stored procedures read and
// write their own database's tables whatever the client's current database
// is, as in MySQL. A write from another database (or none) to a table with
// a trigger failed with 1146 for the trigger's table, CALL db.p() failed
// for the tables of p's body, and information_schema.TRIGGERS failed as a
// whole outside the trigger's database (so mysqldump --all-databases
// stopped at the first other database). A procedure's SELECT COUNT(*) also
// named its column count(1).
func TestRoutinesRunInTheirDatabase(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL(`CREATE DATABASE shop; CREATE DATABASE other; USE shop;
		CREATE TABLE items (id INT PRIMARY KEY, sku VARCHAR(20));
		CREATE TABLE item_log (id INT, what VARCHAR(30));
		CREATE TRIGGER items_ins AFTER INSERT ON items FOR EACH ROW INSERT INTO item_log VALUES (NEW.id, CONCAT('insert in ', DATABASE()));
		DELIMITER //
		CREATE PROCEDURE restock(IN n INT)
		BEGIN
			UPDATE items SET sku = CONCAT(sku, '+') WHERE id <= n;
			SELECT COUNT(*), DATABASE() AS db FROM items WHERE sku LIKE '%+';
		END //
		DELIMITER ;`)
	for _, from := range []string{"shop", "other", ""} {
		args := []string{"-N"}
		if from != "" {
			args = append(args, "-D", from)
		}
		id := map[string]string{"shop": "1", "other": "2", "": "3"}[from]
		if out, err := s.MySQL("INSERT INTO shop.items VALUES ("+id+", 'sku"+id+"')", args...); err != nil {
			t.Fatalf("insert from %q: %v %s", from, err, out)
		}
		out, err := s.MySQL("CALL shop.restock(3)", args...)
		if err != nil {
			t.Fatalf("CALL from %q: %v", from, err)
		}
		if want := id + "\tshop\n"; out != want {
			t.Errorf("CALL from %q: %q, want %q", from, out, want)
		}
		out, err = s.MySQL("SELECT TRIGGER_SCHEMA, TRIGGER_NAME, EVENT_OBJECT_TABLE FROM information_schema.TRIGGERS", args...)
		if err != nil || out != "shop\titems_ins\titems\n" {
			t.Errorf("information_schema.TRIGGERS from %q: %q %v", from, out, err)
		}
	}
	expect(t, s.MustMySQL("SELECT * FROM shop.item_log ORDER BY id; SELECT sku FROM shop.items ORDER BY id"),
		"id\twhat\n1\tinsert in shop\n2\tinsert in shop\n3\tinsert in shop\nsku\nsku1+++\nsku2++\nsku3+\n")
	// The column is named as the procedure's text names it.
	if out := s.MustMySQL("CALL shop.restock(0)"); !strings.HasPrefix(out, "COUNT(*)\tdb\n") {
		t.Errorf("CALL's column names: %q, want COUNT(*) and db", out)
	}
}
