/// Follows the navigation of the levels read while it tracks (``track(_:)``): it is called once,
/// before the path, presentation, presented level or dialog of any of them next changes, as
/// `withObservationTracking`'s `onChange` would be.
///
/// An adapter reads every level of a window at each change it applies; Observation hashes,
/// registers and cancels a key path per level and per change, which cost each push+pop in a
/// window 45,000 instructions (0.7 %) more than the same GTK calls in C. A level keeps its
/// observers in a short list instead. Reads outside ``track(_:)`` are observed by Observation as
/// before, and so are changes: an app's own observation of a ``FlowState`` sees no difference.
///
/// One observer is made once per reader and used for each of its reads: a level lists it at most
/// once, so the list stays as long as the number of readers.
@MainActor
package final class NavigationObserver {
    /// The observer the levels read now are listed with, instead of Observation's tracking.
    static var current: NavigationObserver?

    private let willChange: @MainActor () -> Void
    /// Whether a level read since the last call may call it: as Observation's `onChange`, it is
    /// called once per reading, however many of the levels read change.
    private var isArmed = false

    /// - Parameter willChange: called before a change of a level read while tracking, once per
    ///   reading: a level forgets its observers as it calls them.
    package init(willChange: @escaping @MainActor () -> Void) {
        self.willChange = willChange
    }

    /// Runs `body`: the navigation of every level it reads is followed by this observer, not by
    /// Observation (anything else it reads still is).
    package func track<Result>(_ body: () throws -> Result) rethrows -> Result {
        let outer = Self.current
        Self.current = self
        isArmed = true
        defer { Self.current = outer }
        return try body()
    }

    func levelWillChange() {
        guard isArmed else { return }
        isArmed = false
        willChange()
    }
}

/// A level's observers (``NavigationObserver``): a list, in which each is once.
@MainActor
struct NavigationObservers {
    private var observers: [NavigationObserver] = []

    /// Lists `observer`, unless it is listed.
    mutating func add(_ observer: NavigationObserver) {
        for listed in observers where listed === observer { return }
        observers.append(observer)
    }

    /// Empties the list and calls each observer that was in it.
    mutating func callAll() {
        guard !observers.isEmpty else { return }
        let called = observers
        observers = []
        for observer in called { observer.levelWillChange() }
    }
}
