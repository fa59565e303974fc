// Package result is the engine contract, a leaf every engine imports
// instead of the driver: an engine's [Result] (sat with a model, unsat
// with a derivation, unknown with a reason), its [Stats], the [Engine]
// interface, and one vocabulary of reasons for unknown ([Why]: timeout,
// interrupted, memory, bound, gave up, error), so that the driver, the
// command line and the bench reports read every engine's reasons alike.
//
//	func (e *myEngine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
//		if ctx.Err() != nil {
//			return result.Stopped(ctx), nil
//		}
//		return result.Unknown(result.Bound, "depth %d reached", 10), nil
//	}
//
// It imports only chc and the standard library.
package result
