package kvtest_test

import (
	"testing"

	"handlerd/engines/kv"
	"handlerd/engines/kv/kvtest"
	"handlerd/engines/memory"
)

func TestMemory(t *testing.T) {
	kvtest.Run(t, func(t *testing.T) *kv.Engine { return memory.New() })
}
