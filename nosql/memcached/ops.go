package memcached

import (
	"bytes"
	"errors"

	"handlerd/engines"
)

// The operations every protocol calls. Each one picks the container the
// key maps to and serves the command under the container's policy:
//
//	innodb_only  the table, through the session's transactions
//	cache_only   the in-memory cache only
//	caching      the table, with a cache in front for gets
//	disabled     nothing: gets miss, writes are not stored
//
// Keys returned in items are the keys the client sent (with any @@ prefix).

var (
	errNoMemory = errors.New("out of memory storing object")
	errNoMap    = errors.New("no container for key")
)

// route finds the container for key. "@@name<delim>key" uses container
// name for this key only (when at is set: the first key of a command).
// ok is false when an @@ prefix names no container.
func (cn *conn) route(m *mapping, key []byte, at bool) (c *container, k []byte, ok bool) {
	c = m.def
	if cn.sess.switched != "" {
		if sc := m.lookup(cn.sess.switched); sc != nil {
			c = sc
		}
	}
	if at && len(key) > 3 && key[0] == '@' && key[1] == '@' && m.mapped {
		rest := key[2:]
		if i := bytes.Index(rest, []byte(m.delim)); i >= 0 && m.delim != "" {
			if c = m.lookup(string(rest[:i])); c == nil {
				return nil, nil, false
			}
			return c, rest[i+len(m.delim):], true
		}
	}
	return c, key, true
}

// switchTo handles "get @@name": the connection's later keys map to
// container name. It reports whether key was such a switch.
func (cn *conn) switchTo(m *mapping, key []byte) bool {
	if len(key) <= 3 || key[0] != '@' || key[1] != '@' || !m.mapped {
		return false
	}
	if m.delim != "" && bytes.Contains(key[2:], []byte(m.delim)) {
		return false
	}
	if m.lookup(string(key[2:])) != nil {
		cn.sess.switched = string(key[2:])
	}
	return true
}

// get fetches key. at: the key may carry an @@container prefix.
func (cn *conn) get(key []byte, at bool) (item, bool, error) {
	m := cn.mapping()
	switch m.pol.get {
	case polDisabled:
		return item{}, false, nil
	case polCacheOnly:
		it, ok := cn.s.cache.get(key)
		return it, ok, nil
	}
	c, k, ok := cn.route(m, key, at)
	if !ok || c == nil {
		return item{}, false, nil
	}
	ss := &cn.sess
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if m.pol.get == polCaching && c.observed && !ss.dirtyOn(c.eng) {
		gen := c.watch.gen.Load()
		if c.watch.inflight.Load() > 0 {
			gen = 0 // a commit is settling: neither serve nor fill the cache
		}
		if it, ok := c.tcache.getGen(k, gen); ok && gen != 0 {
			it.key = key
			return it, true, nil
		}
		// Miss: read the newest committed row on a snapshot taken after
		// loading gen, so a commit after the snapshot makes the entry stale.
		cn.endBatch()
		tx, err := c.eng.Begin(engines.TxOptions{ReadOnly: true})
		if err != nil {
			return item{}, false, err
		}
		defer tx.Rollback()
		// fill copies the item.
		it, ok, err := c.readItem(tx, k, k, &cn.raw)
		if err != nil {
			return item{}, false, cn.s.tableErr(err)
		}
		if ok && gen != 0 {
			c.tcache.fill(&it, gen)
		}
		it.key = key
		return it, ok, nil
	}
	tx, err := ss.sharedReadTxn(cn.batch(), c.eng)
	if err != nil {
		return item{}, false, err
	}
	if tx == nil {
		cn.endBatch()
		if tx, err = ss.readTxn(c.eng); err != nil {
			return item{}, false, err
		}
		defer ss.doneReading() // after readItem: the item owns its bytes
	}
	it, ok, err := c.readItem(tx, k, key, &cn.raw)
	if err != nil {
		return item{}, false, cn.s.tableErr(err)
	}
	return it, ok, nil
}

