package memcached

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// TestAgainstMemcached sends the same random command sequences, text and
// meta, good and bad, to Debian's memcached and to the listener under
// each policy, and requires the same replies. A few differences are
// normalized away (diffNormalize) and a few inputs are not generated
// (randomCommand), each for a reason written there.
func TestAgainstMemcached(t *testing.T) {
	against(t, []string{"cache_only", "innodb_only", "caching", "innodb_only_btree", "caching_btree"}, 300, dialect{
		stream: 0x6d656d63,
		first:  []byte("flush_all\r\n"), // each seed starts from nothing
		next:   func(rng *rand.Rand) []byte { return []byte(randomCommand(rng)) },
		exchange: func(c net.Conn, r *bufio.Reader, req []byte) (string, error) {
			out, err := exchange(c, r, string(req))
			return diffNormalize(out), err
		},
		show:          func(req []byte) string { return fmt.Sprintf("%q", req) },
		queuesCommits: true,
	})
}

// TestAgainstMemcachedBinary is TestAgainstMemcached for the binary
// protocol: random packets (randomPacket), responses compared as
// binaryNormalize renders them.
func TestAgainstMemcachedBinary(t *testing.T) {
	against(t, []string{"cache_only", "innodb_only", "caching", "innodb_only_btree", "caching_btree"}, 200, dialect{
		stream:   0x62696e,
		first:    binReq(opFlush, nil, nil, nil, 0),
		next:     randomPacket,
		exchange: binaryExchange,
		show:     func(req []byte) string { return fmt.Sprintf("%x", req) },
	})
}

// dialect is what against needs to know of a protocol.
type dialect struct {
	stream uint64                  // the random stream, with the seed
	first  []byte                  // the request each seed starts with
	next   func(*rand.Rand) []byte // a random request
	// exchange sends a request and returns its answer as compared: what
	// may differ between two correct servers taken out.
	exchange func(net.Conn, *bufio.Reader, []byte) (string, error)
	show     func([]byte) string // a request in a failure report
	// queuesCommits: its storage commands queue their commits from the
	// event loop over BTREE (only the text protocol's do).
	queuesCommits bool
}

// against runs seeds of steps requests each against Debian's memcached
// and the listener under each policy (see mappedListener).
func against(t *testing.T, policies []string, steps int, d dialect) {
	bin, err := exec.LookPath("memcached")
	if err != nil {
		t.Skip("memcached not installed (apt-get install memcached); `make test` installs it")
	}
	peer := startMemcached(t, bin)
	seeds := 50
	if testing.Short() {
		seeds = 5
	}
	for _, policy := range policies {
		t.Run(policy, func(t *testing.T) {
			s := mappedListener(t, policy, Config{})
			for seed := uint64(1); seed <= uint64(seeds); seed++ {
				d.compare(t, seed, steps, [2]string{peer, s.Addr()})
			}
			if d.queuesCommits {
				checkAsyncCommits(t, policy, s)
			}
		})
	}
}

// mappedListener starts the listener with the default container on
// test.kv (bigTable) under policy; with the suffix "_btree", the tables
// are on a BTREE engine in a temporary directory and w_batch_size is 1,
// so text storage commands queue their commits from the event loop
// (conn.write).
func mappedListener(t *testing.T, policy string, cfg Config) *Server {
	var r *testResolver
	if p, ok := strings.CutSuffix(policy, "_btree"); ok {
		r = btreeResolver(t, t.TempDir(), p)
		t.Cleanup(func() { r.e.Close() })
		cfg.WBatchSize = 1
	} else {
		r = newResolver()
		r.schema(t, policy)
		r.bigTable(t, "test", "kv")
	}
	r.container(t, "default", "test", "kv", "k", "v", "f", "c", "e", "PRIMARY")
	return start(t, r, cfg)
}

// checkAsyncCommits fails the test if a "_btree" policy's listener (see
// mappedListener) never queued a commit from its event loop: the path
// the test was to cover.
func checkAsyncCommits(t *testing.T, policy string, s *Server) {
	if !strings.HasSuffix(policy, "_btree") {
		return
	}
	for _, st := range s.Stats() {
		if st.Name == "innodb_async_commits" && (st.Value == "0" || st.Value == "") {
			t.Fatal("no set queued its commit from the event loop")
		}
	}
}

