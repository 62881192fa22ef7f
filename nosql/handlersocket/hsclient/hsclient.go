// Package hsclient is a HandlerSocket client: the protocol of DeNA's
// HandlerSocket Plugin for MySQL, served by handlerd and by MariaDB's
// handlersocket.so.
//
// Values are []byte, binary-clean, with nil meaning NULL (as
// database/sql.RawBytes); S turns a string into a value. Requests can be
// pipelined: Send several, Flush once, then Receive the answers in order,
// or let Execute do all three.
//
// This package deliberately shares no code with the server: the two
// implementations of the wire format check each other in the tests.
package hsclient

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"time"
)

// S is a non-NULL value.
func S(s string) []byte { return append([]byte{}, s...) }

// Client is one connection. It is not safe for concurrent use.
type Client struct {
	conn    net.Conn
	r       *bufio.Reader
	w       *bufio.Writer
	buf     []byte
	pending int
	// Timeout, when set, bounds each Execute, Flush and Receive.
	Timeout time.Duration
}

// Dial connects to a HandlerSocket port.
func Dial(addr string) (*Client, error) { return DialTimeout(addr, 0) }

// DialTimeout connects with a timeout, which also becomes the Client's.
func DialTimeout(addr string, timeout time.Duration) (*Client, error) {
	conn, err := net.DialTimeout("tcp", addr, timeout)
	if err != nil {
		return nil, err
	}
	c := New(conn)
	c.Timeout = timeout
	return c, nil
}

// New wraps an established connection.
func New(conn net.Conn) *Client {
	return &Client{conn: conn, r: bufio.NewReaderSize(conn, 64<<10), w: bufio.NewWriterSize(conn, 64<<10)}
}

// Close closes the connection.
func (c *Client) Close() error { return c.conn.Close() }

// Conn is the underlying connection.
func (c *Client) Conn() net.Conn { return c.conn }

// Request is anything that writes one request line.
type Request interface {
	AppendTo(dst []byte) []byte
}

// Open is an open_index request: P <id> <db> <table> <index> <cols> [<fcols>].
type Open struct {
	ID                     int
	DB, Table, Index       string
	Columns, FilterColumns []string
}

func (o Open) AppendTo(dst []byte) []byte {
	dst = append(dst, "P\t"...)
	dst = strconv.AppendInt(dst, int64(o.ID), 10)
	for _, t := range []string{o.DB, o.Table, o.Index, strings.Join(o.Columns, ",")} {
		dst = append(append(dst, '\t'), t...)
	}
	if len(o.FilterColumns) > 0 {
		dst = append(append(dst, '\t'), strings.Join(o.FilterColumns, ",")...)
	}
	return append(dst, '\n')
}

// Auth is an auth request with type 1: A 1 <secret>.
type Auth struct{ Secret string }

func (a Auth) AppendTo(dst []byte) []byte {
	dst = append(dst, "A\t1\t"...)
	return append(AppendEscaped(dst, []byte(a.Secret)), '\n')
}

// Filter is an F (skip rows that fail) or W (stop at the first that fails)
// clause; Column indexes the index's filter columns.
type Filter struct {
	Type   byte // 'F' or 'W'
	Op     string
	Column int
	Value  []byte
}

// Find is a find, optionally modifying what it finds (ModOp U, D, +, -, or
// with a ? suffix to get the rows as they were).
type Find struct {
	ID            int
	Op            string // = > >= < <=
	Keys          [][]byte
	Limit, Offset int
	// InColumn and In: an IN list replacing key part InColumn (In != nil).
	InColumn  int
	In        [][]byte
	Filters   []Filter
	ModOp     string
	ModValues [][]byte
}

