package btree

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"

	"handlerd/engines/kv"
)

// The redo log (see the package comment). It lives in the directory
// <data file>.wal: log files named log.<number> (16 hex digits) and the
// file checkpoint. The directory is flocked for the store's lifetime.
//
// A log file is a sequence of records, each
//
//	length uint32 | crc32c(file number, payload) uint32 | payload
//
// where the payload is one committed group of jobs (encodeJobs). Log
// files are recycled (see retire): past the last record may lie zeros or
// an older file's records, whose checksums fail under this file's number. A length
// of 0, a record running past the end of the file or a bad checksum ends
// the file: nothing after it in the file is read (see replay for the next
// file).
//
// The checkpoint file holds
//
//	magic "HDBTCKP1" | page size uint32 | first log number uint64 | crc32c uint32 | 2 meta pages
//
// The meta pages are the data file's two bbolt meta pages as they were
// right after the checkpointed transaction committed; every page that
// transaction's tree uses was fdatasynced before the checkpoint file was
// written, and is kept from reuse by a read transaction (the pin) until
// the next checkpoint file is durable. Recovery writes the meta pages back
// over the data file's, which makes the file exactly the checkpointed
// state whatever bbolt's unsynced commits left in it, and replays the log
// from the first log number on.
const (
	walSuffix  = ".wal"
	ckptName   = "checkpoint"
	ckptMagic  = "HDBTCKP1"
	logPrefix  = "log."
	recHeader  = 8
	jobBatch   = 1
	jobDrop    = 2
	maxRecSize = 1<<32 - 1
)

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// wal is the redo log. The committer appends; the syncer and the flusher
// fdatasync; a checkpoint rotates to a new file.
type wal struct {
	dir  string
	lock *os.File // the directory, flocked

	mu  sync.Mutex // guards f, num, off and tail against rotate
	f   *os.File
	num uint64
	off int64
	end int64 // f's size: appends below it change no file metadata (see grow)
	buf []byte
	// tail is the file's last partial block before off (off%writeAhead
	// bytes), which append writes again in front of its record: see
	// writeAhead.
	tail []byte
	size int64 // bytes appended since the last rotation
	// next is log file num+1, an old log file recycled by retire, so
	// that rotate neither creates a file nor fsyncs the directory, and
	// that appends to it overwrite blocks already allocated (as long as
	// it grows no larger than the file did before): on ext4, an
	// fdatasync that must also persist a new file size commits the
	// journal, which waits for other files' data (the data file's) in
	// data=ordered mode.
	next *os.File
	// syncTook is the moving average of sync's fdatasyncs (see sync).
	syncTook time.Duration
}

// heldSyncLimit is the average fdatasync time up to which sync holds its
// P through the call (see sync).
const heldSyncLimit = 2 * time.Millisecond

// writeAhead is the block an append writes whole (InnoDB's
// innodb_log_write_ahead_size, for the same reason): a record and the
// zeros after it up to a block boundary, with the block's earlier bytes
// (the tail) rewritten in front of it. A write that covers a file
// system block only in part makes the kernel read that block first when
// it is not in the page cache, and the committer waited for those reads:
// under memcaslap innodb_only a recycled log file's pages had been
// reclaimed, and 2 of every 3 appends read a block from the device,
// about 215 synchronous reads a second in the commit path. The zeros end
// the log there (a length of 0) until the next record overwrites them.
const writeAhead = 4096

// logPrealloc is the size a log file is prepared to (extend): enough for
// the records between two flushes under a write load of small
// transactions.
const logPrealloc = 4 << 20

func walDir(path string) string { return path + walSuffix }

func logPath(dir string, num uint64) string {
	return filepath.Join(dir, fmt.Sprintf("%s%016x", logPrefix, num))
}

// openWAL creates the directory if needed and locks it.
func openWAL(path string) (*wal, error) {
	dir := walDir(path)
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return nil, fmt.Errorf("btree: %s: %w", path, err)
	}
	lock, err := os.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("btree: %s: %w", path, err)
	}
	if err := unix.Flock(int(lock.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		lock.Close()
		return nil, fmt.Errorf("btree: %s: the datadir is in use: another handlerd holds the lock on this file", path)
	}
	return &wal{dir: dir, lock: lock}, nil
}

