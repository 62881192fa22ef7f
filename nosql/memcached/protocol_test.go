package memcached

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestBadInput(t *testing.T) {
	r := newResolver()
	r.schema(t, "cache_only")
	s := start(t, r, Config{Option: "-I 2k"})
	c := dial(t, s)
	long := strings.Repeat("k", 251)
	c.do("get "+long+"\r\n", errBadFormat)
	c.do("set "+long+" 0 0 1\r\nx\r\n", errBadFormat, "ERROR") // the data line is then a command
	c.do("set k 0 0 3000\r\n"+strings.Repeat("v", 3000)+"\r\nget k\r\n", errTooLarge, "END")
	c.do("set k x 0 1\r\nv\r\n", errBadFormat, "ERROR")
	c.do("set k 0 0 -1\r\n", errBadFormat)
	c.do("set k 0 0 1\r\nvv\r\n", errBadChunk, "ERROR") // "\\n" is left over, as in memcached
	c.do("set k 0 0\r\n", "ERROR")
	c.do("bogus\r\n", "ERROR")
	c.do("\r\n", "ERROR")
	c.do("get\r\n", "ERROR")
	c.do("delete a b c d e\r\n", "ERROR")
	c.do("delete a b\r\n", errDeleteUse)
	c.do("incr a b\r\n", errDelta)
	c.do("touch a b\r\n", errExptime)
	c.do("flush_all x\r\n", errBadFormat)
	c.do("verbosity\r\n", "ERROR")
	c.do("verbosity 1\r\n", "OK")
	c.do("mg\r\n", "ERROR")
	c.do("me\r\n", errBadFormat)
	// With noreply, memcached sends no reply at all, errors included, but
	// ERROR for a wrong number of tokens.
	c.do("incr a b noreply\r\ntouch a b noreply\r\ndelete a b noreply\r\nflush_all x noreply\r\nmn\r\n", "MN")
	c.do("set k x 0 1 noreply\r\nmn\r\n", "MN")
	c.do("set k 0 0 1 noreply\r\nvv\r\nmn\r\n", "ERROR", "MN")
	c.do("set k 0 0 3000 noreply\r\n"+strings.Repeat("v", 3000)+"\r\nmn\r\n", "MN")
	c.do("set k 0 0 1 2 noreply\r\nmn\r\n", "ERROR", "MN")
	c.do("verbosity x\r\n", errBadFormat)
	c.do("verbosity -1 noreply\r\nmn\r\n", "MN")
	// A long line that is not a get closes the connection.
	c.send(strings.Repeat("x", 3000))
	if l := c.readLine(); l != "CLIENT_ERROR line too long" {
		t.Fatalf("long line: %q", l)
	}
	if _, err := c.r.ReadByte(); err != io.EOF {
		t.Fatalf("connection not closed: %v", err)
	}
	// A long multiget is fine, and others were served throughout.
	c2 := dial(t, s)
	c2.do("set a 0 0 1\r\n1\r\n", "STORED")
	c2.do("get "+strings.Repeat("zz ", 1000)+"a\r\n", "VALUE a 0 1", "1", "END")
}

func TestMetaCommands(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	s := start(t, r, Config{})
	c := dial(t, s)
	c.do("mn\r\n", "MN")
	c.do("mg AA v f k s\r\n", "VA 12 f8 kAA s12", "HELLO, HELLO")
	c.do("mg nope v\r\n", "EN")
	c.do("mg nope v q\r\nmn\r\n", "MN")
	c.do("ms m1 2 F5 T0\r\nhi\r\n", "HD")
	c.do("mg m1 v f t\r\n", "VA 2 f5 t-1", "hi")
	c.do("ms m1 2 MA\r\n!!\r\n", "HD")
	c.do("mg m1 v\r\n", "VA 4", "hi!!")
	c.do("ms m2 1 ME\r\nx\r\n", "HD")
	c.do("ms m2 1 ME\r\nx\r\n", "NS")
	c.do("ms m2 1 C1\r\nx\r\n", "EX")
	c.do("ms m3 1 MR\r\nx\r\n", "NS")
	c.do("ms "+b64("m4")+" 1 b k\r\nx\r\n", "HD b k"+b64("m4"))
	c.do("mg m4 v\r\n", "VA 1", "x")
	c.do("ma cnt N0 J10\r\n", "HD")
	c.do("ma cnt v\r\n", "VA 2", "11")
	c.do("ma cnt MD D5 v\r\n", "VA 1", "6")
	c.do("ma nope\r\n", "NF")
	c.do("md m2 q\r\nmd m2\r\n", "NF")
	c.do("md m1\r\n", "HD")
	c.do("me AA\r\n")
	if l := c.readLine(); !strings.HasPrefix(l, "ME AA exp=-1 la=0 cas=0") {
		t.Fatalf("me: %q", l)
	}
	c.do("mg AA O123 c\r\n", "HD O123 c0")
	c.do("mg AA zz!\r\n", "CLIENT_ERROR invalid flag")
	c.do("mg AA v v\r\n", "CLIENT_ERROR duplicate flag")
	c.do("md AA zz\r\n", "CLIENT_ERROR invalid or duplicate flag")
	// Any command takes any known flag and ignores those it has no use for.
	c.do("md nope v f t\r\n", "NF")
	// q hides HD, not NF; and an ma's success, its value included.
	c.do("md nope q\r\nma nope q\r\nmn\r\n", "NF", "NF", "MN")
	c.do("ma cnt q v\r\nmn\r\nma cnt v\r\n", "MN", "VA 1", "8")
	// As memcached's mset: a CAS makes replace a cas, add ignores it; a
	// failed ms returns c as 0.
	c.do("ms m5 1 MR C9 c\r\nx\r\n", "NF c0")
	c.do("ms m5 1 ME C9\r\nx\r\n", "HD")
	c.do("ms m5 1 MA C9 c\r\nx\r\n", "EX c0")
	c.do("ms m5 1 MX\r\nx\r\n", "CLIENT_ERROR invalid mode for ms M token")
	c.do("ms m5 x\r\n", errBadFormat)
}

