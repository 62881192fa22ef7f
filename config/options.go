package config

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Kind is the type of an option's value; it decides how a value is parsed and printed.
type Kind int

const (
	Bool   Kind = iota // ON/OFF; also TRUE/FALSE, YES/NO, 1/0 on input
	Int                // signed decimal integer
	Uint               // non-negative decimal integer
	String             // any text, kept as written
	Enum               // one of Values (case-insensitive) or its index, as MySQL allows
	Size               // byte count; accepts K, M, G, T, P, E suffixes (powers of 1024)
)

func (k Kind) String() string {
	switch k {
	case Bool:
		return "bool"
	case Int:
		return "int"
	case Uint:
		return "uint"
	case String:
		return "string"
	case Enum:
		return "enum"
	case Size:
		return "size"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Option describes one option handlerd knows: its my.cnf / command-line name is also its system
// variable name, as in MySQL.
type Option struct {
	Name    string // canonical: lower case, underscores
	Kind    Kind
	Default string   // as a user would write it in my.cnf
	Min     int64    // numeric kinds; Min == Max == 0 means unchecked
	Max     int64    //
	Values  []string // Enum: allowed values in MySQL's order (the index is also accepted)
	Dynamic bool     // SET GLOBAL allowed; Config.Set itself does not check this
	Owner   string   // "server", "btree", "handlersocket", "memcached", "s3", "querycache"
	Secret  bool     // masked as ***** in SHOW VARIABLES and --print-defaults
	Help    string   // one line
}

// Owners lists the parts that own options, in the order --help prints them.
var Owners = []string{"server", "btree", "handlersocket", "memcached", "s3", "querycache"}

const maxInt = math.MaxInt64

// registry is every option handlerd knows. Defaults and ranges are MySQL's, MariaDB's or the
// plugin's own unless the Help says otherwise, so a user's my.cnf means what it meant there.
var registry = []*Option{
	// server
	{Name: "port", Kind: Uint, Default: "3306", Max: 65535, Owner: "server", Help: "TCP port of the MySQL protocol listener (0: none)"},
	{Name: "bind_address", Kind: String, Default: "127.0.0.1", Owner: "server", Help: "address the MySQL protocol listener binds to (loopback by default, unlike MySQL)"},
	{Name: "socket", Kind: String, Default: "", Owner: "server", Help: "unix socket file of the MySQL protocol listener (empty: none)"},
	{Name: "datadir", Kind: String, Default: "./data", Owner: "server", Help: "directory holding the catalog, table files, users and the embedded S3 store"},
	{Name: "max_connections", Kind: Uint, Default: "151", Min: 1, Max: 100000, Owner: "server", Help: "maximum simultaneous MySQL protocol clients"},
	{Name: "default_storage_engine", Kind: String, Default: "BTREE", Owner: "server", Help: "engine for CREATE TABLE without ENGINE= (BTREE, MEMORY, S3 or an alias)"},
	{Name: "log_error", Kind: String, Default: "", Owner: "server", Help: "error log file (empty: stderr)"},
	{Name: "pid_file", Kind: String, Default: "", Owner: "server", Help: "file to write the process id to (empty: none)"},
	{Name: "character_set_server", Kind: String, Default: "utf8mb4", Owner: "server", Help: "default character set of new databases"},
	{Name: "collation_server", Kind: String, Default: "utf8mb4_0900_ai_ci", Owner: "server", Help: "default collation of new databases"},
	{Name: "sql_mode", Kind: String, Default: "ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION", Dynamic: true, Owner: "server", Help: "SQL modes of new sessions (MySQL 8's default: strict, division by zero is an error in writes)"},
	{Name: "skip_name_resolve", Kind: Bool, Default: "ON", Owner: "server", Help: "do not resolve client host names; match accounts by IP address only"},
	{Name: "initialize_insecure", Kind: Bool, Default: "OFF", Owner: "server", Help: "on first start create root@localhost without a password (for tests and make run)"},
	{Name: "handlerd_root_password", Kind: String, Default: "", Owner: "server", Secret: true, Help: "root password to set on first start (empty: generate one and log it once)"},
	{Name: "wait_timeout", Kind: Uint, Default: "28800", Min: 1, Max: 31536000, Owner: "server", Help: "seconds an idle client connection is kept open"},
	{Name: "connect_timeout", Kind: Uint, Default: "10", Min: 2, Max: 31536000, Owner: "server", Help: "seconds a client has to complete the handshake and authentication"},
	{Name: "net_read_timeout", Kind: Uint, Default: "30", Min: 1, Max: 31536000, Owner: "server", Help: "seconds to wait for more data from a client before aborting the read"},
	{Name: "net_write_timeout", Kind: Uint, Default: "60", Min: 1, Max: 31536000, Owner: "server", Help: "seconds to wait for a block to be written to a client before aborting the write"},
	{Name: "max_allowed_packet", Kind: Size, Default: "64M", Min: 1024, Max: 1 << 30, Owner: "server", Help: "largest packet or generated string a client may send or receive"},
	{Name: "ssl_cert", Kind: String, Default: "", Owner: "server", Help: "TLS certificate file (PEM)"},
	{Name: "ssl_key", Kind: String, Default: "", Owner: "server", Help: "TLS private key file (PEM)"},
	{Name: "ssl_ca", Kind: String, Default: "", Owner: "server", Help: "TLS certificate authority file (PEM) for client certificates"},
	{Name: "require_secure_transport", Kind: Bool, Default: "OFF", Dynamic: true, Owner: "server", Help: "refuse MySQL protocol connections that do not use TLS or the unix socket"},
	{Name: "general_log", Kind: Bool, Default: "OFF", Owner: "server", Help: "log every statement received from clients"},
	{Name: "plugin_load", Kind: String, Default: "", Owner: "server", Help: "MySQL's plugin list: naming daemon_memcached/libmemcached.so starts the memcached listener, ha_s3 the S3 engine; handlersocket.so is accepted (its ports switch it on)"},
	{Name: "plugin_load_add", Kind: String, Default: "", Owner: "server", Help: "like plugin_load, added to it"},
	{Name: "handlerd_gc_percent", Kind: Int, Default: "400", Min: 50, Max: 10000, Owner: "server", Help: "Go's GOGC: heap growth allowed between collections, in percent of the live heap (higher: less CPU on garbage collection, more memory)"},
	{Name: "handlerd_memory_limit", Kind: Size, Default: "0", Owner: "server", Help: "soft limit on the Go heap (0: none); the collector works harder as the process nears it, and queries buffering rows (sorts, GROUP BY, joins) past 80% of it, or of 3/4 of the machine's memory when 0, fail with error 1037"},
	{Name: "handlerd_fast_path", Kind: Bool, Default: "ON", Dynamic: true, Owner: "server", Help: "run primary/unique-key point SELECT/UPDATE/DELETE straight against the handlers, skipping the SQL planner"},
	{Name: "handlerd_debug_address", Kind: String, Default: "", Owner: "server", Help: "host:port serving Go's net/http/pprof profiles (off when empty; keep it on loopback)"},
	{Name: "handlerd_log_level", Kind: Enum, Default: "info", Values: []string{"debug", "info", "warn", "error"}, Owner: "server", Help: "least severe message written to the log (alias: log_level)"},

	// btree
	{Name: "innodb_flush_log_at_trx_commit", Kind: Int, Default: "1", Min: 0, Max: 2, Dynamic: true, Owner: "btree", Help: "1: fsync at every commit; 0 and 2: fsync about once a second, a crash may lose the last second"},
	{Name: "innodb_lock_wait_timeout", Kind: Int, Default: "50", Min: 1, Max: 1073741824, Dynamic: true, Owner: "server", Help: "seconds a write waits for another transaction's row lock before failing with error 1205 (BTREE and MEMORY tables)"},
	{Name: "btree_page_size", Kind: Size, Default: "4096", Min: 1024, Max: 65536, Owner: "btree", Help: "page size of new BTREE (bbolt) files"},
	{Name: "btree_group_commit_max", Kind: Uint, Default: "1000", Min: 1, Max: 1000000, Owner: "btree", Help: "most commits that may share one fsync in a group-commit batch"},

	// handlersocket
	{Name: "handlersocket_port", Kind: String, Default: "", Owner: "handlersocket", Help: "port of the HandlerSocket read listener (empty: off)"},
	{Name: "handlersocket_port_wr", Kind: String, Default: "", Owner: "handlersocket", Help: "port of the HandlerSocket write listener, which also serves reads (empty: off)"},
	{Name: "handlersocket_address", Kind: String, Default: "127.0.0.1", Owner: "handlersocket", Help: "address the HandlerSocket listeners bind to (loopback by default, unlike the plugin)"},
	{Name: "handlersocket_threads", Kind: Uint, Default: "16", Min: 1, Max: 3000, Owner: "handlersocket", Help: "read worker threads"},
	{Name: "handlersocket_threads_wr", Kind: Uint, Default: "1", Min: 1, Max: 3000, Owner: "handlersocket", Help: "write worker threads"},
	{Name: "handlersocket_timeout", Kind: Uint, Default: "300", Min: 30, Max: 3600, Owner: "handlersocket", Help: "socket timeout in seconds"},
	{Name: "handlersocket_backlog", Kind: Uint, Default: "32768", Min: 5, Max: 1000000, Owner: "handlersocket", Help: "listen backlog"},
	{Name: "handlersocket_readsize", Kind: Uint, Default: "0", Min: 0, Max: 1677216, Owner: "handlersocket", Help: "minimum request buffer in bytes (0: about 4096)"},
	{Name: "handlersocket_verbose", Kind: Uint, Default: "10", Min: 0, Max: 10000, Owner: "handlersocket", Help: "log verbosity"},
	{Name: "handlersocket_epoll", Kind: Uint, Default: "1", Min: 0, Max: 1, Owner: "handlersocket", Help: "use epoll (accepted for compatibility; Go's netpoller is always used)"},
	{Name: "handlersocket_sndbuf", Kind: Uint, Default: "0", Min: 0, Max: 1677216, Owner: "handlersocket", Help: "socket send buffer in bytes (0: system default)"},
	{Name: "handlersocket_rcvbuf", Kind: Uint, Default: "0", Min: 0, Max: 1677216, Owner: "handlersocket", Help: "socket receive buffer in bytes (0: system default)"},
	{Name: "handlersocket_accept_balance", Kind: Uint, Default: "0", Min: 0, Max: 10000, Owner: "handlersocket", Help: "non-zero: balance accepted connections across threads"},
	{Name: "handlersocket_wrlock_timeout", Kind: Uint, Default: "12", Min: 0, Max: 3600, Owner: "handlersocket", Help: "seconds to wait for the write lock"},
	{Name: "handlersocket_plain_secret", Kind: String, Default: "", Owner: "handlersocket", Secret: true, Help: "secret for the read listener's 'A 1 <secret>' handshake (empty: none)"},
	{Name: "handlersocket_plain_secret_wr", Kind: String, Default: "", Owner: "handlersocket", Secret: true, Help: "secret for the write listener's 'A 1 <secret>' handshake (empty: none)"},
	{Name: "handlersocket_max_line", Kind: Size, Default: "1M", Min: 1024, Max: 1 << 30, Owner: "handlersocket", Help: "longest request line accepted; longer ones close the connection (handlerd's own cap)"},
	{Name: "handlersocket_max_connections", Kind: Uint, Default: "10000", Min: 1, Max: 1000000, Owner: "handlersocket", Help: "maximum simultaneous HandlerSocket connections (handlerd's own cap)"},

	// memcached
	{Name: "daemon_memcached_option", Kind: String, Default: "", Owner: "memcached", Help: "memcached command-line options, e.g. '-p11211 -l 127.0.0.1'"},
	{Name: "daemon_memcached_r_batch_size", Kind: Uint, Default: "1", Min: 1, Max: 1073741824, Owner: "memcached", Help: "gets per read transaction"},
	{Name: "daemon_memcached_w_batch_size", Kind: Uint, Default: "1", Min: 1, Max: 1048576, Owner: "memcached", Help: "writes per commit"},
	{Name: "daemon_memcached_engine_lib_name", Kind: String, Default: "innodb_engine.so", Owner: "memcached", Help: "accepted for compatibility; handlerd has a built-in engine"},
	{Name: "daemon_memcached_engine_lib_path", Kind: String, Default: "", Owner: "memcached", Help: "accepted for compatibility; handlerd has a built-in engine"},
	{Name: "daemon_memcached_enable_binlog", Kind: Bool, Default: "OFF", Owner: "memcached", Help: "older name of innodb_api_enable_binlog"},
	{Name: "innodb_api_trx_level", Kind: Uint, Default: "0", Min: 0, Max: 3, Owner: "memcached", Help: "isolation of memcached operations: 0 READ UNCOMMITTED .. 3 SERIALIZABLE"},
	{Name: "innodb_api_bk_commit_interval", Kind: Uint, Default: "5", Min: 1, Max: 1073741824, Dynamic: true, Owner: "memcached", Help: "seconds between auto-commits of idle memcached connections"},
	{Name: "innodb_api_enable_mdl", Kind: Bool, Default: "OFF", Owner: "memcached", Help: "lock mapped tables so SQL DDL cannot drop or alter them"},
	{Name: "innodb_api_disable_rowlock", Kind: Bool, Default: "OFF", Owner: "memcached", Help: "no row locks for memcached operations"},
	{Name: "innodb_api_enable_binlog", Kind: Bool, Default: "OFF", Owner: "memcached", Help: "write memcached changes to the binary log"},

	// s3
	{Name: "s3", Kind: Bool, Default: "OFF", Owner: "s3", Help: "enable the S3 engine (MariaDB's plugin load switch)"},
	{Name: "s3_bucket", Kind: String, Default: "MariaDB", Owner: "s3", Help: "bucket holding S3 tables"},
	{Name: "s3_host_name", Kind: String, Default: "", Owner: "s3", Help: "S3 endpoint host (empty: embedded endpoint on loopback, unlike MariaDB's s3.amazonaws.com)"},
	{Name: "s3_port", Kind: Uint, Default: "0", Min: 0, Max: 65535, Owner: "s3", Help: "S3 endpoint port (0: from the protocol)"},
	{Name: "s3_use_http", Kind: Bool, Default: "OFF", Owner: "s3", Help: "talk plain HTTP instead of HTTPS to the S3 endpoint"},
	{Name: "s3_access_key", Kind: String, Default: "", Owner: "s3", Secret: true, Help: "S3 access key"},
	{Name: "s3_secret_key", Kind: String, Default: "", Owner: "s3", Secret: true, Help: "S3 secret key"},
	{Name: "s3_region", Kind: String, Default: "", Owner: "s3", Help: "S3 region"},
	{Name: "s3_protocol_version", Kind: Enum, Default: "Auto", Values: []string{"Auto", "Original", "Amazon", "Legacy", "Path", "Domain"}, Owner: "s3", Help: "bucket addressing: Path or Domain (virtual host); Auto picks"},
	{Name: "s3_block_size", Kind: Size, Default: "4M", Min: 64 << 10, Max: 16 << 20, Owner: "s3", Help: "block size of new S3 tables"},
	{Name: "s3_pagecache_buffer_size", Kind: Size, Default: "128M", Min: 32 << 20, Max: maxInt, Owner: "s3", Help: "memory for cached S3 blocks"},
	{Name: "s3_debug", Kind: Bool, Default: "OFF", Dynamic: true, Owner: "s3", Help: "log every S3 request"},
	{Name: "s3_ssl_no_verify", Kind: Bool, Default: "OFF", Owner: "s3", Help: "do not verify the S3 endpoint's TLS certificate"},
	{Name: "s3_no_content_type", Kind: Bool, Default: "OFF", Owner: "s3", Help: "send no Content-Type header (some providers need this)"},
	{Name: "s3_provider", Kind: Enum, Default: "Default", Values: []string{"Default", "Amazon", "Huawei"}, Owner: "s3", Help: "provider quirks to apply"},
	{Name: "s3_pagecache_age_threshold", Kind: Uint, Default: "300", Min: 100, Max: maxInt, Owner: "s3", Help: "hits a hot block may go untouched before it becomes warm"},
	{Name: "s3_pagecache_division_limit", Kind: Uint, Default: "100", Min: 1, Max: 100, Owner: "s3", Help: "minimum percentage of warm blocks in the page cache"},
	{Name: "s3_pagecache_file_hash_size", Kind: Uint, Default: "512", Min: 32, Max: 16384, Owner: "s3", Help: "hash buckets for open S3 files"},
	{Name: "s3_slave_ignore_updates", Kind: Bool, Default: "OFF", Owner: "s3", Help: "replicas ignore changes to S3 tables (they share the primary's bucket)"},
	{Name: "s3_replicate_alter_as_create_select", Kind: Bool, Default: "ON", Owner: "s3", Help: "replicate ALTER TABLE ... ENGINE=S3 as CREATE ... SELECT"},

	// querycache
	{Name: "query_cache_type", Kind: Enum, Default: "OFF", Values: []string{"OFF", "ON", "DEMAND"}, Dynamic: true, Owner: "querycache", Help: "OFF, ON (cache every SELECT) or DEMAND (only SELECT SQL_CACHE)"},
	{Name: "query_cache_size", Kind: Size, Default: "1M", Dynamic: true, Owner: "querycache", Help: "memory for cached query results"},
	{Name: "query_cache_limit", Kind: Size, Default: "1M", Dynamic: true, Owner: "querycache", Help: "largest result that is cached"},
	{Name: "query_cache_min_res_unit", Kind: Size, Default: "4096", Dynamic: true, Owner: "querycache", Help: "allocation unit for cached results"},
}

// aliases maps other accepted names to canonical ones.
var aliases = map[string]string{
	"log_level": "handlerd_log_level",
}

// byName indexes registry (sorted by name) by canonical name; Config values use the same indexes.
var byName = map[string]int{}

// defaults holds each option's parsed default, in registry order.
var defaults []value

func init() {
	sort.Slice(registry, func(i, j int) bool { return registry[i].Name < registry[j].Name })
	defaults = make([]value, len(registry))
	for i, o := range registry {
		if _, dup := byName[o.Name]; dup || o.Name != normalize(o.Name) {
			panic("config: bad or duplicate option name " + o.Name)
		}
		byName[o.Name] = i
		text, num, err := o.parse(o.Default)
		if err != nil {
			panic("config: default of " + o.Name + ": " + err.Error())
		}
		defaults[i] = value{text: text, num: num, source: "default"}
	}
}

// normalize makes a name canonical: lower case, dashes as underscores.
func normalize(name string) string {
	return strings.ReplaceAll(strings.ToLower(name), "-", "_")
}

func index(name string) (int, bool) {
	// The server asks by the canonical name, per query: no copy for it.
	if i, ok := byName[name]; ok {
		return i, true
	}
	n := normalize(name)
	if a, ok := aliases[n]; ok {
		n = a
	}
	i, ok := byName[n]
	return i, ok
}

// Lookup finds an option by name; dashes and underscores are equivalent and case does not matter.
func Lookup(name string) (*Option, bool) {
	if i, ok := index(name); ok {
		return registry[i], true
	}
	return nil, false
}

// All returns every option, sorted by name. The options are shared: do not modify them.
func All() []*Option {
	return append([]*Option(nil), registry...)
}

// parse validates s as a value of o and returns its canonical text (booleans ON/OFF, enums in
// their registered spelling, sizes as byte counts) and, for every kind but String, its number.
// The error says what is wrong with the value; callers add where it came from.
func (o *Option) parse(s string) (string, int64, error) {
	bad := func(why string) (string, int64, error) {
		return "", 0, fmt.Errorf("invalid value '%s' for option '%s': %s", s, o.Name, why)
	}
	var n int64
	switch o.Kind {
	case String:
		return s, 0, nil
	case Bool:
		switch strings.ToUpper(s) {
		case "ON", "TRUE", "YES", "1":
			return "ON", 1, nil
		case "OFF", "FALSE", "NO", "0":
			return "OFF", 0, nil
		}
		return bad("must be ON or OFF")
	case Enum:
		for i, v := range o.Values {
			if strings.EqualFold(s, v) {
				return v, int64(i), nil
			}
		}
		// MySQL also takes an enum's index, and my.cnf files rely on it (query_cache_type = 1).
		if i, err := strconv.Atoi(s); err == nil && i >= 0 && i < len(o.Values) {
			return o.Values[i], int64(i), nil
		}
		return bad("must be one of " + strings.Join(o.Values, ", "))
	case Int, Uint:
		var err error
		if n, err = strconv.ParseInt(s, 10, 64); err != nil {
			return bad("not an integer")
		}
		if o.Kind == Uint && n < 0 {
			return bad("must not be negative")
		}
	case Size:
		var ok bool
		if n, ok = parseSize(s); !ok {
			return bad("not a size (a byte count with an optional K, M or G suffix)")
		}
	default:
		panic("config: option " + o.Name + " has unknown kind")
	}
	if (o.Min != 0 || o.Max != 0) && (n < o.Min || n > o.Max) {
		if o.Max == maxInt {
			return bad(fmt.Sprintf("must be at least %d", o.Min))
		}
		return bad(fmt.Sprintf("must be between %d and %d", o.Min, o.Max))
	}
	return strconv.FormatInt(n, 10), n, nil
}

// parseSize reads a non-negative byte count with an optional one-letter suffix, as MySQL's
// eval_num_suffix does: K, M, G, T, P, E in either case, each a power of 1024.
func parseSize(s string) (int64, bool) {
	shift := 0
	if s != "" {
		if i := strings.IndexByte("kmgtpe", lower(s[len(s)-1])); i >= 0 {
			shift = 10 * (i + 1)
			s = s[:len(s)-1]
		}
	}
	if s == "" || s[0] == '-' || s[0] == '+' {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n > maxInt>>shift {
		return 0, false
	}
	return n << shift, true
}

func lower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}