func (f Find) AppendTo(dst []byte) []byte {
	dst = strconv.AppendInt(dst, int64(f.ID), 10)
	dst = append(append(dst, '\t'), f.Op...)
	dst = append(dst, '\t')
	dst = strconv.AppendInt(dst, int64(len(f.Keys)), 10)
	for _, k := range f.Keys {
		dst = appendValue(dst, k)
	}
	// Limit and offset are positional: write them whenever anything
	// follows, as libhsclient does.
	if f.Limit != 0 || f.Offset != 0 || f.In != nil || len(f.Filters) > 0 || f.ModOp != "" {
		dst = append(dst, '\t')
		dst = strconv.AppendInt(dst, int64(f.Limit), 10)
		dst = append(dst, '\t')
		dst = strconv.AppendInt(dst, int64(f.Offset), 10)
	}
	if f.In != nil {
		dst = append(dst, "\t@\t"...)
		dst = strconv.AppendInt(dst, int64(f.InColumn), 10)
		dst = append(dst, '\t')
		dst = strconv.AppendInt(dst, int64(len(f.In)), 10)
		for _, v := range f.In {
			dst = AppendEscaped(append(dst, '\t'), v)
		}
	}
	for _, fl := range f.Filters {
		dst = append(dst, '\t', fl.Type, '\t')
		dst = append(dst, fl.Op...)
		dst = append(dst, '\t')
		dst = strconv.AppendInt(dst, int64(fl.Column), 10)
		dst = appendValue(dst, fl.Value)
	}
	if f.ModOp != "" {
		dst = append(append(dst, '\t'), f.ModOp...)
		for _, v := range f.ModValues {
			dst = appendValue(dst, v)
		}
	}
	return append(dst, '\n')
}

// Insert is an insert: <id> + <n> <v1>...<vn>.
type Insert struct {
	ID     int
	Values [][]byte
}

func (in Insert) AppendTo(dst []byte) []byte {
	return Find{ID: in.ID, Op: "+", Keys: in.Values}.AppendTo(dst)
}

// Raw is a request line given as its fields, each escaped on the wire.
type Raw [][]byte

