package sqlhandler

import (
	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"
)

// go-mysql-server's SET returns one empty row (its schema is empty but not
// nil), which the handler counts as a row and the client receives as an OK
// packet saying "1 row affected". A result without columns is an OK packet,
// where rows mean nothing; MySQL reports 0 rows affected for SET. okPacket
// drops such rows and their count on the way out.
func okPacket(r *sqltypes.Result) {
	if r != nil && len(r.Fields) == 0 && len(r.Rows) > 0 {
		r.RowsAffected -= min(r.RowsAffected, uint64(len(r.Rows)))
		r.Rows = nil
	}
}

func okPacketSpool(cb mysql.ResultSpoolFn) mysql.ResultSpoolFn {
	return func(r *sqltypes.Result, more bool) error {
		okPacket(r)
		return cb(r, more)
	}
}

func okPacketResult(cb func(*sqltypes.Result) error) func(*sqltypes.Result) error {
	return func(r *sqltypes.Result) error {
		okPacket(r)
		return cb(r)
	}
}
