package config

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// loadFiles writes files (name → content; a name ending in "/" is a directory) into a fresh
// directory and loads with args; in args and file contents $D stands for that directory. With no args, the
// directory's my.cnf is the --defaults-file.
func loadFiles(t *testing.T, files map[string]string, args ...string) (*Config, string, error) {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.WriteFile(p, []byte(strings.ReplaceAll(content, "$D", dir)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if len(args) == 0 {
		args = []string{"--defaults-file=$D/my.cnf"}
	}
	for i := range args {
		args[i] = strings.ReplaceAll(args[i], "$D", dir)
	}
	c, err := Load(args)
	return c, dir, err
}

// checkErr asserts err is a *Error whose text, with dir/ removed from paths, contains want.
func checkErr(t *testing.T, err error, dir, want string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("got error %v (%T), want *config.Error containing %q", err, err, want)
	}
	got := err.Error()
	if dir != "" {
		got = strings.ReplaceAll(got, dir+"/", "")
	}
	if !strings.Contains(got, want) {
		t.Fatalf("got error %q, want one containing %q", got, want)
	}
}

func checkValues(t *testing.T, c *Config, want map[string]string) {
	t.Helper()
	for name, v := range want {
		if got := c.Get(name); got != v {
			t.Errorf("%s = %q, want %q (from %s)", name, got, v, c.Source(name))
		}
	}
}

func TestFileSyntax(t *testing.T) {
	tests := []struct {
		name string
		cnf  string
		want map[string]string
	}{
		{"key value forms", "[mysqld]\nport = 3307\nbind-address=0.0.0.0\n  datadir   =   /var/lib/x y   \n\t socket\t=\t/tmp/s\t\n",
			map[string]string{"port": "3307", "bind_address": "0.0.0.0", "datadir": "/var/lib/x y", "socket": "/tmp/s"}},
		{"names ignore case and dash/underscore", "[mysqld]\nPORT=1\nBind_Address=h\nmax-CONNECTIONS=9\n",
			map[string]string{"port": "1", "bind_address": "h", "max_connections": "9"}},
		{"groups read and skipped", "[client]\nport=1\n[mysqld]\nport=2\n[mysqld_safe]\nport=3\n[SERVER]\nmax_connections=10\n[HandlerD]\nwait_timeout=5\n[mysqld-8.0]\nport=9\n[ mysqld]\nport=8\n[mysqld ]\ndatadir=/d\n",
			map[string]string{"port": "2", "max_connections": "10", "wait_timeout": "5", "datadir": "/d"}},
		{"lines in other groups are not parsed", "[client]\n= x\nno such option\n[mysqld]\nport=4\n",
			map[string]string{"port": "4"}},
		{"text after the group's ] is ignored", "[mysqld] # comment\n[client] port=1\n[mysqld]port=2\nport=3\n",
			map[string]string{"port": "3"}},
		{"comments", "# c\n; c\n[mysqld] # c\n  # indented\n\t; indented\nport=3308 # trailing\n;port=1\n#port=1\ndatadir=/a#b\nsocket=/tmp/s ;x\ngeneral_log # bare with comment\n",
			map[string]string{"port": "3308", "datadir": "/a", "socket": "/tmp/s ;x", "general_log": "ON"}},
		{"quotes", "[mysqld]\ndatadir=\"/a # b\"  # c\nsocket='x'\nlog_error=\"\"\npid_file=\"ab\"cd\nssl_ca = \"a\" # \"b\"\nssl_cert=\"\nssl_key='unterminated\n",
			map[string]string{"datadir": "/a # b", "socket": "x", "log_error": "", "pid_file": `"ab"cd`, "ssl_ca": "a", "ssl_cert": `"`, "ssl_key": "'unterminated"}},
		{"escapes, quoted and not", "[mysqld]\nssl_key = 'it\\'s\\ttab\\s'\nssl_ca = \"x\\\"y\\\\z\\nq\\r\\b\"\nssl_cert = C:\\data\\dir\npid_file = a\\\nsocket = \"abc\\\"\n",
			map[string]string{"ssl_key": "it's\ttab ", "ssl_ca": "x\"y\\z\nq\r\b", "ssl_cert": `C:\data\dir`, "pid_file": `a\`, "socket": `abc\`}},
		{"a quote opens a string for comment removal", "[mysqld]\nlog_error = don't # x\n",
			map[string]string{"log_error": "don't # x"}},
		{"empty value", "[mysqld]\ndatadir=\nsocket =   \n",
			map[string]string{"datadir": "", "socket": ""}},
		{"value with =", "[mysqld]\ndaemon_memcached_option = -p11222 -o a=b\n",
			map[string]string{"daemon_memcached_option": "-p11222 -o a=b"}},
		{"bare booleans and prefixes", "[mysqld]\ngeneral_log\ns3\nskip-name-resolve\nenable-s3-debug\nloose_s3_use_http\nrequire_secure_transport=on\nskip_require_secure_transport\ns3_ssl_no_verify=1\ndisable-s3-ssl-no-verify\n",
			map[string]string{"general_log": "ON", "s3": "ON", "skip_name_resolve": "ON", "s3_debug": "ON", "s3_use_http": "ON", "require_secure_transport": "OFF", "s3_ssl_no_verify": "OFF"}},
		{"skip_ of an option that starts with skip_", "[mysqld]\nskip-skip-name-resolve\n",
			map[string]string{"skip_name_resolve": "OFF"}},
		{"skip_name_resolve=OFF", "[mysqld]\nskip_name_resolve = OFF\n",
			map[string]string{"skip_name_resolve": "OFF"}},
		{"loose known option", "[mysqld]\nloose-handlersocket-port = 9998\nloose_handlersocket_port_wr=9999\n",
			map[string]string{"handlersocket_port": "9998", "handlersocket_port_wr": "9999"}},
		{"later line overrides", "[mysqld]\nport=1\n[server]\nport=2\n[client]\nport=3\n",
			map[string]string{"port": "2"}},
		{"CRLF and byte-order mark", "\uFEFF[mysqld]\r\nport = 3310\r\ndatadir = \"/x\"\r\n",
			map[string]string{"port": "3310", "datadir": "/x"}},
		{"canonical forms", "[mysqld]\nmax_allowed_packet=16M\nquery_cache_type=2\ns3_protocol_version=path\nlog_level=WARN\n",
			map[string]string{"max_allowed_packet": "16777216", "query_cache_type": "DEMAND", "s3_protocol_version": "Path", "handlerd_log_level": "warn"}},
		{"empty file", "", map[string]string{"port": "3306"}},
		{"only a group", "[mysqld]", map[string]string{"port": "3306"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _, err := loadFiles(t, map[string]string{"my.cnf": tt.cnf})
			if err != nil {
				t.Fatal(err)
			}
			checkValues(t, c, tt.want)
			if len(c.Warnings) > 0 {
				t.Errorf("unexpected warnings %q", c.Warnings)
			}
		})
	}
}

func TestFileSource(t *testing.T) {
	c, dir, err := loadFiles(t, map[string]string{"my.cnf": "[mysqld]\nport=1\n\n# x\nport=2\n"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.Source("port"), filepath.Join(dir, "my.cnf")+":5"; got != want {
		t.Errorf("Source(port) = %q, want %q", got, want)
	}
	if got := c.Source("datadir"); got != "default" {
		t.Errorf("Source(datadir) = %q, want default", got)
	}
}

func TestLooseUnknownWarns(t *testing.T) {
	c, dir, err := loadFiles(t, map[string]string{"my.cnf": "[mysqld]\nloose_foo=1\nport=5\nloose-bar\nloose-skip-nothing\n"})
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "my.cnf")
	want := []string{
		p + ":2: unknown option 'loose_foo' ignored",
		p + ":4: unknown option 'loose-bar' ignored",
		p + ":5: unknown option 'loose-skip-nothing' ignored",
	}
	if !slices.Equal(c.Warnings, want) {
		t.Errorf("warnings %q, want %q", c.Warnings, want)
	}
	checkValues(t, c, map[string]string{"port": "5"})
}

func TestFileErrors(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		err   string // with the temp dir removed from paths
	}{
		{"option before group", map[string]string{"my.cnf": "# c\nport=1\n[mysqld]\n"}, "handlerd: my.cnf:2: found option without preceding group"},
		{"bare option before group", map[string]string{"my.cnf": "\ngeneral_log\n"}, "my.cnf:2: found option without preceding group"},
		{"bad group line", map[string]string{"my.cnf": "[mysqld\nport=1\n"}, "my.cnf:1: bad group definition"},
		{"missing name", map[string]string{"my.cnf": "[mysqld]\n = 5\n"}, "my.cnf:2: missing option name"},
		{"unknown option", map[string]string{"my.cnf": "[mysqld]\nport=1\nfoo = 1\n"}, "handlerd: my.cnf:3: unknown option 'foo'"},
		{"unknown bare option", map[string]string{"my.cnf": "[mysqld]\n\nfoo\n"}, "my.cnf:3: unknown option 'foo'"},
		{"unknown skip- option", map[string]string{"my.cnf": "[mysqld]\nskip-foo\n"}, "my.cnf:2: unknown option 'skip-foo'"},
		{"non-boolean without value", map[string]string{"my.cnf": "[mysqld]\nport\n"}, "my.cnf:2: option 'port' requires a value"},
		{"string without value", map[string]string{"my.cnf": "[mysqld]\ndatadir # none\n"}, "my.cnf:2: option 'datadir' requires a value"},
		{"skip- of non-boolean", map[string]string{"my.cnf": "[mysqld]\nskip-port\n"}, "my.cnf:2: option 'skip-port': 'port' is not a boolean option"},
		{"skip- with value", map[string]string{"my.cnf": "[mysqld]\nskip-general-log=1\n"}, "my.cnf:2: option 'skip-general-log' takes no value"},
		{"bad bool", map[string]string{"my.cnf": "[mysqld]\ngeneral_log=maybe\n"}, "my.cnf:2: invalid value 'maybe' for option 'general_log': must be ON or OFF"},
		{"bad int", map[string]string{"my.cnf": "[mysqld]\ninnodb_flush_log_at_trx_commit = x\n"}, "my.cnf:2: invalid value 'x' for option 'innodb_flush_log_at_trx_commit': not an integer"},
		{"bad uint", map[string]string{"my.cnf": "[mysqld]\nport=-5\n"}, "my.cnf:2: invalid value '-5' for option 'port': must not be negative"},
		{"bad enum", map[string]string{"my.cnf": "[mysqld]\nquery_cache_type=sometimes\n"}, "my.cnf:2: invalid value 'sometimes' for option 'query_cache_type': must be one of OFF, ON, DEMAND"},
		{"bad size suffix", map[string]string{"my.cnf": "[mysqld]\nmax_allowed_packet=10Q\n"}, "my.cnf:2: invalid value '10Q' for option 'max_allowed_packet': not a size"},
		{"out of range", map[string]string{"my.cnf": "[mysqld]\nhandlersocket_threads=0\n"}, "my.cnf:2: invalid value '0' for option 'handlersocket_threads': must be between 1 and 3000"},
		{"size out of range", map[string]string{"my.cnf": "[mysqld]\nbtree_page_size=128K\n"}, "my.cnf:2: invalid value '128K' for option 'btree_page_size': must be between 1024 and 65536"},
		{"loose known option, bad value", map[string]string{"my.cnf": "[mysqld]\nloose_port=abc\n"}, "my.cnf:2: invalid value 'abc' for option 'port'"},
		{"unknown directive", map[string]string{"my.cnf": "!inlcude x.cnf\n"}, "my.cnf:1: unknown directive '!inlcude'"},
		{"include without name", map[string]string{"my.cnf": "[mysqld]\n!include   \n"}, "my.cnf:2: '!include' needs a file name"},
		{"missing defaults file", map[string]string{}, "handlerd: my.cnf: cannot read option file: no such file or directory"},
		{"unreadable defaults file", map[string]string{"my.cnf/": ""}, "handlerd: my.cnf: cannot read option file: is a directory"},
		{"missing include", map[string]string{"my.cnf": "[mysqld]\n!include nothere.cnf\n"}, "my.cnf:2: cannot read included file 'nothere.cnf': no such file or directory"},
		{"unreadable include", map[string]string{"my.cnf": "[mysqld]\n\n!include sub\n", "sub/": ""}, "my.cnf:3: cannot read included file 'sub': is a directory"},
		{"missing includedir", map[string]string{"my.cnf": "!includedir conf.d\n"}, "my.cnf:1: cannot read included directory 'conf.d': no such file or directory"},
		{"error inside an include names the included file", map[string]string{"my.cnf": "[mysqld]\n!include a.cnf\n", "a.cnf": "[mysqld]\nport=1\nbogus=2\n"}, "handlerd: a.cnf:3: unknown option 'bogus'"},
		{"included file needs its own group", map[string]string{"my.cnf": "[mysqld]\n!include a.cnf\n", "a.cnf": "port=1\n"}, "a.cnf:1: found option without preceding group"},
		{"include of itself", map[string]string{"my.cnf": "[mysqld]\n!include my.cnf\n"}, "my.cnf:2: include loop: my.cnf -> my.cnf"},
		{"include loop through two files", map[string]string{"my.cnf": "[mysqld]\nport=1\n!include a.cnf\n", "a.cnf": "# a\n!include ./my.cnf\n"}, "a.cnf:2: include loop: my.cnf -> a.cnf -> my.cnf"},
		{"include loop through a directory", map[string]string{"my.cnf": "!includedir conf.d\n", "conf.d/x.cnf": "!include ../my.cnf\n"}, "conf.d/x.cnf:1: include loop: my.cnf -> conf.d/x.cnf -> my.cnf"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, dir, err := loadFiles(t, tt.files)
			checkErr(t, err, dir, tt.err)
		})
	}
}

func TestIncludes(t *testing.T) {
	t.Run("relative to the including file", func(t *testing.T) {
		c, dir, err := loadFiles(t, map[string]string{
			"my.cnf":    "[client]\n!include sub/a.cnf\nport=9\n", // [client] still applies after the include
			"sub/a.cnf": "[mysqld]\nport=5\n!include b.cnf\n",
			"sub/b.cnf": "[mysqld]\ndatadir=/b\n",
		})
		if err != nil {
			t.Fatal(err)
		}
		checkValues(t, c, map[string]string{"port": "5", "datadir": "/b"})
		want := []string{filepath.Join(dir, "my.cnf"), filepath.Join(dir, "sub/a.cnf"), filepath.Join(dir, "sub/b.cnf")}
		if !slices.Equal(c.Files(), want) {
			t.Errorf("Files() = %q, want %q", c.Files(), want)
		}
	})
	t.Run("absolute path and option after include", func(t *testing.T) {
		c, _, err := loadFiles(t, map[string]string{"my.cnf": "[mysqld]\n!include $D/a.cnf\nport=7\n", "a.cnf": "[mysqld]\nport=6\ndatadir=/a\n"})
		if err != nil {
			t.Fatal(err)
		}
		checkValues(t, c, map[string]string{"port": "7", "datadir": "/a"})
	})
	t.Run("includedir reads *.cnf in sorted order", func(t *testing.T) {
		c, dir, err := loadFiles(t, map[string]string{
			"my.cnf":             "[mysqld]\nport=1\n!includedir conf.d\n",
			"conf.d/20-b.cnf":    "[mysqld]\nport=20\n",
			"conf.d/10-a.cnf":    "[mysqld]\nport=10\ndatadir=/a\n",
			"conf.d/30-c.txt":    "[mysqld]\nport=30\n",
			"conf.d/40-d.cnf~":   "[mysqld]\nport=40\n",
			"conf.d/50-dir.cnf/": "",
			"conf.d/05-z.cnf":    "[client]\nport=5\n",
		})
		if err != nil {
			t.Fatal(err)
		}
		checkValues(t, c, map[string]string{"port": "20", "datadir": "/a"})
		if got, want := c.Source("port"), filepath.Join(dir, "conf.d/20-b.cnf")+":2"; got != want {
			t.Errorf("Source(port) = %q, want %q", got, want)
		}
		var rel []string
		for _, f := range c.Files() {
			rel = append(rel, strings.TrimPrefix(f, dir+"/"))
		}
		if want := []string{"my.cnf", "conf.d/05-z.cnf", "conf.d/10-a.cnf", "conf.d/20-b.cnf"}; !slices.Equal(rel, want) {
			t.Errorf("Files() = %q, want %q", rel, want)
		}
	})
	t.Run("a file included twice is not a loop", func(t *testing.T) {
		c, _, err := loadFiles(t, map[string]string{
			"my.cnf": "!include a.cnf\n!include b.cnf\n!include a.cnf\n",
			"a.cnf":  "!include c.cnf\n", "b.cnf": "!include c.cnf\n",
			"c.cnf": "[mysqld]\nport=3\n",
		})
		if err != nil {
			t.Fatal(err)
		}
		checkValues(t, c, map[string]string{"port": "3"})
		if n := len(c.Files()); n != 7 {
			t.Errorf("read %d files, want 7", n)
		}
	})
	t.Run("directives work in any group and before one", func(t *testing.T) {
		c, _, err := loadFiles(t, map[string]string{
			"my.cnf": "!include a.cnf\n[client]\n! includedir\tconf.d \n",
			"a.cnf":  "[mysqld]\nport=11\n", "conf.d/x.cnf": "[server]\ndatadir=/x\n",
		})
		if err != nil {
			t.Fatal(err)
		}
		checkValues(t, c, map[string]string{"port": "11", "datadir": "/x"})
	})
}
