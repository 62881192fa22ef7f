package memcached

import (
	"bytes"
	"math"
	"strconv"
	"time"
)

// The text protocol (memcached doc/protocol.txt; replies and error words
// as proto_text.c writes them).

const maxKey = 250

const (
	errBadFormat  = "CLIENT_ERROR bad command line format"
	errBadChunk   = "CLIENT_ERROR bad data chunk"
	errTooLarge   = "SERVER_ERROR object too large for cache"
	errOOM        = "SERVER_ERROR out of memory storing object"
	errExptime    = "CLIENT_ERROR invalid exptime argument"
	errDelta      = "CLIENT_ERROR invalid numeric delta argument"
	errNonNumeric = "CLIENT_ERROR cannot increment or decrement non-numeric value"
	errDeleteUse  = "CLIENT_ERROR bad command line format.  Usage: delete <key> [noreply]"
)

func (cn *conn) line(s string) {
	cn.Out = append(cn.Out, s...)
	cn.Out = append(cn.Out, '\r', '\n')
}

// reply writes s unless the command said noreply. As in memcached, a
// text command with noreply gets no reply at all, its CLIENT_ERROR and
// SERVER_ERROR lines included: its client reads none, and an error line
// would be taken for the answer to a later command. Only ERROR (an
// unknown command, or the wrong number of tokens, when noreply may not
// be the token it seems) is always sent. Meta commands' errors ignore
// their q flag, as memcached's do.
func (cn *conn) reply(s string, noreply bool) {
	if !noreply {
		cn.line(s)
	}
}

// serverError reports a failure of the table behind a key, unless the
// command said noreply (see reply).
func (cn *conn) serverError(err error, noreply bool) {
	cn.s.log.Debug("memcached: operation failed", "err", err)
	if err == errNoMemory {
		cn.reply(errOOM, noreply)
		return
	}
	msg := err.Error()
	if i := bytes.IndexAny([]byte(msg), "\r\n"); i >= 0 {
		msg = msg[:i]
	}
	cn.reply("SERVER_ERROR "+msg, noreply)
}

// tokenize splits a command line on spaces, as memcached does, into the
// connection's token array; n is the count. A line with more tokens than
// fit keeps the rest in the last token (only get-style commands use it).
func (cn *conn) tokenize(line []byte) int {
	n := 0
	for len(line) > 0 {
		for len(line) > 0 && line[0] == ' ' {
			line = line[1:]
		}
		if len(line) == 0 {
			break
		}
		if n == len(cn.toks)-1 {
			cn.toks[n] = line
			return n + 1
		}
		i := bytes.IndexByte(line, ' ')
		if i < 0 {
			i = len(line)
		}
		cn.toks[n] = line[:i]
		n++
		line = line[i:]
	}
	return n
}

// textOne runs one text command; false means more input is needed.
func (cn *conn) textOne() bool {
	buf := cn.In[cn.R:cn.E]
	i := bytes.IndexByte(buf, '\n')
	if i < 0 {
		if len(buf) > maxLine {
			// memcached: only a huge multiget may be this long.
			p := bytes.TrimLeft(buf, " ")
			if !bytes.HasPrefix(p, []byte("get ")) && !bytes.HasPrefix(p, []byte("gets ")) || len(buf) > maxGetLine {
				cn.line("CLIENT_ERROR line too long")
				cn.Closing = true
				return false
			}
		}
		return false
	}
	line := buf[:i]
	if len(line) > 0 && line[len(line)-1] == '\r' {
		line = line[:len(line)-1]
	}
	next := cn.R + i + 1
	n := cn.tokenize(line)
	if n == 0 {
		cn.R = next
		cn.line("ERROR")
		return true
	}
	t := cn.toks[:n]
	if !cn.authed {
		cn.R = next
		cn.line("CLIENT_ERROR unauthenticated")
		return true
	}
	noreply := n > 1 && string(t[n-1]) == "noreply"
	switch string(t[0]) {
	case "get", "bget":
		cn.R = next
		cn.textGet(line, false, false)
	case "gets":
		cn.R = next
		cn.textGet(line, true, false)
	case "gat":
		cn.R = next
		cn.textGet(line, false, true)
	case "gats":
		cn.R = next
		cn.textGet(line, true, true)
	case "set":
		return cn.textStore(t, modeSet, next, noreply)
	case "add":
		return cn.textStore(t, modeAdd, next, noreply)
	case "replace":
		return cn.textStore(t, modeReplace, next, noreply)
	case "append":
		return cn.textStore(t, modeAppend, next, noreply)
	case "prepend":
		return cn.textStore(t, modePrepend, next, noreply)
	case "cas":
		return cn.textStore(t, modeCAS, next, noreply)
	case "mg", "ms", "md", "ma", "mn", "me":
		return cn.meta(t, next)
	default:
		cn.R = next
		cn.textOther(t, noreply)
	}
	return true
}

