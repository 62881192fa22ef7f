package sqlhandler

import "testing"

// mayStartWith is the pre-check of explicitReadWrite and noteChain: it
// may let through what leadingKeywords then refuses, never the reverse.
func TestMayStartWith(t *testing.T) {
	for _, c := range []struct {
		q     string
		words []string
		want  bool
	}{
		{"START TRANSACTION READ WRITE", []string{"START"}, true},
		{"  \n\tstart transaction", []string{"START"}, true},
		{"/* hint */ START TRANSACTION", []string{"START"}, true},
		{"# note\nSTART TRANSACTION", []string{"START"}, true},
		{"-- note\nSTART TRANSACTION", []string{"START"}, true},
		{"", []string{"START"}, true},
		{"SELECT c FROM sbtest1 WHERE id=?", []string{"START"}, false},
		{"STAR", []string{"START"}, false},
		{"commit and chain", []string{"COMMIT", "ROLLBACK"}, true},
		{"ROLLBACK", []string{"COMMIT", "ROLLBACK"}, true},
		{"UPDATE t SET v = 1", []string{"COMMIT", "ROLLBACK"}, false},
		{"CREATE TABLE t (a INT)", []string{"COMMIT", "ROLLBACK"}, false},
	} {
		if got := mayStartWith(c.q, c.words...); got != c.want {
			t.Errorf("mayStartWith(%q, %q) = %v, want %v", c.q, c.words, got, c.want)
		}
		// Wherever leadingKeywords finds one of the words, mayStartWith
		// must have let the text through.
		if kw := leadingKeywords(c.q, 1); len(kw) == 1 {
			for _, w := range c.words {
				if kw[0] == w && !mayStartWith(c.q, c.words...) {
					t.Errorf("mayStartWith(%q) refuses a text starting with %s", c.q, w)
				}
			}
		}
	}
}
