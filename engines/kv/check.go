package kv

import (
	"bytes"
	"fmt"

	"handlerd/engines"
)

// Check implements engines.Checker (CHECK TABLE): every row has exactly
// one entry in every secondary index, every index entry points at a row
// that produces it, and the stored row count is the number of rows.
func (t *table) Check(etx engines.Txn) ([]string, error) {
	tx := asTxn(etx)
	var problems []string
	report := func(format string, args ...any) bool {
		problems = append(problems, fmt.Sprintf(format, args...))
		return len(problems) < 20 // enough to diagnose; stop flooding
	}
	c, err := tx.cursor(t.trees[0])
	if err != nil {
		return nil, err
	}
	rows := uint64(0)
	for k, v := c.seekGE(nil); k != nil; k, v = c.next() {
		rows++
		row, err := t.decode(v, nil)
		if err != nil {
			if !report("row %x: %v", k, err) {
				break
			}
			continue
		}
		if t.pk != nil {
			if want, err := t.primaryKey(row); err != nil || !bytes.Equal(want, k) {
				if !report("row stored under key %x encodes to %x", k, want) {
					break
				}
			}
		}
		for i := range t.indexes {
			prefix, _, err := t.indexPrefix(i, row)
			if err != nil {
				return nil, err
			}
			if _, ok, err := tx.get(t.trees[i+1], append(prefix, k...)); err != nil {
				return nil, err
			} else if !ok && !report("index %s lacks the entry of row %x", t.def.Indexes[i].Name, k) {
				break
			}
		}
	}
	c.close()
	if n, err := t.RowCount(tx); err != nil {
		return nil, err
	} else if n != rows {
		report("row count is %d, the table holds %d rows", n, rows)
	}
	for i := range t.indexes {
		ic, err := tx.cursor(t.trees[i+1])
		if err != nil {
			return nil, err
		}
		entries := uint64(0)
		for k, _ := ic.seekGE(nil); k != nil; k, _ = ic.next() {
			entries++
			_, pkKey, err := t.indexes[i].Split(k)
			if err != nil {
				report("index %s entry %x: %v", t.def.Indexes[i].Name, k, err)
				continue
			}
			if _, ok, err := tx.get(t.trees[0], pkKey); err != nil {
				ic.close()
				return nil, err
			} else if !ok {
				report("index %s entry %x points at a missing row", t.def.Indexes[i].Name, k)
			}
		}
		ic.close()
		if entries != rows {
			report("index %s has %d entries for %d rows", t.def.Indexes[i].Name, entries, rows)
		}
	}
	return problems, nil
}
