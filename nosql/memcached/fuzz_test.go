package memcached

import (
	"testing"
)

func fuzzServer(f *testing.F, policy string) *Server {
	r := newResolver()
	r.schema(f, policy)
	s, err := New(Config{Option: "-I 4k -m 1"}, r, quietLog())
	if err != nil {
		f.Fatal(err)
	}
	s.mapping()
	return s
}

// feed runs input through a fresh connection (not served: its replies
// are discarded) in two chunks, so commands
// split across reads are exercised too.
func feed(s *Server, proto int, input []byte, split int) {
	cn := newConn(s, 1)
	cn.proto = proto
	if split < 0 {
		split = 0
	}
	if split > len(input) {
		split = len(input)
	}
	for _, part := range [][]byte{input[:split], input[split:]} {
		if cn.Closing {
			break
		}
		if len(cn.In)-cn.E < len(part) {
			nb := make([]byte, cn.E+len(part))
			copy(nb, cn.In[:cn.E])
			cn.In = nb
		}
		cn.E += copy(cn.In[cn.E:], part)
		cn.process()
		cn.Out = cn.Out[:0]
	}
	cn.sess.finish()
}

func FuzzTextProtocol(f *testing.F) {
	for _, seed := range []string{
		"get a b c\r\n", "gets AA\r\n", "gat 10 a\r\n", "set a 0 0 1\r\nx\r\n", "cas a 0 0 1 5\r\nx\r\n",
		"append a 0 0 2 noreply\r\nxy\r\n", "incr a 5\r\n", "decr a 1 noreply\r\n", "delete a 0\r\n",
		"touch a 10\r\n", "flush_all 0\r\n", "stats\r\nstats settings\r\n", "version\r\nverbosity 1\r\n",
		"get @>B@<M\r\n", "get @@aaa.AA BB\r\n", "get @@aaa\r\n", "mg a v f k c t s O1 q\r\n",
		"ms a 2 T0 F1 MA C5\r\nhi\r\n", "md a q C0\r\n", "ma a N0 J5 D2 MD v\r\n", "mn\r\nme a\r\n",
		"set a 0 0 -1\r\n", "set a 0 0 99999999\r\n", "quit\r\n",
	} {
		f.Add([]byte(seed), 3)
	}
	s := fuzzServer(f, "innodb_only")
	f.Fuzz(func(t *testing.T, input []byte, split int) {
		feed(s, protoASCII, input, split)
	})
}

func FuzzBinaryProtocol(f *testing.F) {
	ext8 := make([]byte, 8)
	ext20 := make([]byte, 20)
	for _, seed := range [][]byte{
		binReq(opGet, []byte("a"), nil, nil, 0),
		binReq(opSet, []byte("a"), ext8, []byte("v"), 0),
		binReq(opAppendQ, []byte("a"), nil, []byte("v"), 0),
		binReq(opIncr, []byte("n"), ext20, nil, 0),
		binReq(opGATK, []byte("a"), ext8[:4], nil, 0),
		binReq(opStat, []byte("settings"), nil, nil, 0),
		binReq(opFlushQ, nil, ext8[:4], nil, 0),
		binReq(opSASLAuth, []byte("PLAIN"), nil, []byte("\x00u\x00p"), 0),
		append(binReq(opNoop, nil, nil, nil, 0), binReq(opQuitQ, nil, nil, nil, 0)...),
	} {
		f.Add(seed, 10)
	}
	s := fuzzServer(f, "caching")
	f.Fuzz(func(t *testing.T, input []byte, split int) {
		feed(s, protoBinary, input, split)
	})
}
