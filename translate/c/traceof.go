package c

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/boogie"
	"github.com/horn-chc/horn/translate/c/replay"
)

// ErrTraceTooLong is wrapped by TraceOf's error when the execution is
// too long for a trace of steps.
var ErrTraceTooLong = boogie.ErrTooLong

// TraceOf runs horn's interpreter of the lowered program on the given
// nondet values (in order; every other havocked variable — an
// uninitialised local, a helper of the bitwise operators — takes its
// sort's default) and maps the execution to a C trace, which must end in
// reach_error having consumed exactly those values. ctx bounds the run.
func (tr *Translation) TraceOf(ctx context.Context, values []replay.Nondet) (*Trace, error) {
	if tr.opt.CheckOverflow {
		return nil, errors.New("the trace of a no-overflow check is not made from nondet values")
	}
	k := 0
	havoc := func(proc, name string, s chc.Sort) (chc.Value, error) {
		info, ok := tr.nondets[nondetKey(proc, name)]
		if !ok {
			return chc.DefaultValue(s), nil
		}
		if k >= len(values) {
			return chc.Value{}, fmt.Errorf("%s at %s asks for value %d of %d", info.fn, info.pos, k+1, len(values))
		}
		v := values[k]
		if v.Func != info.fn {
			return chc.Value{}, fmt.Errorf("%s at %s is called where the values have %s", info.fn, info.pos, v.Func)
		}
		k++
		return chc.IntValue(v.Value), nil
	}
	if len(tr.bt.Entries) != 1 {
		return nil, fmt.Errorf("the lowered program has %d entries", len(tr.bt.Entries))
	}
	bt, err := tr.bt.Execute(ctx, tr.bt.Entries[0].Name, boogie.ExecOptions{Havoc: havoc})
	if err != nil {
		return nil, err
	}
	if k != len(values) {
		return nil, fmt.Errorf("the execution fails after %d of the %d values", k, len(values))
	}
	t := tr.cTrace(bt)
	if len(t.Steps) == 0 || !t.Steps[len(t.Steps)-1].Error {
		return nil, errors.New("the execution fails elsewhere than at reach_error")
	}
	return t, nil
}
