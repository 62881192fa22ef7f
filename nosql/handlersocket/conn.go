package handlersocket

import (
	"bytes"
	"errors"
	"io"
	"net"
	"runtime/debug"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	// Column defaults such as CURRENT_TIMESTAMP read session variables
	// (time_zone): the registry must exist even in a binary that links in
	// nothing else of go-mysql-server.
	_ "github.com/dolthub/go-mysql-server/sql/variables"

	"handlerd/engines"
)

// maxBatch bounds the lines run in one transaction; lines beyond it wait
// for the next batch (they are already buffered, so no read is needed).
const maxBatch = 4096

var errClosing = errors.New("server closing")

// conflictRetries is how often a batch whose commit met a write conflict
// runs again before its writes are answered with the error. Writers of one
// hot row conflict often (engines validate optimistically, the plugin
// serialised every write instead): in TestConcurrentIncrements, eight
// connections incrementing one row had 5-30% of their increments refused
// with one retry and under 7% with three.
const conflictRetries = 1

// conn serves one client connection.
//
// Its read buffer holds rbuf[rpos:rend] of unprocessed input. A batch is
// every complete line in it: the lines are parsed in place (values are
// unescaped into the request's own scratch space, never over the line) and
// stay valid until the batch is done, so a batch can be run again after a
// write conflict.
type conn struct {
	srv  *Server
	l    *listener
	nc   net.Conn
	sctx lazyCtx

	rbuf       []byte
	rpos, rend int
	scanned    int // rbuf[rpos:rpos+scanned] is known to hold no '\n'
	wbuf       []byte
	spare      []byte
	refreshed  time.Time // when the I/O deadline was last moved
	quit       bool
	peerDone   bool // the client closed its side

	authorized bool
	slots      uint64             // index ids known: highest opened + 1
	handles    []*handle          // small ids
	far        map[uint32]*handle // ids >= maxNearID

	txn        *engines.TxnSet
	batch      uint64 // batch number, for re-resolving handles once a batch
	lines      [][]byte
	marks      []mark // answer offset of each executed line, plus one past the end
	line       int    // index of the executing line
	firstWrite int    // first line of the batch that wrote, or -1
	journal    []undo // handle slots replaced by P in this batch
	tooLong    bool   // the line after the batch is over MaxLine

	req   Request
	key   []any
	fvals []any
	rows  []sql.Row
	st    local
}

type mark struct {
	off  int
	exec bool // an index request (its answer is replaced if the batch fails)
}

type undo struct {
	id uint32
	h  *handle // what the slot held before
}

func newConn(s *Server, l *listener, nc net.Conn) *conn {
	c := &conn{
		srv:  s,
		l:    l,
		nc:   nc,
		rbuf: make([]byte, s.cfg.ReadSize),
	}
	opts := engines.TxOptions{ReadOnly: !l.write}
	c.txn = engines.NewTxnSet(opts)
	return c
}

func (c *conn) serve() {
	defer c.srv.forget(c)
	defer func() {
		if p := recover(); p != nil {
			// One bad request must not take the listener down: log it,
			// drop this connection's uncommitted writes, close it.
			c.srv.log.Error("panic serving connection", "remote", c.nc.RemoteAddr().String(),
				"panic", p, "stack", string(debug.Stack()))
		}
		c.txn.Rollback()
		c.st.tableClose += c.openHandles()
		c.srv.stats.add(&c.st)
		c.close()
	}()
	c.refresh()
	for !c.quit {
		if !c.nextBatch() {
			if err := c.fill(); err != nil {
				c.readFailed(err)
				c.peerDone = errors.Is(err, io.EOF)
				return
			}
			continue
		}
		c.runBatch()
		if c.tooLong {
			c.overlong()
		}
		c.refresh()
		c.srv.stats.add(&c.st)
		if err := c.flush(); err != nil {
			return
		}
	}
}

// nextBatch collects the complete lines buffered, without their line ends.
func (c *conn) nextBatch() bool {
	c.lines = c.lines[:0]
	data := c.rbuf[c.rpos:c.rend]
	start, from := 0, c.scanned
	for len(c.lines) < maxBatch {
		i := bytes.IndexByte(data[from:], '\n')
		if i < 0 {
			break
		}
		end := from + i
		if end-start > c.srv.cfg.MaxLine {
			c.tooLong = true
			break
		}
		line := data[start:end]
		if len(line) > 0 && line[len(line)-1] == '\r' {
			line = line[:len(line)-1]
		}
		c.lines = append(c.lines, line)
		start, from = end+1, end+1
	}
	c.rpos += start
	c.scanned = from - start
	return len(c.lines) > 0 || c.tooLong
}

// fill reads more input, growing the buffer for a long line up to MaxLine.
func (c *conn) fill() error {
	if c.rpos > 0 {
		c.rend = copy(c.rbuf, c.rbuf[c.rpos:c.rend])
		c.rpos = 0
	}
	max := c.srv.cfg.MaxLine + 2 // room for the line end
	switch {
	case c.rend > c.srv.cfg.MaxLine:
		c.tooLong = true
		c.overlong()
		c.flush()
		return errTooLong
	case c.rend == len(c.rbuf):
		n := min(2*len(c.rbuf), max)
		c.rbuf = append(c.rbuf[:c.rend], make([]byte, n-c.rend)...)
	case c.rend == 0 && len(c.rbuf) > 16*c.srv.cfg.ReadSize:
		c.rbuf = make([]byte, c.srv.cfg.ReadSize) // a long line has passed
	}
	if c.srv.closing.Load() {
		return errClosing
	}
	n, err := c.nc.Read(c.rbuf[c.rend:])
	c.rend += n
	if n > 0 {
		return nil // an error comes back on the next read
	}
	return err
}

