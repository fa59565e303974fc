package preprocess

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/horn-chc/horn/chc"
)

// Pipeline applies passes in order; its back map applies theirs in reverse.
// A Pipeline is itself a Pass.
type Pipeline struct {
	Passes []Pass
}

// Result is what a pipeline returns: the preprocessed system, the way back
// to witnesses of the input, and one statistics row per pass application.
type Result struct {
	System *chc.System
	Back   BackMap
	Stats  []Stat
}

// Name returns "pipeline".
func (Pipeline) Name() string { return "pipeline" }

// Apply runs the passes and drops the statistics.
func (p Pipeline) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	r, err := p.Run(ctx, s)
	if err != nil {
		return nil, nil, err
	}
	return r.System, r.Back, nil
}

// Run runs the passes on s. A done ctx stops it between passes and inside
// them, with an error wrapping ctx.Err().
func (p Pipeline) Run(ctx context.Context, s *chc.System) (*Result, error) {
	var stats []Stat
	out, back, err := p.run(ctx, s, "", &stats)
	if err != nil {
		return nil, err
	}
	return &Result{System: out, Back: back, Stats: stats}, nil
}

// group is a pass made of passes, which records a statistics row per inner
// application.
type group interface {
	run(ctx context.Context, s *chc.System, prefix string, stats *[]Stat) (*chc.System, BackMap, error)
}

func (p Pipeline) run(ctx context.Context, s *chc.System, prefix string, stats *[]Stat) (*chc.System, BackMap, error) {
	backs := make([]BackMap, 0, len(p.Passes))
	for _, pass := range p.Passes {
		out, back, err := applyOne(ctx, pass, s, prefix, stats)
		if err != nil {
			return nil, nil, err
		}
		s = out
		backs = append(backs, back)
	}
	return s, Compose(backs...), nil
}

// applyOne applies pass to s, recording its statistics.
func applyOne(ctx context.Context, pass Pass, s *chc.System, prefix string, stats *[]Stat) (*chc.System, BackMap, error) {
	if g, ok := pass.(group); ok {
		return g.run(ctx, s, prefix+pass.Name()+"/", stats)
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, fmt.Errorf("%s%s: %w", prefix, pass.Name(), err)
	}
	start := time.Now()
	before := SizeOf(s)
	out, back, err := pass.Apply(ctx, s)
	if err != nil {
		return nil, nil, fmt.Errorf("%s%s: %w", prefix, pass.Name(), err)
	}
	st := Stat{Pass: prefix + pass.Name(), Before: before, After: SizeOf(out), Time: time.Since(start)}
	if n, ok := back.(Noter); ok {
		st.Note = n.Note()
	}
	if _, ok := back.(refusal); ok {
		back = Identity
	}
	*stats = append(*stats, st)
	return out, back, nil
}

// Fixpoint repeats its passes, in order, as long as a round makes the system
// smaller (Size.Less), at most MaxRounds times. It is a Pass.
type Fixpoint struct {
	Passes    []Pass
	MaxRounds int // 0: 8
}

// Name returns "fixpoint".
func (Fixpoint) Name() string { return "fixpoint" }

// Apply runs the rounds and drops the statistics.
func (fp Fixpoint) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	var stats []Stat
	return fp.run(ctx, s, "", &stats)
}

func (fp Fixpoint) run(ctx context.Context, s *chc.System, prefix string, stats *[]Stat) (*chc.System, BackMap, error) {
	rounds := fp.MaxRounds
	if rounds <= 0 {
		rounds = 8
	}
	var backs []BackMap
	for i := 1; i <= rounds; i++ {
		before := SizeOf(s)
		out, back, err := Pipeline{fp.Passes}.run(ctx, s, fmt.Sprintf("%s%d/", prefix, i), stats)
		if err != nil {
			return nil, nil, err
		}
		s = out
		backs = append(backs, back)
		if !SizeOf(s).Less(before) {
			break
		}
	}
	return s, Compose(backs...), nil
}