// close closes the current log file and releases the lock.
func (w *wal) close() {
	w.mu.Lock()
	for _, f := range []*os.File{w.f, w.next} {
		if f != nil {
			f.Close()
		}
	}
	w.f, w.next = nil, nil
	w.mu.Unlock()
	w.lock.Close()
}

// logNumbers lists the log files' numbers in ascending order.
func (w *wal) logNumbers() ([]uint64, error) {
	ents, err := os.ReadDir(w.dir)
	if err != nil {
		return nil, err
	}
	var nums []uint64
	for _, e := range ents {
		if s, ok := strings.CutPrefix(e.Name(), logPrefix); ok {
			if n, err := strconv.ParseUint(s, 16, 64); err == nil {
				nums = append(nums, n)
			}
		}
	}
	slices.Sort(nums)
	return nums, nil
}

// checkpoint is what the checkpoint file records.
type checkpoint struct {
	pageSize int
	firstLog uint64
	metas    []byte // 2 pages
}

func (w *wal) readCheckpoint() (*checkpoint, error) {
	data, err := os.ReadFile(filepath.Join(w.dir, ckptName))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	const head = len(ckptMagic) + 4 + 8 + 4
	if len(data) < head || string(data[:len(ckptMagic)]) != ckptMagic {
		return nil, errors.New("the checkpoint file is damaged")
	}
	ck := &checkpoint{
		pageSize: int(binary.BigEndian.Uint32(data[8:])),
		firstLog: binary.BigEndian.Uint64(data[12:]),
		metas:    data[head:],
	}
	crc := crc32.Update(crc32.Checksum(data[:20], crcTable), crcTable, ck.metas)
	if binary.BigEndian.Uint32(data[20:]) != crc || len(ck.metas) != 2*ck.pageSize {
		return nil, errors.New("the checkpoint file is damaged")
	}
	return ck, nil
}

// writeCheckpoint makes ck the durable checkpoint: written to a temporary
// file, fsynced, renamed over the old one, directory fsynced.
func (w *wal) writeCheckpoint(ck *checkpoint) error {
	data := []byte(ckptMagic)
	data = binary.BigEndian.AppendUint32(data, uint32(ck.pageSize))
	data = binary.BigEndian.AppendUint64(data, ck.firstLog)
	crc := crc32.Update(crc32.Checksum(data, crcTable), crcTable, ck.metas)
	data = binary.BigEndian.AppendUint32(data, crc)
	data = append(data, ck.metas...)
	tmp := filepath.Join(w.dir, ckptName+".tmp")
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(w.dir, ckptName))
	}
	if err == nil {
		err = w.syncDir()
	}
	return err
}

func (w *wal) syncDir() error { return unix.Fsync(int(w.lock.Fd())) }

