package fastpath

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"

	gms "github.com/dolthub/go-mysql-server/server"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"

	"handlerd/engines"
	"handlerd/engines/catalog"
	"handlerd/sqlhandler"
)

// outcome is what a statement produced: a row set, or an OK result.
type outcome struct {
	schema sql.Schema
	rows   []sql.Row
	ok     *types.OkResult
	bound  *boundStmt // a SELECT's statement, for its cached fields
}

// args resolves bind variable names to Go values.
type args func(name string) (any, bool)

// run executes st for a client connection if it can, reporting done=false
// (having changed nothing) when the full path must take the statement.
func (f *FastPath) run(ctx context.Context, c *mysql.Conn, query string, st *statement,
	arg args, cb func(*sqltypes.Result) error) (done bool, err error) {
	sqlCtx, err := f.sm.NewContextWithQuery(ctx, c, query)
	if err != nil {
		return false, nil
	}
	out, done, err := f.execute(sqlCtx, query, st, arg)
	if !done {
		return false, nil
	}
	if err != nil {
		return true, f.errs(c, err)
	}
	// The result and the slot of a one-row result are one allocation.
	one := &struct {
		res  sqltypes.Result
		rows [1][]sqltypes.Value
	}{}
	res := &one.res
	if out.ok != nil {
		res.RowsAffected, res.InsertID = out.ok.RowsAffected, out.ok.InsertID
		if out.ok.Info != nil {
			res.Info = out.ok.Info.String()
		}
	} else {
		res.Fields = out.bound.fieldsFor(sqlCtx)
		// The values are built in a pooled buffer, as go-mysql-server's
		// handler builds them: the callback writes them out (or copies
		// them, the query cache) before it returns.
		buf := sql.ByteBufPool.Get().(*sql.ByteBuffer)
		defer func() {
			buf.Reset()
			sql.ByteBufPool.Put(buf)
		}()
		switch {
		case len(out.rows) == 1:
			res.Rows = one.rows[:0]
		case len(out.rows) > 1:
			res.Rows = make([][]sqltypes.Value, 0, len(out.rows))
		}
		for _, row := range out.rows {
			vals, err := gms.RowToSQL(sqlCtx, out.schema, row, nil, buf)
			if err != nil {
				return true, f.errs(c, err)
			}
			res.Rows = append(res.Rows, vals)
		}
	}
	return true, f.errs(c, cb(res))
}

// execute runs a recognised statement in sqlCtx's session, as the full
// path would: process list, statement counters, warnings cleared, the
// session's transaction (begun if none, committed in autocommit mode).
func (f *FastPath) execute(sqlCtx *sql.Context, query string, st *statement, arg args) (out *outcome, done bool, err error) {
	db := st.db
	if db == "" {
		db = sqlCtx.GetCurrentDatabase()
	}
	def, ok := f.cat.Table(db, st.table)
	if !ok {
		return nil, false, nil
	}
	p, ok := boundFor(st, def)
	if !ok || !f.sessionAllows(sqlCtx, p, db) {
		return nil, false, nil
	}
	handler, engine, err := f.cat.Handler(def)
	if err != nil {
		return nil, false, nil
	}
	var ins *insertRowsOf
	var lo, hi any
	var empty bool
	if p.st.isRange {
		if lo, hi, empty, ok = rangeBounds(sqlCtx, p, arg); !ok {
			return nil, false, nil
		}
	}
	if p.st.kind == kindInsert {
		if ins, ok = prepareInsert(sqlCtx, p, handler, arg); !ok {
			return nil, false, nil
		}
	}
	var keyCols []engines.IndexColumn
	if p.index >= 0 {
		keyCols = def.IndexColumns(p.index)
	}
	key := make([]any, len(p.key))
	for i, ic := range keyCols {
		v, ok := resolve(p.key[i], arg)
		if !ok {
			return nil, false, nil
		}
		if key[i], ok = keyValue(sqlCtx, def.Schema[ic.Ordinal], p.keyInt[i], v); !ok {
			return nil, false, nil
		}
	}
	sets := make([]any, len(p.sets))
	for i, s := range p.sets {
		v, ok := resolve(s.val, arg)
		if !ok {
			return nil, false, nil
		}
		if s.delta != 0 {
			if !isInt(v) {
				return nil, false, nil
			}
			sets[i] = v
		} else if sets[i], ok = setValue(sqlCtx, def.Schema[s.ord], v); !ok {
			return nil, false, nil
		}
	}

	// From here on the statement is ours, as the full path would run it.
	f.Stats.Hits.Add(1)
	defer func() {
		if !done {
			f.Stats.Hits.Add(^uint64(0)) // handed back: not a hit
		}
	}()
	if sqlCtx.ProcessList != nil {
		if sqlCtx, err = sqlCtx.ProcessList.BeginQuery(sqlCtx, query); err != nil {
			return nil, true, err
		}
		defer sqlCtx.ProcessList.EndQuery(sqlCtx)
	}
	if err := sql.SessionCommandBegin(sqlCtx.Session); err != nil {
		return nil, true, err
	}
	defer sql.SessionCommandEnd(sqlCtx.Session)
	sql.IncrementStatusVariable(sqlCtx, "Questions", 1)
	sql.IncrementStatusVariable(sqlCtx, comCounter[p.st.kind], 1)
	sqlCtx.ClearWarnings()

	ts, ok := sqlCtx.Session.(sql.TransactionSession)
	if !ok {
		return nil, true, fmt.Errorf("fast path: session %T has no transactions", sqlCtx.Session)
	}
	if sqlCtx.GetTransaction() == nil {
		tx, err := ts.StartTransaction(sqlCtx, sql.ReadWrite)
		if err != nil {
			return nil, true, err
		}
		sqlCtx.SetTransaction(tx)
	}
	autocommit, err := plan.IsSessionAutocommit(sqlCtx)
	if err != nil {
		return nil, true, err
	}
	etx, err := sqlhandler.TxnFor(sqlCtx, engine)
	if err != nil {
		return nil, true, err
	}
	switch p.st.kind {
	case kindSelect:
		if p.st.isRange {
			out, err = f.selectRange(sqlCtx, p, handler, etx, lo, hi, empty)
		} else {
			out, err = f.selectRow(sqlCtx, p, handler, etx, key)
		}
	case kindInsert:
		out, err = f.insertRows(sqlCtx, p, handler, etx, ins)
	default:
		out, err = f.write(sqlCtx, p, handler, etx, key, sets)
	}
	// A failed statement is not committed: go-mysql-server skips the
	// commit then, and the session's CommandEnd (deferred above) rolls the
	// autocommit transaction back.
	if tx := sqlCtx.GetTransaction(); tx != nil && err == nil && autocommit && !sqlCtx.GetIgnoreAutoCommit() {
		if cerr := ts.CommitTransaction(sqlCtx, tx); cerr != nil {
			if err == nil {
				err = cerr
			}
		} else {
			sqlCtx.SetTransaction(nil)
		}
	}
	if errors.Is(err, errFallback) {
		return nil, false, nil
	}
	return out, true, err
}

