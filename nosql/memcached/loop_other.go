//go:build !linux

package memcached

import (
	"errors"
	"net"
)

// Elsewhere every connection has its own goroutine (conn.serve).
const useLoops = false

type loop struct{}

func newLoop(*Server) (*loop, error)          { return nil, errors.New("event loops need Linux") }
func (*loop) adopt(*conn, net.Conn) error     { return errors.New("event loops need Linux") }
func (*loop) shutdown()                       {}
func (*loop) run()                            {}
func (cn *conn) readFD(b []byte) (int, error) { return 0, errors.New("no descriptor") }
func (cn *conn) flushFD() error               { return nil }
