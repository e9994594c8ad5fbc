/// Turns a saved state from one version of an app's links into the next, so an upgrade opens
/// where the user was instead of setting the file aside.
///
/// An app that changes a link type (renames a case, adds an associated value without a default)
/// adds a migration from the version its files have now, in the same commit, and keeps every
/// migration it ever shipped. The archive runs them in order on load, from the version a file
/// was written with; a file written by a newer build is refused (see ``StateArchive``).
///
/// ```swift
/// let archive = StateArchive(registry: registry, migrations: [
///     // Version 2 renamed the item link's case `detail` to `item`.
///     .links(named: "item", from: 1) { value in
///         if let detail = value["detail"] { value = ["item": detail] }
///     },
/// ])
/// ```
public struct StateMigration: Sendable {
    /// The links version this migration reads; it writes `from + 1`.
    public let from: Int
    let migrate: @Sendable (inout JSONValue) throws -> Void

    /// A migration of the whole document, for changes that move things between links: `migrate`
    /// gets the document as read (throw to refuse it).
    public static func document(from version: Int, _ migrate: @escaping @Sendable (inout JSONValue) throws -> Void) -> StateMigration {
        StateMigration(from: version, migrate: migrate)
    }

    /// A migration of every link registered as `name`, wherever it is (pushed, presented, in a
    /// cover's stack): `migrate` gets the link's value (its own Codable form).
    public static func links(named name: String, from version: Int,
                             _ migrate: @escaping @Sendable (inout JSONValue) throws -> Void) -> StateMigration {
        StateMigration(from: version) { document in
            // Entries and presentations hold their link as {"type": NAME, "value": VALUE}.
            try document.visitAll { holder in
                guard var link = holder["link"], link["type"]?.stringValue == name, var value = link["value"] else { return }
                try migrate(&value)
                link["value"] = value
                holder["link"] = link
            }
        }
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// An object of `elements`; a key given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }

    /// The string `value`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// The whole number `value`.
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }
}
