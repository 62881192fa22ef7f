package kv

// smallMap is a map for the handful of entries a transaction's write set
// usually holds (the trees it wrote, the tables whose counts changed, the
// keys it locked): a slice searched in order, plus a Go map index once it
// outgrows smallMapLinear entries. The zero value is empty and allocates
// nothing until the first set; reset empties it keeping its storage, so a
// recycled write set (see writeSets) costs no allocation for a small
// transaction.
type smallMap[K comparable, V any] struct {
	items []smallItem[K, V]
	index map[K]int // positions in items; nil while items is short
}

type smallItem[K comparable, V any] struct {
	k K
	v V
}

// smallMapLinear is how many entries are searched in order before the map
// index is built.
const smallMapLinear = 8

func (m *smallMap[K, V]) find(k K) int {
	if m.index != nil {
		if i, ok := m.index[k]; ok {
			return i
		}
		return -1
	}
	for i := range m.items {
		if m.items[i].k == k {
			return i
		}
	}
	return -1
}

func (m *smallMap[K, V]) len() int { return len(m.items) }

// get returns k's value and whether k is present.
func (m *smallMap[K, V]) get(k K) (V, bool) {
	if i := m.find(k); i >= 0 {
		return m.items[i].v, true
	}
	var zero V
	return zero, false
}

// ref returns a pointer to k's value, adding k with the zero value first
// if absent. The pointer is valid until the next set, ref or delete.
func (m *smallMap[K, V]) ref(k K) *V {
	i := m.find(k)
	if i < 0 {
		i = m.add(k)
	}
	return &m.items[i].v
}

func (m *smallMap[K, V]) set(k K, v V) { *m.ref(k) = v }

func (m *smallMap[K, V]) add(k K) int {
	m.items = append(m.items, smallItem[K, V]{k: k})
	i := len(m.items) - 1
	if m.index != nil {
		m.index[k] = i
	} else if len(m.items) > smallMapLinear {
		m.index = make(map[K]int, 2*len(m.items))
		for j := range m.items {
			m.index[m.items[j].k] = j
		}
	}
	return i
}

// delete removes k (the last entry takes its place).
func (m *smallMap[K, V]) delete(k K) {
	i := m.find(k)
	if i < 0 {
		return
	}
	last := len(m.items) - 1
	if m.index != nil {
		delete(m.index, k)
		if i != last {
			m.index[m.items[last].k] = i
		}
	}
	m.items[i] = m.items[last]
	m.items[last] = smallItem[K, V]{}
	m.items = m.items[:last]
}

// reset empties the map, keeping the slice's storage (not the index: a
// large transaction's is not worth keeping).
func (m *smallMap[K, V]) reset() {
	clear(m.items)
	m.items = m.items[:0]
	m.index = nil
}
