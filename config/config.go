// Package config reads handlerd's options the way mysqld reads its own: my.cnf files in MySQL's
// syntax (groups, quoting and escapes, !include, loose-/skip-/enable-/disable- prefixes) and then
// the command line, checked against a single registry of every option handlerd knows.
//
// Unlike mysqld, handlerd reads no option file unless told to with --defaults-file or
// --defaults-extra-file: on a machine with MariaDB or MySQL installed, /etc/mysql/my.cnf is full
// of options handlerd does not know (an error here) and names that server's datadir, socket and
// port, which handlerd must not take over.
//
// Where MySQL only warns or silently skips, handlerd refuses to start: an unknown option without
// loose-, a value out of range, a missing or looping !include and an unknown !directive are errors
// naming the file and line, so a typo is never a silent default. A relative !include is relative to
// the including file, not to the working directory as in MySQL.
package config

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
)

// Error is a problem with an option file or the command line. File is "" for the command line;
// Line is 0 when the problem is with the file as a whole.
type Error struct {
	File   string
	Line   int
	Option string // the option concerned, when there is one
	Msg    string
}

func (e *Error) Error() string {
	where := "command line"
	if e.File != "" {
		where = e.File
		if e.Line > 0 {
			where += ":" + strconv.Itoa(e.Line)
		}
	}
	return "handlerd: " + where + ": " + e.Msg
}

// Sources of a value besides "file:line".
const (
	sourceDefault     = "default"
	sourceCommandLine = "command line"
	sourceSet         = "SET GLOBAL"
)

type value struct {
	text   string // canonical form, as Get returns it
	num    int64  // for every kind but String
	source string
}

// Config holds the final value of every registered option. Get, Int, Bool, Source and Set are
// safe for concurrent use; the exported fields are set by Load and read-only afterwards.
type Config struct {
	Warnings          []string // e.g. unknown loose- options
	WantHelp          bool     // --help or -?: print Help and exit
	WantPrintDefaults bool     // --print-defaults: print PrintDefaults and exit
	WantVersion       bool     // --version or -V: print the version and exit

	mu    sync.RWMutex
	vals  []value // indexed like registry
	files []string
	args  []string // for --print-defaults: every setting as an argument, secrets masked
}

// Load builds the configuration from os.Args[1:]: option files named by --defaults-file and
// --defaults-extra-file (in that order, wherever they appear), then the other arguments.
func Load(args []string) (*Config, error) {
	return load(args, osFS)
}

func load(args []string, fsys fileSystem) (*Config, error) {
	c := &Config{vals: append([]value(nil), defaults...)}
	var defaultsFile, extraFile string
	noDefaults := false
	var rest []string
	// Options about option files and what to do are taken out first, wherever they are: mysqld
	// insists they come first, but nothing is gained by refusing them elsewhere.
	for _, a := range args {
		switch a { // mysqld's only short options that handlerd has
		case "-?":
			c.WantHelp = true
			continue
		case "-V":
			c.WantVersion = true
			continue
		}
		if !strings.HasPrefix(a, "--") {
			rest = append(rest, a)
			continue
		}
		name, val, hasVal := strings.Cut(a[2:], "=")
		switch normalize(name) {
		case "no_defaults":
			noDefaults = true
		case "defaults_file", "defaults_extra_file":
			if !hasVal || val == "" {
				return nil, &Error{Option: name, Msg: fmt.Sprintf("option '--%s' needs =FILE", name)}
			}
			if normalize(name) == "defaults_file" {
				defaultsFile = val
			} else {
				extraFile = val
			}
		case "print_defaults":
			c.WantPrintDefaults = true
		case "help":
			c.WantHelp = true
		case "version":
			c.WantVersion = true
		default:
			rest = append(rest, a)
		}
	}
	if noDefaults && (defaultsFile != "" || extraFile != "") {
		return nil, &Error{Msg: "--no-defaults cannot be combined with --defaults-file or --defaults-extra-file"}
	}

	r := &cnfReader{fs: fsys}
	for _, f := range []string{defaultsFile, extraFile} {
		if f != "" {
			if err := r.readTop(f); err != nil {
				return nil, err
			}
		}
	}
	c.files = r.files
	cmd, err := commandLine(rest)
	if err != nil {
		return nil, err
	}
	for _, s := range append(r.settings, cmd...) {
		if err := c.apply(s); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// commandLine turns arguments into settings: --name=value, --name value (for an option that needs
// a value), --name (a boolean, or a prefixed form such as --skip-name).
func commandLine(args []string) ([]setting, error) {
	var out []setting
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "--") || len(a) == 2 {
			if strings.HasPrefix(a, "-") {
				return nil, &Error{Option: a, Msg: fmt.Sprintf("unknown option '%s'", a)}
			}
			return nil, &Error{Msg: fmt.Sprintf("unexpected argument '%s' (options start with --)", a)}
		}
		s := setting{}
		s.key, s.value, s.hasValue = strings.Cut(a[2:], "=")
		if !s.hasValue && i+1 < len(args) && needsValue(s.key) {
			i++
			s.value, s.hasValue = args[i], true
		}
		out = append(out, s)
	}
	return out, nil
}

