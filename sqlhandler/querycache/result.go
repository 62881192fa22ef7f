package querycache

import (
	"encoding/binary"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/dolthub/vitess/go/sqltypes"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"
)

// A cached result is kept the way MySQL's query cache keeps it, as the
// bytes of its rows rather than as Go values: one pointer-free []byte per
// result, which the garbage collector never scans however full the cache
// is, plus the column definitions, shared by every result of the same
// shape (a 20-column SELECT has 20 of them, each a protobuf with half a
// dozen strings: kept per result they would outweigh its rows).
//
// Row encoding, value after value: a tag (uvarint) — 0 NULL; 1 a value of
// its column's type; 2 a value of another type, whose type (uvarint)
// follows — then, unless NULL, the length (uvarint) and the bytes.

// encodeRows appends rows to buf.
func encodeRows(buf []byte, fields []*querypb.Field, rows [][]sqltypes.Value) []byte {
	for _, r := range rows {
		for i, v := range r {
			switch {
			case v.IsNull():
				buf = append(buf, 0)
				continue
			case i < len(fields) && v.Type() == fields[i].Type:
				buf = append(buf, 1)
			default:
				buf = append(buf, 2)
				buf = binary.AppendUvarint(buf, uint64(v.Type()))
			}
			raw := v.Raw()
			buf = binary.AppendUvarint(buf, uint64(len(raw)))
			buf = append(buf, raw...)
		}
	}
	return buf
}

// decodeRows rebuilds n rows of len(fields) values; the values share data,
// which is never modified.
func decodeRows(data []byte, fields []*querypb.Field, n int) [][]sqltypes.Value {
	cols := len(fields)
	vals := make([]sqltypes.Value, n*cols)
	rows := make([][]sqltypes.Value, n)
	off := 0
	for r := 0; r < n; r++ {
		row := vals[r*cols : (r+1)*cols : (r+1)*cols]
		for c := range row {
			tag, k := binary.Uvarint(data[off:])
			off += k
			if tag == 0 {
				row[c] = sqltypes.NULL
				continue
			}
			typ := fields[c].Type
			if tag == 2 {
				t, k := binary.Uvarint(data[off:])
				off += k
				typ = querypb.Type(t)
			}
			l, k := binary.Uvarint(data[off:])
			off += k
			row[c] = sqltypes.MakeTrusted(typ, data[off:off+int(l):off+int(l)])
			off += int(l)
		}
		rows[r] = row
	}
	return rows
}

// fieldsSize is what the column definitions weigh on the wire, which is
// what each result is accounted for them (as in MySQL, where they are part
// of every cached result), though the cache keeps each shape once.
func fieldsSize(fields []*querypb.Field) int64 {
	n := int64(0)
	for _, f := range fields {
		n += 24 + int64(len(f.Name)+len(f.OrgName)+len(f.Table)+len(f.OrgTable)+len(f.Database))
	}
	return n
}

// shapes interns column definitions. It is bounded: past maxShapes
// distinct shapes, results keep their own copy.
type shapes struct {
	m sync.Map // shape key -> []*querypb.Field
	n atomic.Int64
}

const maxShapes = 4096

// sameFields reports whether a and b define the same columns.
func sameFields(a, b []*querypb.Field) bool {
	if len(a) != len(b) || a == nil {
		return false
	}
	for i, x := range a {
		y := b[i]
		if x.Name != y.Name || x.OrgName != y.OrgName || x.Table != y.Table || x.OrgTable != y.OrgTable ||
			x.Database != y.Database || x.Type != y.Type || x.ColumnLength != y.ColumnLength ||
			x.Charset != y.Charset || x.Decimals != y.Decimals || x.Flags != y.Flags {
			return false
		}
	}
	return true
}

// intern returns the shared definitions equal to fields and true, or
// fields and false once maxShapes shapes are known.
func (s *shapes) intern(fields []*querypb.Field) ([]*querypb.Field, bool) {
	var b strings.Builder
	for _, f := range fields {
		for _, str := range []string{f.Name, f.OrgName, f.Table, f.OrgTable, f.Database} {
			b.WriteString(strconv.Itoa(len(str)))
			b.WriteByte(':')
			b.WriteString(str)
		}
		for _, n := range []uint64{uint64(f.Type), uint64(f.ColumnLength), uint64(f.Charset), uint64(f.Decimals), uint64(f.Flags)} {
			b.WriteString(strconv.FormatUint(n, 10))
			b.WriteByte(',')
		}
		b.WriteByte(';')
	}
	key := b.String()
	if v, ok := s.m.Load(key); ok {
		return v.([]*querypb.Field), true
	}
	if s.n.Load() >= maxShapes {
		return fields, false
	}
	v, loaded := s.m.LoadOrStore(key, fields)
	if !loaded {
		s.n.Add(1)
	}
	return v.([]*querypb.Field), true
}