// comCounter is the Com_xxx status variable a statement counts in, as
// go-mysql-server counts them (Com_select for a SELECT's plan, the others
// when their plan is built).
var comCounter = [...]string{kindSelect: "Com_select", kindUpdate: "Com_update", kindDelete: "Com_delete", kindInsert: "Com_insert"}

// errFallback hands a statement back to the full path after the fast path
// found, with the row in hand, a case it does not reproduce (an arithmetic
// result out of the column's range). Nothing has been written by then.
var errFallback = errors.New("fast path: hand over to the full path")

// sessionAllows checks the session state that changes what a statement
// does: privileges, read-only transactions, sql_select_limit, triggers,
// foreign keys.
func (f *FastPath) sessionAllows(ctx *sql.Context, p *boundStmt, db string) bool {
	// A temporary table may hide the base table of the same name.
	if tt, ok := ctx.Session.(interface{ HasTemporaryTables() bool }); ok && tt.HasTemporaryTables() {
		return false
	}
	// SET TRANSACTION READ ONLY / ISOLATION LEVEL for the transaction this
	// statement would begin: the full path knows how it is used up.
	if nt, ok := ctx.Session.(interface{ NextTransactionPending() bool }); ok && nt.NextTransactionPending() && ctx.GetTransaction() == nil {
		return false
	}
	ops := p.privilegesIn(db)
	if !f.e.Analyzer.Catalog.MySQLDb.UserHasPrivileges(ctx, ops.main...) {
		return false
	}
	if ops.read != nil {
		// UPDATE ... WHERE reads the key columns: MySQL wants SELECT too.
		if !f.e.Analyzer.Catalog.MySQLDb.UserHasPrivileges(ctx, ops.read...) {
			return false
		}
	}
	if p.st.kind != kindSelect {
		if tx := ctx.GetTransaction(); tx != nil && tx.IsReadOnly() {
			return false
		}
		if len(f.cat.Objects(db, catalog.KindTrigger)) > 0 {
			return false
		}
		// Foreign keys are go-mysql-server's to check and act on, on
		// the child's writes and the parent's alike.
		if len(p.def.ForeignKeys) > 0 || len(f.cat.ReferencingForeignKeys(p.def.Database, p.def.Name)) > 0 {
			return false
		}
		if ro, err := ctx.GetSessionVariable(ctx, "transaction_read_only"); err == nil && ro != int8(0) {
			return false
		}
	} else if lim, err := ctx.GetSessionVariable(ctx, "sql_select_limit"); err != nil || !limitAllows(lim, 1) ||
		p.st.isRange && !limitAllows(lim, maxRangeWidth) {
		return false
	}
	return true
}

