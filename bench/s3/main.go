// Command s3 benchmarks the S3 archive engine against the local BTREE
// engine in the same run, on one table of -rows rows (default 1,000,000):
//
//	go run ./bench/s3 [-rows N] [-rounds R] [-out bench/results/s3.md]
//
// The S3 endpoint is cmd/s3server (gofakes3 with its filesystem backend,
// the same server handlerd embeds) in its own process on loopback. Both
// engines are driven in-process through the handler interface
// (engines.Table), not through SQL: the SQL layer's cost is the same for
// both and would only blur the storage engines' difference.
//
// Measured, per round, alternating which engine goes first, medians
// reported:
//   - COUNT(*): Table.RowCount (BTREE keeps a row count; S3 reads the
//     manifest's).
//   - full-table checksum: a full primary-key scan hashing every column.
//   - 1,000 random primary-key lookups: Table.Get.
//   - a secondary-index range: customer_id in a 100-value range (~1,000
//     rows, fetched through the index in its order).
//
// S3 runs twice per round: cold (a new engine, so an empty page cache and
// an unread manifest) and warm (the page cache already holding the table).
// Local BTREE reads come from bbolt's mmap with the OS page cache warm: the
// most favourable case for local.
//
// Stored bytes: the same table archived with COMPRESSION_ALGORITHM=zstd and
// =none (the manifest's stored block bytes).
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"
	"github.com/shopspring/decimal"

	"handlerd/engines"
	"handlerd/engines/btree"
	"handlerd/engines/s3"
)

var (
	nRows     = flag.Int("rows", 1_000_000, "rows in the table")
	rounds    = flag.Int("rounds", 5, "measurement rounds (medians are reported)")
	nLookups  = flag.Int("lookups", 1000, "random primary-key lookups per round")
	pageCache = flag.Int64("pagecache", 512<<20, "s3_pagecache_buffer_size (bytes)")
	blockSize = flag.Int("block", 4<<20, "s3_block_size (bytes)")
	out       = flag.String("out", "", "also write the report to this file")
	workDir   = flag.String("dir", "", "work directory (default: a temporary one, removed)")
)

func main() {
	flag.Parse()
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "bench/s3:", err)
		os.Exit(1)
	}
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}

var ci = sql.Collation_utf8mb4_0900_ai_ci

// tableDef is an archive-shaped table: order history.
func tableDef(id uint64, name string) *engines.TableDef {
	col := func(n string, t sql.Type, null bool) *sql.Column {
		return &sql.Column{Name: n, Type: t, Nullable: null, Source: name, DatabaseSource: "bench"}
	}
	sch := sql.Schema{
		col("id", types.Int64, false),
		col("customer_id", types.Int32, false),
		col("status", types.MustCreateEnumType([]string{"new", "paid", "shipped", "delivered", "returned", "cancelled"}, ci), false),
		col("amount", types.MustCreateDecimalType(10, 2), false),
		col("created", types.MustCreateDatetimeType(sqltypes.Datetime, 0), false),
		col("name", types.MustCreateString(sqltypes.VarChar, 32, ci), false),
		col("city", types.MustCreateString(sqltypes.VarChar, 24, ci), false),
		col("note", types.MustCreateString(sqltypes.VarChar, 80, ci), true),
	}
	sch[0].PrimaryKey = true
	return &engines.TableDef{
		ID: id, Database: "bench", Name: name, Engine: engines.BTREE, Schema: sch, PrimaryKey: []int{0},
		Collation: ci, Options: map[string]string{}, NextIndexID: 2,
		Indexes: []engines.IndexDef{{ID: 1, Name: "k_customer", Columns: []engines.IndexColumn{{Ordinal: 1}}}},
	}
}

