package z3

// Ended frames are kept for reuse, so a scope per query allocates nothing
// for its bookkeeping once warm; big or surplus frames are dropped.
const (
	maxSpare      = 16
	maxSpareItems = 1 << 12
)

// Scope is a region of handle ownership. Every handle created while a scope
// is the innermost open one belongs to it, and End releases them all.
// Scopes nest: ending a scope also ends the scopes opened inside it.
// Scope is a small value; its zero value is an ended scope.
type Scope struct {
	c  *Context
	id uint64
}

// Scope opens a scope. The usual pattern is
//
//	sc := ctx.Scope()
//	defer sc.End()
func (c *Context) Scope() Scope {
	if c.ptr == nil {
		return Scope{}
	}
	c.nextID++
	var f *frame
	if n := len(c.spare); n > 0 {
		f, c.spare = c.spare[n-1], c.spare[:n-1]
	} else {
		f = &frame{}
	}
	f.id, f.level = c.nextID, len(c.frames)
	c.frames = append(c.frames, f)
	return Scope{c: c, id: f.id}
}

// level returns the index of s's frame, or -1 once s has ended.
func (s Scope) level() int {
	if s.c == nil || s.c.ptr == nil {
		return -1
	}
	for i := len(s.c.frames) - 1; i > 0; i-- {
		if s.c.frames[i].id == s.id {
			return i
		}
	}
	return -1
}

// End releases every handle created in s (and in scopes opened inside s and
// not yet ended). Ending an ended scope does nothing.
func (s Scope) End() {
	k := s.level()
	if k < 0 {
		return
	}
	c := s.c
	for i := len(c.frames) - 1; i >= k; i-- {
		f := c.frames[i]
		c.releaseFrame(f)
		c.frames[i] = nil
		if cap(f.items) <= maxSpareItems && len(c.spare) < maxSpare {
			c.spare = append(c.spare, f)
		}
	}
	c.frames = c.frames[:k]
}

// Keep moves handles that belong to s, or to a scope opened inside s, to
// the scope that was innermost when s was opened, so they outlive s.End.
// Other handles, and every handle once s has ended, are left alone.
func (s Scope) Keep(rs ...Ref) {
	k := s.level()
	if k < 0 {
		return
	}
	to := s.c.frames[k-1]
	for _, r := range rs {
		if r == nil {
			continue
		}
		h := r.handle()
		if h != nil && h.p != nil && h.ctx == s.c && h.frame.level >= k {
			s.c.move(h, to)
		}
	}
}

// Persist moves handles to the context's root, where they live until
// Release or Close, whatever scope they were created in.
func (c *Context) Persist(rs ...Ref) {
	if c.ptr == nil {
		return
	}
	root := c.frames[0]
	for _, r := range rs {
		if r == nil {
			continue
		}
		h := r.handle()
		if h != nil && h.p != nil && h.ctx == c && h.frame != root {
			c.move(h, root)
		}
	}
}

// Live reports how many handles the context currently owns; tests and
// statistics use it to detect leaks.
func (c *Context) Live() int {
	n := 0
	for _, f := range c.frames {
		n += len(f.items) - f.dead
	}
	return n
}
