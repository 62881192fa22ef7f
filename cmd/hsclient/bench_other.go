//go:build !linux

package main

import "errors"

const loopSupported = false

func runLoop(*benchRun, []latencies) error { return errors.New("-loop needs epoll (Linux)") }