// privilegeOps are the privilege checks of a statement on its table in
// one database: main the statement's own privilege, read SELECT for an
// UPDATE (nil otherwise).
type privilegeOps struct {
	db         string
	main, read []sql.PrivilegedOperation
}

// privilegesIn returns p's privilege checks in database db, reusing the
// last ones made while the database is the same (they are only read).
func (p *boundStmt) privilegesIn(db string) *privilegeOps {
	if ops := p.privs.Load(); ops != nil && ops.db == db {
		return ops
	}
	priv := sql.PrivilegeType_Select
	switch p.st.kind {
	case kindUpdate:
		priv = sql.PrivilegeType_Update
	case kindDelete:
		priv = sql.PrivilegeType_Delete
	case kindInsert:
		priv = sql.PrivilegeType_Insert
	}
	subject := sql.PrivilegeCheckSubject{Database: db, Table: p.def.Name}
	ops := &privilegeOps{db: db, main: []sql.PrivilegedOperation{sql.NewPrivilegedOperation(subject, priv)}}
	if p.st.kind == kindUpdate {
		ops.read = []sql.PrivilegedOperation{sql.NewPrivilegedOperation(subject, sql.PrivilegeType_Select)}
	}
	p.privs.Store(ops)
	return ops
}

// limitAllows: sql_select_limit does not cut a result of up to rows rows
// (a point SELECT's one, a range SELECT's at most maxRangeWidth).
func limitAllows(v any, rows int64) bool {
	switch n := v.(type) {
	case uint64:
		return n >= uint64(rows)
	case int64:
		return n >= rows
	}
	return false
}

// resolve gives a value's Go value: the literal, or the bind variable's.
func resolve(v value, arg args) (any, bool) {
	if v.isLit {
		return v.lit, true
	}
	return arg(v.bind)
}

// bindVarArgs reads the bind variables of a prepared statement.
func bindVarArgs(binds map[string]*querypb.BindVariable) args {
	return func(name string) (any, bool) {
		bv, ok := binds[name]
		if !ok {
			return nil, false
		}
		return bindValue(bv)
	}
}

// bindValue is a bind variable's Go value as the full path reads it
// (go-mysql-server's handler turns bind variables into literals with
// sqlparser.ExprFromValue): NULL, an integer, or, for every quoted type, a
// string literal. The binary protocol sends a string argument as
// VARBINARY (vitess's parseStmtArgs), which is thus the same string
// literal as a text query's, not a binary string.
func bindValue(bv *querypb.BindVariable) (any, bool) {
	val, err := sqltypes.BindVariableToValue(bv)
	if err != nil {
		return nil, false
	}
	switch {
	case val.IsNull():
		return nil, true
	case val.IsSigned():
		n, err := strconv.ParseInt(string(val.Raw()), 10, 64)
		return n, err == nil
	case val.IsUnsigned():
		n, err := strconv.ParseUint(string(val.Raw()), 10, 64)
		return n, err == nil
	case val.IsQuoted():
		return string(val.Raw()), true
	}
	return nil, false
}

// find fetches the one row the key names. UPDATE and DELETE read it with
// a locking read, as the full path does (sqlhandler.lockingRead).
func find(p *boundStmt, h engines.Table, tx engines.Txn, key []any) (sql.Row, error) {
	forUpdate := p.st.kind != kindSelect
	if p.index == 0 && !forUpdate {
		var row sql.Row
		var ok bool
		var err error
		if cg, can := h.(engines.ColumnGetter); can { // a nil want: every column
			row, ok, err = cg.GetColumns(tx, key, p.want)
		} else {
			row, ok, err = h.Get(tx, key)
		}
		if err != nil || !ok {
			return nil, err
		}
		return row, nil
	}
	r := engines.RangeFor(p.index, engines.OpEQ, key)
	r.ForUpdate = forUpdate
	if !forUpdate {
		r.Columns = p.cols
	}
	it, err := h.Read(tx, r)
	if err != nil {
		return nil, err
	}
	defer it.Close()
	row, err := it.Next()
	if err == io.EOF {
		return nil, nil
	}
	return row, err
}

func (f *FastPath) selectRow(ctx *sql.Context, p *boundStmt, h engines.Table, tx engines.Txn, key []any) (*outcome, error) {
	row, err := find(p, h, tx, key)
	if err != nil {
		return nil, sqlhandler.Translate(err)
	}
	// The outcome and its one row's slot are one allocation.
	one := &struct {
		outcome
		row [1]sql.Row
	}{outcome: outcome{schema: p.schema, bound: p}}
	out := &one.outcome
	if row != nil {
		proj := make(sql.Row, len(p.cols))
		for i, o := range p.cols {
			proj[i] = row[o]
		}
		one.row[0] = proj
		out.rows = one.row[:]
	}
	ctx.SetLastQueryInfoInt(sql.RowCount, -1)
	ctx.SetLastQueryInfoInt(sql.FoundRows, int64(len(out.rows)))
	return out, nil
}

