package kv

import (
	"bytes"
	"fmt"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// Putter is an optional engines.Table capability of kv tables: a write by
// primary key that inserts the row or replaces the one stored, deciding
// which from one locked read. A caller that would otherwise read the row
// (Get), then Insert (which reads the key again for its duplicate check)
// or Update (which encodes the old row again to find it), pays for one
// read of the key instead of two, and for no old row it does not use
// (memcached's set).
type Putter interface {
	// Put locks primary key pk, reads the row stored under it now (the
	// newest committed version, or the transaction's own write) and
	// writes build's row: as an insert when there was none (old nil;
	// AUTO_INCREMENT is assigned as by Insert), else as an update of old.
	// old holds only the columns keep marks (nil: all); the others are
	// nil. build's row must have primary key pk. inserted reports which
	// it was. An error from build is returned as it is.
	Put(tx engines.Txn, pk []any, keep []bool, build RowBuilder) (inserted bool, err error)
}

// RowBuilder makes the row Put writes from the row stored under its key
// (nil when there is none). An interface rather than a func, so a caller
// can pass the state of its write without a closure to allocate.
type RowBuilder interface {
	BuildRow(old sql.Row) (sql.Row, error)
}

// BuildFunc is a func as a RowBuilder.
type BuildFunc func(old sql.Row) (sql.Row, error)

// BuildRow implements RowBuilder.
func (f BuildFunc) BuildRow(old sql.Row) (sql.Row, error) { return f(old) }

var _ Putter = (*table)(nil)

// Put implements Putter.
func (t *table) Put(etx engines.Txn, pk []any, keep []bool, build RowBuilder) (bool, error) {
	if err := t.readOnly(); err != nil {
		return false, err
	}
	tx := asTxn(etx)
	ws, err := tx.writes()
	if err != nil {
		return false, err
	}
	if t.pk == nil || len(pk) != len(t.pk) {
		return false, fmt.Errorf("table %s: Put needs the full primary key", t.def.QualifiedName())
	}
	vals, err := convertKey(t.pk, pk)
	if err != nil {
		return false, err
	}
	// The key is kept by the write set, with the index entries made
	// after it (addRow): a buffer of their usual size.
	keys, err := t.pk.Append(make([]byte, 0, t.state.keysSize.Load()), vals)
	if err != nil {
		return false, err
	}
	pkKey := keys[:len(keys):len(keys)]
	// Locked first, then read: the read is current, so the row is built
	// from the newest version and no later commit can come between.
	newer, err := t.lockChecked(tx, t.trees[0], pkKey)
	if err != nil {
		return false, err
	}
	v, exists, err := tx.getCurrent(t.trees[0], pkKey, newer)
	if err != nil {
		return false, err
	}
	var old sql.Row
	if exists {
		if len(t.indexes) > 0 {
			keep = nil // the old index entries come from the stored row
		}
		if old, err = t.decode(v, keep); err != nil {
			return false, err
		}
	}
	row, err := build.BuildRow(old)
	if err != nil {
		return false, err
	}
	if err := checkWidth(t.def, row); err != nil {
		return false, err
	}
	if t.autoCol >= 0 {
		// As Insert and Update do.
		if !exists {
			if _, err := t.assignAutoIncrement(tx, row, true); err != nil {
				return false, err
			}
		} else if row[t.autoCol] != nil {
			t.state.observe(t, tx, row[t.autoCol])
		}
	}
	if err := t.checkKey(row, pkKey); err != nil {
		return false, err
	}
	encoded, err := t.encodeRow(row)
	if err != nil {
		return false, err
	}
	if !exists {
		return true, t.addRow(tx, ws, row, encoded, keys, pkKey)
	}
	return false, t.replaceRow(tx, ws, old, row, pkKey, pkKey, encoded)
}

// checkKey checks that row, built for Put, has primary key pkKey: the key
// locked and read.
func (t *table) checkKey(row sql.Row, pkKey []byte) error {
	var buf [128]byte // most keys fit: no allocation
	k, _, err := appendKey(buf[:0], t.pk, row, t.def.IndexColumns(0))
	if err != nil {
		return err
	}
	if !bytes.Equal(k, pkKey) {
		return fmt.Errorf("table %s: Put's row has another primary key", t.def.QualifiedName())
	}
	return nil
}
