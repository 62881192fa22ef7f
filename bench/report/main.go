// Command report turns the per-round samples that bench/run.sh collects
// into bench/results/: a markdown report (results.md), a CSV of medians
// (results.csv) and an SVG chart of throughput against concurrency per path
// (chart.svg).
//
//	go run ./bench/report -samples S.csv -spec SPEC -header H.md -notes N.md -out bench/results
//
// samples.csv has one line per measured run:
//
//	section,workload,mode,threads,path,round,tps,qps,p50_ms,p99_ms,errors,status
//
// (empty tps/qps/latency when not measured; status "ok" or "failed").
// The spec file, one directive a line, fields separated by '|':
//
//	section|ID|Title|description            order, headings and prose
//	unit|ID|tx/s|q/s                         names of the tps and qps columns
//	chart|ID|line or bar                     line: throughput against threads
//	short|ID|name                            the section's name in chart titles
//	peer|ID|PATH|BASE                        ratio column PATH/BASE in the same row
//	target|LABEL|S,W,M,T,PATH|S,W,M,T,BASE|MIN   a ratio with its goal
//
// Every figure is the median over the rounds that succeeded; errors are
// summed over all rounds.
package main

import (
	"bufio"
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

type sample struct {
	key                key
	round              int
	tps, qps, p50, p99 float64 // NaN: not measured
	errors             int
	ok                 bool
}

type key struct {
	section, workload, mode string
	threads                 int
	path                    string
}

func (k key) group() groupKey { return groupKey{k.section, k.workload, k.mode, k.threads} }

type groupKey struct {
	section, workload, mode string
	threads                 int
}

// result is the medians of one key's rounds.
type result struct {
	key
	rounds, okRounds   int
	tps, qps, p50, p99 float64
	errors             int
	tpsSamples         []float64
}

type sectionSpec struct {
	id, title, desc  string
	short            string // chart panels' title
	tpsUnit, qpsUnit string
	chart            string
	peers            [][2]string // {path, base}
}

type target struct {
	label     string
	of, base  key
	min       float64
	ratio     float64 // NaN when either side is missing
	reachedOK bool
}

func main() {
	samplesPath := flag.String("samples", "", "per-round samples (CSV)")
	specPath := flag.String("spec", "", "sections, peers, targets")
	headerPath := flag.String("header", "", "markdown put first in results.md")
	notesPath := flag.String("notes", "", "markdown put last in results.md")
	out := flag.String("out", "bench/results", "output directory")
	prefix := flag.String("prefix", "results", "file name prefix: PREFIX.md, PREFIX.csv; the chart is chart.svg for 'results', else PREFIX-chart.svg")
	flag.Parse()
	if *samplesPath == "" || *specPath == "" {
		fmt.Fprintln(os.Stderr, "report: -samples and -spec are required")
		os.Exit(2)
	}
	samples, err := readSamples(*samplesPath)
	check(err)
	sections, targets, err := readSpec(*specPath)
	check(err)
	results := summarize(samples)
	byKey := map[key]*result{}
	for _, r := range results {
		byKey[r.key] = r
	}
	for i := range targets {
		t := &targets[i]
		a, b := byKey[t.of], byKey[t.base]
		t.ratio = math.NaN()
		if a != nil && b != nil && a.okRounds > 0 && b.okRounds > 0 && b.tps > 0 {
			t.ratio = a.tps / b.tps
			t.reachedOK = t.ratio >= t.min
		}
	}
	check(os.MkdirAll(*out, 0o755))
	chartName := "chart.svg"
	if *prefix != "results" {
		chartName = *prefix + "-chart.svg"
	}
	check(writeFile(filepath.Join(*out, *prefix+".csv"), func(w io.Writer) error {
		return writeCSV(w, results, sections, byKey)
	}))
	check(writeFile(filepath.Join(*out, *prefix+".md"), func(w io.Writer) error {
		return writeMarkdown(w, *headerPath, *notesPath, chartName, results, sections, targets, byKey)
	}))
	check(writeFile(filepath.Join(*out, chartName), func(w io.Writer) error {
		return writeChart(w, results, sections)
	}))
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		os.Exit(1)
	}
}

