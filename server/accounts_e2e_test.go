package server_test

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"database/sql"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/go-sql-driver/mysql"

	"handlerd/internal/testserver"
)

// The acceptance tests of issue 7 for MySQL accounts and TLS, against the
// real handlerd binary with the real mysql CLI (MariaDB's, from Debian)
// and go-sql-driver/mysql.

// cli runs the mysql CLI against port with exactly the given arguments
// (no implied user), returning stdout and, on failure, stderr as error.
func cli(t *testing.T, port int, sqlText string, args ...string) (string, error) {
	t.Helper()
	bin, err := exec.LookPath("mysql")
	if err != nil {
		t.Skip("the mysql client is not installed (apt-get install mariadb-client)")
	}
	all := append([]string{"--no-defaults", "-h127.0.0.1", "-P" + strconv.Itoa(port), "--batch"}, args...)
	cmd := exec.Command(bin, append(all, "-e", sqlText)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.String(), errors.New(strings.TrimSpace(errb.String()))
	}
	return out.String(), nil
}

func mustCLI(t *testing.T, port int, sqlText string, args ...string) string {
	t.Helper()
	out, err := cli(t, port, sqlText, args...)
	if err != nil {
		t.Fatalf("mysql %v -e %q: %v", args, sqlText, err)
	}
	return out
}

// wantCLIError runs the CLI expecting "ERROR <code>".
func wantCLIError(t *testing.T, code int, port int, sqlText string, args ...string) string {
	t.Helper()
	out, err := cli(t, port, sqlText, args...)
	if err == nil || !strings.Contains(err.Error(), "ERROR "+strconv.Itoa(code)+" ") {
		t.Fatalf("mysql %v -e %q: want ERROR %d, got %v (output %q)", args, sqlText, code, err, out)
	}
	return err.Error()
}

