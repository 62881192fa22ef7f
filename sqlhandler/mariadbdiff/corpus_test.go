package mariadbdiff

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// The corpus is a set of .sql files under corpus/. Format:
//
//	=== scenario-name            starts a scenario (a fresh database)
//	# a comment
//	CREATE TABLE t (...);        statements end with ';' at the end of a line
//	@2 SELECT * FROM t;          '@N ' runs the statement in session N (1 by default)
//	SELECT ...; -- kept: id      the statement differs for a reason listed in keptDifferences
//
// Every scenario runs in its own database on both servers; each of its
// sessions is its own connection, opened on first use.

type statement struct {
	file    string
	line    int
	session int
	sql     string
	kept    string
}

type scenario struct {
	file  string
	line  int
	name  string
	stmts []statement
}

func (s statement) where() string { return fmt.Sprintf("%s:%d", s.file, s.line) }

const keptMarker = "-- kept:"

// loadCorpus reads every corpus file, in name order.
func loadCorpus(dir string) ([]scenario, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.sql"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var out []scenario
	seen := map[string]string{}
	for _, f := range files {
		scs, err := parseCorpusFile(f)
		if err != nil {
			return nil, err
		}
		for _, s := range scs {
			if prev, ok := seen[s.name]; ok {
				return nil, fmt.Errorf("%s:%d: scenario %q already defined at %s", s.file, s.line, s.name, prev)
			}
			seen[s.name] = fmt.Sprintf("%s:%d", s.file, s.line)
			out = append(out, s)
		}
	}
	return out, nil
}

func parseCorpusFile(path string) ([]scenario, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	name := filepath.Base(path)
	var (
		out   []scenario
		cur   *scenario
		buf   []string
		start int
	)
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		trimmed := strings.TrimSpace(line)
		if len(buf) == 0 {
			switch {
			case trimmed == "" || strings.HasPrefix(trimmed, "#"):
				continue
			case strings.HasPrefix(trimmed, "=== "):
				out = append(out, scenario{file: name, line: n, name: strings.TrimSpace(trimmed[4:])})
				cur = &out[len(out)-1]
				continue
			}
			start = n
		}
		if cur == nil {
			return nil, fmt.Errorf("%s:%d: statement before the first '=== scenario' line", name, n)
		}
		kept := ""
		if i := strings.LastIndex(trimmed, keptMarker); i >= 0 {
			kept = strings.TrimSpace(trimmed[i+len(keptMarker):])
			trimmed = strings.TrimSpace(trimmed[:i])
		}
		buf = append(buf, trimmed)
		if !strings.HasSuffix(trimmed, ";") {
			if kept != "" {
				return nil, fmt.Errorf("%s:%d: '-- kept:' must follow the statement's final ';'", name, n)
			}
			continue
		}
		text := strings.TrimSuffix(strings.Join(buf, "\n"), ";")
		buf = nil
		st := statement{file: name, line: start, session: 1, kept: kept}
		if strings.HasPrefix(text, "@") {
			var num int
			if _, err := fmt.Sscanf(text, "@%d", &num); err != nil || num < 1 || num > 9 {
				return nil, fmt.Errorf("%s:%d: bad session prefix", name, start)
			}
			st.session = num
			text = strings.TrimSpace(text[strings.IndexByte(text, ' ')+1:])
		}
		st.sql = text
		cur.stmts = append(cur.stmts, st)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(buf) > 0 {
		return nil, fmt.Errorf("%s:%d: statement without a final ';'", name, start)
	}
	return out, nil
}

// forMariaDB rewrites the names MariaDB 10.11 spells differently: MySQL
// 8's utf8mb4_0900 collations (NO PAD) are its uca1400 NO PAD ones, and
// utf8mb4_0900_bin is utf8mb4_nopad_bin (MariaDB's utf8mb4_bin pads).
var forMariaDB = strings.NewReplacer(
	"utf8mb4_0900_ai_ci", "utf8mb4_uca1400_nopad_ai_ci",
	"utf8mb4_0900_as_cs", "utf8mb4_uca1400_nopad_as_cs",
	"utf8mb4_0900_bin", "utf8mb4_nopad_bin",
)