var errTooLong = errors.New("line too long")

// close ends the connection. If the client may still be sending (the
// server is closing, the line was too long, the client sent '/'), closing
// at once would answer its data with a TCP reset, which can destroy the
// answers it has not read yet. So the write side is shut first and the
// input drained for a moment, as net/http does.
func (c *conn) close() {
	tc, ok := c.nc.(*net.TCPConn)
	if c.peerDone || !ok {
		c.nc.Close()
		return
	}
	tc.CloseWrite()
	tc.SetReadDeadline(time.Now().Add(lingerTime))
	io.CopyN(io.Discard, tc, lingerBytes)
	tc.Close()
}

const (
	lingerTime  = time.Second
	lingerBytes = 1 << 20
)

// overlong answers a line longer than MaxLine, after the lines before it,
// and ends the connection: there is no telling where the line would end.
func (c *conn) overlong() {
	c.srv.stats.longLines.Add(1)
	c.respErr(2, "toolong")
	c.quit = true
}

func (c *conn) readFailed(err error) {
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() && !c.srv.closing.Load() {
		c.srv.stats.timeouts.Add(1)
		c.srv.log.Debug("idle connection timed out", "remote", c.nc.RemoteAddr().String())
	}
}

// refresh moves the I/O deadline to a timeout from now. It runs when the
// connection opens and after each batch, not on every read, so a client
// that trickles a line byte by byte still has only the timeout to finish
// it. Moving a timer costs more than a small request, so the deadline
// moves only once it is an eighth of the timeout (at most a second) stale.
// Close raises closing before it sets a past read deadline, and fill
// checks closing after the last refresh, so a refresh cannot hide the
// shutdown.
func (c *conn) refresh() {
	t := c.srv.cfg.Timeout
	if t <= 0 {
		return
	}
	if now := time.Now(); now.Sub(c.refreshed) >= min(t/8, time.Second) {
		c.nc.SetDeadline(now.Add(t))
		c.refreshed = now
	}
}

func (c *conn) flush() error {
	if len(c.wbuf) == 0 {
		return nil
	}
	_, err := c.nc.Write(c.wbuf)
	if cap(c.wbuf) > 1<<20 {
		c.wbuf = nil // a huge answer has gone; do not keep its buffer
	} else {
		c.wbuf = c.wbuf[:0]
	}
	return err
}

// runBatch runs the lines of a batch in one transaction per engine and
// commits them together. After a write conflict the batch runs once more
// from the state it started in; if that fails too, every index request from
// the first write on is answered with the error instead.
func (c *conn) runBatch() {
	c.batch++
	authorized, slots, st := c.authorized, c.slots, c.st
	c.execLines()
	err := c.commit()
	for try := 0; try < conflictRetries && errors.Is(err, engines.ErrConflict) && c.firstWrite >= 0; try++ {
		for i := len(c.journal) - 1; i >= 0; i-- {
			c.setHandle(c.journal[i].id, c.journal[i].h)
		}
		c.journal = c.journal[:0]
		c.authorized, c.slots, c.st = authorized, slots, st
		c.st.conflicts++
		st.conflicts++
		c.wbuf = c.wbuf[:0]
		c.batch++
		c.execLines()
		err = c.commit()
	}
	c.journal = c.journal[:0]
	if err != nil {
		c.failWrites(err)
	}
}

func (c *conn) commit() error {
	if c.txn.Empty() {
		return nil
	}
	c.st.tableLock++
	c.st.tableUnlock++
	return c.txn.Commit(bg)
}

func (c *conn) execLines() {
	c.firstWrite = -1
	c.marks = c.marks[:0]
	for i, line := range c.lines {
		if len(line) > 0 && line[0] == '/' {
			// The plugin closes a connection whose input starts with '/'.
			c.quit = true
			break
		}
		c.line = i
		c.marks = append(c.marks, mark{off: len(c.wbuf)})
		c.execLine(line)
	}
	c.marks = append(c.marks, mark{off: len(c.wbuf)})
}

func (c *conn) failWrites(err error) {
	code := c.errCode(err)
	out := c.spare[:0]
	for i := 0; i+1 < len(c.marks); i++ {
		m := c.marks[i]
		if m.exec && c.firstWrite >= 0 && i >= c.firstWrite {
			out = appendShortNum(out, 1, uint64(code))
			c.st.errors++
			continue
		}
		out = append(out, c.wbuf[m.off:c.marks[i+1].off]...)
	}
	c.wbuf, c.spare = out, c.wbuf[:0]
}

// wrote notes that the executing line writes.
func (c *conn) wrote() {
	if c.firstWrite < 0 {
		c.firstWrite = c.line
	}
}

// Handler errnos the plugin prints in "1\t1\t<errno>" lines (my_base.h).
const (
	haErrKeyNotFound  = 120
	haErrFoundDupKey  = 121
	haErrLockDeadlock = 149
	haErrReadOnly     = 165 // HA_ERR_TABLE_READONLY
	haErrGeneric      = 168
)

func (c *conn) errCode(err error) int {
	var dup *engines.DuplicateKeyError
	var ro *engines.ReadOnlyError
	switch {
	case errors.As(err, &dup):
		return haErrFoundDupKey
	case errors.Is(err, engines.ErrConflict):
		return haErrLockDeadlock
	case errors.As(err, &ro):
		return haErrReadOnly
	case errors.Is(err, engines.ErrNotFound):
		return haErrKeyNotFound
	}
	c.srv.log.Warn("handler error", "remote", c.nc.RemoteAddr().String(), "err", err)
	return haErrGeneric
}