// drop deletes the checkpoint file and every log file, durably: the
// data file is then opened as it is. The current log file stays open
// (unused).
func (w *wal) drop() error {
	if err := os.Remove(filepath.Join(w.dir, ckptName)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	if err := w.syncDir(); err != nil {
		return err
	}
	return w.removeBefore(1 << 63)
}

// retire disposes of the log files numbered below num, which a durable
// checkpoint made useless. With prepare, the newest becomes the next log
// file (renamed; its old records fail their checksum under the new number,
// so they end the log), or a new one is made, extended to logPrealloc;
// the others are deleted.
// It runs in the checkpoint goroutine, never with rotate.
func (w *wal) retire(num uint64, prepare bool) error {
	nums, err := w.logNumbers()
	if err != nil {
		return err
	}
	w.mu.Lock()
	next, prepared := w.num+1, w.next != nil || !prepare
	w.mu.Unlock()
	var old []uint64
	for _, n := range nums {
		if n < num {
			old = append(old, n)
		}
	}
	var f *os.File
	if !prepared && len(old) > 0 {
		recycled := old[len(old)-1]
		old = old[:len(old)-1]
		if err := os.Rename(logPath(w.dir, recycled), logPath(w.dir, next)); err != nil {
			return err
		}
		if f, err = os.OpenFile(logPath(w.dir, next), os.O_RDWR, 0); err != nil {
			return err
		}
	}
	for _, n := range old {
		if err := os.Remove(logPath(w.dir, n)); err != nil {
			return err
		}
	}
	if !prepared && f == nil {
		if f, err = os.OpenFile(logPath(w.dir, next), os.O_CREATE|os.O_TRUNC|os.O_RDWR, 0o600); err != nil {
			return err
		}
	}
	if f != nil {
		if err := extend(f, logPrealloc); err != nil {
			f.Close()
			return err
		}
		if err := w.syncDir(); err != nil {
			f.Close()
			return err
		}
		w.mu.Lock()
		w.next = f
		w.mu.Unlock()
	}
	return nil
}

// extend writes zeros from the end of f up to size bytes, if it is
// smaller, and fdatasyncs it: appends up to there then allocate nothing.
func extend(f *os.File, size int64) error {
	fi, err := f.Stat()
	if err != nil || fi.Size() >= size {
		return err
	}
	if err := writeZeros(f, fi.Size(), size); err != nil {
		return err
	}
	return unix.Fdatasync(int(f.Fd()))
}

var zeros [64 << 10]byte

// writeZeros writes zeros to f from byte from up to byte to.
func writeZeros(f *os.File, from, to int64) error {
	for from < to {
		n, err := f.WriteAt(zeros[:min(to-from, int64(len(zeros)))], from)
		if err != nil {
			return err
		}
		from += int64(n)
	}
	return nil
}

// Growth of a log file past its end, in chunks of zeros (see grow).
const (
	minGrowth = 64 << 10
	maxGrowth = 1 << 20
)

// grow makes room for an append ending at byte need, past the file's end,
// by writing zeros up to a chunk beyond it: the file's size, at least
// 64 KB and at most 1 MB. On ext4, an fdatasync that must also persist a
// new file size writes the inode as well (without a journal, a third wait
// on the device after the data and the cache flush; with one, a journal
// commit): when every record was appended at the end, every commit's sync
// paid it. A chunk costs one such sync, which also writes the chunk (about
// 0.6 ms more for 1 MB here). An append larger than the largest chunk
// grows the file itself, as zeros there would double its writes.
func (w *wal) grow(need int64) error {
	if need-w.off > maxGrowth {
		w.end = need
		return nil
	}
	to := need + min(max(w.end, minGrowth), maxGrowth)
	if err := writeZeros(w.f, w.end, to); err != nil {
		return err
	}
	w.end = to
	return nil
}

// removeBefore deletes the log files numbered below num.
func (w *wal) removeBefore(num uint64) error {
	nums, err := w.logNumbers()
	if err != nil {
		return err
	}
	for _, n := range nums {
		if n < num {
			if err := os.Remove(logPath(w.dir, n)); err != nil {
				return err
			}
		}
	}
	return nil
}

// rotate fdatasyncs the current log file (so that no acknowledged record
// can follow a lost one) and starts log file num, durable in the
// directory before anything is written to it.
func (w *wal) rotate(num uint64) error {
	w.mu.Lock()
	f := w.next
	w.next = nil
	w.mu.Unlock()
	if f != nil && f.Name() != logPath(w.dir, num) {
		f.Close()
		f = nil
	}
	if f == nil {
		var err error
		if f, err = os.OpenFile(logPath(w.dir, num), os.O_CREATE|os.O_TRUNC|os.O_RDWR, 0o600); err != nil {
			return err
		}
		if err := w.syncDir(); err != nil {
			f.Close()
			return err
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.f != nil {
		if err := unix.Fdatasync(int(w.f.Fd())); err != nil {
			f.Close()
			return &os.PathError{Op: "sync", Path: w.f.Name(), Err: err}
		}
		w.f.Close()
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return err
	}
	w.f, w.num, w.off, w.end, w.size, w.tail = f, num, 0, fi.Size(), 0, w.tail[:0]
	return nil
}

// append writes one record holding jobs and returns its offset, for undo.
// Only the committer calls it. The write starts at the block boundary
// before the record and ends at the one after it (see writeAhead).
func (w *wal) append(jobs []*job) (int64, error) {
	w.buf = append(w.buf[:0], make([]byte, recHeader)...)
	w.buf = encodeJobs(w.buf, jobs)
	payload := w.buf[recHeader:]
	if len(payload) > maxRecSize {
		return 0, fmt.Errorf("a transaction of %d bytes is too large for the redo log", len(payload))
	}
	binary.BigEndian.PutUint32(w.buf, uint32(len(payload)))
	binary.BigEndian.PutUint32(w.buf[4:], recordCRC(w.num, payload))
	w.mu.Lock()
	defer w.mu.Unlock()
	if cap(w.buf) > 16<<20 {
		defer func() { w.buf = nil }() // a large transaction's buffer is not kept
	}
	at := w.off
	start := at - int64(len(w.tail))
	pad := -(at + int64(len(w.buf))) & (writeAhead - 1)
	if need := at + int64(len(w.buf)) + pad; need > w.end {
		if err := w.grow(need); err != nil {
			return 0, err
		}
	}
	want := len(w.tail) + len(w.buf) + int(pad)
	n, err := unix.Pwritev(int(w.f.Fd()), [][]byte{w.tail, w.buf, zeros[:pad]}, start)
	if err == nil && n < want {
		err = io.ErrShortWrite
	}
	if err != nil {
		// Whatever part was written is overwritten by the next record
		// (or ends the log with a bad checksum).
		return 0, &os.PathError{Op: "write", Path: w.f.Name(), Err: err}
	}
	w.off += int64(len(w.buf))
	w.size += int64(len(w.buf))
	if keep := int(w.off & (writeAhead - 1)); keep <= len(w.buf) {
		w.tail = append(w.tail[:0], w.buf[len(w.buf)-keep:]...)
	} else {
		w.tail = append(w.tail, w.buf...)
	}
	return at, nil
}

// undo invalidates the record appended at at, the last one: the rest of
// its first block, header included, is zeroed, durably, so replay never
// applies it, and the next record takes its place. The tail before at is
// read back from the file (undo is rare: a bbolt transaction failed).
func (w *wal) undo(at int64) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	start := at &^ (writeAhead - 1)
	tail := make([]byte, at-start, writeAhead)
	if _, err := w.f.ReadAt(tail, start); err != nil {
		return err
	}
	w.off, w.tail = at, tail
	if err := writeZeros(w.f, at, start+writeAhead); err != nil {
		return err
	}
	if err := unix.Fdatasync(int(w.f.Fd())); err != nil {
		return &os.PathError{Op: "sync", Path: w.f.Name(), Err: err}
	}
	return nil
}

// sync fdatasyncs the current log file (earlier ones were synced when
// rotated away from). It holds mu, so that a rotation cannot close the
// file under it (the flusher's syncs in modes 0 and 2 run alongside the
// committer); in mode 1 no append runs meanwhile anyway (the committer
// waits for its group's sync).
//
// While the device's fdatasyncs are fast (syncTook's average under
// heldSyncLimit), the call keeps its goroutine's P (a raw system call)
// instead of releasing it to the scheduler. A released P is taken by
// another goroutine when the event loops keep every P busy, and the
// syncer, back from the device, then waits for one: under memcaslap
// innodb_only (medians of 11 alternating rounds) a set's average latency
// was 1.28 ms against 0.93 ms held, and the throughput 0.700x memcached's
// against 0.750x. The cost is a P that runs nothing else while the
// device works, and a stop-the-world pause that waits for the sync (a
// device that suddenly hangs stalls the garbage collector with it); a
// slow device (its average above the limit), or a process with one P,
// which holding it would stop entirely, gets the ordinary system call.
func (w *wal) sync() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	fd := w.f.Fd()
	start := time.Now()
	var err error
	if w.holdP() {
		if _, _, e := unix.RawSyscall(unix.SYS_FDATASYNC, fd, 0, 0); e != 0 {
			err = e
		}
	} else {
		err = unix.Fdatasync(int(fd))
	}
	w.syncTook += (time.Since(start) - w.syncTook) / 8
	if err != nil {
		return &os.PathError{Op: "sync", Path: w.f.Name(), Err: err}
	}
	return nil
}

// syncStats returns the moving average of sync's fdatasyncs and whether
// the next keeps its P.
func (w *wal) syncStats() (took time.Duration, held bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.syncTook, w.holdP()
}

// holdP reports whether sync's fdatasync keeps its P (see sync).
func (w *wal) holdP() bool {
	return w.syncTook < heldSyncLimit && runtime.GOMAXPROCS(0) > 1
}

// written is the number of bytes appended since the last rotation.
func (w *wal) written() int64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.size
}

