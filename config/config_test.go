package config

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

func mustLoad(t *testing.T, args ...string) *Config {
	t.Helper()
	c, err := Load(args)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestDefaultsWithoutArguments(t *testing.T) {
	c := mustLoad(t)
	if len(c.Files()) != 0 {
		t.Errorf("read %q without being told to", c.Files())
	}
	for _, o := range All() {
		if c.Source(o.Name) != "default" {
			t.Errorf("%s: source %q", o.Name, c.Source(o.Name))
		}
	}
	checkValues(t, c, map[string]string{"port": "3306", "bind_address": "127.0.0.1", "datadir": "./data", "skip_name_resolve": "ON"})
	if c.WantHelp || c.WantPrintDefaults || c.WantVersion || len(c.Warnings) > 0 {
		t.Errorf("unexpected flags or warnings: %+v", c)
	}
}

func TestCommandLine(t *testing.T) {
	tests := []struct {
		args []string
		want map[string]string
	}{
		{[]string{"--port=3307", "--bind-address", "0.0.0.0", "--datadir=/d=x"},
			map[string]string{"port": "3307", "bind_address": "0.0.0.0", "datadir": "/d=x"}},
		{[]string{"--PORT", "1", "--Max_Connections=2"}, map[string]string{"port": "1", "max_connections": "2"}},
		{[]string{"--general-log", "--s3=ON", "--skip-name-resolve", "--enable-s3-debug"},
			map[string]string{"general_log": "ON", "s3": "ON", "skip_name_resolve": "ON", "s3_debug": "ON"}},
		{[]string{"--skip-skip-name-resolve", "--general_log", "--disable-general-log"},
			map[string]string{"skip_name_resolve": "OFF", "general_log": "OFF"}},
		{[]string{"--loose-port=5", "--loose-handlersocket-port", "9998", "--loose-general-log"},
			map[string]string{"port": "5", "handlersocket_port": "9998", "general_log": "ON"}},
		{[]string{"--datadir="}, map[string]string{"datadir": ""}},
		{[]string{"--datadir", "--not-an-option"}, map[string]string{"datadir": "--not-an-option"}}, // as mysqld: the next argument is the value
		{[]string{"--port=1", "--port=2"}, map[string]string{"port": "2"}},
		{[]string{"--log-level=debug"}, map[string]string{"handlerd_log_level": "debug"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			c := mustLoad(t, tt.args...)
			checkValues(t, c, tt.want)
			for name := range tt.want {
				if c.Source(name) != "command line" {
					t.Errorf("Source(%s) = %q", name, c.Source(name))
				}
			}
		})
	}
}

func TestCommandLineFlags(t *testing.T) {
	c := mustLoad(t, "--help", "--port=1")
	if !c.WantHelp || c.WantPrintDefaults || c.WantVersion || c.Get("port") != "1" {
		t.Errorf("--help: %+v port %s", c, c.Get("port"))
	}
	if c := mustLoad(t, "-?"); !c.WantHelp {
		t.Error("-? does not want help")
	}
	if c := mustLoad(t, "--version"); !c.WantVersion {
		t.Error("--version")
	}
	if c := mustLoad(t, "-V"); !c.WantVersion {
		t.Error("-V")
	}
	if c := mustLoad(t, "--print-defaults"); !c.WantPrintDefaults {
		t.Error("--print-defaults")
	}
	c = mustLoad(t, "--loose-foo=1", "--loose-bar")
	want := []string{"command line: unknown option 'loose-foo' ignored", "command line: unknown option 'loose-bar' ignored"}
	if !slices.Equal(c.Warnings, want) {
		t.Errorf("warnings %q, want %q", c.Warnings, want)
	}
}

func TestCommandLineErrors(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"--foo=1"}, "handlerd: command line: unknown option 'foo'"},
		{[]string{"--foo"}, "handlerd: command line: unknown option 'foo'"},
		{[]string{"--skip-foo"}, "command line: unknown option 'skip-foo'"},
		{[]string{"-P", "3306"}, "command line: unknown option '-P'"},
		{[]string{"-v"}, "command line: unknown option '-v'"},
		{[]string{"datadir"}, "command line: unexpected argument 'datadir'"},
		{[]string{"--general-log", "OFF"}, "command line: unexpected argument 'OFF'"},
		{[]string{"--loose-foo", "x"}, "command line: unexpected argument 'x'"},
		{[]string{"--"}, "command line: unknown option '--'"},
		{[]string{"--port"}, "command line: option 'port' requires a value"},
		{[]string{"--port=x"}, "command line: invalid value 'x' for option 'port': not an integer"},
		{[]string{"--port", "70000"}, "command line: invalid value '70000' for option 'port': must be between 0 and 65535"},
		{[]string{"--skip-port"}, "command line: option 'skip-port': 'port' is not a boolean option"},
		{[]string{"--enable-general-log=ON"}, "command line: option 'enable-general-log' takes no value"},
		{[]string{"--defaults-file"}, "command line: option '--defaults-file' needs =FILE"},
		{[]string{"--defaults-extra-file="}, "command line: option '--defaults-extra-file' needs =FILE"},
		{[]string{"--no-defaults", "--defaults-file=/x"}, "command line: --no-defaults cannot be combined"},
		{[]string{"--defaults-extra-file=/nonexistent/x.cnf"}, "handlerd: /nonexistent/x.cnf: cannot read option file: no such file or directory"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, err := Load(tt.args)
			checkErr(t, err, "", tt.err)
			var e *Error
			errors.As(err, &e)
			if e.Line != 0 || (e.File != "" && !strings.HasPrefix(tt.err, "handlerd: /")) {
				t.Errorf("command-line error has file %q line %d", e.File, e.Line)
			}
		})
	}
}

