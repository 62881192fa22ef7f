package sql

import "bytes"

// Identical reports whether r and row hold the same values as MySQL decides
// whether an UPDATE changed a row: strings by their bytes, so 'ann' and
// 'ANN', or 'a' and 'a ', differ under a case-insensitive or PAD SPACE
// collation, where Equals finds them equal; other values as their types
// compare them. An UPDATE or ON DUPLICATE KEY UPDATE that changed only a
// string's case was skipped as if nothing had changed. handlerd: added.
func (r Row) Identical(ctx *Context, row Row, schema Schema) (bool, error) {
	if len(row) != len(r) || len(row) != len(schema) {
		return false, nil
	}
	for i, left := range r {
		if same, isText := identicalText(left, row[i]); isText {
			if !same {
				return false, nil
			}
			continue
		}
		cmp, err := schema[i].Type.Compare(ctx, left, row[i])
		if err != nil || cmp != 0 {
			return false, err
		}
	}
	return true, nil
}

// identicalText compares a and b byte for byte when both are text.
func identicalText(a, b any) (same, isText bool) {
	switch x := a.(type) {
	case string:
		switch y := b.(type) {
		case string:
			return x == y, true
		case []byte:
			return x == string(y), true
		}
	case []byte:
		switch y := b.(type) {
		case string:
			return string(x) == y, true
		case []byte:
			return bytes.Equal(x, y), true
		}
	}
	return false, false
}
