/// A typed parameter a link may carry, declared by name: a `{name}` segment of a route's
/// pattern, or a query parameter of a router (`?page=2`).
///
/// Its text is parsed into a value the routes read from ``DeepLinkParameters``; text that does not
/// parse is a ``DeepLinkError/badParameter(name:value:expected:)`` saying what was `expected`.
public struct DeepLinkParameter: Sendable {
    /// The name routes read the value by.
    public let name: String
    /// What the parameter takes, for error messages ("a whole number from 1 to 10").
    public let expected: String
    /// The value of a parameter's text, or `nil` when the text is not acceptable.
    let parse: @Sendable (String) -> (any Sendable)?

    /// A parameter whose text `parse` turns into a value, or rejects with `nil`. The value's
    /// `description` must be the text that parses back to it, for turning a target into a link.
    public init<Value: Sendable>(_ name: String, expected: String, parse: @escaping @Sendable (String) -> Value?) {
        self.name = name
        self.expected = expected
        self.parse = { text in parse(text) }
    }

    /// A parameter read with `Value`'s own initializer from text.
    public static func value<Value: LosslessStringConvertible & Sendable>(
        _ name: String, _ type: Value.Type, expected: String? = nil
    ) -> DeepLinkParameter {
        DeepLinkParameter(name, expected: expected ?? "a valid \(Value.self)") { Value($0) }
    }

    /// A whole number, within `range` when one is given.
    public static func int(_ name: String, in range: ClosedRange<Int>? = nil, expected: String? = nil) -> DeepLinkParameter {
        let described = range.map { "a whole number from \($0.lowerBound) to \($0.upperBound)" } ?? "a valid Int"
        return DeepLinkParameter(name, expected: expected ?? described) { text in
            Int(text).flatMap { range?.contains($0) ?? true ? $0 : nil }
        }
    }

    /// Any text.
    public static func string(_ name: String, expected: String = "some text") -> DeepLinkParameter {
        DeepLinkParameter(name, expected: expected) { $0 }
    }
}
