package engines

// CommitGate is an optional extension of CommitObserver for caches that
// must never serve a result older than what a reader can already see
// elsewhere (the query cache). A CommitObserver hears of a commit only
// after its writes are visible, so between the two a cache could still
// hand out a result computed before the commit while HandlerSocket, say,
// already returns the new row. Engines that support gates call
// BeginCommit before any of a commit's writes can become visible to a new
// snapshot and EndCommit once the commit has settled (applied, or failed
// and changed nothing), always in pairs and with the same table IDs; on
// success Committed follows EndCommit as for every observer. BeginCommit
// runs while the engine orders commits, so it must be quick and must not
// call back into the engine.
type CommitGate interface {
	CommitObserver
	BeginCommit(tables []uint64)
	EndCommit(tables []uint64)
}
