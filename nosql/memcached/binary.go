package memcached

import (
	"bytes"
	"encoding/binary"
	"strconv"
)

// The binary protocol (memcached protocol_binary.h; validation and
// replies as memcached's proto_bin.c). A packet whose lengths do not add
// up gets EINVAL and the connection is closed, since the stream can no
// longer be framed.

const (
	magicReq = 0x80
	magicRes = 0x81
	hdrLen   = 24
)

const (
	opGet = iota
	opSet
	opAdd
	opReplace
	opDelete
	opIncr
	opDecr
	opQuit
	opFlush
	opGetQ
	opNoop
	opVersion
	opGetK
	opGetKQ
	opAppend
	opPrepend
	opStat
	opSetQ
	opAddQ
	opReplaceQ
	opDeleteQ
	opIncrQ
	opDecrQ
	opQuitQ
	opFlushQ
	opAppendQ
	opPrependQ
	opVerbosity
	opTouch
	opGAT
	opGATQ
	opSASLList = 0x20
	opSASLAuth = 0x21
	opSASLStep = 0x22
	opGATK     = 0x23
	opGATKQ    = 0x24
)

const (
	stOK          = 0x00
	stNotFound    = 0x01
	stExists      = 0x02
	stTooLarge    = 0x03
	stInvalid     = 0x04
	stNotStored   = 0x05
	stNonNumeric  = 0x06
	stAuthError   = 0x20
	stAuthCont    = 0x21
	stUnknownCmd  = 0x81
	stOutOfMemory = 0x82
)

var statusText = map[uint16]string{
	stNotFound:    "Not found",
	stExists:      "Data exists for key.",
	stTooLarge:    "Too large.",
	stInvalid:     "Invalid arguments",
	stNotStored:   "Not stored.",
	stNonNumeric:  "Non-numeric server-side value for incr or decr",
	stAuthError:   "Auth failure.",
	stUnknownCmd:  "Unknown command",
	stOutOfMemory: "Out of memory",
}

// binHeader is a request header.
type binHeader struct {
	op      uint8
	keyLen  int
	extLen  int
	bodyLen int
	opaque  uint32
	cas     uint64
}

func parseHeader(b []byte) binHeader {
	return binHeader{
		op:      b[1],
		keyLen:  int(binary.BigEndian.Uint16(b[2:])),
		extLen:  int(b[4]),
		bodyLen: int(binary.BigEndian.Uint32(b[8:])),
		opaque:  binary.BigEndian.Uint32(b[12:]),
		cas:     binary.BigEndian.Uint64(b[16:]),
	}
}

// respond appends a response packet.
func (cn *conn) respond(h *binHeader, status uint16, cas uint64, ext, key, val []byte) {
	var hdr [hdrLen]byte
	hdr[0] = magicRes
	hdr[1] = h.op
	binary.BigEndian.PutUint16(hdr[2:], uint16(len(key)))
	hdr[4] = byte(len(ext))
	binary.BigEndian.PutUint16(hdr[6:], status)
	binary.BigEndian.PutUint32(hdr[8:], uint32(len(ext)+len(key)+len(val)))
	binary.BigEndian.PutUint32(hdr[12:], h.opaque)
	binary.BigEndian.PutUint64(hdr[16:], cas)
	cn.Out = append(cn.Out, hdr[:]...)
	cn.Out = append(cn.Out, ext...)
	cn.Out = append(cn.Out, key...)
	cn.Out = append(cn.Out, val...)
}

func (cn *conn) binError(h *binHeader, status uint16) {
	cn.respond(h, status, 0, nil, nil, []byte(statusText[status]))
}

