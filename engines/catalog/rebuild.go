package catalog

import (
	"context"
	"errors"
	"io"
	"log/slog"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// RowTransform maps a row of the old definition to the new one; it may
// return nil to drop the row.
type RowTransform func(sql.Row) (sql.Row, error)

// rebuildChunk is how many rows a table copy writes per transaction of the
// new table. The new table is invisible until published, so committing it
// in pieces is safe and keeps write sets small.
const rebuildChunk = 20000

// Rebuilder fills fresh storage for a new definition of a table and then
// swaps it in: the way handlerd does ALTER TABLE (columns, indexes, primary
// key, engine). Until Finish, every session keeps using the old table.
// Finish refuses (engines.ErrConflict) if the old table was written after
// the snapshot the rows were read from, so nothing committed is lost; once
// it succeeds, writes to the old table fail with engines.ErrTableChanged
// (MySQL error 1412) instead of vanishing with the old storage.
type Rebuilder struct {
	c         *Catalog
	old, next *engines.TableDef
	dst       engines.Engine
	handler   engines.Table
	tx        engines.Txn
	n         int
	// stage, when set, keeps the copy private to an Alteration
	// (alteration.go) instead of publishing it at Finish.
	stage *Alteration

	// loader engines (S3) take the rows as a stream in a goroutine.
	feed chan sql.Row
	done chan error
}

// BeginRebuild prepares storage for next (next.ID is assigned here).
func (c *Catalog) BeginRebuild(ctx context.Context, old, next *engines.TableDef) (*Rebuilder, error) {
	return c.beginRebuild(ctx, old, next, nil)
}

func (c *Catalog) beginRebuild(ctx context.Context, old, next *engines.TableDef, stage *Alteration) (*Rebuilder, error) {
	dst, err := c.reg.Lookup(next.Engine)
	if err != nil {
		return nil, err
	}
	if err := next.Validate(); err != nil {
		return nil, err
	}
	if next.ID, err = c.AllocateID(); err != nil {
		return nil, err
	}
	if err := dst.CreateTable(next); err != nil {
		return nil, err
	}
	r := &Rebuilder{c: c, old: old, next: next, dst: dst, stage: stage}
	if loader, ok := dst.(engines.Loader); ok {
		r.feed, r.done = make(chan sql.Row, 256), make(chan error, 1)
		feed, done := r.feed, r.done // Finish and fail clear r.feed
		go func() { done <- loader.Load(ctx, next, &chanIter{ctx: ctx, ch: feed}) }()
		return r, nil
	}
	if r.handler, err = dst.Open(next); err != nil {
		r.Abort()
		return nil, err
	}
	if r.tx, err = dst.Begin(engines.TxOptions{Private: true}); err != nil {
		r.Abort()
		return nil, err
	}
	return r, nil
}

// Insert adds one row (of the new definition).
func (r *Rebuilder) Insert(ctx context.Context, row sql.Row) error {
	if r.feed != nil {
		select {
		case r.feed <- row:
			r.n++
			return nil
		case err := <-r.done: // the loader gave up early
			r.done <- err
			if err == nil {
				err = errors.New("loader stopped early")
			}
			return err
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if _, err := r.handler.Insert(r.tx, row); err != nil {
		return err
	}
	if r.n++; r.n%rebuildChunk == 0 {
		if err := r.tx.Commit(ctx); err != nil {
			return err
		}
		var err error
		if r.tx, err = r.dst.Begin(engines.TxOptions{Private: true}); err != nil {
			return err
		}
	}
	return nil
}

// Finish makes the copy the table. src is the transaction the old rows
// were read through.
func (r *Rebuilder) Finish(ctx context.Context, src engines.Txn) error {
	if r.feed != nil {
		close(r.feed)
		r.feed = nil
		if err := <-r.done; err != nil {
			return r.fail(err)
		}
	} else if err := r.tx.Commit(ctx); err != nil {
		return r.fail(err)
	}
	if r.stage != nil {
		return r.stage.finishCopy(r, src)
	}
	srcEngine, _, err := r.retireSource(src)
	if err != nil {
		return r.fail(err)
	}
	if err := r.c.Replace(r.old, r.next); err != nil {
		return r.fail(err)
	}
	if err := srcEngine.DropTable(r.old); err != nil {
		slog.Warn("could not free storage of a replaced table", "table", r.old.QualifiedName(), "err", err)
	}
	return nil
}

// retireSource retires the old table in its engine, if the engine
// retires tables (engines.Retirer), so that no commit to it after src's
// snapshot is lost with it; retired says whether it did.
func (r *Rebuilder) retireSource(src engines.Txn) (srcEngine engines.Engine, retired bool, err error) {
	if srcEngine, err = r.c.reg.Lookup(r.old.Engine); err != nil {
		return nil, false, err
	}
	if ret, ok := srcEngine.(engines.Retirer); ok && src != nil {
		if err := ret.Retire(src, r.old); err != nil {
			return nil, false, err
		}
		return srcEngine, true, nil
	}
	return srcEngine, false, nil
}

// Abort discards the copy.
func (r *Rebuilder) Abort() { r.fail(nil) }

func (r *Rebuilder) fail(err error) error {
	if r.feed != nil {
		close(r.feed)
		r.feed = nil
		<-r.done
	}
	if r.tx != nil {
		r.tx.Rollback()
	}
	if derr := r.dst.DropTable(r.next); derr != nil {
		slog.Warn("could not free storage of an abandoned table copy", "table", r.next.QualifiedName(), "err", derr)
	}
	return err
}

// chanIter feeds a Loader from a channel.
type chanIter struct {
	ctx context.Context
	ch  chan sql.Row
}

func (c *chanIter) Next() (sql.Row, error) {
	select {
	case row, ok := <-c.ch:
		if !ok {
			return nil, io.EOF
		}
		return row, nil
	case <-c.ctx.Done():
		return nil, c.ctx.Err()
	}
}

func (c *chanIter) Close() error { return nil }

// Rows returns how many rows the copy took so far.
func (r *Rebuilder) Rows() int { return r.n }

// Rebuild copies old into next through transform (nil: rows unchanged),
// starting over a few times if the old table is written meanwhile. It
// returns how many rows the copy took.
func (c *Catalog) Rebuild(ctx context.Context, old, next *engines.TableDef, transform RowTransform) (int, error) {
	return c.rebuild(ctx, old, next, transform, nil)
}

func (c *Catalog) rebuild(ctx context.Context, old, next *engines.TableDef, transform RowTransform, stage *Alteration) (int, error) {
	var err error
	var n int
	for attempt := 0; attempt < 5; attempt++ {
		if n, err = c.rebuildOnce(ctx, old, next.Clone(), transform, stage); !errors.Is(err, engines.ErrConflict) {
			return n, err
		}
		slog.Debug("table changed during rebuild; copying again", "table", old.QualifiedName())
	}
	return n, err
}

func (c *Catalog) rebuildOnce(ctx context.Context, old, next *engines.TableDef, transform RowTransform, stage *Alteration) (int, error) {
	srcTable, srcEngine, err := c.Handler(old)
	if err != nil {
		return 0, err
	}
	src, err := srcEngine.Begin(engines.TxOptions{ReadOnly: true})
	if err != nil {
		return 0, err
	}
	defer src.Rollback()
	rows, err := srcTable.Read(src, engines.ReadRequest{})
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	r, err := c.beginRebuild(ctx, old, next, stage)
	if err != nil {
		return 0, err
	}
	total, _ := srcTable.RowCount(src)
	progress := showProgress(ctx, old, next, int64(total))
	defer progress.done()
	for {
		row, err := rows.Next()
		if err == io.EOF {
			break
		}
		if err == nil && transform != nil {
			row, err = transform(row)
		}
		if err == nil && row != nil {
			err = r.Insert(ctx, row)
			progress.row()
		}
		if err != nil {
			return r.n, r.fail(err)
		}
	}
	return r.n, r.Finish(ctx, src)
}

// rebuildProgress shows a table copy in SHOW PROCESSLIST's State column of
// the connection running the ALTER, as MySQL's "copy to tmp table" does:
//
//	ALTER db.t (ENGINE=S3) (0/1 partitions)
//	 └─ rows (120000/1000000 rows)
type rebuildProgress struct {
	pl   sql.ProcessList
	pid  uint64
	name string
	due  int64 // rows copied since the last update
}

// progressEvery is how many rows go between process list updates.
const progressEvery = 1000

func showProgress(ctx context.Context, old, next *engines.TableDef, total int64) *rebuildProgress {
	sctx, ok := ctx.(*sql.Context)
	if !ok || sctx.ProcessList == nil {
		return &rebuildProgress{}
	}
	name := "ALTER " + old.QualifiedName()
	if next.Engine != old.Engine {
		name += " (ENGINE=" + next.Engine + ")"
	}
	p := &rebuildProgress{pl: sctx.ProcessList, pid: sctx.Pid(), name: name}
	p.pl.AddTableProgress(p.pid, name, 1)
	p.pl.AddPartitionProgress(p.pid, name, "rows", total)
	return p
}

func (p *rebuildProgress) row() {
	if p.pl == nil {
		return
	}
	if p.due++; p.due == progressEvery {
		p.pl.UpdatePartitionProgress(p.pid, p.name, "rows", p.due)
		p.due = 0
	}
}

func (p *rebuildProgress) done() {
	if p.pl != nil {
		p.pl.RemoveTableProgress(p.pid, p.name)
	}
}
