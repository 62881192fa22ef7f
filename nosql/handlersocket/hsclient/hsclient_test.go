package hsclient

import (
	"bytes"
	"net"
	"testing"
)

func TestRequestLines(t *testing.T) {
	for _, c := range []struct {
		req  Request
		want string
	}{
		{Open{ID: 1, DB: "d", Table: "t", Index: "PRIMARY", Columns: []string{"a", "b"}}, "P\t1\td\tt\tPRIMARY\ta,b\n"},
		{Open{ID: 2, DB: "d", Table: "t", Index: "ix", Columns: []string{"a"}, FilterColumns: []string{"c"}}, "P\t2\td\tt\tix\ta\tc\n"},
		{Auth{Secret: "s\x00"}, "A\t1\ts\x01@\n"},
		{Find{ID: 1, Op: "=", Keys: [][]byte{S("k")}}, "1\t=\t1\tk\n"},
		{Find{ID: 1, Op: ">=", Keys: [][]byte{nil, {}}, Limit: 5}, "1\t>=\t2\t\x00\t\t5\t0\n"},
		{Find{ID: 1, Op: "=", Keys: [][]byte{S("k")}, In: [][]byte{S("a"), {0x0f}}, InColumn: 0,
			Filters: []Filter{{Type: 'W', Op: "<", Column: 1, Value: S("9")}}, ModOp: "U?", ModValues: [][]byte{nil, S("x")}},
			"1\t=\t1\tk\t0\t0\t@\t0\t2\ta\t\x01O\tW\t<\t1\t9\tU?\t\x00\tx\n"},
		{Insert{ID: 3, Values: [][]byte{S("1"), nil}}, "3\t+\t2\t1\t\x00\n"},
		{Raw{S("1"), S("="), S("1"), {'\n'}}, "1\t=\t1\t\x01J\n"},
	} {
		if got := string(c.req.AppendTo(nil)); got != c.want {
			t.Errorf("%#v: got %q, want %q", c.req, got, c.want)
		}
	}
}

func TestParseResponse(t *testing.T) {
	r, err := ParseResponse([]byte("0\t2\ta\t\x00\t\x01@b\t"))
	if err != nil || r.Code != 0 || r.N != 2 || len(r.Rows()) != 2 {
		t.Fatalf("%+v %v", r, err)
	}
	rows := r.Rows()
	if string(rows[0][0]) != "a" || rows[0][1] != nil || !bytes.Equal(rows[1][0], []byte{0, 'b'}) ||
		rows[1][1] == nil || len(rows[1][1]) != 0 {
		t.Fatalf("rows %q", rows)
	}
	r, _ = ParseResponse([]byte("2\t1\tkpnum"))
	if e, ok := r.Err().(*Error); !ok || e.Code != 2 || e.Message != "kpnum" {
		t.Fatalf("error %v", r.Err())
	}
	for _, bad := range []string{"", "0", "x\t1", "0\t1\tab\x01"} {
		if _, err := ParseResponse([]byte(bad)); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// A long answer arrives in pieces larger than the read buffer.
func TestLongAnswer(t *testing.T) {
	a, b := net.Pipe()
	defer a.Close()
	c := New(b)
	defer c.Close()
	big := bytes.Repeat([]byte("x"), 200000)
	go func() {
		buf := make([]byte, 64)
		a.Read(buf)
		a.Write(append(append([]byte("0\t1\t"), big...), '\n'))
	}()
	rs, err := c.Execute(Raw{S("1"), S("="), S("1"), S("1")})
	if err != nil || !bytes.Equal(rs[0].Fields[0], big) {
		t.Fatalf("%v", err)
	}
}
