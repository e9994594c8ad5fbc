internal import FlowStandardStreams

/// A record of every change of navigation, with its cause and the guards asked on the way, in
/// bounded memory: what a bug report needs, what the GTK Inspector's Navigation page shows, and
/// what ``swiftTest(named:importing:registry:links:ending:)`` turns into a test.
///
/// A ``WindowsState`` keeps one for all its windows (``WindowsState/journal``); a `FlowState`
/// or a `TabFlowState` on its own records into one given to ``FlowState/record(in:as:)``. With
/// `FLOW_DEBUG=1` in the environment, each record is also written to standard error as it is
/// made.
///
/// ```swift
/// let journal = NavigationJournal()
/// state.record(in: journal, as: "catalogue")
/// state.push(ItemsLink.detail(mouse))
/// journal.records.last?.description   // "#1 catalogue · program · push [ItemsLink.detail(…)#3]"
/// ```
@MainActor
public final class NavigationJournal {
    /// How many records it keeps: the oldest go first.
    public let capacity: Int
    /// Whether each record is written to standard error as it is made (`FLOW_DEBUG=1`).
    public var printsRecords: Bool
    /// The records kept, oldest first.
    public var records: [JournalRecord] {
        Array(ring[start...] + ring[..<start])
    }
    /// How many records were made in all, those dropped included.
    public private(set) var count = 0

    private var ring: [JournalRecord] = []
    private var start = 0
    private var observers: [Int: @MainActor (JournalRecord) -> Void] = [:]
    private var nextObserver = 0

    /// A journal keeping the last `capacity` records, writing each to standard error when
    /// `printsRecords` says so, or by default when `FLOW_DEBUG` is `1`.
    public init(capacity: Int = 1000, printsRecords: Bool? = nil) {
        precondition(capacity > 0, "NavigationJournal needs room for a record")
        self.capacity = capacity
        self.printsRecords = printsRecords ?? (environmentVariable("FLOW_DEBUG") == "1")
        ring.reserveCapacity(capacity)
    }

    /// Calls `onRecord` with every record made from now on, until the returned observation is
    /// cancelled (or dropped).
    public func observe(_ onRecord: @escaping @MainActor (JournalRecord) -> Void) -> JournalObservation {
        let key = nextObserver
        nextObserver += 1
        observers[key] = onRecord
        return JournalObservation { [weak self] in self?.observers[key] = nil }
    }

    /// Forgets every record kept (the count goes on).
    public func removeAll() {
        ring.removeAll(keepingCapacity: true)
        start = 0
    }

    // MARK: Recording

    /// Records `change` of `level`, with the cause and guards of the navigation under way.
    func record(_ change: JournalChange, on level: FlowState) {
        var depth = 0
        var root = level
        while let presenter = root.presenter {
            depth += 1
            root = presenter
        }
        record(change, place: root.journalPlace, level: depth)
    }

    /// Records `change` of `place`, at `level`.
    func record(_ change: JournalChange, place: String, level: Int = 0) {
        count += 1
        let guards = Self.pendingGuards
        if !guards.isEmpty { Self.pendingGuards = [] }
        let record = JournalRecord(number: count, place: place, level: level, origin: Self.origin, change: change, guards: guards)
        if ring.count < capacity {
            ring.append(record)
        } else {
            ring[start] = record
            start = (start + 1) % capacity
        }
        if printsRecords {
            var standardError = StandardStream.error
            print("flow: \(record)", to: &standardError)
        }
        if !observers.isEmpty {
            for observer in observers.values { observer(record) }
        }
    }

    // MARK: The navigation under way

    /// What causes the changes made now: `.program` unless a navigation says otherwise.
    static var origin = JournalOrigin.program
    /// The guards asked for the navigation under way, not yet recorded with a change.
    static var pendingGuards: [JournalGuard] = []

    /// Runs `body` as a navigation caused by `origin`; inside a navigation with a cause already
    /// (a link that restores a state), that cause stays.
    static func during<Result>(_ origin: JournalOrigin, _ body: () throws -> Result) rethrows -> Result {
        guard self.origin == .program, origin != .program else { return try body() }
        self.origin = origin
        defer {
            self.origin = .program
            pendingGuards = []
        }
        return try body()
    }

    /// Notes a guard's answer, recorded with the change that follows.
    static func note(_ screen: FlowID, answered answer: JournalGuard.Answer) {
        pendingGuards.append(JournalGuard(screen: screen, answer: answer))
    }
}

/// Stops the calls of a ``NavigationJournal/observe(_:)`` when cancelled or dropped.
@MainActor
public final class JournalObservation {
    private var cancelHandler: (@MainActor () -> Void)?

    init(_ cancel: @escaping @MainActor () -> Void) {
        cancelHandler = cancel
    }

    /// Stops the calls.
    public func cancel() {
        cancelHandler?()
        cancelHandler = nil
    }

    isolated deinit {
        cancelHandler?()
    }
}

extension FlowState {
    /// Records every change of this root level and the levels presented over it in `journal`,
    /// as the place `place` ("window 1 · items"). A `WindowsState` does this for each window's
    /// tabs; call it for a state shown on its own.
    public func record(in journal: NavigationJournal?, as place: String) {
        self.journal = journal
        journalPlace = place
    }

    /// The journal this state's changes are recorded in, if any (its root level's).
    public var recordingJournal: NavigationJournal? { root.journal }
}
