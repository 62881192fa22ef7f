package server

import (
	"context"
	"crypto/tls"
	"encoding/binary"
	"errors"
	"io"
	"log/slog"
	"net"
	"sync"
	"sync/atomic"
	"time"

	sqle "github.com/dolthub/go-mysql-server"
	gms "github.com/dolthub/go-mysql-server/server"
	"github.com/dolthub/go-mysql-server/sql/mysql_db"
	"github.com/dolthub/vitess/go/mysql"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"

	"handlerd/config"
)

// The MySQL listener's limits and transport rules, which go-mysql-server
// and vitess do not enforce the way MySQL does:
//
//   - max_connections: one connection over the limit gets MySQL's error
//     1040 "Too many connections" instead of a silently closed socket
//     (vitess's MaxConnections only closes it). The limit is read on every
//     accept, so SET GLOBAL max_connections takes effect at once.
//   - timeouts, in MySQL's sense and in seconds: connect_timeout bounds
//     the whole handshake and authentication (an unauthenticated client
//     cannot hold a connection slot for long), wait_timeout the wait for
//     the next command, net_read_timeout the rest of a packet once it has
//     begun, net_write_timeout every write. (go-mysql-server's own
//     ConnReadTimeout is one deadline for every read, and also aborts a
//     query whose next row takes that long to compute: it stays 0.)
//   - max_allowed_packet: on plain TCP and unix-socket connections the
//     packet headers are read as they arrive, and a packet (or a run of
//     16 MB packets forming one) longer than the limit is refused with
//     error 1153 before its body is buffered; before authentication the
//     limit is 64 KiB. Over TLS the headers are encrypted: there the
//     handshake may read at most 1 MiB, and a statement longer than the
//     limit is refused with 1153 once read (packetLimitOption).
//   - require_secure_transport (dynamic): a client that is neither on TLS
//     nor on the unix socket is refused with MySQL's error 3159 when it
//     authenticates.
//   - caching_sha2_password over plain TCP is refused with 1045 "(not
//     using TLS or Unix socket)" rather than vitess's malformed
//     handshake, and an unknown user gets 1045 too.
//   - graceful shutdown: drain stops new connections, closes idle ones at
//     once, lets every connection finish the command it is running and
//     send its answer, and only then do the engines close.

// MySQL error numbers and texts the guard sends itself.
const (
	erConCount        = 1040
	erNetPacketTooBig = 1153
	erSecureTransport = 3159

	msgConCount        = "Too many connections"
	msgNetPacketTooBig = "Got a packet bigger than 'max_allowed_packet' bytes"
	msgSecureTransport = "Connections using insecure transport are prohibited while --require_secure_transport=ON."
)

const (
	preAuthPacketLimit = 64 << 10 // largest packet before authentication (plain connections)
	preAuthTLSBytes    = 1 << 20  // most raw bytes read before authentication (TLS connections)
	drainGrace         = 10 * time.Second
	drainForce         = 5 * time.Second
)

// mysqlGuard owns the MySQL listener's connections.
type mysqlGuard struct {
	cfg *config.Config
	log *slog.Logger
	db  *mysql_db.MySQLDb

	mu       sync.Mutex
	conns    map[*guardConn]struct{}
	empty    *sync.Cond // signalled when conns becomes empty
	draining atomic.Bool

	refused atomic.Uint64 // over max_connections
	tooBig  atomic.Uint64 // packets over max_allowed_packet
	aborted atomic.Uint64 // connections closed by a timeout

	// The timeouts every packet needs, copied from cfg (reloadTimeouts):
	// not a lookup by name under the configuration's lock per packet.
	waitTimeout, netReadTimeout, netWriteTimeout atomic.Int64 // time.Duration
}

// guardTimeouts are the options reloadTimeouts copies; SET GLOBAL of one
// of them calls it (Server.sysVarHooks).
var guardTimeouts = []string{"wait_timeout", "net_read_timeout", "net_write_timeout"}

