/// The identity of one of an app's windows, as ``WindowsState`` hands them out: 1 for the first,
/// then counting up; a restored window keeps the identity it was saved with.
public struct WindowID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The number.
    public var rawValue: Int

    /// The window numbered `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The window numbered `rawValue`.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Whether `lhs` was handed out before `rhs`.
    public static func < (lhs: WindowID, rhs: WindowID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `w` and the number, as in `w2`.
    public var description: String { "w\(rawValue)" }
}
