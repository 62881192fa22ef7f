package sqlhandler

import (
	"regexp"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
)

// lockingRead reports whether the statement running in ctx reads rows to
// change them, so its reads are locking reads (engines.ReadRequest
// ForUpdate): UPDATE, DELETE, and SELECT ... FOR UPDATE / FOR SHARE /
// LOCK IN SHARE MODE. As in InnoDB, such a read waits for the rows'
// other writers and sees their newest committed versions, so two
// concurrent "UPDATE t SET n = n + 1 WHERE id = 1" both count. (A shared
// lock is taken as an exclusive one.)
func lockingRead(ctx *sql.Context) bool {
	q := skipToKeyword(ctx.Query())
	if len(q) < 6 {
		return false
	}
	switch strings.ToLower(q[:6]) {
	case "update", "delete":
		return true
	case "select":
		return lockingClause.MatchString(q)
	}
	return false
}

var lockingClause = regexp.MustCompile(`(?is)\bfor\s+(update|share)\b|\block\s+in\s+share\s+mode\b`)

// skipToKeyword skips the white space, comments and opening parentheses
// before a statement's first keyword.
func skipToKeyword(q string) string {
	for {
		q = strings.TrimLeft(q, " \t\r\n(")
		switch {
		case strings.HasPrefix(q, "/*"):
			end := strings.Index(q[2:], "*/")
			if end < 0 {
				return ""
			}
			q = q[end+4:]
		case strings.HasPrefix(q, "#"), strings.HasPrefix(q, "-- "):
			end := strings.IndexByte(q, '\n')
			if end < 0 {
				return ""
			}
			q = q[end+1:]
		default:
			return q
		}
	}
}
