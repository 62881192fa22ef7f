package server_test

import (
	"bufio"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// The acceptance tests of issue 7 for the HandlerSocket and memcached
// listeners (secrets, SASL checked against MySQL accounts, connection
// caps, line and item caps) and for every listener binding loopback
// unless configured otherwise.

func TestHandlerSocketSecurity(t *testing.T) {
	r, w := testserver.FreePort(t), testserver.FreePort(t)
	s := testserver.Start(t, testserver.Options{Args: []string{
		"--handlersocket-port=" + strconv.Itoa(r), "--handlersocket-port-wr=" + strconv.Itoa(w),
		"--handlersocket-plain-secret=rsecret", "--handlersocket-plain-secret-wr=wsecret",
		"--handlersocket-max-connections=3", "--handlersocket-max-line=1K",
	}})
	open := "P\t1\ttest\tdemo_test\tPRIMARY\tc1,c2\n"
	for _, port := range []struct {
		port          int
		secret, other string
	}{{r, "rsecret", "wsecret"}, {w, "wsecret", "rsecret"}} {
		c := dialText(t, port.port)
		expect(t, c.cmd(open, "\n"), "3\t1\tunauth\n")
		expect(t, c.cmd("1\t=\t1\tAA\n", "\n"), "3\t1\tunauth\n")
		expect(t, c.cmd("A\t1\t"+port.other+"\n", "\n"), "3\t1\tunauth\n") // the other port's secret
		expect(t, c.cmd(open, "\n"), "3\t1\tunauth\n")
		expect(t, c.cmd("A\t1\t"+port.secret+"\n", "\n"), "0\t1\n")
		expect(t, c.cmd(open, "\n"), "0\t1\n")
		expect(t, c.cmd("1\t=\t1\tAA\n", "\n"), "0\t2\tAA\tHELLO, HELLO\n")
		c.c.Close()
	}
	// Nothing a client sends stops the listener: the plugin's 'Q'
	// (shutdown) is not honoured, and an overlong line closes only that
	// connection.
	c := dialText(t, w)
	c.cmd("A\t1\twsecret\n", "\n")
	c.c.Write([]byte("Q\n"))
	time.Sleep(100 * time.Millisecond)
	c.c.Close()
	long := dialText(t, w)
	expect(t, long.cmd(strings.Repeat("x", 2000)+"\n", "\n"), "2\t1\ttoolong\n")
	long.c.Close()
	c2 := dialText(t, w)
	expect(t, c2.cmd("A\t1\twsecret\n", "\n"), "0\t1\n")

	// handlersocket_max_connections = 3 over both ports: c2 and two more
	// (retried until the server has seen the others close).
	authed := func(port int, secret string) {
		for try := 0; ; try++ {
			c := dialText(t, port)
			got := c.cmd("A\t1\t"+secret+"\n", "\n")
			if got == "0\t1\n" {
				return
			}
			c.c.Close()
			if got != "1\t1\t1040\n" || try == 50 {
				t.Fatalf("auth on %d: %q", port, got)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	authed(r, "rsecret")
	authed(w, "wsecret")
	over, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(r))
	if err != nil {
		t.Fatal(err)
	}
	over.SetReadDeadline(time.Now().Add(5 * time.Second))
	got, _ := io.ReadAll(over)
	expect(t, string(got), "1\t1\t1040\n")
	st := mustCLI(t, s.Port, "SHOW GLOBAL STATUS LIKE 'Handlersocket_connections_refused'", "-uroot")
	if strings.Contains(st, "\t0\n") {
		t.Errorf("refusal not counted: %s", st)
	}
}

func TestMemcachedSecurity(t *testing.T) {
	mc := testserver.FreePort(t)
	s := testserver.Start(t, testserver.Options{Args: []string{fmt.Sprintf("--daemon-memcached-option=-p%d -S -c 3 -I 2k", mc)}})
	mustCLI(t, s.Port, `CREATE USER 'mc'@'%' IDENTIFIED BY 'mcpw';
		CREATE USER 'mcsha'@'%' IDENTIFIED WITH caching_sha2_password BY 'shapw'`, "-uroot")

	c := dialBinary(t, mc)
	if st, _, v := c.req(0x20, nil, nil, nil); st != 0 || string(v) != "PLAIN" {
		t.Fatalf("SASL_LIST_MECHS: status %#x %q", st, v)
	}
	if st, _, _ := c.req(0x00, nil, []byte("AA"), nil); st != 0x20 {
		t.Fatalf("GET before authentication: status %#x, want 0x20 (auth error)", st)
	}
	for _, bad := range [][2]string{{"mc", "wrong"}, {"nobody", "mcpw"}, {"mcsha", "mcpw"}, {"mc", ""}} {
		if st, _, _ := c.req(0x21, nil, []byte("PLAIN"), []byte("\x00"+bad[0]+"\x00"+bad[1])); st != 0x20 {
			t.Errorf("SASL PLAIN %s/%s: status %#x, want 0x20", bad[0], bad[1], st)
		}
	}
	if st, _, _ := c.req(0x00, nil, []byte("AA"), nil); st != 0x20 {
		t.Fatalf("GET after failed logins: status %#x, want 0x20", st)
	}
	for _, good := range [][2]string{{"mc", "mcpw"}, {"mcsha", "shapw"}} {
		c := dialBinary(t, mc)
		if st, _, v := c.req(0x21, nil, []byte("PLAIN"), []byte("\x00"+good[0]+"\x00"+good[1])); st != 0 {
			t.Fatalf("SASL PLAIN %s: status %#x %q", good[0], st, v)
		}
		if st, _, v := c.req(0x00, nil, []byte("AA"), nil); st != 0 || string(v) != "HELLO, HELLO" {
			t.Fatalf("GET after login as %s: status %#x %q", good[0], st, v)
		}
		c.c.Close()
	}
	// A password changed in SQL applies to the next memcached login.
	mustCLI(t, s.Port, "ALTER USER 'mc'@'%' IDENTIFIED BY 'newpw'", "-uroot")
	if st, _, _ := c.req(0x21, nil, []byte("PLAIN"), []byte("\x00mc\x00mcpw")); st != 0x20 {
		t.Errorf("old password after ALTER USER: status %#x, want 0x20", st)
	}
	if st, _, _ := c.req(0x21, nil, []byte("PLAIN"), []byte("\x00mc\x00newpw")); st != 0 {
		t.Errorf("new password after ALTER USER: status %#x", st)
	}
	// -I 2k: a larger item is refused (E2BIG), the connection goes on.
	extras := make([]byte, 8)
	if st, _, _ := c.req(0x01, extras, []byte("big"), make([]byte, 4096)); st != 0x03 {
		t.Errorf("SET of 4 KB under -I 2k: status %#x, want 0x03 (too large)", st)
	}
	if st, _, _ := c.req(0x01, extras, []byte("small"), []byte("ok")); st != 0 {
		t.Errorf("SET after a refused one: status %#x", st)
	}
	// With -S the text protocol is off: a text command gets the
	// connection closed, as memcached does.
	txt, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(mc))
	if err != nil {
		t.Fatal(err)
	}
	txt.Write([]byte("get AA\r\n"))
	txt.SetReadDeadline(time.Now().Add(5 * time.Second))
	if b, _ := io.ReadAll(txt); len(b) != 0 {
		t.Errorf("text command on a SASL listener answered %q", b)
	}
	txt.Close()

	// -c 3: c plus two more (retried until the server has seen the others
	// close); the fourth gets memcached's refusal.
	for n := 0; n < 2; n++ {
		for try := 0; ; try++ {
			b := dialBinary(t, mc)
			b.c.SetDeadline(time.Now().Add(5 * time.Second))
			b.c.Write([]byte{0x80, 0x0b, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}) // VERSION
			head := make([]byte, 24)
			if _, err := io.ReadFull(b.c, head); err == nil && head[0] == 0x81 {
				io.ReadFull(b.c, make([]byte, binary.BigEndian.Uint32(head[8:])))
				break
			}
			b.c.Close()
			if try == 50 {
				t.Fatalf("connection %d under -c 3 refused", n+2)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	over, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(mc))
	if err != nil {
		t.Fatal(err)
	}
	over.SetReadDeadline(time.Now().Add(5 * time.Second))
	got, _ := io.ReadAll(over)
	expect(t, string(got), "ERROR Too many open connections\r\n")
}

// TestListenersBindLoopback: with no address options at all every
// listener (MySQL, HandlerSocket read and write, memcached) binds
// 127.0.0.1 only. (testserver passes --bind-address, so this test starts
// the binary itself.)
func TestListenersBindLoopback(t *testing.T) {
	my, r, w, mc := testserver.FreePort(t), testserver.FreePort(t), testserver.FreePort(t), testserver.FreePort(t)
	cmd := exec.Command(testserver.Binary(t), "--no-defaults", "--datadir="+filepath.Join(t.TempDir(), "data"),
		"--initialize-insecure", "--port="+strconv.Itoa(my),
		"--handlersocket-port="+strconv.Itoa(r), "--handlersocket-port-wr="+strconv.Itoa(w),
		fmt.Sprintf("--daemon-memcached-option=-p%d", mc))
	var logb strings.Builder
	cmd.Stdout, cmd.Stderr = &logb, &logb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		<-done
	}()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if c, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(my)); err == nil {
			c.Close()
			break
		}
		select {
		case <-done:
			t.Fatalf("handlerd exited:\n%s", logb.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("handlerd did not listen:\n%s", logb.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	// The MySQL port accepting does not mean the other listeners, started
	// alongside it, are up yet: wait until every port listens somewhere.
	ports := []int{my, r, w, mc}
	listening := listeningSockets(t)
	for !allListed(listening, ports) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		listening = listeningSockets(t)
	}
	for _, port := range ports {
		if addrs := listening[port]; len(addrs) != 1 || addrs[0] != "127.0.0.1" {
			t.Errorf("port %d listens on %v, want [127.0.0.1]", port, addrs)
		}
	}
}

// allListed reports whether every port has a listening socket.
func allListed(listening map[int][]string, ports []int) bool {
	for _, p := range ports {
		if len(listening[p]) == 0 {
			return false
		}
	}
	return true
}

// listeningSockets maps port → local addresses in LISTEN state, from
// /proc/net/tcp and tcp6.
func listeningSockets(t *testing.T) map[int][]string {
	t.Helper()
	out := map[int][]string{}
	for _, f := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		fh, err := os.Open(f)
		if err != nil {
			t.Skipf("%s: %v", f, err)
		}
		sc := bufio.NewScanner(fh)
		sc.Scan()
		for sc.Scan() {
			fields := strings.Fields(sc.Text())
			if len(fields) < 4 || fields[3] != "0A" { // LISTEN
				continue
			}
			host, port, _ := strings.Cut(fields[1], ":")
			p, _ := strconv.ParseInt(port, 16, 32)
			raw, _ := hex.DecodeString(host)
			for i := 0; i+4 <= len(raw); i += 4 { // each 32-bit word is little-endian
				raw[i], raw[i+1], raw[i+2], raw[i+3] = raw[i+3], raw[i+2], raw[i+1], raw[i]
			}
			out[int(p)] = append(out[int(p)], net.IP(raw).String())
		}
		fh.Close()
	}
	return out
}

// binConn is a memcached binary-protocol client.
type binConn struct {
	t *testing.T
	c net.Conn
}

func dialBinary(t *testing.T, port int) *binConn {
	t.Helper()
	c, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(port), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return &binConn{t: t, c: c}
}

// req sends one request and returns the response's status, extras and value.
func (b *binConn) req(op byte, extras, key, value []byte) (status uint16, ext, val []byte) {
	b.t.Helper()
	h := make([]byte, 24)
	h[0], h[1] = 0x80, op
	binary.BigEndian.PutUint16(h[2:], uint16(len(key)))
	h[4] = byte(len(extras))
	binary.BigEndian.PutUint32(h[8:], uint32(len(extras)+len(key)+len(value)))
	msg := append(append(append(h, extras...), key...), value...)
	b.c.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := b.c.Write(msg); err != nil {
		b.t.Fatal(err)
	}
	resp := make([]byte, 24)
	if _, err := io.ReadFull(b.c, resp); err != nil {
		b.t.Fatalf("memcached binary op %#x: %v", op, err)
	}
	body := make([]byte, binary.BigEndian.Uint32(resp[8:]))
	if _, err := io.ReadFull(b.c, body); err != nil {
		b.t.Fatal(err)
	}
	el, kl := int(resp[4]), int(binary.BigEndian.Uint16(resp[2:]))
	return binary.BigEndian.Uint16(resp[6:]), body[:el], body[el+kl:]
}
