package memcached

import (
	"net"
)

// conn is one client connection. Its goroutine reads into rb, runs every
// complete command found there, and writes the replies collected in out
// only when it must wait for more input: pipelined requests share one
// write, as memcached's event loop does.
type conn struct {
	s      *Server
	nc     net.Conn // goroutine mode (and tests); nil when a loop owns fd
	fd     int      // event-loop mode: the socket; -1 otherwise
	events uint32   // event-loop mode: the epoll events armed
	raddr  string
	id     uint64
	st     counters
	sess   session

	rb     []byte // input; unread bytes are rb[rp:re]
	rp, re int
	need   int // bytes the current command needs before it can run
	out    []byte

	proto   int // protoAuto until the first byte says which
	swallow int // bytes of a refused value still to discard
	closing bool
	authed  bool // SASL done (or not required)
	toks    [24][]byte
}

const (
	readBufSize = 16 << 10
	// maxLine is memcached's limit for a line without '\n' before it
	// closes the connection; only get/gets lines may be longer.
	maxLine    = 2048
	maxGetLine = 1 << 20
	outFlushAt = 256 << 10
)

func newConn(s *Server, nc net.Conn, id uint64) *conn {
	cn := &conn{s: s, nc: nc, fd: -1, id: id, rb: make([]byte, readBufSize), proto: s.set.protocol}
	if nc != nil && nc.RemoteAddr() != nil {
		cn.raddr = nc.RemoteAddr().String()
	}
	cn.sess.s, cn.sess.st = s, &cn.st
	cn.authed = !s.set.sasl
	return cn
}

func (cn *conn) serve() {
	defer func() {
		cn.sess.finish()
		cn.flush()
		cn.nc.Close()
		cn.s.dropConn(cn)
	}()
	for !cn.closing {
		cn.process()
		if cn.closing {
			return
		}
		if len(cn.out) > 0 && cn.flush() != nil {
			return
		}
		if cn.fill() != nil {
			return
		}
	}
}

// process runs every complete command in the buffer.
func (cn *conn) process() {
	for !cn.closing {
		if cn.swallow > 0 {
			n := min(cn.swallow, cn.re-cn.rp)
			cn.rp += n
			cn.swallow -= n
			if cn.swallow > 0 {
				return
			}
		}
		if cn.rp == cn.re {
			return
		}
		if cn.proto == protoAuto {
			// memcached picks the protocol from the first byte.
			if cn.rb[cn.rp] == magicReq {
				cn.proto = protoBinary
			} else {
				cn.proto = protoASCII
			}
		}
		var ok bool
		if cn.proto == protoBinary {
			if cn.rb[cn.rp] != magicReq {
				// A binary-only listener (-B binary, -S) drops anything
				// else, as memcached does.
				cn.closing = true
				return
			}
			ok = cn.binaryOne()
		} else {
			ok = cn.textOne()
		}
		if !ok {
			return
		}
		cn.need = 0
		if len(cn.out) > outFlushAt && cn.flush() != nil {
			cn.closing = true
		}
	}
}

func (cn *conn) read(b []byte) (int, error) {
	if cn.fd >= 0 {
		return cn.readFD(b)
	}
	return cn.nc.Read(b)
}

// fill reads more input, growing the buffer when a command needs more room.
func (cn *conn) fill() error {
	if cn.rp == cn.re {
		cn.rp, cn.re = 0, 0
	}
	want := max(cn.need, cn.re-cn.rp+1)
	if cn.rp > 0 && cn.re == len(cn.rb) || len(cn.rb)-cn.rp < want {
		if want > len(cn.rb) {
			nb := make([]byte, max(want, 2*len(cn.rb)))
			cn.re = copy(nb, cn.rb[cn.rp:cn.re])
			cn.rb = nb
		} else {
			cn.re = copy(cn.rb, cn.rb[cn.rp:cn.re])
		}
		cn.rp = 0
	}
	n, err := cn.read(cn.rb[cn.re:])
	cn.re += n
	cn.st.add(cBytesRead, uint64(n))
	if n > 0 {
		return nil
	}
	return err
}

func (cn *conn) flush() error {
	if len(cn.out) == 0 {
		return nil
	}
	if cn.fd >= 0 {
		return cn.flushFD()
	}
	n, err := cn.nc.Write(cn.out)
	cn.st.add(cBytesWritten, uint64(n))
	if cap(cn.out) > 4*outFlushAt {
		cn.out = nil // do not keep a huge multiget's buffer
	} else {
		cn.out = cn.out[:0]
	}
	return err
}

// shrink returns a grown input buffer to its normal size once empty.
func (cn *conn) shrink() {
	if cn.rp == cn.re && len(cn.rb) > 4*readBufSize {
		cn.rb = make([]byte, readBufSize)
		cn.rp, cn.re = 0, 0
	}
}
