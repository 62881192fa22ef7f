package main

import (
	"fmt"
	"html"
	"io"
	"math"
	"sort"
	"strings"
)

// The chart is a grid of small panels. Sections charted as "line" get one
// panel per (workload, mode): median throughput against threads, one line
// per path. Sections charted as "bar" get one panel each: a horizontal bar
// per measured configuration. A path has the same colour in every panel.

const (
	panelW   = 420
	lineH    = 250
	cols     = 3
	gap      = 16
	barRow   = 18
	barLabel = 150
)

// Colours by family, so a reader finds handlerd in the same hues in every
// panel: handlerd's paths in reds, MariaDB's in blues, memcached in green,
// baselines of handlerd against itself (fast path off) in grey.
var families = []struct {
	prefix string
	hues   []string
}{
	{"mariadb", []string{"#1f77b4", "#17becf", "#9467bd"}},
	{"memcached", []string{"#2ca02c"}},
	{"fast-path-off", []string{"#7f7f7f"}},
	{"", []string{"#d62728", "#ff7f0e", "#e377c2", "#8c564b", "#bcbd22"}},
}

func colorer() func(string) string {
	colors := map[string]string{}
	used := map[string]int{}
	return func(path string) string {
		if c, ok := colors[path]; ok {
			return c
		}
		for _, f := range families {
			if strings.HasPrefix(path, f.prefix) {
				c := f.hues[used[f.prefix]%len(f.hues)]
				used[f.prefix]++
				colors[path] = c
				return c
			}
		}
		return "#000"
	}
}

type panel struct {
	h    int
	draw func(w io.Writer, x, y int)
}

