package s3

import (
	"context"
	"strings"
	"time"
)

// Sweep removes what interrupted uploads left in the bucket: objects under
// a table's version prefix that its manifest does not name (a server killed
// in the middle of ALTER TABLE ... ENGINE=S3, or a cleanup that failed),
// and multipart uploads never completed. A version prefix goes only when
// every object in it is older than minAge: another server's upload in
// progress writes objects as it goes, so a minAge well above the longest
// pause of an upload (24h is safe; index sorting of a huge table is the
// longest pause) never touches it. Loads of this process are always
// skipped. It returns the number of objects removed. The server may run it
// in the background at start.
func (e *Engine) Sweep(ctx context.Context, minAge time.Duration) (int, error) {
	c := e.st.c
	cutoff := time.Now().Add(-minAge)
	_, dbs, err := c.list(ctx, "", "/")
	if err != nil {
		return 0, err
	}
	removed := 0
	for _, db := range dbs {
		_, tables, err := c.list(ctx, db, "/")
		if err != nil {
			return removed, err
		}
		for _, t := range tables {
			live, err := e.st.manifestVersion(ctx, t+manifestName)
			if err != nil {
				return removed, err
			}
			livePrefix := ""
			if live != "" {
				if tm := e.st.known(live); tm != nil {
					livePrefix = tm.m.Prefix
				} else if tm, err := e.st.manifestAt(ctx, t+manifestName); err == nil && tm != nil {
					livePrefix = tm.m.Prefix
				}
			}
			_, versions, err := c.list(ctx, t, "/")
			if err != nil {
				return removed, err
			}
			for _, v := range versions {
				name := strings.TrimSuffix(strings.TrimPrefix(v, t), "/")
				if !validVersion(name) || name == live || v == livePrefix || e.loading(name) {
					continue
				}
				objs, err := c.listObjects(ctx, v)
				if err != nil {
					return removed, err
				}
				var keys []string
				fresh := false
				for _, o := range objs {
					if o.modified.After(cutoff) {
						fresh = true
						break
					}
					keys = append(keys, o.key)
				}
				if fresh {
					continue
				}
				if err := c.deleteKeys(ctx, keys); err != nil {
					return removed, err
				}
				removed += len(keys)
				e.log.Info("S3 sweep: removed the leftovers of an interrupted upload", "prefix", v, "objects", len(keys))
			}
		}
	}
	if ups, err := c.staleUploads(ctx, "", cutoff); err == nil {
		for key, id := range ups {
			if err := c.abortMultipart(ctx, key, id); err != nil {
				return removed, err
			}
		}
	}
	return removed, nil
}

// loading reports whether a load of this process is writing version.
func (e *Engine) loading(version string) bool {
	e.st.mu.Lock()
	defer e.st.mu.Unlock()
	for l := range e.st.loads {
		if l.version == version {
			return true
		}
	}
	return e.st.pending[version]
}