func recordCRC(num uint64, payload []byte) uint32 {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], num)
	return crc32.Update(crc32.Checksum(n[:], crcTable), crcTable, payload)
}

// replay reads the log files from first on and calls apply for each
// record's jobs, in order, until the log ends (see wal). It returns the
// number the next log file should get.
func (w *wal) replay(first uint64, apply func([]*job) error) (next uint64, records int, err error) {
	nums, err := w.logNumbers()
	if err != nil {
		return 0, 0, err
	}
	next = first
	for _, num := range nums {
		next = max(next, num+1)
		if num < first {
			continue
		}
		data, err := os.ReadFile(logPath(w.dir, num))
		if err != nil {
			return 0, 0, err
		}
		for len(data) >= recHeader {
			n := int64(binary.BigEndian.Uint32(data))
			if n == 0 || n > int64(len(data)-recHeader) {
				break
			}
			payload := data[recHeader : recHeader+n]
			if binary.BigEndian.Uint32(data[4:]) != recordCRC(num, payload) {
				break
			}
			jobs, err := decodeJobs(payload)
			if err != nil {
				return 0, 0, fmt.Errorf("redo log %s: %w", logPath(w.dir, num), err)
			}
			if err := apply(jobs); err != nil {
				return 0, 0, fmt.Errorf("redo log %s: replaying a transaction: %w", logPath(w.dir, num), err)
			}
			records++
			data = data[recHeader+n:]
		}
		// A file ends at its last record or at the first one not
		// written whole. The next file goes on: rotate fdatasynced this
		// one before anything was written to the next, so if the next
		// holds anything, what this one holds is all it ever got (what
		// follows its last record was never acknowledged: an undone or
		// failed append).
	}
	return next, records, nil
}

