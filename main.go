// Command handlerd is a MySQL-compatible server whose storage engines are
// also reachable over the HandlerSocket and memcached protocols.
package main

import (
	"fmt"
	"os"

	"handlerd/config"
	"handlerd/server"
)

func main() {
	cfg, err := config.Load(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	switch {
	case cfg.WantHelp:
		fmt.Printf("handlerd %s: a MySQL-compatible server with HandlerSocket and memcached listeners\n\n", server.Version)
		config.Help(os.Stdout)
		return
	case cfg.WantVersion:
		fmt.Printf("handlerd  Ver %s\n", server.Version)
		return
	case cfg.WantPrintDefaults:
		fmt.Println(cfg.PrintDefaults())
		return
	}
	for _, w := range cfg.Warnings {
		fmt.Fprintln(os.Stderr, "handlerd: warning:", w)
	}
	s, err := server.New(cfg)
	if err == nil {
		err = s.Run()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "handlerd:", err)
		os.Exit(1)
	}
}
