package kv

import (
	"fmt"

	"handlerd/engines"
	"handlerd/engines/rowenc"
)

var _ rowenc.RawGetter = (*table)(nil)

// GetRaw implements rowenc.RawGetter: Get, handing fn the table's codec
// and the row's stored encoding instead of the decoded row.
func (t *table) GetRaw(etx engines.Txn, pk []any, fn func(c *rowenc.Codec, data []byte) error) (found bool, err error) {
	v, ok, err := t.getEncoded(etx, pk)
	if err != nil || !ok {
		return false, err
	}
	return true, fn(t.codec, v)
}

// getEncoded is the stored encoding of the row with primary key pk.
func (t *table) getEncoded(etx engines.Txn, pk []any) ([]byte, bool, error) {
	tx := asTxn(etx)
	if t.pk == nil || len(pk) != len(t.pk) {
		return nil, false, fmt.Errorf("table %s: Get needs the full primary key", t.def.QualifiedName())
	}
	vals, err := convertKey(t.pk, pk)
	if err != nil {
		return nil, false, err
	}
	// The key is only looked up: its buffer serves the transaction's
	// next point read too.
	key, err := t.pk.Append(tx.keyBuf[:0], vals)
	if err != nil {
		return nil, false, err
	}
	tx.keyBuf = key
	return tx.get(t.trees[0], key)
}