// needsValue reports whether a bare --key takes the next argument as its value: true for a known
// non-boolean option, as in mysqld's getopt.
func needsValue(key string) bool {
	name := normalize(key)
	name = strings.TrimPrefix(name, "loose_")
	o, ok := Lookup(name)
	return ok && o.Kind != Bool
}

// apply resolves a setting's name, validates its value and stores it.
func (c *Config) apply(s setting) error {
	where := sourceCommandLine
	if s.file != "" {
		where = s.file + ":" + strconv.Itoa(s.line)
	}
	fail := func(option, format string, a ...any) error {
		return &Error{File: s.file, Line: s.line, Option: option, Msg: fmt.Sprintf(format, a...)}
	}

	name := normalize(s.key)
	loose := strings.HasPrefix(name, "loose_")
	name = strings.TrimPrefix(name, "loose_")
	o, ok := Lookup(name)
	text := s.value
	switch {
	case ok && !s.hasValue && o.Kind != Bool:
		return fail(o.Name, "option '%s' requires a value", s.key)
	case ok && !s.hasValue:
		text = "ON"
	case !ok:
		// skip_name_resolve is an option of its own, so prefixes are tried only after the whole name.
		for _, p := range []struct{ prefix, value string }{{"skip_", "OFF"}, {"disable_", "OFF"}, {"enable_", "ON"}} {
			rest, has := strings.CutPrefix(name, p.prefix)
			if !has {
				continue
			}
			if o, ok = Lookup(rest); !ok {
				break
			}
			if o.Kind != Bool {
				return fail(o.Name, "option '%s': '%s' is not a boolean option", s.key, o.Name)
			}
			if s.hasValue {
				return fail(o.Name, "option '%s' takes no value", s.key)
			}
			text = p.value
			break
		}
	}
	if !ok {
		if loose {
			c.Warnings = append(c.Warnings, fmt.Sprintf("%s: unknown option '%s' ignored", where, s.key))
			c.args = append(c.args, argString(s, false))
			return nil
		}
		return fail(s.key, "unknown option '%s'", s.key)
	}
	v, num, err := o.parse(text)
	if err != nil {
		return fail(o.Name, "%s", err.Error())
	}
	c.vals[byName[o.Name]] = value{text: v, num: num, source: where}
	c.args = append(c.args, argString(s, o.Secret))
	return nil
}

// argString renders a setting as mysqld --print-defaults shows it.
func argString(s setting, secret bool) string {
	switch {
	case !s.hasValue:
		return "--" + s.key
	case secret:
		return "--" + s.key + "=*****"
	}
	return "--" + s.key + "=" + s.value
}

// mustIndex finds a registered option; asking for an unknown one is a programming error.
func mustIndex(name, accessor string, kinds ...Kind) int {
	i, ok := index(name)
	if !ok {
		panic(fmt.Sprintf("config: %s(%q): no such option", accessor, name))
	}
	if len(kinds) == 0 {
		return i
	}
	for _, k := range kinds {
		if registry[i].Kind == k {
			return i
		}
	}
	panic(fmt.Sprintf("config: %s(%q): option is of kind %s", accessor, name, registry[i].Kind))
}

