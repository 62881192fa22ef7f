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
	conn := func() *sql.Conn {
		c, err := db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	mustExec := func(c *sql.Conn, q string) {
		t.Helper()
		if _, err := c.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	wantError := func(err error, code string) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), "Error "+code) {
			t.Errorf("got %v, want error %s", err, code)
		}
	}
	a, b := conn(), conn()

	_, err := a.ExecContext(ctx, "INSERT INTO orders VALUES (100, 9)")
	wantError(err, "1452")

	// A child's insert first: the parent's delete waits for it, then finds
	// the child.
	mustExec(a, "BEGIN")
	mustExec(a, "INSERT INTO orders VALUES (101, 1)")
	done := make(chan error, 1)
	go func() { _, err := b.ExecContext(ctx, "DELETE FROM customers WHERE id = 1"); done <- err }()
	select {
	case err := <-done:
		t.Fatalf("DELETE of the parent while a child's insert is open returned at once: %v", err)
	case <-time.After(500 * time.Millisecond):
	}
	mustExec(a, "COMMIT")
	wantError(<-done, "1451")

	// The parent's delete first: the child's insert waits for it, then
	// finds no parent.
	mustExec(b, "BEGIN")
	mustExec(b, "DELETE FROM customers WHERE id = 2")
	go func() { _, err := a.ExecContext(ctx, "INSERT INTO orders VALUES (102, 2)"); done <- err }()
	select {
	case err := <-done:
		t.Fatalf("INSERT of a child while its parent's delete is open returned at once: %v", err)
	case <-time.After(500 * time.Millisecond):
	}
	mustExec(b, "COMMIT")
	wantError(<-done, "1452")

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