// reloadTimeouts copies the per-packet timeouts from the configuration.
func (g *mysqlGuard) reloadTimeouts() {
	g.waitTimeout.Store(int64(g.seconds("wait_timeout")))
	g.netReadTimeout.Store(int64(g.seconds("net_read_timeout")))
	g.netWriteTimeout.Store(int64(g.seconds("net_write_timeout")))
}

func newMySQLGuard(cfg *config.Config, log *slog.Logger, db *mysql_db.MySQLDb) *mysqlGuard {
	g := &mysqlGuard{cfg: cfg, log: log, db: db, conns: map[*guardConn]struct{}{}}
	g.empty = sync.NewCond(&g.mu)
	g.reloadTimeouts()
	return g
}

// configure sets the go-mysql-server configuration: TLS, the guard's
// listener factory and its statement-size check; go-mysql-server's own
// connection limit and timeouts are switched off (the guard does them).
func (g *mysqlGuard) configure(c *gms.Config, tlsConfig *tls.Config) {
	c.TLSConfig = tlsConfig
	c.MaxConnections = 0
	c.ConnReadTimeout = 0
	c.ConnWriteTimeout = 0
	c.RequireSecureTransport = false // checked per login (dynamic), see auth
	c.ProtocolListenerFactory = g.protocolListener
	c.Options = append(c.Options, g.packetLimitOption())
}

// Stats reports the guard's counters for SHOW STATUS.
func (g *mysqlGuard) Stats() map[string]uint64 {
	g.mu.Lock()
	n := len(g.conns)
	g.mu.Unlock()
	return map[string]uint64{
		"Handlerd_mysql_connections":         uint64(n),
		"Handlerd_mysql_connections_refused": g.refused.Load(),
		"Handlerd_mysql_packets_too_large":   g.tooBig.Load(),
		"Handlerd_mysql_timeouts":            g.aborted.Load(),
	}
}

func (g *mysqlGuard) protocolListener(cfg gms.Config, lc mysql.ListenerConfig, sel gms.ServerEventListener) (gms.ProtocolListener, error) {
	lc.Listener = &guardListener{Listener: lc.Listener, g: g}
	lc.AuthServer = &guardAuth{inner: lc.AuthServer, g: g}
	lc.MaxConns, lc.ConnReadTimeout, lc.ConnWriteTimeout = 0, 0, 0
	return gms.MySQLProtocolListenerFactory(cfg, lc, sel)
}

func (g *mysqlGuard) seconds(name string) time.Duration {
	return time.Duration(g.cfg.Int(name)) * time.Second
}

// drain is the MySQL half of a graceful shutdown; the listener is already
// closed. It returns when every connection is gone, or after drainGrace
// plus drainForce.
func (g *mysqlGuard) drain() {
	g.draining.Store(true)
	g.mu.Lock()
	for c := range g.conns {
		if c.idle.Load() {
			c.Conn.SetReadDeadline(time.Now()) // wakes a wait for the next command
		}
	}
	busy := len(g.conns)
	g.mu.Unlock()
	if busy == 0 {
		return
	}
	if !g.waitEmpty(drainGrace) {
		g.mu.Lock()
		g.log.Warn("closing MySQL connections still busy at shutdown", "connections", len(g.conns))
		for c := range g.conns {
			c.Conn.Close()
		}
		g.mu.Unlock()
		g.waitEmpty(drainForce)
	}
}

func (g *mysqlGuard) waitEmpty(d time.Duration) bool {
	timer := time.AfterFunc(d, func() {
		g.mu.Lock()
		g.empty.Broadcast()
		g.mu.Unlock()
	})
	defer timer.Stop()
	deadline := time.Now().Add(d)
	g.mu.Lock()
	defer g.mu.Unlock()
	for len(g.conns) > 0 && time.Now().Before(deadline) {
		g.empty.Wait()
	}
	return len(g.conns) == 0
}

// guardListener counts connections and refuses those over max_connections.
type guardListener struct {
	net.Listener
	g *mysqlGuard
}

