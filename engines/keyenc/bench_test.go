package keyenc

import (
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"
)

// BenchmarkAppendText encodes a 32-byte key of a latin1_bin VARCHAR column
// (PAD SPACE, no weights), as every memcached get and set of make bench's
// table does.
func BenchmarkAppendText(b *testing.B) {
	p, err := NewPart(types.MustCreateString(sqltypes.VarChar, 250, sql.Collation_latin1_bin), 0)
	if err != nil {
		b.Fatal(err)
	}
	k := Key{p}
	v := []any{"\x93\x10\x10\x10\x10\x10\x10c1tpmsh4Hp92becYo74ZpoWX"}
	buf := make([]byte, 0, 64)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if buf, err = k.Append(buf[:0], v); err != nil {
			b.Fatal(err)
		}
	}
}
