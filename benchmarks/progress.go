package benchmarks

import (
	"context"
	"slices"
	"sync"
	"time"
)

// An EventKind says what an Event reports.
type EventKind int

// Kinds of events.
const (
	JobStarted  EventKind = iota + 1 // Job has started
	JobFinished                      // Job has finished with Result
	Tick                             // time has passed: Running says for how long each job has run
	Warning                          // Message warns of something the run found
)

// An Event reports the progress of RunAll. Every event carries the state
// of the run at Time: the jobs running and the counts so far.
type Event struct {
	Kind    EventKind
	Time    time.Time
	Job     Job       // JobStarted, JobFinished
	Result  Result    // JobFinished
	Message string    // Warning
	Running []Running // jobs running at Time, in the order they started
	Start   time.Time // when the run started
	Done    int       // jobs finished in this run
	Total   int       // jobs to run in this run (finished ones found in the output folder not counted)
	Solved  int       // finished jobs that are solved (Result.Solved)
	Wrong   int       // finished jobs with a wrong answer
}

// Running is a job that is running.
type Running struct {
	Job     Job
	Started time.Time
}

// Elapsed is how long the job has run at now.
func (r Running) Elapsed(now time.Time) time.Duration { return now.Sub(r.Started) }

// DefaultProgressEvery is how often RunAll reports the running jobs when
// Config.ProgressEvery is zero.
const DefaultProgressEvery = 500 * time.Millisecond

// tracker keeps the state of a run and sends it to the event callback,
// one event at a time.
type tracker struct {
	mu      sync.Mutex
	emit    func(Event)
	now     func() time.Time
	state   Event
	running []Running
}

func newTracker(emit func(Event), now func() time.Time, total int) *tracker {
	if now == nil {
		now = time.Now
	}
	t := &tracker{emit: emit, now: now}
	t.state.Start, t.state.Total = now(), total
	return t
}

// send emits e with the current state; t.mu is held.
func (t *tracker) send(e Event) {
	if t.emit == nil {
		return
	}
	e.Time = t.now()
	e.Running = slices.Clone(t.running)
	e.Start, e.Done, e.Total, e.Solved, e.Wrong = t.state.Start, t.state.Done, t.state.Total, t.state.Solved, t.state.Wrong
	t.emit(e)
}

func (t *tracker) started(j Job) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.running = append(t.running, Running{Job: j, Started: t.now()})
	t.send(Event{Kind: JobStarted, Job: j})
}

// finished records r; stopped removes a job that ended without a result
// (the run was cancelled).
func (t *tracker) finished(j Job, r Result) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.remove(j)
	t.state.Done++
	if r.Solved() {
		t.state.Solved++
	}
	if r.Wrong {
		t.state.Wrong++
	}
	t.send(Event{Kind: JobFinished, Job: j, Result: r})
}

func (t *tracker) stopped(j Job) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.remove(j)
}

func (t *tracker) remove(j Job) {
	t.running = slices.DeleteFunc(t.running, func(r Running) bool { return r.Job.Key() == j.Key() })
}

func (t *tracker) tick() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.send(Event{Kind: Tick})
}

func (t *tracker) warn(msg string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.send(Event{Kind: Warning, Message: msg})
}

// ticking sends a Tick on every value of ticks until ctx is done.
func (t *tracker) ticking(ctx context.Context, ticks <-chan time.Time) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticks:
			t.tick()
		}
	}
}
