package btree

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"os"

	"golang.org/x/sys/unix"
)

// checkPages walks the page tree of the bbolt file at path, by reading its
// bytes, before bbolt opens it.
//
// bbolt's Open rebuilds the freelist (the file is written with
// NoFreelistSync) by walking every page reachable from the root, in a
// goroutine of its own: a damaged page there (a wrong id or type, an
// element pointing outside its page, a page past the end of a truncated
// file) is a panic or a fault no recover can catch, and the process dies
// instead of reporting the file. So every page that walk would touch is
// checked first, here, where damage is an error: the page lies within the
// file and below the high-water mark, says it is the page referenced,
// is a branch or leaf page whose elements lie within it, and is
// referenced once (a cycle would recurse forever).
//
// A file bbolt would refuse anyway (missing, empty, no valid meta page)
// passes, for Open to report; so does a file another process holds
// locked, since its pages may be changing (Open then reports it in use).
func checkPages(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	if unix.Flock(int(f.Fd()), unix.LOCK_SH|unix.LOCK_NB) != nil {
		return nil
	}
	defer unix.Flock(int(f.Fd()), unix.LOCK_UN)
	fi, err := f.Stat()
	if err != nil || fi.Size() < pageHeaderSize+metaSize {
		return nil
	}
	data, err := unix.Mmap(int(f.Fd()), 0, int(fi.Size()), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		return nil
	}
	defer unix.Munmap(data)
	m, ok := chooseMeta(data)
	if !ok {
		return nil
	}
	pages := uint64(len(data)) / uint64(m.pageSize)
	w := &pageWalker{data: data, pageSize: int(m.pageSize), hwm: m.pgid, seen: make([]uint64, pages/64+1)}
	return w.page(m.root, 0)
}

// The on-disk format (bbolt's internal/common).
const (
	pageHeaderSize   = 16 // id uint64, flags uint16, count uint16, overflow uint32
	branchElemSize   = 16 // pos uint32, ksize uint32, pgid uint64
	leafElemSize     = 16 // flags uint32, pos uint32, ksize uint32, vsize uint32
	bucketHeaderSize = 16 // root uint64, sequence uint64
	metaSize         = 64
	branchPageFlag   = 0x01
	leafPageFlag     = 0x02
	bucketLeafFlag   = 0x01
	boltMagic        = 0xED0CDAED
	boltVersion      = 2
	// maxDepth bounds the recursion: a B+tree of 2^64 pages is far less deep.
	maxDepth = 64
)

type boltMeta struct {
	pageSize   uint32
	root, pgid uint64 // root bucket's page, high-water mark
	txid       uint64
}

// readMeta decodes and validates the meta page at off.
func readMeta(data []byte, off int) (boltMeta, bool) {
	if off < 0 || off+pageHeaderSize+metaSize > len(data) {
		return boltMeta{}, false
	}
	b := data[off+pageHeaderSize : off+pageHeaderSize+metaSize]
	le := binary.LittleEndian
	h := fnv.New64a()
	h.Write(b[:56])
	if le.Uint32(b[0:]) != boltMagic || le.Uint32(b[4:]) != boltVersion || h.Sum64() != le.Uint64(b[56:]) {
		return boltMeta{}, false
	}
	return boltMeta{pageSize: le.Uint32(b[8:]), root: le.Uint64(b[16:]), pgid: le.Uint64(b[40:]), txid: le.Uint64(b[48:])}, true
}

// chooseMeta picks the meta page bbolt will use: the valid one with the
// higher transaction id.
func chooseMeta(data []byte) (boltMeta, bool) {
	m0, ok0 := readMeta(data, 0)
	if !ok0 {
		// The second meta page's offset needs the page size, which the
		// first one holds; bbolt then tries the OS page size.
		m1, ok1 := readMeta(data, os.Getpagesize())
		return m1, ok1
	}
	m1, ok1 := readMeta(data, int(m0.pageSize))
	if ok1 && m1.txid > m0.txid && m1.pageSize == m0.pageSize {
		return m1, true
	}
	return m0, m0.pageSize >= 512
}

