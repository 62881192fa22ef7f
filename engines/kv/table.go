package kv

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/keyenc"
	"handlerd/engines/rowenc"
)

// table implements engines.Table for one TableDef.
type table struct {
	e       *Engine
	def     *engines.TableDef
	codec   *rowenc.Codec
	pk      keyenc.Key   // primary key parts (nil when keyless)
	indexes []keyenc.Key // secondary index parts, by index number - 1
	trees   []Tree       // by index number
	autoCol int
	state   *tableState
}

var _ engines.Table = (*table)(nil)

// Open implements engines.Engine.
func (e *Engine) Open(def *engines.TableDef) (engines.Table, error) {
	if err := def.Validate(); err != nil {
		return nil, err
	}
	codec, err := rowenc.New(def.Schema)
	if err != nil {
		return nil, err
	}
	t := &table{e: e, def: def, codec: codec, autoCol: def.AutoIncrementColumn()}
	t.trees = append(t.trees, Tree{Table: def.ID, Index: 0})
	if !def.Keyless() {
		if t.pk, err = keyParts(def, def.IndexColumns(0)); err != nil {
			return nil, err
		}
	}
	for _, ix := range def.Indexes {
		k, err := keyParts(def, ix.Columns)
		if err != nil {
			return nil, fmt.Errorf("index %s: %w", ix.Name, err)
		}
		t.indexes = append(t.indexes, k)
		t.trees = append(t.trees, Tree{Table: def.ID, Index: ix.ID})
	}
	e.mu.Lock()
	t.state = e.tables[def.ID]
	if t.state == nil {
		t.state = &tableState{}
		e.tables[def.ID] = t.state
	}
	e.mu.Unlock()
	return t, nil
}

func keyParts(def *engines.TableDef, cols []engines.IndexColumn) (keyenc.Key, error) {
	k := make(keyenc.Key, len(cols))
	for i, c := range cols {
		p, err := keyenc.NewPart(def.Schema[c.Ordinal].Type, c.Prefix)
		if err != nil {
			return nil, fmt.Errorf("column %s: %w", def.Schema[c.Ordinal].Name, err)
		}
		k[i] = p
	}
	return k, nil
}

func (t *table) Def() *engines.TableDef { return t.def }

func (t *table) readOnly() error {
	if t.e.opts.ReadOnly {
		return &engines.ReadOnlyError{Table: t.def.Name}
	}
	return nil
}

// convertKey converts caller-supplied key values (HandlerSocket sends
// strings) to the key columns' Go types.
func convertKey(k keyenc.Key, values []any) ([]any, error) {
	out := values
	for i, v := range values {
		if v == nil || i >= len(k) {
			continue
		}
		typ := k[i].Type
		if reflect.TypeOf(v) == typ.ValueType() {
			continue
		}
		c, _, err := typ.Convert(context.Background(), v)
		if err != nil {
			return nil, err
		}
		if &out[0] == &values[0] {
			out = append([]any(nil), values...)
		}
		out[i] = c
	}
	return out, nil
}

// keyValues picks the values of key columns out of a row.
func keyValues(row sql.Row, cols []engines.IndexColumn) []any {
	vals := make([]any, len(cols))
	for i, c := range cols {
		vals[i] = row[c.Ordinal]
	}
	return vals
}

// appendKey encodes with k the values of row's columns cols after dst;
// hasNull reports a NULL among them.
func appendKey(dst []byte, k keyenc.Key, row sql.Row, cols []engines.IndexColumn) (_ []byte, hasNull bool, err error) {
	var buf [8]any // most keys have few columns: no allocation for them
	vals := buf[:0]
	for _, c := range cols {
		v := row[c.Ordinal]
		if v == nil {
			hasNull = true
		}
		vals = append(vals, v)
	}
	dst, err = k.Append(dst, vals)
	return dst, hasNull, err
}

// primaryKey encodes a row's primary key. Keyless tables have no stable
// key derivable from a row; see keylessKey.
func (t *table) primaryKey(row sql.Row) ([]byte, error) {
	key, _, err := appendKey(nil, t.pk, row, t.def.IndexColumns(0))
	return key, err
}

// indexPrefix encodes a row's columns for secondary index i (0-based);
// hasNull reports a NULL among them (unique indexes admit repeated NULLs).
func (t *table) indexPrefix(i int, row sql.Row) (prefix []byte, hasNull bool, err error) {
	return appendKey(nil, t.indexes[i], row, t.def.Indexes[i].Columns)
}