// own copies a key taken from the input buffer: a batched write keeps its
// closure for replay after the buffer has moved on.
func own(k []byte) []byte { return append([]byte(nil), k...) }

// write runs a table write under the session's batch rules and drops the
// key from the caching policy's cache.
//
// With cn.async (a text storage command on the event loop) the commit may
// be queued instead: then write returns errQueued, and the command's
// reply waits for cn.pend (see finishPending). errMustWait: nothing was
// done, the command is to run where it may wait.
func (cn *conn) write(c *container, k []byte, pol policy, fn func(engines.Txn) (result, error)) (result, error) {
	ss := &cn.sess
	cn.endBatch()
	var ready func()
	if cn.async {
		ready = cn.resume
	}
	ss.mu.Lock()
	res, atx, err := ss.writeAsync(c.eng, fn, ready)
	ss.mu.Unlock()
	switch {
	case atx != nil:
		cn.pend = pendingWrite{tx: atx, c: c, key: k, pol: pol}
		return res, errQueued
	case err == errMustWait:
		return res, err
	}
	return res, cn.settleWrite(c, k, pol, err)
}

// settleWrite ends a table write whose outcome is err.
func (cn *conn) settleWrite(c *container, k []byte, pol policy, err error) error {
	if pol == polCaching {
		c.tcache.invalidate(k)
	}
	return cn.s.tableErr(err)
}

// errQueued: see write.
var errQueued = errors.New("memcached: commit queued")

// store runs a storage command; it.key and it.value may point into the
// input buffer: what is kept is copied. On success it.cas holds the new CAS.
func (cn *conn) store(mode storeMode, it *item, casIn uint64) (result, error) {
	m := cn.mapping()
	useCAS := cn.s.set.useCAS
	switch m.pol.set {
	case polDisabled:
		return resNotStored, nil
	case polCacheOnly:
		res, ok := cn.s.cache.store(mode, it, casIn, useCAS)
		if !ok {
			return res, errNoMemory
		}
		return res, nil
	}
	c, k, ok := cn.route(m, it.key, true)
	if !ok || c == nil {
		return resNotStored, nil
	}
	t := *it
	t.key = own(k)
	if cn.s.cfg.WBatchSize > 1 {
		// A batched write is replayed later, when the input buffer has
		// moved on. Otherwise the value is only read while the command
		// runs (a queued commit holds the row's encoding).
		t.value = own(it.value)
	}
	res, err := cn.write(c, t.key, m.pol.set, c.storeOp(mode, &t, casIn, useCAS))
	it.cas = t.cas
	return res, err
}

func (cn *conn) delete(key []byte, casIn uint64) (result, error) {
	m := cn.mapping()
	switch m.pol.del {
	case polDisabled:
		return resNotFound, nil
	case polCacheOnly:
		return cn.s.cache.delete(key, casIn), nil
	}
	c, k, ok := cn.route(m, key, true)
	if !ok || c == nil {
		return resNotFound, nil
	}
	k = own(k)
	return cn.write(c, k, m.pol.del, c.deleteOp(k, casIn))
}

// delta runs incr/decr; create, when not nil, is the item to add if the
// key is absent. It returns the new value and CAS.
func (cn *conn) delta(key []byte, d uint64, decr bool, casIn uint64, create *item) (uint64, uint64, result, error) {
	m := cn.mapping()
	useCAS := cn.s.set.useCAS
	switch m.pol.set {
	case polDisabled:
		return 0, 0, resNotFound, nil
	case polCacheOnly:
		n, cas, res := cn.s.cache.delta(key, d, decr, casIn, create, useCAS)
		return n, cas, res, nil
	}
	c, k, ok := cn.route(m, key, true)
	if !ok || c == nil {
		return 0, 0, resNotFound, nil
	}
	k = own(k)
	if create != nil {
		cr := *create
		cr.key = k // owned: a batched write is replayed later
		create = &cr
	}
	var out item
	res, err := cn.write(c, k, m.pol.set, c.deltaOp(k, d, decr, casIn, create, useCAS, &out))
	if res != resStored || err != nil {
		return 0, 0, res, err
	}
	n, _ := applyDelta(out.value, 0, false)
	return n, out.cas, res, nil
}

