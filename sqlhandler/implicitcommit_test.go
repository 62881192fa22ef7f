package sqlhandler

import (
	"testing"

	"github.com/dolthub/vitess/go/sqltypes"
)

func TestCommitsImplicitly(t *testing.T) {
	for q, want := range map[string]bool{
		"CREATE TABLE t (id INT)":           true,
		"create temporary table t (id INT)": false,
		"DROP TEMPORARY TABLE t":            false,
		"DROP TABLE t":                      true,
		"DROP PREPARE s":                    false,
		"/* c */ ALTER TABLE t ADD c INT":   true,
		"TRUNCATE t":                        true,
		"RENAME TABLE a TO b":               true,
		"GRANT SELECT ON *.* TO u":          true,
		"LOCK TABLES t WRITE":               true,
		"FLUSH TABLES":                      true,
		"ANALYZE TABLE t":                   true,
		"CHECK TABLE t":                     true,
		"SET PASSWORD = 'x'":                true,
		"SET autocommit = 1":                false, // go-mysql-server's own
		"SET TRANSACTION READ ONLY":         false,
		"START TRANSACTION":                 false,
		"INSERT INTO t VALUES (1)":          false,
		"SELECT 1":                          false,
		"RESET PERSIST":                     false,
		"LOAD DATA INFILE 'f' INTO TABLE t": false,
	} {
		if got := commitsImplicitly(leadingKeywords(q, 3)); got != want {
			t.Errorf("%s: commits implicitly %v, want %v", q, got, want)
		}
	}
}

func TestOKPacketHasNoRows(t *testing.T) {
	r := &sqltypes.Result{Rows: [][]sqltypes.Value{{}}, RowsAffected: 1}
	okPacket(r)
	if r.RowsAffected != 0 || r.Rows != nil {
		t.Errorf("SET's result: %d affected, %d rows; want 0, 0", r.RowsAffected, len(r.Rows))
	}
	r = &sqltypes.Result{RowsAffected: 3}
	okPacket(r)
	if r.RowsAffected != 3 {
		t.Errorf("an OK result lost its count: %d", r.RowsAffected)
	}
}
