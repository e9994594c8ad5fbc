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
    /// The query parameters a link may carry (`?q=shoes&page=2`), each optional; with none, a
    /// link takes no query. Routes read them with the path's values, so their names should differ
    /// from the routes' parameters (a path parameter of the same name wins).
    public let query: [DeepLinkParameter]
    /// The check against the app's model that ``resolveAndValidate(_:)`` runs after the link is
    /// read (see ``validating(_:)``).
    public private(set) var validation: Validation?

    /// A check of a link's values against the app's model, on the main actor: the error to refuse
    /// the link with, or `nil` to open it.
    public typealias Validation = @MainActor @Sendable (DeepLinkParameters) -> DeepLinkError?
    /// The steps only the app's model knows, added by ``resolveAndValidate(_:)`` once the link is
    /// read and validated (see ``completing(_:)``).
    public private(set) var completion: Completion?

    /// A main-actor look-up in the app's model that completes what the routes made: given the
    /// target and the link's values, the target to open (the folder a bookmark is in pushed
    /// under it), or an error to refuse the link with.
    public typealias Completion = @MainActor @Sendable (NavigationTarget, DeepLinkParameters) throws(DeepLinkError) -> NavigationTarget

    /// A router for links of `scheme` over `routes`, taking the `query` parameters, checking
    /// every link it yields with `rules`.
    public init(
        scheme: String, routes: [DeepLinkRoute], query: [DeepLinkParameter] = [], rules: LinkRules = LinkRules(),
        maxLength: Int = 2048, maxSegments: Int = 24
    ) {
        self.scheme = scheme.lowercased()
        self.routes = routes
        self.query = query
        self.rules = rules
        self.maxLength = maxLength
        self.maxSegments = maxSegments
        self.validation = nil
        self.completion = nil
    }

    /// This router with `validation` run by ``resolveAndValidate(_:)`` after a link is read: a
    /// check against the app's model, such as "item 42 is in the catalogue", that the routes,
    /// pure and `Sendable`, cannot make.
    public func validating(_ validation: @escaping Validation) -> DeepLinkRouter {
        var router = self
        router.validation = validation
        return router
    }

    /// This router with `completion` run by ``resolveAndValidate(_:)`` after the link is read and
    /// validated: the steps a route cannot know because only the model does, such as the folder a
    /// bookmark is in, pushed under the bookmark so that Back goes there. The links the completed
    /// target adds are checked by the router's ``rules`` too. ``resolve(_:)`` stays pure.
    ///
    /// Give the full form its own routes as well (`folder/3/bookmark/5`): ``link(for:)-(NavigationTarget)`` writes
    /// that form for the completed target, and it opens without a look-up.
    public func completing(_ completion: @escaping Completion) -> DeepLinkRouter {
        var router = self
        router.completion = completion
        return router
    }

    // MARK: Link → target

    /// The target `link` leads to. Pure: the app's ``validation`` is not run (see
    /// ``resolveAndValidate(_:)``).
    public func resolve(_ link: String) throws(DeepLinkError) -> NavigationTarget {
        try match(link).target
    }

    /// The target `link` leads to, once the app's ``validation`` accepts the link's values, with
    /// the steps its ``completion`` adds.
    @MainActor
    public func resolveAndValidate(_ link: String) throws(DeepLinkError) -> NavigationTarget {
        let match = try match(link)
        if let error = validation?(match.parameters) { throw error }
        guard let completion else { return match.target }
        let target = try completion(match.target, match.parameters)
        try checkRules(of: target.steps)
        return target
    }

    /// The target `link` leads to and the values it gave (its path and query parameters).
    public func match(_ link: String) throws(DeepLinkError) -> DeepLinkMatch {
        let (segments, queryText) = try parts(of: link)
        var parameters = try queryParameters(queryText)
        var steps: [NavigationStep] = []
        var candidates = routes
        var reached = "\(scheme)://"
        var last: (route: DeepLinkRoute, steps: [NavigationStep])?
        for (index, segment) in segments.enumerated() {
            let route = try route(for: segment, among: candidates, after: reached, given: parameters)
            steps += route.steps
            parameters = route.parameters
            candidates = route.route.children
            last = (route.route, route.steps)
            reached += (index == 0 ? "" : "/") + segment
        }
        if let last, let expected = Self.whatMustFollow(last.route, ownSteps: last.steps, given: parameters) {
            throw .incomplete(after: reached, expected: expected)
        }
        steps += last?.route.whenLast(parameters) ?? []
        try checkRules(of: steps)
        return DeepLinkMatch(target: NavigationTarget(steps: steps), parameters: parameters)
    }

    /// Refuses `steps` if a link they push or present breaks the ``rules``.
    private func checkRules(of steps: [NavigationStep]) throws(DeepLinkError) {
        for step in steps {
            if let link = step.link, let violation = rules.violation(of: link) {
                throw .badParameter(name: violation.name, value: violation.value, expected: violation.expected)
            }
        }
    }

    /// What must follow when a link ending at `route` would lead nowhere: the route adds no steps
    /// of its own and none for ending there, but has routes after it.
    private static func whatMustFollow(
        _ route: DeepLinkRoute, ownSteps: [NavigationStep], given parameters: DeepLinkParameters
    ) -> String? {
        guard !route.children.isEmpty, route.whenLast(parameters).isEmpty, ownSteps.isEmpty else { return nil }
        for child in route.children {
            if case .parameter(_, let expected) = child.segment { return expected }
        }
        let words = route.children.compactMap { child -> String? in
            if case .literal(let word) = child.segment { return DeepLinkError.quoted(word) } else { return nil }
        }
        return DeepLinkError.list(words)
    }

    /// The decoded path segments of `link` and its query (without the `?`), after checking its
    /// length, scheme and encoding.
    private func parts(of link: String) throws(DeepLinkError) -> (segments: [String], query: Substring?) {
        guard !link.isEmpty else { throw .empty }
        guard link.utf8.count <= maxLength else { throw .tooLong(length: link.utf8.count, limit: maxLength) }
        guard let colon = link.firstIndex(of: ":"), link[colon...].hasPrefix("://") else { throw .malformed(link) }
        let foundScheme = String(link[..<colon])
        guard foundScheme.lowercased() == scheme else { throw .wrongScheme(found: foundScheme, expected: scheme) }
        var rest = link[colon...].dropFirst(3)
        var queryText: Substring?
        if let start = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            guard !query.isEmpty else { throw .unsupportedQuery(String(rest[start...])) }
            if let fragment = rest[start...].firstIndex(of: "#") { throw .unsupportedFragment(String(rest[fragment...])) }
            queryText = rest[start...].dropFirst()
            rest = rest[..<start]
        }
        let raw = rest.split(separator: "/", omittingEmptySubsequences: true)
        // A link with no path (`shop://`, `shop:///`) leads nowhere.
        guard !raw.isEmpty else { throw .malformed(link) }
        guard raw.count <= maxSegments else { throw .tooManySegments(count: raw.count, limit: maxSegments) }
        let segments = try raw.map { (segment) throws(DeepLinkError) -> String in try Self.decode(segment, in: segment) }
        return (segments, queryText)
    }

    /// `text` percent-decoded; bad encoding or a control character is an error naming `part`.
    static func decode(_ text: Substring, in part: Substring) throws(DeepLinkError) -> String {
        guard let decoded = String(text).removingPercentEncodingSafely(),
              !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .badEncoding(segment: String(part))
        }
        return decoded
    }

    /// The route that accepts `segment`: a literal match first, then the first parameter route
    /// whose value is accepted.
    private func route(
        for segment: String, among candidates: [DeepLinkRoute], after reached: String, given parameters: DeepLinkParameters
    ) throws(DeepLinkError) -> (route: DeepLinkRoute, steps: [NavigationStep], parameters: DeepLinkParameters) {
        for route in candidates {
            if case .literal = route.segment, let accepted = route.accept(segment, parameters) {
                return (route, accepted.steps, accepted.parameters)
            }
        }
        var rejected: DeepLinkRoute.Segment?
        for route in candidates {
            guard case .parameter = route.segment else { continue }
            if let accepted = route.accept(segment, parameters) { return (route, accepted.steps, accepted.parameters) }
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
        guard let segments = Self.search(routes, target.steps[...], DeepLinkParameters()) else { return nil }
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
    private static func search(
        _ routes: [DeepLinkRoute], _ remaining: ArraySlice<NavigationStep>, _ parameters: DeepLinkParameters
    ) -> [String]? {
        if remaining.isEmpty { return [] }
        for route in routes {
            guard let (text, consumed, parameters) = route.match(remaining, parameters) else { continue }
            let rest = remaining.dropFirst(consumed)
            // `remaining` is not empty, so ending here always makes progress.
            if rest.elementsEqual(route.whenLast(parameters)) { return [text] }
            guard !rest.isEmpty, let more = search(route.children, rest, parameters) else { continue }
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
