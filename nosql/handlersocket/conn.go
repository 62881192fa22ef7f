package handlersocket

import (
	"bytes"
	"errors"
	"runtime/debug"

	"github.com/dolthub/go-mysql-server/sql"
	// Column defaults such as CURRENT_TIMESTAMP read session variables
	// (time_zone): the registry must exist even in a binary that links in
	// nothing else of go-mysql-server.
	_ "github.com/dolthub/go-mysql-server/sql/variables"

	"handlerd/engines"
	"handlerd/engines/rowenc"
	"handlerd/nosql/netloop"
)

// maxBatch bounds the lines run in one transaction; lines beyond it wait
// for the next batch (they are already buffered, so no read is needed).
const maxBatch = 4096

// conflictRetries is how often a batch whose commit met a write conflict
// runs again before its writes are answered with the error. Writers of one
// hot row conflict often (engines validate optimistically, the plugin
// serialised every write instead): in TestConcurrentIncrements, eight
// connections incrementing one row had 5-30% of their increments refused
// with one retry and under 7% with three.
const conflictRetries = 1

// conn serves one client connection (netloop does the I/O).
//
// Its read buffer holds In[R:E] of unprocessed input. A batch is every
// complete line in it: the lines are parsed in place (values are unescaped
// into the request's own scratch space, never over the line) and stay valid
// until the batch is done, so a batch can be run again after a write
// conflict. Answers go to Out, written once every buffered batch has run.
type conn struct {
	netloop.Conn
	srv  *Server
	l    *listener
	sctx lazyCtx

	scanned int // In[R:R+scanned] is known to hold no '\n'
	spare   []byte
	quit    bool

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
	probe Request // MayBlock's parse
	key   []any
	fvals []any
	rows  []sql.Row
	st    local

	rawHandle *handle                           // the handle appendRaw answers for
	fields    [][]byte                          // appendRaw's split of a stored row
	appendRaw func(*rowenc.Codec, []byte) error // c.appendRawRow, bound once
}

type mark struct {
	off  int
	exec bool // an index request (its answer is replaced if the batch fails)
}

type undo struct {
	id uint32
	h  *handle // what the slot held before
}

func newConn(s *Server, l *listener) *conn {
	c := &conn{srv: s, l: l}
	c.appendRaw = c.appendRawRow
	c.Init(s.cfg.ReadSize)
	c.txn = engines.NewTxnSet(engines.TxOptions{ReadOnly: !l.write})
	return c
}

// Process implements netloop.Handler: it runs every complete line
// buffered, a batch (at most maxBatch lines) at a time.
func (c *conn) Process() {
	defer func() {
		if p := recover(); p != nil {
			// One bad request must not take the listener down: log it,
			// drop this connection's uncommitted writes, close it.
			c.srv.log.Error("panic serving connection", "remote", c.RemoteAddr(),
				"panic", p, "stack", string(debug.Stack()))
			c.txn.Rollback()
			c.Out = c.Out[:0]
			c.Closing = true
		}
	}()
	for !c.Closing {
		if !c.nextBatch() {
			if c.E-c.R > c.srv.cfg.MaxLine {
				c.overlong() // a line that never ends is cut off at once
			}
			break
		}
		c.runBatch()
		if c.tooLong {
			c.overlong()
		}
		c.Closing = c.quit
	}
	c.srv.stats.add(&c.st)
}

// MayBlock implements netloop.Handler: a batch that writes waits for its
// commit (an fsync), so on the write port a batch with a modification runs
// off the event loop. Finds, P and A do not wait.
func (c *conn) MayBlock() bool {
	if !c.l.write {
		return false
	}
	data := c.In[c.R:c.E]
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			return false
		}
		line := data[:i]
		data = data[i+1:]
		if len(line) == 0 || line[0] < '0' || line[0] > '9' {
			continue // not an index request
		}
		r := &c.probe
		r.parse(bytes.TrimSuffix(line, []byte{'\r'}))
		if r.Kind == KindExec && (len(r.ModOp) > 0 || string(r.Op) == "+") {
			return true
		}
	}
	return false
}

// Finish implements netloop.Handler: uncommitted writes (only a batch
// that panicked has any) are dropped and the counters published.
func (c *conn) Finish() {
	c.txn.Rollback()
	c.st.tableClose += c.openHandles()
	c.srv.stats.add(&c.st)
}

// nextBatch collects the complete lines buffered, without their line ends.
func (c *conn) nextBatch() bool {
	c.lines = c.lines[:0]
	data := c.In[c.R:c.E]
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
	c.R += start
	c.scanned = from - start
	return len(c.lines) > 0 || c.tooLong
}

// overlong answers a line longer than MaxLine, after the lines before it,
// and ends the connection: there is no telling where the line would end.
func (c *conn) overlong() {
	c.srv.stats.longLines.Add(1)
	c.respErr(2, "toolong")
	c.quit = true
	c.Closing = true
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
		c.Out = c.Out[:0]
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
		c.marks = append(c.marks, mark{off: len(c.Out)})
		c.execLine(line)
	}
	c.marks = append(c.marks, mark{off: len(c.Out)})
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
		out = append(out, c.Out[m.off:c.marks[i+1].off]...)
	}
	c.Out, c.spare = out, c.Out[:0]
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
	c.srv.log.Warn("handler error", "remote", c.RemoteAddr(), "err", err)
	return haErrGeneric
}