// validBinary checks an opcode's fixed lengths (memcached's
// dispatch_bin_command); known reports whether the opcode exists.
func validBinary(h *binHeader) (valid, known bool) {
	k, e, b := h.keyLen, h.extLen, h.bodyLen
	switch h.op {
	case opNoop, opVersion, opQuit, opQuitQ, opSASLList:
		return k == 0 && e == 0 && b == 0, true
	case opFlush, opFlushQ:
		return k == 0 && b == e && (e == 0 || e == 4), true
	case opSet, opSetQ, opAdd, opAddQ, opReplace, opReplaceQ:
		return e == 8 && k > 0 && b >= k+8, true
	case opAppend, opAppendQ, opPrepend, opPrependQ:
		return e == 0 && k > 0 && b >= k, true
	case opGet, opGetQ, opGetK, opGetKQ, opDelete, opDeleteQ:
		return e == 0 && k > 0 && b == k, true
	case opIncr, opIncrQ, opDecr, opDecrQ:
		return e == 20 && k > 0 && b == k+20, true
	case opStat:
		return e == 0 && b == k, true
	case opVerbosity:
		return e == 4 && k == 0 && b == 4, true
	case opTouch, opGAT, opGATQ, opGATK, opGATKQ:
		return e == 4 && k > 0 && b == k+4, true
	case opSASLAuth, opSASLStep:
		return e == 0 && k > 0 && b >= k, true
	}
	return true, false
}

func quiet(op uint8) bool {
	switch op {
	case opGetQ, opGetKQ, opSetQ, opAddQ, opReplaceQ, opDeleteQ, opIncrQ, opDecrQ,
		opQuitQ, opFlushQ, opAppendQ, opPrependQ, opGATQ, opGATKQ:
		return true
	}
	return false
}

// binaryOne runs one binary command; false means more input is needed.
func (cn *conn) binaryOne() bool {
	buf := cn.In[cn.R:cn.E]
	if len(buf) < hdrLen {
		cn.Need = hdrLen
		return false
	}
	h := parseHeader(buf)
	valid, known := validBinary(&h)
	if h.keyLen > maxKey || h.keyLen+h.extLen > h.bodyLen || !valid {
		cn.R += hdrLen
		cn.binError(&h, stInvalid)
		cn.Closing = true
		return true
	}
	if !known {
		cn.R += hdrLen
		cn.swallow = h.bodyLen
		cn.binError(&h, stUnknownCmd)
		return true
	}
	if h.bodyLen > cn.s.set.itemMax+h.keyLen+h.extLen {
		// memcached answers E2BIG and discards the value.
		cn.R += hdrLen
		cn.swallow = h.bodyLen
		cn.binError(&h, stTooLarge)
		if h.op == opSet || h.op == opSetQ {
			key := make([]byte, 0, h.keyLen)
			if len(buf) >= hdrLen+h.extLen+h.keyLen {
				key = append(key, buf[hdrLen+h.extLen:hdrLen+h.extLen+h.keyLen]...)
				cn.delete(key, 0)
			}
		}
		return true
	}
	if len(buf) < hdrLen+h.bodyLen {
		cn.Need = hdrLen + h.bodyLen
		return false
	}
	body := buf[hdrLen : hdrLen+h.bodyLen]
	cn.R += hdrLen + h.bodyLen
	ext := body[:h.extLen]
	key := body[h.extLen : h.extLen+h.keyLen]
	val := body[h.extLen+h.keyLen:]
	if !cn.authed {
		switch h.op {
		case opSASLList, opSASLAuth, opSASLStep, opVersion:
		default:
			cn.st.add(cAuthErrors, 1)
			cn.binError(&h, stAuthError)
			return true
		}
	}
	cn.binDispatch(&h, ext, key, val)
	return true
}

