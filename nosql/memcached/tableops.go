package memcached

import (
	"bytes"
	"io"
	"unsafe"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// Operations on a container's table through the handler interface: a
// search on the key's unique index, then Insert, Update or Delete, as the
// plugin mapped each command (MySQL manual, "InnoDB memcached Plugin
// Internals").

// find returns the row holding key, or nil.
func (c *container) find(tx engines.Txn, key []byte) (sql.Row, error) {
	return c.findColumns(tx, key, nil)
}

// findItem is find for a get: only the columns of the item (live, toItem)
// are decoded when the table can skip the others.
func (c *container) findItem(tx engines.Txn, key []byte) (sql.Row, error) {
	return c.findColumns(tx, key, c.itemCols)
}

// findColumns is find decoding the columns marked in want (nil: all).
func (c *container) findColumns(tx engines.Txn, key []byte, want []bool) (sql.Row, error) {
	k := []any{string(key)}
	if c.pkIsKey {
		var row sql.Row
		var ok bool
		var err error
		if cg, isCG := c.tbl.(engines.ColumnGetter); isCG && want != nil {
			row, ok, err = cg.GetColumns(tx, k, want)
		} else {
			row, ok, err = c.tbl.Get(tx, k)
		}
		if !ok {
			return nil, err
		}
		return row, err
	}
	it, err := c.tbl.Read(tx, engines.RangeFor(c.index, engines.OpEQ, k))
	if err != nil {
		return nil, err
	}
	defer it.Close()
	row, err := it.Next()
	if err == io.EOF {
		return nil, nil
	}
	return row, err
}

// value joins the value columns with the separator.
func (c *container) value(dst []byte, row sql.Row) []byte {
	for i, col := range c.valCols {
		if i > 0 {
			dst = append(dst, c.sep...)
		}
		dst = appendColumn(dst, c.def.Schema[col].Type, row[col])
	}
	return dst
}

// toItem turns a row into an item for key.
func (c *container) toItem(row sql.Row, key []byte) item {
	it := item{key: key, value: c.value(nil, row)}
	if c.flagsCol >= 0 {
		it.flags = uint32(uintOf(row[c.flagsCol]))
	}
	if c.expCol >= 0 {
		it.exp = intOf(row[c.expCol])
	}
	if c.casCol >= 0 {
		it.cas = uintOf(row[c.casCol])
	} else {
		it.cas = casDigest(it.value, it.flags)
	}
	return it
}

// casDigest is the CAS of a row in a table without a cas column: a digest
// of what a client can see, so gets/cas still detect a change made by
// anyone in between.
// It is FNV-1a (hash/fnv's New64a) of the value and the flags' 4
// little-endian bytes, computed inline: no hasher to allocate.
func casDigest(value []byte, flags uint32) uint64 {
	const offset64, prime64 = 14695981039346656037, 1099511628211
	h := uint64(offset64)
	for _, b := range value {
		h = (h ^ uint64(b)) * prime64
	}
	for i := 0; i < 32; i += 8 {
		h = (h ^ uint64(byte(flags>>i))) * prime64
	}
	return h | 1
}

// live returns the row's item unless it has expired.
func (c *container) live(row sql.Row, key []byte) (item, bool) {
	if row == nil {
		return item{}, false
	}
	it := c.toItem(row, key)
	return it, !expired(it.exp)
}

// toRow builds the row to write: old (nil for an insert) with the key,
// value, flags, cas and expiry columns replaced; the key column only
// for an insert or where old lacks it (setOp). Several value columns
// take the value split on the separator; missing pieces become NULL and
// extra pieces are ignored, as in MySQL. The row may share the item's
// bytes, which stay unchanged while the write runs (conn.store and the
// other operations own() what a batched write keeps for later).
func (c *container) toRow(old sql.Row, it *item) (sql.Row, error) {
	row, err := c.buildRow(old, it)
	if err != nil {
		return nil, valueError{err}
	}
	return row, nil
}

// valueError is a value the columns refuse (a bad number, a string too
// long or not in the column's character set): the client's fault, not a
// sign that the mapping is out of date.
type valueError struct{ error }

func (e valueError) Unwrap() error { return e.error }

func (c *container) buildRow(old sql.Row, it *item) (sql.Row, error) {
	sch := c.def.Schema
	row := make(sql.Row, len(sch))
	if old != nil {
		copy(row, old)
	} else {
		// The columns set below are not zeroed first: a zero value
		// boxed in an interface is an allocation of its own.
		for i, col := range sch {
			if !col.Nullable && !col.AutoIncrement && !c.itemCols[i] && i != c.keyCol {
				row[i] = col.Type.Zero()
			}
		}
	}
	var err error
	if old == nil || old[c.keyCol] == nil {
		if row[c.keyCol], err = c.toColumn(c.keyCol, it.key); err != nil {
			return nil, err
		}
	}
	if len(c.valCols) == 1 {
		if row[c.valCols[0]], err = c.toColumn(c.valCols[0], it.value); err != nil {
			return nil, err
		}
	} else {
		rest := it.value
		for _, col := range c.valCols {
			var piece []byte
			switch {
			case rest == nil:
				row[col] = nil
				continue
			case len(c.sep) == 0:
				piece, rest = rest, nil
			default:
				if j := bytes.Index(rest, c.sep); j >= 0 {
					piece, rest = rest[:j], rest[j+len(c.sep):]
				} else {
					piece, rest = rest, nil
				}
			}
			if row[col], err = c.toColumn(col, piece); err != nil {
				return nil, err
			}
		}
	}
	if c.flagsCol >= 0 {
		if row[c.flagsCol], err = intColumn(sch[c.flagsCol], uint64(it.flags)); err != nil {
			return nil, err
		}
	}
	if c.casCol >= 0 {
		if row[c.casCol], err = intColumn(sch[c.casCol], it.cas); err != nil {
			return nil, err
		}
	}
	if c.expCol >= 0 {
		if row[c.expCol], err = expColumn(sch[c.expCol], it.exp); err != nil {
			return nil, err
		}
	}
	return row, nil
}

// toColumn converts b for column i as toColumn does; the value may share
// b's bytes (stringConv.convert).
func (c *container) toColumn(i int, b []byte) (any, error) {
	if v, ok := c.conv[i].convert(b); ok {
		return v, nil
	}
	return toColumn(c.def.Schema[i], b)
}

// put writes it over row (nil: insert).
func (c *container) put(tx engines.Txn, row sql.Row, it *item) error {
	nr, err := c.toRow(row, it)
	if err != nil {
		return err
	}
	if row == nil {
		_, err = c.tbl.Insert(tx, nr)
		return err
	}
	return c.tbl.Update(tx, row, nr)
}

func (c *container) storeOp(mode storeMode, it *item, casIn uint64, useCAS bool) func(engines.Txn) (result, error) {
	if mode == modeSet && casIn == 0 && c.putter != nil {
		return c.setOp(it, useCAS)
	}
	return func(tx engines.Txn) (result, error) {
		row, err := c.find(tx, it.key)
		if err != nil {
			return 0, err
		}
		var old *item
		if o, ok := c.live(row, it.key); ok {
			old = &o
		}
		res, nw := applyStore(mode, old, it, casIn)
		if res != resStored {
			return res, nil
		}
		w := *nw
		w.cas = 0
		if useCAS {
			w.cas = nextCAS()
		}
		if err := c.put(tx, row, &w); err != nil {
			return 0, err
		}
		c.stored(it, &w)
		return resStored, nil
	}
}

// setOp is storeOp for a set without a CAS, which stores the item whatever
// the table holds under its key: the table's Put writes it in one locked
// read and write, without reading the row first to choose between Insert
// and Update.
func (c *container) setOp(it *item, useCAS bool) func(engines.Txn) (result, error) {
	s := &setWrite{c: c, it: it, useCAS: useCAS}
	// it.key is the write's own copy (conn.store), unchanged while the
	// write may run: a string of it needs no copy of its own.
	s.pk[0] = unsafe.String(unsafe.SliceData(it.key), len(it.key))
	return s.run
}

// setWrite is one set's write (setOp), its state in one allocation.
type setWrite struct {
	c      *container
	it     *item // the command's item, given the CAS written
	w      item  // the item written
	pk     [1]any
	useCAS bool
}

func (s *setWrite) run(tx engines.Txn) (result, error) {
	s.w = *s.it
	s.w.cas = 0
	if s.useCAS {
		s.w.cas = nextCAS()
	}
	if _, err := s.c.putter.Put(tx, s.pk[:], s.c.keep, s); err != nil {
		return 0, err
	}
	s.c.stored(s.it, &s.w)
	return resStored, nil
}

// BuildRow implements kv.RowBuilder: the item over the columns of the
// stored row the set keeps (c.keep), if there is one.
func (s *setWrite) BuildRow(old sql.Row) (sql.Row, error) { return s.c.toRow(old, &s.w) }

// stored gives it the CAS of w, the item a storage command wrote for it.
func (c *container) stored(it, w *item) {
	it.cas = w.cas
	if c.casCol < 0 {
		it.cas = casDigest(w.value, w.flags)
	}
}

func (c *container) deleteOp(key []byte, casIn uint64) func(engines.Txn) (result, error) {
	return func(tx engines.Txn) (result, error) {
		row, err := c.find(tx, key)
		if err != nil {
			return 0, err
		}
		it, ok := c.live(row, key)
		if !ok {
			return resNotFound, nil
		}
		if casIn != 0 && casIn != it.cas {
			return resExists, nil
		}
		return resDeleted, c.tbl.Delete(tx, row)
	}
}

// deltaOp runs incr/decr. out receives the new value and CAS.
func (c *container) deltaOp(key []byte, d uint64, decr bool, casIn uint64, create *item, useCAS bool, out *item) func(engines.Txn) (result, error) {
	return func(tx engines.Txn) (result, error) {
		row, err := c.find(tx, key)
		if err != nil {
			return 0, err
		}
		old, ok := c.live(row, key)
		var nw item
		if !ok {
			if create == nil {
				return resNotFound, nil
			}
			nw = *create
		} else {
			n, res := deltaOn(old.value, casIn, old.cas, d, decr)
			if res != resStored {
				return res, nil
			}
			nw = item{key: key, value: strconvAppendUint(nil, n), flags: old.flags, exp: old.exp}
		}
		if useCAS {
			nw.cas = nextCAS()
		}
		if err := c.put(tx, row, &nw); err != nil {
			return 0, err
		}
		*out = nw
		if c.casCol < 0 {
			out.cas = casDigest(nw.value, nw.flags)
		}
		return resStored, nil
	}
}

func (c *container) touchOp(key []byte, exp int64, out *item) func(engines.Txn) (result, error) {
	return func(tx engines.Txn) (result, error) {
		row, err := c.find(tx, key)
		if err != nil {
			return 0, err
		}
		it, ok := c.live(row, key)
		if !ok {
			return resNotFound, nil
		}
		*out = it
		out.exp = exp
		if c.expCol < 0 {
			return resTouched, nil
		}
		nr := append(sql.Row(nil), row...)
		if nr[c.expCol], err = expColumn(c.def.Schema[c.expCol], exp); err != nil {
			return 0, err
		}
		return resTouched, c.tbl.Update(tx, row, nr)
	}
}

// scan returns the live items whose keys lie in [lo, hi] per the bounds
// (range gets). Keys come back as stored.
func (c *container) scan(tx engines.Txn, lo, hi *engines.Bound, fn func(item)) error {
	it, err := c.tbl.Read(tx, engines.ReadRequest{Index: c.index, Lower: lo, Upper: hi})
	if err != nil {
		return err
	}
	defer it.Close()
	for {
		row, err := it.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		key := appendColumn(nil, c.def.Schema[c.keyCol].Type, row[c.keyCol])
		if i, ok := c.live(row, key); ok {
			fn(i)
		}
	}
}
