package memcached

import (
	"encoding/base64"
	"strconv"
	"strings"
)

// The meta commands (memcached doc/protocol.txt, "Meta Commands"): mg, ms,
// md, ma, mn, me. Each flag is one letter, optionally followed by a token.
// Flags that depend on memcached's item internals (h: hit before, l: last
// access, I: invalidate, R/W/X/Z: stale-while-revalidate) are accepted;
// h and l report 0 and the stale machinery is not emulated.

type metaReq struct {
	key    []byte
	b64    bool
	flags  [256]bool
	tokens [256][]byte
	order  []byte // return flags in the order the client gave them
	// failed: the reply is an ms's failure, for which memcached returns
	// c as 0.
	failed bool
}

// metaFlags are the flags the meta commands accept. As in memcached, any
// command takes any of them and ignores those it has no use for (a client
// may send one set of flags to all); P and L are proxy hints.
const metaFlags = "bcfhklqstuvxCDEFIJLMNOPRST"

func (cn *conn) parseMeta(t [][]byte, from int) (*metaReq, bool) {
	r := &metaReq{key: t[1]}
	allowed := metaFlags
	invalid, duplicate := "CLIENT_ERROR invalid flag", "CLIENT_ERROR duplicate flag"
	switch string(t[0]) {
	case "me":
		allowed = "bPL"
	case "md", "ma":
		invalid = "CLIENT_ERROR invalid or duplicate flag" // memcached's words for these two
		duplicate = invalid
	}
	for _, f := range t[from:] {
		c := f[0]
		if strings.IndexByte(allowed, c) < 0 {
			cn.line(invalid)
			return nil, false
		}
		if r.flags[c] {
			cn.line(duplicate)
			return nil, false
		}
		r.flags[c], r.tokens[c] = true, f[1:]
		r.order = append(r.order, c)
	}
	if r.flags['b'] {
		k, err := base64.StdEncoding.DecodeString(string(r.key))
		if err != nil {
			cn.line("CLIENT_ERROR error decoding key")
			return nil, false
		}
		r.key, r.b64 = k, true
	}
	if len(r.key) == 0 || len(r.key) > maxKey {
		cn.line(errBadFormat)
		return nil, false
	}
	return r, true
}

func (r *metaReq) num(c byte) (int64, bool) {
	n, err := strconv.ParseInt(string(r.tokens[c]), 10, 64)
	return n, err == nil
}

// casIn is the compare-and-swap value of the C flag: 0 without the flag,
// ok false when its token is not a number.
func (r *metaReq) casIn() (cas uint64, ok bool) {
	if !r.flags['C'] {
		return 0, true
	}
	cas, err := strconv.ParseUint(string(r.tokens['C']), 10, 64)
	return cas, err == nil
}

// retFlags appends the flags the client asked to have returned.
func (cn *conn) retFlags(b []byte, r *metaReq, it *item) []byte {
	for _, c := range r.order {
		switch c {
		case 'O':
			b = append(append(append(b, ' '), 'O'), r.tokens['O']...)
		case 'k':
			b = append(b, " k"...)
			if r.b64 {
				b = base64.StdEncoding.AppendEncode(b, r.key)
			} else {
				b = append(b, r.key...)
			}
		case 'b':
			if r.flags['k'] {
				b = append(b, " b"...)
			}
		case 'c':
			switch {
			case it != nil:
				b = strconv.AppendUint(append(b, " c"...), it.cas, 10)
			case r.failed:
				b = append(b, " c0"...)
			}
		case 'f':
			if it != nil {
				b = strconv.AppendUint(append(b, " f"...), uint64(it.flags), 10)
			}
		case 's':
			if it != nil {
				b = strconv.AppendInt(append(b, " s"...), int64(len(it.value)), 10)
			}
		case 't':
			if it != nil {
				b = strconv.AppendInt(append(b, " t"...), ttl(it.exp), 10)
			}
		case 'h':
			if it != nil {
				b = append(b, " h0"...)
			}
		case 'l':
			if it != nil {
				b = append(b, " l0"...)
			}
		}
	}
	return b
}

// metaReply writes code plus the requested flags.
func (cn *conn) metaReply(code string, r *metaReq, it *item) {
	b := append(cn.Out, code...)
	b = cn.retFlags(b, r, it)
	cn.Out = append(b, '\r', '\n')
}