func writeFile(name string, f func(io.Writer) error) error {
	tmp := name + ".tmp"
	fh, err := os.Create(tmp)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(fh)
	if err := f(bw); err != nil {
		fh.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		fh.Close()
		return err
	}
	if err := fh.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

func parseFloat(s string) float64 {
	if s == "" {
		return math.NaN()
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return math.NaN()
	}
	return f
}

func readSamples(name string) ([]sample, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	recs, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	var out []sample
	for i, rec := range recs {
		if i == 0 && rec[0] == "section" {
			continue
		}
		if len(rec) < 12 {
			return nil, fmt.Errorf("%s:%d: %d fields, want 12", name, i+1, len(rec))
		}
		threads, _ := strconv.Atoi(rec[3])
		round, _ := strconv.Atoi(rec[5])
		errs, _ := strconv.Atoi(rec[10])
		s := sample{
			key:   key{rec[0], rec[1], rec[2], threads, rec[4]},
			round: round, tps: parseFloat(rec[6]), qps: parseFloat(rec[7]),
			p50: parseFloat(rec[8]), p99: parseFloat(rec[9]), errors: errs,
			ok: rec[11] == "ok" && !math.IsNaN(parseFloat(rec[6])),
		}
		out = append(out, s)
	}
	return out, nil
}

func readSpec(name string) ([]*sectionSpec, []target, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, nil, err
	}
	var sections []*sectionSpec
	byID := map[string]*sectionSpec{}
	get := func(id string) *sectionSpec {
		s := byID[id]
		if s == nil {
			s = &sectionSpec{id: id, title: id, short: id, tpsUnit: "tx/s", qpsUnit: "q/s", chart: "bar"}
			byID[id] = s
			sections = append(sections, s)
		}
		return s
	}
	var targets []target
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "|")
		bad := func() error { return fmt.Errorf("%s:%d: bad directive %q", name, n+1, line) }
		switch f[0] {
		case "section":
			if len(f) < 3 {
				return nil, nil, bad()
			}
			s := get(f[1])
			s.title = f[2]
			if len(f) > 3 {
				s.desc = strings.Join(f[3:], "|")
			}
		case "short":
			if len(f) != 3 {
				return nil, nil, bad()
			}
			get(f[1]).short = f[2]
		case "unit":
			if len(f) != 4 {
				return nil, nil, bad()
			}
			s := get(f[1])
			s.tpsUnit, s.qpsUnit = f[2], f[3]
		case "chart":
			if len(f) != 3 {
				return nil, nil, bad()
			}
			get(f[1]).chart = f[2]
		case "peer":
			if len(f) != 4 {
				return nil, nil, bad()
			}
			s := get(f[1])
			s.peers = append(s.peers, [2]string{f[2], f[3]})
		case "target":
			if len(f) != 5 {
				return nil, nil, bad()
			}
			of, err1 := parseKey(f[2])
			base, err2 := parseKey(f[3])
			min, err3 := strconv.ParseFloat(f[4], 64)
			if err1 != nil || err2 != nil || err3 != nil {
				return nil, nil, bad()
			}
			targets = append(targets, target{label: f[1], of: of, base: base, min: min})
		default:
			return nil, nil, bad()
		}
	}
	return sections, targets, nil
}

func parseKey(s string) (key, error) {
	f := strings.Split(s, ",")
	if len(f) != 5 {
		return key{}, fmt.Errorf("key %q: want section,workload,mode,threads,path", s)
	}
	t, err := strconv.Atoi(f[3])
	if err != nil {
		return key{}, err
	}
	return key{f[0], f[1], f[2], t, f[4]}, nil
}

