package s3

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"

	"handlerd/internal/testserver"
)

// TestSQL drives a real handlerd process with the mysql CLI against an S3
// server process, as a user would (seed 003's walk-through): ALTER TABLE
// ... ENGINE=S3, reads, the read-only errors, ALTER on the S3 table, back
// to InnoDB and into S3 again, a restart, S3 going away (statements fail
// in bounded time, local tables keep working), DROP.
func TestSQL(t *testing.T) {
	if testing.Short() {
		t.Skip("starts handlerd")
	}
	srv, err := startS3(t.TempDir(), "") // on disk: it is restarted below
	if err != nil {
		t.Fatal(err)
	}
	defer func() { srv.kill() }()
	bucket := newBucket()
	{ // the bucket exists beforehand, as with MariaDB
		e := openEngine(t, testConfig(srv.endpoint, bucket))
		e.Close()
	}
	host, port, _ := strings.Cut(srv.addr, ":")
	const secret = "S3cr3t-never-logged"
	args := []string{"--s3=ON", "--s3-host-name=" + host, "--s3-port=" + port, "--s3-use-http=ON",
		"--s3-bucket=" + bucket, "--s3-protocol-version=Path", "--s3-access-key=AKIDSQLTEST",
		"--s3-secret-key=" + secret, "--s3-block-size=64K", "--handlersocket-port=0"}
	hd := testserver.Start(t, testserver.Options{Args: args})

	hd.MustMySQL(`CREATE DATABASE s3_test; USE s3_test;
		CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT, name VARCHAR(16), c_date DATETIME DEFAULT CURRENT_TIMESTAMP, k INT,
			PRIMARY KEY (id), KEY idx_k (k)) ENGINE=InnoDB;
		CREATE TABLE keep (id INT PRIMARY KEY, v VARCHAR(10)); INSERT INTO keep VALUES (1, 'local')`)
	for b := 0; b < 10; b++ { // 3000 rows, 300 per statement (a command line has a size limit)
		var ins strings.Builder
		ins.WriteString("INSERT INTO s3_test.t (id, name, c_date, k) VALUES ")
		for i := b*300 + 1; i <= (b+1)*300; i++ {
			if i > b*300+1 {
				ins.WriteString(",")
			}
			fmt.Fprintf(&ins, "(%d, 'name-%d', '2020-07-14 01:%02d:%02d', %d)", i, i%500, i%60, i%60, i%100)
		}
		if _, err := hd.MySQL(ins.String()); err != nil {
			t.Fatal(err)
		}
	}
	hd.MustMySQL("ALTER TABLE s3_test.t ENGINE=S3 COMPRESSION_ALGORITHM=zstd")

	q := func(sql, want string) {
		t.Helper()
		got := strings.TrimSpace(hd.MustMySQL(sql, "-N"))
		if got != want {
			t.Fatalf("%s:\n got %q\nwant %q", sql, got, want)
		}
	}
	if out := hd.MustMySQL("SHOW CREATE TABLE s3_test.t"); !strings.Contains(out, "ENGINE=S3") {
		t.Fatalf("SHOW CREATE TABLE: %s", out)
	}
	q("SELECT COUNT(*) FROM s3_test.t", "3000")
	q("SELECT name, c_date FROM s3_test.t WHERE id = 1234", "name-234\t2020-07-14 01:34:34")
	q("SELECT COUNT(*), MIN(id), MAX(id) FROM s3_test.t WHERE id BETWEEN 100 AND 199", "100\t100\t199")
	q("SELECT id FROM s3_test.t WHERE k = 7 ORDER BY id DESC LIMIT 3", "2907\n2807\n2707")
	for _, w := range []string{
		"INSERT INTO s3_test.t (name) VALUES ('x')", "UPDATE s3_test.t SET name = 'x' WHERE id = 1",
		"DELETE FROM s3_test.t WHERE id = 1", "REPLACE INTO s3_test.t (id, name) VALUES (1, 'x')", "TRUNCATE TABLE s3_test.t",
	} {
		if _, err := hd.MySQL(w); err == nil || !strings.Contains(err.Error(), "ERROR 1036 (HY000)") || !strings.Contains(err.Error(), "Table 't' is read only") {
			t.Fatalf("%s: %v", w, err)
		}
	}
	if _, err := hd.MySQL("CREATE TABLE s3_test.n (id INT PRIMARY KEY) ENGINE=S3"); err == nil || !strings.Contains(err.Error(), "errno: 131") {
		t.Fatalf("CREATE TABLE ... ENGINE=S3: %v", err)
	}
	// ALTER on the S3 table rebuilds it, still in S3.
	hd.MustMySQL("ALTER TABLE s3_test.t ADD INDEX idx_name (name)")
	q("SELECT COUNT(*) FROM s3_test.t WHERE name = 'name-17'", "6")
	if out := hd.MustMySQL("SHOW CREATE TABLE s3_test.t"); !strings.Contains(out, "ENGINE=S3") || !strings.Contains(out, "idx_name") {
		t.Fatalf("after ALTER: %s", out)
	}
	// MODIFY COLUMN and a new compression rebuild it, still in S3. (In one
	// ALTER together they are refused: the table options are parsed only in
	// an ALTER of options alone, sqlhandler/parser.go.)
	hd.MustMySQL("ALTER TABLE s3_test.t MODIFY name VARCHAR(40); ALTER TABLE s3_test.t COMPRESSION_ALGORITHM=zlib")
	q("SELECT COUNT(*) FROM s3_test.t WHERE name = 'name-17'", "6")
	if out := hd.MustMySQL("SHOW CREATE TABLE s3_test.t"); !strings.Contains(out, "ENGINE=S3") || !strings.Contains(out, "varchar(40)") ||
		!strings.Contains(out, "zlib") {
		t.Fatalf("after MODIFY: %s", out)
	}
	// Back to a local engine: writable; and into S3 again.
	hd.MustMySQL("ALTER TABLE s3_test.t ENGINE=InnoDB; INSERT INTO s3_test.t (name, k) VALUES ('new', 1); ALTER TABLE s3_test.t ENGINE=S3")
	q("SELECT COUNT(*) FROM s3_test.t", "3001")

	// A restart: the table is read back from its manifest.
	hd.Restart()
	q("SELECT COUNT(*), SUM(k) FROM s3_test.t", "3001\t148501")

	// S3 goes away: statements on S3 tables fail in bounded time with a
	// clear error, the server and its local tables carry on.
	srv.kill()
	hd.Restart() // empty page cache
	start := time.Now()
	_, err = hd.MySQL("SELECT COUNT(*) FROM s3_test.t WHERE k = 3")
	if err == nil || !strings.Contains(err.Error(), "S3") || time.Since(start) > 60*time.Second {
		t.Fatalf("SELECT with S3 down: %v after %v", err, time.Since(start))
	}
	t.Logf("with S3 down: %v (after %v)", err, time.Since(start).Round(time.Millisecond))
	q("SELECT v FROM s3_test.keep WHERE id = 1", "local")
	srv = srv.restart(t)
	q("SELECT COUNT(*) FROM s3_test.t WHERE k = 3", "30")

	hd.MustMySQL("DROP TABLE s3_test.t")
	e := openEngine(t, testConfig(srv.endpoint, bucket))
	if keys, _, err := e.st.c.list(context.Background(), "", ""); err != nil || len(keys) != 0 {
		t.Fatalf("left after DROP: %v %v", keys, err)
	}
	log, _ := os.ReadFile(hd.LogPath)
	if strings.Contains(string(log), secret) {
		t.Fatal("the secret key is in the server log")
	}
}

