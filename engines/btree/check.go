package btree

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	bolt "go.etcd.io/bbolt"
)

// fullCheckMax is the largest file whose every page is read at startup;
// larger files get the cheap checks only, to keep startup fast.
var fullCheckMax int64 = 64 << 20

// setPanicOnFault makes a fault on the mmap (a page past the end of a
// truncated file raises SIGBUS) a panic this goroutine can recover, not a
// crash. It returns the function restoring the previous setting.
func setPanicOnFault() func() {
	old := debug.SetPanicOnFault(true)
	return func() { debug.SetPanicOnFault(old) }
}

// describePanic words a panic raised by bbolt on a damaged file.
func describePanic(r any) string {
	if _, ok := r.(interface{ Addr() uintptr }); ok {
		// A fault on the mapping: on a regular file, a page past its end.
		return fmt.Sprintf("a page lies past the end of the file, which is truncated (%v)", r)
	}
	return fmt.Sprint(r)
}

// check verifies that an opened file is a BTREE data file bbolt can read:
// the file is as long as its meta page says, the metadata bucket holds our
// format, and every bucket's pages can be walked (all pages of a small
// file; the first and last leaf of each bucket of a large one). It also
// stamps the format into a new file.
func check(db *bolt.DB) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New(describePanic(r))
		}
	}()
	defer setPanicOnFault()()

	fi, err := os.Stat(db.Path())
	if err != nil {
		return err
	}
	empty := false
	err = db.View(func(tx *bolt.Tx) error {
		if need := tx.Size(); fi.Size() < need {
			return fmt.Errorf("truncated: the file has %d bytes, its pages need %d", fi.Size(), need)
		}
		mb := tx.Bucket(metaBucket)
		if mb == nil {
			if k, _ := tx.Cursor().First(); k != nil {
				return errors.New("not a BTREE data file: no metadata bucket")
			}
			empty = true
			return nil
		}
		if v := mb.Get(formatKey); len(v) != 8 || binary.BigEndian.Uint64(v) != formatVersion {
			return fmt.Errorf("unknown data format %x (this handlerd writes format %d)", v, formatVersion)
		}
		full := fi.Size() <= fullCheckMax
		return tx.ForEach(func(name []byte, b *bolt.Bucket) error {
			if b == nil {
				return fmt.Errorf("root entry %x is not a bucket", name)
			}
			return walk(b, full)
		})
	})
	if err != nil || !empty {
		return err
	}
	err = db.Update(func(tx *bolt.Tx) error {
		mb, err := tx.CreateBucket(metaBucket)
		if err != nil {
			return err
		}
		return mb.Put(formatKey, binary.BigEndian.AppendUint64(nil, formatVersion))
	})
	if err != nil {
		return err
	}
	return db.Sync() // durable even when opened with NoSync
}

// walk reads a bucket's keys in order (or only its ends) and checks that
// they ascend.
func walk(b *bolt.Bucket, full bool) error {
	c := b.Cursor()
	if !full {
		first, _ := c.First()
		last, _ := c.Last()
		if first != nil && bytes.Compare(first, last) > 0 {
			return errors.New("bucket keys out of order")
		}
		return nil
	}
	var prev []byte
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		if prev != nil && bytes.Compare(prev, k) >= 0 {
			return fmt.Errorf("bucket keys out of order at %x", k)
		}
		prev = k
	}
	return nil
}
