package kv_test

import (
	"handlerd/engines"
	"handlerd/engines/kv/kvtest"
)

// testDef is kvtest's table as a MEMORY table.
func testDef() *engines.TableDef {
	def := kvtest.Def()
	def.Engine = engines.MEMORY
	return def
}