func median(xs []float64) float64 {
	var v []float64
	for _, x := range xs {
		if !math.IsNaN(x) {
			v = append(v, x)
		}
	}
	if len(v) == 0 {
		return math.NaN()
	}
	sort.Float64s(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

// summarize groups samples by key, in the order keys first appear.
func summarize(samples []sample) []*result {
	var order []key
	byKey := map[key][]sample{}
	for _, s := range samples {
		if _, ok := byKey[s.key]; !ok {
			order = append(order, s.key)
		}
		byKey[s.key] = append(byKey[s.key], s)
	}
	var out []*result
	for _, k := range order {
		r := &result{key: k}
		var tps, qps, p50, p99 []float64
		for _, s := range byKey[k] {
			r.rounds++
			r.errors += s.errors
			if !s.ok {
				continue
			}
			r.okRounds++
			tps = append(tps, s.tps)
			qps = append(qps, s.qps)
			p50 = append(p50, s.p50)
			p99 = append(p99, s.p99)
		}
		r.tps, r.qps, r.p50, r.p99 = median(tps), median(qps), median(p50), median(p99)
		r.tpsSamples = tps
		out = append(out, r)
	}
	return out
}

// peerOf is the first peer relation of r's section naming r's path.
func peerOf(r *result, sections []*sectionSpec, byKey map[key]*result) (string, float64) {
	for _, s := range sections {
		if s.id != r.section {
			continue
		}
		for _, p := range s.peers {
			if p[0] != r.path {
				continue
			}
			bk := r.key
			bk.path = p[1]
			if b := byKey[bk]; b != nil {
				return p[1], ratio(r, b)
			}
		}
	}
	return "", math.NaN()
}

func ratio(a, b *result) float64 {
	if a == nil || b == nil || a.okRounds == 0 || b.okRounds == 0 || b.tps == 0 {
		return math.NaN()
	}
	return a.tps / b.tps
}

func fnum(x float64, prec int) string {
	if math.IsNaN(x) {
		return ""
	}
	return strconv.FormatFloat(x, 'f', prec, 64)
}

func writeCSV(w io.Writer, results []*result, sections []*sectionSpec, byKey map[key]*result) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"section", "workload", "mode", "threads", "path", "rounds", "ok_rounds",
		"throughput", "unit", "qps", "p50_ms", "p99_ms", "errors", "peer", "ratio_vs_peer", "throughput_per_round"})
	units := map[string]string{}
	for _, s := range sections {
		units[s.id] = s.tpsUnit
	}
	for _, r := range results {
		peer, rat := peerOf(r, sections, byKey)
		var per []string
		for _, x := range r.tpsSamples {
			per = append(per, fnum(x, 1))
		}
		cw.Write([]string{r.section, r.workload, r.mode, strconv.Itoa(r.threads), r.path,
			strconv.Itoa(r.rounds), strconv.Itoa(r.okRounds), fnum(r.tps, 1), units[r.section], fnum(r.qps, 1),
			fnum(r.p50, 3), fnum(r.p99, 3), strconv.Itoa(r.errors), peer, fnum(rat, 3), strings.Join(per, ";")})
	}
	cw.Flush()
	return cw.Error()
}