// resultSchema is a point SELECT's result schema, as go-mysql-server
// gives it.
func resultSchema(p *boundStmt) sql.Schema {
	sch := make(sql.Schema, len(p.cols))
	for i, o := range p.cols {
		col := p.def.Schema[o]
		if p.st.star {
			// SELECT * passes the table's columns through as they are.
			c := *col
			c.Source, c.DatabaseSource = p.def.Name, p.def.Database
			sch[i] = &c
			continue
		}
		// A named column is a plain GetField to go-mysql-server: it keeps
		// name, type and nullability, not key or auto-increment flags.
		sch[i] = &sql.Column{Name: p.names[i], Type: col.Type, Nullable: col.Nullable,
			Source: p.def.Name, DatabaseSource: p.def.Database}
	}
	return sch
}

// fieldsFor describes the result's columns for ctx's session, reusing the
// description made for the same character_set_results.
func (p *boundStmt) fieldsFor(ctx *sql.Context) []*querypb.Field {
	results := ctx.GetCharacterSetResults()
	if f := p.fields.Load(); f != nil && f.results == results {
		return f.fields
	}
	f := &fieldsFor{results: results, fields: fields(ctx, p.schema, nil, nil)}
	p.fields.Store(f)
	return f.fields
}

// write runs an UPDATE or DELETE of at most one row, atomically within the
// session's transaction.
func (f *FastPath) write(ctx *sql.Context, p *boundStmt, h engines.Table, tx engines.Txn, key []any, sets []any) (*outcome, error) {
	set := sqlhandler.TxnSet(ctx)
	mark := set.Savepoint()
	defer set.Release(mark)
	fail := func(err error) (*outcome, error) {
		set.RollbackTo(mark)
		return nil, sqlhandler.Translate(err)
	}
	row, err := find(p, h, tx, key)
	if err != nil {
		return fail(err)
	}
	matched, changed := 0, 0
	if row != nil {
		matched = 1
		if p.st.kind == kindDelete {
			if err := h.Delete(tx, row); err != nil {
				return fail(err)
			}
			changed = 1
		} else {
			next := row.Copy()
			for i, s := range p.sets {
				v := sets[i]
				if s.delta != 0 {
					var ok bool
					if v, ok = addDelta(ctx, p.def.Schema[s.ord], row[s.ord], v, s.delta); !ok {
						set.RollbackTo(mark)
						return nil, errFallback
					}
				}
				next[s.ord] = v
			}
			eq, err := next.Identical(ctx, row, p.def.Schema)
			if err != nil {
				return fail(err)
			}
			if !eq {
				if err := h.Update(tx, row, next); err != nil {
					return fail(err)
				}
				changed = 1
			}
		}
	}
	res := types.OkResult{RowsAffected: uint64(changed)}
	if p.st.kind == kindUpdate {
		if ctx.Client().Capabilities&mysql.CapabilityClientFoundRows != 0 {
			res.RowsAffected = uint64(matched)
		}
		res.Info = plan.UpdateInfo{Matched: matched, Updated: changed}
		ctx.SetLastQueryInfoInt(sql.FoundRows, int64(matched))
	}
	return okOutcome(ctx, res), nil
}

// okOutcome is a write's outcome (one allocation with its OK result),
// setting ROW_COUNT() as the full path does.
func okOutcome(ctx *sql.Context, res types.OkResult) *outcome {
	ctx.SetLastQueryInfoInt(sql.RowCount, int64(res.RowsAffected))
	one := &struct {
		outcome
		res types.OkResult
	}{res: res}
	one.ok = &one.res
	return &one.outcome
}

// addDelta computes col +/- n, or ok=false when the result leaves the
// column's range (go-mysql-server's error for that is left to it).
func addDelta(ctx *sql.Context, col *sql.Column, cur, n any, sign int) (any, bool) {
	if cur == nil {
		return nil, true // NULL + n is NULL
	}
	a, _, err := types.Int64.Convert(ctx, cur)
	if err != nil {
		return nil, false
	}
	b, _, err := types.Int64.Convert(ctx, n)
	if err != nil {
		return nil, false
	}
	x, y := a.(int64), b.(int64)
	if sign < 0 {
		if y == math.MinInt64 {
			return nil, false
		}
		y = -y
	}
	sum := x + y
	if (y > 0 && sum < x) || (y < 0 && sum > x) {
		return nil, false
	}
	v, inRange, err := col.Type.Convert(ctx, sum)
	if err != nil || inRange != sql.InRange {
		return nil, false
	}
	return v, true
}
