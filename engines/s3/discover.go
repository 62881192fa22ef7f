package s3

import (
	"context"
	"strings"

	"golang.org/x/sync/errgroup"

	"handlerd/engines"
)

// Discovery: servers sharing a bucket learn each other's S3 tables from
// the manifests. Listing a database costs one LIST plus one HEAD per table
// (a GET only for manifests this process has not seen under that ETag);
// revalidating a definition costs one HEAD.

// DiscoverTables implements engines.Discoverer.
func (e *Engine) DiscoverTables(ctx context.Context, db string) ([]*engines.TableDef, error) {
	var dbPrefixes []string
	if db == "" {
		_, ps, err := e.st.c.list(ctx, "", "/")
		if err != nil {
			return nil, err
		}
		dbPrefixes = ps
	} else {
		dbPrefixes = []string{escapeName(db) + "/"}
	}
	var manifests []string
	for _, p := range dbPrefixes {
		_, tables, err := e.st.c.list(ctx, p, "/")
		if err != nil {
			return nil, err
		}
		for _, t := range tables {
			manifests = append(manifests, t+manifestName)
		}
	}
	metas := make([]*tableMeta, len(manifests))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(8)
	for i, key := range manifests {
		g.Go(func() error {
			tm, err := e.st.manifestAt(gctx, key)
			metas[i] = tm
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	var defs []*engines.TableDef
	for _, tm := range metas {
		if tm == nil { // a table prefix without a manifest: an upload in progress or its debris
			continue
		}
		if db != "" && !strings.EqualFold(tm.db, db) {
			continue
		}
		defs = append(defs, tm.tableDef())
	}
	return defs, nil
}

// Revalidate implements engines.Discoverer with one HEAD of the manifest:
// the version in its metadata says whether def's archive is still the
// table (for a manifest without it, the ETag says whether the copy read
// before is still current).
func (e *Engine) Revalidate(ctx context.Context, def *engines.TableDef) (*engines.TableDef, error) {
	version := def.Options[VersionOption]
	key := manifestKey(def.Database, def.Name)
	_, meta, ok, err := e.st.c.head(ctx, key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, nil
	}
	if meta["version"] == version {
		return def, nil
	}
	// Another version, or a manifest without the metadata: read it (its
	// ETag decides whether the copy already read is still good).
	tm, err := e.st.manifestAt(ctx, key)
	if err != nil || tm == nil {
		return nil, err
	}
	if tm.m.Version == version {
		return def, nil
	}
	return tm.tableDef(), nil
}

// manifestAt reads the manifest under key (nil if there is none), with a
// HEAD when its ETag is one already read.
func (s *store) manifestAt(ctx context.Context, key string) (*tableMeta, error) {
	etag, _, ok, err := s.c.head(ctx, key)
	if err != nil || !ok {
		return nil, err
	}
	s.mu.Lock()
	seen, hit := s.byKey[key]
	s.mu.Unlock()
	if hit && seen.etag == etag && etag != "" {
		return seen.tm, nil
	}
	data, etag, ok, err := s.c.get(ctx, key)
	if err != nil || !ok {
		return nil, err
	}
	tm, err := parseManifest(data, s.seq.Add(1))
	if err != nil {
		s.log.Warn("S3 discovery: ignoring an unreadable manifest", "key", key, "err", err)
		return nil, nil
	}
	tm = s.remember(tm)
	s.mu.Lock()
	s.byKey[key] = keyEntry{tm: tm, etag: etag}
	s.mu.Unlock()
	return tm, nil
}
