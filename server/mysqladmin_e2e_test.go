package server_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// statisticsLine is COM_STATISTICS's answer as mysqld writes it.
var statisticsLine = regexp.MustCompile(`^Uptime: (\d+)  Threads: (\d+)  Questions: (\d+)  Slow queries: \d+  Opens: \d+  Flush tables: \d+  Open tables: \d+  Queries per second avg: \d+\.\d{3}$`)

// TestMysqladmin: the mysqladmin commands DBAs and monitoring scripts run.
// status, version (which ends with the status line), refresh,
// flush-threads and debug were "command handling not implemented yet",
// flush-status was refused, Uptime was always 0, and KILL of an id no
// thread has reported nothing.
func TestMysqladmin(t *testing.T) {
	logPath := filepath.Join(t.TempDir(), "error.log")
	s := testserver.Start(t, testserver.Options{Args: []string{"--log-error=" + logPath}})
	time.Sleep(1100 * time.Millisecond) // so that Uptime is at least 1

	out := strings.TrimSpace(clientTool(t, "mysqladmin", s.Port, "status"))
	m := statisticsLine.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("mysqladmin status printed %q", out)
	}
	if m[1] == "0" || m[2] == "0" || m[3] == "0" {
		t.Errorf("mysqladmin status: Uptime, Threads and Questions should be above 0: %q", out)
	}
	if out := clientTool(t, "mysqladmin", s.Port, "version"); !strings.Contains(out, "Uptime:") || !strings.Contains(out, "Threads: ") {
		t.Errorf("mysqladmin version lacks the uptime and status lines:\n%s", out)
	}
	// The build's description, which mysqladmin variables and the mysql
	// CLI's status print: version_comment was "Dolt", the others empty.
	vars := clientTool(t, "mysqladmin", s.Port, "variables")
	for _, want := range []string{"| version_comment ", "handlerd, MySQL-compatible", "| version_compile_os ", "| Linux ", "| version_compile_machine "} {
		if !strings.Contains(vars, want) {
			t.Errorf("mysqladmin variables lacks %q", want)
		}
	}
	if strings.Contains(vars, "Dolt") {
		t.Error("mysqladmin variables still names Dolt")
	}
	for _, cmd := range []string{"refresh", "flush-threads", "flush-status", "flush-hosts", "flush-tables", "flush-privileges", "debug"} {
		clientTool(t, "mysqladmin", s.Port, cmd) // fails the test on any error output
	}
	if b, _ := os.ReadFile(logPath); !strings.Contains(string(b), "status information (mysqladmin debug)") {
		t.Errorf("mysqladmin debug wrote nothing to the error log:\n%s", b)
	}
	if out, err := mysqladminAs(s.Port, "root", "kill", "99999"); err == nil || !strings.Contains(out, "Unknown thread id: 99999") {
		t.Errorf("mysqladmin kill 99999: %v\n%s", err, out)
	}

	// A user without RELOAD or SUPER may not refresh or debug, and sees
	// only its own threads.
	s.MustMySQL("CREATE USER plain@'%'")
	for _, c := range []struct{ cmd, want string }{
		{"refresh", "RELOAD privilege"},
		{"flush-status", "RELOAD privilege"},
		{"debug", "SUPER privilege"},
	} {
		if out, err := mysqladminAs(s.Port, "plain", c.cmd); err == nil || !strings.Contains(out, c.want) {
			t.Errorf("mysqladmin %s as plain: %v %q, want an error naming the %s", c.cmd, err, out, c.want)
		}
	}
	if out, err := mysqladminAs(s.Port, "plain", "status"); err != nil || !statisticsLine.MatchString(strings.TrimSpace(out)) {
		t.Errorf("mysqladmin status as plain: %v %q", err, out)
	}
}

// mysqladminAs runs mysqladmin as user, returning its output and error
// output together.
func mysqladminAs(port int, user string, args ...string) (string, error) {
	bin, err := exec.LookPath("mysqladmin")
	if err != nil {
		bin = "mariadb-admin"
	}
	out, err := exec.Command(bin, append([]string{"--no-defaults", "-h127.0.0.1", "-P" + strconv.Itoa(port), "-u" + user}, args...)...).CombinedOutput()
	return string(out), err
}

