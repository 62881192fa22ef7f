package testserver

import (
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// MariaDB is a private mariadbd on loopback: the peer that side-by-side
// tests (SQL, HandlerSocket) compare handlerd with.
type MariaDB struct {
	Port int // MySQL port
	log  string
}

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

// StartMariaDB initialises a datadir and starts mariadbd on a free port
// with no grant checks, small InnoDB buffers and no fsync per commit (a
// test peer, not a durable server), and waits until it greets clients.
// It skips the test when MariaDB is not installed. args are further
// options; it is called again for each attempt (a port taken between
// choosing and binding means another attempt), so options naming ports
// can choose fresh ones.
func StartMariaDB(t testing.TB, args func() []string) *MariaDB {
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
	m := &MariaDB{log: filepath.Join(dir, "mariadb.err")}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		m.Port = FreePort(t)
		argv := []string{"--no-defaults", "--datadir=" + data, "--port=" + strconv.Itoa(m.Port),
			"--socket=" + filepath.Join(dir, "mysqld.sock"), "--bind-address=127.0.0.1",
			"--pid-file=" + filepath.Join(dir, "mysqld.pid"), "--log-error=" + m.log,
			"--skip-grant-tables", "--skip-name-resolve", "--skip-log-bin",
			"--innodb-flush-log-at-trx-commit=0", "--innodb-buffer-pool-size=32M", "--innodb-log-file-size=16M"}
		if args != nil {
			argv = append(argv, args()...)
		}
		if os.Getuid() == 0 {
			argv = append(argv, "--user=root")
		}
		cmd := exec.Command(mariadbd, argv...)
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

// waitReady waits for the server's greeting: mariadbd listens only once
// its engines have started, and greets only when it can take queries.
func (m *MariaDB) waitReady(exited chan struct{}, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return fmt.Errorf("mariadbd exited")
		default:
		}
		if greets(m.Port) {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("no greeting within %s", timeout)
}

// greets reports whether a MySQL server on port sends a protocol-10
// handshake (4-byte packet header, then the protocol version).
func greets(port int) bool {
	c, err := net.DialTimeout("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), time.Second)
	if err != nil {
		return false
	}
	defer c.Close()
	c.SetReadDeadline(time.Now().Add(2 * time.Second))
	var hdr [5]byte
	_, err = io.ReadFull(c, hdr[:])
	return err == nil && hdr[4] == 10
}

// Log returns MariaDB's error log.
func (m *MariaDB) Log() string {
	b, _ := os.ReadFile(m.log)
	return string(b)
}

// MySQL runs statements on MariaDB with the mysql CLI, as Server.MySQL.
func (m *MariaDB) MySQL(statements string, extra ...string) (string, error) {
	return runMySQL(m.Port, statements, extra...)
}
