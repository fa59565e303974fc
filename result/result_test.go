package result

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
)

func TestUnknownVocabulary(t *testing.T) {
	r := Unknown(Bound, "depth %d reached", 7)
	if r.Status != chc.Unknown || r.Reason != "bound: depth 7 reached" || WhyOf(r.Reason) != Bound {
		t.Fatalf("%+v", r)
	}
	if WhyOf("something else") != "" {
		t.Error("WhyOf of an unclassified reason")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	<-ctx.Done()
	if w := WhyOf(Stopped(ctx).Reason); w != Timeout {
		t.Errorf("deadline: %q", Stopped(ctx).Reason)
	}
	ctx, cancelCause := context.WithCancelCause(context.Background())
	cancelCause(errors.New("memory budget reached: 5000 MiB"))
	if w := WhyOf(Stopped(ctx).Reason); w != Memory {
		t.Errorf("memory: %q", Stopped(ctx).Reason)
	}
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	if w := WhyOf(Stopped(ctx).Reason); w != Interrupted {
		t.Errorf("cancel: %q", Stopped(ctx).Reason)
	}
}
