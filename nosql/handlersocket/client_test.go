package handlersocket

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dolthub/go-mysql-server/sql/types"

	"handlerd/nosql/handlersocket/hsclient"
)

// The Go client against the server: two independent implementations of
// the wire format checking each other.
func TestClient(t *testing.T) {
	e := newEnv(t, Config{PlainSecret: "r", PlainSecretWr: "w"})
	e.create(specT, specAI, tableSpec{
		name: "blobs",
		cols: []col{
			{name: "id", sqlType: "INT", typ: types.Int32},
			{name: "b", sqlType: "LONGBLOB", typ: types.LongBlob, null: true},
		},
		pk: []string{"id"},
	})
	e.run(e.write(), seedT)
	c, err := hsclient.DialTimeout(e.w, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var herr *hsclient.Error
	if e.secretW != "" {
		if err := c.OpenIndex(1, testDB, "t", "PRIMARY", []string{"id", "k"}); !errors.As(err, &herr) || herr.Code != 3 || herr.Message != "unauth" {
			t.Fatalf("before auth: %v", err)
		}
		if err := c.Auth(e.secretW); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.OpenIndex(1, testDB, "t", "kk", []string{"id", "k", "v"}, "n"); err != nil {
		t.Fatal(err)
	}
	rows, err := c.Find(hsclient.Find{ID: 1, Op: ">=", Keys: [][]byte{hsclient.S("b")}, Limit: 10,
		Filters: []hsclient.Filter{{Type: 'F', Op: "!=", Column: 0, Value: hsclient.S("20")}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := flat(rows); got != "3 b z|4 c NULL|5 d w" {
		t.Fatalf("find: %s", got)
	}
	rows, err = c.Find(hsclient.Find{ID: 1, Op: "=", Keys: [][]byte{nil}, Limit: 10,
		InColumn: 0, In: [][]byte{hsclient.S("d"), hsclient.S("a")}})
	if err != nil || flat(rows) != "5 d w|1 a x" {
		t.Fatalf("IN: %s %v", flat(rows), err)
	}
	if err := c.OpenIndex(2, testDB, "ai", "PRIMARY", []string{"v", "m"}); err != nil {
		t.Fatal(err)
	}
	for want := uint64(1); want <= 3; want++ {
		id, err := c.Insert(2, hsclient.S("x"), nil)
		if err != nil || id != want {
			t.Fatalf("insert: %d %v", id, err)
		}
	}
	if err := c.OpenIndex(3, testDB, "ai", "PRIMARY", []string{"id", "v", "m"}); err != nil {
		t.Fatal(err)
	}
	n, old, err := c.FindModify(hsclient.Find{ID: 3, Op: ">=", Keys: [][]byte{hsclient.S("2")}, Limit: 5,
		ModOp: "U?", ModValues: [][]byte{nil, hsclient.S("y"), hsclient.S("9")}})
	if err != nil || n != 2 || flat(old) != "2 x NULL|3 x NULL" {
		t.Fatalf("U?: %d %s %v", n, flat(old), err)
	}
	n, _, err = c.FindModify(hsclient.Find{ID: 3, Op: "=", Keys: [][]byte{hsclient.S("1")}, ModOp: "D"})
	if err != nil || n != 1 {
		t.Fatalf("D: %d %v", n, err)
	}
	// Pipelined: several requests in one write, answers in order.
	resps, err := c.Execute(
		hsclient.Find{ID: 3, Op: ">=", Keys: [][]byte{hsclient.S("0")}, Limit: 10},
		hsclient.Open{ID: 5, DB: testDB, Table: "t", Index: "PRIMARY", Columns: []string{"id", "k"}},
		hsclient.Insert{ID: 5, Values: [][]byte{hsclient.S("2"), hsclient.S("dup")}},
		hsclient.Find{ID: 3, Op: "=", Keys: [][]byte{hsclient.S("1"), hsclient.S("2")}},
		hsclient.Raw{[]byte("3"), []byte("="), []byte("1"), []byte("3")},
	)
	if err != nil {
		t.Fatal(err)
	}
	if got := flat(resps[0].Rows()); got != "2 y 9|3 y 9" {
		t.Errorf("pipelined find: %s", got)
	}
	if err := resps[1].Err(); err != nil {
		t.Errorf("open: %v", err)
	}
	if err := resps[2].Err(); !errors.As(err, &herr) || herr.Code != 1 || herr.Message != "121" {
		t.Errorf("duplicate: %v", err)
	}
	if err := resps[3].Err(); !errors.As(err, &herr) || herr.Message != "kpnum" {
		t.Errorf("kpnum: %v", err)
	}
	if got := flat(resps[4].Rows()); got != "3 y 9" {
		t.Errorf("raw: %s", got)
	}
	// Binary values, and an answer longer than the client's buffer.
	if err := c.OpenIndex(4, testDB, "blobs", "PRIMARY", []string{"id", "b"}); err != nil {
		t.Fatal(err)
	}
	big := make([]byte, 300000)
	for i := range big {
		big[i] = byte(i * 7)
	}
	if _, err := c.Insert(4, hsclient.S("1"), big); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Insert(4, hsclient.S("2"), []byte{}); err != nil {
		t.Fatal(err)
	}
	rows, err = c.Find(hsclient.Find{ID: 4, Op: ">=", Keys: [][]byte{hsclient.S("1")}, Limit: 2})
	if err != nil || len(rows) != 2 || !bytes.Equal(rows[0][1], big) || rows[1][1] == nil || len(rows[1][1]) != 0 {
		t.Fatalf("blobs: %d rows, %v", len(rows), err)
	}
}

func flat(rows [][][]byte) string {
	var out []string
	for _, r := range rows {
		var f []string
		for _, v := range r {
			if v == nil {
				f = append(f, "NULL")
			} else {
				f = append(f, string(v))
			}
		}
		out = append(out, strings.Join(f, " "))
	}
	return strings.Join(out, "|")
}

// The hsclient command, built and run against the server.
func TestHsclientCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	e := setupT(t, Config{PlainSecretWr: "sec"})
	if e.external {
		t.Skip("in-process only")
	}
	bin := filepath.Join(t.TempDir(), "hsclient")
	if out, err := exec.Command("go", "build", "-o", bin, "handlerd/cmd/hsclient").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	host, port, _ := strings.Cut(e.w, ":")
	out, err := exec.Command(bin, "-h", host, "-p", port, "-secret", "sec",
		"P 1 hstest t PRIMARY id,k,v", "1 >= 1 3 10 0", "1\t=\t1\t1\t1\t0\tU\t1\ta\\tb\t\\N", "1 = 1 1", "1 = 2 1 2").CombinedOutput()
	want := "0\t1\n0\t3\t3\tb\tz\t4\tc\t\\N\t5\td\tw\n0\t1\t1\n0\t3\t1\ta\\tb\t\\N\n2\t1\tkpnum\n"
	if string(out) != want {
		t.Fatalf("got %q, want %q", out, want)
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Fatalf("exit: %v (an error answer exits 1)", err)
	}
	cmd := exec.Command(bin, "-h", host, "-p", port, "-secret", "sec")
	cmd.Stdin = strings.NewReader("P 2 hstest t kk id\n\n2 = 1 b 5 0\n")
	out, err = cmd.CombinedOutput()
	if err != nil || string(out) != "0\t1\n0\t1\t2\t3\n" {
		t.Fatalf("stdin: %q %v", out, err)
	}
	out, err = exec.Command(bin, "-h", host, "-p", port, "-secret", "sec", "-bench", "300ms", "-c", "2", "-depth", "4", "-keys", "5",
		"P 1 hstest t PRIMARY k", "1 = 1 {key}").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "(2 connections, depth 4, 0 errors)") {
		t.Fatalf("-bench: %q %v", out, err)
	}
}
