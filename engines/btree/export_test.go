package btree

import (
	"encoding/binary"
	"time"

	bolt "go.etcd.io/bbolt"
)

// SetFormatForTest stamps another format version into the file.
func SetFormatForTest(s *Store, v uint64) error {
	return s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(metaBucket).Put(formatKey, binary.BigEndian.AppendUint64(nil, v))
	})
}

// SetFullCheckMaxForTest changes the size up to which Open reads every
// page, and returns a function restoring it.
func SetFullCheckMaxForTest(n int64) func() {
	old := fullCheckMax
	fullCheckMax = n
	return func() { fullCheckMax = old }
}

// SetParallelReadsForTest turns GetMany's cold-read split on or off, and
// returns a function restoring the setting.
func SetParallelReadsForTest(on bool) func() {
	old := coldPerKey
	if !on {
		coldPerKey = time.Hour
	}
	return func() { coldPerKey = old }
}

// SetFlushOpsForTest changes the number of operations that makes the
// committer flush the memtable, and returns a function restoring it.
func SetFlushOpsForTest(n int) func() {
	old := flushOps
	flushOps = n
	return func() { flushOps = old }
}
