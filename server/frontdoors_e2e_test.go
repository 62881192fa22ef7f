package server_test

import (
	"bufio"
	"fmt"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// TestThreeFrontDoors runs one handlerd with MySQL, HandlerSocket and
// memcached listeners and checks that a write through any door is read
// back through the others, under the memcached plugin's innodb_only and
// caching policies (the cache must never serve a stale row).
func TestThreeFrontDoors(t *testing.T) {
	hsRead, hsWrite, mcPort := testserver.FreePort(t), testserver.FreePort(t), testserver.FreePort(t)
	s := testserver.Start(t, testserver.Options{Args: []string{
		"--handlersocket-port=" + strconv.Itoa(hsRead),
		"--handlersocket-port-wr=" + strconv.Itoa(hsWrite),
		fmt.Sprintf("--daemon-memcached-option=-p%d", mcPort),
	}})
	plugins := s.MustMySQL("SHOW PLUGINS")
	for _, p := range []string{"handlersocket\t1.0\tACTIVE", "daemon_memcached\t1.0\tACTIVE"} {
		if !strings.Contains(plugins, p) {
			t.Errorf("SHOW PLUGINS lacks %q:\n%s", p, plugins)
		}
	}
	mc := dialText(t, mcPort)
	hs := dialText(t, hsWrite)

	// The demo row the first start creates, read over memcached.
	expect(t, mc.cmd("get AA\r\n", "END"), "VALUE AA 8 12\r\nHELLO, HELLO\r\nEND\r\n")

	for _, policy := range []string{"innodb_only", "caching"} {
		s.MustMySQL("UPDATE innodb_memcache.cache_policies SET get_policy='" + policy + "', set_policy='" + policy +
			"', delete_policy='" + policy + "', flush_policy='" + policy + "'")
		time.Sleep(50 * time.Millisecond) // the listener reloads its mapping on the next request
		key := "k_" + policy

		// memcached write → SQL and HandlerSocket read.
		expect(t, mc.cmd("set "+key+" 3 0 5\r\nhello\r\n", "\r\n"), "STORED\r\n")
		expect(t, s.MustMySQL("SELECT c2, c3 FROM test.demo_test WHERE c1 = '"+key+"'"), "c2\tc3\nhello\t3\n")
		expect(t, hs.cmd("P\t1\ttest\tdemo_test\tPRIMARY\tc1,c2\n", "\n"), "0\t1\n")
		expect(t, hs.cmd("1\t=\t1\t"+key+"\n", "\n"), "0\t2\t"+key+"\thello\n")

		// SQL write → memcached read (read it once first, so a caching
		// policy holds the old value).
		mc.cmd("get "+key+"\r\n", "END")
		s.MustMySQL("UPDATE test.demo_test SET c2 = 'fromsql' WHERE c1 = '" + key + "'")
		expect(t, mc.cmd("get "+key+"\r\n", "END"), "VALUE "+key+" 3 7\r\nfromsql\r\nEND\r\n")

		// HandlerSocket write → memcached and SQL read.
		expect(t, hs.cmd("1\t=\t1\t"+key+"\t1\t0\tU\t"+key+"\tfromhs\n", "\n"), "0\t1\t1\n")
		expect(t, mc.cmd("get "+key+"\r\n", "END"), "VALUE "+key+" 3 6\r\nfromhs\r\nEND\r\n")
		expect(t, hs.cmd("1\t+\t2\t"+key+"2\tinserted\n", "\n"), "0\t1\n")
		expect(t, mc.cmd("get "+key+"2\r\n", "END"), "VALUE "+key+"2 0 8\r\ninserted\r\nEND\r\n")

		// SQL delete → memcached miss.
		s.MustMySQL("DELETE FROM test.demo_test WHERE c1 = '" + key + "'")
		expect(t, mc.cmd("get "+key+"\r\n", "END"), "END\r\n")
	}
	status := s.MustMySQL("SHOW GLOBAL STATUS LIKE 'Handlersocket_requests'")
	if !strings.Contains(status, "Handlersocket_requests\t") || strings.Contains(status, "\t0\n") {
		t.Errorf("HandlerSocket counters not in SHOW STATUS:\n%s", status)
	}
}

// textConn is a line-protocol client (memcached text, HandlerSocket).
type textConn struct {
	t *testing.T
	c net.Conn
	r *bufio.Reader
}

func dialText(t *testing.T, port int) *textConn {
	t.Helper()
	c, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(port), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return &textConn{t: t, c: c, r: bufio.NewReader(c)}
}

// cmd sends req and reads until a line ending with until.
func (tc *textConn) cmd(req, until string) string {
	tc.t.Helper()
	tc.c.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := tc.c.Write([]byte(req)); err != nil {
		tc.t.Fatal(err)
	}
	var out strings.Builder
	for {
		line, err := tc.r.ReadString('\n')
		out.WriteString(line)
		if err != nil {
			tc.t.Fatalf("reading the answer to %q: %v (got %q)", req, err, out.String())
		}
		if strings.HasSuffix(strings.TrimRight(line, "\r\n"), strings.TrimRight(until, "\r\n")) || until == "\r\n" || until == "\n" {
			return out.String()
		}
	}
}
