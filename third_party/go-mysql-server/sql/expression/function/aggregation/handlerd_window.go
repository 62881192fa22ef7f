// handlerd: added file (see HANDLERD.md).

package aggregation

import "github.com/dolthub/go-mysql-server/sql"

var _ sql.WindowFunction = (*CumeDist)(nil)

// CumeDist computes CUME_DIST(): the rows up to the end of the current
// row's peer group over the partition's rows. Its framer gives the peer
// group (rankBase's), so the frame's end is the peer group's.
type CumeDist struct {
	*rankBase
}

func NewCumeDist(orderBy []sql.Expression) *CumeDist {
	return &CumeDist{&rankBase{partitionStart: -1, partitionEnd: -1, pos: -1, orderBy: orderBy}}
}

func (a *CumeDist) WithWindow(w *sql.WindowDefinition) (sql.WindowFunction, error) {
	base, err := a.rankBase.WithWindow(w)
	if err != nil {
		return nil, err
	}
	return &CumeDist{base.(*rankBase)}, nil
}

func (a *CumeDist) Compute(ctx *sql.Context, interval sql.WindowInterval, buf sql.WindowBuffer) interface{} {
	if interval.End-interval.Start < 1 || a.partitionEnd <= a.partitionStart {
		return nil
	}
	a.pos++
	return float64(interval.End-a.partitionStart) / float64(a.partitionEnd-a.partitionStart)
}
