package s3

import (
	"context"
	"encoding/json"
	"fmt"

	"handlerd/engines"
	"handlerd/engines/catalog"
)

// Redefine implements engines.Redefiner: DDL that changes only metadata
// (RENAME TABLE, RENAME INDEX, a comment) keeps the archive and its
// version, so the manifest is rewritten with the new definition — under
// the new name's key, then the old key is removed — as MariaDB re-uploads
// the frm (s3_notify_tabledef_changed). The data objects stay where they
// are: the manifest names their prefix. Other servers see a rename as the
// old name dropped and the new one discovered.
func (e *Engine) Redefine(ctx context.Context, old, next *engines.TableDef) error {
	version := old.Options[VersionOption]
	if !validVersion(version) || next.Options[VersionOption] != version {
		return fmt.Errorf("S3 table %s: a new definition must name the same archive", old.QualifiedName())
	}
	st := e.st
	if err := st.attach(ctx, old); err != nil {
		return err
	}
	tm := st.lookup(old.ID)
	m := *tm.m
	defJSON, err := catalog.MarshalTable(next)
	if err != nil {
		return err
	}
	m.Table, m.Database = defJSON, next.Database
	data, err := json.Marshal(&m)
	if err != nil {
		return err
	}
	newKey, oldKey := manifestKey(next.Database, next.Name), manifestKey(old.Database, old.Name)
	if newKey != oldKey {
		if v, err := st.manifestVersion(ctx, newKey); err != nil {
			return err
		} else if v != "" {
			return fmt.Errorf("S3 table %s: bucket %s already holds a table of that name", next.QualifiedName(), e.cfg.Bucket)
		}
	}
	etag, err := st.c.put(ctx, newKey, data, map[string]string{"version": version})
	if err != nil {
		return err
	}
	ntm, err := newTableMeta(&m, tm.seq) // same blocks, same cache identity
	if err != nil {
		return err
	}
	st.mu.Lock()
	st.byVersion[version] = ntm
	delete(st.byKey, oldKey)
	st.byKey[newKey] = keyEntry{tm: ntm, etag: etag}
	for id, t := range *st.byID.Load() {
		if t == tm {
			st.register(id, ntm)
		}
	}
	st.mu.Unlock()
	if newKey != oldKey {
		if err := st.c.deleteKey(ctx, oldKey); err != nil {
			e.log.Warn("S3 rename: the old manifest remains (other servers still see the old name)", "key", oldKey, "err", err)
		}
	}
	return nil
}