// encodeJobs appends jobs' encoding to buf.
func encodeJobs(buf []byte, jobs []*job) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(jobs)))
	for _, j := range jobs {
		if j.batch == nil {
			buf = append(buf, jobDrop)
			buf = binary.AppendUvarint(buf, j.drop)
			continue
		}
		b := j.batch
		buf = append(buf, jobBatch)
		buf = binary.AppendUvarint(buf, uint64(len(b.Truncate)))
		for _, id := range b.Truncate {
			buf = binary.AppendUvarint(buf, id)
		}
		buf = binary.AppendUvarint(buf, uint64(len(b.Ops)))
		for i := range b.Ops {
			op := &b.Ops[i]
			buf = binary.AppendUvarint(buf, op.Tree.Table)
			buf = binary.AppendUvarint(buf, uint64(op.Tree.Index))
			buf = binary.AppendUvarint(buf, uint64(len(op.Key)))
			buf = append(buf, op.Key...)
			if op.Delete {
				buf = append(buf, 0)
				continue
			}
			buf = append(buf, 1)
			buf = binary.AppendUvarint(buf, uint64(len(op.Value)))
			buf = append(buf, op.Value...)
		}
		buf = binary.AppendUvarint(buf, uint64(len(b.CountDelta)))
		for id, d := range b.CountDelta {
			buf = binary.AppendUvarint(buf, id)
			buf = binary.AppendVarint(buf, d)
		}
		buf = binary.AppendUvarint(buf, uint64(len(b.AutoIncrement)))
		for id, n := range b.AutoIncrement {
			buf = binary.AppendUvarint(buf, id)
			buf = binary.AppendUvarint(buf, n)
		}
	}
	return buf
}

