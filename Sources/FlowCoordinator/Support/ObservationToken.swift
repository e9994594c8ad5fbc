import Observation

/// What observers follow for a property of a generic class, in place of the property itself.
///
/// Observation is told of every read under tracking with a key path into the object read. A key
/// path into a class that is not generic is made once; one into a generic class
/// (`TabFlowState<Tab>`, `WindowsState<Window>`) is made anew at each read: 18,000 instructions
/// (`swift_getKeyPath`), more than Observation's own work. Such a property reads and changes its
/// value through a token, a class that is not generic, so observers are told of both through
/// the token:
///
/// ```swift
/// @ObservationIgnored private let selection = ObservationToken()
/// @ObservationIgnored private var selectedStorage: Tab
/// public private(set) var selectedTab: Tab {
///     get { selection.read(); return selectedStorage }
///     set { selection.change { selectedStorage = newValue } }
/// }
/// ```
///
/// Like a ``FlowState`` level, it tells an adapter's ``NavigationObserver`` of its changes without
/// Observation, when the adapter read it while tracking.
@MainActor
final class ObservationToken: Observable {
    private let registrar = ObservationRegistrar()
    private var observers = NavigationObservers()

    init() {}

    /// Tells the observer tracking now, or else Observation, of a read.
    func read() {
        if let observer = NavigationObserver.current {
            observers.add(observer)
        } else {
            registrar.access(self, keyPath: \.changes)
        }
    }

    /// Makes `change`, its observers told before.
    func change<Result>(_ change: () throws -> Result) rethrows -> Result {
        observers.callAll()
        return try registrar.withMutation(of: self, keyPath: \.changes, change)
    }

    /// What reads and changes are told to Observation as.
    private var changes: Void { () }
}