// human formats a throughput with thousands separators.
func human(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	if x < 100 {
		return strconv.FormatFloat(x, 'f', 1, 64)
	}
	s := strconv.FormatInt(int64(math.Round(x)), 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func ms(x float64) string {
	switch {
	case math.IsNaN(x):
		return "–"
	case x >= 100:
		return strconv.FormatFloat(x, 'f', 0, 64)
	case x >= 10:
		return strconv.FormatFloat(x, 'f', 1, 64)
	default:
		return strconv.FormatFloat(x, 'f', 2, 64)
	}
}

func ratioCell(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	return strconv.FormatFloat(x, 'f', 2, 64) + "x"
}

func writeMarkdown(w io.Writer, headerPath, notesPath, chartName string, results []*result,
	sections []*sectionSpec, targets []target, byKey map[key]*result) error {
	if headerPath != "" {
		h, err := os.ReadFile(headerPath)
		if err != nil {
			return err
		}
		w.Write(h)
		fmt.Fprintln(w)
	}
	if len(targets) > 0 {
		fmt.Fprintln(w, "## Targets")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "| target | measured | goal | |")
		fmt.Fprintln(w, "|---|---:|---:|---|")
		for _, t := range targets {
			verdict := "missed"
			switch {
			case math.IsNaN(t.ratio):
				verdict = "not measured"
			case t.reachedOK:
				verdict = "**reached**"
			}
			fmt.Fprintf(w, "| %s | %s | ≥ %sx | %s |\n", t.label, ratioCell(t.ratio), fnum(t.min, 1), verdict)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "Chart: [%s](%s) — throughput against concurrency per path.\n\n", chartName, chartName)
	for _, s := range sections {
		var rs []*result
		for _, r := range results {
			if r.section == s.id {
				rs = append(rs, r)
			}
		}
		if len(rs) == 0 {
			continue
		}
		fmt.Fprintf(w, "## %s\n\n", s.title)
		if s.desc != "" {
			fmt.Fprintf(w, "%s\n\n", s.desc)
		}
		writeSectionTable(w, s, rs, byKey)
		fmt.Fprintln(w)
	}
	if notesPath != "" {
		if n, err := os.ReadFile(notesPath); err == nil && len(n) > 0 {
			fmt.Fprintln(w, "## Run notes")
			fmt.Fprintln(w)
			w.Write(n)
			fmt.Fprintln(w)
		}
	}
	return nil
}

// writeSectionTable writes one row per (workload, mode, threads) with the
// paths side by side: throughput, ratios, latencies, errors.
func writeSectionTable(w io.Writer, s *sectionSpec, rs []*result, byKey map[key]*result) {
	var paths []string
	seenPath := map[string]bool{}
	var groups []groupKey
	seenGroup := map[groupKey]bool{}
	for _, r := range rs {
		if !seenPath[r.path] {
			seenPath[r.path] = true
			paths = append(paths, r.path)
		}
		if g := r.group(); !seenGroup[g] {
			seenGroup[g] = true
			groups = append(groups, g)
		}
	}
	var peers [][2]string
	for _, p := range s.peers {
		if seenPath[p[0]] && seenPath[p[1]] {
			peers = append(peers, p)
		}
	}
	hdr := []string{"workload", "mode", "threads"}
	align := []string{"---", "---", "---:"}
	for _, p := range paths {
		hdr = append(hdr, p+" "+s.tpsUnit)
		align = append(align, "---:")
	}
	for _, p := range peers {
		hdr = append(hdr, p[0]+" / "+p[1])
		align = append(align, "---:")
	}
	for _, p := range paths {
		hdr = append(hdr, p+" p50 / p99 ms")
		align = append(align, "---:")
	}
	hdr = append(hdr, "errors")
	align = append(align, "---")
	fmt.Fprintf(w, "| %s |\n|%s|\n", strings.Join(hdr, " | "), strings.Join(align, "|"))
	for _, g := range groups {
		get := func(path string) *result {
			return byKey[key{g.section, g.workload, g.mode, g.threads, path}]
		}
		row := []string{g.workload, g.mode, strconv.Itoa(g.threads)}
		for _, p := range paths {
			r := get(p)
			switch {
			case r == nil:
				row = append(row, "")
			case r.okRounds == 0:
				row = append(row, "FAILED")
			case r.okRounds < r.rounds:
				row = append(row, fmt.Sprintf("%s (%d of %d rounds failed)", human(r.tps), r.rounds-r.okRounds, r.rounds))
			default:
				row = append(row, human(r.tps))
			}
		}
		for _, p := range peers {
			row = append(row, ratioCell(ratio(get(p[0]), get(p[1]))))
		}
		for _, p := range paths {
			r := get(p)
			if r == nil {
				row = append(row, "")
				continue
			}
			if math.IsNaN(r.p50) && math.IsNaN(r.p99) {
				row = append(row, "–")
				continue
			}
			row = append(row, ms(r.p50)+" / "+ms(r.p99))
		}
		var errs []string
		for _, p := range paths {
			if r := get(p); r != nil && r.errors > 0 {
				errs = append(errs, fmt.Sprintf("%s %d", p, r.errors))
			}
		}
		if len(errs) == 0 {
			row = append(row, "0")
		} else {
			row = append(row, strings.Join(errs, ", "))
		}
		fmt.Fprintf(w, "| %s |\n", strings.Join(row, " | "))
	}
}
