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
// lock is taken as an exclusive one.) A join opens its tables' rows many
// times per statement, so the answer is kept per statement text.
func lockingRead(ctx *sql.Context) bool {
	q := ctx.Query()
	s := sessionOf(ctx)
	if s != nil && s.lockingQuery == q && q != "" {
		return s.lockingAnswer
	}
	locking := false
	// Parentheses may open a SELECT: "(SELECT ... FOR UPDATE)".
	if kw := leadingKeywords(strings.TrimLeft(q, " \t\r\n("), 1); len(kw) == 1 {
		switch kw[0] {
		case "UPDATE", "DELETE":
			locking = true
		case "SELECT":
			locking = lockingClause.MatchString(q)
		}
	}
	if s != nil {
		s.lockingQuery, s.lockingAnswer = q, locking
	}
	return locking
}

var lockingClause = regexp.MustCompile(`(?is)\bfor\s+(update|share)\b|\block\s+in\s+share\s+mode\b`)
