package s3

import (
	"bufio"
	"bytes"
	"container/heap"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"slices"
	"unsafe"
)

// sorter orders entries (key, value) by key within a memory budget: when
// the buffered entries reach it, they are sorted and written to a temporary
// file as a run; iterating merges the runs with what is still in memory.
// Run files are unlinked as soon as they are created (Unix), so a crash
// leaves nothing behind.
type sorter struct {
	dir       string
	budget    int64
	chunkSize int

	chunks [][]byte // arena holding keys and values
	ents   []sortEnt
	used   int64
	runs   []*os.File
	n      uint64
}

type sortEnt struct {
	chunk      int32
	off        int32
	klen, vlen int32
}

// maxRuns bounds the runs merged at once (each has a read buffer); more
// are first merged into one.
const (
	maxRuns   = 64
	runBuffer = 32 << 10
)

func newSorter(dir string, budget int64) *sorter {
	budget = max(budget, 64<<10)
	return &sorter{dir: dir, budget: budget, chunkSize: int(min(max(budget/16, 4<<10), 1<<20))}
}

func (s *sorter) add(k, v []byte) error {
	need := len(k) + len(v)
	last := len(s.chunks) - 1
	if last < 0 || cap(s.chunks[last])-len(s.chunks[last]) < need {
		size := max(s.chunkSize, need)
		if s.used+int64(size) > s.budget && len(s.ents) > 0 {
			if err := s.spill(); err != nil {
				return err
			}
		}
		s.chunks = append(s.chunks, make([]byte, 0, size))
		s.used += int64(size)
		last = len(s.chunks) - 1
	}
	c := s.chunks[last]
	s.ents = append(s.ents, sortEnt{chunk: int32(last), off: int32(len(c)), klen: int32(len(k)), vlen: int32(len(v))})
	c = append(c, k...)
	s.chunks[last] = append(c, v...)
	s.used += int64(unsafe.Sizeof(sortEnt{}))
	s.n++
	return nil
}

func (s *sorter) key(e sortEnt) []byte {
	return s.chunks[e.chunk][e.off : e.off+e.klen]
}

func (s *sorter) value(e sortEnt) []byte {
	return s.chunks[e.chunk][e.off+e.klen : e.off+e.klen+e.vlen]
}

func (s *sorter) sortMem() {
	slices.SortFunc(s.ents, func(a, b sortEnt) int { return bytes.Compare(s.key(a), s.key(b)) })
}

// spill writes the buffered entries as a sorted run.
func (s *sorter) spill() error {
	s.sortMem()
	if err := s.writeRun(&memSource{s: s, i: -1}); err != nil {
		return err
	}
	s.ents = s.ents[:0]
	s.chunks = s.chunks[:0]
	s.used = 0
	if len(s.runs) >= maxRuns { // merge them into one, to bound read buffers
		runs := s.runs
		s.runs = nil
		if err := s.writeRun(newMerge(runSources(runs))); err != nil {
			return err
		}
		for _, f := range runs {
			f.Close()
		}
	}
	return nil
}

