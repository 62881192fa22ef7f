// handlerd: this file is handlerd's, not go-mysql-server's (HANDLERD.md,
// change 31).

package types

import (
	"strconv"
	"strings"
	"time"
)

// parseMySQLDatetime reads the date and datetime strings MySQL accepts
// that the layouts in TimestampDatetimeLayouts do not (MySQL's
// str_to_datetime, "Date and Time Literals" in its manual):
//
//   - parts separated by any punctuation, one or two digits a part:
//     '2012^12^31', '2012.1.2 3:4:5', '2012-01-02T03:04:05';
//   - two-digit years (exactly two), 70-99 being 1970-1999 and 00-69
//     2000-2069:
//     '99-12-31', '12.3.4';
//   - digits only: 'YYMMDD', 'YYYYMMDD', 'YYMMDDhhmmss', 'YYYYMMDDhhmmss',
//     with an optional fraction after a '.';
//   - a date followed by an incomplete or cut time ('2020-01-02 3' is
//     03:00:00), as MySQL reads what it can (with a warning there);
//   - spaces before and after.
//
// It reports false for anything else, and for dates that do not exist.
func parseMySQLDatetime(s string) (time.Time, bool) {
	s = strings.Trim(s, " ")
	var parts [7]int // year month day hour minute second microsecond
	var yearDigits int
	if n := leadingDigits(s); n == len(s) || (n < len(s) && s[n] == '.' && leadingDigits(s[n+1:]) == len(s)-n-1) {
		var ok bool
		if yearDigits, ok = splitDigits(s[:n], &parts); !ok {
			return time.Time{}, false
		}
		if n < len(s) {
			parts[6] = micros(s[n+1:])
		}
	} else {
		var ok bool
		if yearDigits, ok = splitDelimited(s, &parts); !ok {
			return time.Time{}, false
		}
	}
	if yearDigits == 2 {
		if parts[0] < 70 {
			parts[0] += 2000
		} else {
			parts[0] += 1900
		}
	}
	y, mo, d, h, mi, sec := parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]
	if mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 59 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(mo), d, h, mi, sec, parts[6]*1000, time.UTC)
	if t.Day() != d { // 2020-02-30
		return time.Time{}, false
	}
	return t, true
}

func leadingDigits(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

func atoi(s string) int {
	v := 0
	for i := 0; i < len(s); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

// splitDigits reads a string of digits only by its length.
func splitDigits(s string, parts *[7]int) (yearDigits int, ok bool) {
	var widths []int
	switch len(s) {
	case 6:
		widths = []int{2, 2, 2}
	case 8:
		widths = []int{4, 2, 2}
	case 12:
		widths = []int{2, 2, 2, 2, 2, 2}
	case 14:
		widths = []int{4, 2, 2, 2, 2, 2}
	default:
		return 0, false
	}
	for i, w := range widths {
		parts[i], s = atoi(s[:w]), s[w:]
	}
	return widths[0], true
}

// splitDelimited reads year, month and day separated by punctuation, then
// optionally a time after a space or 'T'.
func splitDelimited(s string, parts *[7]int) (yearDigits int, ok bool) {
	isPunct := func(c byte) bool {
		return c > ' ' && c < 0x7f && !(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z')
	}
	for i := 0; i < 6; i++ {
		n := leadingDigits(s)
		if n == 0 || (i == 0 && n > 4) || (i > 0 && n > 2) {
			if i > 3 && n == 0 && s == "" { // a time cut after its delimiter
				return yearDigits, true
			}
			return 0, false
		}
		if i == 0 {
			yearDigits = n
		}
		parts[i], s = atoi(s[:n]), s[n:]
		if s == "" {
			return yearDigits, i >= 2
		}
		switch {
		case i == 2 && (s[0] == ' ' || s[0] == 'T'):
			s = s[1:]
			for len(s) > 0 && s[0] == ' ' {
				s = s[1:]
			}
		case i == 5 && s[0] == '.':
			if f := leadingDigits(s[1:]); f > 0 && f == len(s)-1 {
				parts[6] = micros(s[1:])
				return yearDigits, true
			}
			return 0, false
		case isPunct(s[0]):
			s = s[1:]
		default:
			return 0, false
		}
	}
	return 0, false
}

// micros is a fraction's digits as microseconds (the first six).
func micros(frac string) int {
	us := 0
	for i := 0; i < 6; i++ {
		us *= 10
		if i < len(frac) {
			us += int(frac[i] - '0')
		}
	}
	return us
}

// numberToDatetime reads a positive number as a date or datetime, as
// MySQL's number_to_datetime does: its digits are YYMMDD, YYYYMMDD,
// YYMMDDhhmmss or YYYYMMDDhhmmss, fewer digits than a form has being
// leading zeros (101 is 2000-01-01). Seven digits, or more than fourteen,
// are no date.
func numberToDatetime(n uint64) (time.Time, bool) {
	digits := strconv.FormatUint(n, 10)
	switch l := len(digits); {
	case l < 6:
		digits = strings.Repeat("0", 6-l) + digits
	case l == 7 || l > 14:
		return time.Time{}, false
	case l > 8 && l < 12:
		digits = strings.Repeat("0", 12-l) + digits
	case l == 13:
		digits = "0" + digits
	}
	return parseMySQLDatetime(digits)
}
