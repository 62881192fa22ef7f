package querycache

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/analyzer"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/transform"

	"handlerd/sqlhandler"
)

// ruleID names the cache's analyzer rule; go-mysql-server's own IDs are
// small consecutive numbers.
const ruleID analyzer.RuleId = 4096

// inspectRule is an analyzer rule that changes nothing: on a miss it looks
// at the statement's plan as bound — before the analyzer rewrites it, so
// no table the result depends on has been folded away and every function
// call is still there — and records in the connection's capture whether
// the result may be cached and which tables it depends on. It acts on the
// first top-level (scope-less) analysis after the miss began, which is the
// statement's own: go-mysql-server analyzes subqueries with a scope and
// anything else (triggers, procedures) only later.
func (c *Cache) inspectRule(ctx *sql.Context, a *analyzer.Analyzer, n sql.Node, scope *plan.Scope, sel analyzer.RuleSelector, qFlags *sql.QueryFlags) (sql.Node, transform.TreeIdentity, error) {
	if scope != nil || ctx.Session == nil {
		return n, transform.SameTree, nil
	}
	v, ok := c.conns.Load(ctx.Session.ID())
	if !ok {
		return n, transform.SameTree, nil
	}
	st := v.(*connState)
	cp := st.capture
	if cp == nil || cp.analyzed || st.sess != ctx.Session {
		return n, transform.SameTree, nil
	}
	cp.analyzed = true
	w := walker{c: c, ok: true, seen: map[*tableState]bool{}}
	w.node(n)
	cp.ok = w.ok && len(w.deps) > 0 && fresh(w.deps, cp.seq) && !throttled(w.deps)
	cp.deps = w.deps
	return n, transform.SameTree, nil
}

// walker decides whether a plan's result is a deterministic function of
// the data in handlerd tables. Node types are an allow list: anything not
// known to be a plain read makes the result uncacheable.
type walker struct {
	c    *Cache
	ok   bool
	deps []*tableState
	seen map[*tableState]bool
}

func (w *walker) node(n sql.Node) {
	if n == nil || !w.ok {
		return
	}
	switch n := n.(type) {
	case *plan.ResolvedTable:
		w.table(n.UnderlyingTable())
	case *plan.IndexedTableAccess:
		w.table(n.UnderlyingTable())
	case *plan.TableCountLookup:
		w.table(n.Table())
	case *plan.Project, *plan.Filter, *plan.Limit, *plan.Offset, *plan.Sort, *plan.TopN,
		*plan.GroupBy, *plan.Having, *plan.Distinct, *plan.OrderedDistinct, *plan.Window,
		*plan.NamedWindows, *plan.JoinNode, *plan.SubqueryAlias, *plan.SetOp, *plan.TableAlias,
		*plan.With, *plan.RecursiveCte, *plan.RecursiveTable, *plan.EmptyTable, *plan.Nothing,
		*plan.Values, *plan.ValueDerivedTable, *plan.JSONTable, *plan.CachedResults,
		*plan.HashLookup, *plan.StripRowNode, *plan.Max1Row, *plan.Concat,
		*plan.TransformedNamedNode:
	default:
		w.ok = false
		return
	}
	if ex, ok := n.(sql.Expressioner); ok {
		for _, e := range ex.Expressions() {
			w.expr(e)
		}
	}
	for _, ch := range n.Children() {
		w.node(ch)
	}
}

// table accepts a data source only if it is a handlerd table of an engine
// the cache hears commits from (which excludes information_schema, the
// mysql database, dual, temporary tables and shared S3 archives).
func (w *walker) table(t sql.Table) {
	for {
		tw, ok := t.(sql.TableWrapper)
		if !ok {
			break
		}
		t = tw.Underlying()
	}
	ht, ok := t.(*sqlhandler.Table)
	if !ok || ht.Def() == nil || ht.IsTemporary() || !w.c.isObserved(ht.Engine()) {
		w.ok = false
		return
	}
	st := w.c.table(ht.Def().ID)
	if !w.seen[st] {
		w.seen[st] = true
		w.deps = append(w.deps, st)
	}
}

func (w *walker) expr(e sql.Expression) {
	sql.Inspect(e, func(e sql.Expression) bool {
		if !w.ok || e == nil {
			return false
		}
		if !e.Resolved() {
			w.ok = false
			return false
		}
		switch x := e.(type) {
		case *plan.Subquery:
			w.node(x.Query)
		case *expression.UserVar, *expression.SystemVar, *expression.ProcedureParam,
			*expression.BindVar:
			w.ok = false
			return false
		case sql.NonDeterministicExpression:
			if x.IsNonDeterministic() {
				w.ok = false
				return false
			}
		}
		if fe, ok := e.(sql.FunctionExpression); ok && uncacheableFunction(fe) {
			w.ok = false
			return false
		}
		if en, ok := e.(sql.ExpressionWithNodes); ok {
			if _, isSubquery := e.(*plan.Subquery); !isSubquery {
				for _, n := range en.NodeChildren() {
					w.node(n)
				}
			}
		}
		return true
	})
}

// deniedFunctions are the functions whose results MySQL's query cache
// refuses to cache (they depend on time, the session, chance, locks, the
// server or files), plus go-mysql-server's names for the same.
var deniedFunctions = map[string]bool{
	"benchmark": true, "connection_id": true, "convert_tz": true, "curdate": true,
	"current_date": true, "current_time": true, "current_timestamp": true, "current_user": true,
	"current_role": true, "curtime": true, "database": true, "schema": true, "encrypt": true,
	"found_rows": true, "get_lock": true, "is_free_lock": true, "is_used_lock": true,
	"last_insert_id": true, "load_file": true, "master_pos_wait": true, "source_pos_wait": true,
	"now": true, "password": true, "rand": true, "random_bytes": true, "release_all_locks": true,
	"release_lock": true, "sleep": true, "sysdate": true, "user": true, "session_user": true,
	"system_user": true, "uuid": true, "uuid_short": true, "utc_date": true, "utc_time": true,
	"utc_timestamp": true, "localtime": true, "localtimestamp": true, "row_count": true,
	"version": true, "ps_current_thread_id": true, "ps_thread_id": true,
}

func uncacheableFunction(fe sql.FunctionExpression) bool {
	name := strings.ToLower(fe.FunctionName())
	if deniedFunctions[name] {
		return true
	}
	// UNIX_TIMESTAMP() is "now"; UNIX_TIMESTAMP(expr) is deterministic.
	return name == "unix_timestamp" && len(fe.Children()) == 0
}