var (
	firstNames = strings.Fields("Anna Ben Chloe David Emma Felix Grace Hugo Ida Jonas Kim Lena Max Nora Oskar Paula Quinn Rosa Sven Tina Uwe Vera Walter Yara Zoe Min-jun Seo-yeon Ji-ho Hae-won")
	lastNames  = strings.Fields("Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Smith Jones Miller Davis Garcia Wilson Taylor Brown Schmidt Schneider Fischer Weber Meyer Wagner Becker")
	cities     = strings.Fields("Seoul Busan Incheon Daegu Daejeon Gwangju Berlin Hamburg Munich London Paris Madrid Lisbon Oslo Vienna Prague Warsaw Tokyo Osaka Austin Denver Boston Seattle")
	notes      = []string{"", "gift wrap", "leave at the door", "call before delivery", "fragile", "express shipping requested",
		"customer asked for an invoice", "second delivery attempt", "replacement for a damaged item", "pick up at the store"}
	statuses = []string{"new", "paid", "shipped", "delivered", "delivered", "delivered", "delivered", "returned", "cancelled"}
)

const customers = 100_000

func row(r *rand.Rand, id int) sql.Row {
	created := time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(id) * 3 * time.Minute).Add(time.Duration(r.IntN(180)) * time.Second)
	var note any
	if n := notes[r.IntN(len(notes))]; n != "" {
		note = n
	}
	enumT := types.MustCreateEnumType([]string{"new", "paid", "shipped", "delivered", "returned", "cancelled"}, ci)
	st, _, _ := enumT.Convert(context.Background(), statuses[r.IntN(len(statuses))])
	return sql.Row{
		int64(id), int32(1 + r.IntN(customers)), st,
		decimal.New(int64(100+r.IntN(50000)), -2), created,
		firstNames[r.IntN(len(firstNames))] + " " + lastNames[r.IntN(len(lastNames))],
		cities[r.IntN(len(cities))], note,
	}
}

type rowsIter struct {
	n, i int
	r    *rand.Rand
}

func (it *rowsIter) Next() (sql.Row, error) {
	if it.i >= it.n {
		return nil, io.EOF
	}
	it.i++
	return row(it.r, it.i), nil
}
func (it *rowsIter) Close() error { return nil }

