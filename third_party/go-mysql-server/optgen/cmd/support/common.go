package support

// TODO not use arbitrary placeholder for optgen defs
// we could use cockroach's DSL for concise struct defs
type GenDefs interface{}
