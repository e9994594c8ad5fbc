/// Why a deep link could not be opened. Every case has a one-line ``message`` that names the
/// offending part of the link.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The link is empty.
    case empty
    /// The link is longer than the router accepts, in bytes.
    case tooLong(length: Int, limit: Int)
    /// The link has more path segments than the router accepts.
    case tooManySegments(count: Int, limit: Int)
    /// The text is not a link of the form `scheme://path`.
    case malformed(String)
    /// The link's scheme is not the router's.
    case wrongScheme(found: String, expected: String)
    /// A segment holds a percent sign that does not start a valid UTF-8 escape.
    case badEncoding(segment: String)
    /// The link has a query or a fragment, which links do not take.
    case unsupportedQuery(String)
    /// The link has a fragment (`#…`), which links do not take.
    case unsupportedFragment(String)
    /// A query item is not of the form `name=value`.
    case malformedQuery(String)
    /// The query names a parameter the router does not take; `known` are those it takes.
    case unknownQueryParameter(name: String, known: [String])
    /// The query gives the parameter `name` more than once.
    case repeatedQueryParameter(name: String)
    /// No route accepts `segment` at the place it appears, after the part of the link in `after`.
    case unknownRoute(segment: String, after: String)
    /// A parameter's text is not a value the route accepts (`expected` says what it takes).
    case badParameter(name: String, value: String, expected: String)
    /// The link stops at a segment that leads somewhere only with more after it.
    case incomplete(after: String, expected: String)

    /// One line, fit for a terminal or an alert.
    public var message: String {
        switch self {
        case .empty:
            "the link is empty"
        case .tooLong(let length, let limit):
            "the link is too long (\(length) bytes, at most \(limit))"
        case .tooManySegments(let count, let limit):
            "the link is too long (\(count) path segments, at most \(limit))"
        case .malformed(let link):
            "\(Self.quoted(link)) is not a link of the form scheme://path"
        case .wrongScheme(let found, let expected):
            "wrong scheme \(Self.quoted(found)): links start with \(expected)://"
        case .badEncoding(let segment):
            "bad percent-encoding in \(Self.quoted(segment))"
        case .unsupportedQuery(let part):
            "unexpected \(Self.quoted(part)): links take no query or fragment"
        case .unsupportedFragment(let part):
            "unexpected \(Self.quoted(part)): links take no fragment"
        case .malformedQuery(let item):
            "bad query \(Self.quoted(item)): expected name=value"
        case .unknownQueryParameter(let name, let known):
            "unknown query parameter \(Self.quoted(name)): links take " + Self.list(known.map { Self.quoted($0, limit: 20) })
        case .repeatedQueryParameter(let name):
            "query parameter \(Self.quoted(name)) is given more than once"
        case .unknownRoute(let segment, let after):
            "unknown route \(Self.quoted(segment)) after \(Self.escaped(after, limit: 80))"
        case .badParameter(let name, let value, let expected):
            "bad parameter \(name) \(Self.quoted(value)): expected \(expected)"
        case .incomplete(let after, let expected):
            "the link stops early, after \(Self.escaped(after, limit: 80)): expected \(expected) next"
        }
    }

    /// The same as ``message``.
    public var description: String { message }

    /// `words` joined with "or", the first three only.
    static func list(_ words: [String]) -> String {
        words.count <= 3 ? words.joined(separator: " or ") : words.prefix(3).joined(separator: ", ") + "…"
    }

    /// `text` in quotes, with control characters escaped and long text shortened, so a message
    /// stays on one line whatever the link held.
    static func quoted(_ text: String, limit: Int = 60) -> String {
        "\"\(escaped(text, limit: limit))\""
    }

    /// `text` with control characters escaped and shortened to `limit` Unicode scalars (not
    /// characters: one character can hold any number of combining marks).
    static func escaped(_ text: String, limit: Int) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || scalar == "\u{2028}" || scalar == "\u{2029}" {
                escaped += scalar.escaped(asASCII: true)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        if escaped.unicodeScalars.count > limit {
            escaped = String(String.UnicodeScalarView(escaped.unicodeScalars.prefix(limit))) + "…"
        }
        return escaped
    }
}
