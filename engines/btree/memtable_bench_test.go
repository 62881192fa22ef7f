package btree

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"testing"

	"handlerd/engines/kv"
)

// BenchmarkMemtableInsert models sysbench oltp_insert on the committer:
// groups of 8 one-row inserts (a sequential primary key with a 190-byte
// row, a random secondary index entry), a published version after each
// group (1, 4 or 16 inserts), 150,000 rows per memtable (about one flush's worth).
func BenchmarkMemtableInsert(b *testing.B) {
	for _, group := range []int{1, 4, 16} {
		b.Run(fmt.Sprintf("group%d", group), func(b *testing.B) { benchMemtableInsert(b, group) })
	}
}

func benchMemtableInsert(b *testing.B, group int) {
	const perFlush = 150_000
	r := rand.New(rand.NewPCG(1, 2))
	row := make([]byte, 190)
	base := func(uint64) layerMeta { return layerMeta{} }
	m := newMemtable()
	id := uint64(0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		if id%perFlush == 0 {
			m = newMemtable()
		}
		id++
		pk := binary.BigEndian.AppendUint64(nil, id)
		ik := binary.BigEndian.AppendUint32(nil, r.Uint32())
		ik = append(ik, pk...)
		m.apply(&kv.Batch{
			Ops: []kv.Op{
				{Tree: kv.Tree{Table: 1}, Key: pk, Value: row},
				{Tree: kv.Tree{Table: 1, Index: 1}, Key: ik},
			},
			CountDelta: map[uint64]int64{1: 1},
		}, base)
		if i%group == group-1 {
			m.publish()
		}
	}
}