// WriteStats writes stats as a table: one row per pass application with the
// clauses, predicates and arguments before and after, and the time.
func WriteStats(w io.Writer, stats []Stat) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "clauses\t→\tpreds\t→\targs\t→\ttime ms\t  pass")
	var total time.Duration
	for _, st := range stats {
		name := st.Pass
		if st.Note != "" {
			name += " (" + st.Note + ")"
		}
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%d\t%.1f\t  %s\n", st.Before.Clauses, st.After.Clauses,
			st.Before.Preds, st.After.Preds, st.Before.Args, st.After.Args, ms(st.Time), name)
		total += st.Time
	}
	if len(stats) > 0 {
		first, last := stats[0].Before, stats[len(stats)-1].After
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%d\t%.1f\t  %s\n", first.Clauses, last.Clauses,
			first.Preds, last.Preds, first.Args, last.Args, ms(total), "total")
	}
	return tw.Flush()
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// Default returns the pipeline horn solve runs: split records (simplified
// first when there are any, see OnRecords), simplify, slice and specialize
// once, then inline, unfold, simplify and slice until the system stops
// shrinking. It does not translate bit-vectors to integers: on the
// bv/ set that helps some files and hurts others (see BV2Int), so it is
// asked for by name ("bv2int,default").
func Default() Pipeline {
	return Pipeline{Passes: []Pass{
		OnRecords{Simplify{}},
		SplitRecords{},
		SplitRecordArrays{},
		Simplify{},
		Slice{},
		Specialize{},
		Fixpoint{Passes: []Pass{Inline{}, Unfold{}, Simplify{}, Slice{}}},
	}}
}

// Light returns the passes of Default whose back maps need no quantifier
// elimination: split records (simplified first when there are any),
// simplify, slice and specialize. A caller
// whose model could not be mapped back through Default can solve again
// after Light.
func Light() Pipeline {
	return Pipeline{Passes: []Pass{OnRecords{Simplify{}}, SplitRecords{}, SplitRecordArrays{}, Simplify{}, Slice{}, Specialize{}}}
}

// registry is the one table of the names Named knows, in the order help
// lists them: each name with the passes it stands for.
var registry = []struct {
	name   string
	passes func() []Pass
}{
	{"split-records", func() []Pass { return []Pass{SplitRecords{}} }},
	{"split-record-arrays", func() []Pass { return []Pass{SplitRecordArrays{}} }},
	{"simplify", func() []Pass { return []Pass{Simplify{}} }},
	{"slice", func() []Pass { return []Pass{Slice{}} }},
	{"slice-preds", func() []Pass { return []Pass{Slice{NoArgs: true}} }},
	{"specialize", func() []Pass { return []Pass{Specialize{}} }},
	{"inline", func() []Pass { return []Pass{Inline{}} }},
	{"unfold", func() []Pass { return []Pass{Unfold{}} }},
	{"partition", func() []Pass { return []Pass{Partition{}} }},
	{"split-locals", func() []Pass { return []Pass{SplitLocals{}} }},
	{"bv2int", func() []Pass { return []Pass{BV2Int{}} }},
	{"bv2int-mod", func() []Pass { return []Pass{BV2Int{UseMod: true}} }},
	{"bv2int-unsigned", func() []Pass { return []Pass{BV2Int{Repr: ReprUnsigned}} }},
	{"bv2int-nowrap", func() []Pass { return []Pass{BV2Int{Wrap: WrapError}} }},
	{"bv2int-assume", func() []Pass { return []Pass{BV2Int{Wrap: WrapAssumed}} }},
	{"default", func() []Pass { return Default().Passes }},
	{"light", func() []Pass { return Light().Passes }},
	{"none", func() []Pass { return nil }},
}

// PassNames are the names Named knows, in the order help lists them.
func PassNames() []string {
	names := make([]string, len(registry))
	for i, r := range registry {
		names[i] = r.name
	}
	return names
}

// Named returns the passes named in a comma-separated list (PassNames), for
// the command line; "default" and "light" name the pipelines Default and
// Light, "none" (or an empty list) no pass.
func Named(list string) (Pipeline, error) {
	var p Pipeline
next:
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		for _, r := range registry {
			if r.name == name {
				p.Passes = append(p.Passes, r.passes()...)
				continue next
			}
		}
		return Pipeline{}, fmt.Errorf("unknown pass %q (have: %s)", name, strings.Join(PassNames(), ", "))
	}
	return p, nil
}
