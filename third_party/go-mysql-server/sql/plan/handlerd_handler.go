package plan

// handlerd: MySQL's HANDLER statements. OPEN and CLOSE keep a session's
// open tables (sql.HandlerSession); a READ is built as the SELECT that
// returns the same rows (along its index, from where the previous READ
// stopped), under a HandlerRead that notes where this one stops.

import (
	"strings"

	"github.com/dolthub/vitess/go/mysql"

	"github.com/dolthub/go-mysql-server/sql"
)

// HandlerCursors returns the session's HANDLER cursors.
func HandlerCursors(ctx *sql.Context) (map[string]*sql.HandlerCursor, error) {
	hs, ok := ctx.Session.(sql.HandlerSession)
	if !ok {
		return nil, sql.ErrUnsupportedFeature.New("HANDLER")
	}
	return hs.HandlerCursors(), nil
}

// ErrUnknownHandler is MySQL's 1109 for a HANDLER not open.
func ErrUnknownHandler(alias string) error {
	return mysql.NewSQLError(1109, "42S02", "Unknown table '%s' in HANDLER", alias)
}

// HandlerOpen is HANDLER t OPEN [AS alias].
type HandlerOpen struct {
	okNode
	Alias, Db, Table string
}

var _ sql.ExecSourceRel = (*HandlerOpen)(nil)

func (h *HandlerOpen) String() string { return "HANDLER " + h.Alias + " OPEN" }

func (h *HandlerOpen) WithChildren(children ...sql.Node) (sql.Node, error) {
	return NillaryWithChildren(h, children...)
}

// RowIter implements sql.ExecSourceRel.
func (h *HandlerOpen) RowIter(ctx *sql.Context, _ sql.Row) (sql.RowIter, error) {
	cursors, err := HandlerCursors(ctx)
	if err != nil {
		return nil, err
	}
	key := strings.ToLower(h.Alias)
	if _, open := cursors[key]; open {
		return nil, mysql.NewSQLError(1066, "42000", "Not unique table/alias: '%s'", h.Alias)
	}
	cursors[key] = &sql.HandlerCursor{Db: h.Db, Table: h.Table}
	return okResult(0)
}

// HandlerClose is HANDLER t CLOSE.
type HandlerClose struct {
	okNode
	Alias string
}

var _ sql.ExecSourceRel = (*HandlerClose)(nil)

func (h *HandlerClose) String() string { return "HANDLER " + h.Alias + " CLOSE" }

func (h *HandlerClose) WithChildren(children ...sql.Node) (sql.Node, error) {
	return NillaryWithChildren(h, children...)
}

// RowIter implements sql.ExecSourceRel.
func (h *HandlerClose) RowIter(ctx *sql.Context, _ sql.Row) (sql.RowIter, error) {
	cursors, err := HandlerCursors(ctx)
	if err != nil {
		return nil, err
	}
	key := strings.ToLower(h.Alias)
	if _, open := cursors[key]; !open {
		return nil, ErrUnknownHandler(h.Alias)
	}
	delete(cursors, key)
	return okResult(0)
}

// HandlerRead is HANDLER t READ ...: its child is the SELECT of the rows
// to return; it notes in the cursor where the last one stands.
type HandlerRead struct {
	UnaryNode
	Cursor *sql.HandlerCursor
	Index  string
	// OrderKey are the positions in a row of its order key's columns;
	// nil for a read in the table's own order (Cursor.Read counts rows).
	OrderKey []int
}

var _ sql.Node = (*HandlerRead)(nil)

func (h *HandlerRead) String() string   { return "HANDLER READ " + h.Index }
func (h *HandlerRead) IsReadOnly() bool { return true }

func (h *HandlerRead) WithChildren(children ...sql.Node) (sql.Node, error) {
	if len(children) != 1 {
		return nil, sql.ErrInvalidChildrenNumber.New(h, len(children), 1)
	}
	nh := *h
	nh.Child = children[0]
	return &nh, nil
}

// Note records that row was returned.
func (h *HandlerRead) Note(row sql.Row) {
	h.Cursor.Index = h.Index
	if h.OrderKey == nil {
		h.Cursor.Read++
		return
	}
	last := make([]any, len(h.OrderKey))
	for i, p := range h.OrderKey {
		last[i] = row[p]
	}
	h.Cursor.Last = last
}
