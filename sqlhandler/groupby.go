package sqlhandler

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/analyzer"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/transform"
	"github.com/dolthub/vitess/go/mysql"
)

// An aggregate query without GROUP BY that also selects a column outside
// any aggregate (SELECT v, COUNT(*) FROM t) is MySQL's error 1140 under
// ONLY_FULL_GROUP_BY (part of MySQL 8's default sql_mode): the value of v
// would come from an arbitrary row. go-mysql-server checks only queries
// with a GROUP BY; onlyFullGroupByRule, a post-validation analyzer rule,
// adds the implicit-group case.

const onlyFullGroupByRuleID analyzer.RuleId = 4097

const erMixOfGroupFuncAndFields = 1140

func onlyFullGroupByRule(ctx *sql.Context, _ *analyzer.Analyzer, n sql.Node, _ *plan.Scope, _ analyzer.RuleSelector, qFlags *sql.QueryFlags) (sql.Node, transform.TreeIdentity, error) {
	if !analyzer.FlagIsSet(qFlags, sql.QFlagAggregation) || !sql.LoadSqlMode(ctx).ModeEnabled(sql.OnlyFullGroupBy) {
		return n, transform.SameTree, nil
	}
	return n, transform.SameTree, checkImplicitGroups(n)
}

// checkImplicitGroups walks a plan, subqueries included.
func checkImplicitGroups(n sql.Node) error {
	var err error
	transform.Inspect(n, func(n sql.Node) bool {
		if err != nil {
			return false
		}
		if p, ok := n.(*plan.Project); ok {
			if gb := implicitGroup(p); gb != nil {
				// p is the select list; the Projects between it and gb
				// are go-mysql-server's own, carrying columns HAVING
				// and ORDER BY need.
				if col := nonAggregatedColumn(p, gb); col != "" {
					err = mysql.NewSQLError(erMixOfGroupFuncAndFields, "42000",
						"In aggregated query without GROUP BY, expression of SELECT list contains nonaggregated column '%s'; "+
							"this is incompatible with sql_mode=only_full_group_by", col)
				} else {
					err = checkImplicitGroups(gb.Child)
				}
				return false
			}
		}
		if ex, ok := n.(sql.Expressioner); ok {
			for _, e := range ex.Expressions() {
				sql.Inspect(e, func(e sql.Expression) bool {
					if sq, ok := e.(*plan.Subquery); ok && err == nil && sq.Query != nil {
						err = checkImplicitGroups(sq.Query)
					}
					return err == nil
				})
			}
		}
		return err == nil
	})
	return err
}

// implicitGroup returns the implicit group (a GroupBy without grouping
// expressions) whose rows select list p shows, or nil.
func implicitGroup(p *plan.Project) *plan.GroupBy {
	for n := p.Child; ; {
		switch x := n.(type) {
		case *plan.GroupBy:
			if len(x.GroupByExprs) != 0 {
				return nil
			}
			return x
		case *plan.Project, *plan.Sort, *plan.Having, *plan.Limit, *plan.Offset, *plan.TopN, *plan.Distinct:
			n = x.Children()[0]
		default:
			return nil
		}
	}
}

// nonAggregatedColumn returns the name of a column that select list p
// takes, outside an aggregate function, from the tables of its implicit
// group gb, or "". Columns of outer queries (in a correlated subquery)
// are constants there and allowed. Only the select list counts: MySQL 8
// drops the ORDER BY of a query that returns one row.
func nonAggregatedColumn(p *plan.Project, gb *plan.GroupBy) string {
	var own sql.ColSet
	transform.Inspect(gb.Child, func(n sql.Node) bool {
		if t, ok := n.(plan.TableIdNode); ok {
			own.UnionWith(t.Columns())
		}
		return true
	})
	for _, e := range p.Projections {
		if col := ownColumnOutsideAggregate(e, own); col != "" {
			return col
		}
	}
	return ""
}

// ownColumnOutsideAggregate finds a column of own in e outside aggregate
// functions, looking into subqueries (a correlated subquery's reference
// to v needs v's value as much as v itself).
func ownColumnOutsideAggregate(e sql.Expression, own sql.ColSet) string {
	found := ""
	sql.Inspect(e, func(e sql.Expression) bool {
		if found != "" {
			return false
		}
		switch e := e.(type) {
		case sql.Aggregation:
			return false
		case *plan.Subquery:
			if e.Query != nil {
				transform.InspectExpressions(e.Query, func(e sql.Expression) bool {
					if found == "" {
						found = ownColumnOutsideAggregate(e, own)
					}
					return false
				})
			}
			return false
		case *expression.GetField:
			if e.Id() != 0 && own.Contains(e.Id()) {
				found = e.Name()
				if e.Table() != "" {
					found = e.Table() + "." + found
				}
			}
		}
		return true
	})
	return found
}