// TestSQLProgress: while ALTER TABLE ... ENGINE=S3 copies a table, SHOW
// PROCESSLIST on another connection shows how many rows it has copied, on
// the ALTER's connection, shown as its user's.
func TestSQLProgress(t *testing.T) {
	if testing.Short() {
		t.Skip("starts handlerd")
	}
	srv, err := startS3(t.TempDir(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { srv.kill() }()
	bucket := newBucket()
	e := openEngine(t, testConfig(srv.endpoint, bucket))
	e.Close()
	host, port, _ := strings.Cut(srv.addr, ":")
	hd := testserver.Start(t, testserver.Options{Args: []string{"--s3=ON", "--s3-host-name=" + host, "--s3-port=" + port,
		"--s3-use-http=ON", "--s3-bucket=" + bucket, "--s3-protocol-version=Path", "--s3-access-key=a", "--s3-secret-key=s",
		"--handlersocket-port=0"}})
	hd.MustMySQL(`CREATE DATABASE p; USE p;
		CREATE TABLE d (n INT PRIMARY KEY); INSERT INTO d VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9);
		CREATE TABLE t (id INT PRIMARY KEY, v VARCHAR(20));
		INSERT INTO t SELECT a.n*10000 + b.n*1000 + c.n*100 + e.n*10 + f.n, 'some text to copy'
			FROM d a, d b, d c, d e, d f`)

	cfg := mysql.NewConfig()
	cfg.User, cfg.Net, cfg.Addr = "root", "tcp", hd.Addr()
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	done := make(chan error, 1)
	go func() {
		_, err := db.Exec("ALTER TABLE p.t ENGINE=S3")
		done <- err
	}()
	var seen []string // the ALTER's row: Id User Host db Command Time State Info
	for seen == nil {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			t.Fatal("ALTER finished before SHOW PROCESSLIST showed its progress")
		default:
		}
		rows, err := db.Query("SHOW PROCESSLIST")
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var f [8]sql.NullString
			if err := rows.Scan(&f[0], &f[1], &f[2], &f[3], &f[4], &f[5], &f[6], &f[7]); err != nil {
				t.Fatal(err)
			}
			if f[7].String == "ALTER TABLE p.t ENGINE=S3" && strings.Contains(f[6].String, "ALTER p.t (ENGINE=S3)") &&
				strings.Contains(f[6].String, "/100000 rows)") {
				seen = []string{f[0].String, f[1].String, f[2].String, f[3].String, f[4].String, f[5].String, f[6].String, f[7].String}
			}
		}
		rows.Close()
	}
	t.Logf("SHOW PROCESSLIST row of the ALTER: %q", seen)
	if seen[1] != "root" {
		t.Errorf("the ALTER's connection is shown as user %q, want root", seen[1])
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if out := hd.MustMySQL("SHOW PROCESSLIST", "-N"); strings.Contains(out, "rows)") {
		t.Errorf("progress left after the ALTER:\n%s", out)
	}
	if got := strings.TrimSpace(hd.MustMySQL("SELECT COUNT(*) FROM p.t", "-N")); got != "100000" {
		t.Errorf("COUNT(*) = %s, want 100000", got)
	}
}
