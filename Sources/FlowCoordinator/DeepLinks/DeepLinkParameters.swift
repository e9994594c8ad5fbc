/// The values a link has given so far, by name: the path parameters of the segments read before
/// a route, and the link's query parameters.
///
/// A route reads them typed, so a segment later in a link can use what came before it:
/// `notes://note/42/edit` is one route `note/{id}/edit`, whose `edit` step reads `id`.
///
/// ```swift
/// let id = parameters.value("id", as: Int.self)   // 42
/// let text = parameters.text("id")                // "42", as the link spelled it
/// ```
public struct DeepLinkParameters: Sendable, CustomStringConvertible {
    /// A value and the text it was read from (or is written as).
    private struct Entry: Sendable {
        let text: String
        let value: any Sendable
    }

    private var entries: [String: Entry] = [:]
    /// The names, in the order they were given.
    public private(set) var names: [String] = []

    /// No values.
    public init() {}

    /// The value of `name`, when the link gave it and it is a `Value`.
    public func value<Value>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        entries[name]?.value as? Value
    }

    /// The text of `name` as the link spelled it (decoded), or as a link would write it.
    public func text(_ name: String) -> String? {
        entries[name]?.text
    }

    /// These values and `name` set to `value`, written as its `description`: how a route reads
    /// its values back from a target's steps to write a link.
    public func setting(_ name: String, to value: some CustomStringConvertible & Sendable) -> DeepLinkParameters {
        var copy = self
        copy.set(name, text: value.description, value: value)
        return copy
    }

    /// Sets `name` to `value`, read from `text`.
    mutating func set(_ name: String, text: String, value: any Sendable) {
        if entries[name] == nil { names.append(name) }
        entries[name] = Entry(text: text, value: value)
    }

    /// These values with `name` taken from `other`, when `other` has it.
    func taking(_ name: String, from other: DeepLinkParameters) -> DeepLinkParameters? {
        guard let entry = other.entries[name] else { return nil }
        var copy = self
        copy.set(name, text: entry.text, value: entry.value)
        return copy
    }

    /// The values as `name=text`, for logs and test failures.
    public var description: String {
        names.map { "\($0)=\(entries[$0]?.text ?? "")" }.joined(separator: " ")
    }
}