// keylessHash prefixes a keyless row's key, so a row can be found again
// from its values alone.
func keylessHash(encoded []byte) []byte {
	h := fnv.New64a()
	h.Write(encoded)
	return keyenc.AppendUint64(nil, h.Sum64())
}

// findKeyless returns the key of a stored row equal to encoded.
func (t *table) findKeyless(tx *txn, encoded []byte) ([]byte, error) {
	prefix := keylessHash(encoded)
	c, err := tx.cursor(t.trees[0])
	if err != nil {
		return nil, err
	}
	defer c.close()
	for k, v := c.seekGE(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.next() {
		if bytes.Equal(v, encoded) {
			return append([]byte(nil), k...), nil
		}
	}
	return nil, nil
}

func (t *table) decode(v []byte, want []bool) (sql.Row, error) {
	row, err := t.codec.Decode(v, want)
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", t.def.QualifiedName(), err)
	}
	return row, nil
}

// Get implements engines.Table.
func (t *table) Get(etx engines.Txn, pk []any) (sql.Row, bool, error) {
	return t.GetColumns(etx, pk, nil)
}

var _ engines.ColumnGetter = (*table)(nil)

// GetColumns implements engines.ColumnGetter.
func (t *table) GetColumns(etx engines.Txn, pk []any, want []bool) (sql.Row, bool, error) {
	v, ok, err := t.getEncoded(etx, pk)
	if err != nil || !ok {
		return nil, false, err
	}
	row, err := t.decode(v, want)
	return row, err == nil, err
}

// RowCount implements engines.Table.
func (t *table) RowCount(etx engines.Txn) (uint64, error) {
	tx := asTxn(etx)
	s, err := tx.view()
	if err != nil {
		return 0, err
	}
	var change tableCount
	if tx.ws != nil {
		change = tx.ws.count(t.def.ID)
	}
	var n int64
	if !change.truncated {
		c, err := s.Count(t.def.ID)
		if err != nil {
			return 0, err
		}
		n = int64(c)
	}
	n += change.delta
	if n < 0 {
		n = 0
	}
	return uint64(n), nil
}

// dataLengthSample is how many rows DataLength reads, and avgRowTTL how
// long it keeps their average: go-mysql-server's planner asks for
// DataLength each time it costs an index of the table
// (uniformDistStatisticsForIndex), so the walk must not run per query.
const (
	dataLengthSample = 256
	avgRowTTL        = 10 * time.Second
)

// DataLength implements engines.Table: an estimate, as InnoDB's is, from
// the committed row count and the average size (key and encoded row) of
// the first dataLengthSample rows of the primary tree, so that SHOW TABLE
// STATUS and information_schema.TABLES tell big tables from small ones
// without a walk over every row.
func (t *table) DataLength() uint64 {
	s, err := t.e.store.Snapshot()
	if err != nil {
		return 0
	}
	defer s.Release()
	count, err := s.Count(t.def.ID)
	if err != nil || count == 0 {
		return 0
	}
	return count * t.avgRowBytes(s)
}

// avgRowBytes is the average row size, sampled from s at most every
// avgRowTTL (and again while the last sample found no rows).
func (t *table) avgRowBytes(s Snapshot) uint64 {
	now := time.Now().UnixNano()
	if avg := t.state.avgRow.Load(); avg > 0 && now-t.state.avgRowAt.Load() < int64(avgRowTTL) {
		return avg
	}
	c, err := s.Cursor(t.trees[0])
	if err != nil {
		return 0
	}
	defer c.Close()
	var bytes, rows uint64
	for k, v := c.First(); k != nil && rows < dataLengthSample; k, v = c.Next() {
		bytes += uint64(len(k) + len(v))
		rows++
	}
	if rows == 0 {
		return 0
	}
	avg := bytes / rows
	t.state.avgRow.Store(avg)
	t.state.avgRowAt.Store(now)
	return avg
}

// duplicate builds the error for a key already held by the row stored
// under pkKey.
func (t *table) duplicate(tx *txn, newer uint64, index int, row sql.Row, pkKey []byte) error {
	var existing sql.Row
	if v, ok, err := tx.getCurrent(t.trees[0], pkKey, newer); err != nil {
		return err
	} else if ok {
		if existing, err = t.decode(v, nil); err != nil {
			return err
		}
	}
	vals := keyValues(row, t.def.IndexColumns(index))
	return &engines.DuplicateKeyError{
		Table:    t.def.Name,
		Index:    t.def.IndexName(index),
		Key:      formatKey(vals),
		Existing: existing,
	}
}

