package handlersocket

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"

	"handlerd/engines"
	"handlerd/internal/testserver"
)

// TestAgainstMariaDB sends the same random HandlerSocket conversations to
// MariaDB 10.11's handlersocket.so (Debian's mariadb-server) and to the
// listener, over MEMORY and over BTREE, and requires the same answer to
// every line and the same rows at the end. The conversations open indexes
// (good and bad), find with every operator, limits, offsets, IN lists and
// filters, modify with U D + - and their ? forms, insert, and send lines
// with tokens missing, replaced or cut off, pipelined in batches of one to
// five lines. What is not generated, and why, is listed at diffGen.
func TestAgainstMariaDB(t *testing.T) {
	inProcess(t)
	mdb, hsAddr := startMariaDBHandlerSocket(t)
	seeds := 40
	if testing.Short() {
		seeds = 5
	}
	if n, err := strconv.Atoi(os.Getenv("HANDLERD_HSDIFF_SEEDS")); err == nil && n > 0 {
		seeds = n
	}
	for _, eng := range []struct {
		name string
		open func(testing.TB) engines.Engine
	}{{"MEMORY", memoryEngine}, {"BTREE", btreeEngine}} {
		t.Run(eng.name, func(t *testing.T) {
			peer := &env{t: t, external: true, peer: true, w: hsAddr, secretW: diffSecret,
				mysql: []string{mysqlClient(t), "--no-defaults", "-uroot", "-h127.0.0.1", "-P" + strconv.Itoa(mdb.Port)}}
			peer.sql("CREATE DATABASE IF NOT EXISTS " + testDB)
			ours := newEnvOn(t, Config{PlainSecretWr: diffSecret}, eng.open(t))
			lines := 0
			for seed := 1; seed <= seeds; seed++ {
				// Each seed has tables of its own: the plugin keeps a
				// table open after its connection closes, so dropping and
				// recreating one would wait on its metadata lock.
				suffix := fmt.Sprintf("_%s%d", strings.ToLower(eng.name[:1]), seed)
				n, ok := diffConversation(t, rand.New(rand.NewPCG(uint64(seed), 0x6873)), suffix, ours, peer)
				lines += n
				if !ok {
					t.Logf("seed %d differs (rerun: go test -run 'TestAgainstMariaDB/%s' ./nosql/handlersocket/)", seed, eng.name)
					break
				}
			}
			t.Logf("%d seeds, %d request lines, the same answers", seeds, lines)
		})
	}
}

const diffSecret = "diff-secret"

// startMariaDBHandlerSocket starts MariaDB with its handlersocket plugin
// and returns the write port's address. Both ports are set, to free ones:
// the plugin's read port defaults to 9998, and when the two are the same
// its read listener takes the port. The secret is set too, as a user
// would; the test authenticates first on both servers.
func startMariaDBHandlerSocket(t *testing.T) (*testserver.MariaDB, string) {
	var wrPort int
	mdb := testserver.StartMariaDB(t, func() []string {
		wrPort = testserver.FreePort(t)
		return []string{"--plugin-maturity=beta", "--plugin-load-add=handlersocket.so",
			"--loose-handlersocket-address=127.0.0.1", "--loose-handlersocket-port=" + strconv.Itoa(testserver.FreePort(t)),
			"--loose-handlersocket-port-wr=" + strconv.Itoa(wrPort), "--loose-handlersocket-plain-secret-wr=" + diffSecret}
	})
	if out, err := mdb.MySQL("SELECT PLUGIN_STATUS FROM information_schema.PLUGINS WHERE PLUGIN_NAME = 'handlersocket'"); err != nil ||
		!strings.Contains(out, "ACTIVE") {
		t.Fatalf("MariaDB's handlersocket plugin is not active: %v %q\n%s", err, out, mdb.Log())
	}
	return mdb, "127.0.0.1:" + strconv.Itoa(wrPort)
}

