package memcached

import (
	"math"
	"sync/atomic"
	"time"
)

// item is one memcached value, whichever store holds it.
type item struct {
	key   []byte
	value []byte // never modified in place once stored: append builds a new slice
	flags uint32
	exp   int64 // absolute Unix seconds; 0 = never expires
	cas   uint64
}

// maxRelativeExptime is memcached's REALTIME_MAXDELTA: exptimes up to 30
// days are offsets from now, larger ones are Unix times.
const maxRelativeExptime = 60 * 60 * 24 * 30

// clock is the server's seconds clock, advanced by a ticker like
// memcached's current_time, so the hot path never calls time.Now.
var clock atomic.Int64

func init() { clock.Store(time.Now().Unix()) }

func now() int64 { return clock.Load() }

// absExptime converts a protocol exptime to an absolute time. A negative
// exptime means "already expired", represented as 1 (a time in the past).
func absExptime(e int64) int64 {
	switch {
	case e == 0:
		return 0
	case e < 0:
		return 1
	case e <= maxRelativeExptime:
		return now() + e
	default:
		return e
	}
}

func expired(exp int64) bool { return exp != 0 && exp <= now() }

// ttl is the remaining lifetime as the meta protocol reports it (-1 = never).
func ttl(exp int64) int64 {
	if exp == 0 {
		return -1
	}
	if t := exp - now(); t > 0 {
		return t
	}
	return 0
}

// casCounter hands out CAS values. It starts at the wall clock in
// nanoseconds so values stored in a table's cas column keep growing
// across restarts.
var casCounter atomic.Uint64

func init() { casCounter.Store(uint64(time.Now().UnixNano())) }

func nextCAS() uint64 { return casCounter.Add(1) }

// storeMode is the storage command.
type storeMode uint8

const (
	modeSet storeMode = iota
	modeAdd
	modeReplace
	modeAppend
	modePrepend
	modeCAS
)

// result is the outcome of a write, mapped to each protocol's words.
type result uint8

const (
	resStored result = iota
	resNotStored
	resExists   // CAS mismatch, or add of a present key
	resNotFound // cas/replace/delete/incr/touch of an absent key
	resDeleted
	resTouched
	resNonNumeric
)

// applyStore decides a storage command against the current item (nil
// when absent) and returns the item to write. It is the one definition of
// memcached's storage semantics, shared by the cache and the table paths.
func applyStore(mode storeMode, old *item, it *item, casIn uint64) (result, *item) {
	if old == nil {
		switch {
		case mode == modeReplace || mode == modeAppend || mode == modePrepend:
			return resNotStored, nil
		case mode == modeCAS || casIn != 0: // binary set with a CAS
			return resNotFound, nil
		}
		return resStored, it
	}
	if mode == modeAdd {
		return resNotStored, nil
	}
	// Any command given a CAS (cas; binary set/replace/append with one)
	// applies only to the version the client saw.
	if (mode == modeCAS || casIn != 0) && casIn != old.cas {
		return resExists, nil
	}
	if mode == modeAppend || mode == modePrepend {
		v := make([]byte, 0, len(old.value)+len(it.value))
		if mode == modeAppend {
			v = append(append(v, old.value...), it.value...)
		} else {
			v = append(append(v, it.value...), old.value...)
		}
		// append and prepend keep the old flags and exptime.
		return resStored, &item{key: it.key, value: v, flags: old.flags, exp: old.exp}
	}
	return resStored, it
}

// applyDelta computes incr/decr on a stored value: incr wraps at 2^64,
// decr stops at 0, and a value that is not a counter (counterValue) is
// refused.
func applyDelta(value []byte, delta uint64, decr bool) (uint64, bool) {
	n, ok := counterValue(value)
	if !ok {
		return 0, false
	}
	if decr {
		if delta > n {
			return 0, true
		}
		return n - delta, true
	}
	return n + delta, true
}

// deltaOn decides incr/decr on a present item in memcached's order
// (do_add_delta): an empty value is not a number, whatever the CAS; then
// the CAS (casIn, when not 0, against the item's cas); then the number.
func deltaOn(value []byte, casIn, cas, delta uint64, decr bool) (uint64, result) {
	if len(value) == 0 {
		return 0, resNonNumeric
	}
	if casIn != 0 && casIn != cas {
		return 0, resExists
	}
	n, ok := applyDelta(value, delta, decr)
	if !ok {
		return 0, resNonNumeric
	}
	return n, resStored
}

// counterValue reads a value as memcached's incr does (safe_strtoull over
// the item's bytes): optional leading whitespace and sign, decimal digits,
// then the end of the value, a whitespace or a NUL byte, after which
// anything is ignored ("1 abc" counts as 1, and values incr wrote with
// space padding read back). A number over 2^64-1 is refused, and so is a
// negative one, -0 aside.
func counterValue(b []byte) (uint64, bool) {
	i := 0
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	neg := false
	if i < len(b) && (b[i] == '+' || b[i] == '-') {
		neg = b[i] == '-'
		i++
	}
	start := i
	var n uint64
	for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
		d := uint64(b[i] - '0')
		if n > (math.MaxUint64-d)/10 {
			return 0, false
		}
		n = n*10 + d
	}
	if i == start || i < len(b) && !isSpace(b[i]) && b[i] != 0 || neg && n != 0 {
		return 0, false
	}
	return n, true
}

// isSpace is C's isspace in the C locale.
func isSpace(c byte) bool {
	return c == ' ' || c >= '\t' && c <= '\r'
}