func (cn *conn) binDispatch(h *binHeader, ext, key, val []byte) {
	st := &cn.st
	q := quiet(h.op)
	switch h.op {
	case opNoop:
		cn.respond(h, stOK, 0, nil, nil, nil)
	case opVersion:
		cn.respond(h, stOK, 0, nil, nil, []byte(Version))
	case opQuit:
		cn.respond(h, stOK, 0, nil, nil, nil)
		cn.Closing = true
	case opQuitQ:
		cn.Closing = true
	case opGet, opGetQ, opGetK, opGetKQ, opGAT, opGATQ, opGATK, opGATKQ:
		var it item
		var ok bool
		var err error
		touch := h.op >= opTouch
		if touch {
			st.add(cCmdTouch, 1)
			it, ok, err = cn.touch(key, absExptime(int64(binary.BigEndian.Uint32(ext))))
			if ok {
				st.add(cTouchHits, 1)
			} else {
				st.add(cTouchMisses, 1)
			}
		} else {
			it, ok, err = cn.get(key, true)
		}
		st.add(cCmdGet, 1)
		if err != nil {
			cn.binServerError(h, err)
			return
		}
		if !ok {
			st.add(cGetMisses, 1)
			if !q {
				if h.op == opGetK || h.op == opGATK {
					// GETK echoes the key on a miss, and (as memcached)
					// sends no message with it.
					cn.respond(h, stNotFound, 0, nil, key, nil)
				} else {
					cn.binError(h, stNotFound)
				}
			}
			return
		}
		st.add(cGetHits, 1)
		var fl [4]byte
		binary.BigEndian.PutUint32(fl[:], it.flags)
		var k []byte
		if h.op == opGetK || h.op == opGetKQ || h.op == opGATK || h.op == opGATKQ {
			k = key
		}
		cn.respond(h, stOK, it.cas, fl[:], k, it.value)
	case opTouch:
		st.add(cCmdTouch, 1)
		it, ok, err := cn.touch(key, absExptime(int64(binary.BigEndian.Uint32(ext))))
		if err != nil {
			cn.binServerError(h, err)
			return
		}
		if !ok {
			st.add(cTouchMisses, 1)
			cn.binError(h, stNotFound)
			return
		}
		st.add(cTouchHits, 1)
		// As memcached: the item's flags and CAS, without its value.
		var fl [4]byte
		binary.BigEndian.PutUint32(fl[:], it.flags)
		cn.respond(h, stOK, it.cas, fl[:], nil, nil)
	case opSet, opSetQ, opAdd, opAddQ, opReplace, opReplaceQ, opAppend, opAppendQ, opPrepend, opPrependQ:
		mode := map[uint8]storeMode{
			opSet: modeSet, opSetQ: modeSet, opAdd: modeAdd, opAddQ: modeAdd,
			opReplace: modeReplace, opReplaceQ: modeReplace, opAppend: modeAppend,
			opAppendQ: modeAppend, opPrepend: modePrepend, opPrependQ: modePrepend,
		}[h.op]
		it := &item{key: append([]byte(nil), key...), value: append([]byte(nil), val...)}
		if len(ext) == 8 {
			it.flags = binary.BigEndian.Uint32(ext)
			it.exp = absExptime(int64(binary.BigEndian.Uint32(ext[4:])))
		}
		st.add(cCmdSet, 1)
		res, err := cn.store(mode, it, h.cas)
		if err != nil {
			cn.binServerError(h, err)
			return
		}
		switch res {
		case resStored:
			if !q {
				cn.respond(h, stOK, it.cas, nil, nil, nil)
			}
		case resExists:
			cn.binError(h, stExists)
		case resNotFound:
			cn.binError(h, stNotFound)
		default:
			switch mode {
			case modeAdd:
				cn.binError(h, stExists)
			case modeReplace:
				cn.binError(h, stNotFound)
			default:
				cn.binError(h, stNotStored)
			}
		}
	case opDelete, opDeleteQ:
		res, err := cn.delete(key, h.cas)
		if err != nil {
			cn.binServerError(h, err)
			return
		}
		switch res {
		case resDeleted:
			st.add(cDeleteHits, 1)
			if !q {
				cn.respond(h, stOK, 0, nil, nil, nil)
			}
		case resExists:
			cn.binError(h, stExists)
		default:
			st.add(cDeleteMisses, 1)
			cn.binError(h, stNotFound)
		}
	case opIncr, opIncrQ, opDecr, opDecrQ:
		decr := h.op == opDecr || h.op == opDecrQ
		d := binary.BigEndian.Uint64(ext)
		initial := binary.BigEndian.Uint64(ext[8:])
		exp := binary.BigEndian.Uint32(ext[16:])
		var create *item
		if exp != 0xffffffff {
			create = &item{key: append([]byte(nil), key...), value: strconv.AppendUint(nil, initial, 10), exp: absExptime(int64(exp))}
		}
		v, cas, res, err := cn.delta(key, d, decr, h.cas, create)
		if err != nil {
			cn.binServerError(h, err)
			return
		}
		hit, miss := deltaCounters(decr)
		switch res {
		case resStored:
			st.add(hit, 1)
			if !q {
				var b [8]byte
				binary.BigEndian.PutUint64(b[:], v)
				cn.respond(h, stOK, cas, nil, nil, b[:])
			}
		case resNonNumeric:
			cn.binError(h, stNonNumeric)
		case resExists:
			cn.binError(h, stExists)
		default:
			st.add(miss, 1)
			cn.binError(h, stNotFound)
		}
	case opFlush, opFlushQ:
		var delay int64
		if len(ext) == 4 {
			delay = int64(binary.BigEndian.Uint32(ext))
		}
		st.add(cCmdFlush, 1)
		if err := cn.flushAll(delay); err != nil {
			cn.binServerError(h, err)
			return
		}
		if !q {
			cn.respond(h, stOK, 0, nil, nil, nil)
		}
	case opStat:
		var list []Stat
		switch string(key) {
		case "":
			list = cn.s.Stats()
		case "settings":
			list = cn.s.settingsStats()
		case "items":
			list = cn.s.itemsStats()
		case "slabs":
			list = cn.s.slabsStats()
		case "conns":
			list = cn.s.connsStats()
		case "containers":
			list = cn.s.containerStats()
		case "reset":
			cn.s.resetStats()
		default:
			cn.binError(h, stNotFound)
			return
		}
		for _, s := range list {
			cn.respond(h, stOK, 0, nil, []byte(s.Name), []byte(s.Value))
		}
		cn.respond(h, stOK, 0, nil, nil, nil)
	case opVerbosity:
		cn.s.verbosity.Store(int32(binary.BigEndian.Uint32(ext)))
		cn.respond(h, stOK, 0, nil, nil, nil)
	case opSASLList, opSASLAuth, opSASLStep:
		cn.sasl(h, key, val)
	}
}

