package server

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"

	"handlerd/config"
	"handlerd/internal/atomicfile"
)

// TLS on the MySQL port, as MySQL 8 sets it up: ssl_cert and ssl_key name
// the server's certificate and key (ssl_ca, optionally, the authority
// client certificates are checked against); with none configured, the
// first start writes a self-signed authority and a server and client
// certificate signed by it into the datadir (ca.pem, server-cert.pem,
// client-cert.pem and their keys), and every later start uses them. So
// `mysql --ssl` and caching_sha2_password accounts work out of the box,
// and clients can verify the server with --ssl-ca=<datadir>/ca.pem.

// Files of the generated TLS material, under the names MySQL 8 uses.
const (
	caCertFile     = "ca.pem"
	caKeyFile      = "ca-key.pem"
	serverCertFile = "server-cert.pem"
	serverKeyFile  = "server-key.pem"
	clientCertFile = "client-cert.pem"
	clientKeyFile  = "client-key.pem"
)

// tlsValidity is how long generated certificates are valid (MySQL: 10 years).
const tlsValidity = 10 * 365 * 24 * time.Hour

// tlsMaterial is what the MySQL listener serves, with where it came from.
type tlsMaterial struct {
	config        *tls.Config
	cert, key, ca string // files in use
	generated     bool   // written by this start
}

// loadTLS builds the MySQL listener's TLS configuration from ssl_cert,
// ssl_key and ssl_ca (relative paths are inside the datadir, as mysqld
// resolves them), or from the generated files, creating them when the
// datadir has none.
func loadTLS(cfg *config.Config, datadir string, log *slog.Logger) (*tlsMaterial, error) {
	abs := func(p string) string {
		if p != "" && !filepath.IsAbs(p) {
			return filepath.Join(datadir, p)
		}
		return p
	}
	m := &tlsMaterial{cert: abs(cfg.Get("ssl_cert")), key: abs(cfg.Get("ssl_key")), ca: abs(cfg.Get("ssl_ca"))}
	switch {
	case m.cert != "" && m.key == "", m.cert == "" && m.key != "":
		return nil, errors.New("ssl_cert and ssl_key must be given together")
	case m.cert == "":
		m.cert, m.key = filepath.Join(datadir, serverCertFile), filepath.Join(datadir, serverKeyFile)
		if m.ca == "" {
			m.ca = filepath.Join(datadir, caCertFile)
		}
		have := 0
		for _, f := range []string{caCertFile, serverCertFile, serverKeyFile} {
			if _, err := os.Stat(filepath.Join(datadir, f)); err == nil {
				have++
			}
		}
		switch have {
		case 0:
			if err := generateTLS(datadir); err != nil {
				return nil, fmt.Errorf("generating TLS certificates in %s: %w", datadir, err)
			}
			m.generated = true
			log.Info("generated a self-signed CA and server certificate for TLS", "ca", m.ca, "cert", m.cert)
		case 3:
		default:
			return nil, fmt.Errorf("datadir %s has only some of %s, %s, %s: remove them to have new ones generated, or set ssl_cert and ssl_key",
				datadir, caCertFile, serverCertFile, serverKeyFile)
		}
	}
	pair, err := tls.LoadX509KeyPair(m.cert, m.key)
	if err != nil {
		return nil, fmt.Errorf("ssl_cert %s / ssl_key %s: %w", m.cert, m.key, err)
	}
	m.config = &tls.Config{Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS12}
	if m.ca != "" {
		pem, err := os.ReadFile(m.ca)
		if err != nil {
			return nil, fmt.Errorf("ssl_ca: %w", err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("ssl_ca %s: no PEM certificate in it", m.ca)
		}
		// A client certificate is checked when one is sent, as mysqld
		// does; accounts do not require one.
		m.config.ClientCAs = pool
		m.config.ClientAuth = tls.VerifyClientCertIfGiven
	}
	return m, nil
}

// generateTLS writes a CA, a server certificate (valid for localhost,
// the loopback addresses and this host's name) and a client certificate,
// all RSA 2048 as MySQL's auto-generated ones, keys readable by the owner
// only.
func generateTLS(dir string) error {
	now := time.Now().Add(-time.Hour) // tolerate clocks a little behind
	caKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return err
	}
	caTmpl := &x509.Certificate{
		SerialNumber:          serial(),
		Subject:               pkix.Name{CommonName: "handlerd_Auto_Generated_CA_Certificate"},
		NotBefore:             now,
		NotAfter:              now.Add(tlsValidity),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
		IsCA:                  true,
		MaxPathLenZero:        true,
	}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		return err
	}
	caCert, err := x509.ParseCertificate(caDER)
	if err != nil {
		return err
	}
	issue := func(cn string, usage x509.ExtKeyUsage, server bool) (der []byte, key *rsa.PrivateKey, err error) {
		if key, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			return nil, nil, err
		}
		tmpl := &x509.Certificate{
			SerialNumber: serial(),
			Subject:      pkix.Name{CommonName: cn},
			NotBefore:    now,
			NotAfter:     now.Add(tlsValidity),
			KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment,
			ExtKeyUsage:  []x509.ExtKeyUsage{usage},
		}
		if server {
			tmpl.DNSNames = []string{"localhost"}
			if h, err := os.Hostname(); err == nil && h != "" && h != "localhost" {
				tmpl.DNSNames = append(tmpl.DNSNames, h)
			}
			tmpl.IPAddresses = []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback}
		}
		der, err = x509.CreateCertificate(rand.Reader, tmpl, caCert, &key.PublicKey, caKey)
		return der, key, err
	}
	srvDER, srvKey, err := issue("handlerd_Auto_Generated_Server_Certificate", x509.ExtKeyUsageServerAuth, true)
	if err != nil {
		return err
	}
	cliDER, cliKey, err := issue("handlerd_Auto_Generated_Client_Certificate", x509.ExtKeyUsageClientAuth, false)
	if err != nil {
		return err
	}
	certPEM := func(der []byte) []byte { return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}) }
	keyPEM := func(k *rsa.PrivateKey) []byte {
		return pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(k)})
	}
	// Keys first and the server certificate last: a start interrupted
	// half-way leaves an incomplete set, which the next start reports
	// rather than half-uses.
	files := []struct {
		name string
		data []byte
		perm os.FileMode
	}{
		{caKeyFile, keyPEM(caKey), 0o600},
		{serverKeyFile, keyPEM(srvKey), 0o600},
		{clientKeyFile, keyPEM(cliKey), 0o600},
		{clientCertFile, certPEM(cliDER), 0o644},
		{caCertFile, certPEM(caDER), 0o644},
		{serverCertFile, certPEM(srvDER), 0o644},
	}
	for _, f := range files {
		if err := atomicfile.Write(filepath.Join(dir, f.name), f.data, f.perm); err != nil {
			return err
		}
	}
	return nil
}

func serial() *big.Int {
	n, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 63))
	if err != nil {
		return big.NewInt(time.Now().UnixNano())
	}
	return n.Add(n, big.NewInt(1))
}