// incr reads a value as memcached's safe_strtoull does: leading spaces, a
// number, and anything after a space ignored.
func TestIncrReadsLikeMemcached(t *testing.T) {
	r := newResolver()
	r.schema(t, "cache_only")
	c := dial(t, start(t, r, Config{}))
	for _, tc := range []struct{ value, reply string }{
		{"7", "8"},
		{" 7", "8"},
		{"7 ", "8"},
		{"1 518446744073709551615", "2"},
		{"7 abc", "8"},
		{"+7", "8"},
		{"-0", "1"},
		{"-7", errNonNumeric},
		{"7abc", errNonNumeric},
		{"abc", errNonNumeric},
		{"", errNonNumeric},
		{"18446744073709551616", errNonNumeric},
	} {
		c.do(fmt.Sprintf("set n 0 0 %d\r\n%s\r\nincr n 1\r\n", len(tc.value), tc.value), "STORED", tc.reply)
	}
}

func b64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// binReq builds a binary request.
func binReq(op uint8, key, ext, val []byte, cas uint64) []byte {
	var h [hdrLen]byte
	h[0] = magicReq
	h[1] = op
	binary.BigEndian.PutUint16(h[2:], uint16(len(key)))
	h[4] = byte(len(ext))
	binary.BigEndian.PutUint32(h[8:], uint32(len(ext)+len(key)+len(val)))
	binary.BigEndian.PutUint32(h[12:], 0xabcd)
	binary.BigEndian.PutUint64(h[16:], cas)
	return append(append(append(h[:], ext...), key...), val...)
}

type binRes struct {
	op     uint8
	status uint16
	cas    uint64
	key    []byte
	ext    []byte
	val    []byte
}

func readBin(t *testing.T, c *client) binRes {
	t.Helper()
	var h [hdrLen]byte
	if _, err := io.ReadFull(c.r, h[:]); err != nil {
		t.Fatal(err)
	}
	if h[0] != magicRes {
		t.Fatalf("magic %x", h[0])
	}
	body := make([]byte, binary.BigEndian.Uint32(h[8:]))
	io.ReadFull(c.r, body)
	kl, el := int(binary.BigEndian.Uint16(h[2:])), int(h[4])
	return binRes{op: h[1], status: binary.BigEndian.Uint16(h[6:]), cas: binary.BigEndian.Uint64(h[16:]),
		ext: body[:el], key: body[el : el+kl], val: body[el+kl:]}
}

