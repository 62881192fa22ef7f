// Copyright 2026 handlerd authors.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package rowexec

// handlerd: GROUP BY ... WITH ROLLUP (see HANDLERD.md).

import (
	"io"
	"sort"

	"github.com/cespare/xxhash/v2"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/expression/function/aggregation"
	"github.com/dolthub/go-mysql-server/sql/transform"
)

// rollupIter aggregates each input row into its group at every level of
// the rollup: level k keeps the first k grouping values, so with n
// grouping expressions a row counts in n+1 groups, the last being the
// grand total. It returns the groups as MySQL does, sorted by their
// grouping values, each super-aggregate row after the groups it sums up.
//
// In a super-aggregate row the rolled-up grouping columns are NULL: the
// selected expressions that are not aggregates (the grouping columns
// themselves, and what the projection above computes from them) read a
// copy of the row with the columns of the rolled-up grouping expressions
// set to NULL, while aggregates read the row as it is.
type rollupIter struct {
	selectedExprs []sql.Expression
	groupByExprs  []sql.Expression
	child         sql.RowIter

	// nulled[k] are the child's columns that level k sets to NULL.
	nulled [][]int
	groups map[uint64]*rollupGroup
	sorted []*rollupGroup
	pos    int
	done   bool
}

// rollupGroup is one group at one level.
type rollupGroup struct {
	level int           // how many grouping values the group keeps
	vals  []interface{} // those values
	bufs  []sql.AggregationBuffer
}

func newRollupIter(selectedExprs, groupByExprs []sql.Expression, child sql.RowIter) *rollupIter {
	return &rollupIter{
		selectedExprs: selectedExprs,
		groupByExprs:  groupByExprs,
		child:         child,
		nulled:        rolledUpColumns(groupByExprs),
		groups:        map[uint64]*rollupGroup{},
	}
}

// rolledUpColumns returns, for each level k below len(groupByExprs), the
// columns the grouping expressions past the k-th read and the first k do
// not.
func rolledUpColumns(groupByExprs []sql.Expression) [][]int {
	cols := func(exprs []sql.Expression) map[int]bool {
		m := map[int]bool{}
		for _, e := range exprs {
			transform.InspectExpr(e, func(e sql.Expression) bool {
				if gf, ok := e.(*expression.GetField); ok {
					m[gf.Index()] = true
				}
				return false
			})
		}
		return m
	}
	nulled := make([][]int, len(groupByExprs))
	for k := range groupByExprs {
		kept := cols(groupByExprs[:k])
		for c := range cols(groupByExprs[k:]) {
			if !kept[c] {
				nulled[k] = append(nulled[k], c)
			}
		}
	}
	return nulled
}

func (i *rollupIter) Next(ctx *sql.Context) (sql.Row, error) {
	if !i.done {
		if err := i.compute(ctx); err != nil {
			return nil, err
		}
		i.done = true
	}
	if i.pos >= len(i.sorted) {
		return nil, io.EOF
	}
	g := i.sorted[i.pos]
	i.pos++
	return evalBuffers(ctx, g.bufs)
}

func (i *rollupIter) compute(ctx *sql.Context) error {
	n := len(i.groupByExprs)
	vals := make([]interface{}, n)
	for {
		row, err := i.child.Next(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		for j, e := range i.groupByExprs {
			if vals[j], err = e.Eval(ctx, row); err != nil {
				return err
			}
		}
		for level := n; level >= 0; level-- {
			g, err := i.group(ctx, level, vals)
			if err != nil {
				return err
			}
			nulled := row
			if level < n {
				nulled = row.Copy()
				for _, c := range i.nulled[level] {
					nulled[c] = nil
				}
			}
			for j, b := range g.bufs {
				in := row
				if _, ok := i.selectedExprs[j].(sql.Aggregation); !ok {
					in = nulled
				}
				if err := b.Update(ctx, in); err != nil {
					return err
				}
			}
		}
	}
	// No rows make no groups, not even a total, as in MySQL.
	i.sorted = make([]*rollupGroup, 0, len(i.groups))
	for _, g := range i.groups {
		i.sorted = append(i.sorted, g)
	}
	var cmpErr error
	sort.Slice(i.sorted, func(a, b int) bool {
		less, err := i.less(ctx, i.sorted[a], i.sorted[b])
		if err != nil && cmpErr == nil {
			cmpErr = err
		}
		return less
	})
	return cmpErr
}

// group returns the group of vals at level, created on its first row.
func (i *rollupIter) group(ctx *sql.Context, level int, vals []interface{}) (*rollupGroup, error) {
	hash := xxhash.New()
	hash.Write([]byte{byte(level), byte(level >> 8)})
	for j := 0; j < level; j++ {
		if err := writeGroupingValue(ctx, hash, j, i.groupByExprs[j].Type(), vals[j]); err != nil {
			return nil, err
		}
	}
	key := hash.Sum64()
	if g, ok := i.groups[key]; ok {
		return g, nil
	}
	g := &rollupGroup{level: level, vals: append([]interface{}(nil), vals[:level]...)}
	g.bufs = make([]sql.AggregationBuffer, len(i.selectedExprs))
	for j, e := range i.selectedExprs {
		b, err := newAggregationBuffer(e)
		if err != nil {
			return nil, err
		}
		if gb, ok := b.(*aggregation.GroupingBuffer); ok {
			gb.SetRolledUp(i.groupByExprs, level)
		}
		g.bufs[j] = b
	}
	i.groups[key] = g
	return g, nil
}

// less orders groups by their grouping values, a group that keeps a value
// before one that rolled it up.
func (i *rollupIter) less(ctx *sql.Context, a, b *rollupGroup) (bool, error) {
	for j, e := range i.groupByExprs {
		aKeeps, bKeeps := j < a.level, j < b.level
		if !aKeeps || !bKeeps {
			return aKeeps && !bKeeps, nil
		}
		av, bv := a.vals[j], b.vals[j]
		if av == nil || bv == nil {
			// NULL first, as MySQL sorts a group's NULL values.
			if (av == nil) != (bv == nil) {
				return av == nil, nil
			}
			continue
		}
		c, err := e.Type().Compare(ctx, av, bv)
		if err != nil {
			return false, err
		}
		if c != 0 {
			return c < 0, nil
		}
	}
	return false, nil
}

func (i *rollupIter) Close(ctx *sql.Context) error {
	for _, g := range i.groups {
		for _, b := range g.bufs {
			b.Dispose()
		}
	}
	i.groups, i.sorted = nil, nil
	return i.child.Close(ctx)
}