// decoder reads what encodeJobs wrote; the first error sticks.
type decoder struct {
	data []byte
	err  error
}

var errRecord = errors.New("malformed record")

func (d *decoder) uvarint() uint64 {
	v, n := binary.Uvarint(d.data)
	if n <= 0 {
		d.fail()
		return 0
	}
	d.data = d.data[n:]
	return v
}

func (d *decoder) varint() int64 {
	v, n := binary.Varint(d.data)
	if n <= 0 {
		d.fail()
		return 0
	}
	d.data = d.data[n:]
	return v
}

func (d *decoder) byte() byte {
	if len(d.data) == 0 {
		d.fail()
		return 0
	}
	b := d.data[0]
	d.data = d.data[1:]
	return b
}

func (d *decoder) bytes() []byte {
	n := d.uvarint()
	if n > uint64(len(d.data)) {
		d.fail()
		return nil
	}
	b := d.data[:n:n]
	d.data = d.data[n:]
	return b
}

// count reads a length that must be plausible for the bytes left.
func (d *decoder) count() int {
	n := d.uvarint()
	if n > uint64(len(d.data)) {
		d.fail()
		return 0
	}
	return int(n)
}

func (d *decoder) fail() {
	if d.err == nil {
		d.err = errRecord
	}
	d.data = nil
}

func decodeJobs(data []byte) ([]*job, error) {
	d := &decoder{data: data}
	jobs := make([]*job, d.count())
	for i := range jobs {
		switch d.byte() {
		case jobDrop:
			jobs[i] = &job{drop: d.uvarint()}
		case jobBatch:
			b := &kv.Batch{}
			if n := d.count(); n > 0 {
				b.Truncate = make([]uint64, n)
				for k := range b.Truncate {
					b.Truncate[k] = d.uvarint()
				}
			}
			b.Ops = make([]kv.Op, d.count())
			for k := range b.Ops {
				op := &b.Ops[k]
				op.Tree.Table = d.uvarint()
				op.Tree.Index = uint32(d.uvarint())
				op.Key = d.bytes()
				if d.byte() == 0 {
					op.Delete = true
				} else {
					op.Value = d.bytes()
				}
			}
			if n := d.count(); n > 0 {
				b.CountDelta = make(map[uint64]int64, n)
				for range n {
					id := d.uvarint()
					b.CountDelta[id] = d.varint()
				}
			}
			if n := d.count(); n > 0 {
				b.AutoIncrement = make(map[uint64]uint64, n)
				for range n {
					id := d.uvarint()
					b.AutoIncrement[id] = d.uvarint()
				}
			}
			jobs[i] = &job{batch: b}
		default:
			d.fail()
		}
		if d.err != nil {
			return nil, d.err
		}
	}
	if d.err == nil && len(d.data) != 0 {
		d.fail()
	}
	return jobs, d.err
}

// readMetas reads the data file's two meta pages.
func readMetas(f *os.File, pageSize int) ([]byte, error) {
	buf := make([]byte, 2*pageSize)
	if _, err := f.ReadAt(buf, 0); err != nil {
		return nil, err
	}
	return buf, nil
}

// restoreMetas writes a checkpoint's meta pages over the data file's and
// fdatasyncs them.
func restoreMetas(path string, ck *checkpoint) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if fi.Size() < int64(len(ck.metas)) {
		return fmt.Errorf("truncated: the file has %d bytes, less than its meta pages", fi.Size())
	}
	cur := make([]byte, len(ck.metas))
	if _, err := io.ReadFull(io.NewSectionReader(f, 0, int64(len(cur))), cur); err != nil {
		return err
	}
	if string(cur) == string(ck.metas) {
		return nil
	}
	if _, err := f.WriteAt(ck.metas, 0); err != nil {
		return err
	}
	return unix.Fdatasync(int(f.Fd()))
}