// touch sets key's expiry and returns the item (gat, touch).
func (cn *conn) touch(key []byte, exp int64) (item, bool, error) {
	m := cn.mapping()
	switch m.pol.set {
	case polDisabled:
		return item{}, false, nil
	case polCacheOnly:
		it, ok := cn.s.cache.touch(key, exp)
		it.key = key
		return it, ok, nil
	}
	c, k, ok := cn.route(m, key, true)
	if !ok || c == nil {
		return item{}, false, nil
	}
	k = own(k)
	var out item
	res, err := cn.write(c, k, m.pol.set, c.touchOp(k, exp, &out))
	out.key = key
	return out, res == resTouched, err
}

// flushData empties what the flush policy covers: the cache, or the
// connection's current table by truncating it, as MySQL did.
func (cn *conn) flushData() error {
	m := cn.mapping()
	switch m.pol.flush {
	case polDisabled:
		return nil
	case polCacheOnly:
		cn.s.cache.flush()
		return nil
	}
	c, _, _ := cn.route(m, nil, false)
	if c == nil {
		return nil
	}
	cn.endBatch()
	ss := &cn.sess
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if len(ss.writes) > 0 {
		if err := ss.commit(); err != nil {
			return err
		}
	}
	ss.rollback()
	_, err := ss.write(c.eng, func(tx engines.Txn) (result, error) {
		_, err := c.tbl.Truncate(tx)
		return resStored, err
	})
	if m.pol.flush == polCaching {
		c.tcache.flush()
	}
	if err == nil && len(ss.writes) > 0 {
		err = ss.commit() // a flush is never left in a batch
	}
	return cn.s.tableErr(err)
}

// rangeGet serves "get @>B@<M": one lower and one upper bound at most, on
// the current container's key index. It reports false if key is not a
// range expression.
func (cn *conn) rangeGet(key []byte, fn func(item)) (bool, error) {
	lo, hi, ok := parseRange(key)
	if !ok {
		return false, nil
	}
	m := cn.mapping()
	if m.pol.get == polDisabled || m.pol.get == polCacheOnly {
		return true, nil // a cache cannot be walked in key order
	}
	c, _, _ := cn.route(m, nil, false)
	if c == nil {
		return true, nil
	}
	cn.endBatch()
	ss := &cn.sess
	ss.mu.Lock()
	defer ss.mu.Unlock()
	tx, err := ss.readTxn(c.eng)
	if err != nil {
		return true, err
	}
	defer ss.doneReading()
	return true, cn.s.tableErr(c.scan(tx, lo, hi, fn))
}

// parseRange reads "@<k", "@<=k", "@>k", "@>=k", optionally followed by
// one bound of the other direction. A third operator, or a second of the
// same direction, is part of the key (MySQL manual 17.20.4).
func parseRange(key []byte) (lo, hi *engines.Bound, ok bool) {
	op := func(b []byte) (lower, incl bool, n int) {
		if len(b) < 2 || b[0] != '@' || (b[1] != '<' && b[1] != '>') {
			return false, false, 0
		}
		lower, n = b[1] == '>', 2
		if len(b) > 2 && b[2] == '=' {
			incl, n = true, 3
		}
		return lower, incl, n
	}
	lower, incl, n := op(key)
	if n == 0 {
		return nil, nil, false
	}
	rest := key[n:]
	var second []byte
	want := []byte("@<")
	if !lower {
		want = []byte("@>")
	}
	if i := bytes.Index(rest, want); i >= 0 {
		rest, second = rest[:i], rest[i:]
	}
	b := &engines.Bound{Key: []any{string(rest)}, Inclusive: incl}
	if lower {
		lo = b
	} else {
		hi = b
	}
	if second != nil {
		_, incl2, n2 := op(second)
		b2 := &engines.Bound{Key: []any{string(second[n2:])}, Inclusive: incl2}
		if lower {
			hi = b2
		} else {
			lo = b2
		}
	}
	return lo, hi, true
}
