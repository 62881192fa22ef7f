package memcached

import (
	"bytes"

	"handlerd/engines/kv"
	"handlerd/nosql/netloop"
)

// conn is one client connection. netloop reads into In, runs every
// complete command found there (Process), and writes the replies collected
// in Out only when it must wait for more input: pipelined requests share
// one write, as memcached's event loop does.
type conn struct {
	netloop.Conn
	s     *Server
	raddr string
	id    uint64
	st    counters
	sess  session

	proto   int  // protoAuto until the first byte says which
	swallow int  // bytes of a refused value still to discard
	authed  bool // SASL done (or not required)
	toks    [24][]byte
	raw     rawRead // gets: the stored row read raw, the value buffer reused

	async  bool         // a text storage command on the loop: its commit may be queued
	pend   pendingWrite // the command whose queued commit the connection waits for
	resume func()       // Resume, bound once
}

// pendingWrite is a text storage command whose commit is queued
// (conn.write): the connection is suspended until the commit has its
// outcome (netloop.Conn.Resume), then finishPending settles it and writes
// the reply; the commands behind it wait, so replies keep their order.
type pendingWrite struct {
	tx      kv.AsyncTxn
	c       *container
	key     []byte
	pol     policy
	res     result
	mode    storeMode
	noreply bool
}

// finishPending settles the pending write and replies.
func (cn *conn) finishPending() {
	p := cn.pend
	cn.pend = pendingWrite{}
	err := cn.settleWrite(p.c, p.key, p.pol, cn.sess.settled(p.tx))
	cn.storeReply(p.mode, p.res, err, p.noreply)
}

const (
	readBufSize = 16 << 10
	// maxLine is memcached's limit for a line without '\n' before it
	// closes the connection; only get/gets lines may be longer.
	maxLine    = 2048
	maxGetLine = 1 << 20
	outFlushAt = 256 << 10
)

func newConn(s *Server, id uint64) *conn {
	cn := &conn{s: s, id: id, proto: s.set.protocol}
	cn.Init(readBufSize)
	cn.sess.s, cn.sess.st = s, &cn.st
	cn.authed = !s.set.sasl
	cn.resume = cn.Resume
	cn.raw.fn = cn.raw.read
	return cn
}

// Process implements netloop.Handler.
func (cn *conn) Process() { cn.process() }

// Finish implements netloop.Handler: the connection's open write batch is
// committed and its counters join the server's.
func (cn *conn) Finish() {
	cn.endBatch()
	cn.sess.finish()
	cn.s.dropConn(cn)
}

// batch is the loop's shared read snapshots while the connection's
// commands run on its event loop, else nil.
func (cn *conn) batch() *readBatch {
	b, _ := cn.Batch().(*readBatch)
	return b
}

// endBatch releases the loop's shared snapshots before this connection
// opens a transaction of its own: one goroutine must not hold two bbolt
// read transactions while a writer waits to remap the file.
func (cn *conn) endBatch() {
	if b := cn.batch(); b != nil {
		b.End()
	}
}

// mapping is the server's mapping; a reload reads tables, so it releases
// the loop's shared snapshots first.
func (cn *conn) mapping() *mapping {
	if cn.s.stale() {
		cn.endBatch()
	}
	return cn.s.mapping()
}

// CountIO implements netloop.IOCounter.
func (cn *conn) CountIO(read, written int) {
	if read > 0 {
		cn.st.add(cBytesRead, uint64(read))
	}
	if written > 0 {
		cn.st.add(cBytesWritten, uint64(written))
	}
}

// process runs every complete command in the buffer.
func (cn *conn) process() {
	if cn.pend.tx != nil {
		cn.finishPending()
	}
	for !cn.Closing && !cn.Suspended {
		if cn.swallow > 0 {
			n := min(cn.swallow, cn.E-cn.R)
			cn.R += n
			cn.swallow -= n
			if cn.swallow > 0 {
				return
			}
		}
		if cn.R == cn.E {
			return
		}
		if cn.proto == protoAuto {
			// memcached picks the protocol from the first byte.
			if cn.In[cn.R] == magicReq {
				cn.proto = protoBinary
			} else {
				cn.proto = protoASCII
			}
		}
		if cn.OnLoop() && cn.MayBlock() {
			// A write behind reads in a pipeline: it and the rest run
			// on a goroutine, so the loop never waits for a commit.
			cn.Offload = true
			return
		}
		var ok bool
		if cn.proto == protoBinary {
			if cn.In[cn.R] != magicReq {
				// A binary-only listener (-B binary, -S) drops anything
				// else, as memcached does.
				cn.Closing = true
				return
			}
			ok = cn.binaryOne()
		} else {
			ok = cn.textOne()
		}
		if !ok {
			return
		}
		cn.Need = 0
		if len(cn.Out) > outFlushAt && cn.Flush() != nil {
			cn.Closing = true
		}
	}
}

// MayBlock implements netloop.Handler: whether the next command may write
// (and so wait for a commit) while commands may reach an engine. Then the
// connection's commands run on their own goroutine, so a commit waiting for
// fsync holds neither the loop nor the other connections' gets, and many
// commits can share one fsync. Reads of a table do not block, and pure
// cache traffic stays on the loop.
//
// Text storage commands on a table whose engine commits asynchronously
// run on the loop too (w_batch_size 1): their commits are queued without
// waiting (conn.write), and one that would wait runs on a goroutine after
// all (Offload).
func (cn *conn) MayBlock() bool {
	if !cn.mayWrite() {
		return false
	}
	m := cn.mapping()
	if cn.asyncStore(m) {
		return false
	}
	p := m.pol
	cacheOnly := func(x policy) bool { return x == polCacheOnly || x == polDisabled }
	return !(cacheOnly(p.get) && cacheOnly(p.set) && cacheOnly(p.del) && cacheOnly(p.flush))
}

// asyncStore reports whether the next command is a text storage command
// that conn.write can run on the loop with its commit queued.
func (cn *conn) asyncStore(m *mapping) bool {
	if cn.s.cfg.WBatchSize > 1 || m.def == nil || !asyncEngine(m.def.eng) ||
		(m.pol.set != polInnoDB && m.pol.set != polCaching) {
		return false
	}
	b := cn.In[cn.R:cn.E]
	if len(b) == 0 || b[0] == magicReq || cn.proto == protoBinary {
		return false
	}
	return startsWithAny(b, storageCommands)
}

// mayWrite reports whether the next command may write.
func (cn *conn) mayWrite() bool {
	b := cn.In[cn.R:cn.E]
	if len(b) == 0 {
		return false
	}
	if b[0] == magicReq {
		if len(b) < 2 {
			return true
		}
		switch b[1] {
		case opGet, opGetQ, opGetK, opGetKQ, opNoop, opVersion, opStat:
			return false
		}
		return true
	}
	if bytes.IndexByte(b, '\n') < 0 {
		return false // an incomplete line runs nothing yet
	}
	return !startsWithAny(b, readOnlyCommands)
}

// Command-line starts, for mayWrite and asyncStore.
var (
	readOnlyCommands = []string{"get ", "gets ", "mg ", "mn", "version", "stats"}
	storageCommands  = []string{"set ", "add ", "replace ", "append ", "prepend ", "cas "}
)

// startsWithAny reports whether b starts with one of prefixes.
func startsWithAny(b []byte, prefixes []string) bool {
	for _, p := range prefixes {
		if len(b) >= len(p) && string(b[:len(p)]) == p {
			return true
		}
	}
	return false
}