// TestFlushStatus: FLUSH STATUS sets the session's counters back to zero
// and starts Uptime_since_flush_status again, as in MySQL; it was refused
// ("STATUS not supported"). Queries counts the statements as Questions.
func TestFlushStatus(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	time.Sleep(1100 * time.Millisecond)
	out := s.MustMySQL(`SELECT 1; SELECT 2; SHOW SESSION STATUS LIKE 'Com_select'; FLUSH STATUS;
		SHOW SESSION STATUS LIKE 'Com_select';
		SHOW GLOBAL STATUS WHERE Variable_name IN ('Uptime', 'Uptime_since_flush_status', 'Queries', 'Questions')`, "-N")
	fields := strings.Fields(out)
	want := []string{"1", "2", "Com_select", "2", "Com_select", "0", "Queries"}
	if len(fields) != 14 || !slices.Equal(fields[:7], want) {
		t.Fatalf("got %q, want %q then Queries, Questions, Uptime and Uptime_since_flush_status", fields, want)
	}
	queries, questions := fields[7], fields[9]
	uptime, _ := strconv.Atoi(fields[11])
	sinceFlush, _ := strconv.Atoi(fields[13])
	if queries != questions || queries == "0" {
		t.Errorf("Queries %s, Questions %s: want the same count above 0", queries, questions)
	}
	if uptime < 1 || sinceFlush >= uptime {
		t.Errorf("Uptime %d, Uptime_since_flush_status %d: want Uptime >= 1 and the flush later than the start", uptime, sinceFlush)
	}
}

// TestAdministrativeCommands: the protocol's COM_PROCESS_INFO,
// COM_PROCESS_KILL, COM_STATISTICS and COM_REFRESH, which PHP's mysqli
// (kill, stat, refresh), Python's MySQLdb and older client libraries send
// instead of statements, sent here as raw packets.
func TestAdministrativeCommands(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	c := dialRaw(t, s.Port)

	stat := c.command(t, 0x09)
	if len(stat) != 1 || !statisticsLine.Match(stat[0]) {
		t.Errorf("COM_STATISTICS answered %q", stat)
	}
	list := c.command(t, 0x0a)
	if !bytes.Contains(bytes.Join(list, nil), []byte("SHOW PROCESSLIST")) {
		t.Errorf("COM_PROCESS_INFO answered %q, want the process list with its own statement", list)
	}
	if r := c.command(t, 0x07, 0x2e); len(r) != 1 || r[0][0] != 0x00 { // LOG, TABLES, HOSTS, THREADS: mysqladmin refresh's bits
		t.Errorf("COM_REFRESH answered %q, want an OK packet", r)
	}
	if r := c.command(t, 0x07, 0x80); len(r) != 1 || r[0][0] != 0xff || binary.LittleEndian.Uint16(r[0][1:]) != 1186 { // REFRESH_MASTER
		t.Errorf("COM_REFRESH of the binary log answered %q, want error 1186 (no binary log)", r)
	}
	kill := c.command(t, 0x0c, 0x9f, 0x86, 0x01, 0x00) // 99999
	if len(kill) != 1 || kill[0][0] != 0xff || binary.LittleEndian.Uint16(kill[0][1:]) != 1094 {
		t.Errorf("COM_PROCESS_KILL of an unknown id answered %q, want error 1094", kill)
	}

	victim := dialRaw(t, s.Port)
	if r := c.command(t, 0x0c, binary.LittleEndian.AppendUint32(nil, victim.id)...); len(r) != 1 || r[0][0] != 0x00 {
		t.Fatalf("COM_PROCESS_KILL of connection %d answered %q, want OK", victim.id, r)
	}
	victim.conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := victim.conn.Read(make([]byte, 1)); err == nil {
		t.Error("the killed connection is still open")
	}
	if r := c.command(t, 0x0e); len(r) != 1 || r[0][0] != 0x00 { // COM_PING: the killer's connection serves on
		t.Errorf("COM_PING after the kill answered %q", r)
	}
}

// rawConn is a MySQL protocol connection logged in as root without a
// password, for commands no installed client sends.
type rawConn struct {
	conn net.Conn
	id   uint32
}

