package server

import (
	"net"
	"net/http"
	"net/http/pprof"
)

// startDebugServer serves Go's profiles (CPU, heap, goroutines) for
// benchmarking and diagnosis.
func startDebugServer(addr string) error {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	go http.Serve(l, mux)
	return nil
}
