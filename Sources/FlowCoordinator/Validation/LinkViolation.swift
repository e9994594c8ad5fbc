/// A link value outside what its type allows: which value, what it held, and what was expected,
/// as in "bad quantity "500": expected a quantity from 1 to 10".
public struct LinkViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value's name, such as `quantity`.
    public let name: String
    /// The value as text, as it was (``message`` quotes it shortened and escaped).
    public let value: String
    /// What the value may be, such as "a quantity from 1 to 10".
    public let expected: String

    /// A violation of the value called `name`, which held `value` and should have been `expected`.
    public init(_ name: String, value: some CustomStringConvertible, expected: String) {
        self.name = name
        self.value = value.description
        self.expected = expected
    }

    /// A violation unless `condition` holds: `LinkViolation.unless(range.contains(n), "n", n, expected: …)`.
    public static func unless(
        _ condition: Bool, _ name: String, _ value: some CustomStringConvertible, expected: String
    ) -> LinkViolation? {
        condition ? nil : LinkViolation(name, value: value, expected: expected)
    }

    /// One line, fit for a terminal: the value is quoted, escaped and shortened.
    public var message: String {
        "bad \(name) \(DeepLinkError.quoted(value)): expected \(expected)"
    }

    /// The same as ``message``.
    public var description: String { message }
}