func (l *guardListener) Accept() (net.Conn, error) {
	g := l.g
	for {
		nc, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if g.draining.Load() {
			nc.Close()
			continue
		}
		g.mu.Lock()
		if int64(len(g.conns)) >= g.cfg.Int("max_connections") {
			g.mu.Unlock()
			g.refused.Add(1)
			// Before the handshake, as mysqld does: an error packet with
			// no SQL state (the client's capabilities are unknown yet).
			go func() {
				nc.SetWriteDeadline(time.Now().Add(time.Second))
				nc.Write(errPacket(0, erConCount, "", msgConCount))
				closeGently(nc)
			}()
			continue
		}
		c := &guardConn{Conn: nc, g: g, parse: true}
		_, c.unix = nc.(*net.UnixConn)
		c.connectBy = time.Now().Add(g.seconds("connect_timeout"))
		g.conns[c] = struct{}{}
		g.mu.Unlock()
		return c, nil
	}
}

// closeGently closes after the peer has had a moment to read what was
// written: closing with unread input would reset the connection and could
// destroy the error message on its way.
func closeGently(nc net.Conn) {
	if tc, ok := nc.(interface{ CloseWrite() error }); ok {
		tc.CloseWrite()
		nc.SetReadDeadline(time.Now().Add(time.Second))
		io.Copy(io.Discard, io.LimitReader(nc, 1<<20))
	}
	nc.Close()
}

// guardConn applies the timeouts and packet limits to one connection.
// Reads and writes come from the connection's goroutine, writes also from
// go-mysql-server's row spooler: the state is atomic.
type guardConn struct {
	net.Conn
	g         *mysqlGuard
	unix      bool
	connectBy time.Time // end of connect_timeout

	authed atomic.Bool // authentication succeeded
	idle   atomic.Bool // the server answered; the next read waits for a command
	closed atomic.Bool

	// Packet framing, parsed on plain connections (parse) until TLS starts.
	parse     bool
	tlsOn     bool
	hdr       [4]byte
	hdrN      int
	body      int   // bytes left in the current packet's body
	total     int64 // length of the logical packet so far
	first     bool  // the current packet is the client's first
	firstBody []byte
	packets   int   // complete packets seen
	rawRead   int64 // bytes read before authentication
	rejected  error // set once the connection is refused
}

func (c *guardConn) Read(b []byte) (int, error) {
	if c.rejected != nil {
		return 0, c.rejected
	}
	var deadline time.Time
	switch {
	case !c.authed.Load():
		deadline = c.connectBy
	case c.idle.Load():
		deadline = time.Now().Add(time.Duration(c.g.waitTimeout.Load()))
	default:
		deadline = time.Now().Add(time.Duration(c.g.netReadTimeout.Load()))
	}
	c.Conn.SetReadDeadline(deadline)
	if c.g.draining.Load() && c.idle.Load() && c.authed.Load() {
		return 0, io.EOF // shutting down: take no new command
	}
	n, err := c.Conn.Read(b)
	if n > 0 {
		c.idle.Store(false)
		if !c.authed.Load() {
			c.rawRead += int64(n)
			if c.tlsOn && c.rawRead > preAuthTLSBytes {
				return 0, c.reject(0, "handshake too long")
			}
		}
		if c.parse {
			if err := c.frame(b[:n]); err != nil {
				return 0, err
			}
		}
	}
	if err != nil {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() && !c.g.draining.Load() {
			c.g.aborted.Add(1)
		}
	}
	return n, err
}

func (c *guardConn) Write(b []byte) (int, error) {
	if c.authed.Load() {
		c.Conn.SetWriteDeadline(time.Now().Add(time.Duration(c.g.netWriteTimeout.Load())))
	} else {
		c.Conn.SetWriteDeadline(c.connectBy)
	}
	n, err := c.Conn.Write(b)
	if err == nil {
		c.idle.Store(true)
	}
	return n, err
}

func (c *guardConn) Close() error {
	err := c.Conn.Close()
	if !c.closed.Swap(true) {
		g := c.g
		g.mu.Lock()
		delete(g.conns, c)
		if len(g.conns) == 0 {
			g.empty.Broadcast()
		}
		g.mu.Unlock()
	}
	return err
}