type pageWalker struct {
	data     []byte
	pageSize int
	hwm      uint64
	seen     []uint64 // bitset of the pages referenced so far
}

// page checks page id and everything below it.
func (w *pageWalker) page(id uint64, depth int) error {
	if depth > maxDepth {
		return fmt.Errorf("page %d: the tree is deeper than %d levels", id, maxDepth)
	}
	if id < 2 || id >= w.hwm {
		return fmt.Errorf("page %d: out of bounds (the file's pages end at %d)", id, w.hwm)
	}
	off := uint64(w.pageSize) * id
	if off/uint64(w.pageSize) != id || off+pageHeaderSize > uint64(len(w.data)) {
		return fmt.Errorf("page %d lies past the end of the file, which is truncated", id)
	}
	if !w.mark(id) {
		return fmt.Errorf("page %d: referenced twice", id)
	}
	le := binary.LittleEndian
	hdr := w.data[off:]
	if got := le.Uint64(hdr); got != id {
		return fmt.Errorf("page %d identifies itself as page %d", id, got)
	}
	overflow := uint64(le.Uint32(hdr[12:]))
	end := off + uint64(w.pageSize)*(overflow+1)
	if id+overflow >= w.hwm || end < off || end > uint64(len(w.data)) {
		return fmt.Errorf("page %d: its %d overflow pages run past the end of the file", id, overflow)
	}
	for i := uint64(1); i <= overflow; i++ {
		if !w.mark(id + i) {
			return fmt.Errorf("page %d: referenced twice", id+i)
		}
	}
	return w.elements(w.data[off:end], id, depth)
}

// elements checks a branch or leaf page's elements (p is the page with
// its overflow, or an inline bucket's page) and descends.
func (w *pageWalker) elements(p []byte, id uint64, depth int) error {
	le := binary.LittleEndian
	flags, count := le.Uint16(p[8:]), int(le.Uint16(p[10:]))
	if pageHeaderSize+count*16 > len(p) {
		return fmt.Errorf("page %d: %d elements do not fit in it", id, count)
	}
	for i := range count {
		at := pageHeaderSize + i*16
		e := p[at:]
		switch flags {
		case branchPageFlag:
			pos, ksize := uint64(le.Uint32(e[0:])), uint64(le.Uint32(e[4:]))
			if uint64(at)+pos+ksize > uint64(len(p)) {
				return fmt.Errorf("page %d: branch element %d lies outside the page", id, i)
			}
			if err := w.page(le.Uint64(e[8:]), depth+1); err != nil {
				return err
			}
		case leafPageFlag:
			eflags, pos := le.Uint32(e[0:]), uint64(le.Uint32(e[4:]))
			ksize, vsize := uint64(le.Uint32(e[8:])), uint64(le.Uint32(e[12:]))
			if uint64(at)+pos+ksize+vsize > uint64(len(p)) {
				return fmt.Errorf("page %d: leaf element %d lies outside the page", id, i)
			}
			if eflags&bucketLeafFlag == 0 {
				continue
			}
			v := p[uint64(at)+pos+ksize : uint64(at)+pos+ksize+vsize]
			if len(v) < bucketHeaderSize {
				return fmt.Errorf("page %d: leaf element %d is a bucket too short for its header", id, i)
			}
			if root := le.Uint64(v); root != 0 {
				if err := w.page(root, depth+1); err != nil {
					return err
				}
			} else if inline := v[bucketHeaderSize:]; len(inline) < pageHeaderSize {
				return fmt.Errorf("page %d: leaf element %d is an inline bucket without a page", id, i)
			} else if err := w.elements(inline, id, depth+1); err != nil {
				return err
			}
		default:
			return fmt.Errorf("page %d: not a branch or leaf page (flags %#x)", id, flags)
		}
	}
	return nil
}

// mark records page id as referenced; it reports false if it already was.
// id is within the file.
func (w *pageWalker) mark(id uint64) bool {
	word, bit := id/64, uint64(1)<<(id%64)
	if w.seen[word]&bit != 0 {
		return false
	}
	w.seen[word] |= bit
	return true
}