// Get returns an option's value in canonical form: booleans ON or OFF, enums as registered,
// sizes as byte counts. It panics if the option is not registered.
func (c *Config) Get(name string) string {
	i := mustIndex(name, "Get")
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.vals[i].text
}

// Int returns the value of an Int, Uint or Size option (sizes in bytes). It panics for other
// kinds or unregistered names.
func (c *Config) Int(name string) int64 {
	i := mustIndex(name, "Int", Int, Uint, Size)
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.vals[i].num
}

// Bool returns the value of a Bool option. It panics for other kinds or unregistered names.
func (c *Config) Bool(name string) bool {
	i := mustIndex(name, "Bool", Bool)
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.vals[i].num != 0
}

// Source says where an option's value came from: "default", "file:line", "command line" or
// "SET GLOBAL". It panics if the option is not registered.
func (c *Config) Source(name string) string {
	i := mustIndex(name, "Source")
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.vals[i].source
}

// Set validates and stores a value, as SET GLOBAL does. It does not check Option.Dynamic: the SQL
// layer refuses read-only variables itself, and tests may set anything.
func (c *Config) Set(name, val string) error {
	i, ok := index(name)
	if !ok {
		return &Error{File: sourceSet, Option: name, Msg: fmt.Sprintf("unknown option '%s'", name)}
	}
	o := registry[i]
	text, num, err := o.parse(val)
	if err != nil {
		return &Error{File: sourceSet, Option: o.Name, Msg: err.Error()}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.vals[i] = value{text: text, num: num, source: sourceSet}
	return nil
}

// Files returns the option files read, in the order they were read, includes included.
func (c *Config) Files() []string {
	return append([]string(nil), c.files...)
}

// PrintDefaults is what --print-defaults prints, in mysqld's format: the settings from the option
// files and then the command line, each as one argument followed by a space, secrets masked.
func (c *Config) PrintDefaults() string {
	var b strings.Builder
	b.WriteString("handlerd would have been started with the following arguments:\n")
	for _, a := range c.args {
		b.WriteString(a + " ")
	}
	b.WriteString("\n")
	return b.String()
}

// Help prints usage and every option with its default and help, grouped by owner.
func Help(w io.Writer) {
	fmt.Fprint(w, `Usage: handlerd [OPTIONS]

handlerd reads no option file unless named here; it reads the groups [mysqld], [server] and
[handlerd] of each file. Later settings win; the command line wins over files.

  --defaults-file=FILE        read options from FILE only
  --defaults-extra-file=FILE  read FILE after --defaults-file
  --no-defaults               read no option file
  --print-defaults            print the arguments from option files and the command line, and exit
  --help, -?                  print this help and exit
  --version, -V               print the version and exit

Any option may be written with dashes or underscores and take a loose- prefix (unknown: a warning,
not an error). A boolean X also takes --X, --skip-X, --disable-X and --enable-X.
`)
	byOwner := map[string][]*Option{}
	for _, o := range registry {
		byOwner[o.Owner] = append(byOwner[o.Owner], o)
	}
	for _, owner := range Owners { // TestRegistry checks every option's owner is listed
		fmt.Fprintf(w, "\n%s options:\n", owner)
		tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
		for _, o := range byOwner[owner] {
			fmt.Fprintf(tw, "  --%s%s\t%s%s\n", strings.ReplaceAll(o.Name, "_", "-"), placeholder(o), o.Help, details(o))
		}
		tw.Flush()
	}
}

func placeholder(o *Option) string {
	switch o.Kind {
	case Bool:
		return "[={ON|OFF}]"
	case Int, Uint:
		return "=#"
	case Size:
		return "=#[K|M|G]"
	case Enum:
		return "={" + strings.Join(o.Values, "|") + "}"
	}
	return "=name"
}

// details is the "(default ..., range, dynamic)" tail of an option's help line.
func details(o *Option) string {
	d := "default " + strconv.Quote(o.Default)
	if o.Kind != String {
		d = "default " + o.Default
	}
	switch {
	case o.Min == 0 && o.Max == 0:
	case o.Max == maxInt:
		d += fmt.Sprintf(", at least %d", o.Min)
	default:
		d += fmt.Sprintf(", %d..%d", o.Min, o.Max)
	}
	if o.Dynamic {
		d += ", dynamic"
	}
	return " (" + d + ")"
}
