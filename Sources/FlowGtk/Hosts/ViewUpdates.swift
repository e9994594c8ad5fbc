import Observation

/// Keeps widgets in step with an `@Observable` view model.
///
/// ```swift
/// ViewUpdates.keep { [weak self] in
///     guard let self else { return false }   // the page is gone: stop
///     self.total.text = self.model.totalText
///     return true
/// }
/// ```
///
/// `render` runs now, and again (once, before the next frame) after any property it read changes,
/// until it returns `false`.
@MainActor
public enum ViewUpdates {
    /// Runs `render` now and again after any observable property it read changes, until it returns `false`.
    public static func keep(_ render: @escaping @MainActor () -> Bool) {
        let run = Run()
        let keepGoing = withObservationTracking(render) {
            MainActor.assumeIsolated {
                guard !run.stopped else { return }
                GtkRuntime.runWhenIdle { keep(render) }
            }
        }
        run.stopped = !keepGoing
    }

    /// Whether a run of `render` returned `false`: a change of what it read then runs it no more.
    @MainActor
    private final class Run {
        var stopped = false
    }
}
