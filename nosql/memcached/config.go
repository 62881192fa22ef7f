package memcached

import (
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"
)

// Config is what the server hands the memcached listener: MySQL's
// daemon_memcached_* and innodb_api_* variables.
type Config struct {
	// Option is daemon_memcached_option: memcached's own command line
	// ("-p11211 -l 127.0.0.1 -m 64 ..."), parsed as memcached parses it.
	Option string
	// RBatchSize is daemon_memcached_r_batch_size: gets served from one
	// read snapshot before a fresh one is taken (default 1).
	RBatchSize int
	// WBatchSize is daemon_memcached_w_batch_size: writes per commit
	// (default 1: every write is committed before it is acknowledged).
	WBatchSize int
	// TrxLevel is innodb_api_trx_level (0..3). Below 2 (REPEATABLE READ)
	// every read inside a write batch sees the newest committed data.
	TrxLevel int
	// BkCommitInterval is innodb_api_bk_commit_interval: a write batch
	// left open longer than this is committed in the background.
	BkCommitInterval time.Duration
	// EnableMDL is innodb_api_enable_mdl. handlerd's engines publish a new
	// TableDef on DDL and this package re-resolves on the next request, so
	// the flag is accepted and reported but needs no lock.
	EnableMDL bool
	// DefaultAddress is where to listen when Option has no -l.
	DefaultAddress string
	// SASLCheck verifies SASL PLAIN credentials when -S is given.
	SASLCheck func(user, pass string) bool
}

// protocol values for -B.
const (
	protoAuto = iota
	protoASCII
	protoBinary
)

// settings are the parsed memcached flags.
type settings struct {
	port        int
	addrs       []string
	udpPort     int
	maxConns    int
	threads     int
	maxBytes    int64 // -m, in bytes
	itemMax     int   // -I
	sasl        bool
	protocol    int
	reqsPerEv   int
	useCAS      bool
	noEvict     bool // -M: return errors instead of evicting
	verbose     int
	backlog     int
	unixSocket  string
	otherIgnore []string // accepted flags that have no effect here
}

func defaultSettings() settings {
	return settings{
		port: 11211, maxConns: 1024, threads: 4, maxBytes: 64 << 20,
		itemMax: 1 << 20, reqsPerEv: 20, useCAS: true, backlog: 1024,
	}
}

// flagsWithArg lists memcached's short options that take an argument.
const flagsWithArg = "pUslacRtDmnIfBbouPe"

// longFlags maps memcached's long options to their short form.
var longFlags = map[string]byte{
	"port": 'p', "udp-port": 'U', "listen": 'l', "conn-limit": 'c', "threads": 't',
	"memory-limit": 'm', "max-item-size": 'I', "enable-sasl": 'S', "protocol": 'B',
	"max-reqs-per-event": 'R', "disable-cas": 'C', "disable-evictions": 'M',
	"listen-backlog": 'b', "extended": 'o', "verbose": 'v', "unix-socket": 's',
	"user": 'u', "pidfile": 'P', "daemon": 'd', "enable-largepages": 'L',
	"slab-growth-factor": 'f', "slab-min-size": 'n', "enable-shutdown": 'A',
	"lock-memory": 'k', "unix-mask": 'a', "enable-coredumps": 'r',
}

