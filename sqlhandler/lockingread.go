package sqlhandler

import (
	"regexp"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
)

// lockingRead reports whether the statement running in ctx reads rows to
// change them, so its reads are locking reads (engines.ReadRequest
// ForUpdate): UPDATE, DELETE, and SELECT ... FOR UPDATE / FOR SHARE /
// LOCK IN SHARE MODE. As in InnoDB, such a read waits for the rows'
// other writers and sees their newest committed versions, so two
// concurrent "UPDATE t SET n = n + 1 WHERE id = 1" both count. (A shared
// lock is taken as an exclusive one.) A join opens its tables' rows many
// times per statement, so the answer is kept per statement text. wait is
// what the read does at a row another transaction holds: NOWAIT and SKIP
// LOCKED, as MySQL 8 has them.
func lockingRead(ctx *sql.Context) (locking bool, wait engines.LockWait) {
	q := ctx.Query()
	s := sessionOf(ctx)
	if s != nil && s.lockingQuery == q && q != "" {
		return s.lockingAnswer, s.lockingWait
	}
	locking = lockingStatement(q)
	if locking {
		wait = lockWaitOption(q)
	}
	if s != nil {
		s.lockingQuery, s.lockingAnswer, s.lockingWait = q, locking, wait
	}
	return locking, wait
}

// lockWaitOption reads a locking clause's NOWAIT or SKIP LOCKED.
func lockWaitOption(q string) engines.LockWait {
	switch m := lockWaitClause.FindStringSubmatch(q); {
	case m == nil:
		return engines.LockWaitBlock
	case strings.EqualFold(m[1], "nowait"):
		return engines.LockNoWait
	}
	return engines.LockSkipLocked
}

var lockWaitClause = regexp.MustCompile(`(?is)\bfor\s+(?:update|share)\s+(nowait|skip\s+locked)\b`)

// lockingStatement reports whether statement text q is an UPDATE, a
// DELETE or a SELECT with a locking clause.
func lockingStatement(q string) bool {
	// Parentheses, and comments around them, may open a SELECT:
	// "/*c*/ ( (SELECT ... FOR UPDATE))".
	rest := skipSpaceAndComments(q)
	for strings.HasPrefix(rest, "(") {
		rest = skipSpaceAndComments(rest[1:])
	}
	switch kw := leadingKeywords(rest, 1); {
	case len(kw) == 0:
		return false
	case kw[0] == "UPDATE", kw[0] == "DELETE":
		return true
	case kw[0] == "SELECT":
		return lockingClause.MatchString(q)
	}
	return false
}

var lockingClause = regexp.MustCompile(`(?is)\bfor\s+(update|share)\b|\block\s+in\s+share\s+mode\b`)
