//go:build !linux

package uring

import "errors"

// Syncer is Linux's only.
type Syncer struct{}

// NewSyncer fails: there is no io_uring here.
func NewSyncer() (*Syncer, error) { return nil, errors.New("io_uring: not on this system") }

// Close does nothing.
func (s *Syncer) Close() error { return nil }

// Fdatasync is never called: NewSyncer fails.
func (s *Syncer) Fdatasync(fd int) error { return errors.New("io_uring: not on this system") }
