package kv

import (
	"fmt"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/keyenc"
	"handlerd/engines/rowenc"
)

// RowEncoder computes the entries kv keeps for a row in each of a table's
// trees, for engines that build a table's trees in bulk (the S3 Loader)
// rather than through transactions. The layout is the one kv reads: see
// the package comment.
type RowEncoder struct {
	def     *engines.TableDef
	codec   *rowenc.Codec
	pk      keyenc.Key
	indexes []keyenc.Key
}

// RowEntries is one row's entries. Slices are reused by the next Encode
// into the same RowEntries.
type RowEntries struct {
	// Primary is the primary tree key; Row is its value, the encoded row.
	Primary, Row []byte
	// Index holds, by index number - 1, the secondary index entry key:
	// the encoded index columns followed by Primary. Index trees store no
	// value. IndexPrefix is the length of the index-column part and
	// IndexNull reports a NULL among the index columns (unique indexes
	// admit repeated NULLs).
	Index       [][]byte
	IndexPrefix []int
	IndexNull   []bool
}

// NewRowEncoder prepares the encoding of def's rows.
func NewRowEncoder(def *engines.TableDef) (*RowEncoder, error) {
	if err := def.Validate(); err != nil {
		return nil, err
	}
	codec, err := rowenc.New(def.Schema)
	if err != nil {
		return nil, err
	}
	e := &RowEncoder{def: def, codec: codec}
	if !def.Keyless() {
		if e.pk, err = keyParts(def, def.IndexColumns(0)); err != nil {
			return nil, err
		}
	}
	for _, ix := range def.Indexes {
		k, err := keyParts(def, ix.Columns)
		if err != nil {
			return nil, fmt.Errorf("index %s: %w", ix.Name, err)
		}
		e.indexes = append(e.indexes, k)
	}
	return e, nil
}

// Key returns the key encoding of index number n (0 = primary key; nil
// for a keyless table's primary tree).
func (e *RowEncoder) Key(n int) keyenc.Key {
	if n == 0 {
		return e.pk
	}
	return e.indexes[n-1]
}

// Encode fills out with row's entries. Keyless tables have no key to
// derive from the row: the caller supplies one in keyless (kv itself uses
// a hash of the row plus a random row id; any unique key works for reads).
func (e *RowEncoder) Encode(row sql.Row, keyless []byte, out *RowEntries) error {
	if err := checkWidth(e.def, row); err != nil {
		return err
	}
	var err error
	if out.Row, err = e.codec.Encode(out.Row[:0], row); err != nil {
		return err
	}
	if e.pk == nil {
		out.Primary = append(out.Primary[:0], keyless...)
	} else if out.Primary, err = e.pk.Append(out.Primary[:0], keyValues(row, e.def.IndexColumns(0))); err != nil {
		return err
	}
	n := len(e.indexes)
	if len(out.Index) != n {
		out.Index, out.IndexPrefix, out.IndexNull = make([][]byte, n), make([]int, n), make([]bool, n)
	}
	for i, k := range e.indexes {
		vals := keyValues(row, e.def.Indexes[i].Columns)
		out.IndexNull[i] = false
		for _, v := range vals {
			if v == nil {
				out.IndexNull[i] = true
			}
		}
		b, err := k.Append(out.Index[i][:0], vals)
		if err != nil {
			return err
		}
		out.IndexPrefix[i] = len(b)
		out.Index[i] = append(b, out.Primary...)
	}
	return nil
}

// Decode decodes an encoded row (want as in rowenc.Codec.Decode).
func (e *RowEncoder) Decode(v []byte, want []bool) (sql.Row, error) { return e.codec.Decode(v, want) }

// FormatKey prints key values as MySQL does in "Duplicate entry '…'".
func FormatKey(vals []any) string { return formatKey(vals) }