func (r Raw) AppendTo(dst []byte) []byte {
	for i, f := range r {
		if i > 0 {
			dst = append(dst, '\t')
		}
		if f == nil {
			dst = append(dst, 0)
		} else {
			dst = AppendEscaped(dst, f)
		}
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

// AppendEscaped appends v in wire form: bytes 0x00-0x0f become 0x01 and the
// byte plus 0x40.
func AppendEscaped(dst, v []byte) []byte {
	for _, b := range v {
		if b < 0x10 {
			dst = append(dst, 0x01, b+0x40)
		} else {
			dst = append(dst, b)
		}
	}
	return dst
}

// Unescape decodes a wire field.
func Unescape(f []byte) ([]byte, error) {
	out := make([]byte, 0, len(f))
	for i := 0; i < len(f); i++ {
		if f[i] != 0x01 {
			out = append(out, f[i])
			continue
		}
		if i+1 == len(f) || f[i+1] < 0x40 {
			return out, fmt.Errorf("hsclient: bad escape at byte %d", i)
		}
		i++
		out = append(out, f[i]-0x40)
	}
	return out, nil
}

// Response is one answer line: <code> <n> [fields...].
type Response struct {
	// Code is 0 on success, 1 for a database error, 2 for a bad request,
	// 3 for an authentication error.
	Code int
	// N is the second field: the number of columns of a find, 1 otherwise.
	N int
	// Fields are the remaining fields, decoded; nil is NULL.
	Fields [][]byte
}

// Rows splits a find's fields into rows of N values.
func (r *Response) Rows() [][][]byte {
	if r.N <= 0 {
		return nil
	}
	var rows [][][]byte
	for i := 0; i+r.N <= len(r.Fields); i += r.N {
		rows = append(rows, r.Fields[i:i+r.N])
	}
	return rows
}

// Err is nil for Code 0, else an *Error.
func (r *Response) Err() error {
	if r.Code == 0 {
		return nil
	}
	msg := ""
	if len(r.Fields) > 0 {
		msg = string(r.Fields[0])
	}
	return &Error{Code: r.Code, Message: msg}
}

// Error is an error line from the server, such as "2\t1\tkpnum".
type Error struct {
	Code    int
	Message string
}

func (e *Error) Error() string { return fmt.Sprintf("handlersocket error %d: %s", e.Code, e.Message) }

// Send buffers a request; Flush sends what is buffered.
func (c *Client) Send(reqs ...Request) error {
	for _, r := range reqs {
		c.buf = r.AppendTo(c.buf[:0])
		if _, err := c.w.Write(c.buf); err != nil {
			return err
		}
		c.pending++
	}
	return nil
}

// Flush sends the buffered requests.
func (c *Client) Flush() error {
	c.deadline()
	return c.w.Flush()
}

// Pending is the number of requests sent whose answers were not received.
func (c *Client) Pending() int { return c.pending }

// Receive reads the next answer.
func (c *Client) Receive() (*Response, error) {
	c.deadline()
	line, err := c.readLine()
	if err != nil {
		return nil, err
	}
	c.pending--
	return ParseResponse(line)
}

func (c *Client) deadline() {
	if c.Timeout > 0 {
		c.conn.SetDeadline(time.Now().Add(c.Timeout))
	}
}

func (c *Client) readLine() ([]byte, error) {
	line, err := c.r.ReadSlice('\n')
	if err == nil {
		return line[:len(line)-1], nil
	}
	if !errors.Is(err, bufio.ErrBufferFull) {
		if err == io.EOF && len(line) > 0 {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	long := append([]byte(nil), line...)
	for {
		line, err = c.r.ReadSlice('\n')
		long = append(long, line...)
		switch {
		case err == nil:
			return long[:len(long)-1], nil
		case !errors.Is(err, bufio.ErrBufferFull):
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return nil, err
		}
	}
}

// ParseResponse parses an answer line (without its line end).
func ParseResponse(line []byte) (*Response, error) {
	fields := bytes.Split(line, []byte{'\t'})
	if len(fields) < 2 {
		return nil, fmt.Errorf("hsclient: malformed response %q", line)
	}
	code, err1 := strconv.Atoi(string(fields[0]))
	n, err2 := strconv.Atoi(string(fields[1]))
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("hsclient: malformed response %q", line)
	}
	r := &Response{Code: code, N: n}
	for _, f := range fields[2:] {
		if len(f) == 1 && f[0] == 0 {
			r.Fields = append(r.Fields, nil)
			continue
		}
		v, err := Unescape(f)
		if err != nil {
			return nil, err
		}
		r.Fields = append(r.Fields, v)
	}
	return r, nil
}

// Execute sends requests in one write and reads their answers.
func (c *Client) Execute(reqs ...Request) ([]*Response, error) {
	if err := c.Send(reqs...); err != nil {
		return nil, err
	}
	if err := c.Flush(); err != nil {
		return nil, err
	}
	out := make([]*Response, 0, len(reqs))
	for range reqs {
		r, err := c.Receive()
		if err != nil {
			return out, err
		}
		out = append(out, r)
	}
	return out, nil
}

func (c *Client) one(req Request) (*Response, error) {
	rs, err := c.Execute(req)
	if err != nil {
		return nil, err
	}
	return rs[0], rs[0].Err()
}

// Auth authenticates with the port's plain secret.
func (c *Client) Auth(secret string) error {
	_, err := c.one(Auth{Secret: secret})
	return err
}

// OpenIndex opens index (PRIMARY, a name or a number) of db.table as id.
func (c *Client) OpenIndex(id int, db, table, index string, columns []string, filterColumns ...string) error {
	_, err := c.one(Open{ID: id, DB: db, Table: table, Index: index, Columns: columns, FilterColumns: filterColumns})
	return err
}

// Find returns the rows of a find.
func (c *Client) Find(f Find) ([][][]byte, error) {
	f.ModOp, f.ModValues = "", nil
	r, err := c.one(f)
	if err != nil {
		return nil, err
	}
	return r.Rows(), nil
}

// FindModify runs a find with a modifier and returns the number of rows
// changed, or with a ? modifier the rows as they were (and their count).
func (c *Client) FindModify(f Find) (int, [][][]byte, error) {
	r, err := c.one(f)
	if err != nil {
		return 0, nil, err
	}
	if strings.HasSuffix(f.ModOp, "?") {
		rows := r.Rows()
		return len(rows), rows, nil
	}
	if len(r.Fields) != 1 {
		return 0, nil, fmt.Errorf("hsclient: unexpected modify answer with %d fields", len(r.Fields))
	}
	n, err := strconv.Atoi(string(r.Fields[0]))
	return n, nil, err
}

// Insert inserts a row of values for the index's columns and returns the
// AUTO_INCREMENT id (0 when the table has none or the row gave its own).
func (c *Client) Insert(id int, values ...[]byte) (uint64, error) {
	r, err := c.one(Insert{ID: id, Values: values})
	if err != nil || len(r.Fields) == 0 {
		return 0, err
	}
	return strconv.ParseUint(string(r.Fields[0]), 10, 64)
}