func TestBinaryProtocol(t *testing.T) {
	r := newResolver()
	r.schema(t, "innodb_only")
	s := start(t, r, Config{Option: "-I 1k"})
	c := dial(t, s)
	ext := make([]byte, 8)
	binary.BigEndian.PutUint32(ext, 7)
	c.send(string(binReq(opSet, []byte("bk"), ext, []byte("bv"), 0)))
	res := readBin(t, c)
	if res.status != stOK || res.cas == 0 {
		t.Fatalf("set: %+v", res)
	}
	c.send(string(binReq(opGetK, []byte("bk"), nil, nil, 0)))
	if g := readBin(t, c); g.status != stOK || string(g.val) != "bv" || string(g.key) != "bk" || binary.BigEndian.Uint32(g.ext) != 7 || g.cas != res.cas {
		t.Fatalf("getk: %+v", g)
	}
	// Quiet get miss: nothing until the noop.
	c.send(string(binReq(opGetQ, []byte("nope"), nil, nil, 0)) + string(binReq(opNoop, nil, nil, nil, 0)))
	if g := readBin(t, c); g.op != opNoop {
		t.Fatalf("getq miss answered: %+v", g)
	}
	c.send(string(binReq(opReplace, []byte("bk"), ext, []byte("x"), res.cas+1)))
	if g := readBin(t, c); g.status != stExists {
		t.Fatalf("replace bad cas: %+v", g)
	}
	// As memcached: a GETK miss echoes the key with no message; TOUCH
	// answers the flags; an exptime is unsigned (0xffffffff is in 2106,
	// past what the table's INT column holds, which keeps its largest).
	c.send(string(binReq(opGetK, []byte("nope"), nil, nil, 0)))
	if g := readBin(t, c); g.status != stNotFound || string(g.key) != "nope" || len(g.val) != 0 {
		t.Fatalf("getk miss: %+v", g)
	}
	c.send(string(binReq(opTouch, []byte("bk"), []byte{0xff, 0xff, 0xff, 0xff}, nil, 0)))
	if g := readBin(t, c); g.status != stOK || len(g.ext) != 4 || binary.BigEndian.Uint32(g.ext) != 7 || len(g.val) != 0 {
		t.Fatalf("touch: %+v", g)
	}
	c.send(string(binReq(opGet, []byte("bk"), nil, nil, 0)))
	if g := readBin(t, c); g.status != stOK || string(g.val) != "bv" {
		t.Fatalf("get after a touch to 2106: %+v", g)
	}
	// incr of an empty value is non-numeric before its CAS is compared.
	c.send(string(binReq(opSet, []byte("empty"), ext, nil, 0)))
	readBin(t, c)
	c.send(string(binReq(opIncr, []byte("empty"), make([]byte, 20), nil, 12345)))
	if g := readBin(t, c); g.status != stNonNumeric {
		t.Fatalf("incr of an empty value with a CAS: %+v", g)
	}
	c.send(string(binReq(0x55, nil, nil, []byte("junk"), 0)))
	if g := readBin(t, c); g.status != stUnknownCmd {
		t.Fatalf("unknown: %+v", g)
	}
	c.send(string(binReq(opSet, []byte("big"), ext, bytes.Repeat([]byte("v"), 2000), 0)))
	if g := readBin(t, c); g.status != stTooLarge {
		t.Fatalf("too large: %+v", g)
	}
	c.send(string(binReq(opSASLList, nil, nil, nil, 0)))
	if g := readBin(t, c); g.status != stUnknownCmd {
		t.Fatalf("sasl without -S: %+v", g)
	}
	c.send(string(binReq(opVersion, nil, nil, nil, 0)))
	if g := readBin(t, c); string(g.val) != Version {
		t.Fatalf("version: %+v", g)
	}
	// A packet whose lengths lie: EINVAL, then the connection closes.
	bad := binReq(opGet, []byte("k"), nil, nil, 0)
	binary.BigEndian.PutUint16(bad[2:], 10) // keylen beyond the body
	c.send(string(bad))
	if g := readBin(t, c); g.status != stInvalid {
		t.Fatalf("lying lengths: %+v", g)
	}
	if _, err := c.r.ReadByte(); err != io.EOF {
		t.Fatalf("connection not closed: %v", err)
	}
	c2 := dial(t, s)
	c2.send(string(binReq(opGet, []byte("bk"), nil, nil, 0)))
	if g := readBin(t, c2); g.status != stOK {
		t.Fatalf("server not serving others: %+v", g)
	}
}

func TestSASL(t *testing.T) {
	r := newResolver()
	r.schema(t, "cache_only")
	s := start(t, r, Config{Option: "-S", SASLCheck: func(u, p string) bool { return u == "app" && p == "secret" }})
	c := dial(t, s)
	c.send(string(binReq(opGet, []byte("k"), nil, nil, 0)))
	if g := readBin(t, c); g.status != stAuthError {
		t.Fatalf("unauthenticated get: %+v", g)
	}
	c.send(string(binReq(opSASLList, nil, nil, nil, 0)))
	if g := readBin(t, c); string(g.val) != "PLAIN" {
		t.Fatalf("mechs: %+v", g)
	}
	c.send(string(binReq(opSASLAuth, []byte("PLAIN"), nil, []byte("\x00app\x00wrong"), 0)))
	if g := readBin(t, c); g.status != stAuthError {
		t.Fatalf("bad password: %+v", g)
	}
	c.send(string(binReq(opSASLAuth, []byte("PLAIN"), nil, []byte("\x00app\x00secret"), 0)))
	if g := readBin(t, c); g.status != stOK {
		t.Fatalf("auth: %+v", g)
	}
	c.send(string(binReq(opGet, []byte("k"), nil, nil, 0)))
	if g := readBin(t, c); g.status != stNotFound {
		t.Fatalf("authenticated get: %+v", g)
	}
	// With -S memcached speaks binary only: an ascii command is dropped.
	a := dial(t, s)
	a.send("get k\r\n")
	if _, err := a.r.ReadByte(); err != io.EOF {
		t.Fatalf("ascii under -S: %v", err)
	}
}

