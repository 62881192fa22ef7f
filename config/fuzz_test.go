package config

import (
	"errors"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary my.cnf content through the reader and the option registry. It must
// never panic, and every failure must be a *Error pointing at a line of that file: includes of
// any other file fail (the in-memory file system holds only this one), and an include of the
// file itself is a loop reported at the directive.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"",
		"[mysqld]\nport = 3307\nbind-address=0.0.0.0\n",
		"# c\n; c\n[mysqld] # c\nport=3308 # x\ndatadir=\"/a # b\"\nsocket='x'\n",
		"[mysqld]\nssl_key = 'it\\'s\\ttab\\s'\nssl_ca = \"x\\\"y\\\\z\\nq\"\nssl_cert = C:\\data\\dir\npid_file = a\\\n",
		"[mysqld]\nlog_error = don't # x\nsocket = \"abc\\\"\n",
		"[client]\nuser=x\n[mysqld]\ngeneral_log\nskip-name-resolve\nenable-s3\ndisable_s3_debug\nskip_general_log\n",
		"[mysqld]\nloose_foo=1\nloose-handlersocket-port=9998\n",
		"port=1\n",
		"[mysqld\n",
		"[mysqld]\n=1\n",
		"[mysqld]\nfoo=1\n",
		"[mysqld]\nport\n",
		"[mysqld]\nskip-port\n",
		"[mysqld]\nmax_allowed_packet=64M\nquery_cache_type=2\ns3_protocol_version=path\n",
		"[mysqld]\nmax_allowed_packet=9E\n",
		"[mysqld]\nhandlersocket_threads=0\n",
		"!include /fuzz/my.cnf\n",
		"!include other.cnf\n",
		"!includedir conf.d\n",
		"!include\n",
		"!bogus x\n",
		"\uFEFF[mysqld]\r\nport=1\r\n",
		"[mysqld]\nport=\"\"\n",
		"[mysqld]\n\"port\"=1\n",
	} {
		f.Add(seed)
	}
	const path = "/fuzz/my.cnf"
	f.Fuzz(func(t *testing.T, content string) {
		fsys := fileSystem{
			readFile: func(name string) ([]byte, error) {
				if name == path {
					return []byte(content), nil
				}
				return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
			},
			readDir: func(name string) ([]os.DirEntry, error) {
				return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
			},
		}
		lines := strings.Count(content, "\n") + 1
		c, err := load([]string{"--defaults-file=" + path}, fsys)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v is a %T, not *config.Error", err, err)
			}
			if e.File != path || e.Line < 1 || e.Line > lines {
				t.Fatalf("error %q at %s:%d, outside %s (lines 1..%d)", e.Msg, e.File, e.Line, path, lines)
			}
			if !strings.HasPrefix(err.Error(), "handlerd: "+path+":"+strconv.Itoa(e.Line)+": ") {
				t.Fatalf("error text %q", err.Error())
			}
			return
		}
		for _, o := range All() {
			src := c.Source(o.Name)
			if src == "default" {
				continue
			}
			n, err := strconv.Atoi(strings.TrimPrefix(src, path+":"))
			if err != nil || n < 1 || n > lines {
				t.Fatalf("%s has source %q", o.Name, src)
			}
			if _, _, err := o.parse(c.Get(o.Name)); err != nil {
				t.Fatalf("%s holds a value its own parser rejects: %v", o.Name, err)
			}
		}
		_ = c.PrintDefaults()
	})
}
