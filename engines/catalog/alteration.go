package catalog

import (
	"context"
	"fmt"
	"log/slog"

	"handlerd/engines"
)

// Alteration is one ALTER TABLE made of several clauses (ADD COLUMN c,
// ADD UNIQUE KEY u (a), ...), applied all together or not at all, as in
// MySQL. Each clause's change, a new definition (Replace) or a copy of the
// rows into fresh storage (Rebuild, BeginRebuild), is staged: the session
// running the statement works on the latest stage, every other session
// keeps the table as it was. Commit publishes the last stage in place of
// the table; Abort, after a clause failed, frees the stages' storage and
// leaves the table untouched.
//
// The first copy retires the original table's storage (engines.Retirer),
// as a plain rebuild does: writes committed after the copy's snapshot make
// it fail, and writes to the original after it fail with ErrTableChanged.
// Abort brings the original back into service.
type Alteration struct {
	c        *Catalog
	original *engines.TableDef
	cur      *engines.TableDef
	// built are the definitions whose storage this alteration's copies
	// filled; staged every definition it made (for the handler cache).
	built, staged []*engines.TableDef
	retired       bool
	done          bool
}

// BeginAlteration starts staging changes of def, the table's definition as
// the catalog has it now.
func (c *Catalog) BeginAlteration(def *engines.TableDef) *Alteration {
	return &Alteration{c: c, original: def, cur: def}
}

// Original is the definition the alteration started from.
func (a *Alteration) Original() *engines.TableDef { return a.original }

// Current is the latest staged definition.
func (a *Alteration) Current() *engines.TableDef { return a.cur }

func (a *Alteration) check(old *engines.TableDef) error {
	if a.done {
		return fmt.Errorf("table %s: ALTER TABLE already finished", a.original.QualifiedName())
	}
	if old != a.cur {
		return fmt.Errorf("table %s changed during DDL; retry", old.QualifiedName())
	}
	return nil
}

// Replace stages next, a change of old (the current stage) that keeps its
// storage.
func (a *Alteration) Replace(old, next *engines.TableDef) error {
	if err := a.check(old); err != nil {
		return err
	}
	if old.ID != next.ID {
		return fmt.Errorf("table %s: a staged definition must keep its storage", old.QualifiedName())
	}
	if err := next.Validate(); err != nil {
		return err
	}
	if _, err := a.c.reg.Lookup(next.Engine); err != nil {
		return err
	}
	a.cur = next
	a.staged = append(a.staged, next)
	return nil
}

// BeginRebuild is Catalog.BeginRebuild for a stage: Finish stages the copy
// instead of publishing it.
func (a *Alteration) BeginRebuild(ctx context.Context, old, next *engines.TableDef) (*Rebuilder, error) {
	if err := a.check(old); err != nil {
		return nil, err
	}
	return a.c.beginRebuild(ctx, old, next, a)
}

// Rebuild is Catalog.Rebuild for a stage.
func (a *Alteration) Rebuild(ctx context.Context, old, next *engines.TableDef, transform RowTransform) (int, error) {
	if err := a.check(old); err != nil {
		return 0, err
	}
	return a.c.rebuild(ctx, old, next, transform, a)
}

// finishCopy ends a Rebuilder's Finish for a stage: the copy becomes the
// current stage. src is the transaction the old rows were read through.
func (a *Alteration) finishCopy(r *Rebuilder, src engines.Txn) error {
	if r.old.ID == a.original.ID && !a.retired {
		_, retired, err := r.retireSource(src)
		if err != nil {
			return r.fail(err)
		}
		a.retired = retired
	}
	a.cur = r.next
	a.built = append(a.built, r.next)
	a.staged = append(a.staged, r.next)
	return nil
}

// Commit publishes the current stage and frees the storage the table no
// longer uses.
func (a *Alteration) Commit() error {
	if a.done {
		return nil
	}
	if a.cur == a.original {
		a.done = true
		return nil
	}
	if err := a.c.Replace(a.original, a.cur); err != nil {
		a.Abort()
		return err
	}
	a.done = true
	if a.cur.ID != a.original.ID {
		if err := a.c.dropStorage(a.original); err != nil {
			slog.Warn("could not free storage of a replaced table", "table", a.original.QualifiedName(), "err", err)
		}
	}
	for _, def := range a.built {
		if def.ID != a.cur.ID {
			a.dropStage(def)
		}
	}
	a.forget(a.cur)
	return nil
}

// Abort drops every stage; the table stays as it was.
func (a *Alteration) Abort() {
	if a.done {
		return
	}
	a.done = true
	for _, def := range a.built {
		a.dropStage(def)
	}
	if a.retired {
		if e, err := a.c.reg.Lookup(a.original.Engine); err == nil {
			if ret, ok := e.(engines.Retirer); ok {
				ret.Unretire(a.original)
			}
		}
	}
	a.forget(nil)
	a.cur = a.original
}

func (a *Alteration) dropStage(def *engines.TableDef) {
	if err := a.c.dropStorage(def); err != nil {
		slog.Warn("could not free storage of an abandoned table copy", "table", def.QualifiedName(), "err", err)
	}
}

// forget drops the cached handlers of the staged definitions but keep.
func (a *Alteration) forget(keep *engines.TableDef) {
	a.c.mu.Lock()
	defer a.c.mu.Unlock()
	for _, def := range a.staged {
		if def != keep {
			delete(a.c.handlers, def)
		}
	}
}