// TestPrecedence: defaults < file < later line in the file < extra file < command line, whatever
// the order of --defaults-file and --defaults-extra-file among the arguments.
func TestPrecedence(t *testing.T) {
	files := map[string]string{
		"my.cnf":    "[mysqld]\nport=1\nmax_connections=1\nwait_timeout=1\n[server]\nport=2\n",
		"extra.cnf": "[mysqld]\nport=3\nmax_connections=3\n",
	}
	c, dir, err := loadFiles(t, files, "--defaults-extra-file=$D/extra.cnf", "--port=4", "--defaults-file=$D/my.cnf")
	if err != nil {
		t.Fatal(err)
	}
	checkValues(t, c, map[string]string{"port": "4", "max_connections": "3", "wait_timeout": "1", "datadir": "./data"})
	sources := map[string]string{
		"port":            "command line",
		"max_connections": filepath.Join(dir, "extra.cnf") + ":3",
		"wait_timeout":    filepath.Join(dir, "my.cnf") + ":4",
		"datadir":         "default",
	}
	for name, want := range sources {
		if got := c.Source(name); got != want {
			t.Errorf("Source(%s) = %q, want %q", name, got, want)
		}
	}
	if want := []string{filepath.Join(dir, "my.cnf"), filepath.Join(dir, "extra.cnf")}; !slices.Equal(c.Files(), want) {
		t.Errorf("Files() = %q, want %q", c.Files(), want)
	}

	c, _, err = loadFiles(t, files, "--defaults-file=$D/my.cnf")
	if err != nil {
		t.Fatal(err)
	}
	checkValues(t, c, map[string]string{"port": "2", "max_connections": "1"})

	c, _, err = loadFiles(t, files, "--defaults-extra-file=$D/extra.cnf")
	if err != nil {
		t.Fatal(err)
	}
	checkValues(t, c, map[string]string{"port": "3", "wait_timeout": "28800"})
}

func TestNoDefaults(t *testing.T) {
	c, _, err := loadFiles(t, map[string]string{"my.cnf": "[mysqld]\nport=1\n"}, "--no-defaults", "--datadir=/x")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Files()) != 0 {
		t.Errorf("--no-defaults read %q", c.Files())
	}
	checkValues(t, c, map[string]string{"port": "3306", "datadir": "/x"})
}

func TestPrintDefaults(t *testing.T) {
	c, _, err := loadFiles(t, map[string]string{
		"my.cnf": "[client]\npassword=x\n[mysqld]\nport = 3307\nbind-address=0.0.0.0\nskip-name-resolve\ns3_secret_key = \"s e c\"\n" +
			"loose_foo = 'a b'\nhandlersocket-plain-secret=\nloose-s3-access-key=AK\n!include a.cnf\n",
		"a.cnf": "[handlerd]\ndatadir=/data\n",
	}, "--defaults-file=$D/my.cnf", "--print-defaults", "--general-log", "--handlerd-root-password", "pw", "--port=1")
	if err != nil {
		t.Fatal(err)
	}
	want := "handlerd would have been started with the following arguments:\n" +
		"--port=3307 --bind-address=0.0.0.0 --skip-name-resolve --s3_secret_key=***** --loose_foo=a b " +
		"--handlersocket-plain-secret=***** --loose-s3-access-key=***** --datadir=/data " +
		"--general-log --handlerd-root-password=***** --port=1 \n"
	if got := c.PrintDefaults(); got != want {
		t.Errorf("PrintDefaults:\n got %q\nwant %q", got, want)
	}
	if got := mustLoad(t, "--print-defaults").PrintDefaults(); got != "handlerd would have been started with the following arguments:\n\n" {
		t.Errorf("empty PrintDefaults: %q", got)
	}
}

