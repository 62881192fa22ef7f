package kv

import (
	"context"
	"math"
	"sync"
	"sync/atomic"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// tableState is what all handlers of one table share: the AUTO_INCREMENT
// counter. Like InnoDB's, the counter is not transactional: a value handed
// to a transaction that rolls back is not handed out again.
type tableState struct {
	mu     sync.Mutex
	loaded bool
	next   uint64 // next value to hand out

	// rowSize and keysSize are the sizes the last insert's encoded row
	// and keys took, the capacities the next insert starts with.
	rowSize, keysSize atomic.Int64

	// avgRow is DataLength's sampled average row size and avgRowAt when
	// it was sampled (Unix nanoseconds; 0: never).
	avgRow   atomic.Uint64
	avgRowAt atomic.Int64
}

// load initialises the counter from the store: the larger of the stored
// counter, the largest value in the column + 1 and the table's
// AUTO_INCREMENT= start.
func (s *tableState) load(t *table, tx *txn) error {
	if s.loaded {
		return nil
	}
	snap, err := tx.view()
	if err != nil {
		return err
	}
	next, err := snap.AutoIncrement(t.def.ID)
	if err != nil {
		return err
	}
	if max, err := t.maxAutoValue(tx); err != nil {
		return err
	} else if max+1 > next {
		next = max + 1
	}
	if next < t.def.AutoIncrementStart {
		next = t.def.AutoIncrementStart
	}
	if next == 0 {
		next = 1
	}
	s.next, s.loaded = next, true
	return nil
}

// maxAutoValue finds the largest stored value of the AUTO_INCREMENT column:
// from the end of an index that starts with it, else by a scan.
func (t *table) maxAutoValue(tx *txn) (uint64, error) {
	if t.autoCol < 0 {
		return 0, nil
	}
	index := -1
	for n := 0; n < t.def.IndexCount(); n++ {
		if cols := t.def.IndexColumns(n); len(cols) > 0 && cols[0].Ordinal == t.autoCol && cols[0].Prefix == 0 {
			index = n
			break
		}
	}
	req := engines.ReadRequest{Index: 0, Columns: []int{t.autoCol}}
	if index >= 0 {
		req = engines.ReadRequest{Index: index, Reverse: true, Columns: []int{t.autoCol}}
	}
	it, err := t.Read(tx, req)
	if err != nil {
		return 0, err
	}
	defer it.Close()
	var max uint64
	for {
		row, err := it.Next()
		if err != nil {
			break // io.EOF or a read error: the counter stays conservative
		}
		if v := toCounter(row[t.autoCol]); v > max {
			max = v
		}
		if index >= 0 && row[t.autoCol] != nil {
			break // the first non-NULL from the end is the largest
		}
	}
	return max, nil
}

// toCounter maps a column value to the counter's domain; negative and
// non-numeric values do not move the counter.
func toCounter(v any) uint64 {
	switch n := v.(type) {
	case int8:
		return clampSigned(int64(n))
	case int16:
		return clampSigned(int64(n))
	case int32:
		return clampSigned(int64(n))
	case int64:
		return clampSigned(n)
	case int:
		return clampSigned(int64(n))
	case uint8:
		return uint64(n)
	case uint16:
		return uint64(n)
	case uint32:
		return uint64(n)
	case uint64:
		return n
	case float32:
		return clampFloat(float64(n))
	case float64:
		return clampFloat(n)
	}
	return 0
}

func clampSigned(n int64) uint64 {
	if n < 0 {
		return 0
	}
	return uint64(n)
}

func clampFloat(f float64) uint64 {
	if f < 0 || math.IsNaN(f) {
		return 0
	}
	if f >= math.MaxUint64 {
		return math.MaxUint64
	}
	return uint64(math.Round(f))
}

// take hands out the next value, or moves the counter past an explicit one.
func (s *tableState) take(given uint64) uint64 {
	if given == 0 {
		v := s.next
		s.next++
		return v
	}
	if given >= s.next {
		s.next = given + 1
	}
	return given
}

// assignAutoIncrement fills a NULL or 0 AUTO_INCREMENT value in row when
// assign is set and returns it (0 when the row keeps its own value). A
// value the row brings moves the counter past it; a negative one (which
// MySQL stores as given) leaves the counter alone.
func (t *table) assignAutoIncrement(tx *txn, row sql.Row, assign bool) (uint64, error) {
	s := t.state
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.load(t, tx); err != nil {
		return 0, err
	}
	given := row[t.autoCol]
	if !assign || !isZeroOrNull(given) {
		if n := toCounter(given); n > 0 {
			s.take(n)
			t.persistCounter(tx, s.next)
		}
		return 0, nil
	}
	v := s.take(0)
	t.persistCounter(tx, s.next)
	conv, _, err := t.def.Schema[t.autoCol].Type.Convert(context.Background(), v)
	if err != nil {
		return 0, err
	}
	row[t.autoCol] = conv
	return v, nil
}

// isZeroOrNull reports whether an AUTO_INCREMENT value asks for the next
// value: NULL, or a number equal to 0.
func isZeroOrNull(v any) bool {
	switch n := v.(type) {
	case nil:
		return true
	case int8:
		return n == 0
	case int16:
		return n == 0
	case int32:
		return n == 0
	case int64:
		return n == 0
	case int:
		return n == 0
	case uint8:
		return n == 0
	case uint16:
		return n == 0
	case uint32:
		return n == 0
	case uint64:
		return n == 0
	case float32:
		return n == 0
	case float64:
		return n == 0
	}
	return false
}

// observe moves the counter past a value written by an UPDATE.
func (s *tableState) observe(t *table, tx *txn, v any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.load(t, tx) == nil {
		if n := toCounter(v); n >= s.next {
			s.next = n + 1
			t.persistCounter(tx, s.next)
		}
	}
}

func (s *tableState) reset(t *table) {
	s.mu.Lock()
	s.next = t.def.AutoIncrementStart
	if s.next == 0 {
		s.next = 1
	}
	s.loaded = true
	s.mu.Unlock()
}

// persistCounter records the counter value the transaction's commit stores.
func (t *table) persistCounter(tx *txn, next uint64) {
	if tx.autoInc == nil {
		tx.autoInc = map[uint64]uint64{}
	}
	tx.autoInc[t.def.ID] = next
}

// NextAutoIncrement implements engines.Table.
func (t *table) NextAutoIncrement(given any) (uint64, error) {
	s := t.state
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := t.loadStandalone(); err != nil {
		return 0, err
	}
	return s.take(toCounter(given)), nil
}

// PeekAutoIncrement implements engines.Table.
func (t *table) PeekAutoIncrement() uint64 {
	s := t.state
	s.mu.Lock()
	defer s.mu.Unlock()
	if t.loadStandalone() != nil {
		return 0
	}
	return s.next
}

// SetAutoIncrement implements engines.Table. The largest stored value is
// looked up in tx, not in a transaction of its own: TRUNCATE resets the
// counter to 1 in the same transaction that emptied the table, and a
// separate snapshot would still see the old rows.
func (t *table) SetAutoIncrement(etx engines.Txn, next uint64) error {
	tx := asTxn(etx)
	if _, err := tx.writes(); err != nil {
		return err
	}
	s := t.state
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.load(t, tx); err != nil {
		return err
	}
	max, err := t.maxAutoValue(tx)
	if err != nil {
		return err
	}
	if next <= max {
		next = max + 1
	}
	s.next = next
	t.persistCounter(tx, next)
	return nil
}

// loadStandalone loads the counter through a short transaction of its own
// (for callers outside any transaction). s.mu is held.
func (t *table) loadStandalone() error {
	if t.state.loaded {
		return nil
	}
	tx := &txn{e: t.e}
	defer tx.finish()
	return t.state.load(t, tx)
}
