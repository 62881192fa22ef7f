package config

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// setting is one option assignment as the user wrote it, in a file or on the command line.
// Settings are collected first and applied in order afterwards, so that later ones win.
type setting struct {
	key      string // as written, without "--"; may carry loose-, skip-, enable-, disable-
	value    string // unquoted and unescaped
	hasValue bool   // false for a bare "key" line or "--key" argument
	file     string // "" for the command line
	line     int
}

// fileSystem is what the reader needs from the OS; the fuzz test swaps in an in-memory one.
type fileSystem struct {
	readFile func(string) ([]byte, error)
	readDir  func(string) ([]os.DirEntry, error)
}

var osFS = fileSystem{readFile: os.ReadFile, readDir: os.ReadDir}

// readGroups are the my.cnf sections handlerd reads; every other section is skipped unparsed,
// as mysqld skips [client] or [mysqldump].
var readGroups = map[string]bool{"mysqld": true, "server": true, "handlerd": true}

// cnfReader reads option files, following !include and !includedir, into settings.
type cnfReader struct {
	fs       fileSystem
	settings []setting
	files    []string // every file read, in order
	open     []string // canonical paths of the files being read, outermost first: loop detection
}

// readTop reads a file named by --defaults-file or --defaults-extra-file.
func (r *cnfReader) readTop(path string) error {
	data, err := r.fs.readFile(path)
	if err != nil {
		return &Error{File: path, Msg: "cannot read option file: " + pathErr(err)}
	}
	return r.parse(path, data)
}

// include reads a file named by a directive at from:line.
func (r *cnfReader) include(from string, line int, path string) error {
	id := canonicalPath(path)
	for i, open := range r.open {
		if open == id {
			chain := strings.Join(append(r.open[i:], id), " -> ")
			return &Error{File: from, Line: line, Msg: "include loop: " + chain}
		}
	}
	data, err := r.fs.readFile(path)
	if err != nil {
		return &Error{File: from, Line: line, Msg: fmt.Sprintf("cannot read included file '%s': %s", path, pathErr(err))}
	}
	return r.parse(path, data)
}

// parse reads one file's content, the way MySQL's search_default_file_with_buffers does.
func (r *cnfReader) parse(path string, data []byte) error {
	r.open = append(r.open, canonicalPath(path))
	defer func() { r.open = r.open[:len(r.open)-1] }()
	r.files = append(r.files, path)

	text := strings.TrimPrefix(string(data), "\uFEFF") // an editor's byte-order mark is not text
	foundGroup, reading := false, false                // the group state is per file, as in MySQL
	for i, raw := range strings.Split(text, "\n") {
		lineNo := i + 1
		line := trimSpace(raw)
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		switch line[0] {
		case '!':
			if err := r.directive(path, lineNo, line); err != nil {
				return err
			}
			continue
		case '[':
			end := strings.IndexByte(line, ']')
			if end < 0 {
				return &Error{File: path, Line: lineNo, Msg: "bad group definition (no closing ']')"}
			}
			// MySQL trims only the end of the name and ignores anything after ']'.
			foundGroup = true
			reading = readGroups[strings.ToLower(strings.TrimRight(line[1:end], spaces))]
			continue
		}
		if !foundGroup {
			return &Error{File: path, Line: lineNo, Msg: "found option without preceding group"}
		}
		if !reading {
			continue
		}
		s := setting{file: path, line: lineNo}
		line = removeEndComment(line)
		if eq := strings.IndexByte(line, '='); eq >= 0 {
			s.key = trimSpace(line[:eq])
			s.value = unquote(trimSpace(line[eq+1:]))
			s.hasValue = true
		} else {
			s.key = trimSpace(line)
		}
		if s.key == "" {
			return &Error{File: path, Line: lineNo, Msg: "missing option name before '='"}
		}
		r.settings = append(r.settings, s)
	}
	return nil
}

// directive handles a "!include FILE" or "!includedir DIR" line; relative names are relative to
// the including file's directory (MySQL uses the working directory, which surprises everyone).
func (r *cnfReader) directive(path string, lineNo int, line string) error {
	word, arg := trimSpace(line[1:]), ""
	if i := strings.IndexAny(word, spaces); i >= 0 {
		word, arg = word[:i], trimSpace(word[i:])
	}
	if word != "include" && word != "includedir" {
		return &Error{File: path, Line: lineNo, Msg: fmt.Sprintf("unknown directive '!%s'", word)}
	}
	if arg == "" {
		return &Error{File: path, Line: lineNo, Msg: fmt.Sprintf("'!%s' needs a file name", word)}
	}
	if !filepath.IsAbs(arg) {
		arg = filepath.Join(filepath.Dir(path), arg)
	}
	if word == "include" {
		return r.include(path, lineNo, arg)
	}
	entries, err := r.fs.readDir(arg) // sorted by name, as MySQL's my_dir(MY_WANT_SORT)
	if err != nil {
		return &Error{File: path, Line: lineNo, Msg: fmt.Sprintf("cannot read included directory '%s': %s", arg, pathErr(err))}
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".cnf") {
			continue
		}
		if err := r.include(path, lineNo, filepath.Join(arg, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// canonicalPath names a file so that two spellings of it compare equal in loop detection.
func canonicalPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	return path
}

// pathErr is an error's text without the path that our own message already names.
func pathErr(err error) string {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

// spaces are the characters MySQL's my_isspace treats as blank in option files.
const spaces = " \t\n\v\f\r"

func trimSpace(s string) string { return strings.Trim(s, spaces) }

// removeEndComment cuts a trailing "# comment" that is outside quotes. Like MySQL, it tracks
// quotes over the whole line (so "don't # x" keeps its '#'), and a backslash escapes a quote
// only inside quotes.
func removeEndComment(line string) string {
	var quote byte
	escape := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		if (c == '\'' || c == '"') && !escape {
			if quote == 0 {
				quote = c
			} else if quote == c {
				quote = 0
			}
		}
		if quote == 0 && c == '#' {
			return line[:i]
		}
		escape = quote != 0 && c == '\\' && !escape
	}
	return line
}

// unquote strips one pair of matching quotes around a value and then expands MySQL's escapes,
// which apply to quoted and unquoted values alike; an unknown escape keeps its backslash, so
// Windows paths survive.
func unquote(v string) string {
	if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
		v = v[1 : len(v)-1]
	}
	if !strings.Contains(v, `\`) {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] != '\\' || i == len(v)-1 {
			b.WriteByte(v[i])
			continue
		}
		i++
		switch v[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'b':
			b.WriteByte('\b')
		case 's':
			b.WriteByte(' ')
		case '"', '\'', '\\':
			b.WriteByte(v[i])
		default:
			b.WriteByte('\\')
			b.WriteByte(v[i])
		}
	}
	return b.String()
}
