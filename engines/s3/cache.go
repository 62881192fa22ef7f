package s3

import (
	"container/list"
	"sync"
	"sync/atomic"
)

// blockID names one block of one archive.
type blockID struct {
	table uint64 // tableMeta.seq
	tree  uint32
	block uint32
}

// pageCache holds decoded blocks of every S3 table, for every connection,
// within one byte budget (s3_pagecache_buffer_size), least recently used
// first out. Concurrent misses on one block share one fetch.
//
// The budget bounds what the cache holds. A reader that still walks a
// block after it was evicted keeps that block alive until it moves on, so
// the process can briefly hold more (at most one block per open cursor).
type pageCache struct {
	capacity int64

	mu       sync.Mutex
	used     int64
	lru      list.List // of *cacheEntry, most recent first
	entries  map[blockID]*list.Element
	inflight map[blockID]*fetchCall

	readRequests atomic.Uint64 // block lookups
	reads        atomic.Uint64 // lookups that had to fetch from S3
	prefetches   atomic.Uint64 // blocks fetched ahead of a scan
	evictions    atomic.Uint64
}

type cacheEntry struct {
	id blockID
	b  *block
}

type fetchCall struct {
	done chan struct{}
	b    *block
	err  error
}

func newPageCache(capacity int64) *pageCache {
	return &pageCache{capacity: capacity, entries: map[blockID]*list.Element{}, inflight: map[blockID]*fetchCall{}}
}

// get returns the block, fetching it with fetch on a miss.
func (c *pageCache) get(id blockID, fetch func() (*block, error)) (*block, error) {
	c.readRequests.Add(1)
	c.mu.Lock()
	if el, ok := c.entries[id]; ok {
		c.lru.MoveToFront(el)
		b := el.Value.(*cacheEntry).b
		c.mu.Unlock()
		return b, nil
	}
	if call, ok := c.inflight[id]; ok { // a prefetch or another reader is on it
		c.mu.Unlock()
		<-call.done
		return call.b, call.err
	}
	call := &fetchCall{done: make(chan struct{})}
	c.inflight[id] = call
	c.mu.Unlock()
	c.reads.Add(1)
	c.run(id, call, fetch)
	return call.b, call.err
}

// prefetch starts fetching a block in the background unless it is cached
// or already on its way, or every prefetch slot (sem) is busy: prefetching
// is a hint and never queues. It reports whether it started a fetch.
func (c *pageCache) prefetch(id blockID, fetch func() (*block, error), sem chan struct{}) bool {
	select {
	case sem <- struct{}{}:
	default:
		return false
	}
	c.mu.Lock()
	_, cached := c.entries[id]
	_, inflight := c.inflight[id]
	if cached || inflight {
		c.mu.Unlock()
		<-sem
		return false
	}
	call := &fetchCall{done: make(chan struct{})}
	c.inflight[id] = call
	c.mu.Unlock()
	c.prefetches.Add(1)
	c.reads.Add(1)
	go func() {
		defer func() { <-sem }()
		c.run(id, call, fetch)
	}()
	return true
}

// run performs one fetch and publishes its outcome.
func (c *pageCache) run(id blockID, call *fetchCall, fetch func() (*block, error)) {
	call.b, call.err = fetch()
	c.mu.Lock()
	delete(c.inflight, id)
	if call.err == nil {
		c.insert(id, call.b)
	}
	c.mu.Unlock()
	close(call.done)
}

// insert adds a block and evicts from the cold end until the budget holds.
// c.mu is held.
func (c *pageCache) insert(id blockID, b *block) {
	if _, ok := c.entries[id]; ok {
		return
	}
	sz := b.size()
	if sz > c.capacity { // larger than the whole cache: hand it out uncached
		return
	}
	for c.used+sz > c.capacity {
		back := c.lru.Back()
		if back == nil {
			break
		}
		e := back.Value.(*cacheEntry)
		c.lru.Remove(back)
		delete(c.entries, e.id)
		c.used -= e.b.size()
		c.evictions.Add(1)
	}
	c.entries[id] = c.lru.PushFront(&cacheEntry{id: id, b: b})
	c.used += sz
}

// dropTable evicts every block of one archive.
func (c *pageCache) dropTable(table uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for id, el := range c.entries {
		if id.table == table {
			c.lru.Remove(el)
			delete(c.entries, id)
			c.used -= el.Value.(*cacheEntry).b.size()
		}
	}
}

// usage returns the bytes and blocks held.
func (c *pageCache) usage() (bytes int64, blocks int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.used, len(c.entries)
}
