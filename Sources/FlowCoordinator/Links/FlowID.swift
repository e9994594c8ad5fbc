import Synchronization

/// The identity of one entry, presentation or dialog in a navigation state.
///
/// Identities are unique for the life of the process, so the same link pushed twice makes two
/// entries, and a late event from the screen that names an entry already gone can be recognised
/// and ignored. They survive restoration, so a restored state compares equal to the saved one.
public struct FlowID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The number behind the identity; what a saved state stores.
    public let rawValue: UInt64

    /// The identity with this number, as read from a saved state.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Where `next()` takes identities from in the current task, instead of the process-wide
    /// counter; `nil` (the default) for the counter. Tests set it with `withValue` (or
    /// FlowCoordinatorTesting's `withDeterministicIDs`) so identities start at 0 in every test.
    @TaskLocal public static var generator: FlowIDGenerator?

    /// A new identity, never handed out before in this process (or by the current task's
    /// ``generator``, when it has one).
    public static func next() -> FlowID {
        if let generator { return generator.next() }
        return FlowID(rawValue: counter.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// Makes sure `next()` never returns `id` or anything below it (used after decoding a saved
    /// state, whose identities came from an earlier process).
    static func reserve(through id: FlowID) {
        if let generator {
            generator.reserve(through: id)
            return
        }
        var current = counter.load(ordering: .relaxed)
        while current < id.rawValue {
            let (exchanged, original) = counter.compareExchange(
                expected: current, desired: id.rawValue, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// Orders identities by when they were made.
    public static func < (lhs: FlowID, rhs: FlowID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number after a hash sign, as in `#12`.
    public var description: String { "#\(rawValue)" }

    /// Reads an identity written by ``encode(to:)``: a bare number.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    /// Writes the identity as a bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    private static let counter = Atomic<UInt64>(0)
}