func TestHelp(t *testing.T) {
	var b strings.Builder
	Help(&b)
	out := b.String()
	lines := strings.Split(out, "\n")
	for _, o := range All() {
		flag := "--" + strings.ReplaceAll(o.Name, "_", "-")
		i := slices.IndexFunc(lines, func(l string) bool {
			return strings.HasPrefix(strings.TrimSpace(l), flag+"=") || strings.HasPrefix(strings.TrimSpace(l), flag+"[")
		})
		if i < 0 {
			t.Errorf("help lacks %s", flag)
			continue
		}
		if !strings.Contains(lines[i], o.Help) || !strings.Contains(lines[i], "default "+o.Default) && !strings.Contains(lines[i], fmt.Sprintf("default %q", o.Default)) {
			t.Errorf("help line for %s lacks its help or default: %q", o.Name, lines[i])
		}
	}
	for _, owner := range Owners {
		if !strings.Contains(out, "\n"+owner+" options:\n") {
			t.Errorf("help lacks the %s group", owner)
		}
	}
	for _, meta := range []string{"--defaults-file=FILE", "--defaults-extra-file=FILE", "--no-defaults", "--print-defaults", "--help", "--version"} {
		if !strings.Contains(out, meta) {
			t.Errorf("help lacks %s", meta)
		}
	}
	// Grouped: port is listed under server, before the btree group.
	if strings.Index(out, "--port=") > strings.Index(out, "btree options:") {
		t.Error("server options are not grouped before btree")
	}
}

func TestGetIntBoolSet(t *testing.T) {
	c := mustLoad(t)
	if c.Int("port") != 3306 || c.Int("max-allowed-packet") != 64<<20 || c.Int("innodb_flush_log_at_trx_commit") != 1 {
		t.Error("Int of defaults")
	}
	if !c.Bool("skip_name_resolve") || c.Bool("general_log") {
		t.Error("Bool of defaults")
	}
	if err := c.Set("query-cache-size", "2M"); err != nil {
		t.Fatal(err)
	}
	if c.Get("query_cache_size") != "2097152" || c.Int("query_cache_size") != 2<<20 || c.Source("query_cache_size") != "SET GLOBAL" {
		t.Errorf("after Set: %s %d %s", c.Get("query_cache_size"), c.Int("query_cache_size"), c.Source("query_cache_size"))
	}
	if err := c.Set("general_log", "yes"); err != nil || !c.Bool("general_log") || c.Get("general_log") != "ON" {
		t.Errorf("Set bool: %v %s", err, c.Get("general_log"))
	}
	if err := c.Set("datadir", "/new"); err != nil || c.Get("datadir") != "/new" {
		t.Errorf("Set of a read-only option (allowed; the SQL layer checks Dynamic): %v", err)
	}
	err := c.Set("query_cache_type", "maybe")
	checkErr(t, err, "", "handlerd: SET GLOBAL: invalid value 'maybe' for option 'query_cache_type'")
	if c.Get("query_cache_type") != "OFF" {
		t.Error("a failed Set changed the value")
	}
	err = c.Set("nope", "1")
	checkErr(t, err, "", "SET GLOBAL: unknown option 'nope'")
	if e := err.(*Error); e.Option != "nope" {
		t.Errorf("Option = %q", e.Option)
	}
}

func TestAccessorPanics(t *testing.T) {
	c := mustLoad(t)
	for name, f := range map[string]func(){
		"Get unknown":    func() { c.Get("nope") },
		"Int unknown":    func() { c.Int("nope") },
		"Bool unknown":   func() { c.Bool("nope") },
		"Source unknown": func() { c.Source("nope") },
		"Int of string":  func() { c.Int("datadir") },
		"Int of bool":    func() { c.Int("general_log") },
		"Bool of int":    func() { c.Bool("port") },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", name)
				}
			}()
			f()
		}()
	}
}

// TestConcurrentSetGet is meant for go test -race.
func TestConcurrentSetGet(t *testing.T) {
	c := mustLoad(t)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 200 {
				if i%2 == 0 {
					if err := c.Set("query_cache_size", fmt.Sprint(j*1024)); err != nil {
						t.Error(err)
						return
					}
				} else if c.Int("query_cache_size")%1024 != 0 || c.Get("query_cache_type") != "OFF" || c.Source("port") != "default" {
					t.Error("torn read")
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestErrorFormat(t *testing.T) {
	tests := []struct {
		e    Error
		want string
	}{
		{Error{File: "/etc/my.cnf", Line: 12, Option: "foo", Msg: "unknown option 'foo'"}, "handlerd: /etc/my.cnf:12: unknown option 'foo'"},
		{Error{File: "/etc/my.cnf", Msg: "cannot read option file: permission denied"}, "handlerd: /etc/my.cnf: cannot read option file: permission denied"},
		{Error{Option: "foo", Msg: "unknown option 'foo'"}, "handlerd: command line: unknown option 'foo'"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}