func TestConnectionFlood(t *testing.T) {
	r := newResolver()
	r.schema(t, "cache_only")
	s := start(t, r, Config{Option: "-c 4"})
	var held []*client
	for i := 0; i < 4; i++ {
		c := dial(t, s)
		c.do("version\r\n", "VERSION "+Version)
		held = append(held, c)
	}
	nc, err := net.Dial("tcp", s.Addr())
	if err != nil {
		t.Fatal(err)
	}
	nc.SetDeadline(time.Now().Add(5 * time.Second))
	b, _ := io.ReadAll(nc)
	if string(b) != "ERROR Too many open connections\r\n" {
		t.Fatalf("flood reply %q", b)
	}
	held[0].do("set a 0 0 1\r\n1\r\n", "STORED") // the others keep working
	held[0].nc.Close()
	time.Sleep(100 * time.Millisecond)
	dial(t, s).do("get a\r\n", "VALUE a 0 1", "1", "END")
}

func TestStartPortInUse(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	_, port, _ := net.SplitHostPort(l.Addr().String())
	s, err := New(Config{Option: "-p " + port + " -l 127.0.0.1"}, newResolver(), quietLog())
	if err != nil {
		t.Fatal(err)
	}
	err = s.Start()
	if err == nil || !strings.Contains(err.Error(), "127.0.0.1:"+port) {
		t.Fatalf("want an error naming the port, got %v", err)
	}
}

func TestParseOptions(t *testing.T) {
	s, err := parseOptions("-p11222 -l 0.0.0.0 -U 0 -c 10 -t 2 -m 16 -I 2m -B ascii -R 5 -C -vv -o modern", "")
	if err != nil {
		t.Fatal(err)
	}
	if s.port != 11222 || s.addrs[0] != "0.0.0.0" || s.maxConns != 10 || s.maxBytes != 16<<20 ||
		s.itemMax != 2<<20 || s.protocol != protoASCII || s.useCAS || s.verbose != 2 {
		t.Fatalf("%+v", s)
	}
	if s, _ := parseOptions("--port=1 -S", "::1"); s.port != 1 || !s.sasl || s.protocol != protoBinary || s.addrs[0] != "::1" {
		t.Fatalf("%+v", s)
	}
	for _, bad := range []string{"-p", "-p x", "-Q", "-S -B ascii", "-I 1", "port"} {
		if _, err := parseOptions(bad, ""); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestBootstrapSQL(t *testing.T) {
	stmts := strings.Split(BootstrapSQL, ";\n")
	if len(stmts) != 11 || !strings.Contains(BootstrapSQL, "'AA', 'HELLO, HELLO'") {
		t.Fatalf("%d statements", len(stmts))
	}
}

// TestLargeReplies sends more reply bytes than the socket buffers hold
// while the client is not reading: the loop must wait for EPOLLOUT and
// keep serving other connections meanwhile.
func TestLargeReplies(t *testing.T) {
	r := newResolver()
	r.schema(t, "cache_only")
	s := start(t, r, Config{Option: "-I 1m -m 64 -t 1"})
	c := dial(t, s)
	val := strings.Repeat("v", 500<<10)
	var keys []string
	for i := 0; i < 20; i++ {
		k := "big" + string(rune('a'+i))
		keys = append(keys, k)
		c.do("set "+k+" 0 0 "+itoa(len(val))+"\r\n"+val+"\r\n", "STORED")
	}
	c.send("get " + strings.Join(keys, " ") + "\r\n")
	time.Sleep(200 * time.Millisecond)
	other := dial(t, s) // same loop (-t 1), still served
	other.do("version\r\n", "VERSION "+Version)
	for _, k := range keys {
		if l := c.readLine(); l != "VALUE "+k+" 0 "+itoa(len(val)) {
			t.Fatalf("got %q", l)
		}
		if l := c.readLine(); len(l) != len(val) {
			t.Fatalf("value of %d bytes", len(l))
		}
	}
	c.do("", "END")
}

func itoa(n int) string { return strconv.Itoa(n) }
