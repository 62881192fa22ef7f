package btree

import (
	"encoding/binary"

	bolt "go.etcd.io/bbolt"
)

// SetFormatForTest stamps another format version into the file.
func SetFormatForTest(s *Store, v uint64) error {
	return s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(metaBucket).Put(formatKey, binary.BigEndian.AppendUint64(nil, v))
	})
}
