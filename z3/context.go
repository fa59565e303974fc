package z3

/*
#include <stdlib.h>
#include <z3.h>

// horn_z3_ignore_error is the do-nothing error handler: Z3 records the error
// code and the Go side checks it after each call.
static void horn_z3_ignore_error(Z3_context c, Z3_error_code e) { (void)c; (void)e; }

static void horn_z3_install_handler(Z3_context c) {
	Z3_set_error_handler(c, horn_z3_ignore_error);
}
*/
import "C"

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unsafe"
)

// Options configure a new Context. The zero value works: model generation
// on, no timeout.
type Options struct {
	// Timeout bounds every solver check made in the context (Z3's "timeout"
	// parameter, in milliseconds). Zero means no timeout.
	Timeout time.Duration
	// Config holds further Z3 context parameters (Z3_set_param_value), for
	// example {"rlimit": "1000000"}. Names and values are checked against
	// Z3 4.8.12's list (see contextParams) before Z3 sees them, because Z3
	// itself only prints a warning on stderr.
	Config map[string]string
}

// Context owns one Z3 context (Z3_mk_context_rc) and every handle made
// from it. It is used by one goroutine; only Interrupt may be called from
// another one.
type Context struct {
	mu  sync.Mutex // guards ptr, checking and interrupted for Interrupt
	ptr C.Z3_context

	// checking is set while a solver check runs; Interrupt acts only then.
	checking bool
	// interrupted records that Interrupt reached Z3 during the current
	// check, whose cancellation must then be cleared (see clearCancel).
	interrupted bool
	scratch     C.Z3_solver // empty solver for clearCancel, made on first use

	frames []*frame // frames[0] is the root frame, released by Close
	spare  []*frame // ended frames kept for reuse
	nextID uint64   // scope ids, never reused
}

// NewContext makes a context with model generation enabled.
func NewContext(opts Options) (*Context, error) {
	cfg := C.Z3_mk_config()
	if cfg == nil {
		return nil, errors.New("z3: Z3_mk_config failed")
	}
	defer C.Z3_del_config(cfg)
	params := map[string]string{"model": "true"}
	if opts.Timeout > 0 {
		ms := min((opts.Timeout+time.Millisecond-1)/time.Millisecond, math.MaxUint32-1)
		params["timeout"] = strconv.FormatInt(int64(ms), 10)
	}
	for k, v := range opts.Config {
		if err := checkContextParam(k, v); err != nil {
			return nil, err
		}
		params[k] = v
	}
	setConfig(cfg, params)
	p := C.Z3_mk_context_rc(cfg)
	if p == nil {
		return nil, errors.New("z3: Z3_mk_context_rc failed")
	}
	C.horn_z3_install_handler(p)
	c := &Context{ptr: p}
	c.frames = []*frame{{}}
	return c, nil
}

// contextParams are Z3 4.8.12's context parameters and their types.
var contextParams = map[string]string{
	"auto_config": "bool", "debug_ref_count": "bool", "dot_proof_file": "string",
	"dump_models": "bool", "model": "bool", "model_validate": "bool", "proof": "bool",
	"rlimit": "uint", "smtlib2_compliant": "bool", "stats": "bool", "timeout": "uint",
	"trace": "bool", "trace_file_name": "string", "type_check": "bool", "unicode": "bool",
	"unsat_core": "bool", "well_sorted_check": "bool",
}

// checkContextParam validates one Options.Config entry.
func checkContextParam(k, v string) error {
	var err error
	switch contextParams[k] {
	case "bool":
		if v != "true" && v != "false" {
			err = errors.New("want true or false")
		}
	case "uint":
		_, err = strconv.ParseUint(v, 10, 32)
	case "string":
	default:
		return fmt.Errorf("z3: unknown context parameter %q", k)
	}
	if err != nil {
		return fmt.Errorf("z3: context parameter %s=%q: %v", k, v, err)
	}
	return nil
}

// setConfig applies params in a fixed order, so runs are reproducible.
func setConfig(cfg C.Z3_config, params map[string]string) {
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ck, cv := C.CString(k), C.CString(params[k])
		C.Z3_set_param_value(cfg, ck, cv)
		C.free(unsafe.Pointer(ck))
		C.free(unsafe.Pointer(cv))
	}
}

