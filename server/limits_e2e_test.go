package server_test

import (
	"context"
	"database/sql"
	"encoding/binary"
	"io"
	"net"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// The acceptance tests of issue 7 for the MySQL listener's limits: 1040
// over max_connections, 1153 over max_allowed_packet, connect_timeout,
// wait_timeout and net_read_timeout against slow clients, and a SIGTERM
// that lets in-flight statements finish and answer.

// connRetrying1040 opens a connection, retrying for up to 5 s while the
// server answers 1040: a connection a client has just closed still counts
// until the server has seen the close.
func connRetrying1040(ctx context.Context, db *sql.DB) (*sql.Conn, error) {
	c, err := db.Conn(ctx)
	for try := 0; err != nil && mysqlErrNumber(err) == 1040 && try < 50; try++ {
		time.Sleep(100 * time.Millisecond)
		c, err = db.Conn(ctx)
	}
	return c, err
}

func TestMaxConnections(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--max-connections=3"}})
	db := goDB(t, s.Port, "root", "", "")
	db.SetMaxIdleConns(0) // a released connection is closed
	ctx := context.Background()
	var held []*sql.Conn
	for i := 0; i < 3; i++ {
		// (the server may not have seen testserver's readiness probe
		// close yet: retry 1040)
		c, err := connRetrying1040(ctx, db)
		if err != nil {
			t.Fatalf("connection %d: %v", i+1, err)
		}
		held = append(held, c)
	}
	// The fourth gets MySQL's error 1040, in the Go driver and the CLI.
	if err := goDB(t, s.Port, "root", "", "").Ping(); mysqlErrNumber(err) != 1040 {
		t.Fatalf("4th connection: want error 1040, got %v", err)
	}
	msg := wantCLIError(t, 1040, s.Port, "SELECT 1", "-uroot", "--skip-ssl")
	if !strings.Contains(msg, "Too many connections") {
		t.Errorf("1040 text: %s", msg)
	}
	held[0].Close()
	held = held[1:]
	// SET GLOBAL max_connections applies at once.
	if _, err := held[0].ExecContext(ctx, "SET GLOBAL max_connections = 10"); err != nil {
		t.Fatal(err)
	}
	more := goDB(t, s.Port, "root", "", "")
	more.SetMaxIdleConns(10)
	var cs []*sql.Conn
	for i := 0; i < 8; i++ {
		// (the server may not have seen the first close yet: retry 1040)
		c, err := connRetrying1040(ctx, more)
		if err != nil {
			t.Fatalf("after raising max_connections, connection %d: %v", i+1, err)
		}
		cs = append(cs, c)
	}
	if err := goDB(t, s.Port, "root", "", "").Ping(); mysqlErrNumber(err) != 1040 {
		t.Fatalf("11th connection: want error 1040, got %v", err)
	}
	for _, c := range append(cs, held...) {
		c.Close()
	}
	// (the server may not have seen those closes yet: retry 1040)
	const status = "SHOW GLOBAL STATUS LIKE 'Handlerd_mysql_connections_refused'"
	out, err := cli(t, s.Port, status, "-uroot")
	for i := 0; err != nil && strings.Contains(err.Error(), "1040") && i < 50; i++ {
		time.Sleep(100 * time.Millisecond)
		out, err = cli(t, s.Port, status, "-uroot")
	}
	if err != nil {
		t.Fatalf("mysql -e %q: %v", status, err)
	}
	if !strings.Contains(out, "Handlerd_mysql_connections_refused\t") || strings.Contains(out, "\t0\n") {
		t.Errorf("refusals not counted:\n%s", out)
	}
}

func TestMaxAllowedPacket(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--max-allowed-packet=4K"}})
	big := "SELECT '" + strings.Repeat("x", 5000) + "' AS v"
	small := "SELECT '" + strings.Repeat("x", 3000) + "' AS v"
	for _, transport := range []string{"--skip-ssl", "--ssl"} {
		wantCLIError(t, 1153, s.Port, big, "-uroot", transport)
		if out := mustCLI(t, s.Port, small, "-uroot", transport); len(out) < 3000 {
			t.Errorf("%s: 3000-byte statement: %q", transport, out)
		}
	}
	_, err := goDB(t, s.Port, "root", "", "").Exec(big)
	if n := mysqlErrNumber(err); n != 1153 && !isConnErr(err) {
		t.Errorf("go client, 5000-byte statement: want 1153 or a closed connection, got %v", err)
	}
	// A client announcing a 1 GB packet is refused at the header: the
	// server never waits for (or buffers) the body.
	c := rawLogin(t, s.Port)
	hdr := []byte{0xff, 0xff, 0xff, 0, 3} // 16 MB - 1, COM_QUERY
	c.Write(hdr)
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	pkt, err := readPacket(c)
	if err != nil || len(pkt) < 3 || pkt[0] != 0xff || binary.LittleEndian.Uint16(pkt[1:]) != 1153 {
		t.Fatalf("announced 16 MB packet: want ERR 1153, got %q %v", pkt, err)
	}
	mustCLI(t, s.Port, "SELECT 1", "-uroot") // the server serves everyone else
}

func TestTimeouts(t *testing.T) {
	// Bounds are generous: the machine may be busy. What matters is which
	// timeout closes the connection, not to the millisecond.
	s := testserver.Start(t, testserver.Options{Args: []string{"--connect-timeout=2", "--wait-timeout=60", "--net-read-timeout=1"}})
	closedWithin := func(c net.Conn, min, max time.Duration, what string) {
		t.Helper()
		start := time.Now()
		c.SetReadDeadline(time.Now().Add(max + 10*time.Second))
		_, err := readPacket(c)
		took := time.Since(start)
		if err == nil || took < min || took > max {
			t.Errorf("%s: closed after %v (%v), want between %v and %v", what, took.Round(time.Millisecond), err, min, max)
		}
	}

	// connect_timeout: a client that never answers the handshake.
	c, err := net.Dial("tcp", s.Addr())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readPacket(c); err != nil {
		t.Fatal(err)
	}
	closedWithin(c, 1500*time.Millisecond, 10*time.Second, "silent client (connect_timeout=2)")
	c.Close()

	// net_read_timeout: a packet that stops half-way (wait_timeout is 60).
	c = rawLogin(t, s.Port)
	c.Write([]byte{100, 0, 0, 0, 3, 'S', 'E', 'L'})
	closedWithin(c, 800*time.Millisecond, 10*time.Second, "half a packet (net_read_timeout=1)")

	// wait_timeout: an idle connection; a slow statement is not cut.
	mustCLI(t, s.Port, "SET GLOBAL wait_timeout = 3", "-uroot")
	c = rawLogin(t, s.Port)
	closedWithin(c, 2500*time.Millisecond, 15*time.Second, "idle client (wait_timeout=3)")
	var slept int
	if err := goDB(t, s.Port, "root", "", "").QueryRow("SELECT SLEEP(4)").Scan(&slept); err != nil {
		t.Errorf("a statement longer than wait_timeout: %v", err)
	}
	out := mustCLI(t, s.Port, "SHOW GLOBAL STATUS LIKE 'Handlerd_mysql_timeouts'", "-uroot")
	if strings.Contains(out, "\t0\n") {
		t.Errorf("timeouts not counted:\n%s", out)
	}
}

// TestGracefulShutdown: SIGTERM lets a statement that is running finish,
// commit and answer; idle connections are closed at once; after the
// restart the acknowledged row is there.
func TestGracefulShutdown(t *testing.T) {
	s := testserver.Start(t, testserver.Options{})
	mustCLI(t, s.Port, "CREATE TABLE test.g (id INT PRIMARY KEY, v INT) ENGINE=BTREE", "-uroot")
	idle := goDB(t, s.Port, "root", "", "")
	if err := idle.Ping(); err != nil {
		t.Fatal(err)
	}
	db := goDB(t, s.Port, "root", "", "")
	if err := db.Ping(); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var insErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, insErr = db.Exec("INSERT INTO test.g SELECT 1, SLEEP(2)")
	}()
	time.Sleep(500 * time.Millisecond)
	start := time.Now()
	s.Stop()
	took := time.Since(start)
	wg.Wait()
	if insErr != nil {
		t.Fatalf("the in-flight INSERT was not allowed to finish: %v", insErr)
	}
	if took > 6*time.Second {
		t.Errorf("shutdown took %v; idle connections should not hold it", took)
	}
	if err := s.RestartAfter(); err != nil {
		t.Fatal(err)
	}
	expect(t, mustCLI(t, s.Port, "SELECT id, v FROM test.g", "-uroot"), "id\tv\n1\t0\n")
}