func (cn *conn) binServerError(h *binHeader, err error) {
	if err == errNoMemory {
		cn.binError(h, stOutOfMemory)
		return
	}
	cn.s.log.Debug("memcached: operation failed", "err", err)
	// The binary protocol has no "server error" status; memcached uses
	// ENOMEM-style statuses for its own failures. Report the message.
	msg := err.Error()
	if i := bytes.IndexByte([]byte(msg), '\n'); i >= 0 {
		msg = msg[:i]
	}
	cn.respond(h, stNotStored, 0, nil, nil, []byte(msg))
}

// sasl serves SASL_LIST_MECHS/AUTH/STEP with the PLAIN mechanism. Without
// -S memcached has no SASL and answers "Unknown command".
func (cn *conn) sasl(h *binHeader, key, val []byte) {
	if !cn.s.set.sasl {
		cn.binError(h, stUnknownCmd)
		return
	}
	switch h.op {
	case opSASLList:
		cn.respond(h, stOK, 0, nil, nil, []byte("PLAIN"))
	case opSASLAuth:
		cn.st.add(cAuthCmds, 1)
		if string(key) != "PLAIN" {
			cn.st.add(cAuthErrors, 1)
			cn.binError(h, stAuthError)
			return
		}
		// PLAIN: [authzid] NUL authcid NUL passwd (RFC 4616).
		parts := bytes.SplitN(val, []byte{0}, 3)
		check := cn.s.cfg.SASLCheck
		if len(parts) != 3 || check == nil || !check(string(parts[1]), string(parts[2])) {
			cn.st.add(cAuthErrors, 1)
			cn.binError(h, stAuthError)
			return
		}
		cn.authed = true
		cn.respond(h, stOK, 0, nil, nil, []byte("Authenticated"))
	case opSASLStep:
		// PLAIN completes in one step; there is nothing to continue.
		cn.st.add(cAuthErrors, 1)
		cn.binError(h, stAuthError)
	}
}