func run() error {
	dir := *workDir
	if dir == "" {
		d, err := os.MkdirTemp("", "handlerd-bench-s3-")
		if err != nil {
			return err
		}
		dir = d
		defer os.RemoveAll(dir)
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	fmt.Printf("bench/s3: %d rows, %d rounds, GOMAXPROCS %d, work dir %s\n", *nRows, *rounds, runtime.GOMAXPROCS(0), dir)

	// The S3 server, a process of its own.
	bin := filepath.Join(dir, "s3server")
	build := exec.Command("go", "build", "-o", bin, "handlerd/cmd/s3server")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building cmd/s3server: %w", err)
	}
	srv := exec.Command(bin, "-dir", filepath.Join(dir, "s3"))
	stdout, _ := srv.StdoutPipe()
	srv.Stderr = os.Stderr
	if err := srv.Start(); err != nil {
		return err
	}
	defer func() { srv.Process.Kill(); srv.Wait() }()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		return err
	}
	endpoint := strings.TrimSpace(strings.TrimPrefix(line, "listening on "))
	go io.Copy(io.Discard, stdout)

	// Local BTREE, filled.
	bopts := btree.DefaultOptions()
	bopts.FlushLogAtTrxCommit = 2
	bopts.Logger = quiet
	check(os.MkdirAll(filepath.Join(dir, "btree"), 0o700))
	local, err := btree.Open(filepath.Join(dir, "btree"), bopts)
	if err != nil {
		return err
	}
	defer local.Close()
	ldef := tableDef(1, "orders")
	lt, err := local.Open(ldef)
	if err != nil {
		return err
	}
	start := time.Now()
	src := &rowsIter{n: *nRows, r: rand.New(rand.NewPCG(1, 2))}
	for done := false; !done; {
		tx, _ := local.Begin(engines.TxOptions{})
		for i := 0; i < 10000; i++ {
			r, err := src.Next()
			if err == io.EOF {
				done = true
				break
			}
			if _, err := lt.Insert(tx, r); err != nil {
				return err
			}
		}
		if err := tx.Commit(context.Background()); err != nil {
			return err
		}
	}
	fmt.Printf("loaded %d rows into BTREE in %v\n", *nRows, time.Since(start).Round(time.Millisecond))

	// Archives: zstd (measured) and none (size comparison).
	cfg := s3.Config{Endpoint: endpoint, Bucket: "bench", CreateBucket: true, BlockSize: *blockSize,
		PageCacheSize: *pageCache, TempDir: dir}
	loaderEng, err := s3.Open(cfg, quiet)
	if err != nil {
		return err
	}
	defs := map[string]*engines.TableDef{}
	sizes := map[string][2]int64{}
	loadTimes := map[string]time.Duration{}
	for i, codec := range []string{"zstd", "none"} {
		def := tableDef(uint64(10+i), "orders_"+codec)
		def.Engine = engines.S3
		def.Options["COMPRESSION_ALGORITHM"] = codec
		check(loaderEng.CreateTable(def))
		rtx, _ := local.Begin(engines.TxOptions{ReadOnly: true})
		it, err := lt.Read(rtx, engines.ReadRequest{})
		if err != nil {
			return err
		}
		start := time.Now()
		if err := loaderEng.Load(context.Background(), def, it); err != nil {
			return err
		}
		loadTimes[codec] = time.Since(start)
		it.Close()
		rtx.Rollback()
		stored, raw, _ := func() (int64, int64, bool) {
			if _, err := loaderEng.Open(def); err != nil {
				panic(err)
			}
			return loaderEng.StoredBytes(def)
		}()
		sizes[codec] = [2]int64{stored, raw}
		defs[codec] = def
		fmt.Printf("archived (%s) in %v: %d bytes stored, %d uncompressed\n", codec, loadTimes[codec].Round(time.Millisecond), stored, raw)
	}
	loaderEng.Close()
	sdef := defs["zstd"]
	btreeFile, _ := os.Stat(filepath.Join(dir, "btree", btree.FileName))

	// Warm engine: a page cache holding the whole archive.
	warm, err := s3.Open(cfg, quiet)
	if err != nil {
		return err
	}
	defer warm.Close()
	wt, err := warm.Open(sdef)
	if err != nil {
		return err
	}
	{
		tx, _ := warm.Begin(engines.TxOptions{ReadOnly: true})
		checksum(wt, tx)
		indexScan(wt, tx)
		tx.Rollback()
	}

	type sample map[string][]time.Duration // metric -> samples
	res := map[string]sample{"local": {}, "s3 cold": {}, "s3 warm": {}}
	var sums = map[string]uint32{}
	var opens []time.Duration // cold table opens: a new engine reads the manifest
	lookups := fmt.Sprintf("%d PK lookups", *nLookups)
	const rangeName = "index range (100 customers)"
	rng := rand.New(rand.NewPCG(7, 8))
	coldEngine := func() (engines.Engine, engines.Table) {
		start := time.Now()
		e, err := s3.Open(cfg, quiet)
		check(err)
		t, err := e.Open(sdef)
		check(err)
		opens = append(opens, time.Since(start))
		return e, t
	}
	// timeIt runs f on t in a read-only transaction of e and records it.
	timeIt := func(name, metric string, e engines.Engine, t engines.Table, f func(engines.Table, engines.Txn)) {
		tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
		defer tx.Rollback()
		start := time.Now()
		f(t, tx)
		res[name][metric] = append(res[name][metric], time.Since(start))
	}
	count := func(t engines.Table, tx engines.Txn) {
		for i := 0; i < 100; i++ {
			if n, err := t.RowCount(tx); err != nil || n != uint64(*nRows) {
				panic(fmt.Sprint(n, err))
			}
		}
	}
	// The machine is shared and noisy: fast operations alternate between
	// the engines many times per round; slow ones rotate the order.
	for round := 0; round < *rounds; round++ {
		runtime.GC()
		scans := []func(){
			func() {
				timeIt("local", "full-table checksum", local, lt, func(t engines.Table, tx engines.Txn) { sums["local"] = checksum(t, tx) })
			},
			func() {
				timeIt("s3 warm", "full-table checksum", warm, wt, func(t engines.Table, tx engines.Txn) { sums["s3 warm"] = checksum(t, tx) })
			},
			func() {
				e, t := coldEngine()
				defer e.Close()
				timeIt("s3 cold", "full-table checksum", e, t, func(t engines.Table, tx engines.Txn) { sums["s3 cold"] = checksum(t, tx) })
			},
		}
		for i := range scans {
			scans[(i+round)%len(scans)]()
		}
		for rep := 0; rep < 10; rep++ {
			ids := make([]int64, *nLookups)
			for i := range ids {
				ids[i] = int64(1 + rng.IntN(*nRows))
			}
			lo := int32(1 + rng.IntN(customers-100))
			get := func(t engines.Table, tx engines.Txn) {
				for _, id := range ids {
					if _, ok, err := t.Get(tx, []any{id}); err != nil || !ok {
						panic(fmt.Sprint(id, ok, err))
					}
				}
			}
			rangeF := func(t engines.Table, tx engines.Txn) { rangeRead(t, tx, lo) }
			pair := []func(){
				func() {
					timeIt("local", "COUNT(*) x100", local, lt, count)
					timeIt("local", lookups, local, lt, get)
					timeIt("local", rangeName, local, lt, rangeF)
				},
				func() {
					timeIt("s3 warm", "COUNT(*) x100", warm, wt, count)
					timeIt("s3 warm", lookups, warm, wt, get)
					timeIt("s3 warm", rangeName, warm, wt, rangeF)
				},
			}
			if rep%2 == 1 {
				pair[0], pair[1] = pair[1], pair[0]
			}
			pair[0]()
			pair[1]()
			if rep == 0 { // cold: a new engine each, once per round
				for _, m := range []struct {
					name string
					f    func(engines.Table, engines.Txn)
				}{{"COUNT(*) x100", count}, {lookups, get}, {rangeName, rangeF}} {
					e, t := coldEngine()
					timeIt("s3 cold", m.name, e, t, m.f)
					e.Close()
				}
			}
		}
		fmt.Printf("round %d done\n", round+1)
	}
	if sums["local"] != sums["s3 cold"] || sums["local"] != sums["s3 warm"] {
		return fmt.Errorf("checksums differ: %v", sums)
	}

	// Report.
	var b strings.Builder
	median := func(d []time.Duration) time.Duration {
		d = append([]time.Duration(nil), d...)
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		return d[len(d)/2]
	}
	fmt.Fprintf(&b, "Run %s on %d CPUs (GOMAXPROCS %d), %s; %d rows, %d rounds; medians (full scans: one sample per engine per round, order rotated; COUNT, lookups and ranges: 10 samples per round alternating local and warm S3, cold S3 once per round). S3 via cmd/s3server (gofakes3, filesystem backend) on loopback, separate process; engines driven in-process through the handler interface.\n\n",
		time.Now().UTC().Format("2006-01-02 15:04 MST"), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.Version(), *nRows, *rounds)
	fmt.Fprintf(&b, "s3_block_size %d, s3_pagecache_buffer_size %d, COMPRESSION_ALGORITHM=zstd for the timed archive. Checksums of the three scans agree (%08x).\n\n", *blockSize, *pageCache, sums["local"])
	metrics := []string{"COUNT(*) x100", "full-table checksum", lookups, rangeName}
	// Paired: warm S3 and local samples taken back to back; the median of
	// their ratios cancels most of the machine's drift.
	paired := func(m string) float64 {
		l, w := res["local"][m], res["s3 warm"][m]
		var r []float64
		for i := range min(len(l), len(w)) {
			r = append(r, float64(w[i])/float64(l[i]))
		}
		sort.Float64s(r)
		return r[len(r)/2]
	}
	fmt.Fprintf(&b, "| operation | local BTREE | S3 cold | S3 warm | cold / local | warm / local | warm / local, paired |\n|---|---:|---:|---:|---:|---:|---:|\n")
	for _, m := range metrics {
		l, c, w := median(res["local"][m]), median(res["s3 cold"][m]), median(res["s3 warm"][m])
		fmt.Fprintf(&b, "| %s | %v | %v | %v | %.2fx | %.2fx | %.2fx |\n", m, l.Round(time.Microsecond), c.Round(time.Microsecond), w.Round(time.Microsecond),
			float64(c)/float64(l), float64(w)/float64(l), paired(m))
	}
	fmt.Fprintf(&b, "\nCold figures exclude opening the table; a cold open (new engine, manifest GET and parse) took %v (median of %d); the catalog keeps handlers open, so it is paid once per table per server start.\n",
		median(opens), len(opens))
	z, n := sizes["zstd"], sizes["none"]
	fmt.Fprintf(&b, "\n| storage | bytes | vs none |\n|---|---:|---:|\n")
	fmt.Fprintf(&b, "| S3 COMPRESSION_ALGORITHM=none | %d | 100%% |\n", n[0])
	fmt.Fprintf(&b, "| S3 COMPRESSION_ALGORITHM=zstd | %d | %.1f%% |\n", z[0], 100*float64(z[0])/float64(n[0]))
	if btreeFile != nil {
		fmt.Fprintf(&b, "| local BTREE file (bbolt, whole file) | %d | %.1f%% |\n", btreeFile.Size(), 100*float64(btreeFile.Size())/float64(n[0]))
	}
	fmt.Fprintf(&b, "\nArchive load (ALTER TABLE ... ENGINE=S3 equivalent, reading from BTREE): zstd %v, none %v.\n",
		loadTimes["zstd"].Round(time.Millisecond), loadTimes["none"].Round(time.Millisecond))
	fmt.Fprintf(&b, "\nPer-round samples (ms):\n\n")
	for _, name := range []string{"local", "s3 cold", "s3 warm"} {
		for _, m := range metrics {
			var parts []string
			for _, d := range res[name][m] {
				parts = append(parts, strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 2, 64))
			}
			fmt.Fprintf(&b, "- %s, %s: %s\n", name, m, strings.Join(parts, ", "))
		}
	}
	fmt.Print("\n" + b.String())
	if *out != "" {
		return os.WriteFile(*out, []byte(b.String()), 0o644)
	}
	return nil
}