// parseOptions parses daemon_memcached_option the way memcached's getopt
// loop does: "-p11211", "-p 11211", "--port=11211", "-vv" all work.
func parseOptions(opt string, defAddr string) (settings, error) {
	s := defaultSettings()
	args := strings.Fields(opt)
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" {
			return s, fmt.Errorf("daemon_memcached_option: unexpected argument %q", a)
		}
		var flag byte
		var val string
		hasVal := false
		if strings.HasPrefix(a, "--") {
			name := a[2:]
			if k, v, ok := strings.Cut(name, "="); ok {
				name, val, hasVal = k, v, true
			}
			f, ok := longFlags[name]
			if !ok {
				return s, fmt.Errorf("daemon_memcached_option: unknown option --%s", name)
			}
			flag = f
		} else {
			flag = a[1]
			if flag == 'v' && strings.Trim(a[1:], "v") == "" { // -v, -vv, -vvv
				s.verbose += len(a) - 1
				continue
			}
			if len(a) > 2 {
				val, hasVal = a[2:], true
			}
		}
		if strings.IndexByte(flagsWithArg, flag) >= 0 && !hasVal {
			if i+1 >= len(args) {
				return s, fmt.Errorf("daemon_memcached_option: option -%c needs a value", flag)
			}
			i++
			val, hasVal = args[i], true
		}
		if err := s.apply(flag, val); err != nil {
			return s, fmt.Errorf("daemon_memcached_option: -%c %s: %w", flag, val, err)
		}
	}
	if len(s.addrs) == 0 {
		if defAddr == "" {
			defAddr = "127.0.0.1"
		}
		s.addrs = []string{defAddr}
	}
	if s.sasl {
		// memcached: "You cannot allow the ASCII protocol while using SASL."
		if s.protocol == protoASCII {
			return s, fmt.Errorf("daemon_memcached_option: -S cannot be used with -B ascii")
		}
		s.protocol = protoBinary
	}
	return s, nil
}

func (s *settings) apply(flag byte, val string) error {
	num := func(min, max int) (int, error) {
		n, err := strconv.Atoi(val)
		if err != nil || n < min || n > max {
			return 0, fmt.Errorf("must be a number from %d to %d", min, max)
		}
		return n, nil
	}
	var err error
	switch flag {
	case 'p':
		s.port, err = num(0, 65535)
	case 'U':
		s.udpPort, err = num(0, 65535)
	case 'l':
		s.addrs = append(s.addrs, strings.Split(val, ",")...)
	case 'c':
		s.maxConns, err = num(1, 1<<24)
	case 't':
		s.threads, err = num(1, 1024)
	case 'm':
		var mb int
		// memcached accepts a size with an optional unit; plain numbers are MB.
		if b, e := parseSize(val, 1<<20); e == nil {
			s.maxBytes = b
		} else {
			mb, err = num(1, 1<<30)
			s.maxBytes = int64(mb) << 20
		}
	case 'I':
		var b int64
		if b, err = parseSize(val, 1); err == nil {
			if b < 1024 || b > 1<<30 {
				err = fmt.Errorf("item size must be between 1k and 1g")
			}
			s.itemMax = int(b)
		}
	case 'S':
		s.sasl = true
	case 'B':
		switch val {
		case "auto":
			s.protocol = protoAuto
		case "ascii":
			s.protocol = protoASCII
		case "binary":
			s.protocol = protoBinary
		default:
			err = fmt.Errorf("protocol must be ascii, binary or auto")
		}
	case 'R':
		s.reqsPerEv, err = num(1, 1<<20)
	case 'C':
		s.useCAS = false
	case 'M':
		s.noEvict = true
	case 'b':
		s.backlog, err = num(1, 1<<20)
	case 's':
		s.unixSocket = val
	case 'o', 'u', 'P', 'd', 'L', 'f', 'n', 'A', 'k', 'a', 'r', 'D', 'e', 'X', 'T':
		s.otherIgnore = append(s.otherIgnore, "-"+string(flag))
	default:
		err = fmt.Errorf("unknown option")
	}
	return err
}

// parseSize reads "64", "64k", "1m", "2g"; a bare number is in unit bytes.
func parseSize(v string, unit int64) (int64, error) {
	if v == "" {
		return 0, fmt.Errorf("empty size")
	}
	mul := unit
	switch v[len(v)-1] {
	case 'k', 'K':
		mul, v = 1<<10, v[:len(v)-1]
	case 'm', 'M':
		mul, v = 1<<20, v[:len(v)-1]
	case 'g', 'G':
		mul, v = 1<<30, v[:len(v)-1]
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("bad size %q", v)
	}
	return n * mul, nil
}

func (s settings) logIgnored(log *slog.Logger) {
	if len(s.otherIgnore) > 0 {
		log.Info("memcached: options accepted without effect", "options", strings.Join(s.otherIgnore, " "))
	}
}