// nextField splits the first space-separated field off b.
func nextField(b []byte) (field, rest []byte) {
	for len(b) > 0 && b[0] == ' ' {
		b = b[1:]
	}
	i := bytes.IndexByte(b, ' ')
	if i < 0 {
		return b, nil
	}
	return b[:i], b[i:]
}

// textGet serves get, gets, gat and gats. The keys are read from the raw
// line so a multiget may have any number of them.
func (cn *conn) textGet(line []byte, withCAS, touch bool) {
	_, rest := nextField(line)
	var exp int64
	if touch {
		var f []byte
		f, rest = nextField(rest)
		if len(f) == 0 {
			cn.line("ERROR")
			return
		}
		e, err := strconv.ParseInt(string(f), 10, 32)
		if err != nil {
			cn.line(errExptime)
			return
		}
		exp = absExptime(e)
	}
	nkeys := 0
	for r := rest; ; {
		var k []byte
		if k, r = nextField(r); len(k) == 0 {
			break
		}
		if len(k) > maxKey {
			cn.line(errBadFormat)
			return
		}
		nkeys++
	}
	if nkeys == 0 {
		cn.line("ERROR")
		return
	}
	st := &cn.st
	for i := 0; ; i++ {
		var k []byte
		if k, rest = nextField(rest); len(k) == 0 {
			break
		}
		if i == 0 && !touch && k[0] == '@' {
			if done, err := cn.firstKeySpecial(k, withCAS); done {
				if err != nil {
					cn.serverError(err, false)
					return
				}
				continue
			}
		}
		var it item
		var ok bool
		var err error
		if touch {
			st.add(cCmdTouch, 1)
			it, ok, err = cn.touch(k, exp)
			if ok {
				st.add(cTouchHits, 1)
			} else {
				st.add(cTouchMisses, 1)
			}
		} else {
			it, ok, err = cn.get(k, i == 0)
		}
		st.add(cCmdGet, 1)
		if err != nil {
			cn.serverError(err, false)
			return
		}
		if !ok {
			st.add(cGetMisses, 1)
			continue
		}
		st.add(cGetHits, 1)
		cn.value(it, withCAS)
	}
	cn.Out = append(cn.Out, "END\r\n"...)
}

// firstKeySpecial serves a first get key that is a range ("@>B@<M") or a
// container switch ("@@name"); done reports that it was one.
func (cn *conn) firstKeySpecial(k []byte, withCAS bool) (done bool, err error) {
	if done, err = cn.rangeGet(k, func(it item) { cn.value(it, withCAS) }); done {
		return done, err
	}
	return cn.switchTo(cn.mapping(), k), nil
}

// value writes one "VALUE key flags bytes [cas]" block.
func (cn *conn) value(it item, withCAS bool) {
	b := append(cn.Out, "VALUE "...)
	b = append(b, it.key...)
	b = append(b, ' ')
	b = strconv.AppendUint(b, uint64(it.flags), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(len(it.value)), 10)
	if withCAS {
		b = append(b, ' ')
		b = strconv.AppendUint(b, it.cas, 10)
	}
	b = append(b, '\r', '\n')
	b = append(b, it.value...)
	cn.Out = append(b, '\r', '\n')
}