// checksum scans the table and hashes every column of every row.
func checksum(t engines.Table, tx engines.Txn) uint32 {
	it, err := t.Read(tx, engines.ReadRequest{})
	check(err)
	defer it.Close()
	h := crc32.NewIEEE()
	var buf []byte
	for {
		r, err := it.Next()
		if err == io.EOF {
			return h.Sum32()
		}
		check(err)
		buf = buf[:0]
		for _, v := range r {
			switch x := v.(type) {
			case nil:
				buf = append(buf, 0)
			case int64:
				buf = strconv.AppendInt(buf, x, 10)
			case int32:
				buf = strconv.AppendInt(buf, int64(x), 10)
			case uint16:
				buf = strconv.AppendUint(buf, uint64(x), 10)
			case string:
				buf = append(buf, x...)
			case time.Time:
				buf = strconv.AppendInt(buf, x.UnixMicro(), 10)
			case decimal.Decimal:
				buf = append(buf, x.String()...)
			default:
				buf = fmt.Append(buf, x)
			}
			buf = append(buf, '|')
		}
		h.Write(buf)
	}
}

func indexScan(t engines.Table, tx engines.Txn) {
	it, err := t.Read(tx, engines.ReadRequest{Index: 1})
	check(err)
	defer it.Close()
	for {
		if _, err := it.Next(); err == io.EOF {
			return
		} else {
			check(err)
		}
	}
}

func rangeRead(t engines.Table, tx engines.Txn, lo int32) int {
	it, err := t.Read(tx, engines.ReadRequest{Index: 1,
		Lower: &engines.Bound{Key: []any{lo}, Inclusive: true}, Upper: &engines.Bound{Key: []any{lo + 99}, Inclusive: true}})
	check(err)
	defer it.Close()
	n := 0
	for {
		if _, err := it.Next(); err == io.EOF {
			return n
		} else {
			check(err)
		}
		n++
	}
}
