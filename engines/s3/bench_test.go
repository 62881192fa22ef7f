package s3

import (
	"context"
	"math/rand/v2"
	"testing"

	"handlerd/engines"
)

// BenchmarkWarmGet measures a primary-key Get with the block cached: the
// page cache lookup and the in-block search (go test -bench WarmGet).
func BenchmarkWarmGet(b *testing.B) {
	cfg := testConfig(shared.endpoint, newBucket())
	cfg.PageCacheSize = 256 << 20
	e, err := Open(cfg, quietLog())
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	e.minBlockSize = 1024
	def := allTypesDef("t")
	def.ID, def.Engine = 1, engines.S3
	def.Options["S3_BLOCK_SIZE"] = "4M"
	const n = 50000
	if err := e.CreateTable(def); err != nil {
		b.Fatal(err)
	}
	if err := e.Load(context.Background(), def, &failingRows{rows: manyRows(b, def, n), n: -1}); err != nil {
		b.Fatal(err)
	}
	h, err := e.Open(def)
	if err != nil {
		b.Fatal(err)
	}
	tx, _ := e.Begin(engines.TxOptions{ReadOnly: true})
	defer tx.Rollback()
	for i := 0; i < n; i += 100 { // warm
		h.Get(tx, []any{int64(2 * i)})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, ok, err := h.Get(tx, []any{int64(2 * rand.IntN(n))}); err != nil || !ok {
			b.Fatal(ok, err)
		}
	}
}
