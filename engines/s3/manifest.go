package s3

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"handlerd/engines"
	"handlerd/engines/catalog"
)

// manifestFormat is the manifest layout version this code writes and reads.
const manifestFormat = 1

// VersionOption is the TableDef option under which an S3 table's
// definition carries the archive version it describes (see layout.go).
// Like every option starting with "_", it is engine-private: SQL cannot
// set it and SHOW CREATE TABLE should not print it.
const VersionOption = "_S3_VERSION"

// manifest is one archived table: everything needed to read it, uploaded
// after every block as the commit point. It is JSON so an operator can read
// it with any S3 tool.
type manifest struct {
	Format   int    `json:"format"`
	Version  string `json:"version"`
	Database string `json:"database"`
	// Table is the definition as catalog.MarshalTable writes it.
	Table         json.RawMessage `json:"table"`
	Rows          uint64          `json:"rows"`
	AutoIncrement uint64          `json:"auto_increment,omitempty"`
	Compression   string          `json:"compression"`
	BlockSize     int             `json:"block_size"`
	Created       time.Time       `json:"created"`
	// Prefix is the key prefix of the data objects (see layout.go);
	// Objects are their names under it.
	Prefix  string     `json:"prefix"`
	Objects []string   `json:"objects"`
	Trees   []treeMeta `json:"trees"`
	// StoredBytes is the total of the blocks' stored sizes.
	StoredBytes int64 `json:"stored_bytes"`
	RawBytes    int64 `json:"raw_bytes"`
}

// treeMeta is the block index of one tree: the primary tree (Index 0) or a
// secondary index (Index = IndexDef.ID).
type treeMeta struct {
	Index   uint32      `json:"index"`
	Entries uint64      `json:"entries"`
	Blocks  []blockMeta `json:"blocks"`
}

// blockMeta locates one block and says what it holds.
type blockMeta struct {
	Object  int    `json:"obj"`
	Offset  int64  `json:"off"`
	Size    int64  `json:"size"` // stored bytes
	Raw     int64  `json:"raw"`  // uncompressed bytes
	Entries int    `json:"n"`
	Codec   string `json:"codec"`
	// First and Last are the block's smallest and largest keys.
	First []byte `json:"first"`
	Last  []byte `json:"last"`
	// Min and Max (primary tree only) hold per column the smallest and
	// largest value in the block, key-encoded (engines/keyenc, so byte
	// order is SQL order; text and binary values cut to statPrefix
	// characters), nil for columns that are all NULL or cannot be
	// key-encoded (JSON, spatial).
	Min [][]byte `json:"min,omitempty"`
	Max [][]byte `json:"max,omitempty"`
}

// tableMeta is a manifest prepared for reading.
type tableMeta struct {
	seq      uint64 // page cache identity, unique in this process
	db, name string
	m        *manifest
	def      *engines.TableDef // decoded from m.Table (ID as stored)
	trees    map[uint32]*treeMeta
}

func newTableMeta(m *manifest, seq uint64) (*tableMeta, error) {
	if m.Format != manifestFormat {
		return nil, fmt.Errorf("manifest format %d is not supported (want %d)", m.Format, manifestFormat)
	}
	if !validVersion(m.Version) {
		return nil, fmt.Errorf("manifest has a bad version %q", m.Version)
	}
	def, err := catalog.UnmarshalTable(m.Database, m.Table)
	if err != nil {
		return nil, fmt.Errorf("manifest table definition: %w", err)
	}
	if def.Options == nil {
		def.Options = map[string]string{}
	}
	def.Options[VersionOption] = m.Version
	tm := &tableMeta{seq: seq, db: m.Database, name: def.Name, m: m, def: def, trees: map[uint32]*treeMeta{}}
	for i := range m.Trees {
		t := &m.Trees[i]
		for j := range t.Blocks {
			b := &t.Blocks[j]
			if b.Object < 0 || b.Object >= len(m.Objects) || b.Size <= 0 || b.Raw <= 0 || b.Entries <= 0 {
				return nil, fmt.Errorf("manifest: tree %d block %d is malformed", t.Index, j)
			}
			if j > 0 && bytes.Compare(t.Blocks[j-1].Last, b.First) >= 0 {
				return nil, fmt.Errorf("manifest: tree %d blocks are out of order", t.Index)
			}
		}
		tm.trees[t.Index] = t
	}
	if _, ok := tm.trees[0]; !ok {
		return nil, fmt.Errorf("manifest has no primary tree")
	}
	return tm, nil
}

// parseManifest decodes a manifest object.
func parseManifest(data []byte, seq uint64) (*tableMeta, error) {
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	return newTableMeta(&m, seq)
}

// findBlock returns the index of the block of t that may hold key: the
// first whose last key is >= key. ok is false when key is past every block
// or falls between two blocks (no block can hold it: it is skipped).
func (t *treeMeta) findBlock(key []byte) (i int, ok bool) {
	i = sort.Search(len(t.Blocks), func(i int) bool { return bytes.Compare(t.Blocks[i].Last, key) >= 0 })
	if i == len(t.Blocks) {
		return i, false
	}
	return i, bytes.Compare(t.Blocks[i].First, key) <= 0
}

// seekBlock returns the index of the first block holding a key >= key
// (len(Blocks) if none).
func (t *treeMeta) seekBlock(key []byte) int {
	return sort.Search(len(t.Blocks), func(i int) bool { return bytes.Compare(t.Blocks[i].Last, key) >= 0 })
}

// tableDef returns the definition a manifest describes, as discovery hands
// it to the catalog: the ID is 0 (the catalog assigns its own) and
// VersionOption names the archive.
func (tm *tableMeta) tableDef() *engines.TableDef {
	d := tm.def.Clone()
	d.ID = 0
	d.Engine = engines.S3
	return d
}