// textStore serves set/add/replace/append/prepend/cas and their data
// block. It returns false, consuming nothing, until the block has arrived.
func (cn *conn) textStore(t [][]byte, mode storeMode, next int, noreply bool) bool {
	start := cn.R
	n := len(t)
	want := 5
	if mode == modeCAS {
		want = 6
	}
	if n != want && !(n == want+1 && noreply) {
		cn.R = next
		cn.line("ERROR")
		return true
	}
	key := t[1]
	flags, err1 := strconv.ParseUint(string(t[2]), 10, 32)
	exptime, err2 := strconv.ParseInt(string(t[3]), 10, 32)
	vlen, err3 := strconv.ParseInt(string(t[4]), 10, 32)
	var casIn uint64
	var err4 error
	if mode == modeCAS {
		casIn, err4 = strconv.ParseUint(string(t[5]), 10, 64)
	}
	if len(key) > maxKey || err1 != nil || err2 != nil || err3 != nil || err4 != nil || vlen < 0 {
		cn.R = next
		cn.reply(errBadFormat, noreply)
		return true
	}
	if vlen > int64(cn.s.set.itemMax) {
		if mode == modeSet && cn.OnLoop() && cn.asyncStore(cn.mapping()) {
			// The delete below waits for its commit: not on the loop.
			return cn.mustWait(start)
		}
		cn.R = next
		cn.swallow = int(vlen) + 2
		cn.reply(errTooLarge, noreply)
		if mode == modeSet {
			// memcached drops the old value so a failed set never leaves
			// stale data behind.
			cn.delete(append([]byte(nil), key...), 0)
		}
		return true
	}
	total := int(vlen) + 2
	if cn.E-next < total {
		cn.Need = next - cn.R + total
		return false
	}
	data := cn.In[next : next+total]
	cn.R = next + total
	if data[vlen] != '\r' || data[vlen+1] != '\n' {
		cn.st.add(cCmdSet, 1)
		cn.reply(errBadChunk, noreply)
		return true
	}
	it := &item{key: key, value: data[:vlen], flags: uint32(flags), exp: absExptime(exptime)}
	// On the loop a table write's commit is queued without waiting
	// (conn.write); the reply then comes from finishPending.
	cn.async = cn.OnLoop()
	res, err := cn.store(mode, it, casIn)
	cn.async = false
	if err == errMustWait {
		return cn.mustWait(start) // counted when it runs again
	}
	cn.st.add(cCmdSet, 1)
	if err == errQueued {
		cn.pend.res, cn.pend.mode, cn.pend.noreply = res, mode, noreply
		cn.Suspended = true
		return true
	}
	cn.storeReply(mode, res, err, noreply)
	return true
}

// mustWait leaves the command at start, which the loop was running, to
// run again on a worker, where it may wait (netloop.Conn.Offload).
func (cn *conn) mustWait(start int) bool {
	cn.R, cn.Need, cn.Offload = start, 0, true
	return false
}

// storeReply answers a text storage command whose outcome is res, err.
func (cn *conn) storeReply(mode storeMode, res result, err error, noreply bool) {
	if err != nil {
		cn.serverError(err, noreply)
		return
	}
	if mode == modeCAS {
		switch res {
		case resStored:
			cn.st.add(cCasHits, 1)
		case resExists:
			cn.st.add(cCasBadval, 1)
		case resNotFound:
			cn.st.add(cCasMisses, 1)
		}
	}
	cn.reply(resultWord(res), noreply)
}

func resultWord(r result) string {
	switch r {
	case resStored:
		return "STORED"
	case resExists:
		return "EXISTS"
	case resNotFound:
		return "NOT_FOUND"
	case resDeleted:
		return "DELETED"
	case resTouched:
		return "TOUCHED"
	}
	return "NOT_STORED"
}