// startMemcached runs memcached on a free loopback port and returns its
// address once it accepts connections.
func startMemcached(t *testing.T, bin string) string {
	port := strconv.Itoa(testserver.FreePort(t))
	addr := net.JoinHostPort("127.0.0.1", port)
	args := []string{"-l", "127.0.0.1", "-p", port, "-U", "0", "-t", "1", "-m", "16"}
	if os.Geteuid() == 0 {
		args = append(args, "-u", "root") // memcached refuses root without it
	}
	cmd := exec.Command(bin, args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for i := 0; ; i++ {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			out, _ := exchange(c, bufio.NewReader(c), "version\r\n")
			c.Close()
			t.Logf("peer: %s", strings.SplitN(out, "\r\n", 2)[0])
			return addr
		}
		if i == 100 {
			t.Fatalf("memcached did not start on %s: %v", addr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// compare runs one seed's requests against both servers (addrs: memcached's
// first) and fails at the first answers that differ.
func (d dialect) compare(t *testing.T, seed uint64, steps int, addrs [2]string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, d.stream))
	var conns [2]net.Conn
	var readers [2]*bufio.Reader
	connect := func() {
		for k, a := range addrs {
			if conns[k] != nil {
				conns[k].Close()
			}
			c, err := net.Dial("tcp", a)
			if err != nil {
				t.Fatal(err)
			}
			conns[k], readers[k] = c, bufio.NewReader(c)
		}
	}
	connect()
	defer func() { conns[0].Close(); conns[1].Close() }()
	var history []string
	for i := -1; i < steps; i++ {
		req := d.first
		if i >= 0 {
			req = d.next(rng)
		}
		history = append(history, d.show(req))
		var out [2]string
		closed := false
		for k := range conns {
			var err error
			out[k], err = d.exchange(conns[k], readers[k], req)
			closed = closed || err != nil
		}
		if out[0] != out[1] {
			var h strings.Builder
			for _, c := range history[max(0, len(history)-8):] {
				fmt.Fprintf(&h, "  > %s\n", c)
			}
			t.Fatalf("seed %d, step %d: the answers differ\n%s  memcached: %q\n  handlerd:  %q", seed, i, h.String(), out[0], out[1])
		}
		if closed {
			connect()
		}
	}
}

// exchange sends cmd followed by mn and reads up to mn's MN: everything
// cmd answered. A command that swallows what follows it (or a server
// that closes the connection) ends the read at a short deadline instead.
func exchange(c net.Conn, r *bufio.Reader, cmd string) (string, error) {
	if _, err := c.Write([]byte(cmd + "mn\r\n")); err != nil {
		return "", err
	}
	want := strings.Count(cmd, "mn\r\n") + 1
	c.SetReadDeadline(time.Now().Add(time.Second))
	var out strings.Builder
	for want > 0 {
		l, err := r.ReadString('\n')
		out.WriteString(l)
		if err != nil {
			return out.String() + "<closed>", err
		}
		if l == "MN\r\n" {
			want--
		}
	}
	return out.String(), nil
}

var (
	diffVersion = regexp.MustCompile(`(?m)^VERSION .*\r$`)
	diffValue   = regexp.MustCompile(`(?m)^(VALUE \S+ \d+|VA) (\d+)([^\r\n]*)\r\n`)
	diffGetsCAS = regexp.MustCompile(`(?m)^(VALUE \S+ \d+ \d+) \d+`)
	diffMetaCAS = regexp.MustCompile(` c\d+`)
	diffSize    = regexp.MustCompile(`(?m)^((?:VA \d+|HD)(?: \S+)*?) s\d+`)
	diffTTL     = regexp.MustCompile(`(?m)^((?:VA \d+|HD)(?: \S+)*?) t[1-9]\d*`)
	diffME      = regexp.MustCompile(`(?m)^ME (\S+) .*\r$`)
)

// diffNormalize removes from a reply what may differ between two correct
// servers:
//   - the version string;
//   - CAS values, which each server numbers its own way;
//   - me's debug fields (last access, slab class, size);
//   - a TTL's seconds (t, not -1): each server counts them on its own
//     one-second clock, and a tick may fall between its two answers;
//   - spaces in values, and mg's s (the value's size): memcached may
//     keep a number's old length after incr or decr, padded with spaces
//     (protocol.txt leaves it to the server; memcached does it when no
//     other thread holds the item, so not even every run alike).
func diffNormalize(s string) string {
	var b strings.Builder
	for {
		m := diffValue.FindStringSubmatchIndex(s)
		if m == nil {
			b.WriteString(s)
			break
		}
		n, _ := strconv.Atoi(s[m[4]:m[5]])
		end := min(m[1]+n, len(s))
		v := strings.ReplaceAll(s[m[1]:end], " ", "")
		fmt.Fprintf(&b, "%s%s %d%s\r\n%s", s[:m[0]], s[m[2]:m[3]], len(v), s[m[6]:m[7]], v)
		s = s[end:]
	}
	s = b.String()
	s = diffVersion.ReplaceAllString(s, "VERSION x\r")
	s = diffGetsCAS.ReplaceAllString(s, "$1 CAS")
	s = diffMetaCAS.ReplaceAllString(s, " cCAS")
	s = diffSize.ReplaceAllString(s, "$1 sN")
	s = diffTTL.ReplaceAllString(s, "$1 tN")
	return diffME.ReplaceAllString(s, "ME $1 ...\r")
}

// diffKeys are the keys the sequences use: k0-k2 plain, n0 and n1 the
// counters (see randomCommand).
var diffKeys = []string{"k0", "k1", "k2", "n0", "n1"}

// randomCommand returns one command over diffKeys. Not generated, for
// these reasons:
//   - flags of 2^32 and more: memcached 1.6 keeps them modulo 2^32,
//     handlerd refuses the line (CLIENT_ERROR);
//   - a CAS that matches: the servers' CAS values differ, so the CAS
//     given is one neither has handed out;
//   - md's I, mg's N and R: memcached's stale-while-revalidate items
//     (W, X, Z), which handlerd does not keep (md I deletes);
//   - mg's h and l (hit before, last access: timing), and E, which
//     Debian 12's memcached (1.6.18) does not know;
//   - a t before T in one mg: memcached renders flags in order, so t
//     shows the TTL from before T's touch;
//   - ma with both N and q: 1.6.18 answers the vivified item despite q,
//     later versions do not;
//   - an append or prepend to a number that incr or decr shortened:
//     memcached pads such a number with spaces (protocol.txt allows
//     either), and the padding then becomes part of the appended value;
//     handlerd writes the number exact, as MySQL's plugin did. incr,
//     decr and ma take the keys n0 and n1, append and prepend k0-k2.
func randomCommand(rng *rand.Rand) string {
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	some := func(xs ...string) string {
		var out []string
		for _, i := range rng.Perm(len(xs))[:rng.IntN(min(4, len(xs))+1)] {
			out = append(out, xs[i])
		}
		return strings.Join(out, " ")
	}
	key := pick(diffKeys...)
	counter, plain := pick(diffKeys[3:]...), pick(diffKeys[:3]...)
	noreply := ""
	if rng.IntN(100) < 15 {
		noreply = " noreply"
	}
	flags := pick("0", "1", "4294967295", "-1")
	exp := pick("0", "0", "0", "100", "-1", "2592001")
	value := func() string {
		v := pick("", "1", "42", "18446744073709551615", "18446744073709551616", "abc", "-1", " 5", "5 ", "007", "x")
		if rng.IntN(4) == 0 {
			b := make([]byte, rng.IntN(9))
			for i := range b {
				b[i] = byte(rng.IntN(256))
			}
			v = string(b)
		}
		return v
	}
	keys := func() string {
		var ks []string
		for _, i := range rng.Perm(len(diffKeys))[:rng.IntN(3)+1] {
			ks = append(ks, diffKeys[i])
		}
		return strings.Join(ks, " ")
	}
	switch c := pick("set", "add", "replace", "append", "prepend", "cas", "incr", "decr", "delete", "touch",
		"get", "gets", "gat", "gats", "mg", "ms", "md", "ma", "mn", "me", "bad", "flush_all", "verbosity", "version"); c {
	case "set", "add", "replace", "append", "prepend", "cas":
		v := value()
		n := len(v)
		if rng.IntN(20) == 0 {
			n-- // a length that lies (a longer one would eat mn and wait out exchange's deadline)
		}
		cas := ""
		if c == "cas" {
			cas = " " + pick("999999999", "123456789012")
		}
		if c == "append" || c == "prepend" {
			key = plain
		}
		return fmt.Sprintf("%s %s %s %s %d%s%s\r\n%s\r\n", c, key, flags, exp, n, cas, noreply, v)
	case "incr", "decr":
		return fmt.Sprintf("%s %s %s%s\r\n", c, counter, pick("1", "0", "5", "18446744073709551615", "-1", "abc", "18446744073709551616"), noreply)
	case "delete":
		return fmt.Sprintf("delete %s%s%s\r\n", key, pick("", "", " 0", " 5"), noreply)
	case "touch":
		return fmt.Sprintf("touch %s %s%s\r\n", key, exp, noreply)
	case "get", "gets":
		return fmt.Sprintf("%s %s\r\n", c, keys())
	case "gat", "gats":
		return fmt.Sprintf("%s %s %s\r\n", c, exp, keys())
	case "mg":
		fl := some("v", "f", "t", "c", "k", "s", "q", "O123", "b")
		if rng.IntN(4) == 0 {
			fl = strings.TrimSpace("T30 " + fl) // T before t (see above)
		}
		return fmt.Sprintf("mg %s %s\r\n", key, fl)
	case "ms":
		v := value()
		fl := some("F5", "T0", "MS", "ME", "MA", "MP", "MR", "q", "k", "c", "O9", "C999999")
		if strings.Contains(fl, "MA") || strings.Contains(fl, "MP") {
			key = plain
		}
		return fmt.Sprintf("ms %s %d %s\r\n%s\r\n", key, len(v), fl, v)
	case "md":
		return fmt.Sprintf("md %s %s\r\n", key, some("q", "k", "O1", "T30", "C999999"))
	case "ma":
		fl := some("N0", "J5", "D3", "MI", "MD", "v", "t", "c", "q", "k", "O1")
		if strings.Contains(fl, "N0") {
			fl = strings.ReplaceAll(strings.ReplaceAll(fl, "q ", ""), " q", "")
			if fl == "q" {
				fl = ""
			}
		}
		return fmt.Sprintf("ma %s %s\r\n", counter, fl)
	case "mn":
		return "mn\r\n"
	case "me":
		return "me " + key + "\r\n"
	case "flush_all":
		return pick("flush_all\r\n", "flush_all 0\r\n", "flush_all noreply\r\n")
	case "verbosity":
		return pick("verbosity 1\r\n", "verbosity\r\n", "verbosity x\r\n", "verbosity 1 noreply\r\n")
	case "version":
		return "version\r\n"
	}
	long := strings.Repeat("a", 251)
	return pick("bogus\r\n", "\r\n", "get\r\n", "set k1\r\n", "set k1 0 0 x\r\n", "incr k1\r\n", "GET k1\r\n",
		"set "+long+" 0 0 1\r\nx\r\n", "get "+long+"\r\n", "delete\r\n", "touch k1\r\n", "mg\r\n", "ms k1\r\n",
		"ms k1 x\r\n", "mg k1 v v\r\n", "md k1 zz\r\n", "incr k1 abc noreply\r\n", "touch k1 x noreply\r\n",
		"set k1 0 0 1 noreply\r\nxy\r\n", "delete k1 5 noreply\r\n", "flush_all x noreply\r\n")
}

// TestDiffNormalize checks the normalization the comparison relies on.
func TestDiffNormalize(t *testing.T) {
	a := diffNormalize("VALUE k 0 3 17\r\n12 \r\nVA 2 c5 t-1\r\n 5\r\nVERSION 1.6.18\r\nME k exp=-1 la=2\r\nEND\r\n")
	b := diffNormalize("VALUE k 0 2 9\r\n12\r\nVA 1 c77 t-1\r\n5\r\nVERSION 1.6.21-handlerd\r\nME k exp=-1 la=0\r\nEND\r\n")
	if a != b {
		t.Fatalf("normalized replies differ:\n%q\n%q", a, b)
	}
	if diffNormalize("HD c1 s3 k\r\nVA 3 s3\r\n0  \r\n") != diffNormalize("HD c2 s1 k\r\nVA 1 s1\r\n0\r\n") {
		t.Fatal("mg's s normalized apart")
	}
	if diffNormalize("VALUE k 0 2\r\n12\r\nEND\r\n") == diffNormalize("VALUE k 0 2\r\n13\r\nEND\r\n") {
		t.Fatal("different values normalized alike")
	}
	if diffNormalize("STORED\r\n") != "STORED\r\n" {
		t.Fatal("a plain reply changed")
	}
}

// binaryExchange sends req and a NOOP and returns the responses up to
// the NOOP's, each normalized (binaryNormalize) on a line of its own.
func binaryExchange(c net.Conn, r *bufio.Reader, req []byte) (string, error) {
	noop := binReq(opNoop, nil, nil, nil, 0)
	binary.BigEndian.PutUint32(noop[12:], 0xfeedface)
	if _, err := c.Write(append(append([]byte(nil), req...), noop...)); err != nil {
		return "", err
	}
	c.SetReadDeadline(time.Now().Add(time.Second))
	var out strings.Builder
	for {
		var h [hdrLen]byte
		if _, err := io.ReadFull(r, h[:]); err != nil {
			return out.String() + "<closed>", err
		}
		body := make([]byte, binary.BigEndian.Uint32(h[8:]))
		if _, err := io.ReadFull(r, body); err != nil {
			return out.String() + "<closed>", err
		}
		out.WriteString(binaryNormalize(h, body) + "\n")
		if h[1] == opNoop && binary.BigEndian.Uint32(h[12:]) == 0xfeedface {
			return out.String(), nil
		}
	}
}

// binaryNormalize renders a response without its CAS, with the version
// string and the spaces in values removed (see diffNormalize).
func binaryNormalize(h [hdrLen]byte, body []byte) string {
	op, status := h[1], binary.BigEndian.Uint16(h[6:])
	extras, keyLen := int(h[4]), int(binary.BigEndian.Uint16(h[2:]))
	if op == opVersion && status == stOK {
		body = []byte("x")
	}
	if k := extras + keyLen; k <= len(body) {
		body = append(body[:k:k], bytes.ReplaceAll(body[k:], []byte(" "), nil)...)
	}
	part := func(i, j int) []byte { return body[min(i, len(body)):min(j, len(body))] }
	return fmt.Sprintf("op=%#x status=%#x opaque=%x extras=%x key=%q value=%q",
		op, status, h[12:16], part(0, extras), part(extras, extras+keyLen), part(extras+keyLen, len(body)))
}

// randomPacket returns one binary request over diffKeys, counters and
// appends apart; its CAS, when it has one, matches nothing (see
// randomCommand). VERBOSITY is not sent:
// memcached 1.6.18 answers it as an unknown command, handlerd as the
// protocol's specification does.
func randomPacket(rng *rand.Rand) []byte {
	pick := func(xs ...uint8) uint8 { return xs[rng.IntN(len(xs))] }
	key := []byte(diffKeys[rng.IntN(len(diffKeys))])
	exp := func() []byte {
		var b [4]byte
		binary.BigEndian.PutUint32(b[:], []uint32{0, 0, 100, 0xffffffff, 2592001}[rng.IntN(5)])
		return b[:]
	}
	value := func() []byte {
		v := []string{"", "1", "42", "18446744073709551615", "abc", " 5", "007", "x"}[rng.IntN(8)]
		return []byte(v)
	}
	var cas uint64
	if rng.IntN(8) == 0 {
		cas = 999999999
	}
	var req []byte
	switch op := pick(opGet, opGetQ, opGetK, opGetKQ, opSet, opSetQ, opAdd, opAddQ, opReplace, opReplaceQ,
		opAppend, opAppendQ, opPrepend, opPrependQ, opDelete, opDeleteQ, opIncr, opIncrQ, opDecr, opDecrQ,
		opTouch, opGAT, opGATQ, opGATK, opGATKQ, opFlush, opFlushQ, opVersion, opNoop, 0x50); op {
	case opGet, opGetQ, opGetK, opGetKQ, opDelete, opDeleteQ:
		req = binReq(op, key, nil, nil, cas)
	case opSet, opSetQ, opAdd, opAddQ, opReplace, opReplaceQ:
		ext := append([]byte{0, 0, 0, byte(rng.IntN(3))}, exp()...)
		req = binReq(op, key, ext, value(), cas)
	case opAppend, opAppendQ, opPrepend, opPrependQ:
		req = binReq(op, []byte(diffKeys[rng.IntN(3)]), nil, value(), cas)
	case opIncr, opDecr, opIncrQ, opDecrQ:
		key = []byte(diffKeys[3+rng.IntN(2)])
		ext := make([]byte, 20)
		binary.BigEndian.PutUint64(ext, []uint64{0, 1, 5, 1<<64 - 1}[rng.IntN(4)])
		binary.BigEndian.PutUint64(ext[8:], []uint64{0, 7, 1<<64 - 1}[rng.IntN(3)])
		copy(ext[16:], exp())
		req = binReq(op, key, ext, nil, cas)
	case opTouch, opGAT, opGATQ, opGATK, opGATKQ:
		req = binReq(op, key, exp(), nil, 0)
	default: // flush, version, noop, an unknown opcode
		req = binReq(op, nil, nil, nil, 0)
	}
	if rng.IntN(30) == 0 && req[4] > 0 {
		// Extras of the wrong length for the opcode.
		req = binReq(req[1], key, nil, value(), 0)
	}
	binary.BigEndian.PutUint32(req[12:], rng.Uint32())
	return req
}