// meta runs one meta command; false means the data block of an ms has not
// arrived yet.
func (cn *conn) meta(t [][]byte, next int) bool {
	cn.st.add(cCmdMeta, 1)
	cmd := string(t[0])
	if cmd == "mn" {
		cn.R = next
		cn.line("MN")
		return true
	}
	if len(t) < 2 {
		cn.R = next
		if cmd == "me" {
			cn.line(errBadFormat)
		} else {
			cn.line("ERROR") // memcached: a meta command without a key
		}
		return true
	}
	if cmd == "ms" {
		return cn.metaSet(t, next)
	}
	cn.R = next
	r, ok := cn.parseMeta(t, 2)
	if !ok {
		return true
	}
	switch cmd {
	case "mg":
		cn.metaGet(r)
	case "md":
		cn.metaDelete(r)
	case "ma":
		cn.metaArith(r)
	case "me":
		it, ok, err := cn.get(r.key, true)
		if err != nil {
			cn.serverError(err, false)
			return true
		}
		if !ok {
			cn.line("EN")
			return true
		}
		b := append(cn.Out, "ME "...)
		b = append(b, t[1]...)
		b = strconv.AppendInt(append(b, " exp="...), ttl(it.exp), 10)
		b = append(b, " la=0 cas="...)
		b = strconv.AppendUint(b, it.cas, 10)
		b = append(b, " fetch=no cls=1 size="...)
		b = strconv.AppendInt(b, int64(len(it.key)+len(it.value)+entryOverhead), 10)
		cn.Out = append(b, '\r', '\n')
	}
	return true
}

func (cn *conn) metaGet(r *metaReq) {
	st := &cn.st
	st.add(cCmdGet, 1)
	var it item
	var ok bool
	var err error
	if r.flags['T'] {
		e, valid := r.num('T')
		if !valid {
			cn.line(errBadFormat)
			return
		}
		st.add(cCmdTouch, 1)
		it, ok, err = cn.touch(r.key, absExptime(e))
	} else {
		it, ok, err = cn.get(r.key, true)
	}
	if err != nil {
		cn.serverError(err, false)
		return
	}
	won := false
	if !ok && r.flags['N'] {
		// Autovivify: create an empty item so one client wins the right
		// to fill it (reported with W).
		e, _ := r.num('N')
		nw := &item{key: append([]byte(nil), r.key...), exp: absExptime(e)}
		if res, err := cn.store(modeAdd, nw, 0); err == nil && res == resStored {
			it, ok, won = *nw, true, true
		}
	}
	if !ok {
		st.add(cGetMisses, 1)
		if !r.flags['q'] {
			cn.metaReply("EN", r, nil)
		}
		return
	}
	st.add(cGetHits, 1)
	if !r.flags['v'] {
		cn.metaReply("HD", r, &it)
	} else {
		b := strconv.AppendInt(append(cn.Out, "VA "...), int64(len(it.value)), 10)
		b = cn.retFlags(b, r, &it)
		if won {
			b = append(b, " W"...)
		}
		b = append(append(append(b, '\r', '\n'), it.value...), '\r', '\n')
		cn.Out = b
		return
	}
	if won {
		cn.Out = append(cn.Out[:len(cn.Out)-2], " W\r\n"...)
	}
}

