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
	for i := 0; i < len(v); i++ {
		if v[i] < noEscapeMin {
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
	}
	return append(dst, v...)
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
