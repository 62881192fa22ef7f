package enginetest_test

import (
	"strings"

	"handlerd/engines"
)

// Every skipped test needs a reason. Keys are a query, a script statement
// or a script name as go-mysql-server passes them to SkipQueryTest, lower
// case; a setup statement that is skipped skips its whole script.

// skipsAll applies to every engine.
var skipsAll = map[string]string{}

// skipsByEngine adds entries for one engine.
var skipsByEngine = map[string]map[string]string{
	engines.MEMORY: {},
	engines.BTREE:  {},
}

func skipsFor(engine string) map[string]string {
	out := map[string]string{}
	for k, v := range skipsAll {
		out[strings.ToLower(k)] = v
	}
	for k, v := range skipsByEngine[engine] {
		out[strings.ToLower(k)] = v
	}
	return out
}

// skipRule skips every statement matching a pattern, for features
// handlerd does not have at all.
type skipRule struct {
	reason string
	match  func(q string) bool
}

var skipRules = []skipRule{
	{
		reason: "foreign keys are not supported by handlerd (no sql.ForeignKeyTable)",
		match: func(q string) bool {
			return strings.Contains(q, "foreign key") || strings.Contains(q, " references ")
		},
	},
}