func writeChart(w io.Writer, results []*result, sections []*sectionSpec) error {
	color := colorer()
	var panels []panel
	for _, s := range sections {
		var rs []*result
		for _, r := range results {
			if r.section == s.id && r.okRounds > 0 {
				rs = append(rs, r)
			}
		}
		if len(rs) == 0 {
			continue
		}
		if s.chart == "line" {
			panels = append(panels, linePanels(s, rs, color)...)
		} else {
			panels = append(panels, barPanel(s, rs, color))
		}
	}
	// Flow the panels into rows of cols.
	nc := min(cols, max(1, len(panels)))
	width := max(nc*panelW+(nc+1)*gap, 560)
	type placed struct {
		p    panel
		x, y int
	}
	var all []placed
	y := gap + 30
	for i := 0; i < len(panels); i += cols {
		rowH := 0
		for j := i; j < i+cols && j < len(panels); j++ {
			all = append(all, placed{panels[j], gap + (j-i)*(panelW+gap), y})
			rowH = max(rowH, panels[j].h)
		}
		y += rowH + gap
	}
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="11">`+"\n", width, y, width, y)
	fmt.Fprintf(w, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, y)
	fmt.Fprintf(w, `<text x="%d" y="24" font-size="15" font-weight="bold">handlerd make bench — median throughput (higher is better)</text>`+"\n", gap)
	for _, p := range all {
		p.p.draw(w, p.x, p.y)
	}
	fmt.Fprintln(w, "</svg>")
	return nil
}

func esc(s string) string { return html.EscapeString(s) }

// niceMax rounds m up to 1, 2 or 5 times a power of ten.
func niceMax(m float64) float64 {
	if m <= 0 || math.IsNaN(m) {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(m)))
	for _, f := range []float64{1, 2, 2.5, 5, 10} {
		if f*p >= m {
			return f * p
		}
	}
	return 10 * p
}

func short(x float64) string {
	switch {
	case x >= 1e6:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", x/1e6), ".0") + "M"
	case x >= 1e3:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", x/1e3), ".0") + "k"
	default:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", x), ".0")
	}
}

func linePanels(s *sectionSpec, rs []*result, color func(string) string) []panel {
	type wm struct{ workload, mode string }
	var order []wm
	by := map[wm][]*result{}
	for _, r := range rs {
		k := wm{r.workload, r.mode}
		if _, ok := by[k]; !ok {
			order = append(order, k)
		}
		by[k] = append(by[k], r)
	}
	var out []panel
	for _, k := range order {
		group := by[k]
		title := fmt.Sprintf("%s: %s (%s)", s.short, k.workload, k.mode)
		unit := s.tpsUnit
		out = append(out, panel{h: lineH, draw: func(w io.Writer, x0, y0 int) {
			drawLinePanel(w, x0, y0, title, unit, group, color)
		}})
	}
	return out
}

func drawLinePanel(w io.Writer, x0, y0 int, title, unit string, rs []*result, color func(string) string) {
	const left, right, top, bottom = 52, 12, 24, 44
	pw, ph := panelW-left-right, lineH-top-bottom
	var threads []int
	seenT := map[int]bool{}
	var paths []string
	seenP := map[string]bool{}
	top1 := 0.0
	for _, r := range rs {
		if !seenT[r.threads] {
			seenT[r.threads] = true
			threads = append(threads, r.threads)
		}
		if !seenP[r.path] {
			seenP[r.path] = true
			paths = append(paths, r.path)
		}
		top1 = math.Max(top1, r.tps)
	}
	sort.Ints(threads)
	step := niceMax(top1 / 5) // 1, 2, 2.5 or 5 times a power of ten
	ymax := math.Max(step, math.Ceil(top1/step)*step)
	xOf := func(t int) float64 {
		i := sort.SearchInts(threads, t)
		if len(threads) == 1 {
			return float64(x0+left) + float64(pw)/2
		}
		return float64(x0+left) + float64(i)*float64(pw)/float64(len(threads)-1)
	}
	yOf := func(v float64) float64 { return float64(y0+top+ph) - v/ymax*float64(ph) }
	fmt.Fprintf(w, `<g><rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#ccc"/>`+"\n", x0, y0, panelW, lineH)
	fmt.Fprintf(w, `<text x="%d" y="%d" font-weight="bold">%s</text>`+"\n", x0+6, y0+15, esc(title))
	for v := 0.0; v <= ymax*1.0001; v += step {
		y := yOf(v)
		fmt.Fprintf(w, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#eee"/>`+"\n", x0+left, y, x0+left+pw, y)
		fmt.Fprintf(w, `<text x="%d" y="%.1f" text-anchor="end">%s</text>`+"\n", x0+left-4, y+4, short(v))
	}
	fmt.Fprintf(w, `<text x="%d" y="%d" transform="rotate(-90 %d %d)" text-anchor="middle" fill="#555">%s</text>`+"\n",
		x0+12, y0+top+ph/2, x0+12, y0+top+ph/2, esc(unit))
	for _, t := range threads {
		fmt.Fprintf(w, `<text x="%.1f" y="%d" text-anchor="middle">%d</text>`+"\n", xOf(t), y0+top+ph+14, t)
	}
	fmt.Fprintf(w, `<text x="%d" y="%d" text-anchor="middle" fill="#555">threads</text>`+"\n", x0+left+pw/2, y0+top+ph+27)
	for i, p := range paths {
		var pts []string
		var pr []*result
		for _, r := range rs {
			if r.path == p {
				pr = append(pr, r)
			}
		}
		sort.Slice(pr, func(a, b int) bool { return pr[a].threads < pr[b].threads })
		for _, r := range pr {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", xOf(r.threads), yOf(r.tps)))
		}
		c := color(p)
		fmt.Fprintf(w, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n", strings.Join(pts, " "), c)
		for _, r := range pr {
			fmt.Fprintf(w, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"><title>%s, %d threads: %s %s</title></circle>`+"\n",
				xOf(r.threads), yOf(r.tps), c, esc(p), r.threads, human(r.tps), esc(unit))
		}
		lx := x0 + left + 8 + i*110
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="10" height="3" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n",
			lx, y0+lineH-9, c, lx+14, y0+lineH-5, esc(p))
	}
	fmt.Fprintln(w, "</g>")
}

// barPanel draws, per (workload, mode, threads), a grey heading and one
// bar per path. Each group has its own scale (its longest bar is full
// width): the paths of a group are what a reader compares, and one scale
// for a 50k and a 100 tx/s workload would hide the small one.
func barPanel(s *sectionSpec, rs []*result, color func(string) string) panel {
	type line struct {
		heading string
		r       *result
		scale   *float64
	}
	var lines []line
	var last groupKey
	var scale *float64
	for i, r := range rs {
		if i == 0 || r.group() != last {
			last = r.group()
			scale = new(float64)
			lines = append(lines, line{heading: fmt.Sprintf("%s, %s, %d threads", r.workload, r.mode, r.threads)})
		}
		*scale = math.Max(*scale, r.tps)
		lines = append(lines, line{r: r, scale: scale})
	}
	h := 30 + len(lines)*barRow + 6
	return panel{h: h, draw: func(w io.Writer, x0, y0 int) {
		barW := panelW - barLabel - 50
		fmt.Fprintf(w, `<g><rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#ccc"/>`+"\n", x0, y0, panelW, h)
		fmt.Fprintf(w, `<text x="%d" y="%d" font-weight="bold">%s (%s)</text>`+"\n", x0+6, y0+15, esc(s.short), esc(s.tpsUnit))
		fmt.Fprintf(w, `<text x="%d" y="%d" text-anchor="end" fill="#888" font-size="9">bars scaled per group</text>`+"\n", x0+panelW-6, y0+15)
		for i, l := range lines {
			y := y0 + 26 + i*barRow
			if l.r == nil {
				fmt.Fprintf(w, `<text x="%d" y="%d" fill="#666" font-style="italic">%s</text>`+"\n", x0+10, y+12, esc(l.heading))
				continue
			}
			r := l.r
			bw := r.tps / niceMax(*l.scale) * float64(barW)
			fmt.Fprintf(w, `<text x="%d" y="%d" text-anchor="end">%s</text>`+"\n", x0+barLabel, y+11, esc(r.path))
			fmt.Fprintf(w, `<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"><title>%s, %s: %s %s</title></rect>`+"\n",
				x0+barLabel+4, y+2, bw, barRow-5, color(r.path), esc(r.path), esc(r.workload), human(r.tps), esc(s.tpsUnit))
			fmt.Fprintf(w, `<text x="%.1f" y="%d">%s</text>`+"\n", float64(x0+barLabel+8)+bw, y+11, short(r.tps))
		}
		fmt.Fprintln(w, "</g>")
	}}
}
