package btree

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"handlerd/engines/kv"
)

// Damage bbolt's freelist walk at Open would meet in a goroutine of its
// own (where a panic kills the process, or a reference cycle recurses
// forever) is found before, and reported as an error naming the file.
func TestCheckPagesDamage(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	s, err := OpenStore(path, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	b := &kv.Batch{}
	for i := range 3000 {
		b.Ops = append(b.Ops, kv.Op{Tree: kv.Tree{Table: 1}, Key: fmt.Appendf(nil, "key-%06d", i), Value: []byte(strings.Repeat("v", 50))})
	}
	if err := s.Commit(b)(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := chooseMeta(good)
	if !ok {
		t.Fatal("no valid meta page in the sample")
	}
	ps := int(m.pageSize)
	le := binary.LittleEndian
	// The table's tree: a branch page, found through the root bucket's
	// leaf page.
	var branch int
	root := good[int(m.root)*ps:]
	for i := range int(le.Uint16(root[10:])) {
		e := root[pageHeaderSize+i*16:]
		pos, ksize := int(le.Uint32(e[4:])), int(le.Uint32(e[8:]))
		v := e[pos+ksize:]
		if id := int(le.Uint64(v)); le.Uint32(e)&bucketLeafFlag != 0 && id != 0 && le.Uint16(good[id*ps+8:]) == branchPageFlag {
			branch = id * ps
		}
	}
	if branch == 0 {
		t.Fatal("no multi-level tree in the sample")
	}
	child := func(b []byte, i int) int { return int(le.Uint64(b[branch+pageHeaderSize+i*16+8:])) * ps }
	cases := map[string]func(b []byte){
		// Two branch elements referencing the same page.
		"page referenced twice": func(b []byte) {
			le.PutUint64(b[branch+pageHeaderSize+16+8:], le.Uint64(b[branch+pageHeaderSize+8:]))
		},
		// A branch element referencing its own page: a cycle.
		"cycle": func(b []byte) { le.PutUint64(b[branch+pageHeaderSize+8:], uint64(branch/ps)) },
		// A leaf that says it is a meta page (a valid type to bbolt's
		// page check, not to its walk).
		"leaf marked meta": func(b []byte) { le.PutUint16(b[child(b, 0)+8:], 0x04) },
		// A leaf element whose key lies past the file's end.
		"key outside its page": func(b []byte) { le.PutUint32(b[child(b, 1)+pageHeaderSize+4:], 1<<31) },
		// A child page past the high-water mark.
		"child out of bounds": func(b []byte) { le.PutUint64(b[branch+pageHeaderSize+8:], m.pgid+5) },
	}
	for name, damage := range cases {
		t.Run(name, func(t *testing.T) {
			bad := append([]byte(nil), good...)
			damage(bad)
			if err := os.WriteFile(path, bad, 0o600); err != nil {
				t.Fatal(err)
			}
			s, err := OpenStore(path, DefaultOptions())
			if err == nil {
				s.Close()
				t.Fatal("opened a damaged file")
			}
			t.Log(err)
			if !strings.HasPrefix(err.Error(), "btree: "+path+": the data file is corrupt") {
				t.Fatalf("error does not name the file as corrupt: %v", err)
			}
		})
	}
}
