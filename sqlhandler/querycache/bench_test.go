package querycache_test

import (
	"fmt"
	"strings"
	"testing"

	"handlerd/sqlhandler/querycache"
)

// Per-query cost through the real protocol, in process (go test -bench
// PointSelect -run XXX): mysqlslap's key query (20 columns, the key a
// quoted literal) with the cache off, on and always missing, on and always
// hitting. bench/querycache/run.sh is the side-by-side with mysqlslap.
func BenchmarkPointSelect(b *testing.B) {
	const rows = 2000
	for _, mode := range []string{"off", "on-miss", "on-hit"} {
		b.Run(mode, func(b *testing.B) {
			ev, cl, vals := slapTable(b, mode != "off", "id INT PRIMARY KEY")
			for id := 0; id < rows; id++ {
				cl.exec(fmt.Sprintf("INSERT INTO slap.t1 VALUES (%d, %s)", id, vals))
			}
			sel := slapSelect + " WHERE id =  '%d'"
			queries := make([]string, rows)
			for i := range queries {
				queries[i] = fmt.Sprintf(sel, i)
			}
			if mode == "on-hit" {
				for _, q := range queries[:100] {
					cl.rows(q)
				}
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				switch mode {
				case "on-hit":
					cl.rows(queries[i%100])
				case "on-miss":
					if i%rows == 0 && i > 0 {
						b.StopTimer()
						ev.qc.Reset()
						b.StartTimer()
					}
					cl.rows(queries[i%rows])
				default:
					cl.rows(queries[i%rows])
				}
			}
			b.StopTimer()
			st := ev.status()
			b.ReportMetric(float64(st["Qcache_hits"])/float64(b.N), "hits/op")
		})
	}
}

// mysqlslap's mixed load in one connection: an INSERT, then the full-table
// SELECT (a miss every time: the INSERT invalidated the last result).
func BenchmarkMixed(b *testing.B) {
	for _, mode := range []string{"off", "on"} {
		b.Run(mode, func(b *testing.B) {
			_, cl, vals := slapTable(b, mode == "on", "id INT PRIMARY KEY AUTO_INCREMENT")
			ins := "INSERT INTO slap.t1 VALUES (NULL, " + vals + ")"
			for i := 0; i < 300; i++ {
				cl.exec(ins)
			}
			sel := slapSelect
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				cl.exec(ins)
				cl.rows(sel)
			}
		})
	}
}

// slapSelect reads every column of mysqlslap's auto-generated table.
const slapSelect = "SELECT intcol1,intcol2,intcol3,intcol4,intcol5,intcol6,intcol7,intcol8,intcol9,intcol10," +
	"charcol1,charcol2,charcol3,charcol4,charcol5,charcol6,charcol7,charcol8,charcol9,charcol10 FROM slap.t1"

// slapTable starts a server with the cache on (128 MiB) or off and creates
// mysqlslap's table slap.t1 (10 INT and 10 VARCHAR(128) columns after id);
// vals is the literal list of one row's 20 values.
func slapTable(b *testing.B, cacheOn bool, idColumn string) (ev *env, cl *client, vals string) {
	cfg := querycache.Defaults
	cfg.Size = 0
	if cacheOn {
		cfg.Size = 128 << 20
	}
	ev = newEnv(b, cfg)
	cl = ev.conn(ev.open())
	var cols, vs []string
	for i := 1; i <= 10; i++ {
		cols = append(cols, fmt.Sprintf("intcol%d INT", i), fmt.Sprintf("charcol%d VARCHAR(128)", i))
		vs = append(vs, fmt.Sprint(i*7919), "'"+strings.Repeat("x", 128)+"'")
	}
	cl.exec("CREATE DATABASE slap")
	cl.exec("CREATE TABLE slap.t1 (" + idColumn + ", " + strings.Join(cols, ", ") + ")")
	return ev, cl, strings.Join(vs, ", ")
}
