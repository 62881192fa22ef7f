package btree

import (
	"bytes"

	"github.com/tidwall/btree"
	bolt "go.etcd.io/bbolt"
)

// mergeCursor walks one tree through a snapshot's layers and bbolt: an
// n-way merge where, among entries with the same key, the newest source
// wins, and a winning tombstone hides the key. Unlike kv's mergedCursor it
// keeps the full kv.Cursor contract: it may change direction at any
// position (kv seeks forward, then steps back).
type mergeCursor struct {
	srcs []msrc // newest first
	back bool   // moving backward
	cur  []byte // the current key; nil when off either end
	sn   *snapshot
}

// msrc is one source: an overlay layer's tree (c nil) or bbolt's bucket.
// k is nil when the source is exhausted in the cursor's direction.
type msrc struct {
	it   btree.IterG[mitem]
	c    *bolt.Cursor
	k, v []byte
	del  bool
}

func newMergeCursor(sn *snapshot, b *bolt.Bucket, trees ...*mtree) *mergeCursor {
	m := &mergeCursor{sn: sn}
	for _, tr := range trees {
		if tr != nil {
			m.srcs = append(m.srcs, msrc{it: tr.Iter()})
		}
	}
	if b != nil {
		m.srcs = append(m.srcs, msrc{c: b.Cursor()})
	}
	return m
}

func (s *msrc) at(ok bool) {
	if !ok {
		s.k, s.v, s.del = nil, nil, false
		return
	}
	it := s.it.Item()
	s.k, s.v, s.del = it.key(), it.value(), it.del()
}

func (s *msrc) first() {
	if s.c != nil {
		s.k, s.v = s.c.First()
		return
	}
	s.at(s.it.First())
}

func (s *msrc) last() {
	if s.c != nil {
		s.k, s.v = s.c.Last()
		return
	}
	s.at(s.it.Last())
}

func (s *msrc) seek(key []byte) {
	if s.c != nil {
		s.k, s.v = s.c.Seek(key)
		return
	}
	s.at(s.it.Seek(probe(key)))
}

func (s *msrc) next() {
	if s.c != nil {
		s.k, s.v = s.c.Next()
		return
	}
	s.at(s.it.Next())
}

func (s *msrc) prev() {
	if s.c != nil {
		s.k, s.v = s.c.Prev()
		return
	}
	s.at(s.it.Prev())
}

// step moves s one entry on in the cursor's direction.
func (m *mergeCursor) step(s *msrc) {
	if m.back {
		s.prev()
	} else {
		s.next()
	}
}

func (m *mergeCursor) First() ([]byte, []byte) {
	for i := range m.srcs {
		m.srcs[i].first()
	}
	m.back = false
	return m.settle()
}

func (m *mergeCursor) Last() ([]byte, []byte) {
	for i := range m.srcs {
		m.srcs[i].last()
	}
	m.back = true
	return m.settle()
}

func (m *mergeCursor) Seek(key []byte) ([]byte, []byte) {
	for i := range m.srcs {
		m.srcs[i].seek(key)
	}
	m.back = false
	return m.settle()
}

func (m *mergeCursor) Next() ([]byte, []byte) {
	if m.cur == nil {
		return nil, nil
	}
	if m.back {
		// Every source to its first entry after cur.
		for i := range m.srcs {
			s := &m.srcs[i]
			if s.seek(m.cur); s.k != nil && bytes.Equal(s.k, m.cur) {
				s.next()
			}
		}
		m.back = false
		return m.settle()
	}
	m.advance(m.cur)
	return m.settle()
}

func (m *mergeCursor) Prev() ([]byte, []byte) {
	if m.cur == nil {
		return nil, nil
	}
	if !m.back {
		// Every source to its last entry before cur.
		for i := range m.srcs {
			s := &m.srcs[i]
			if s.seek(m.cur); s.k == nil {
				s.last()
			} else {
				s.prev()
			}
		}
		m.back = true
		return m.settle()
	}
	m.advance(m.cur)
	return m.settle()
}

// advance steps every source positioned on key.
func (m *mergeCursor) advance(key []byte) {
	for i := range m.srcs {
		if s := &m.srcs[i]; s.k != nil && bytes.Equal(s.k, key) {
			m.step(s)
		}
	}
}

// settle lands on the first visible entry in the cursor's direction: the
// smallest key (largest going back) of all sources, taken from the newest
// source holding it; a tombstone there is skipped with the key.
func (m *mergeCursor) settle() ([]byte, []byte) {
	for {
		best := -1
		for i := range m.srcs {
			s := &m.srcs[i]
			if s.k == nil {
				continue
			}
			if best < 0 {
				best = i
				continue
			}
			c := bytes.Compare(s.k, m.srcs[best].k)
			if m.back {
				c = -c
			}
			if c < 0 {
				best = i
			}
		}
		if best < 0 {
			m.cur = nil
			return nil, nil
		}
		b := &m.srcs[best]
		if !b.del {
			m.cur = b.k
			return b.k, b.v
		}
		m.advance(b.k)
	}
}

func (m *mergeCursor) Close() {
	if m.sn == nil {
		return
	}
	for i := range m.srcs {
		if m.srcs[i].c == nil {
			m.srcs[i].it.Release()
		}
	}
	m.srcs = nil
	m.sn.closeCursor()
	m.sn = nil
}