// frame follows the MySQL packet headers in the bytes just read and
// refuses a packet over the limit as soon as its header arrives.
func (c *guardConn) frame(p []byte) error {
	for len(p) > 0 && c.parse {
		if c.body == 0 && c.hdrN < 4 {
			k := copy(c.hdr[c.hdrN:], p)
			c.hdrN += k
			p = p[k:]
			if c.hdrN < 4 {
				return nil
			}
			length := int(c.hdr[0]) | int(c.hdr[1])<<8 | int(c.hdr[2])<<16
			c.total += int64(length)
			limit := int64(preAuthPacketLimit)
			if c.authed.Load() {
				limit = c.g.cfg.Int("max_allowed_packet")
			}
			if c.total > limit {
				c.g.tooBig.Add(1)
				return c.reject(c.hdr[3]+1, "packet too large")
			}
			c.body = length
			c.first = c.packets == 0
			if c.first {
				c.firstBody = c.firstBody[:0]
			}
			if length == 0 {
				c.endPacket()
			}
			continue
		}
		k := min(c.body, len(p))
		if c.first && len(c.firstBody) < 4 {
			c.firstBody = append(c.firstBody, p[:min(k, 4-len(c.firstBody))]...)
		}
		c.body -= k
		p = p[k:]
		if c.body == 0 {
			c.endPacket()
		}
	}
	return nil
}

// endPacket closes a packet: a header announcing 0xffffff bytes continues
// the logical packet. The client's first packet, 32 bytes with the
// CLIENT_SSL capability, is an SSL request: TLS follows and the headers
// can no longer be read.
func (c *guardConn) endPacket() {
	length := int(c.hdr[0]) | int(c.hdr[1])<<8 | int(c.hdr[2])<<16
	c.hdrN = 0
	c.packets++
	if c.first && length == 32 && len(c.firstBody) == 4 &&
		binary.LittleEndian.Uint32(c.firstBody)&mysql.CapabilityClientSSL != 0 {
		c.parse, c.tlsOn = false, true
		return
	}
	if length < mysql.MaxPacketSize {
		c.total = 0
	}
}

// reject answers error 1153 (or closes, before authentication), lets the
// client read it, and fails every further read.
func (c *guardConn) reject(seq byte, why string) error {
	c.rejected = errors.New("handlerd: " + why)
	c.parse = false
	if !c.tlsOn { // (under TLS a plain error packet would be garbage)
		c.Conn.SetWriteDeadline(time.Now().Add(time.Second))
		state := "08S01"
		if !c.authed.Load() {
			state = ""
		}
		c.Conn.Write(errPacket(seq, erNetPacketTooBig, state, msgNetPacketTooBig))
	}
	closeGently(c.Conn)
	return c.rejected
}

// errPacket is a MySQL ERR packet; an empty state leaves out the SQL
// state marker, as before the handshake.
func errPacket(seq byte, code uint16, state, msg string) []byte {
	payload := []byte{0xff, byte(code), byte(code >> 8)}
	if state != "" {
		payload = append(append(payload, '#'), state...)
	}
	payload = append(payload, msg...)
	out := []byte{byte(len(payload)), byte(len(payload) >> 8), byte(len(payload) >> 16), seq}
	return append(out, payload...)
}

// guardOf finds the guard's connection under a vitess connection (which
// may have wrapped it in TLS).
func guardOf(c *mysql.Conn) *guardConn {
	nc := c.Conn
	if t, ok := nc.(*tls.Conn); ok {
		nc = t.NetConn()
	}
	gc, _ := nc.(*guardConn)
	return gc
}

// guardAuth wraps go-mysql-server's authentication (its MySQLDb).
type guardAuth struct {
	inner mysql.AuthServer
	g     *mysqlGuard
	once  sync.Once
	ms    []mysql.AuthMethod
}

func (a *guardAuth) AuthMethods() []mysql.AuthMethod {
	a.once.Do(func() {
		for _, m := range a.inner.AuthMethods() {
			a.ms = append(a.ms, &guardMethod{AuthMethod: m, g: a.g})
		}
	})
	return a.ms
}