// Close releases every handle still owned by the context and deletes the
// Z3 context. It is idempotent; afterwards every method returns ErrClosed
// and Interrupt does nothing.
func (c *Context) Close() error {
	if c.ptr == nil {
		return nil
	}
	for i := len(c.frames) - 1; i >= 0; i-- {
		c.releaseFrame(c.frames[i])
	}
	c.frames, c.spare = nil, nil
	if c.scratch != nil {
		C.Z3_solver_dec_ref(c.ptr, c.scratch)
		c.scratch = nil
	}
	c.mu.Lock()
	p := c.ptr
	c.ptr = nil
	c.mu.Unlock()
	C.Z3_del_context(p)
	return nil
}

// Interrupt asks Z3 to stop the solver check running in the context
// (Z3_interrupt). It is the only method safe to call from another
// goroutine. It does nothing when no check is running (Z3 4.8.12 would
// otherwise leave the context's resource limit cancelled, and the next
// push or simplification would fail with "canceled") and once the
// context is closed.
func (c *Context) Interrupt() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ptr != nil && c.checking {
		C.Z3_interrupt(c.ptr)
		c.interrupted = true
	}
}

// beginCheck opens the window in which Interrupt reaches Z3.
func (c *Context) beginCheck() {
	c.mu.Lock()
	c.checking, c.interrupted = true, false
	c.mu.Unlock()
}

// endCheck closes the interrupt window and reports whether an interrupt
// reached Z3 during it.
func (c *Context) endCheck() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checking = false
	return c.interrupted
}

// clearCancel undoes what an interrupt left behind. Z3_interrupt cancels
// the context's resource limit, and Z3 4.8.12 clears that only when a
// check starts or ends (its scoped_rlimit); an interrupt that lands after
// the check's own clean-up but before Check returns — a race the owning
// goroutine loses under load — left the limit cancelled, so the next
// Push failed with "push canceled". A check of an empty solver runs that
// clean-up again, at the cost of a few microseconds, and only after an
// interrupt. No interrupt can land during it: the window is closed.
func (c *Context) clearCancel() {
	if c.scratch == nil {
		c.scratch = C.Z3_mk_simple_solver(c.ptr)
		if c.scratch == nil {
			return
		}
		C.Z3_solver_inc_ref(c.ptr, c.scratch)
		_ = c.setSolverParams(c.scratch, Params{"ctrl_c": false})
	}
	C.Z3_solver_check(c.ptr, c.scratch)
	C.Z3_get_error_code(c.ptr) // the check of nothing cannot fail; nothing to report
}

// ErrClosed is returned by methods of a closed Context.
var ErrClosed = errors.New("z3: context is closed")

// Error is a failure reported by Z3 through its error code.
type Error struct {
	Op   string // the binding's operation, e.g. "Add"
	Code int    // Z3_error_code
	Msg  string // Z3_get_error_msg
}

func (e *Error) Error() string {
	return fmt.Sprintf("z3: %s: %s", e.Op, e.Msg)
}

// check turns a pending Z3 error into a Go error.
func (c *Context) check(op string) error {
	code := C.Z3_get_error_code(c.ptr)
	if code == C.Z3_OK {
		return nil
	}
	msg := C.GoString(C.Z3_get_error_msg(c.ptr, code))
	if i := strings.Index(msg, "\nLegal parameters are:"); i >= 0 {
		msg = msg[:i] // drop Z3's list of every parameter
	}
	return &Error{Op: op, Code: int(code), Msg: msg}
}

// live reports ErrClosed for a closed context.
func (c *Context) live() error {
	if c == nil || c.ptr == nil {
		return ErrClosed
	}
	return nil
}

// MemoryUsage returns Z3's estimate of the memory it has allocated, in
// bytes, across all contexts of the process
// (Z3_get_estimated_alloc_size).
func MemoryUsage() uint64 {
	return uint64(C.Z3_get_estimated_alloc_size())
}

// Version returns the version of the linked Z3 library, e.g. "4.8.12".
func Version() string {
	var major, minor, build, rev C.uint
	C.Z3_get_version(&major, &minor, &build, &rev)
	return fmt.Sprintf("%d.%d.%d", major, minor, build)
}