// rawLogin opens a MySQL protocol connection by hand as root (no
// password) and returns it after the server's OK.
func rawLogin(t *testing.T, port int) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(port))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := readPacket(c); err != nil {
		t.Fatal(err)
	}
	const caps = 1 | 0x200 | 0x2000 | 0x8000 | 0x80000 // long password, 4.1, transactions, secure conn, plugin auth
	var p []byte
	p = binary.LittleEndian.AppendUint32(p, caps)
	p = binary.LittleEndian.AppendUint32(p, 1<<24)
	p = append(p, 33)
	p = append(p, make([]byte, 23)...)
	p = append(p, "root\x00"...)
	p = append(p, 0) // empty auth response
	p = append(p, "mysql_native_password\x00"...)
	c.Write(append([]byte{byte(len(p)), byte(len(p) >> 8), 0, 1}, p...))
	ok, err := readPacket(c)
	if err != nil || len(ok) == 0 || ok[0] != 0 {
		t.Fatalf("raw login: %q %v", ok, err)
	}
	c.SetDeadline(time.Time{})
	return c
}

func readPacket(c net.Conn) ([]byte, error) {
	var h [4]byte
	if _, err := io.ReadFull(c, h[:]); err != nil {
		return nil, err
	}
	n := int(h[0]) | int(h[1])<<8 | int(h[2])<<16
	body := make([]byte, n)
	_, err := io.ReadFull(c, body)
	return body, err
}