// goDB opens a go-sql-driver connection pool; tlsName is "" (plain) or a
// registered TLS configuration name.
func goDB(t *testing.T, port int, user, pass, tlsName string) *sql.DB {
	t.Helper()
	c := mysql.NewConfig()
	c.User, c.Passwd, c.Net, c.Addr = user, pass, "tcp", "127.0.0.1:"+strconv.Itoa(port)
	if tlsName != "" {
		c.TLSConfig = tlsName
	}
	db, err := sql.Open("mysql", c.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func mysqlErrNumber(err error) int {
	var me *mysql.MySQLError
	if errors.As(err, &me) {
		return int(me.Number)
	}
	return 0
}

// TestAccounts: wrong credentials get 1045; CREATE/ALTER/DROP USER, GRANT
// and REVOKE are enforced and survive restarts; both password plugins log
// in (caching_sha2_password over TLS).
func TestAccounts(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	p := s.Port
	root := []string{"-uroot"}
	mustCLI(t, p, `CREATE USER 'app'@'%' IDENTIFIED BY 'apppw';
		CREATE USER 'sha'@'%' IDENTIFIED WITH caching_sha2_password BY 'shapw';
		CREATE DATABASE shop; CREATE TABLE shop.items (id INT PRIMARY KEY, v INT);
		INSERT INTO shop.items VALUES (1, 10);
		GRANT SELECT ON shop.* TO 'app'@'%';
		GRANT SELECT, INSERT ON shop.* TO 'sha'@'%'`, root...)
	plugins := mustCLI(t, p, "SELECT user, plugin FROM mysql.user WHERE user IN ('app','sha') ORDER BY user", root...)
	expect(t, plugins, "user\tplugin\napp\tmysql_native_password\nsha\tcaching_sha2_password\n")

	check := func(phase string) {
		t.Helper()
		wantCLIError(t, 1045, p, "SELECT 1", "-uapp", "-pwrong")
		wantCLIError(t, 1045, p, "SELECT 1", "-unobody", "-pwhatever")
		wantCLIError(t, 1045, p, "SELECT 1", "-usha", "-pwrong", "--ssl")
		expect(t, mustCLI(t, p, "SELECT v FROM shop.items WHERE id = 1", "-uapp", "-papppw"), "v\n10\n")
		wantCLIError(t, 1142, p, "INSERT INTO shop.items VALUES (2, 20)", "-uapp", "-papppw")
		wantCLIError(t, 1142, p, "CREATE TABLE shop.x (a INT PRIMARY KEY)", "-uapp", "-papppw")
		expect(t, mustCLI(t, p, "SELECT CURRENT_USER()", "-usha", "-pshapw", "--ssl"), "CURRENT_USER()\nsha@%\n")
		t.Logf("%s: 1045 for wrong passwords and unknown users, 1142 for missing grants, both plugins log in", phase)
	}
	check("fresh")
	s.Restart()
	check("after restart")

	// ALTER USER, REVOKE and DROP USER take effect at once and persist.
	mustCLI(t, p, `ALTER USER 'app'@'%' IDENTIFIED BY 'newpw'; REVOKE SELECT ON shop.* FROM 'sha'@'%'`, root...)
	wantCLIError(t, 1045, p, "SELECT 1", "-uapp", "-papppw")
	mustCLI(t, p, "SELECT 1", "-uapp", "-pnewpw")
	wantCLIError(t, 1142, p, "SELECT * FROM shop.items", "-usha", "-pshapw", "--ssl")
	mustCLI(t, p, "INSERT INTO shop.items VALUES (3, 30)", "-usha", "-pshapw", "--ssl")
	mustCLI(t, p, "DROP USER 'sha'@'%'", root...)
	wantCLIError(t, 1045, p, "SELECT 1", "-usha", "-pshapw", "--ssl")
	wantCLIError(t, 1396, p, "DROP USER 'sha'@'%'", root...)
	s.Restart()
	wantCLIError(t, 1045, p, "SELECT 1", "-uapp", "-papppw")
	expect(t, mustCLI(t, p, "SELECT COUNT(*) FROM shop.items", "-uapp", "-pnewpw"), "COUNT(*)\n2\n")
	wantCLIError(t, 1045, p, "SELECT 1", "-usha", "-pshapw", "--ssl")
	if fi, err := os.Stat(filepath.Join(s.Dir, "mysql_users.db")); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("accounts file: %v %v, want mode 0600", fi, err)
	}
}

// TestRootPassword: handlerd_root_password sets root's password at the
// first start; without it (and without --initialize-insecure) a generated
// one is printed once to the log.
func TestRootPassword(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--skip-initialize-insecure", "--handlerd-root-password=Configured#1"}})
	wantCLIError(t, 1045, s.Port, "SELECT 1", "-uroot")
	wantCLIError(t, 1045, s.Port, "SELECT 1", "-uroot", "-pwrong")
	mustCLI(t, s.Port, "SELECT 1", "-uroot", "-pConfigured#1")
	if strings.Contains(s.Log(), "Configured#1") {
		t.Errorf("the configured password appears in the log")
	}
	vars := mustCLI(t, s.Port, "SHOW VARIABLES LIKE 'handlerd_root_password'", "-uroot", "-pConfigured#1")
	if strings.Contains(vars, "Configured") {
		t.Errorf("SHOW VARIABLES shows the password: %q", vars)
	}

	g := testserver.Start(t, testserver.Options{Args: []string{"--skip-initialize-insecure"}})
	m := regexp.MustCompile(`A temporary password is generated for root@localhost: (\S+?)"?\n`).FindStringSubmatch(g.Log())
	if m == nil {
		t.Fatalf("no generated password in the log:\n%s", g.Log())
	}
	wantCLIError(t, 1045, g.Port, "SELECT 1", "-uroot")
	mustCLI(t, g.Port, "SELECT 1", "-uroot", "-p"+m[1])
	g.Restart()
	if n := strings.Count(g.Log(), "temporary password"); n != 1 {
		t.Errorf("the generated password was logged %d times, want once", n)
	}
	mustCLI(t, g.Port, "SELECT 1", "-uroot", "-p"+m[1])
}

// TestTLS: the first start generates a CA and a server certificate;
// `mysql --ssl` verifies the server with it and logs in a
// caching_sha2_password user; Go clients too; plain connections are
// refused with 3159 under require_secure_transport; configured ssl_cert
// and ssl_key are served instead of generated ones.
func TestTLS(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	p := s.Port
	for f, perm := range map[string]os.FileMode{"ca.pem": 0o644, "ca-key.pem": 0o600, "server-cert.pem": 0o644,
		"server-key.pem": 0o600, "client-cert.pem": 0o644, "client-key.pem": 0o600} {
		fi, err := os.Stat(filepath.Join(s.Dir, f))
		if err != nil || fi.Mode().Perm() != perm {
			t.Fatalf("%s: %v (mode %v), want mode %v", f, err, fi, perm)
		}
	}
	ca := filepath.Join(s.Dir, "ca.pem")
	before, _ := os.ReadFile(filepath.Join(s.Dir, "server-cert.pem"))
	mustCLI(t, p, "CREATE USER 'sha'@'%' IDENTIFIED WITH caching_sha2_password BY 'shapw'", "-uroot")

	// The real CLI, verifying the server against the generated CA.
	verify := []string{"--ssl", "--ssl-ca=" + ca, "--ssl-verify-server-cert"}
	out := mustCLI(t, p, "status", append([]string{"-usha", "-pshapw"}, verify...)...)
	if !regexp.MustCompile(`SSL:\s+Cipher in use is \S+`).MatchString(out) || !strings.Contains(out, "Current user:\t\tsha@localhost") {
		t.Fatalf("mysql --ssl status:\n%s", out)
	}
	// Without TLS a caching_sha2_password login is refused with 1045.
	msg := wantCLIError(t, 1045, p, "SELECT 1", "-usha", "-pshapw", "--skip-ssl")
	if !strings.Contains(msg, "not using TLS") {
		t.Errorf("caching_sha2 over plain TCP: %s", msg)
	}

	// go-sql-driver/mysql: caching_sha2_password over verified TLS.
	pemBytes, err := os.ReadFile(ca)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(pemBytes)
	if err := mysql.RegisterTLSConfig("handlerd-test", &tls.Config{RootCAs: pool, ServerName: "127.0.0.1"}); err != nil {
		t.Fatal(err)
	}
	var who string
	if err := goDB(t, p, "sha", "shapw", "handlerd-test").QueryRow("SELECT CURRENT_USER()").Scan(&who); err != nil || who != "sha@%" {
		t.Fatalf("go client over TLS: %q %v", who, err)
	}
	if err := goDB(t, p, "sha", "shapw", "").Ping(); mysqlErrNumber(err) != 1045 {
		t.Errorf("go client, caching_sha2 without TLS: want 1045, got %v", err)
	}

	// require_secure_transport is dynamic: plain connections get 3159.
	mustCLI(t, p, "SET GLOBAL require_secure_transport = ON", "-uroot")
	msg = wantCLIError(t, 3159, p, "SELECT 1", "-uroot", "--skip-ssl")
	if !strings.Contains(msg, "require_secure_transport=ON") {
		t.Errorf("3159 text: %s", msg)
	}
	if err := goDB(t, p, "root", "", "").Ping(); mysqlErrNumber(err) != 3159 {
		t.Errorf("go client without TLS under require_secure_transport: want 3159, got %v", err)
	}
	mustCLI(t, p, "SELECT 1", append([]string{"-uroot"}, verify...)...)
	if err := goDB(t, p, "root", "", "handlerd-test").Ping(); err != nil {
		t.Errorf("go client over TLS under require_secure_transport: %v", err)
	}
	mustCLI(t, p, "SET GLOBAL require_secure_transport = OFF", append([]string{"-uroot"}, verify...)...)
	mustCLI(t, p, "SELECT 1", "-uroot", "--skip-ssl")

	// The generated files are kept across restarts.
	s.Restart()
	after, _ := os.ReadFile(filepath.Join(s.Dir, "server-cert.pem"))
	if !bytes.Equal(before, after) {
		t.Errorf("server-cert.pem changed across a restart")
	}
	mustCLI(t, p, "SELECT 1", append([]string{"-usha", "-pshapw"}, verify...)...)

	// Configured certificate files (here: the first server's) are used,
	// and nothing is generated.
	sock := filepath.Join(t.TempDir(), "h.sock")
	c := testserver.Start(t, testserver.Options{Args: []string{"--ssl-cert=" + filepath.Join(s.Dir, "server-cert.pem"),
		"--ssl-key=" + filepath.Join(s.Dir, "server-key.pem"), "--ssl-ca=" + ca, "--require-secure-transport=ON",
		"--socket=" + sock}})
	if _, err := os.Stat(filepath.Join(c.Dir, "ca.pem")); !os.IsNotExist(err) {
		t.Errorf("a configured certificate should not generate ca.pem: %v", err)
	}
	mustCLI(t, c.Port, "SELECT 1", append([]string{"-uroot"}, verify...)...)
	wantCLIError(t, 3159, c.Port, "SELECT 1", "-uroot", "--skip-ssl")
	// The unix socket counts as secure transport.
	mustCLI(t, c.Port, "SELECT 1", "-uroot", "--skip-ssl", "-hlocalhost", "-S", sock)

	// A half-configured pair refuses to start.
	out2 := runFailing(t, "--no-defaults", "--datadir="+filepath.Join(t.TempDir(), "d"), "--port="+strconv.Itoa(testserver.FreePort(t)),
		"--initialize-insecure", "--ssl-cert="+filepath.Join(s.Dir, "server-cert.pem"))
	if !strings.Contains(out2, "ssl_cert and ssl_key") {
		t.Errorf("ssl_cert without ssl_key: %s", out2)
	}
}
