package server_test

import (
	"context"
	"database/sql"
	"strings"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// TestForeignKeys: FOREIGN KEY constraints as InnoDB has them, through a
// real server. CREATE TABLE with a foreign key failed ("the table does not
// support foreign key operations"), so an application's schema with one
// could not be loaded at all. The constraints outlive a restart, hold
// between concurrent transactions (a child insert and its parent's delete,
// in either order, never both commit), and show in SHOW CREATE TABLE and
// mysqldump's output.
func TestForeignKeys(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--innodb-lock-wait-timeout=20"}})
	s.MustMySQL(`CREATE DATABASE crash;
		CREATE TABLE crash.customers (id INT PRIMARY KEY, name VARCHAR(20)) ENGINE=InnoDB;
		CREATE TABLE crash.orders (id INT PRIMARY KEY, customer INT NOT NULL,
			CONSTRAINT fk_customer FOREIGN KEY (customer) REFERENCES crash.customers (id)) ENGINE=InnoDB;
		INSERT INTO crash.customers VALUES (1, 'ann'), (2, 'bob'), (3, 'cy')`)
	s.Restart()
	if out := s.MustMySQL("SHOW CREATE TABLE crash.orders"); !strings.Contains(out, "CONSTRAINT `fk_customer` FOREIGN KEY (`customer`) REFERENCES `customers` (`id`)") {
		t.Fatalf("SHOW CREATE TABLE after a restart:\n%s", out)
	}

	db := open(t, s)
	defer db.Close()
	ctx := context.Background()
	wantError := func(err error, code string) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), "Error "+code) {
			t.Errorf("got %v, want error %s", err, code)
		}
	}
	a, b := conn(t, db), conn(t, db)

	_, err := a.ExecContext(ctx, "INSERT INTO orders VALUES (100, 9)")
	wantError(err, "1452")

	// waits runs q on c, which must wait for another transaction's lock;
	// the returned channel gives its outcome once it stops waiting.
	waits := func(c *sql.Conn, q string) <-chan error {
		t.Helper()
		done := make(chan error, 1)
		go func() { _, err := c.ExecContext(ctx, q); done <- err }()
		select {
		case err := <-done:
			t.Fatalf("%s returned at once (%v); it should wait for the other transaction's lock", q, err)
		case <-time.After(500 * time.Millisecond):
		}
		return done
	}

	// A child's insert first: the parent's delete waits for it, then finds
	// the child.
	mustConnExec(t, a, "BEGIN")
	mustConnExec(t, a, "INSERT INTO orders VALUES (101, 1)")
	deleted := waits(b, "DELETE FROM customers WHERE id = 1")
	mustConnExec(t, a, "COMMIT")
	wantError(<-deleted, "1451")

	// The parent's delete first: the child's insert waits for it, then
	// finds no parent.
	mustConnExec(t, b, "BEGIN")
	mustConnExec(t, b, "DELETE FROM customers WHERE id = 2")
	inserted := waits(a, "INSERT INTO orders VALUES (102, 2)")
	mustConnExec(t, b, "COMMIT")
	wantError(<-inserted, "1452")

	var orphans int
	if err := a.QueryRowContext(ctx, "SELECT COUNT(*) FROM orders o LEFT JOIN customers c ON o.customer = c.id WHERE c.id IS NULL").Scan(&orphans); err != nil || orphans != 0 {
		t.Errorf("orders without their customer: %d, %v", orphans, err)
	}

	// mysqldump writes the constraint, and its output loads back (it turns
	// foreign_key_checks off while it does).
	dump := mysqldump(t, s.Port, "--databases", "crash")
	if !strings.Contains(dump, "CONSTRAINT `fk_customer` FOREIGN KEY") {
		t.Fatalf("mysqldump output has no foreign key:\n%s", dump)
	}
	s.MustMySQL("DROP DATABASE crash")
	s.MustMySQL(dump)
	if out := s.MustMySQL("SELECT id, customer FROM crash.orders ORDER BY id"); out != "id\tcustomer\n101\t1\n" {
		t.Errorf("orders after loading the dump:\n%s", out)
	}
	_, err = a.ExecContext(ctx, "DELETE FROM customers WHERE id = 1")
	wantError(err, "1451")
}
