package querycache_test

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"handlerd/internal/testserver"
)

// statusOf parses "SHOW ... STATUS/VARIABLES" output of the mysql CLI.
func statusOf(out string) map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(out, "\n") {
		if k, v, ok := strings.Cut(line, "\t"); ok {
			m[k] = v
		}
	}
	return m
}

// The real handlerd binary, the real mysql CLI and the real mysqlslap: the
// query cache's variables, status counters, statements and invalidation as
// a MySQL user meets them.
func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the handlerd binary")
	}
	s := testserver.Start(t, testserver.Options{Args: []string{"--query-cache-type=ON", "--query-cache-size=8M"}})
	vars := statusOf(s.MustMySQL("SHOW GLOBAL VARIABLES LIKE 'query_cache%'"))
	for k, want := range map[string]string{"query_cache_type": "ON", "query_cache_size": "8388608",
		"query_cache_limit": "1048576", "query_cache_min_res_unit": "4096"} {
		if vars[k] != want {
			t.Errorf("%s = %q, want %q", k, vars[k], want)
		}
	}
	status := func() map[string]string { return statusOf(s.MustMySQL("SHOW GLOBAL STATUS LIKE 'Qcache%'")) }
	st := status()
	for _, k := range []string{"Qcache_hits", "Qcache_inserts", "Qcache_not_cached", "Qcache_lowmem_prunes",
		"Qcache_queries_in_cache", "Qcache_free_memory", "Qcache_total_blocks", "Qcache_free_blocks"} {
		if _, ok := st[k]; !ok {
			t.Errorf("SHOW STATUS lacks %s", k)
		}
	}
	if st["Qcache_free_memory"] != "8388608" {
		t.Errorf("Qcache_free_memory %q", st["Qcache_free_memory"])
	}

	s.MustMySQL("CREATE SCHEMA qc; CREATE TABLE qc.t (id INT PRIMARY KEY, v VARCHAR(10)); INSERT INTO qc.t VALUES (1, 'a'), (2, 'b')")
	q := "SELECT v FROM qc.t ORDER BY id"
	for i := 0; i < 3; i++ { // three connections of root@localhost
		if out := s.MustMySQL(q); out != "v\na\nb\n" {
			t.Fatalf("%s: %q", q, out)
		}
	}
	st = status()
	if st["Qcache_hits"] != "2" || st["Qcache_inserts"] != "1" || st["Qcache_queries_in_cache"] != "1" {
		t.Errorf("after one miss and two hits: %v", st)
	}
	s.MustMySQL("UPDATE qc.t SET v = 'x' WHERE id = 2")
	if out := s.MustMySQL(q); out != "v\na\nx\n" {
		t.Errorf("after UPDATE: %q", out)
	}
	s.MustMySQL("SET SESSION query_cache_type = OFF; " + q)
	if got := status()["Qcache_not_cached"]; got != "1" {
		t.Errorf("Qcache_not_cached after a SELECT with the session's cache off: %s", got)
	}
	s.MustMySQL("RESET QUERY CACHE; FLUSH QUERY CACHE")
	if got := status()["Qcache_queries_in_cache"]; got != "0" {
		t.Errorf("after RESET QUERY CACHE: %s queries", got)
	}

	s.MustMySQL("SET GLOBAL query_cache_size = 0")
	if got := statusOf(s.MustMySQL("SHOW GLOBAL VARIABLES LIKE 'query_cache_size'"))["query_cache_size"]; got != "0" {
		t.Errorf("query_cache_size after SET GLOBAL: %s", got)
	}
	before := status()["Qcache_inserts"]
	s.MustMySQL(q + "; " + q)
	if st := status(); st["Qcache_inserts"] != before || st["Qcache_free_memory"] != "0" {
		t.Errorf("disabled cache: %v", st)
	}
	s.MustMySQL("SET GLOBAL query_cache_size = 1048576; SET GLOBAL query_cache_limit = 1024; SET GLOBAL query_cache_type = DEMAND")
	s.MustMySQL(q)
	s.MustMySQL("SELECT SQL_CACHE v FROM qc.t ORDER BY id; SELECT SQL_CACHE v FROM qc.t ORDER BY id")
	if st := status(); st["Qcache_queries_in_cache"] != "1" || st["Qcache_free_memory"] == "0" {
		t.Errorf("DEMAND: %v", st)
	}
	s.MustMySQL("SET GLOBAL query_cache_type = ON; SET GLOBAL query_cache_limit = 1048576")

	// mysqlslap, as in the seed (smaller): it starts with CREATE SCHEMA.
	slap, err := exec.LookPath("mysqlslap")
	if err != nil {
		t.Skip("mysqlslap not installed (apt-get install mariadb-client)")
	}
	for _, load := range []string{"key", "mixed", "write"} {
		cmd := exec.Command(slap, "--no-defaults", "-h127.0.0.1", "-P"+strconv.Itoa(s.Port), "-uroot",
			"--auto-generate-sql", "--auto-generate-sql-add-autoincrement", "--auto-generate-sql-load-type="+load,
			"--number-int-cols=10", "--number-char-cols=10", "--concurrency=4", "--number-of-queries=400",
			"--auto-generate-sql-write-number=50", "--iterations=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "Average number of seconds") {
			t.Fatalf("mysqlslap %s: %v\n%s", load, err, out)
		}
	}
	if st := status(); st["Qcache_hits"] == "0" {
		t.Errorf("mysqlslap's key load never hit the cache: %v", st)
	}
}