// textOther serves the commands without a data block.
func (cn *conn) textOther(t [][]byte, noreply bool) {
	n := len(t)
	st := &cn.st
	switch string(t[0]) {
	case "delete":
		if n < 2 || n > 4 {
			cn.line("ERROR")
			return
		}
		if n > 2 {
			zero := string(t[2]) == "0"
			if !(n == 3 && (zero || noreply) || n == 4 && zero && noreply) {
				cn.reply(errDeleteUse, noreply)
				return
			}
		}
		if len(t[1]) > maxKey {
			cn.reply(errBadFormat, noreply)
			return
		}
		res, err := cn.delete(t[1], 0)
		if err != nil {
			cn.serverError(err, noreply)
			return
		}
		if res == resDeleted {
			st.add(cDeleteHits, 1)
		} else {
			st.add(cDeleteMisses, 1)
		}
		cn.reply(resultWord(res), noreply)
	case "incr", "decr":
		if n != 3 && !(n == 4 && noreply) {
			cn.line("ERROR")
			return
		}
		if len(t[1]) > maxKey {
			cn.reply(errBadFormat, noreply)
			return
		}
		d, err := strconv.ParseUint(string(t[2]), 10, 64)
		if err != nil {
			cn.reply(errDelta, noreply)
			return
		}
		decr := t[0][0] == 'd'
		v, _, res, err := cn.delta(t[1], d, decr, 0, nil)
		if err != nil {
			cn.serverError(err, noreply)
			return
		}
		hit, miss := deltaCounters(decr)
		switch res {
		case resStored:
			st.add(hit, 1)
			cn.reply(strconv.FormatUint(v, 10), noreply)
		case resNonNumeric:
			cn.reply(errNonNumeric, noreply)
		default:
			st.add(miss, 1)
			cn.reply("NOT_FOUND", noreply)
		}
	case "touch":
		if n != 3 && !(n == 4 && noreply) {
			cn.line("ERROR")
			return
		}
		if len(t[1]) > maxKey {
			cn.reply(errBadFormat, noreply)
			return
		}
		e, err := strconv.ParseInt(string(t[2]), 10, 32)
		if err != nil {
			cn.reply(errExptime, noreply)
			return
		}
		st.add(cCmdTouch, 1)
		_, ok, err := cn.touch(t[1], absExptime(e))
		if err != nil {
			cn.serverError(err, noreply)
			return
		}
		if ok {
			st.add(cTouchHits, 1)
			cn.reply("TOUCHED", noreply)
		} else {
			st.add(cTouchMisses, 1)
			cn.reply("NOT_FOUND", noreply)
		}
	case "flush_all":
		if n > 3 || n == 3 && !noreply {
			cn.line("ERROR")
			return
		}
		var delay int64
		if n >= 2 && !(n == 2 && noreply) {
			d, err := strconv.ParseInt(string(t[1]), 10, 32)
			if err != nil {
				cn.reply(errBadFormat, noreply)
				return
			}
			delay = d
		}
		st.add(cCmdFlush, 1)
		if err := cn.flushAll(delay); err != nil {
			cn.serverError(err, noreply)
			return
		}
		cn.reply("OK", noreply)
	case "version":
		cn.line("VERSION " + Version)
	case "verbosity":
		if n < 2 || n > 3 {
			cn.line("ERROR")
			return
		}
		v, err := strconv.ParseUint(string(t[1]), 10, 64)
		if err != nil {
			cn.reply(errBadFormat, noreply)
			return
		}
		cn.s.verbosity.Store(int32(min(v, math.MaxInt32)))
		cn.reply("OK", noreply)
	case "quit":
		cn.Closing = true
	case "stats":
		cn.textStats(t[1:])
	case "shutdown":
		cn.line("ERROR: shutdown not enabled")
	case "cache_memlimit":
		if n < 2 {
			cn.line("ERROR")
			return
		}
		mb, err := strconv.ParseUint(string(t[1]), 10, 32)
		if err != nil || mb < 8 {
			cn.reply("MEMLIMIT_TOO_SMALL cannot set maxbytes to less than 8m", noreply)
			return
		}
		cn.s.cache.setLimit(int64(mb) << 20)
		cn.reply("OK", noreply)
	default:
		cn.line("ERROR")
	}
}

// flushAll runs flush_all now, or schedules it: memcached invalidates at
// the given time what exists then, which an emptying at that time matches.
func (cn *conn) flushAll(delay int64) error {
	if delay <= 0 {
		return cn.flushData()
	}
	at := time.Duration(absExptime(delay)-now()) * time.Second
	s := cn.s
	switched := cn.sess.switched
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.flushTmr != nil {
		s.flushTmr.Stop() // a newer flush_all replaces a pending one
	}
	s.flushTmr = time.AfterFunc(at, func() {
		tmp := newConn(s, 0)
		tmp.sess.switched = switched
		if err := tmp.flushData(); err != nil {
			s.log.Warn("memcached: delayed flush_all failed", "err", err)
		}
		tmp.sess.finish()
		s.mu.Lock()
		for i := range tmp.st {
			s.stats[i].Add(tmp.st[i].Load())
		}
		s.mu.Unlock()
	})
	return nil
}

func (cn *conn) stats(list []Stat) {
	for _, s := range list {
		cn.Out = append(cn.Out, "STAT "...)
		cn.Out = append(cn.Out, s.Name...)
		cn.Out = append(cn.Out, ' ')
		cn.Out = append(cn.Out, s.Value...)
		cn.Out = append(cn.Out, '\r', '\n')
	}
	cn.Out = append(cn.Out, "END\r\n"...)
}

func (cn *conn) textStats(args [][]byte) {
	if len(args) == 0 {
		cn.stats(cn.s.Stats())
		return
	}
	switch string(args[0]) {
	case "settings":
		cn.stats(cn.s.settingsStats())
	case "items":
		cn.stats(cn.s.itemsStats())
	case "slabs":
		cn.stats(cn.s.slabsStats())
	case "sizes":
		cn.stats(nil)
	case "conns":
		cn.stats(cn.s.connsStats())
	case "containers":
		cn.stats(cn.s.containerStats())
	case "reset":
		cn.s.resetStats()
		cn.line("RESET")
	case "detail":
		if len(args) > 1 && string(args[1]) == "dump" {
			cn.line("END")
		} else {
			cn.line("OK")
		}
	case "cachedump":
		cn.line("END")
	default:
		cn.line("ERROR")
	}
}
