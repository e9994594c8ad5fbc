extension DeepLinkRoute {
    /// Routes for a pattern of segments, such as `"note/{id}/edit"`: fixed words, and `{name}`
    /// parameters declared in `parameters` with their type. The routes are one per segment, the
    /// last followed by `children`, so the tree and its error messages are as if written out.
    ///
    /// `steps` and `whenLast` belong to the last segment and read every value given so far, by
    /// the routes before this pattern and by its own parameters, so a later segment can use an
    /// earlier one's value. `steps` returning `nil` rejects the link (the last parameter is at
    /// fault). `values` reads the pattern's own parameters back from the steps that remain of a
    /// target, for turning a state into a link; a pattern without parameters needs none.
    ///
    /// ```swift
    /// .pattern("note/{id}", .int("id"),
    ///          steps: { values in [.push(NoteLink.detail(id: values.value("id")!))] },
    ///          values: { steps in
    ///              guard case .detail(let id)? = steps.first?.link(as: NoteLink.self) else { return nil }
    ///              return DeepLinkParameters().setting("id", to: id)
    ///          },
    ///          children: [
    ///              .pattern("edit", steps: { values in [.present(NoteLink.edit(id: values.value("id")!))] }),
    ///          ])
    /// ```
    ///
    /// Routes that follow the same route must start with different segments.
    public static func pattern(
        _ pattern: String,
        _ parameters: DeepLinkParameter...,
        steps: @escaping @Sendable (DeepLinkParameters) -> [NavigationStep]? = { _ in [] },
        whenLast: @escaping @Sendable (DeepLinkParameters) -> [NavigationStep] = { _ in [] },
        values: @escaping @Sendable (ArraySlice<NavigationStep>) -> DeepLinkParameters? = { _ in DeepLinkParameters() },
        children: [DeepLinkRoute] = []
    ) -> DeepLinkRoute {
        let pieces = pattern.split(separator: "/").map(String.init)
        precondition(!pieces.isEmpty, "a route pattern needs at least one segment")
        var declared: [String: DeepLinkParameter] = [:]
        for parameter in parameters {
            precondition(declared.updateValue(parameter, forKey: parameter.name) == nil, "\(parameter.name) declared twice")
        }
        let none: @Sendable (DeepLinkParameters) -> [NavigationStep] = { _ in [] }
        var route: DeepLinkRoute?
        for (index, piece) in pieces.enumerated().reversed() {
            let isLast = index == pieces.count - 1
            let next = route.map { [$0] } ?? children
            if piece.hasPrefix("{") && piece.hasSuffix("}") && piece.count > 2 {
                let name = String(piece.dropFirst().dropLast())
                guard let parameter = declared.removeValue(forKey: name) else {
                    preconditionFailure("{\(name)} in \(pattern) is not declared")
                }
                route = .parameterSegment(parameter, isLast ? steps : nil, isLast ? whenLast : none, values, next)
            } else {
                route = .literalSegment(piece, isLast ? steps : nil, isLast ? whenLast : none, next)
            }
        }
        precondition(declared.isEmpty, "\(declared.keys.sorted()) not in \(pattern)")
        return route!
    }

    /// A fixed segment of a pattern; the last one's `steps` read the values so far.
    private static func literalSegment(
        _ word: String, _ steps: (@Sendable (DeepLinkParameters) -> [NavigationStep]?)?,
        _ whenLast: @escaping @Sendable (DeepLinkParameters) -> [NavigationStep], _ children: [DeepLinkRoute]
    ) -> DeepLinkRoute {
        DeepLinkRoute(
            segment: .literal(word), children: children,
            accept: { text, parameters in
                guard text == word else { return nil }
                guard let steps else { return ([], parameters) }
                return steps(parameters).map { ($0, parameters) }
            },
            match: { remaining, parameters in
                let produced = steps.map { $0(parameters) } ?? []
                guard let produced, remaining.starts(with: produced) else { return nil }
                return (word, produced.count, parameters)
            },
            whenLast: whenLast)
    }

    /// A `{name}` segment of a pattern; the last one's `steps` read the values so far, its own too.
    private static func parameterSegment(
        _ parameter: DeepLinkParameter, _ steps: (@Sendable (DeepLinkParameters) -> [NavigationStep]?)?,
        _ whenLast: @escaping @Sendable (DeepLinkParameters) -> [NavigationStep],
        _ values: @escaping @Sendable (ArraySlice<NavigationStep>) -> DeepLinkParameters?, _ children: [DeepLinkRoute]
    ) -> DeepLinkRoute {
        DeepLinkRoute(
            segment: .parameter(name: parameter.name, expected: parameter.expected), children: children,
            accept: { text, parameters in
                guard let value = parameter.parse(text) else { return nil }
                var parameters = parameters
                parameters.set(parameter.name, text: text, value: value)
                guard let steps else { return ([], parameters) }
                return steps(parameters).map { ($0, parameters) }
            },
            match: { remaining, parameters in
                guard let own = values(remaining), let parameters = parameters.taking(parameter.name, from: own),
                      let text = parameters.text(parameter.name) else { return nil }
                let produced = steps.map { $0(parameters) } ?? []
                guard let produced, remaining.starts(with: produced) else { return nil }
                return (text, produced.count, parameters)
            },
            whenLast: whenLast)
    }
}
