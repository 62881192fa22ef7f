package btree

import (
	"bytes"
	"encoding/binary"

	bolt "go.etcd.io/bbolt"

	"handlerd/engines/kv"
)

// applier applies jobs inside one bbolt write transaction.
type applier struct {
	tx      *bolt.Tx
	buckets map[kv.Tree]*treeState
	// metas are the tables' row counts and counters as the jobs applied
	// so far left them, written to the meta bucket once, by flushMetas.
	metas map[uint64]*tableMeta
}

type tableMeta struct {
	count, auto uint64
	dirty       bool
}

// treeState is one bucket as this transaction uses it.
type treeState struct {
	b *bolt.Bucket // nil: the bucket does not exist (yet)
	// last is the bucket's last key when the transaction first touched
	// it; appending reports whether every put so far landed after it.
	last      []byte
	appending bool
}

func newApplier(tx *bolt.Tx) *applier {
	return &applier{tx: tx, buckets: map[kv.Tree]*treeState{}, metas: map[uint64]*tableMeta{}}
}

// jobs applies jobs in order.
func (a *applier) jobs(jobs []*job) error {
	for _, j := range jobs {
		var err error
		if j.batch != nil {
			err = a.batch(j.batch)
		} else {
			err = a.dropTable(j.drop)
		}
		if err != nil {
			return err
		}
	}
	return a.flushMetas()
}

// tree returns the state of t, creating the bucket if create is set.
func (a *applier) tree(t kv.Tree, create bool) (*treeState, error) {
	ts := a.buckets[t]
	if ts == nil {
		ts = &treeState{appending: true}
		if ts.b = a.tx.Bucket(treeName(t)); ts.b != nil {
			if k, _ := ts.b.Cursor().Last(); k != nil {
				ts.last = bytes.Clone(k)
			}
		}
		a.buckets[t] = ts
	}
	if ts.b == nil && create {
		b, err := a.tx.CreateBucket(treeName(t))
		if err != nil {
			return nil, err
		}
		ts.b = b
	}
	return ts, nil
}

func (a *applier) batch(b *kv.Batch) error {
	for _, id := range b.Truncate {
		if err := a.dropTrees(id); err != nil {
			return err
		}
		a.setMeta(id, 0, 0)
	}
	var ts *treeState
	for i := range b.Ops {
		op := &b.Ops[i]
		if i == 0 || op.Tree != b.Ops[i-1].Tree {
			var err error
			if ts, err = a.tree(op.Tree, !op.Delete); err != nil {
				return err
			}
		}
		if op.Delete {
			if ts.b != nil {
				if err := ts.b.Delete(op.Key); err != nil {
					return err
				}
			}
			continue
		}
		if ts.b == nil { // a delete came first in this tree's run
			var err error
			if ts, err = a.tree(op.Tree, true); err != nil {
				return err
			}
		}
		if ts.appending && ts.last != nil && bytes.Compare(op.Key, ts.last) <= 0 {
			ts.appending = false
		}
		if err := ts.b.Put(op.Key, op.Value); err != nil {
			return err
		}
	}
	for id, d := range b.CountDelta {
		m := a.meta(id)
		if d < 0 && uint64(-d) > m.count {
			m.count = 0 // never wrap; kv clamps a negative count the same way
		} else {
			m.count = uint64(int64(m.count) + d)
		}
		m.dirty = true
	}
	for id, n := range b.AutoIncrement {
		if m := a.meta(id); n > m.auto {
			m.auto, m.dirty = n, true
		}
	}
	return nil
}

// dropTable removes a table's trees and metadata.
func (a *applier) dropTable(id uint64) error {
	if err := a.dropTrees(id); err != nil {
		return err
	}
	delete(a.metas, id)
	if mb := a.tx.Bucket(metaBucket); mb != nil {
		return mb.Delete(metaKey(id))
	}
	return nil
}

// dropTrees deletes every bucket of table id.
func (a *applier) dropTrees(id uint64) error {
	prefix := tablePrefix(id)
	var names [][]byte
	c := a.tx.Cursor()
	for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
		names = append(names, bytes.Clone(k))
	}
	for _, name := range names {
		if err := a.tx.DeleteBucket(name); err != nil {
			return err
		}
	}
	for t := range a.buckets {
		if t.Table == id {
			delete(a.buckets, t)
		}
	}
	return nil
}

// meta returns a table's row count and AUTO_INCREMENT counter as the
// jobs applied so far left them.
func (a *applier) meta(id uint64) *tableMeta {
	m := a.metas[id]
	if m == nil {
		m = &tableMeta{}
		if mb := a.tx.Bucket(metaBucket); mb != nil {
			m.count, m.auto = decodeMeta(mb.Get(metaKey(id)))
		}
		a.metas[id] = m
	}
	return m
}

func (a *applier) setMeta(id, count, auto uint64) {
	a.metas[id] = &tableMeta{count: count, auto: auto, dirty: true}
}

// flushMetas writes the changed row counts and counters.
func (a *applier) flushMetas() error {
	for id, m := range a.metas {
		if !m.dirty {
			continue
		}
		mb, err := a.tx.CreateBucketIfNotExists(metaBucket)
		if err != nil {
			return err
		}
		v := binary.BigEndian.AppendUint64(make([]byte, 0, 16), m.count)
		if err := mb.Put(metaKey(id), binary.BigEndian.AppendUint64(v, m.auto)); err != nil {
			return err
		}
		m.dirty = false
	}
	return nil
}

func decodeMeta(v []byte) (count, auto uint64) {
	if len(v) != 16 {
		return 0, 0
	}
	return binary.BigEndian.Uint64(v), binary.BigEndian.Uint64(v[8:])
}

// setFill picks each touched bucket's FillPercent before the commit splits
// its pages.
func (a *applier) setFill() {
	for _, ts := range a.buckets {
		if ts.b != nil && ts.appending {
			ts.b.FillPercent = appendFill
		}
	}
}
