import FlowCoordinator
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
        Keeping(render).run()
    }

    /// One `render` kept up to date: the navigation of the levels it reads is followed by one
    /// ``NavigationObserver`` for all its runs (a level lists it once), the rest by Observation.
    @MainActor
    private final class Keeping {
        private let render: @MainActor () -> Bool
        /// Whether a run returned `false`: a change of what it read then runs it no more.
        private var stopped = false
        /// Whether the next run is waiting for the main loop (both followers may call).
        private var scheduled = false
        /// Held by the levels it follows, which let go of it as they call it: it holds this run in
        /// turn, so a render that reads only navigation is kept by them.
        private weak var observer: NavigationObserver?

        init(_ render: @escaping @MainActor () -> Bool) {
            self.render = render
        }

        func run() {
            scheduled = false
            let observer = self.observer ?? NavigationObserver { [self] in self.changed() }
            self.observer = observer
            let keepGoing = withObservationTracking { observer.track(render) } onChange: { [self] in
                MainActor.assumeIsolated { self.changed() }
            }
            stopped = !keepGoing
        }

        private func changed() {
            guard !stopped, !scheduled else { return }
            scheduled = true
            GtkRuntime.runWhenIdle { [self] in self.run() }
        }
    }
}
