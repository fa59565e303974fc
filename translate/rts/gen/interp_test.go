package gen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/horn-chc/horn/translate/rts"
)

// An explicit-state interpreter of the RTS primitives (RTS-FORMAT.md §4.2)
// on a heap of n cells, independent of the Horn clause encodings. It fixes
// every arbitrary choice (initial store, fresh cell values, havocs) to 0, so
// it explores a subset of the paths: a reached error vertex is a real
// counterexample; an unreached one is only evidence, which is enough for the
// generated families, whose answers do not depend on those choices.

type state struct {
	v       int
	f       int
	x       map[string]int
	a       []bool
	size, w []int
}

func (s *state) key() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d|%d|", s.v, s.f)
	names := make([]string, 0, len(s.x))
	for n := range s.x {
		names = append(names, n)
	}
	sortStrings(names)
	for _, n := range names {
		fmt.Fprintf(&sb, "%s=%d,", n, s.x[n])
	}
	fmt.Fprint(&sb, s.a, s.size, s.w)
	return sb.String()
}

func sortStrings(a []string) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func (s *state) clone() *state {
	c := &state{v: s.v, f: s.f, x: map[string]int{}}
	for k, v := range s.x {
		c.x[k] = v
	}
	c.a = append([]bool(nil), s.a...)
	c.size = append([]int(nil), s.size...)
	c.w = append([]int(nil), s.w...)
	return c
}

func (s *state) allocated(p int) bool { return p >= 0 && p < len(s.a) && s.a[p] }

func (s *state) eval(e *rts.Expr) int {
	if e.List == nil {
		if i, err := strconv.Atoi(e.Atom); err == nil {
			return i
		}
		switch e.Atom {
		case "f":
			return s.f
		case "true":
			return 1
		case "false":
			return 0
		}
		v, ok := s.x[e.Atom]
		if !ok {
			panic("unknown symbol " + e.Atom)
		}
		return v
	}
	args := make([]int, len(e.List)-1)
	for i, a := range e.List[1:] {
		args[i] = s.eval(a)
	}
	b := func(c bool) int {
		if c {
			return 1
		}
		return 0
	}
	switch h := e.List[0].Atom; h {
	case "+":
		return args[0] + args[1]
	case "-":
		if len(args) == 1 {
			return -args[0]
		}
		return args[0] - args[1]
	case "<":
		return b(args[0] < args[1])
	case "<=":
		return b(args[0] <= args[1])
	case ">":
		return b(args[0] > args[1])
	case ">=":
		return b(args[0] >= args[1])
	case "=":
		return b(args[0] == args[1])
	case "not":
		return 1 - args[0]
	case "and":
		return b(args[0] == 1 && args[1] == 1)
	case "or":
		return b(args[0] == 1 || args[1] == 1)
	case "alloc?":
		return b(s.allocated(args[0]))
	case "size", "val":
		if args[0] < 0 || args[0] >= len(s.a) {
			return 0
		}
		if h == "size" {
			return s.size[args[0]]
		}
		return s.w[args[0]]
	default:
		panic("unknown function " + h)
	}
}

// step applies op to s; ok is false when op is not enabled.
func (s *state) step(op rts.Op) (ok bool) {
	switch op.Kind {
	case rts.OpAssume:
		return s.eval(op.Args[0]) == 1
	case rts.OpAssign:
		s.x[op.Var] = s.eval(op.Args[0])
	case rts.OpHavoc:
		for _, v := range op.Vars {
			s.x[v] = 0
		}
	case rts.OpAlloc:
		k := s.eval(op.Args[0])
		if k < 1 || s.f+k > len(s.a) {
			return false
		}
		s.x[op.Var] = s.f
		for h := s.f; h < s.f+k; h++ {
			s.a[h], s.size[h], s.w[h] = true, k, 0
		}
		s.f += k
	case rts.OpAllocNull:
		s.x[op.Var] = 0
	case rts.OpFree:
		p := s.eval(op.Args[0])
		if op.Fail {
			return !s.allocated(p)
		}
		if !s.allocated(p) || s.size[p] < 1 {
			return false
		}
		for h, end := p, p+s.size[p]; h < end && h < len(s.a); h++ {
			s.a[h], s.size[h] = false, -1
		}
	case rts.OpLoad, rts.OpStore:
		p := s.eval(op.Args[0])
		if op.Fail || !s.allocated(p) {
			return op.Fail && !s.allocated(p)
		}
		if op.Kind == rts.OpLoad {
			s.x[op.Var] = s.w[p]
		} else {
			s.w[p] = s.eval(op.Args[1])
		}
	case rts.OpSeq:
		for _, o := range op.Seq {
			if !s.step(o) {
				return false
			}
		}
	default:
		panic(fmt.Sprintf("op kind %d not interpreted", op.Kind))
	}
	return true
}

// reachable reports whether r's error vertex is reachable with n cells,
// exploring at most limit states.
func reachable(r *rts.RTS, n, limit int) (bool, error) {
	init := &state{v: r.Root, f: r.Heap.First, x: map[string]int{}, a: make([]bool, n), size: make([]int, n), w: make([]int, n)}
	for _, v := range r.Store {
		init.x[v.Name] = 0
	}
	for h := range init.size {
		init.size[h] = -1
	}
	seen := map[string]bool{init.key(): true}
	queue := []*state{init}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s.v == r.Error {
			return true, nil
		}
		for _, e := range r.Edges {
			if e.From != s.v {
				continue
			}
			t := s.clone()
			if !t.step(e.Op) {
				continue
			}
			t.v = e.To
			if k := t.key(); !seen[k] {
				if len(seen) >= limit {
					return false, fmt.Errorf("more than %d states", limit)
				}
				seen[k] = true
				queue = append(queue, t)
			}
		}
	}
	return false, nil
}
