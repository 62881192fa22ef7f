package uring

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

func TestFdatasync(t *testing.T) {
	s, err := NewSyncer()
	if err != nil {
		t.Skipf("io_uring is not available here: %v", err) // callers fall back to fdatasync
	}
	defer s.Close()
	f, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				if _, err := f.Write([]byte("record\n")); err != nil {
					t.Error(err)
					return
				}
				if err := s.Fdatasync(int(f.Fd())); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	// A bad descriptor gets fdatasync's own error, and the ring goes on.
	if err := s.Fdatasync(-1); err == nil {
		t.Fatal("fdatasync of descriptor -1 succeeded")
	}
	if err := s.Fdatasync(int(f.Fd())); err != nil {
		t.Fatal(err)
	}
}