// TestQueryMemoryBound: with handlerd_memory_limit small, a sort that
// would buffer a large table is refused with 1037 and the server goes on
// serving (the same statement on a generous limit succeeds).
func TestQueryMemoryBound(t *testing.T) {
	s := testserver.Start(t, testserver.Options{Args: []string{"--handlerd-memory-limit=64M"}})
	mustCLI(t, s.Port, `CREATE TABLE test.d (i INT PRIMARY KEY);
		INSERT INTO test.d VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9);
		CREATE TABLE test.big (id INT PRIMARY KEY, v VARCHAR(1000));
		INSERT INTO test.big SELECT a.i+10*b.i+100*c.i+1000*d.i+10000*e.i, REPEAT(CONCAT('x', a.i, b.i, c.i, d.i), 100)
			FROM test.d a, test.d b, test.d c, test.d d, test.d e`, "-uroot")
	sortAll := "SELECT id, v FROM test.big ORDER BY v DESC, id"
	msg := wantCLIError(t, 1037, s.Port, sortAll, "-uroot")
	t.Logf("sort of 100,000 rows of 400 bytes under a 64 MB limit: %s", msg)
	expect(t, mustCLI(t, s.Port, "SELECT COUNT(*) FROM test.big", "-uroot"), "COUNT(*)\n100000\n")
	if out := mustCLI(t, s.Port, sortAll+" LIMIT 3", "-uroot"); strings.Count(out, "\n") != 4 {
		t.Errorf("a top-3 sort should not need the whole table in memory: %q", out)
	}
	s.Args = append(s.Args, "--handlerd-memory-limit=2G")
	s.Restart()
	if out := mustCLI(t, s.Port, sortAll, "-uroot"); strings.Count(out, "\n") != 100001 {
		t.Errorf("the sort under a 2 GB limit returned %d lines", strings.Count(out, "\n"))
	}
}