// writeRun writes a sorted stream to a new run file.
func (s *sorter) writeRun(src source) error {
	f, err := os.CreateTemp(s.dir, "handlerd-s3-sort-*")
	if err != nil {
		return fmt.Errorf("S3 load: index sort spill: %w", err)
	}
	os.Remove(f.Name())
	w := bufio.NewWriterSize(f, runBuffer)
	var hdr [2 * binary.MaxVarintLen64]byte
	for src.next() {
		k, v := src.key(), src.value()
		n := binary.PutUvarint(hdr[:], uint64(len(k)))
		n += binary.PutUvarint(hdr[n:], uint64(len(v)))
		w.Write(hdr[:n])
		w.Write(k)
		w.Write(v)
	}
	err = src.err()
	if err == nil {
		err = w.Flush()
	}
	if err == nil {
		_, err = f.Seek(0, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return fmt.Errorf("S3 load: index sort spill: %w", err)
	}
	s.runs = append(s.runs, f)
	return nil
}

func runSources(files []*os.File) []source {
	var out []source
	for _, f := range files {
		out = append(out, &runSource{r: bufio.NewReaderSize(f, runBuffer)})
	}
	return out
}

// close releases run files and memory.
func (s *sorter) close() {
	for _, f := range s.runs {
		f.Close()
	}
	s.runs, s.chunks, s.ents = nil, nil, nil
}

// source is a sorted stream of entries.
type source interface {
	// next advances; it returns false at the end or on an error (err).
	next() bool
	key() []byte
	value() []byte
	err() error
}

// iter returns the entries in key order. The sorter must not be added to
// afterwards.
func (s *sorter) iter() source {
	s.sortMem()
	mem := &memSource{s: s, i: -1}
	if len(s.runs) == 0 {
		return mem
	}
	return newMerge(append([]source{mem}, runSources(s.runs)...))
}

type memSource struct {
	s *sorter
	i int
}

func (m *memSource) next() bool    { m.i++; return m.i < len(m.s.ents) }
func (m *memSource) key() []byte   { return m.s.key(m.s.ents[m.i]) }
func (m *memSource) value() []byte { return m.s.value(m.s.ents[m.i]) }
func (m *memSource) err() error    { return nil }

type runSource struct {
	r    *bufio.Reader
	k, v []byte
	e    error
}

func (r *runSource) next() bool {
	kl, err := binary.ReadUvarint(r.r)
	if err == io.EOF {
		return false
	}
	vl, err2 := binary.ReadUvarint(r.r)
	if err != nil || err2 != nil {
		r.e = fmt.Errorf("S3 load: reading a sort run: %w", errorsJoin(err, err2))
		return false
	}
	buf := make([]byte, kl+vl)
	if _, err := io.ReadFull(r.r, buf); err != nil {
		r.e = fmt.Errorf("S3 load: reading a sort run: %w", err)
		return false
	}
	r.k, r.v = buf[:kl], buf[kl:]
	return true
}

func (r *runSource) key() []byte   { return r.k }
func (r *runSource) value() []byte { return r.v }
func (r *runSource) err() error    { return r.e }

func errorsJoin(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// merge is a k-way merge of sorted sources (ties: the earlier source
// first).
type merge struct {
	h   mergeHeap
	cur source
	e   error
}

type mergeItem struct {
	src source
	ord int
}

type mergeHeap []mergeItem

func (h mergeHeap) Len() int { return len(h) }
func (h mergeHeap) Less(i, j int) bool {
	if c := bytes.Compare(h[i].src.key(), h[j].src.key()); c != 0 {
		return c < 0
	}
	return h[i].ord < h[j].ord
}
func (h mergeHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *mergeHeap) Push(x any)   { *h = append(*h, x.(mergeItem)) }
func (h *mergeHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func newMerge(srcs []source) *merge {
	m := &merge{}
	for i, s := range srcs {
		if s.next() {
			m.h = append(m.h, mergeItem{src: s, ord: i})
		} else if err := s.err(); err != nil && m.e == nil {
			m.e = err
		}
	}
	heap.Init(&m.h)
	return m
}

func (m *merge) next() bool {
	if m.e != nil {
		return false
	}
	if m.cur != nil { // advance the source the last entry came from
		top := &m.h[0]
		if top.src.next() {
			heap.Fix(&m.h, 0)
		} else {
			if err := top.src.err(); err != nil {
				m.e = err
				return false
			}
			heap.Pop(&m.h)
		}
	}
	if len(m.h) == 0 {
		m.cur = nil
		return false
	}
	m.cur = m.h[0].src
	return true
}

func (m *merge) key() []byte   { return m.cur.key() }
func (m *merge) value() []byte { return m.cur.value() }
func (m *merge) err() error    { return m.e }