func (a *guardAuth) DefaultAuthMethodDescription() mysql.AuthMethodDescription {
	return a.inner.DefaultAuthMethodDescription()
}

type guardMethod struct {
	mysql.AuthMethod
	g *mysqlGuard
}

// HandleUser also takes, for mysql_native_password, a user that does not
// exist (so the login fails with 1045 as in MySQL, not with a handshake
// error), and for caching_sha2_password a user of that plugin on a plain
// connection (so the login fails with 1045 "not using TLS").
func (m *guardMethod) HandleUser(c *mysql.Conn, user string) bool {
	if m.AuthMethod.HandleUser(c, user) {
		return true
	}
	switch m.Name() {
	case mysql.MysqlNativePassword:
		return m.userPlugin(c, user) == ""
	case mysql.CachingSha2Password:
		return m.userPlugin(c, user) == string(mysql.CachingSha2Password)
	}
	return false
}

// userPlugin is the account's authentication plugin, "" if there is none.
func (m *guardMethod) userPlugin(c *mysql.Conn, user string) string {
	db := m.g.db
	if db == nil || !db.Enabled() {
		return ""
	}
	host := "localhost"
	if a, ok := c.RemoteAddr().(*net.TCPAddr); ok {
		host = a.IP.String()
	}
	rd := db.Reader()
	defer rd.Close()
	if u := db.GetUser(rd, user, host, false); u != nil {
		return u.Plugin
	}
	return ""
}

func (m *guardMethod) HandleAuthPluginData(c *mysql.Conn, user string, serverData, clientData []byte, addr net.Addr) (mysql.Getter, error) {
	gc := guardOf(c)
	secure := c.TLSEnabled() || (gc != nil && gc.unix)
	if !secure && m.g.cfg.Bool("require_secure_transport") {
		return nil, mysql.NewSQLError(erSecureTransport, "HY000", "%s", msgSecureTransport)
	}
	getter, err := m.AuthMethod.HandleAuthPluginData(c, user, serverData, clientData, addr)
	if err == nil && gc != nil {
		gc.authed.Store(true)
	}
	return getter, err
}

// packetLimitOption refuses statements longer than max_allowed_packet
// with 1153: the check for TLS connections, whose packet headers the
// guard cannot see (on plain connections the guard refused them first).
func (g *mysqlGuard) packetLimitOption() gms.Option {
	return func(e *sqle.Engine, sm *gms.SessionManager, h mysql.Handler) (*sqle.Engine, *gms.SessionManager, mysql.Handler) {
		return e, sm, packetLimitHandler{Handler: h, g: g}
	}
}

type packetLimitHandler struct {
	mysql.Handler
	g *mysqlGuard
}

func (h packetLimitHandler) tooBig(q string) error {
	if int64(len(q)) > h.g.cfg.Int("max_allowed_packet") {
		h.g.tooBig.Add(1)
		return mysql.NewSQLError(erNetPacketTooBig, "08S01", "%s", msgNetPacketTooBig)
	}
	return nil
}

func (h packetLimitHandler) ComQuery(ctx context.Context, c *mysql.Conn, q string, cb mysql.ResultSpoolFn) error {
	if err := h.tooBig(q); err != nil {
		return err
	}
	return h.Handler.ComQuery(ctx, c, q, cb)
}

func (h packetLimitHandler) ComMultiQuery(ctx context.Context, c *mysql.Conn, q string, cb mysql.ResultSpoolFn) (string, error) {
	if err := h.tooBig(q); err != nil {
		return "", err
	}
	return h.Handler.ComMultiQuery(ctx, c, q, cb)
}

func (h packetLimitHandler) ComPrepare(ctx context.Context, c *mysql.Conn, q string, p *mysql.PrepareData) ([]*querypb.Field, error) {
	if err := h.tooBig(q); err != nil {
		return nil, err
	}
	return h.Handler.ComPrepare(ctx, c, q, p)
}
