package handlersocket

import (
	"bytes"
	"fmt"
	"testing"
)

func TestEscapeEveryByte(t *testing.T) {
	for b := 0; b < 256; b++ {
		v := []byte{'a', byte(b), 'a'}
		wire := AppendEscaped(nil, v)
		for _, c := range wire {
			if c < 0x10 && c != escapePrefix {
				t.Fatalf("byte %#x: control byte %#x on the wire: %q", b, c, wire)
			}
		}
		if b < 0x10 && len(wire) != 4 || b >= 0x10 && !bytes.Equal(wire, v) {
			t.Fatalf("byte %#x escaped as %q", b, wire)
		}
		got, ok := AppendUnescaped(nil, wire)
		if !ok || !bytes.Equal(got, v) {
			t.Fatalf("byte %#x: round trip %q -> %q (%v)", b, wire, got, ok)
		}
		if s := appendEscaped(nil, string(v)); !bytes.Equal(s, wire) {
			t.Fatalf("string and []byte escaping differ: %q %q", s, wire)
		}
	}
}

// plainPrefix tests eight bytes at a time: every byte value at every
// offset of a word, after a clean prefix and with clean or dirty bytes
// after it, against the byte-by-byte answer.
func TestPlainPrefix(t *testing.T) {
	fill := []byte{0x10, 0x7f, 0x80, 0xff, 0x0f, 0x00}
	for n := 0; n <= 19; n++ {
		for at := 0; at < n; at++ {
			for b := 0; b < 256; b++ {
				for _, f := range fill {
					v := bytes.Repeat([]byte{'a'}, n)
					v[at] = byte(b)
					for j := at + 1; j < n; j++ {
						v[j] = f
					}
					want := len(v)
					for j, c := range v {
						if c < noEscapeMin {
							want = j
							break
						}
					}
					if got := plainPrefix(v); got != want {
						t.Fatalf("plainPrefix(%x) = %d, want %d", v, got, want)
					}
					if got := plainPrefix(string(v)); got != want {
						t.Fatalf("plainPrefix(string %x) = %d, want %d", v, got, want)
					}
				}
			}
		}
	}
}

func TestUnescapeTruncates(t *testing.T) {
	for _, c := range []struct {
		in, out string
		ok      bool
	}{
		{"abc", "abc", true},
		{"", "", true},
		{"\x01\x40", "\x00", true},
		{"\x01\x4f\x01\x40z", "\x0f\x00z", true},
		{"\x01\x7f", "\x3f", true}, // any byte from 0x40 up shifts down
		{"ab\x01", "ab", false},    // 0x01 last
		{"ab\x01 cd", "ab", false}, // followed by a byte below 0x40
		{"\x01\x3fzz", "", false},  // right at the start
		{"x\x01\x41\x01\x3f", "x\x01", false},
	} {
		got, ok := AppendUnescaped(nil, []byte(c.in))
		if string(got) != c.out || ok != c.ok {
			t.Errorf("%q: got %q %v, want %q %v", c.in, got, ok, c.out, c.ok)
		}
	}
}

