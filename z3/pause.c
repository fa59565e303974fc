// Pausing a Z3 check: the C side of pause.go.
//
// A check is paused by a signal to the thread running it; the handler
// waits, on that thread, until the check's pause flag is cleared. The
// thread keeps everything it holds while it waits, locks included, and
// another thread wanting one of them would wait as long: for malloc's
// arena locks (taken by every allocation and every free of memory from
// the arena) that is a matter of time, for Z3's own mutexes (its symbol
// table) a little rarer. So the pause waits only at a safe point: this
// file interposes the allocator's entry points and the pthread mutex
// functions, counts per thread how many of them it is inside, and a
// signal that arrives inside one is remembered and taken when the count
// falls back to zero.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/futex.h>
#include <z3.h>

#include "pause.h"

// horn_cur is the pause of the check running on this thread, NULL when
// none runs; the signal handler reads it.
static _Thread_local horn_pause *_Atomic horn_cur;
static _Thread_local int horn_tid;
// horn_depth counts the allocator calls and mutexes this thread is
// inside; horn_pending records a pause signal that came meanwhile.
static _Thread_local volatile int horn_depth;
static _Thread_local volatile int horn_pending;

int horn_pause_signal(void) { return SIGRTMIN + 5; }

static void horn_pause_wait(horn_pause *p) {
	while (atomic_load(&p->paused))
		syscall(SYS_futex, (int *)&p->paused, FUTEX_WAIT_PRIVATE, 1, NULL, NULL, 0);
}

// horn_safe_point takes a pause that came while the thread held a lock.
static void horn_safe_point(void) {
	horn_pending = 0;
	horn_pause *p = atomic_load(&horn_cur);
	if (p != NULL) {
		int e = errno;
		horn_pause_wait(p);
		errno = e;
	}
}

static inline void horn_enter(void) { horn_depth++; }

static inline void horn_leave(void) {
	if (--horn_depth == 0 && horn_pending)
		horn_safe_point();
}

// horn_pause_handler runs on the thread the pause signal was sent to: if
// that thread is inside a check whose pause flag is set, it waits there,
// in the signal handler (or at its next safe point), until the flag is
// cleared. A signal that comes late (the check has ended, or another one
// runs now) finds no flag set and returns at once.
static void horn_pause_handler(int sig) {
	(void)sig;
	if (horn_depth > 0) {
		horn_pending = 1;
		return;
	}
	horn_pause *p = atomic_load(&horn_cur);
	if (p != NULL) {
		int e = errno;
		horn_pause_wait(p);
		errno = e;
	}
}

int horn_pause_install(void) {
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = horn_pause_handler;
	sa.sa_flags = SA_ONSTACK | SA_RESTART;
	sigfillset(&sa.sa_mask); // nothing else runs on this thread while it waits
	return sigaction(horn_pause_signal(), &sa, NULL);
}

horn_pause *horn_pause_new(void) { return calloc(1, sizeof(horn_pause)); }

Z3_lbool horn_pause_check(Z3_context c, Z3_solver s, unsigned n, const Z3_ast *xs, horn_pause *p) {
	if (horn_tid == 0)
		horn_tid = (int)syscall(SYS_gettid);
	atomic_store(&p->tid, horn_tid);
	atomic_store(&horn_cur, p);
	horn_pause_wait(p); // a pause asked before the check began
	Z3_lbool r = Z3_solver_check_assumptions(c, s, n, xs);
	atomic_store(&horn_cur, NULL);
	atomic_store(&p->tid, 0);
	return r;
}

// Setting the flag then reading tid here, and storing tid then reading the
// flag in horn_pause_check (all sequentially consistent), mean a check
// starting meanwhile sees the flag or is signalled.
void horn_pause_stop(horn_pause *p) {
	atomic_store(&p->paused, 1);
	int tid = atomic_load(&p->tid);
	if (tid != 0)
		syscall(SYS_tgkill, getpid(), tid, horn_pause_signal());
}

void horn_pause_resume(horn_pause *p) {
	atomic_store(&p->paused, 0);
	syscall(SYS_futex, (int *)&p->paused, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

// The interposed entry points. glibc exports its allocator under
// __libc_* names for exactly this; the mutex functions are looked up
// (dlsym with RTLD_NEXT, which takes no pthread mutex) at their first
// call.
extern void *__libc_malloc(size_t);
extern void __libc_free(void *);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void *__libc_valloc(size_t);
extern void *__libc_pvalloc(size_t);

typedef int (*horn_mutex_fn)(pthread_mutex_t *);
static horn_mutex_fn _Atomic horn_real_lock, horn_real_trylock, horn_real_unlock;

static horn_mutex_fn horn_real(horn_mutex_fn _Atomic *fn, const char *name) {
	horn_mutex_fn f = atomic_load(fn);
	if (f == NULL) {
		f = (horn_mutex_fn)dlsym(RTLD_NEXT, name);
		if (f == NULL)
			abort(); // no pthread_mutex functions at all: nothing can run
		atomic_store(fn, f);
	}
	return f;
}

void *malloc(size_t n) {
	horn_enter();
	void *r = __libc_malloc(n);
	horn_leave();
	return r;
}

void free(void *p) {
	horn_enter();
	__libc_free(p);
	horn_leave();
}

void *calloc(size_t k, size_t n) {
	horn_enter();
	void *r = __libc_calloc(k, n);
	horn_leave();
	return r;
}

void *realloc(void *p, size_t n) {
	horn_enter();
	void *r = __libc_realloc(p, n);
	horn_leave();
	return r;
}

void *memalign(size_t a, size_t n) {
	horn_enter();
	void *r = __libc_memalign(a, n);
	horn_leave();
	return r;
}

void *aligned_alloc(size_t a, size_t n) { return memalign(a, n); }

int posix_memalign(void **out, size_t a, size_t n) {
	if (a % sizeof(void *) != 0 || (a & (a - 1)) != 0 || a == 0)
		return EINVAL;
	int e = errno;
	void *r = memalign(a, n);
	if (r == NULL) {
		errno = e;
		return ENOMEM;
	}
	*out = r;
	return 0;
}

void *valloc(size_t n) {
	horn_enter();
	void *r = __libc_valloc(n);
	horn_leave();
	return r;
}

void *pvalloc(size_t n) {
	horn_enter();
	void *r = __libc_pvalloc(n);
	horn_leave();
	return r;
}

// horn_locked takes a mutex through fn, counting it held from before
// the call (a signal while the thread waits for the mutex is taken once
// it has let it go again).
static int horn_locked(horn_mutex_fn _Atomic *fn, const char *name, pthread_mutex_t *m) {
	horn_enter();
	int r = horn_real(fn, name)(m);
	if (r != 0)
		horn_leave();
	return r;
}

int pthread_mutex_lock(pthread_mutex_t *m) { return horn_locked(&horn_real_lock, "pthread_mutex_lock", m); }

int pthread_mutex_trylock(pthread_mutex_t *m) { return horn_locked(&horn_real_trylock, "pthread_mutex_trylock", m); }

int pthread_mutex_unlock(pthread_mutex_t *m) {
	int r = horn_real(&horn_real_unlock, "pthread_mutex_unlock")(m);
	if (r == 0)
		horn_leave();
	return r;
}
