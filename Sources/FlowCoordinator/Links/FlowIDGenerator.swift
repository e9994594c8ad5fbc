import Synchronization

/// Hands out identities in order from a chosen start, in place of the process-wide counter, for
/// code that runs with it as ``FlowID/generator`` (tests whose expected states spell identities
/// out: `0, 1, 2…` in the order the state makes them).
///
/// Identities from a generator are unique among themselves only: keep everything a test compares
/// inside one generator's scope.
public final class FlowIDGenerator: Sendable {
    /// The raw value the next identity gets.
    private let upcoming: Atomic<UInt64>

    /// A generator whose first identity is `first`.
    public init(first: UInt64 = 0) {
        upcoming = Atomic(first)
    }

    /// The next identity in order.
    public func next() -> FlowID {
        FlowID(rawValue: upcoming.wrappingAdd(1, ordering: .relaxed).oldValue)
    }

    /// Makes sure `next()` never returns `id` or anything below it.
    func reserve(through id: FlowID) {
        var current = upcoming.load(ordering: .relaxed)
        while current <= id.rawValue {
            let (exchanged, original) = upcoming.compareExchange(
                expected: current, desired: id.rawValue &+ 1, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }
}
