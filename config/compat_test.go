package config

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestMatchesMyPrintDefaults reads one tricky file with handlerd and with MariaDB's own
// my_print_defaults (when installed) and expects the same arguments: same groups, comments,
// quoting, escapes and includes. It avoids what handlerd does differently on purpose: relative
// includes, unknown directives, secrets and values with newlines (my_print_defaults prints one
// argument per line).
func TestMatchesMyPrintDefaults(t *testing.T) {
	tool, err := exec.LookPath("my_print_defaults")
	if err != nil {
		t.Skip("my_print_defaults not installed")
	}
	files := map[string]string{
		"my.cnf": `# comment
; comment
[client]
port=1
[mysqld] # c
port = 3307 # trailing
datadir="/a # b"  # c
socket='x'
log_error = don't # x
ssl_key = 'it\'s\ttab\s'
ssl_ca = "x\"y\\z\bq"
ssl_cert = C:\data\dir
pid_file = a\
character_set_server = "abc\"
daemon_memcached_option = -p11222 -o a=b
general_log
  skip-name-resolve
loose_foo = 'a b'
collation_server=""
bind-address="ab"cd
default_storage_engine = "a" # "b"
loose_hashnospace=abc#def
loose_semi=abc ;def
[ mysqld]
port=9
[mysqld_safe]
x=1
[server]
max_connections=5
!include $D/inc.cnf
[HANDLERD]
wait_timeout=7
`,
		"inc.cnf": "[mysqld]\nhandlersocket_port=9998\n",
	}
	c, dir, err := loadFiles(t, files)
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "--defaults-file="+dir+"/my.cnf", "mysqld", "server", "handlerd").Output()
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	want := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if !slices.Equal(c.args, want) {
		t.Errorf("handlerd read\n  %q\nmy_print_defaults read\n  %q", c.args, want)
	}
}
