package mariadbdiff

import (
	"context"
	"testing"
	"time"

	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/vt/vttls"

	"handlerd/internal/testserver"
)

// mysql8SQLMode is MySQL 8.0's default sql_mode, which handlerd has too.
// MariaDB's default lacks ONLY_FULL_GROUP_BY, NO_ZERO_IN_DATE and
// NO_ZERO_DATE, so the reference server is started with this one.
const mysql8SQLMode = "ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION"

// startMariaDB starts the reference server, configured to behave like a
// MySQL 8 server where MariaDB can: utf8mb4 with a NO PAD accent- and
// case-insensitive collation (MySQL 8's utf8mb4_0900_ai_ci is NO PAD;
// MariaDB 10.11 spells it utf8mb4_uca1400_nopad_ai_ci), MySQL 8's
// sql_mode, and short lock waits (handlerd never waits; a test statement
// that would wait in MariaDB fails there after a second with 1205 instead
// of stalling the run).
func startMariaDB(t *testing.T) *testserver.MariaDB {
	return testserver.StartMariaDB(t, func() []string {
		return []string{"--character-set-server=utf8mb4", "--collation-server=utf8mb4_uca1400_nopad_ai_ci",
			"--sql-mode=" + mysql8SQLMode, "--default-storage-engine=InnoDB", "--innodb-lock-wait-timeout=1",
			"--explicit-defaults-for-timestamp=ON", "--transaction-isolation=REPEATABLE-READ"}
	})
}

// connect opens a plain (no TLS) MySQL connection as root.
func connect(port int) (*mysql.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return mysql.Connect(ctx, &mysql.ConnParams{
		Host: "127.0.0.1", Port: port, Uname: "root", SslMode: vttls.Disabled, Charset: "utf8mb4",
		EnableQueryInfo: true, ConnectTimeoutMs: 5000,
	})
}
