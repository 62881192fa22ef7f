package memcached

import (
	"unsafe"

	"handlerd/engines"
	"handlerd/engines/rowenc"
)

// Gets that read a row's stored encoding rather than a decoded sql.Row
// (the way nosql/handlersocket answers point finds): the value columns'
// bytes go straight into the item's value, which a connection reuses from
// one get to the next, so a get on a BTREE table allocates next to nothing
// of its own. Tables without GetRaw (not stored by engines/kv) and
// containers whose key is not the primary key decode the row (findItem,
// live).

// maxKeptValue is the largest value buffer a connection keeps for its
// next get: a rare huge item is not held for the connection's life.
const maxKeptValue = 64 << 10

// rawRead is a connection's reusable state for raw gets.
type rawRead struct {
	c      *container // the container being read (during GetRaw)
	it     item       // the item read; it.value is the reused buffer
	fields [][]byte
	pk     [1]any
	fn     func(*rowenc.Codec, []byte) error // read, bound once
}

// readItem returns key's live item in c's table as tx sees it; k is the
// key without its @@ prefix; rr is the connection's raw-read state. The
// item's value may be rr's buffer: valid until the connection's next get
// (every caller writes it out, or copies it, before that).
func (c *container) readItem(tx engines.Txn, k, key []byte, rr *rawRead) (item, bool, error) {
	if rg, ok := c.tbl.(rowenc.RawGetter); ok && c.pkIsKey {
		rr.c = c
		// The key bytes as a string without a copy: the table encodes the
		// key (converting it to the column's type first, as for Get's
		// string) and keeps nothing of it past the call.
		rr.pk[0] = unsafe.String(unsafe.SliceData(k), len(k))
		found, err := rg.GetRaw(tx, rr.pk[:], rr.fn)
		rr.pk[0], rr.c = nil, nil
		clear(rr.fields) // they point into the engine's memory
		if err != nil || !found {
			return item{}, false, err
		}
		it := rr.it
		if cap(it.value) > maxKeptValue {
			rr.it.value = nil // the caller keeps this one; the next get allocates
		}
		it.key = key
		return it, !expired(it.exp), nil
	}
	row, err := c.findItem(tx, k)
	if err != nil {
		return item{}, false, err
	}
	it, ok := c.live(row, key)
	return it, ok, nil
}

// read is GetRaw's callback: the item of the stored row data, as toItem
// makes it from the decoded row. Strings and binary strings are their
// stored bytes (appendColumn appends a string's bytes as they are, in
// any character set); other columns are decoded and formatted as
// appendColumn does.
func (rr *rawRead) read(codec *rowenc.Codec, data []byte) error {
	c := rr.c
	fields, err := codec.Fields(rr.fields, data, c.itemCols)
	if err != nil {
		return err
	}
	rr.fields = fields
	v := rr.it.value[:0]
	for i, col := range c.valCols {
		if i > 0 {
			v = append(v, c.sep...)
		}
		switch f := fields[col]; {
		case f == nil: // NULL: empty
		case codec.IsBytes(col):
			v = append(v, f...)
		default:
			x, err := codec.DecodeField(col, f)
			if err != nil {
				return err
			}
			v = appendColumn(v, c.def.Schema[col].Type, x)
		}
	}
	it := item{value: v}
	if c.flagsCol >= 0 {
		u, _, err := intField(codec, c.flagsCol, fields)
		if err != nil {
			return err
		}
		it.flags = uint32(u)
	}
	if c.expCol >= 0 {
		var err error
		if _, it.exp, err = intField(codec, c.expCol, fields); err != nil {
			return err
		}
	}
	if c.casCol >= 0 {
		var err error
		if it.cas, _, err = intField(codec, c.casCol, fields); err != nil {
			return err
		}
	} else {
		it.cas = casDigest(it.value, it.flags)
	}
	rr.it = it
	return nil
}

// intField reads column col of a row split by Codec.Fields as uintOf (u)
// and intOf (s) read its decoded value; NULL reads as 0. Integer columns
// are read without boxing their value.
func intField(codec *rowenc.Codec, col int, fields [][]byte) (u uint64, s int64, err error) {
	f := fields[col]
	if f == nil {
		return 0, 0, nil
	}
	if n, bits, unsigned, ok := codec.Int(col, f); ok {
		u = uint64(n)
		if !unsigned && bits < 64 {
			u &= 1<<bits - 1 // uintOf: a signed column's bits at its width
		}
		return u, n, nil
	}
	x, err := codec.DecodeField(col, f)
	if err != nil {
		return 0, 0, err
	}
	return uintOf(x), intOf(x), nil
}
