package mariadbdiff

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/vt/vttls"

	"handlerd/internal/testserver"
)

// mysql8SQLMode is MySQL 8.0's default sql_mode, which handlerd has too.
// MariaDB's default lacks ONLY_FULL_GROUP_BY, NO_ZERO_IN_DATE and
// NO_ZERO_DATE, so the reference server is started with this one.
const mysql8SQLMode = "ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION"

// findMariaDB returns the mariadbd and mariadb-install-db binaries, or a
// reason they cannot be used.
func findMariaDB() (mariadbd, installDB string, why string) {
	look := func(name string) string {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
		for _, dir := range []string{"/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin"} {
			p := filepath.Join(dir, name)
			if st, err := os.Stat(p); err == nil && !st.IsDir() {
				return p
			}
		}
		return ""
	}
	mariadbd, installDB = look("mariadbd"), look("mariadb-install-db")
	if mariadbd == "" || installDB == "" {
		return "", "", "mariadbd or mariadb-install-db is not installed (Debian: apt-get install mariadb-server; `make test` installs it)"
	}
	return mariadbd, installDB, ""
}

// mariaDB is a private MariaDB server on loopback.
type mariaDB struct {
	Port int
	log  string
}

// startMariaDB initialises a datadir and starts mariadbd on a free port,
// configured to behave like a MySQL 8 server where MariaDB can: utf8mb4
// with a NO PAD accent- and case-insensitive collation (MySQL 8's
// utf8mb4_0900_ai_ci is NO PAD; MariaDB 10.11 spells it
// utf8mb4_uca1400_nopad_ai_ci), MySQL 8's sql_mode, and short lock waits
// (handlerd never waits; a test statement that would wait in MariaDB
// fails there after a second with 1205 instead of stalling the run).
func startMariaDB(t *testing.T) *mariaDB {
	t.Helper()
	mariadbd, installDB, why := findMariaDB()
	if why != "" {
		t.Skip(why)
	}
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	install := exec.Command(installDB, "--no-defaults", "--datadir="+data,
		"--auth-root-authentication-method=normal", "--skip-test-db")
	if os.Getuid() == 0 {
		install.Args = append(install.Args, "--user=root")
	}
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("mariadb-install-db: %v\n%s", err, out)
	}
	m := &mariaDB{log: filepath.Join(dir, "mariadb.err")}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		m.Port = testserver.FreePort(t)
		args := []string{"--no-defaults", "--datadir=" + data, "--port=" + strconv.Itoa(m.Port),
			"--socket=" + filepath.Join(dir, "mysqld.sock"), "--bind-address=127.0.0.1",
			"--pid-file=" + filepath.Join(dir, "mysqld.pid"), "--log-error=" + m.log,
			"--skip-grant-tables", "--skip-name-resolve", "--skip-log-bin",
			"--character-set-server=utf8mb4", "--collation-server=utf8mb4_uca1400_nopad_ai_ci",
			"--sql-mode=" + mysql8SQLMode, "--default-storage-engine=InnoDB",
			"--innodb-lock-wait-timeout=1", "--innodb-flush-log-at-trx-commit=0",
			"--innodb-buffer-pool-size=32M", "--innodb-log-file-size=16M",
			"--explicit-defaults-for-timestamp=ON", "--transaction-isolation=REPEATABLE-READ"}
		if os.Getuid() == 0 {
			args = append(args, "--user=root")
		}
		cmd := exec.Command(mariadbd, args...)
		if err := cmd.Start(); err != nil {
			t.Fatalf("mariadbd: %v", err)
		}
		exited := make(chan struct{})
		go func() { cmd.Wait(); close(exited) }()
		t.Cleanup(func() {
			cmd.Process.Signal(os.Interrupt)
			select {
			case <-exited:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				<-exited
			}
		})
		if lastErr = m.waitReady(exited, 30*time.Second); lastErr == nil {
			return m
		}
	}
	t.Fatalf("MariaDB did not start: %v\n%s", lastErr, m.Log())
	return nil
}

func (m *mariaDB) waitReady(exited chan struct{}, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return fmt.Errorf("mariadbd exited")
		default:
		}
		if c, err := connect(m.Port); err == nil {
			c.Close()
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("no connection within %s", timeout)
}

// Log returns MariaDB's error log.
func (m *mariaDB) Log() string {
	b, _ := os.ReadFile(m.log)
	return string(b)
}

// connect opens a plain (no TLS) MySQL connection as root.
func connect(port int) (*mysql.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return mysql.Connect(ctx, &mysql.ConnParams{
		Host: "127.0.0.1", Port: port, Uname: "root", SslMode: vttls.Disabled, Charset: "utf8mb4",
		EnableQueryInfo: true, ConnectTimeoutMs: 5000,
	})
}
