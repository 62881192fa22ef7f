package handlersocket

// The HandlerSocket value encoding (libhsclient/escape.cpp): bytes 0x10-0xff
// travel as they are; a byte 0x00-0x0f is sent as 0x01 followed by the byte
// plus 0x40. A token that is exactly one 0x00 byte is NULL; an empty token is
// the empty string.

const (
	escapePrefix = 0x01 // SOH
	escapeShift  = 0x40 // '@'
	noEscapeMin  = 0x10 // bytes from here on are sent verbatim
)

// AppendEscaped appends v to dst in wire form.
func AppendEscaped(dst, v []byte) []byte { return appendEscaped(dst, v) }

// appendEscaped is AppendEscaped for strings and byte slices alike, so
// string values need no conversion.
func appendEscaped[T string | []byte](dst []byte, v T) []byte {
	i := plainPrefix(v)
	if i == len(v) {
		return append(dst, v...)
	}
	dst = append(dst, v[:i]...)
	for ; i < len(v); i++ {
		if c := v[i]; c < noEscapeMin {
			dst = append(dst, escapePrefix, c+escapeShift)
		} else {
			dst = append(dst, c)
		}
	}
	return dst
}

// plainPrefix is the length of v's prefix that needs no escaping. Text
// values rarely hold a byte below 0x10, so it tests eight bytes at a time:
// x-0x10 per byte borrows into bit 7 of a byte below 0x10 (and only
// beyond such a byte), and &^x drops bytes that had bit 7 set already.
func plainPrefix[T string | []byte](v T) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(v); i += 8 {
		x := uint64(v[i]) | uint64(v[i+1])<<8 | uint64(v[i+2])<<16 | uint64(v[i+3])<<24 |
			uint64(v[i+4])<<32 | uint64(v[i+5])<<40 | uint64(v[i+6])<<48 | uint64(v[i+7])<<56
		if (x-ones*noEscapeMin)&^x&highs != 0 {
			break
		}
	}
	for ; i < len(v); i++ {
		if v[i] < noEscapeMin {
			return i
		}
	}
	return i
}

// AppendUnescaped appends the decoded form of the wire token tok to dst. ok
// is false if tok holds a bad escape (0x01 last, or followed by a byte below
// 0x40); decoding stops there and what was decoded so far is kept. The
// plugin ignores that result, so a bad escape silently truncates the value
// (do_exec_on_index); the server does the same.
func AppendUnescaped(dst, tok []byte) (out []byte, ok bool) {
	for i := 0; i < len(tok); i++ {
		b := tok[i]
		if b != escapePrefix {
			dst = append(dst, b)
			continue
		}
		if i+1 == len(tok) || tok[i+1] < escapeShift {
			return dst, false
		}
		i++
		dst = append(dst, tok[i]-escapeShift)
	}
	return dst, true
}

// isNull reports whether a wire token is the NULL marker.
func isNull(tok []byte) bool { return len(tok) == 1 && tok[0] == 0 }
