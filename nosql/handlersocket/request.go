package handlersocket

import (
	"bytes"
	"strconv"
)

// Kind is the kind of a request line.
type Kind uint8

const (
	// KindBad is an empty or unknown command; the answer is "2\t1\tcmd".
	KindBad Kind = iota
	KindOpen
	KindAuth
	KindExec
)

// Request is one parsed request line. Byte slices point into the line or
// into the request's scratch buffer, so they are valid until the next parse.
//
// The parser follows hstcpsvr_worker.cpp token by token, including its
// leniency: numbers keep only their decimal digits (read_ui32, wrapping at
// 2^32), missing tokens read as empty strings, and limit and offset are
// positional, so anything after them requires both.
type Request struct {
	Kind Kind
	// ID is the index id of P and of exec requests.
	ID uint32

	// open_index: P <id> <db> <table> <index> <columns> [<fcolumns>]
	DB, Table, Index, Columns, FColumns []byte

	// auth: A <type> <secret>
	AuthType, Secret []byte

	// exec: <id> <op> <vlen> <v1>...<vn> [<limit> <offset>] [@ ...] [F|W ...]... [<mop> <m1>...]
	Op []byte
	// KeyCount is vlen as sent. Keys holds the values present on the line;
	// the plugin reads the ones beyond the end of the line as "".
	KeyCount uint32
	Keys     [][]byte // nil is NULL
	Limit    uint32
	Offset   uint32
	HasIn    bool
	InCol    uint32
	// InCount is the IN list length as sent; InValues holds those present.
	// IN values are never NULL: the plugin does not test them for 0x00.
	InCount  uint32
	InValues [][]byte
	Filters  []Filter
	ModOp    []byte
	// ModValues holds every token after the mod op; the executor uses as
	// many as the index has columns, reading missing ones as "".
	ModValues [][]byte
	// ErrInValues: the IN list length was 0 ("2\t1\tinvalueslen"); parsing
	// stopped there.
	ErrInValues bool

	scratch []byte
}

// Filter is one F or W clause.
type Filter struct {
	// Type is 'F' (skip rows that fail) or 'W' (stop at the first row that
	// fails); BadType marks a type token longer than one byte, where the
	// plugin answers "2\t1\tfiltertype" and parsing stopped.
	Type    byte
	BadType bool
	Op      []byte
	Col     uint32
	Value   []byte // nil is NULL
}

// ParseRequest parses one request line (without its line end).
func ParseRequest(line []byte) *Request {
	r := new(Request)
	r.parse(line)
	return r
}

// empty is the empty, non-NULL value.
var empty = []byte{}

// scanner walks the tokens of a line: a token runs to the next tab, and
// reading it also consumes that tab. A line ending in a tab ends with an
// empty token, which the plugin reads as a value like any other.
type scanner struct {
	line []byte
	pos  int
	done bool // the last token has been read
}

func (s *scanner) atEnd() bool { return s.done }

func (s *scanner) peek() byte {
	if s.pos >= len(s.line) {
		return 0
	}
	return s.line[s.pos]
}

func (s *scanner) token() []byte {
	rest := s.line[s.pos:]
	if i := bytes.IndexByte(rest, '\t'); i >= 0 {
		s.pos += i + 1
		return rest[:i:i]
	}
	s.pos, s.done = len(s.line), true
	return rest[:len(rest):len(rest)]
}

// readU32 is the plugin's read_ui32: every decimal digit of the token
// counts, anything else is ignored, and the value wraps at 2^32.
func readU32(tok []byte) uint32 {
	var v uint32
	for _, c := range tok {
		if c >= '0' && c <= '9' {
			v = v*10 + uint32(c-'0')
		}
	}
	return v
}

// value decodes a value token; NULL (a lone 0x00) is nil when nullable.
func (r *Request) value(tok []byte, nullable bool) []byte {
	if nullable && isNull(tok) {
		return nil
	}
	if bytes.IndexByte(tok, escapePrefix) < 0 {
		if tok == nil {
			return empty
		}
		return tok
	}
	// scratch has room for the whole line, so appending never moves the
	// values decoded before.
	start := len(r.scratch)
	r.scratch, _ = AppendUnescaped(r.scratch, tok)
	return r.scratch[start:len(r.scratch):len(r.scratch)]
}

func (r *Request) reset(line []byte) {
	keys, in, f, mv := r.Keys[:0], r.InValues[:0], r.Filters[:0], r.ModValues[:0]
	scratch := r.scratch[:0]
	if cap(scratch) < len(line) {
		scratch = make([]byte, 0, len(line)+64)
	}
	*r = Request{Keys: keys, InValues: in, Filters: f, ModValues: mv, scratch: scratch}
}

func (r *Request) parse(line []byte) {
	r.reset(line)
	s := scanner{line: line}
	cmd := s.token()
	switch {
	case len(cmd) == 0:
		r.Kind = KindBad
	case len(cmd) == 1 && cmd[0] == 'P':
		r.Kind = KindOpen
		r.ID = readU32(s.token())
		r.DB, r.Table, r.Index = cString(s.token()), cString(s.token()), cString(s.token())
		r.Columns, r.FColumns = cString(s.token()), cString(s.token())
	case len(cmd) == 1 && cmd[0] == 'A':
		r.Kind = KindAuth
		r.AuthType = s.token()
		r.Secret = r.value(s.token(), false)
	case cmd[0] >= '0' && cmd[0] <= '9':
		r.Kind = KindExec
		r.ID = readU32(cmd)
		r.parseExec(&s)
	default:
		r.Kind = KindBad
	}
}