func mysqlClient(t *testing.T) string {
	for _, name := range []string{"mysql", "mariadb"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("the mysql client is not installed (apt-get install mariadb-client; `make test` installs it)")
	return ""
}

// diffConversation runs one seed's conversation on both servers and
// reports how many lines it sent and whether every answer agreed.
func diffConversation(t *testing.T, rng *rand.Rand, suffix string, ours, peer *env) (int, bool) {
	g := newDiffGen(rng, suffix)
	for _, e := range []*env{ours, peer} {
		for _, tb := range g.tables {
			e.create(tb.spec)
		}
	}
	hc, pc := ours.write(), peer.write()
	defer hc.c.Close()
	defer pc.c.Close()
	var history []string
	sent := 0
	exchange := func(batch []string) ([]string, bool) {
		hc.send(batch...)
		pc.send(batch...)
		sent += len(batch)
		var answers []string
		for _, line := range batch {
			got, want := hc.recv(), pc.recv()
			history = append(history, fmt.Sprintf("%q -> %q", line, want))
			if got != want {
				t.Errorf("after\n  %s\nhandlerd answered %q\n MariaDB answered %q",
					strings.Join(diffContext(history), "\n  "), got, want)
				if path := os.Getenv("HANDLERD_HSDIFF_LOG"); path != "" {
					os.WriteFile(path, []byte(strings.Join(history, "\n")+"\n"), 0o644)
				}
				return nil, false
			}
			answers = append(answers, want)
		}
		return answers, true
	}
	for range 250 {
		batch := g.batch()
		answers, ok := exchange(batch)
		if !ok {
			return sent, false
		}
		g.learn(batch, answers)
	}
	// The rows left behind, in primary key order.
	for i, tb := range g.tables {
		id := strconv.Itoa(90 + i)
		cols := make([]string, len(tb.spec.cols))
		for j, c := range tb.spec.cols {
			cols[j] = c.name
		}
		if _, ok := exchange([]string{
			"P\t" + id + "\t" + testDB + "\t" + tb.spec.name + "\tPRIMARY\t" + strings.Join(cols, ","),
			id + "\t>=\t1\t-2147483648\t10000\t0",
		}); !ok {
			return sent, false
		}
	}
	return sent, true
}

// diffContext is what a failure shows of a conversation: for each index
// id the P line that last opened it, then the conversation's last lines.
func diffContext(history []string) []string {
	recent := max(0, len(history)-12)
	last := map[string]string{}
	for _, h := range history[:recent] {
		if id, _, ok := strings.Cut(strings.TrimPrefix(h, `"P\t`), `\t`); ok && h[1] == 'P' && strings.HasSuffix(h, `-> "0\t1"`) {
			last[id] = h
		}
	}
	var lines []string
	for _, id := range slices.Sorted(maps.Keys(last)) {
		lines = append(lines, last[id])
	}
	if recent > 0 {
		lines = append(lines, "...")
	}
	return append(lines, history[recent:]...)
}

// diffGen makes random requests over two tables and keeps track of what
// the connection has opened. It does not generate, because handlerd
// deliberately differs there (README, "Where handlerd deliberately
// differs"):
//   - U, + or - through an index whose columns include the primary key, a
//     unique column or the scanned index's own columns: the plugin
//     modifies rows while it scans, so such a change can revisit a moved
//     row or stop halfway at a duplicate key and keep the rows changed
//     before it; handlerd modifies after the scan and all or nothing;
//   - a modifier after an IN list of more than one value: two values can
//     reach one row (the same value, "b" and "b " under PAD SPACE, or two
//     positions of a range), which the plugin changes twice and shows
//     changed the second time;
//   - an insert that names the AUTO_INCREMENT column (MariaDB 10.11 answers
//     1\t1\t167 where the plugin's own tests expect the row inserted);
//   - + or - on a DATE column, which can make a date with a day 0;
//   - two inserts into the AUTO_INCREMENT table in one batch: InnoDB takes
//     the batch for a bulk insert and reserves ids in doubling blocks,
//     skipping those left over, where handlerd hands out the next id;
//   - IN lists announcing more values than they carry, and index ids
//     beyond 9 (the plugin sizes a vector by the largest id);
//   - lines starting with Q (the plugin's unauthenticated shutdown) or /
//     (the plugin closes the connection only when its buffer starts so);
//   - index and column names in another case than the table's;
//   - lines over a megabyte;
//   - index requests announcing more than maxKeyValues values (see
//     tooManyValues).
type diffGen struct {
	rng     *rand.Rand
	tables  [3]diffTable
	open    map[string]diffOpen // by index id, as the server holds it
	flux    map[string]bool     // ids reopened earlier in the batch being made
	autoInc bool                // the batch being made inserts into table a
}

// diffTable is a table and how to make values for its columns.
type diffTable struct {
	spec    tableSpec
	indexes map[string][]string // index as P names it -> key columns
	values  map[string]func() string
	unique  []string // columns no modifier may change (primary key, unique)
	noArith []string // columns + and - may not move
	autoInc string
}

// diffOpen is an index id the server has opened.
type diffOpen struct {
	table  *diffTable
	keys   []string // the index's key columns
	cols   []string // the columns it reads and writes
	fcols  []string // filter columns
	modify bool     // U, + and - are safe through it (see diffGen)
	arith  bool     // so are + and -
}

func newDiffGen(rng *rand.Rand, suffix string) *diffGen {
	g := &diffGen{rng: rng, open: map[string]diffOpen{}}
	nullable := func(f func() string) func() string {
		return func() string {
			if rng.IntN(10) == 0 {
				return "\x00"
			}
			return f()
		}
	}
	d := tableSpec{
		name: "d" + suffix,
		cols: []col{
			{name: "id", sqlType: "INT", typ: types.Int32},
			// NO PAD on both sides: handlerd orders PAD SPACE strings as
			// if trailing spaces were trimmed, MySQL and MariaDB as if
			// padded, which differs for bytes below the space
			// (README: "Where handlerd deliberately differs").
			{name: "k", sqlType: "VARCHAR(8) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin", typ: varchar(8), null: true},
			{name: "n", sqlType: "INT", typ: types.Int32, null: true},
			{name: "b", sqlType: "VARBINARY(12)", typ: varbinary(12), null: true},
			{name: "u", sqlType: "INT", typ: types.Int32, null: true},
		},
		pk: []string{"id"},
		index: []index{{name: "kk", cols: []string{"k"}}, {name: "kn", cols: []string{"k", "n"}},
			{name: "uu", cols: []string{"u"}, unique: true}},
	}
	g.tables[0] = diffTable{
		spec: d,
		indexes: map[string][]string{"PRIMARY": {"id"}, "": {"id"}, "0": {"id"}, "uu": {"u"}, "1": {"u"},
			"kk": {"k"}, "2": {"k"}, "kn": {"k", "n"}, "3": {"k", "n"}}, // numbered as MySQL numbers keys
		values: map[string]func() string{"id": g.intValue, "k": nullable(g.stringValue), "n": nullable(g.intValue),
			"b": nullable(g.bytesValue), "u": nullable(g.intValue)},
		unique: []string{"id", "u"},
	}
	a := tableSpec{
		name: "a" + suffix,
		cols: []col{
			{name: "id", sqlType: "INT", typ: types.Int32, autoInc: true},
			{name: "s", sqlType: "VARCHAR(8) " + utf8bin, dflt: "z",
				typ: types.MustCreateString(sqltypes.VarChar, 8, sql.Collation_utf8mb4_bin)},
			{name: "m", sqlType: "INT", typ: types.Int32, null: true},
		},
		pk:    []string{"id"},
		index: []index{{name: "ss", cols: []string{"s"}}},
	}
	g.tables[1] = diffTable{
		spec:    a,
		indexes: map[string][]string{"PRIMARY": {"id"}, "ss": {"s"}, "1": {"s"}},
		values:  map[string]func() string{"id": g.intValue, "s": nullable(g.paddedValue), "m": nullable(g.intValue)},
		unique:  []string{"id"},
		autoInc: "id",
	}
	v := tableSpec{
		name: "v" + suffix,
		cols: []col{
			{name: "id", sqlType: "INT", typ: types.Int32},
			{name: "ti", sqlType: "TINYINT", typ: types.Int8, null: true},
			{name: "tu", sqlType: "TINYINT UNSIGNED", typ: types.Uint8, null: true},
			{name: "bu", sqlType: "BIGINT UNSIGNED", typ: types.Uint64, null: true},
			{name: "de", sqlType: "DECIMAL(5,2)", typ: types.MustCreateColumnDecimalType(5, 2), null: true},
			{name: "dt", sqlType: "DATE", typ: types.Date, null: true},
			{name: "en", sqlType: "ENUM('a','b','c') CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci", null: true,
				typ: types.MustCreateEnumType([]string{"a", "b", "c"}, sql.Collation_utf8mb4_general_ci)},
			{name: "l", sqlType: "VARCHAR(6) CHARACTER SET latin1 COLLATE latin1_swedish_ci", null: true,
				typ: types.MustCreateString(sqltypes.VarChar, 6, sql.Collation_latin1_swedish_ci)},
		},
		pk:    []string{"id"},
		index: []index{{name: "kl", cols: []string{"l"}}, {name: "kd", cols: []string{"de", "ti"}}, {name: "ke", cols: []string{"en"}}},
	}
	g.tables[2] = diffTable{
		spec: v,
		indexes: map[string][]string{"PRIMARY": {"id"}, "kl": {"l"}, "1": {"l"}, "kd": {"de", "ti"}, "2": {"de", "ti"},
			"ke": {"en"}, "3": {"en"}},
		values: map[string]func() string{"id": g.intValue, "ti": nullable(g.intValue), "tu": nullable(g.intValue),
			"bu": nullable(g.intValue), "de": nullable(g.decimalValue), "dt": nullable(g.dateValue),
			"en": nullable(g.enumValue), "l": nullable(g.latin1Value)},
		unique: []string{"id"},
		// + or - on a DATE can make a day 0 (20200101 - 1 is
		// 2020-01-00), which MariaDB stores and handlerd cannot.
		noArith: []string{"dt"},
	}
	return g
}

// decimalValue is a number for DECIMAL(5,2), sometimes with more
// decimals, out of range or not a number.
func (g *diffGen) decimalValue() string {
	if g.rng.IntN(3) != 0 {
		return strconv.Itoa(g.rng.IntN(5)) + g.pick("", ".5", ".25", ".125", ".005")
	}
	return g.pick("-1.5", "999.99", "1000", "-999.999", "1e2", "abc", "12abc", "0.001", "-0", ".5", "")
}

// dateValue is a DATE, sometimes an odd or invalid one.
func (g *diffGen) dateValue() string {
	if g.rng.IntN(3) != 0 {
		return fmt.Sprintf("2020-01-%02d", 1+g.rng.IntN(4))
	}
	return g.pick("2020-02-30", "20200103", "0000-00-00", "x", "2020-1-2", "99-12-31", "2020-01-01 12:00:00", "")
}

// enumValue is a member, its position, or neither.
func (g *diffGen) enumValue() string {
	return g.pick("a", "b", "c", "a", "b", "d", "", "2", "0", "B")
}

// latin1Value is a value for a case-insensitive latin1 column: letters in
// either case, Latin-1 accents (UTF-8 on the wire, as the plugin stores
// bytes), no bytes below the space (see the k column).
func (g *diffGen) latin1Value() string {
	return g.pick("a", "A", "b", "ab", "Ab", "aB ", "é", "É", "e", "zzzzzzzz", "", "ä", "a b")
}

func (g *diffGen) pick(choices ...string) string { return choices[g.rng.IntN(len(choices))] }

// intValue is mostly a small number, so that finds meet rows, sometimes
// one the plugin reads leniently or clamps.
func (g *diffGen) intValue() string {
	if g.rng.IntN(4) != 0 {
		return strconv.Itoa(g.rng.IntN(10))
	}
	return g.pick("-1", "-5", "10", "100", "x", "1x", "", "2147483647", "2147483648", "-2147483648",
		"-2147483649", "99999999999", "+3", "007", "-0", " 4", "4 ")
}

// stringValue is mostly one of a few short strings, sometimes random
// bytes (escaped when below 0x10) or too long for the column.
func (g *diffGen) stringValue() string {
	if g.rng.IntN(3) != 0 {
		return g.pick("a", "b", "c", "ab", "abc", "b a", "")
	}
	const alphabet = "abcxyz AZ09\x01\x02\x0f\x7f~"
	v := make([]byte, g.rng.IntN(11))
	for i := range v {
		v[i] = alphabet[g.rng.IntN(len(alphabet))]
	}
	if g.rng.IntN(8) == 0 {
		v = append(v, "é"...)
	}
	return string(appendEscaped(nil, v))
}

// paddedValue is a value for a PAD SPACE column: no bytes below the space
// (see the k column), trailing spaces now and then.
func (g *diffGen) paddedValue() string {
	v := g.pick("a", "b", "c", "ab", "abc", "b a", "", "~", "é", "zzzzzzzzzz")
	if g.rng.IntN(3) == 0 {
		v += g.pick(" ", "  ", " x")
	}
	return v
}

// bytesValue is any bytes, up to a little over the column's length.
func (g *diffGen) bytesValue() string {
	v := make([]byte, g.rng.IntN(15))
	for i := range v {
		v[i] = byte(g.rng.IntN(256))
	}
	return string(appendEscaped(nil, v))
}

// batch is one to five lines sent in one write.
func (g *diffGen) batch() []string {
	n := 1
	if g.rng.IntN(3) == 0 {
		n = 2 + g.rng.IntN(4)
	}
	g.flux, g.autoInc = map[string]bool{}, false
	lines := make([]string, n)
	for i := range lines {
		lines[i] = g.line()
	}
	return lines
}

func (g *diffGen) line() string {
	var tokens []string
	switch r := g.rng.IntN(100); {
	case r < 14 || len(g.open) == 0:
		tokens = g.openIndex()
	case r < 60:
		tokens = g.find(false)
	case r < 78:
		tokens = g.find(true)
	case r < 93:
		tokens = g.insert()
	case r < 95:
		tokens = []string{"A", g.pick("1", "2", "x"), g.pick(diffSecret, "wrong")}
		if tokens[1] == "1" && tokens[2] == "wrong" {
			tokens[2] = diffSecret // a failed A would leave the connection locked out
		}
	default:
		tokens = g.find(false)
	}
	if g.rng.IntN(12) == 0 {
		if m := g.mangle(tokens); !tooManyValues(m) {
			tokens = m
		}
	}
	return strings.Join(tokens, "\t")
}

// tooManyValues reports whether an index request announces more than
// maxKeyValues values (its third token, as the plugin reads a number).
// Such lines are not sent: the plugin of MariaDB 10.11.19 (Debian 12's
// 10.11.19-0+deb12u1) answers them 2\t1\tfldnum, as handlerd does, but
// that of 10.11.14 (10.11.14-0+deb12u2, which Debian's mirrors also serve)
// has no such limit: it fails such a line on a later check, and when the
// count was large the server went away (a crash, likely the plugin's
// allocation of the values on the stack). The
// conformance tests check handlerd's answer.
func tooManyValues(tokens []string) bool {
	return len(tokens) > 2 && tokens[0] != "P" && tokens[0] != "A" && readU32([]byte(tokens[2])) > maxKeyValues
}

// mangle drops, replaces or duplicates a token, or cuts the line short.
// Lines with an IN list stay whole, as one cut short could announce more
// values than it carries (see diffGen).
func (g *diffGen) mangle(tokens []string) []string {
	if slices.Contains(tokens, "@") {
		return tokens
	}
	i := g.rng.IntN(len(tokens))
	switch g.rng.IntN(4) {
	case 0:
		tokens = slices.Delete(slices.Clone(tokens), i, i+1)
	case 1:
		tokens = slices.Clone(tokens)
		// Never a modifier or "+" (a find must not turn into a write the
		// checks in find and insert did not pass), nor a column name in
		// another case.
		tokens[i] = g.pick("", "x", "-1", "=", "F", "99", "\x00")
	case 2:
		tokens = slices.Insert(slices.Clone(tokens), i, tokens[i])
	default:
		tokens = tokens[:i]
	}
	if len(tokens) == 0 || tokens[0] == "" || tokens[0][0] == 'Q' || tokens[0][0] == '/' {
		return []string{"x"}
	}
	return tokens
}

func (g *diffGen) id() string { return strconv.Itoa(1 + g.rng.IntN(4)) }

// openIndex is a P line: mostly good, sometimes naming a missing table,
// index or column.
func (g *diffGen) openIndex() []string {
	id := g.id()
	g.flux[id] = true
	tb := &g.tables[g.rng.IntN(len(g.tables))]
	names := make([]string, 0, len(tb.indexes))
	for name := range tb.indexes {
		names = append(names, name)
	}
	slices.Sort(names)
	index := names[g.rng.IntN(len(names))]
	table := tb.spec.name
	switch g.rng.IntN(20) {
	case 0:
		table = "nosuch"
	case 1:
		index = "nosuch"
	case 2:
		index = "7"
	}
	tokens := []string{"P", id, testDB, table, index, strings.Join(g.columns(tb, 1), ",")}
	if g.rng.IntN(3) == 0 {
		tokens = append(tokens, strings.Join(g.columns(tb, 1), ","))
	}
	if g.rng.IntN(25) == 0 {
		tokens[5] += ",nosuch"
	}
	return tokens
}

// columns is a random non-empty list of tb's columns, at least min long,
// in any order, now and then with one twice.
func (g *diffGen) columns(tb *diffTable, min int) []string {
	var cols []string
	for _, c := range tb.spec.cols {
		if g.rng.IntN(2) == 0 {
			cols = append(cols, c.name)
		}
	}
	for len(cols) < min {
		cols = append(cols, tb.spec.cols[g.rng.IntN(len(tb.spec.cols))].name)
	}
	g.rng.Shuffle(len(cols), func(i, j int) { cols[i], cols[j] = cols[j], cols[i] })
	if g.rng.IntN(10) == 0 {
		cols = append(cols, cols[0])
	}
	return cols
}

// target picks an opened index id (or now and then one never opened).
func (g *diffGen) target() (string, diffOpen, bool) {
	if g.rng.IntN(30) == 0 || len(g.open) == 0 {
		return "8", diffOpen{}, false
	}
	ids := make([]string, 0, len(g.open))
	for id := range g.open {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	id := ids[g.rng.IntN(len(ids))]
	if g.flux[id] { // reopened earlier in this batch: what it is now is unknown
		return id, diffOpen{}, false
	}
	return id, g.open[id], true
}

// keyValues makes n values for key columns keys (a column's generator;
// past the index's columns, an int).
func (g *diffGen) keyValue(o diffOpen, i int) string {
	if o.table != nil && i < len(o.keys) {
		return o.table.values[o.keys[i]]()
	}
	return g.intValue()
}

// find is a find line, with a modifier when modify is set and the index
// allows one.
func (g *diffGen) find(modify bool) []string {
	id, o, known := g.target()
	op := g.pick("=", "=", "=", ">", ">=", "<", "<=")
	if g.rng.IntN(40) == 0 {
		op = g.pick("!", "=>", "==", "<>")
	}
	nkeys := 1
	if len(o.keys) > 1 {
		nkeys = 1 + g.rng.IntN(len(o.keys))
	}
	if g.rng.IntN(40) == 0 {
		nkeys = len(o.keys) + 1
	}
	tokens := []string{id, op, strconv.Itoa(nkeys)}
	for i := range nkeys {
		tokens = append(tokens, g.keyValue(o, i))
	}
	var mod string
	if modify && known && o.table != nil {
		mod = g.pick("D", "D?", "U", "U?", "+", "+?", "-", "-?")
		if mod[0] != 'D' && !o.modify || (mod[0] == '+' || mod[0] == '-') && !o.arith {
			mod = ""
		}
	}
	withIn := g.rng.IntN(7) == 0
	nfilters := 0
	if g.rng.IntN(4) == 0 {
		nfilters = 1 + g.rng.IntN(2)
	}
	if g.rng.IntN(2) == 0 || withIn || nfilters > 0 || mod != "" {
		tokens = append(tokens, g.pick("0", "1", "1", "2", "3", "5", "10", "100"), g.pick("0", "0", "0", "1", "2"))
	}
	if withIn {
		icol := g.rng.IntN(nkeys)
		n := 1 + g.rng.IntN(3)
		if mod != "" {
			n = 1 // two values may reach one row (see diffGen)
		}
		tokens = append(tokens, "@", strconv.Itoa(icol), strconv.Itoa(n))
		for range n {
			v := g.keyValue(o, icol)
			for v == "\x00" {
				// An IN value is never NULL: this is a NUL byte, which
				// sorts before "" under PAD SPACE in MySQL (see k).
				v = g.keyValue(o, icol)
			}
			tokens = append(tokens, v)
		}
	}
	for range nfilters {
		fcol := 0
		if len(o.fcols) > 0 {
			fcol = g.rng.IntN(len(o.fcols))
		}
		if g.rng.IntN(15) == 0 {
			fcol = len(o.fcols)
		}
		v := g.intValue()
		if fcol < len(o.fcols) {
			v = o.table.values[o.fcols[fcol]]()
		}
		fop := g.pick("=", "!=", "<", "<=", ">", ">=")
		if g.rng.IntN(15) == 0 {
			fop = g.pick("", "<>", "=>", "x", "x=", "==", "abc")
		}
		tokens = append(tokens, g.pick("F", "F", "W"), fop, strconv.Itoa(fcol), v)
	}
	if mod != "" {
		tokens = append(tokens, mod)
		if mod[0] != 'D' {
			n := len(o.cols)
			if g.rng.IntN(8) == 0 {
				n = g.rng.IntN(n + 1)
			}
			for i := range n {
				v := o.table.values[o.cols[i]]()
				if mod[0] != 'U' {
					v = g.pick("1", "2", "5", "-1", "100", "x")
				}
				tokens = append(tokens, v)
			}
		}
	}
	return tokens
}

// insert is a + line; through an index that reads the AUTO_INCREMENT
// column it becomes a find (see diffGen).
func (g *diffGen) insert() []string {
	id, o, known := g.target()
	if !known || o.table == nil {
		return g.find(false)
	}
	if o.table.autoInc != "" {
		if g.autoInc || slices.Contains(o.cols, o.table.autoInc) {
			return g.find(false)
		}
		g.autoInc = true
	}
	n := max(len(o.cols), 1) // an index of no columns still takes a value
	if g.rng.IntN(6) == 0 {
		n = 1 + g.rng.IntN(n)
	}
	tokens := []string{id, "+", strconv.Itoa(n)}
	for i := range n {
		v := g.intValue()
		if i < len(o.cols) {
			v = o.table.values[o.cols[i]]()
		}
		tokens = append(tokens, v)
	}
	return tokens
}

// learn records the indexes a batch opened, from MariaDB's answers (the
// same as handlerd's, or the conversation has ended).
func (g *diffGen) learn(batch, answers []string) {
	for i, line := range batch {
		tokens := strings.Split(line, "\t")
		if tokens[0] != "P" || answers[i] != "0\t1" || len(tokens) < 4 {
			continue
		}
		for len(tokens) < 7 { // missing tokens read as empty: PRIMARY, no columns
			tokens = append(tokens, "")
		}
		for j := 3; j < len(tokens); j++ {
			tokens[j] = string(cString([]byte(tokens[j]))) // names end at a NUL
		}
		var tb *diffTable
		for j := range g.tables {
			if g.tables[j].spec.name == tokens[3] {
				tb = &g.tables[j]
			}
		}
		if tb == nil {
			continue
		}
		o := diffOpen{table: tb, keys: tb.indexes[tokens[4]], cols: splitNames([]byte(tokens[5]))}
		o.fcols = splitNames([]byte(tokens[6]))
		o.modify, o.arith = true, true
		for _, c := range o.cols {
			if slices.Contains(tb.unique, c) || slices.Contains(o.keys, c) {
				o.modify = false
			}
			if slices.Contains(tb.noArith, c) {
				o.arith = false
			}
		}
		g.open[strconv.FormatUint(uint64(readU32([]byte(tokens[1]))), 10)] = o // a mangled id reads as a number too
	}
}
