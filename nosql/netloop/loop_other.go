//go:build !linux

package netloop

import (
	"errors"
	"net"
)

// Elsewhere every connection has its own goroutine (Conn.serve).
const useLoops = false

type loop struct{}

func newLoop(*Group) (*loop, error)        { return nil, errors.New("event loops need Linux") }
func (*loop) adopt(*Conn, net.Conn) error  { return errors.New("event loops need Linux") }
func (*loop) shutdown()                    {}
func (*loop) run()                         {}
func (c *Conn) readFD([]byte) (int, error) { return 0, errors.New("no descriptor") }
func (c *Conn) flushFD() error             { return nil }

// Resume is never needed: Suspended is only set on a loop.
func (c *Conn) Resume() {}