func TestParseRequest(t *testing.T) {
	r := ParseRequest([]byte("P\t7\tdb\ttbl\tPRIMARY\ta,b\tc"))
	if r.Kind != KindOpen || r.ID != 7 || string(r.DB) != "db" || string(r.Table) != "tbl" ||
		string(r.Index) != "PRIMARY" || string(r.Columns) != "a,b" || string(r.FColumns) != "c" {
		t.Fatalf("open: %+v", r)
	}
	r = ParseRequest([]byte("A\t1\ts\x01\x40cret"))
	if r.Kind != KindAuth || string(r.AuthType) != "1" || string(r.Secret) != "s\x00cret" {
		t.Fatalf("auth: %+v", r)
	}
	r = ParseRequest([]byte("12\t>=\t3\ta\t\x00\t\t5\t2\t@\t1\t2\tx\t\x01\x41\tF\t!=\t0\t\x00\tW\t<\t1\tq\tU?\tm\t\x00"))
	want := &Request{
		Kind: KindExec, ID: 12, Op: []byte(">="), KeyCount: 3,
		Keys:  [][]byte{[]byte("a"), nil, {}},
		Limit: 5, Offset: 2, HasIn: true, InCol: 1, InCount: 2,
		InValues: [][]byte{[]byte("x"), {1}},
		Filters: []Filter{
			{Type: 'F', Op: []byte("!="), Col: 0, Value: nil},
			{Type: 'W', Op: []byte("<"), Col: 1, Value: []byte("q")},
		},
		ModOp:     []byte("U?"),
		ModValues: [][]byte{[]byte("m"), nil},
	}
	if !sameRequest(r, want) {
		t.Fatalf("exec:\n got %s\nwant %s", dump(r), dump(want))
	}
	for line, check := range map[string]func(*Request) bool{
		"":               func(r *Request) bool { return r.Kind == KindBad },
		"Q":              func(r *Request) bool { return r.Kind == KindBad },
		"PP\t1":          func(r *Request) bool { return r.Kind == KindBad },
		"1a2\t=":         func(r *Request) bool { return r.Kind == KindExec && r.ID == 12 },
		"4294967297\t=":  func(r *Request) bool { return r.ID == 1 }, // wraps like read_ui32
		"1\t=\t3\ta":     func(r *Request) bool { return r.KeyCount == 3 && len(r.Keys) == 1 },
		"1\t=\t1\ta\t\t": func(r *Request) bool { return r.Limit == 0 && r.ModOp == nil },
		"1\t=\t1\ta\t1\t0\t@\t0\t0\tF\t=\t0\tx": func(r *Request) bool {
			return r.ErrInValues && len(r.Filters) == 0
		},
		"1\t=\t1\ta\t1\t0\tFx\t=\t0\tv\tW\t=\t0\tv": func(r *Request) bool {
			return len(r.Filters) == 1 && r.Filters[0].BadType
		},
		"1\t=\t1\ta\tF\t=\t0\tx": func(r *Request) bool { // positional limit/offset
			return r.Limit == 0 && r.Offset == 0 && string(r.ModOp) == "0" && len(r.Filters) == 0
		},
		"1\t+\t2\t\x00\t\x00\x00": func(r *Request) bool {
			return r.Keys[0] == nil && string(r.Keys[1]) == "\x00\x00"
		},
		"1\t=\t1\ta\t1\t0\t@\t0\t1\t\x00": func(r *Request) bool { // IN values are never NULL
			return r.InValues[0] != nil && string(r.InValues[0]) == "\x00"
		},
	} {
		if r := ParseRequest([]byte(line)); !check(r) {
			t.Errorf("%q: %s", line, dump(r))
		}
	}
}

// Reusing a Request must not let one line's values leak into the next.
func TestParseReuse(t *testing.T) {
	var r Request
	r.parse([]byte("1\t=\t2\t\x01\x41\x01\x42\tb\t1\t0\tU\tx\ty"))
	r.parse([]byte("1\t=\t1\tz"))
	if len(r.Keys) != 1 || string(r.Keys[0]) != "z" || r.ModOp != nil || len(r.ModValues) != 0 || r.Limit != 0 {
		t.Fatalf("stale state: %s", dump(&r))
	}
}

func dump(r *Request) string {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{%d id=%d db=%q t=%q ix=%q cols=%q f=%q at=%q s=%q op=%q kc=%d keys=%q lim=%d off=%d in=%v/%d/%d %q filt=",
		r.Kind, r.ID, r.DB, r.Table, r.Index, r.Columns, r.FColumns, r.AuthType, r.Secret, r.Op, r.KeyCount,
		r.Keys, r.Limit, r.Offset, r.HasIn, r.InCol, r.InCount, r.InValues)
	for _, f := range r.Filters {
		fmt.Fprintf(&b, "[%c bad=%v %q %d %q]", f.Type, f.BadType, f.Op, f.Col, f.Value)
	}
	fmt.Fprintf(&b, " mop=%q mv=%q errin=%v}", r.ModOp, r.ModValues, r.ErrInValues)
	return b.String()
}