func dialRaw(t *testing.T, port int) *rawConn {
	t.Helper()
	conn, err := net.Dial("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	c := &rawConn{conn: conn}
	greeting, _ := c.read(t)
	// protocol version, server version (NUL-terminated), connection id
	end := bytes.IndexByte(greeting[1:], 0) + 2
	c.id = binary.LittleEndian.Uint32(greeting[end:])
	const caps = 0x1 | 0x200 | 0x8000 | 0x80000 // LONG_PASSWORD, PROTOCOL_41, SECURE_CONNECTION, PLUGIN_AUTH
	resp := binary.LittleEndian.AppendUint32(nil, caps)
	resp = binary.LittleEndian.AppendUint32(resp, 1<<24)
	resp = append(resp, 45)
	resp = append(resp, make([]byte, 23)...)
	resp = append(resp, "root\x00"...)
	resp = append(resp, 0) // no auth response: no password
	resp = append(resp, "mysql_native_password\x00"...)
	c.write(t, 1, resp)
	for seq := byte(3); ; seq += 2 {
		p, _ := c.read(t)
		switch p[0] {
		case 0x00:
			return c
		case 0xfe: // auth switch: still no password
			c.write(t, seq, nil)
		default:
			t.Fatalf("login answered %q", p)
		}
	}
}

func (c *rawConn) write(t *testing.T, seq byte, payload []byte) {
	t.Helper()
	head := []byte{byte(len(payload)), byte(len(payload) >> 8), byte(len(payload) >> 16), seq}
	if _, err := c.conn.Write(append(head, payload...)); err != nil {
		t.Fatal(err)
	}
}

func (c *rawConn) read(t *testing.T) ([]byte, byte) {
	t.Helper()
	c.conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	var head [4]byte
	if _, err := io.ReadFull(c.conn, head[:]); err != nil {
		t.Fatal(err)
	}
	p := make([]byte, int(head[0])|int(head[1])<<8|int(head[2])<<16)
	if _, err := io.ReadFull(c.conn, p); err != nil {
		t.Fatal(err)
	}
	return p, head[3]
}

// command sends a command and returns the packets of its answer: one
// packet, or a result set up to its closing EOF packet.
func (c *rawConn) command(t *testing.T, cmd byte, args ...byte) [][]byte {
	t.Helper()
	c.write(t, 0, append([]byte{cmd}, args...))
	first, _ := c.read(t)
	out := [][]byte{first}
	if cmd == 0x09 || first[0] == 0x00 || first[0] == 0xff {
		return out
	}
	for eofs := 0; eofs < 2; {
		p, _ := c.read(t)
		out = append(out, p)
		if p[0] == 0xfe && len(p) < 9 {
			eofs++
		} else if p[0] == 0xff {
			break
		}
	}
	return out
}

// TestProcessListPrivileges: as in MySQL, a user without PROCESS sees only
// its own threads in SHOW PROCESSLIST and information_schema.PROCESSLIST,
// may kill its own threads, and another user's only with SUPER (else
// 1095); Host is the client's address and port. SHOW PROCESSLIST was
// refused to such a user while information_schema showed everyone's
// statements to everyone, KILL asked SUPER even for a user's own thread,
// and Host was the account's pattern ('%').
func TestProcessListPrivileges(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE USER plain@'%'")
	sleeping := make(chan string, 1)
	go func() {
		_, err := s.MySQL("SELECT SLEEP(30)", "-uplain")
		sleeping <- fmt.Sprint(err)
	}()
	var rootView string
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(rootView, "SELECT SLEEP(30)"); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the SLEEP never showed in root's process list:\n%s", rootView)
		}
		rootView = s.MustMySQL("SHOW PROCESSLIST", "-N")
	}
	if !regexp.MustCompile(`(?m)^\d+\tplain\t127\.0\.0\.1:\d+\tNULL\tQuery\t\d+\texecuting\tSELECT SLEEP\(30\)$`).MatchString(rootView) {
		t.Errorf("root's SHOW PROCESSLIST row of plain's SLEEP:\n%s", rootView)
	}
	s.MustMySQL("CREATE USER other@'%'")
	for _, q := range []string{"SHOW PROCESSLIST", "SELECT id, user, info FROM information_schema.processlist"} {
		out, err := s.MySQL(q, "-N", "-uother")
		if err != nil || strings.Contains(out, "SLEEP") || strings.Contains(out, "root") || !strings.Contains(out, "other") {
			t.Errorf("%s as other: %v\n%s", q, err, out)
		}
	}
	sleeper := strings.Fields(s.MustMySQL("SELECT id FROM information_schema.processlist WHERE info = 'SELECT SLEEP(30)'", "-N"))
	if len(sleeper) != 1 {
		t.Fatalf("the SLEEP's id: %q", sleeper)
	}
	if _, err := s.MySQL("KILL QUERY "+sleeper[0], "-uother"); err == nil || !strings.Contains(err.Error(), "ERROR 1095 (HY000) at line 1: You are not owner of thread "+sleeper[0]) {
		t.Errorf("KILL of plain's thread by other: %v", err)
	}
	s.MustMySQL("KILL QUERY "+sleeper[0], "-uplain")
	select {
	case out := <-sleeping:
		if !strings.Contains(out, "ERROR 1317 (70100) at line 1: Query execution was interrupted") {
			t.Errorf("the killed SLEEP ended with %q", out)
		}
	case <-time.After(10 * time.Second):
		t.Error("KILL QUERY by the thread's own user did not stop it")
	}
}

