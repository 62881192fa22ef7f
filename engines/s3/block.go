package s3

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/klauspost/compress/zlib"
	"github.com/klauspost/compress/zstd"
)

// A block is a run of entries of one tree, in key order, that is stored,
// fetched and cached as a unit. Uncompressed layout:
//
//	entry*     uvarint(len key) key uvarint(len value) value
//	offsets    uint32 little-endian per entry: where it starts
//	count      uint32 little-endian
//
// The offsets make a cached block searchable in place (binary search, no
// parsing when it is fetched). A stored block is the layout compressed by
// its codec; blocks that do not shrink are stored raw.

// Codec names, as COMPRESSION_ALGORITHM spells them.
const (
	codecNone = "none"
	codecZlib = "zlib"
	codecZstd = "zstd"
)

// parseCodec validates a COMPRESSION_ALGORITHM value ("" = none).
func parseCodec(s string) (string, error) {
	switch c := strings.ToLower(strings.TrimSpace(s)); c {
	case "", codecNone:
		return codecNone, nil
	case codecZlib, codecZstd:
		return c, nil
	}
	return "", fmt.Errorf("Incorrect value '%s' for option 'compression_algorithm'", s)
}

var (
	zstdEnc, _ = zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedDefault), zstd.WithEncoderConcurrency(1))
	zstdDec, _ = zstd.NewReader(nil, zstd.WithDecoderConcurrency(0), zstd.WithDecoderMaxMemory(64<<20))
	zlibPool   sync.Pool // *zlib.Writer
)

// compress returns the stored form of raw and the codec it used (none when
// compressing does not save space).
func compress(codec string, raw []byte) ([]byte, string) {
	var out []byte
	switch codec {
	case codecZstd:
		out = zstdEnc.EncodeAll(raw, make([]byte, 0, len(raw)/3))
	case codecZlib:
		var buf bytes.Buffer
		buf.Grow(len(raw) / 3)
		w, _ := zlibPool.Get().(*zlib.Writer)
		if w == nil {
			w, _ = zlib.NewWriterLevel(&buf, zlib.DefaultCompression)
		} else {
			w.Reset(&buf)
		}
		w.Write(raw)
		w.Close()
		zlibPool.Put(w)
		out = buf.Bytes()
	default:
		return raw, codecNone
	}
	if len(out) >= len(raw) {
		return raw, codecNone
	}
	return out, codec
}

// decompress restores a stored block of rawLen bytes.
func decompress(codec string, stored []byte, rawLen int) ([]byte, error) {
	switch codec {
	case codecNone, "":
		if len(stored) != rawLen {
			return nil, fmt.Errorf("block is %d bytes, want %d", len(stored), rawLen)
		}
		return stored, nil
	case codecZstd:
		out, err := zstdDec.DecodeAll(stored, make([]byte, 0, rawLen))
		if err != nil {
			return nil, fmt.Errorf("zstd: %w", err)
		}
		if len(out) != rawLen {
			return nil, fmt.Errorf("block decompresses to %d bytes, want %d", len(out), rawLen)
		}
		return out, nil
	case codecZlib:
		r, err := zlib.NewReader(bytes.NewReader(stored))
		if err != nil {
			return nil, fmt.Errorf("zlib: %w", err)
		}
		out := make([]byte, rawLen)
		if _, err := io.ReadFull(r, out); err != nil {
			return nil, fmt.Errorf("zlib: %w", err)
		}
		return out, nil
	}
	return nil, fmt.Errorf("unknown block codec %q", codec)
}

// blockBuilder accumulates entries into one block's layout.
type blockBuilder struct {
	buf     []byte
	offsets []uint32
	first   []byte
	last    []byte
}

func (b *blockBuilder) add(key, value []byte) {
	if len(b.offsets) == 0 {
		b.first = append(b.first[:0], key...)
	}
	b.offsets = append(b.offsets, uint32(len(b.buf)))
	b.buf = binary.AppendUvarint(b.buf, uint64(len(key)))
	b.buf = append(b.buf, key...)
	b.buf = binary.AppendUvarint(b.buf, uint64(len(value)))
	b.buf = append(b.buf, value...)
	b.last = append(b.last[:0], key...)
}

// size is the block's layout size so far.
func (b *blockBuilder) size() int { return len(b.buf) + 4*len(b.offsets) + 4 }

func (b *blockBuilder) count() int { return len(b.offsets) }

// finish returns the layout and resets the builder (the returned slice is
// the caller's).
func (b *blockBuilder) finish() []byte {
	out := make([]byte, 0, b.size())
	out = append(out, b.buf...)
	for _, o := range b.offsets {
		out = binary.LittleEndian.AppendUint32(out, o)
	}
	out = binary.LittleEndian.AppendUint32(out, uint32(len(b.offsets)))
	b.buf, b.offsets = b.buf[:0], b.offsets[:0]
	return out
}

// block is a decoded, searchable block. It is immutable and shared by every
// reader through the page cache.
type block struct {
	data    []byte // entries
	offsets []byte // uint32 per entry
	n       int
}

var errCorrupt = errors.New("corrupt block")

func parseBlock(raw []byte) (*block, error) {
	if len(raw) < 4 {
		return nil, errCorrupt
	}
	n := int(binary.LittleEndian.Uint32(raw[len(raw)-4:]))
	end := len(raw) - 4 - 4*n
	if n <= 0 || end < 0 {
		return nil, errCorrupt
	}
	b := &block{data: raw[:end], offsets: raw[end : len(raw)-4], n: n}
	for i := 0; i < n; i++ { // once per fetch, so entry() can trust the layout
		if k, _ := b.entry(i); k == nil {
			return nil, errCorrupt
		}
	}
	return b, nil
}

// size is the memory the block holds (what the page cache accounts).
func (b *block) size() int64 { return int64(len(b.data) + len(b.offsets) + 4) }

// entry returns entry i. A corrupt entry yields a nil key.
func (b *block) entry(i int) (key, value []byte) {
	off := int(binary.LittleEndian.Uint32(b.offsets[4*i:]))
	if off >= len(b.data) {
		return nil, nil
	}
	p := b.data[off:]
	kl, n := binary.Uvarint(p)
	if n <= 0 || uint64(len(p)-n) < kl {
		return nil, nil
	}
	key = p[n : n+int(kl)]
	p = p[n+int(kl):]
	vl, n := binary.Uvarint(p)
	if n <= 0 || uint64(len(p)-n) < vl {
		return nil, nil
	}
	return key, p[n : n+int(vl) : n+int(vl)]
}

// key returns the key of entry i.
func (b *block) key(i int) []byte {
	k, _ := b.entry(i)
	return k
}

// search returns the index of the first entry whose key is >= key (n if
// none).
func (b *block) search(key []byte) int {
	return sort.Search(b.n, func(i int) bool { return bytes.Compare(b.key(i), key) >= 0 })
}
