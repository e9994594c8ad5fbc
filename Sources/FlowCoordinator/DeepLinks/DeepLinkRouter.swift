/// Turns links like `shop://items/7/purchase` into navigation targets, and targets back into
/// links, using the routes an app supplies.
///
/// Resolving never crashes and never accepts a link half-way: any problem is a
/// ``DeepLinkError`` naming the part of the link at fault. Every link a target pushes or presents
/// is checked by the app's ``LinkRules``, the same rules a restored state is checked by.
public struct DeepLinkRouter: Sendable {
    /// The scheme links must have, in lower case (`shop` for `shop://…`).
    public let scheme: String
    /// The routes a link's first segment is matched against.
    public let routes: [DeepLinkRoute]
    /// The longest link accepted, in bytes; a longer one is refused before it is read.
    public let maxLength: Int
    /// The most path segments a link may have.
    public let maxSegments: Int
    /// The rules every link a target pushes or presents must pass.
    public let rules: LinkRules

    /// A router for links of `scheme` over `routes`, checking every link it yields with `rules`.
    public init(
        scheme: String, routes: [DeepLinkRoute], rules: LinkRules = LinkRules(), maxLength: Int = 2048, maxSegments: Int = 24
    ) {
        self.scheme = scheme.lowercased()
        self.routes = routes
        self.rules = rules
        self.maxLength = maxLength
        self.maxSegments = maxSegments
    }

    // MARK: Link → target

    /// The target `link` leads to.
    public func resolve(_ link: String) throws(DeepLinkError) -> NavigationTarget {
        let segments = try segments(of: link)
        var steps: [NavigationStep] = []
        var candidates = routes
        var reached = "\(scheme)://"
        var last: (route: DeepLinkRoute, steps: [NavigationStep])?
        for (index, segment) in segments.enumerated() {
            let route = try route(for: segment, among: candidates, after: reached)
            steps += route.steps
            candidates = route.route.children
            last = route
            reached += (index == 0 ? "" : "/") + segment
        }
        if let last, let expected = Self.whatMustFollow(last.route, ownSteps: last.steps) {
            throw .incomplete(after: reached, expected: expected)
        }
        steps += last?.route.whenLast ?? []
        for step in steps {
            if let link = step.link, let violation = rules.violation(of: link) {
                throw .badParameter(name: violation.name, value: violation.value, expected: violation.expected)
            }
        }
        return NavigationTarget(steps: steps)
    }

    /// What must follow when a link ending at `route` would lead nowhere: the route adds no steps
    /// of its own and none for ending there, but has routes after it.
    private static func whatMustFollow(_ route: DeepLinkRoute, ownSteps: [NavigationStep]) -> String? {
        guard !route.children.isEmpty, route.whenLast.isEmpty, ownSteps.isEmpty else { return nil }
        for child in route.children {
            if case .parameter(_, let expected) = child.segment { return expected }
        }
        let words = route.children.compactMap { child -> String? in
            if case .literal(let word) = child.segment { return DeepLinkError.quoted(word) } else { return nil }
        }
        return words.count <= 3 ? words.joined(separator: " or ") : words.prefix(3).joined(separator: ", ") + "…"
    }

    /// The decoded path segments of `link`, after checking its length, scheme and encoding.
    private func segments(of link: String) throws(DeepLinkError) -> [String] {
        guard !link.isEmpty else { throw .empty }
        guard link.utf8.count <= maxLength else { throw .tooLong(length: link.utf8.count, limit: maxLength) }
        guard let colon = link.firstIndex(of: ":"), link[colon...].hasPrefix("://") else { throw .malformed(link) }
        let foundScheme = String(link[..<colon])
        guard foundScheme.lowercased() == scheme else { throw .wrongScheme(found: foundScheme, expected: scheme) }
        let rest = link[colon...].dropFirst(3)
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            throw .unsupportedQuery(String(rest[query...]))
        }
        let raw = rest.split(separator: "/", omittingEmptySubsequences: true)
        // A link with no path (`shop://`, `shop:///`) leads nowhere.
        guard !raw.isEmpty else { throw .malformed(link) }
        guard raw.count <= maxSegments else { throw .tooManySegments(count: raw.count, limit: maxSegments) }
        return try raw.map { (segment) throws(DeepLinkError) -> String in
            guard let decoded = String(segment).removingPercentEncodingSafely(),
                  !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw .badEncoding(segment: String(segment))
            }
            return decoded
        }
    }

    /// The route that accepts `segment`: a literal match first, then the first parameter route
    /// whose value is accepted.
    private func route(
        for segment: String, among candidates: [DeepLinkRoute], after reached: String
    ) throws(DeepLinkError) -> (route: DeepLinkRoute, steps: [NavigationStep]) {
        for route in candidates {
            if case .literal = route.segment, let steps = route.steps(segment) { return (route, steps) }
        }
        var rejected: DeepLinkRoute.Segment?
        for route in candidates {
            guard case .parameter = route.segment else { continue }
            if let steps = route.steps(segment) { return (route, steps) }
            rejected = rejected ?? route.segment
        }
        if case .parameter(let name, let expected)? = rejected {
            throw .badParameter(name: name, value: segment, expected: expected)
        }
        throw .unknownRoute(segment: segment, after: reached)
    }

    // MARK: Target → link

    /// A link that leads to `target`, or `nil` when no route reaches it.
    public func link(for target: NavigationTarget) -> String? {
        guard let segments = Self.search(routes, target.steps[...]) else { return nil }
        let link = "\(scheme)://" + segments.map(Self.encode).joined(separator: "/")
        // Only a link that resolves back to the target leads to it: a parameter's text may also
        // match a literal before it, be empty, or make the link too long.
        return (try? resolve(link))?.steps == target.steps ? link : nil
    }

    /// A link to the selected tab of `tabs`, or `nil` when no route reaches it.
    public func link(for tabs: TabsSnapshot) -> String? {
        link(for: NavigationTarget(tabs))
    }

    /// Depth-first search for the segments whose routes produce exactly `remaining`: a route
    /// ends the link when its `whenLast` steps are all that remain after its own.
    private static func search(_ routes: [DeepLinkRoute], _ remaining: ArraySlice<NavigationStep>) -> [String]? {
        if remaining.isEmpty { return [] }
        for route in routes {
            guard let (text, consumed) = route.match(remaining) else { continue }
            let rest = remaining.dropFirst(consumed)
            // `remaining` is not empty, so ending here always makes progress.
            if rest.elementsEqual(route.whenLast) { return [text] }
            guard !rest.isEmpty, let more = search(route.children, rest) else { continue }
            return [text] + more
        }
        return nil
    }

    private static func encode(_ segment: String) -> String {
        var encoded = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(UnicodeScalar(byte))
            default:
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }
}

private extension String {
    /// Percent-decoding that rejects malformed escapes and invalid UTF-8 instead of guessing.
    func removingPercentEncodingSafely() -> String? {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(Self.hexValue),
                  let low = iterator.next().flatMap(Self.hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