// TestSetPassword: the statements MySQL users change passwords with. SET
// PASSWORD read as setting a variable named PASSWORD ("Unknown column"),
// SET PASSWORD FOR and ALTER USER USER() were syntax errors. A user
// changes its own password without privileges; another account's needs
// CREATE USER (or UPDATE on mysql); the password survives a restart.
func TestSetPassword(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE USER pw@'%' IDENTIFIED BY 'a'; CREATE USER other@'%'")
	as := func(password, q string) error {
		_, err := s.MySQL(q, "-upw", "-p"+password)
		return err
	}
	steps := []struct{ password, by, statement string }{
		{"b", "root", "SET PASSWORD FOR pw@'%' = 'b'"},
		{"c", "pw", "SET PASSWORD = 'c'"},
		{"d", "pw", "ALTER USER USER() IDENTIFIED BY 'd'"},
		{"e", "pw", "ALTER USER CURRENT_USER() IDENTIFIED BY 'e' REPLACE 'd'"},
		{"it's", "pw", "SET PASSWORD FOR 'pw'@'%' = 'it''s'"},
		{"f", "root", "SET PASSWORD FOR `pw`@\"%\" = 'f' RETAIN CURRENT PASSWORD"},
	}
	current := "a"
	for _, st := range steps {
		var err error
		if st.by == "root" {
			_, err = s.MySQL(st.statement)
		} else {
			err = as(current, st.statement)
		}
		if err != nil {
			t.Fatalf("%s as %s: %v", st.statement, st.by, err)
		}
		if err := as(st.password, "SELECT 1"); err != nil {
			t.Fatalf("after %s, pw cannot log in with %q: %v", st.statement, st.password, err)
		}
		if err := as(current, "SELECT 1"); err == nil {
			t.Fatalf("after %s, pw still logs in with the old password %q", st.statement, current)
		}
		current = st.password
	}
	if _, err := s.MySQL("SET PASSWORD FOR pw = 'x'", "-uother"); err == nil || !strings.Contains(err.Error(), "ERROR 1227 (42000)") {
		t.Errorf("SET PASSWORD for another account without privileges: %v", err)
	}
	if _, err := s.MySQL("SET PASSWORD FOR nobody = 'x'"); err == nil || !strings.Contains(err.Error(), "ERROR 1133 (42000)") {
		t.Errorf("SET PASSWORD for an account that does not exist: %v", err)
	}
	s.Restart()
	if err := as(current, "SELECT 1"); err != nil {
		t.Errorf("after a restart pw cannot log in with %q: %v", current, err)
	}
}

// TestMysqlcheckAllDatabases: mysqlcheck --all-databases, the routine
// check after an upgrade or a crash, reports every table OK, the mysql
// schema's grant tables included: CHECK TABLE of those was "Table
// 'mysql.db' doesn't exist" with "Operation failed".
func TestMysqlcheckAllDatabases(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	s.MustMySQL("CREATE DATABASE shop; CREATE TABLE shop.items (id INT PRIMARY KEY, name VARCHAR(20)); INSERT INTO shop.items VALUES (1, 'a')")
	out := clientTool(t, "mysqlcheck", s.Port, "--all-databases")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	seen := map[string]bool{}
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) != 2 || f[1] != "OK" {
			t.Errorf("mysqlcheck --all-databases: %q is not a table reported OK", l)
			continue
		}
		seen[f[0]] = true
	}
	for _, table := range []string{"shop.items", "mysql.user", "mysql.db", "innodb_memcache.containers"} {
		if !seen[table] {
			t.Errorf("mysqlcheck --all-databases did not report %s:\n%s", table, out)
		}
	}
}
