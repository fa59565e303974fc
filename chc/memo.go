package chc

// memo maps the terms of one Factory to terms during one walk or rewrite.
// Term IDs are dense, so while the factory is not too large the memo is a
// slice indexed by ID, with the IDs set listed so it can be cleared and
// reused: rewriting large clauses spent a fifth of its time growing maps.
// Terms beyond the slice (made during the walk, or in a very large
// factory) go to a map.
type memo struct {
	dense   []*Term
	touched []uint32
	sparse  map[*Term]*Term
}

// denseLimit bounds the slice: 2^20 IDs, 8 MiB of pointers.
const denseLimit = 1 << 20

func (m *memo) get(t *Term) (*Term, bool) {
	if int(t.id) < len(m.dense) {
		r := m.dense[t.id]
		return r, r != nil
	}
	r, ok := m.sparse[t]
	return r, ok
}

func (m *memo) put(t, r *Term) {
	if int(t.id) < len(m.dense) {
		if m.dense[t.id] == nil {
			m.touched = append(m.touched, t.id)
		}
		m.dense[t.id] = r
		return
	}
	if m.sparse == nil {
		m.sparse = make(map[*Term]*Term)
	}
	m.sparse[t] = r
}

// getMemo returns an empty memo sized for f's terms. Spare memos are
// kept on the factory, not in a sync.Pool: a pool is emptied by every
// garbage collection, and the slice of a large factory (up to 8 MiB)
// would then be made again by the next small substitution.
func (f *Factory) getMemo() *memo {
	f.mu.Lock()
	n := int(f.nextID)
	var m *memo
	if k := len(f.memos); k > 0 {
		m, f.memos = f.memos[k-1], f.memos[:k-1]
	} else {
		m = &memo{}
	}
	f.mu.Unlock()
	if len(m.dense) < n && n <= denseLimit {
		m.dense = make([]*Term, min(n+n/4+64, denseLimit))
	}
	return m
}

// putMemo clears m and keeps it for reuse.
func (f *Factory) putMemo(m *memo) {
	for _, id := range m.touched {
		m.dense[id] = nil
	}
	m.touched = m.touched[:0]
	m.sparse = nil
	f.mu.Lock()
	f.memos = append(f.memos, m)
	f.mu.Unlock()
}