// sameRequest compares what two requests mean: values missing from the
// end of a list equal empty ones, and an empty modifier is none.
func sameRequest(a, b *Request) bool {
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case KindBad:
		return true
	case KindOpen:
		return a.ID == b.ID && bytes.Equal(a.DB, b.DB) && bytes.Equal(a.Table, b.Table) &&
			bytes.Equal(a.Index, b.Index) && bytes.Equal(a.Columns, b.Columns) && bytes.Equal(a.FColumns, b.FColumns)
	case KindAuth:
		return bytes.Equal(a.AuthType, b.AuthType) && bytes.Equal(a.Secret, b.Secret)
	}
	if a.ID != b.ID || !bytes.Equal(a.Op, b.Op) || a.KeyCount != b.KeyCount ||
		!sameValues(a.Keys, b.Keys, a.KeyCount) || a.ErrInValues != b.ErrInValues {
		return false
	}
	if uint32(len(a.Keys)) < a.KeyCount || uint32(len(b.Keys)) < b.KeyCount {
		return true // the line ended in the key list: nothing else was read
	}
	if a.Limit != b.Limit || a.Offset != b.Offset || a.HasIn != b.HasIn {
		return false
	}
	if a.HasIn && (a.InCol != b.InCol || a.InCount != b.InCount || !sameValues(a.InValues, b.InValues, a.InCount)) {
		return false
	}
	if len(a.Filters) != len(b.Filters) {
		return false
	}
	for i, f := range a.Filters {
		g := b.Filters[i]
		if f.Type != g.Type || f.BadType != g.BadType || !bytes.Equal(f.Op, g.Op) || f.Col != g.Col ||
			(f.Value == nil) != (g.Value == nil) || !bytes.Equal(f.Value, g.Value) {
			return false
		}
	}
	return bytes.Equal(a.ModOp, b.ModOp) && sameValues(a.ModValues, b.ModValues, ^uint32(0))
}

func sameValues(a, b [][]byte, n uint32) bool {
	short := uint32(len(a)) < n || uint32(len(b)) < n
	if short {
		a, b = trimEmpty(a), trimEmpty(b)
	}
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if (a[i] == nil) != (b[i] == nil) || !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

// FuzzParseRequest: the parser never panics, never reads values from
// outside the line, and its canonical form parses back to the same request
// and is a fixed point.
func FuzzParseRequest(f *testing.F) {
	for _, s := range []string{
		"P\t1\thstest\tt\tPRIMARY\tid,k,v\tn",
		"P\t1\thstest\tt\t\tid",
		"A\t1\tsecret",
		"A\t1\ts\x01\x40",
		"1\t=\t1\t5",
		"1\t>=\t2\ta\t\x00\t10\t3",
		"1\t=\t1\tb\t10\t0\t@\t0\t3\ta\tb\td",
		"1\t=\t1\tb\t10\t0\t@\t0\t0",
		"1\t>=\t1\ta\t10\t0\tF\t!=\t1\t\x00\tW\t<\t0\t9",
		"1\t>=\t1\ta\t10\t0\tFF\t>=\t0\t0",
		"1\t=\t1\t10\t1\t0\tU?\t10\tk\t\x00\t5",
		"1\t=\t1\t10\t1\t0\t-\t0\t0\t0\t3",
		"1\t+\t4\t10\tk\tv\t1",
		"1\t+\t3\tk1\tab\x01\x20cd\t1",
		"1\t=\t1\tb\tF\t>\t0\t0",
		"1\t=\t5\ta\tb",
		"1\t=\t1\ta\t\t\t\t",
		"1\t=\t1\ta\t1\t0\t\t\x00\t",
		"9\tS\t1\tselect",
		"",
		"Q",
		"/quit",
		"0\t\t2A\t\t\t0",  // fuzz: empty keys at the end of a line
		"0\t\t\t\t\t\t\t", // fuzz: empty modifier values
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		if bytes.IndexByte(line, '\n') >= 0 {
			return // the server splits lines first
		}
		orig := append([]byte(nil), line...)
		r := ParseRequest(line)
		if !bytes.Equal(line, orig) {
			t.Fatalf("parse modified its input")
		}
		canon := r.AppendTo(nil)
		if bytes.IndexByte(canon[:len(canon)-1], '\n') >= 0 {
			t.Fatalf("canonical form has a line end inside: %q", canon)
		}
		r2 := ParseRequest(canon[:len(canon)-1])
		if !sameRequest(r, r2) {
			t.Fatalf("%q -> %q\n got %s\nwant %s", line, canon, dump(r2), dump(r))
		}
		canon2 := r2.AppendTo(nil)
		if r.Kind != KindBad && !bytes.Equal(canon, canon2) {
			t.Fatalf("canonical form is not a fixed point: %q -> %q", canon, canon2)
		}
	})
}
