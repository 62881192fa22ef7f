package server

import (
	"errors"
	"net"
	"sync"
)

// listenMySQL opens the MySQL port (and the unix socket, if any) as one
// net.Listener. go-mysql-server's own listener sets SO_REUSEPORT, which
// lets a second server bind a port that is in use and silently split the
// connections between the two; a plain listen fails loudly instead.
func listenMySQL(addr, socket string) (net.Listener, error) {
	tcp, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	if socket == "" {
		return tcp, nil
	}
	unix, err := net.Listen("unix", socket)
	if err != nil {
		tcp.Close()
		return nil, err
	}
	return newMultiListener(tcp, unix), nil
}

// multiListener accepts from several listeners at once.
type multiListener struct {
	ls    []net.Listener
	conns chan net.Conn
	done  chan struct{}
	once  sync.Once
}

func newMultiListener(ls ...net.Listener) *multiListener {
	m := &multiListener{ls: ls, conns: make(chan net.Conn), done: make(chan struct{})}
	for _, l := range ls {
		go m.serve(l)
	}
	return m
}

func (m *multiListener) serve(l net.Listener) {
	for {
		c, err := l.Accept()
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				continue
			}
			return
		}
		select {
		case m.conns <- c:
		case <-m.done:
			c.Close()
			return
		}
	}
}

func (m *multiListener) Accept() (net.Conn, error) {
	select {
	case c := <-m.conns:
		return c, nil
	case <-m.done:
		return nil, net.ErrClosed
	}
}

func (m *multiListener) Close() error {
	var err error
	m.once.Do(func() {
		close(m.done)
		for _, l := range m.ls {
			if e := l.Close(); e != nil && err == nil {
				err = e
			}
		}
	})
	return err
}

func (m *multiListener) Addr() net.Addr { return m.ls[0].Addr() }
