package kv

import "bytes"

// mergedCursor walks one tree as a transaction sees it: the snapshot's
// entries with the write set laid over them. It moves in one direction,
// fixed when it is positioned. The overlay is iterated over a copy-on-write
// copy taken at positioning, so the transaction may keep writing while a
// scan is open (an UPDATE scanning the table it changes) without disturbing
// the scan.
type mergedCursor struct {
	reverse bool

	base   Cursor // nil when the snapshot is hidden (TRUNCATE) or absent
	bk, bv []byte

	over   overlayIter // the zero overlayIter when there is no overlay
	oe     entry
	oValid bool
}

func newMergedCursor(base Cursor, o *overlay) *mergedCursor {
	m := &mergedCursor{base: base}
	if o != nil {
		if o.cleared && base != nil {
			base.Close()
			m.base = nil
		}
		if o.len() > 0 {
			m.over = o.iter()
		}
	}
	return m
}

// seekGE positions a forward cursor on the first visible key >= key (nil:
// the first key).
func (m *mergedCursor) seekGE(key []byte) ([]byte, []byte) {
	m.reverse = false
	if m.base != nil {
		if key == nil {
			m.bk, m.bv = m.base.First()
		} else {
			m.bk, m.bv = m.base.Seek(key)
		}
	}
	if key == nil {
		m.oe, m.oValid = m.over.first()
	} else {
		m.oe, m.oValid = m.over.seek(key)
	}
	return m.settle()
}

// seekLT positions a reverse cursor on the last visible key < key (nil: the
// last key).
func (m *mergedCursor) seekLT(key []byte) ([]byte, []byte) {
	m.reverse = true
	if m.base != nil {
		if key == nil {
			m.bk, m.bv = m.base.Last()
		} else if k, _ := m.base.Seek(key); k == nil {
			m.bk, m.bv = m.base.Last()
		} else {
			m.bk, m.bv = m.base.Prev()
		}
	}
	if key == nil {
		m.oe, m.oValid = m.over.last()
	} else if _, ok := m.over.seek(key); !ok {
		m.oe, m.oValid = m.over.last()
	} else {
		m.oe, m.oValid = m.over.prev()
	}
	return m.settle()
}

// next moves one visible entry on in the cursor's direction.
func (m *mergedCursor) next() ([]byte, []byte) {
	c := m.cmp()
	if c <= 0 && m.oValid { // overlay was current (or tied)
		m.stepOverlay()
	}
	if c >= 0 && m.bk != nil { // base was current (or tied)
		m.stepBase()
	}
	return m.settle()
}

// cmp compares the base and overlay positions in the cursor's direction:
// negative when the overlay entry comes first, positive when the base
// entry does, zero on a tie. An exhausted side always comes last.
func (m *mergedCursor) cmp() int {
	switch {
	case !m.oValid && m.bk == nil:
		return 0
	case !m.oValid:
		return 1
	case m.bk == nil:
		return -1
	}
	c := bytes.Compare(m.oe.key, m.bk)
	if m.reverse {
		c = -c
	}
	return c
}

func (m *mergedCursor) stepOverlay() {
	if m.reverse {
		m.oe, m.oValid = m.over.prev()
	} else {
		m.oe, m.oValid = m.over.next()
	}
}

func (m *mergedCursor) stepBase() {
	if m.reverse {
		m.bk, m.bv = m.base.Prev()
	} else {
		m.bk, m.bv = m.base.Next()
	}
}

// settle skips tombstones (and the base entries they hide) and returns the
// current visible entry, or nil at the end.
func (m *mergedCursor) settle() ([]byte, []byte) {
	for {
		c := m.cmp()
		if !m.oValid && m.bk == nil {
			return nil, nil
		}
		if c > 0 { // base entry first, not shadowed
			return m.bk, m.bv
		}
		if !m.oe.deleted {
			return m.oe.key, m.oe.value
		}
		// A tombstone: skip it and, on a tie, the base entry it hides.
		if c == 0 && m.bk != nil {
			m.stepBase()
		}
		m.stepOverlay()
	}
}

// bound passes the range a read stays in to a snapshot cursor that can use
// it (see BoundedCursor).
func (m *mergedCursor) bound(lower, upper []byte) {
	if b, ok := m.base.(BoundedCursor); ok {
		b.Bound(lower, upper)
	}
}

// err reports why the snapshot cursor fell off the end if it failed (see
// ErrCursor); nil for stores whose cursors cannot fail.
func (m *mergedCursor) err() error {
	if ec, ok := m.base.(ErrCursor); ok {
		return ec.Err()
	}
	return nil
}

func (m *mergedCursor) close() {
	if m.base != nil {
		m.base.Close()
		m.base = nil
	}
	m.over.release()
	m.over = overlayIter{}
}