// formatKey prints key values as MySQL does in "Duplicate entry '…'".
func formatKey(vals []any) string {
	parts := make([]string, len(vals))
	for i, v := range vals {
		switch x := v.(type) {
		case nil:
			parts[i] = "NULL"
		case []byte:
			parts[i] = string(x)
		default:
			parts[i] = fmt.Sprint(x)
		}
	}
	return strings.Join(parts, "-")
}

// uniqueHolder returns the primary key of a row other than exclude holding
// prefix in unique index i (0-based), or nil; newer is as for getCurrent.
func (t *table) uniqueHolder(tx *txn, newer uint64, i int, prefix, exclude []byte) ([]byte, error) {
	c, err := tx.currentCursor(t.trees[i+1], newer)
	if err != nil {
		return nil, err
	}
	defer c.close()
	for k, _ := c.seekGE(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.next() {
		pkKey := k[len(prefix):]
		if exclude == nil || !bytes.Equal(pkKey, exclude) {
			return append([]byte(nil), pkKey...), nil
		}
	}
	return nil, nil
}

// lockWritten locks key for a write based on the version the transaction
// read of it, and returns the version to read the key at (see txn.lock).
// If another transaction committed a newer version since that read, the
// write would silently undo that commit: it fails with ErrConflict instead
// (rows read by a locking read are always the newest: see lock.go).
func (t *table) lockWritten(tx *txn, tr Tree, key []byte) (uint64, error) {
	_, at, stale, err := tx.lock(tr, key)
	if err == nil && stale {
		err = engines.ErrConflict
	}
	return at, tx.lockFailed(err)
}

// claimUnique locks value prefix of unique index i (0-based) for the
// write of row, and returns the duplicate-key error if a row other than
// exclude (a primary key) holds it.
func (t *table) claimUnique(tx *txn, i int, prefix, exclude []byte, row sql.Row) error {
	newer, err := t.lockChecked(tx, t.trees[i+1], prefix)
	if err != nil {
		return err
	}
	holder, err := t.uniqueHolder(tx, newer, i, prefix, exclude)
	if err != nil {
		return err
	}
	if holder != nil {
		return t.duplicate(tx, newer, i+1, row, holder)
	}
	return nil
}

// lockChecked locks key before the write checks it (is this primary key or
// unique value free?) and returns the version to check, for getCurrent and
// uniqueHolder: the check sees the newest commit, as InnoDB's does.
func (t *table) lockChecked(tx *txn, tr Tree, key []byte) (uint64, error) {
	ck, at, stale, err := tx.lock(tr, key)
	if err != nil {
		return 0, tx.lockFailed(err)
	}
	if stale {
		tx.caughtUp(ck, at)
	}
	return at, nil
}

// checkWidth refuses a row that has not one value per column of def.
func checkWidth(def *engines.TableDef, row sql.Row) error {
	if len(row) != len(def.Schema) {
		return fmt.Errorf("table %s: row has %d values, want %d", def.QualifiedName(), len(row), len(def.Schema))
	}
	return nil
}

// Insert implements engines.Table.
func (t *table) Insert(etx engines.Txn, row sql.Row) (uint64, error) {
	return t.insert(etx, row, true)
}

// InsertExact implements engines.ExactInserter.
func (t *table) InsertExact(etx engines.Txn, row sql.Row) error {
	_, err := t.insert(etx, row, false)
	return err
}

var _ engines.ExactInserter = (*table)(nil)

// insert adds row; assign says whether a NULL or 0 AUTO_INCREMENT value is
// replaced by the next one.
func (t *table) insert(etx engines.Txn, row sql.Row, assign bool) (uint64, error) {
	if err := t.readOnly(); err != nil {
		return 0, err
	}
	tx := asTxn(etx)
	ws, err := tx.writes()
	if err != nil {
		return 0, err
	}
	if err := checkWidth(t.def, row); err != nil {
		return 0, err
	}
	var id uint64
	if t.autoCol >= 0 {
		if id, err = t.assignAutoIncrement(tx, row, assign); err != nil {
			return 0, err
		}
	}
	encoded, err := t.encodeRow(row)
	if err != nil {
		return 0, err
	}
	keys := make([]byte, 0, t.state.keysSize.Load())
	var pkKey []byte
	if t.pk == nil {
		pkKey = keyenc.AppendUint64(keylessHash(encoded), rand.Uint64())
	} else {
		if keys, _, err = appendKey(keys, t.pk, row, t.def.IndexColumns(0)); err != nil {
			return 0, err
		}
		pkKey = keys[:len(keys):len(keys)]
		newer, err := t.lockChecked(tx, t.trees[0], pkKey)
		if err != nil {
			return 0, err
		}
		if _, exists, err := tx.getCurrent(t.trees[0], pkKey, newer); err != nil {
			return 0, err
		} else if exists {
			return 0, t.duplicate(tx, newer, 0, row, pkKey)
		}
	}
	return id, t.addRow(tx, ws, row, encoded, keys, pkKey)
}

// encodeRow encodes row into a buffer of the size the table's last row
// took, rather than growing one from nothing value by value.
func (t *table) encodeRow(row sql.Row) ([]byte, error) {
	encoded, err := t.codec.Encode(make([]byte, 0, t.state.rowSize.Load()), row)
	if err != nil {
		return nil, err
	}
	t.state.rowSize.Store(int64(len(encoded)))
	if cap(encoded) > 2*len(encoded)+64 {
		// A store may keep the value as it is (MEMORY does): not a
		// small row in a big row's buffer.
		encoded = bytes.Clone(encoded)
	}
	return encoded, nil
}

// addRow writes a new row, encoded, whose primary key pkKey is locked and
// free: its index entries after checking its unique values, and the row.
// keys holds pkKey (at its end, unless the table is keyless); the index
// entries are made after it, in a buffer of the size the table's last
// insert's keys took.
func (t *table) addRow(tx *txn, ws *writeSet, row sql.Row, encoded, keys, pkKey []byte) error {
	// Each index entry is its prefix followed by the primary key, made
	// in place after the keys before it.
	var entryBuf [4][]byte
	entries := entryBuf[:0]
	for i := range t.indexes {
		start := len(keys)
		var hasNull bool
		var err error
		if keys, hasNull, err = appendKey(keys, t.indexes[i], row, t.def.Indexes[i].Columns); err != nil {
			return err
		}
		prefix := keys[start:len(keys):len(keys)]
		keys = append(keys, pkKey...)
		entries = append(entries, keys[start:len(keys):len(keys)])
		if t.def.Indexes[i].Unique && !hasNull {
			if err := t.claimUnique(tx, i, prefix, nil, row); err != nil {
				return err
			}
		}
	}
	t.state.keysSize.Store(int64(len(keys)))
	// A keyless row's key is random: no other transaction can write it.
	ws.put(t.trees[0], pkKey, encoded)
	for i, ik := range entries {
		ws.put(t.trees[i+1], ik, nil)
	}
	ws.addCount(t.def.ID, 1)
	return nil
}

// Update implements engines.Table.
func (t *table) Update(etx engines.Txn, old, new sql.Row) error {
	if err := t.readOnly(); err != nil {
		return err
	}
	tx := asTxn(etx)
	ws, err := tx.writes()
	if err != nil {
		return err
	}
	oldEnc, err := t.codec.Encode(nil, old)
	if err != nil {
		return err
	}
	newEnc, err := t.codec.Encode(nil, new)
	if err != nil {
		return err
	}
	if t.autoCol >= 0 && new[t.autoCol] != nil {
		t.state.observe(t, tx, new[t.autoCol])
	}
	var oldKey, newKey []byte
	if t.pk == nil {
		if oldKey, err = t.findKeyless(tx, oldEnc); err != nil {
			return err
		}
		if oldKey == nil {
			return engines.ErrNotFound
		}
		if _, err := t.lockWritten(tx, t.trees[0], oldKey); err != nil {
			return err
		}
		newKey = keyenc.AppendUint64(keylessHash(newEnc), rand.Uint64())
	} else {
		if oldKey, err = t.primaryKey(old); err != nil {
			return err
		}
		if newKey, err = t.primaryKey(new); err != nil {
			return err
		}
		if _, err := t.lockWritten(tx, t.trees[0], oldKey); err != nil {
			return err
		}
		if !bytes.Equal(oldKey, newKey) {
			newer, err := t.lockChecked(tx, t.trees[0], newKey)
			if err != nil {
				return err
			}
			if _, exists, err := tx.getCurrent(t.trees[0], newKey, newer); err != nil {
				return err
			} else if exists {
				return t.duplicate(tx, newer, 0, new, newKey)
			}
		}
	}
	return t.replaceRow(tx, ws, old, new, oldKey, newKey, newEnc)
}

// replaceRow writes new, encoded as newEnc under primary key newKey, over
// old, stored under oldKey, whose locks the caller holds: the index
// entries that change, after checking new's unique values, and the row.
func (t *table) replaceRow(tx *txn, ws *writeSet, old, new sql.Row, oldKey, newKey, newEnc []byte) error {
	type change struct{ oldIK, newIK, newPrefix []byte }
	changes := make([]change, len(t.indexes))
	for i := range t.indexes {
		op, oldNull, err := t.indexPrefix(i, old)
		if err != nil {
			return err
		}
		np, hasNull, err := t.indexPrefix(i, new)
		if err != nil {
			return err
		}
		oldIK := append(op, oldKey...)
		newIK := append(np, newKey...)
		if bytes.Equal(oldIK, newIK) {
			continue
		}
		changes[i] = change{oldIK: oldIK, newIK: newIK, newPrefix: np}
		if t.def.Indexes[i].Unique && !bytes.Equal(op, np) {
			// The old value is locked too: a transaction inserting it
			// waits until this one has given it up.
			if !oldNull {
				if _, err := t.lockChecked(tx, t.trees[i+1], op); err != nil {
					return err
				}
			}
			if hasNull {
				continue // NULLs are never unique
			}
			if err := t.claimUnique(tx, i, np, oldKey, new); err != nil {
				return err
			}
		}
	}
	if !bytes.Equal(oldKey, newKey) {
		ws.del(t.trees[0], oldKey)
	}
	ws.put(t.trees[0], newKey, newEnc)
	for i, c := range changes {
		if c.oldIK == nil {
			continue
		}
		ws.del(t.trees[i+1], c.oldIK)
		ws.put(t.trees[i+1], c.newIK, nil)
	}
	return nil
}

// Delete implements engines.Table.
func (t *table) Delete(etx engines.Txn, row sql.Row) error {
	if err := t.readOnly(); err != nil {
		return err
	}
	tx := asTxn(etx)
	ws, err := tx.writes()
	if err != nil {
		return err
	}
	var key []byte
	if t.pk == nil {
		enc, err := t.codec.Encode(nil, row)
		if err != nil {
			return err
		}
		if key, err = t.findKeyless(tx, enc); err != nil {
			return err
		}
		if key == nil {
			return engines.ErrNotFound
		}
		if _, err := t.lockWritten(tx, t.trees[0], key); err != nil {
			return err
		}
	} else {
		if key, err = t.primaryKey(row); err != nil {
			return err
		}
		at, err := t.lockWritten(tx, t.trees[0], key)
		if err != nil {
			return err
		}
		v, exists, err := tx.getCurrent(t.trees[0], key, at)
		if err != nil {
			return err
		}
		if !exists {
			return engines.ErrNotFound
		}
		// Index entries come from the stored row: the caller's copy may
		// differ in columns it did not read.
		if row, err = t.decode(v, nil); err != nil {
			return err
		}
	}
	for i := range t.indexes {
		prefix, hasNull, err := t.indexPrefix(i, row)
		if err != nil {
			return err
		}
		ws.del(t.trees[i+1], append(prefix, key...))
		if t.def.Indexes[i].Unique && !hasNull { // NULLs are never unique
			// Held until this transaction ends, so an insert of the
			// value waits for it rather than failing with 1062.
			if _, err := t.lockChecked(tx, t.trees[i+1], prefix); err != nil {
				return err
			}
		}
	}
	ws.del(t.trees[0], key)
	ws.addCount(t.def.ID, -1)
	return nil
}

// Truncate implements engines.Table.
func (t *table) Truncate(etx engines.Txn) (uint64, error) {
	if err := t.readOnly(); err != nil {
		return 0, err
	}
	tx := asTxn(etx)
	n, err := t.RowCount(tx)
	if err != nil {
		return 0, err
	}
	ws, err := tx.writes()
	if err != nil {
		return 0, err
	}
	ws.clear(t.def.ID, t.trees)
	t.state.reset(t)
	return n, nil
}

// Read implements engines.Table.
func (t *table) Read(etx engines.Txn, r engines.ReadRequest) (engines.RowIter, error) {
	tx := asTxn(etx)
	if r.Index < 0 || r.Index >= len(t.trees) {
		return nil, fmt.Errorf("table %s has no index %d", t.def.QualifiedName(), r.Index)
	}
	var k keyenc.Key
	if r.Index == 0 {
		k = t.pk
	} else {
		k = t.indexes[r.Index-1]
	}
	if k == nil && (r.Lower != nil || r.Upper != nil) {
		return nil, fmt.Errorf("table %s has no primary key to position on", t.def.QualifiedName())
	}
	var lower, upper []byte // lower: first key in range; upper: first key past it
	if r.Lower != nil {
		b, err := boundKey(k, r.Lower)
		if err != nil {
			return nil, err
		}
		if r.Lower.Inclusive {
			lower = b
		} else if lower = keyenc.PrefixEnd(b); lower == nil {
			return emptyIter{}, nil
		}
	}
	if r.Upper != nil {
		b, err := boundKey(k, r.Upper)
		if err != nil {
			return nil, err
		}
		if r.Upper.Inclusive {
			upper = keyenc.PrefixEnd(b) // nil: no key is past it
		} else {
			upper = b
		}
	}
	forUpdate := r.ForUpdate && !tx.readOnly && !tx.private
	if forUpdate && r.Index == 0 && r.LockWait == engines.LockWaitBlock && t.isPoint(r, lower, upper) {
		return t.readLockedPoint(tx, lower, r.Columns)
	}
	snap, err := tx.view()
	if err != nil {
		return nil, err
	}
	var latest Snapshot
	if forUpdate && r.Latest {
		// A snapshot of the iterator's own, released with it: the
		// transaction's newer views (current) may be replaced while the
		// iterator still reads.
		if latest, _, err = tx.e.snapshot(false); err != nil {
			return nil, err
		}
		snap = latest
	}
	c, err := tx.readCursor(snap, t.trees[r.Index])
	if err != nil {
		if latest != nil {
			latest.Release()
		}
		return nil, err
	}
	c.bound(lower, upper)
	it := &rowIter{t: t, tx: tx, snap: snap, latest: latest, c: c, index: r.Index, lower: lower, upper: upper, reverse: r.Reverse,
		forUpdate: forUpdate, lockWait: r.LockWait}
	if latest == nil {
		_, it.retained = snap.(Retainer)
	}
	if r.Index != 0 && tx.ws != nil {
		// If the transaction ends first, the rows behind the remaining
		// index entries are read as the transaction had them now, like
		// the entries themselves (the merged cursor copied its overlay).
		if o := tx.ws.readOverlay(t.trees[0]); o != nil {
			it.pkOver = o.copy()
		}
	}
	it.want = engines.ColumnMask(len(t.def.Schema), r.Columns)
	return it, nil
}

// isPoint reports whether r asks for one whole primary key: lower and
// upper are the encoded bounds of an equality on every key column.
func (t *table) isPoint(r engines.ReadRequest, lower, upper []byte) bool {
	if r.Lower == nil || r.Upper == nil || !r.Lower.Inclusive || !r.Upper.Inclusive ||
		len(r.Lower.Key) != len(t.def.PrimaryKey) || lower == nil || upper == nil {
		return false
	}
	return bytes.Equal(keyenc.PrefixEnd(lower), upper)
}

// readLockedPoint is a locking read of the row under primary key key, as
// an UPDATE or DELETE by primary key makes it. The key is locked first,
// whether a row has it or not, and then read as its newest commit has it:
// so a transaction that deletes a missing row and then inserts it (sysbench
// oltp_read_write's delete_inserts on a row another client removed) waits
// for another doing the same, and then deletes that one's row, where a
// lock taken only on rows found let both go on to insert and the second
// fail with a duplicate key. InnoDB makes them deadlock instead (its gap
// locks do not conflict with each other, its inserts wait for them), which
// sysbench ignores as it does 1213.
func (t *table) readLockedPoint(tx *txn, key []byte, columns []int) (engines.RowIter, error) {
	tr := t.trees[0]
	ck, at, stale, err := tx.lock(tr, key)
	if err != nil {
		return nil, tx.lockFailed(err)
	}
	if stale {
		tx.caughtUp(ck, at)
	}
	v, found, err := tx.readCurrent(tr, key, at)
	if err != nil || !found {
		return emptyIter{}, err
	}
	row, err := t.decode(v, engines.ColumnMask(len(t.def.Schema), columns))
	if err != nil {
		return nil, err
	}
	return &oneRowIter{row: row}, nil
}

// oneRowIter returns one row.
type oneRowIter struct{ row sql.Row }

func (it *oneRowIter) Next() (sql.Row, error) {
	row := it.row
	if row == nil {
		return nil, io.EOF
	}
	it.row = nil
	return row, nil
}

func (it *oneRowIter) Close() error { it.row = nil; return nil }

func boundKey(k keyenc.Key, b *engines.Bound) ([]byte, error) {
	vals, err := convertKey(k, b.Key)
	if err != nil {
		return nil, err
	}
	return k.Append(nil, vals)
}

type emptyIter struct{}

func (emptyIter) Next() (sql.Row, error) { return nil, io.EOF }
func (emptyIter) Close() error           { return nil }

// rowIter walks an index between two encoded bounds.
//
// Reading through a secondary index costs one primary-tree lookup per
// entry, in index order, which is random order for the primary tree. So
// the entries are read ahead in batches, and each batch's primary keys
// are looked up sorted, in one pass when the snapshot is a MultiGetter
// (a B-tree walks them with one cursor), then returned in index order.
// Batches start at one row and double up to Options.IndexPrefetch, so a
// point lookup or a small LIMIT does not pay for rows it never returns.
// The write set is consulted when a row is returned, not when it is
// fetched, so writes made during the scan win as they would without the
// read-ahead.
//
// An iterator reads the state its transaction had when Read was called.
// Over a snapshot that is a Retainer it keeps working after the
// transaction ends: go-mysql-server commits each statement of a stored
// procedure (autocommit) while a cursor the procedure opened is still
// being fetched. Over other snapshots it then fails with ErrTxnDone.
type rowIter struct {
	t            *table
	tx           *txn
	snap         Snapshot
	retained     bool
	pkOver       *overlay // the primary tree's writes, for index reads
	c            *mergedCursor
	index        int
	lower, upper []byte
	reverse      bool
	started      bool
	want         []bool
	forUpdate    bool     // a locking read (see lockCurrent)
	latest       Snapshot // a current read's own snapshot (ReadRequest.Latest), released by Close
	lockWait     engines.LockWait

	ahead []fetched // secondary index reads: the batch being returned
	pos   int       // the next entry of ahead to return
	batch int       // size of the next batch
	done  bool      // the index cursor is exhausted
	keys  [][]byte  // scratch for fill
	err   error     // why the cursor fell off the end, if it failed
	order []int
}

// fetched is one secondary index entry's row as the snapshot has it.
type fetched struct {
	pk    []byte
	row   sql.Row
	found bool
}

// step moves the index cursor to its next entry within the bounds.
func (it *rowIter) step() (k, v []byte, ok bool) {
	switch {
	case it.started:
		k, v = it.c.next()
	case it.reverse:
		k, v = it.c.seekLT(it.upper)
	default:
		k, v = it.c.seekGE(it.lower)
	}
	it.started = true
	if k == nil {
		it.err = it.c.err() // a cursor over remote storage may fail mid-walk
	}
	if k == nil || (!it.reverse && it.upper != nil && bytes.Compare(k, it.upper) >= 0) ||
		(it.reverse && it.lower != nil && bytes.Compare(k, it.lower) < 0) {
		return nil, nil, false
	}
	return k, v, true
}

func (it *rowIter) Next() (sql.Row, error) {
	for {
		row, pk, err := it.next()
		if err != nil || !it.forUpdate || it.tx.done {
			return row, err
		}
		row, ok, err := it.lockCurrent(pk, row)
		if err != nil {
			it.Close()
			return nil, err
		}
		if ok {
			return row, nil
		}
	}
}

// lockCurrent locks the row under primary key pk, which the iterator read
// as row, and returns the row's newest version instead if another
// transaction committed one since the snapshot; ok is false when that
// version is gone or has left the range read.
func (it *rowIter) lockCurrent(pk []byte, row sql.Row) (_ sql.Row, ok bool, err error) {
	tr := it.t.trees[0]
	ck, at, stale, err := it.tx.lockKey(tr, pk, it.tx.noLockWait || it.lockWait != engines.LockWaitBlock)
	switch {
	case errors.Is(err, ErrWouldWait) && it.lockWait == engines.LockSkipLocked:
		return nil, false, nil
	case errors.Is(err, ErrWouldWait) && it.lockWait == engines.LockNoWait:
		return nil, false, engines.ErrLockNotAvailable
	case err != nil:
		return nil, false, it.tx.lockFailed(err)
	}
	if at == 0 {
		return row, true, nil
	}
	if stale {
		it.tx.caughtUp(ck, at)
	}
	v, found, err := it.tx.getCurrent(tr, pk, at)
	if err != nil || !found {
		return nil, false, err
	}
	if row, err = it.t.decode(v, nil); err != nil {
		return nil, false, err
	}
	if it.index != 0 {
		prefix, _, err := it.t.indexPrefix(it.index-1, row)
		if err != nil {
			return nil, false, err
		}
		k := append(prefix, pk...)
		if (it.lower != nil && bytes.Compare(k, it.lower) < 0) || (it.upper != nil && bytes.Compare(k, it.upper) >= 0) {
			return nil, false, nil
		}
	}
	return row, true, nil
}

// next returns the next row and its primary key (valid until the
// following call).
func (it *rowIter) next() (sql.Row, []byte, error) {
	if it.c == nil {
		return nil, nil, io.EOF
	}
	if it.tx.done && !it.retained {
		it.Close()
		return nil, nil, engines.ErrTxnDone
	}
	if it.index == 0 {
		k, v, ok := it.step()
		if !ok {
			it.Close()
			if it.err != nil {
				return nil, nil, it.err
			}
			return nil, nil, io.EOF
		}
		row, err := it.t.decode(v, it.want)
		return row, k, err
	}
	if it.pos == len(it.ahead) {
		if err := it.fill(); err != nil {
			it.Close()
			return nil, nil, err
		}
		if len(it.ahead) == 0 {
			it.Close()
			return nil, nil, io.EOF
		}
	}
	f := &it.ahead[it.pos]
	it.pos++
	// While the transaction runs, its writes (as the current statement
	// sees them) win, even those made after the row was fetched ahead;
	// after it ended, the writes it had at Read.
	o := it.pkOver
	if !it.tx.done && it.tx.ws != nil {
		o = it.tx.ws.readOverlay(it.t.trees[0])
	}
	if o != nil {
		if e, ok := o.get(f.pk); ok {
			if e.deleted {
				return nil, nil, it.missing()
			}
			row, err := it.t.decode(e.value, it.want)
			return row, f.pk, err
		}
		if o.cleared {
			return nil, nil, it.missing()
		}
	}
	if !f.found {
		return nil, nil, it.missing()
	}
	return f.row, f.pk, nil
}

func (it *rowIter) missing() error {
	return fmt.Errorf("table %s: index %s refers to a missing row", it.t.def.QualifiedName(), it.t.def.IndexName(it.index))
}

// fill reads the next batch of index entries and fetches their rows from
// the snapshot in primary key order.
func (it *rowIter) fill() error {
	if it.done {
		it.ahead = it.ahead[:0]
		return nil
	}
	if it.batch == 0 {
		it.batch = 1
	}
	n := it.batch
	if it.batch < it.t.e.opts.IndexPrefetch {
		it.batch = min(2*it.batch, it.t.e.opts.IndexPrefetch)
	}
	clear(it.ahead) // drop the previous batch's rows
	ahead := it.ahead[:0]
	it.pos = 0
	for len(ahead) < n {
		k, _, ok := it.step()
		if !ok {
			it.done = true
			if it.err != nil {
				return it.err
			}
			break
		}
		_, pkKey, err := it.t.indexes[it.index-1].Split(k)
		if err != nil {
			return err
		}
		ahead = append(ahead, fetched{pk: bytes.Clone(pkKey)})
	}
	it.ahead = ahead
	if len(ahead) == 0 {
		return nil
	}
	s := it.snap
	tr := it.t.trees[0]
	mg, ok := s.(MultiGetter)
	if !ok || len(ahead) == 1 {
		for i := range ahead {
			f := &ahead[i]
			v, found, err := s.Get(tr, f.pk)
			if err != nil {
				return err
			}
			if found {
				if f.row, err = it.t.decode(v, it.want); err != nil {
					return err
				}
				f.found = true
			}
		}
		return nil
	}
	order := it.order[:0]
	for i := range ahead {
		order = append(order, i)
	}
	slices.SortFunc(order, func(a, b int) int { return bytes.Compare(ahead[a].pk, ahead[b].pk) })
	keys := it.keys[:0]
	for _, i := range order {
		keys = append(keys, ahead[i].pk)
	}
	it.order, it.keys = order, keys
	var derr error
	err := mg.GetMany(tr, keys, func(i int, v []byte) {
		f := &ahead[order[i]]
		if derr == nil {
			f.row, derr = it.t.decode(v, it.want)
			f.found = derr == nil
		}
	})
	if err == nil {
		err = derr
	}
	return err
}

func (it *rowIter) Close() error {
	if it.c != nil {
		it.c.close()
		it.c = nil
	}
	if it.latest != nil {
		it.latest.Release()
		it.latest = nil
	}
	it.ahead = nil
	it.pkOver = nil
	return nil
}
