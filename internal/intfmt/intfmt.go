// Package intfmt writes the integer values of go-mysql-server's rows (the
// Go integer types its integer column types hold) as decimal text: as the
// NoSQL protocols send them, and in the query cache's keys.
package intfmt

import "strconv"

// Append appends v in decimal if v is of a Go integer type, and reports
// whether it was.
func Append(dst []byte, v any) ([]byte, bool) {
	switch x := v.(type) {
	case int64:
		return strconv.AppendInt(dst, x, 10), true
	case int32:
		return strconv.AppendInt(dst, int64(x), 10), true
	case int16:
		return strconv.AppendInt(dst, int64(x), 10), true
	case int8:
		return strconv.AppendInt(dst, int64(x), 10), true
	case int:
		return strconv.AppendInt(dst, int64(x), 10), true
	case uint64:
		return strconv.AppendUint(dst, x, 10), true
	case uint32:
		return strconv.AppendUint(dst, uint64(x), 10), true
	case uint16:
		return strconv.AppendUint(dst, uint64(x), 10), true
	case uint8:
		return strconv.AppendUint(dst, uint64(x), 10), true
	}
	return dst, false
}