func (cn *conn) metaSet(t [][]byte, next int) bool {
	if len(t) < 3 {
		cn.R = next
		cn.line(errBadFormat)
		return true
	}
	vlen, err := strconv.ParseInt(string(t[2]), 10, 32)
	if err != nil || vlen < 0 {
		cn.R = next
		cn.line(errBadFormat)
		return true
	}
	if vlen > int64(cn.s.set.itemMax) {
		cn.R = next
		cn.swallow = int(vlen) + 2
		cn.line(errTooLarge)
		return true
	}
	total := int(vlen) + 2
	if cn.E-next < total {
		cn.Need = next - cn.R + total
		return false
	}
	data := cn.In[next : next+total]
	cn.R = next + total
	r, ok := cn.parseMeta(t, 3)
	if !ok {
		return true
	}
	if data[vlen] != '\r' || data[vlen+1] != '\n' {
		cn.line(errBadChunk)
		return true
	}
	cn.st.add(cCmdSet, 1)
	it := &item{key: append([]byte(nil), r.key...), value: append([]byte(nil), data[:vlen]...)}
	if r.flags['F'] {
		f, err := strconv.ParseUint(string(r.tokens['F']), 10, 32)
		if err != nil {
			cn.line(errBadFormat)
			return true
		}
		it.flags = uint32(f)
	}
	if r.flags['T'] {
		e, ok := r.num('T')
		if !ok {
			cn.line(errBadFormat)
			return true
		}
		it.exp = absExptime(e)
	}
	mode := modeSet
	if r.flags['M'] && len(r.tokens['M']) > 0 {
		switch r.tokens['M'][0] {
		case 'E', 'e':
			mode = modeAdd
		case 'A', 'a':
			mode = modeAppend
		case 'P', 'p':
			mode = modePrepend
		case 'R', 'r':
			mode = modeReplace
		case 'S', 's':
		default:
			cn.line("CLIENT_ERROR invalid mode for ms M token")
			return true
		}
	}
	casIn, ok := r.casIn()
	if !ok {
		cn.line(errBadFormat)
		return true
	}
	// As memcached's mset: a CAS makes set and replace a cas (replace of
	// a missing key is then NF), add ignores it, append and prepend check
	// it against a present item.
	switch {
	case r.flags['C'] && (mode == modeSet || mode == modeReplace):
		mode = modeCAS
	case mode == modeAdd:
		casIn = 0
	}
	res, err := cn.store(mode, it, casIn)
	if err == nil && res == resNotStored && (mode == modeAppend || mode == modePrepend) && r.flags['N'] {
		e, _ := r.num('N')
		it.exp = absExptime(e)
		res, err = cn.store(modeAdd, it, 0) // autovivify on append miss
	}
	if err != nil {
		cn.serverError(err, false)
		return true
	}
	r.failed = res != resStored
	switch res {
	case resStored:
		if !r.flags['q'] {
			cn.metaReply("HD", r, it)
		}
	case resExists:
		cn.metaReply("EX", r, nil)
	case resNotFound:
		cn.metaReply("NF", r, nil)
	default:
		cn.metaReply("NS", r, nil)
	}
	return true
}

func (cn *conn) metaDelete(r *metaReq) {
	casIn, ok := r.casIn()
	if !ok {
		cn.line(errBadFormat)
		return
	}
	res, err := cn.delete(r.key, casIn)
	if err != nil {
		cn.serverError(err, false)
		return
	}
	switch res {
	case resDeleted:
		cn.st.add(cDeleteHits, 1)
		if !r.flags['q'] {
			cn.metaReply("HD", r, nil)
		}
	case resExists:
		cn.metaReply("EX", r, nil)
	default:
		// q hides only HD: a miss is still answered, as memcached does.
		cn.st.add(cDeleteMisses, 1)
		cn.metaReply("NF", r, nil)
	}
}

func (cn *conn) metaArith(r *metaReq) {
	d := uint64(1)
	if r.flags['D'] {
		v, err := strconv.ParseUint(string(r.tokens['D']), 10, 64)
		if err != nil {
			cn.line(errDelta)
			return
		}
		d = v
	}
	decr := false
	if r.flags['M'] && len(r.tokens['M']) > 0 {
		switch r.tokens['M'][0] {
		case 'I', 'i', '+':
		case 'D', 'd', '-':
			decr = true
		default:
			cn.line("CLIENT_ERROR invalid mode for ma M token")
			return
		}
	}
	casIn, ok := r.casIn()
	if !ok {
		cn.line(errBadFormat)
		return
	}
	var create *item
	if r.flags['N'] {
		e, _ := r.num('N')
		init := uint64(0)
		if r.flags['J'] {
			init, _ = strconv.ParseUint(string(r.tokens['J']), 10, 64)
		}
		create = &item{key: append([]byte(nil), r.key...), value: strconv.AppendUint(nil, init, 10), exp: absExptime(e)}
	}
	v, cas, res, err := cn.delta(r.key, d, decr, casIn, create)
	if err != nil {
		cn.serverError(err, false)
		return
	}
	hit, miss := deltaCounters(decr)
	switch res {
	case resStored:
		cn.st.add(hit, 1)
		it := &item{key: r.key, value: strconv.AppendUint(nil, v, 10), cas: cas}
		if r.flags['t'] {
			if got, ok, _ := cn.get(r.key, true); ok {
				it.exp = got.exp
			}
		}
		switch {
		case r.flags['q']:
			// q hides a success, its value included, as in memcached.
		case r.flags['v']:
			b := strconv.AppendInt(append(cn.Out, "VA "...), int64(len(it.value)), 10)
			b = cn.retFlags(b, r, it)
			cn.Out = append(append(append(b, '\r', '\n'), it.value...), '\r', '\n')
		default:
			cn.metaReply("HD", r, it)
		}
	case resNonNumeric:
		cn.line(errNonNumeric)
	case resExists:
		cn.metaReply("EX", r, nil)
	default:
		cn.st.add(miss, 1)
		cn.metaReply("NF", r, nil) // not hidden by q either
	}
}