// cString is tok as the plugin reads a name: a C string, ending at the
// first NUL byte.
func cString(tok []byte) []byte {
	if i := bytes.IndexByte(tok, 0); i >= 0 {
		return tok[:i:i]
	}
	return tok
}

func (r *Request) parseExec(s *scanner) {
	r.Op = s.token()
	r.KeyCount = readU32(s.token())
	for i := uint32(0); i < r.KeyCount && !s.atEnd(); i++ {
		r.Keys = append(r.Keys, r.value(s.token(), true))
	}
	r.Limit = readU32(s.token())
	r.Offset = readU32(s.token())
	if s.atEnd() {
		return
	}
	if s.peek() == '@' {
		s.token()
		r.HasIn = true
		r.InCol = readU32(s.token())
		r.InCount = readU32(s.token())
		if r.InCount == 0 {
			r.ErrInValues = true
			return
		}
		for i := uint32(0); i < r.InCount && !s.atEnd(); i++ {
			r.InValues = append(r.InValues, r.value(s.token(), false))
		}
	}
	for !s.atEnd() && (s.peek() == 'F' || s.peek() == 'W') {
		typ, op := s.token(), s.token()
		f := Filter{Type: typ[0], BadType: len(typ) != 1, Op: op, Col: readU32(s.token())}
		f.Value = r.value(s.token(), true)
		r.Filters = append(r.Filters, f)
		if f.BadType {
			return
		}
	}
	if s.atEnd() {
		return
	}
	r.ModOp = s.token()
	for !s.atEnd() {
		r.ModValues = append(r.ModValues, r.value(s.token(), true))
	}
}

// AppendTo appends the request in canonical wire form, with its line end.
// Parsing the result yields an equivalent request; requests that parsed with
// an error (ErrInValues, a bad filter type) are written up to that point.
func (r *Request) AppendTo(dst []byte) []byte {
	switch r.Kind {
	case KindOpen:
		dst = append(dst, 'P', '\t')
		dst = strconv.AppendUint(dst, uint64(r.ID), 10)
		for _, t := range [][]byte{r.DB, r.Table, r.Index, r.Columns} {
			dst = append(append(dst, '\t'), t...)
		}
		if len(r.FColumns) > 0 {
			dst = append(append(dst, '\t'), r.FColumns...)
		}
	case KindAuth:
		dst = append(append(dst, 'A', '\t'), r.AuthType...)
		dst = AppendEscaped(append(dst, '\t'), r.Secret)
	case KindExec:
		dst = r.appendExec(dst)
	default:
		dst = append(dst, '?')
	}
	return append(dst, '\n')
}

func appendValue(dst, v []byte) []byte {
	dst = append(dst, '\t')
	if v == nil {
		return append(dst, 0)
	}
	return AppendEscaped(dst, v)
}

func (r *Request) appendExec(dst []byte) []byte {
	dst = strconv.AppendUint(dst, uint64(r.ID), 10)
	dst = append(append(dst, '\t'), r.Op...)
	dst = append(dst, '\t')
	dst = strconv.AppendUint(dst, uint64(r.KeyCount), 10)
	mods := trimEmpty(r.ModValues)
	hasMod := len(r.ModOp) > 0 || len(mods) > 0
	rest := r.HasIn || len(r.Filters) > 0 || hasMod
	keys := r.Keys
	if uint32(len(keys)) < r.KeyCount || (!rest && r.Limit == 0 && r.Offset == 0) {
		// Nothing follows the keys: empty values at the end of a line go
		// without saying (the tokenizer reads "" past the end).
		for _, k := range trimEmpty(keys) {
			dst = appendValue(dst, k)
		}
		return dst
	}
	for _, k := range keys {
		dst = appendValue(dst, k)
	}
	dst = append(dst, '\t')
	dst = strconv.AppendUint(dst, uint64(r.Limit), 10)
	dst = append(dst, '\t')
	dst = strconv.AppendUint(dst, uint64(r.Offset), 10)
	if r.HasIn {
		dst = append(dst, "\t@\t"...)
		dst = strconv.AppendUint(dst, uint64(r.InCol), 10)
		dst = append(dst, '\t')
		dst = strconv.AppendUint(dst, uint64(r.InCount), 10)
		if r.ErrInValues {
			return dst
		}
		in := r.InValues
		if uint32(len(in)) < r.InCount || (len(r.Filters) == 0 && !hasMod) {
			in = trimEmpty(in)
		}
		for _, v := range in {
			dst = append(dst, '\t')
			dst = AppendEscaped(dst, v)
		}
		if uint32(len(r.InValues)) < r.InCount {
			return dst
		}
	}
	for _, f := range r.Filters {
		dst = append(dst, '\t', f.Type)
		if f.BadType {
			dst = append(dst, f.Type) // any second byte keeps it bad
		}
		dst = append(append(dst, '\t'), f.Op...)
		dst = append(dst, '\t')
		dst = strconv.AppendUint(dst, uint64(f.Col), 10)
		dst = appendValue(dst, f.Value)
		if f.BadType {
			return dst
		}
	}
	if hasMod {
		dst = append(append(dst, '\t'), r.ModOp...)
		for _, v := range mods {
			dst = appendValue(dst, v)
		}
	}
	return dst
}

// trimEmpty drops trailing empty (not NULL) values, which a line may omit.
func trimEmpty(vs [][]byte) [][]byte {
	for len(vs) > 0 && vs[len(vs)-1] != nil && len(vs[len(vs)-1]) == 0 {
		vs = vs[:len(vs)-1]
	}
	return vs
}
