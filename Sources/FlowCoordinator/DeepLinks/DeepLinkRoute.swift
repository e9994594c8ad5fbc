/// One segment of a deep link's path, what it adds to the target, and the routes that may follow.
///
/// Routes form a tree that mirrors how the user would get there, so the back stack under a
/// deep-linked screen comes out right by construction: `shop://items/7/purchase` selects the
/// Items tab, pushes item 7's detail, then presents the purchase cover.
///
/// A route declared by a pattern (``pattern(_:_:steps:whenLast:values:children:)``) reads the
/// values of the segments before it, so `note/{id}/edit` is one route for every note.
///
/// ```swift
/// let items = DeepLinkRoute.literal("items", steps: [.selectTab("items")], children: [
///     .parameter("item", Int.self,
///                steps: { id in catalogue.contains(id) ? [.push(ItemLink.detail(id))] : nil },
///                value: { steps in steps.first?.link(as: ItemLink.self)?.itemID }),
/// ])
/// ```
public struct DeepLinkRoute: Sendable {
    /// What a segment must be: a fixed word, or a named parameter.
    public enum Segment: Hashable, Sendable {
        /// Exactly this word.
        case literal(String)
        /// Any text the route accepts as the parameter `name`; `expected` describes it in error messages.
        case parameter(name: String, expected: String)
    }

    /// What this segment must be.
    public let segment: Segment
    /// The routes that may follow this segment.
    public let children: [DeepLinkRoute]
    /// The steps for a segment's text, given the values read before it, and the values with this
    /// segment's own; `nil` when the text is not acceptable.
    let accept: @Sendable (String, DeepLinkParameters) -> (steps: [NavigationStep], parameters: DeepLinkParameters)?
    /// For turning a target back into a link: the segment's text, how many of the remaining steps
    /// it accounts for, and the values with its own; `nil` when this route does not produce them.
    let match: @Sendable (ArraySlice<NavigationStep>, DeepLinkParameters)
        -> (text: String, consumed: Int, parameters: DeepLinkParameters)?
    /// The steps added when the link ends at this segment (see ``literal(_:steps:children:whenLast:)``).
    let whenLast: @Sendable (DeepLinkParameters) -> [NavigationStep]

    /// A fixed segment that adds `steps`, and `whenLast` too when the link ends there.
    ///
    /// `whenLast` is for a screen whose link takes parameters that later segments may give: the
    /// segment opens the screen with its defaults only when nothing follows, and each route that
    /// follows opens it with what it knows. A purchase cover whose link carries a quantity:
    ///
    /// ```swift
    /// .literal("cart", children: [
    ///     .pattern("{quantity}", .int("quantity", in: 1...10), whenLast: { values in
    ///         [.present(PurchaseLink.addToCart(quantity: values.value("quantity")!), style: .cover)]
    ///     }, values: { steps in … }),
    /// ], whenLast: [.present(PurchaseLink.addToCart(quantity: 1), style: .cover)])
    /// // shop://items/2/cart → quantity 1; shop://items/2/cart/3 → quantity 3
    /// ```
    public static func literal(
        _ word: String, steps: [NavigationStep] = [], children: [DeepLinkRoute] = [],
        whenLast: [NavigationStep] = []
    ) -> DeepLinkRoute {
        DeepLinkRoute(
            segment: .literal(word), children: children,
            accept: { text, parameters in text == word ? (steps, parameters) : nil },
            match: { remaining, parameters in remaining.starts(with: steps) ? (word, steps.count, parameters) : nil },
            whenLast: { _ in whenLast })
    }

    /// A parameter segment: the text is parsed as `Value`, and `steps` turns the value into steps
    /// (returning `nil` rejects the value, for example an unknown identifier). `value` reads the
    /// parameter back from the steps of a target, for turning a state into a link.
    public static func parameter<Value: LosslessStringConvertible & Sendable>(
        _ name: String,
        _ type: Value.Type,
        expected: String? = nil,
        steps: @escaping @Sendable (Value) -> [NavigationStep]?,
        value: @escaping @Sendable (ArraySlice<NavigationStep>) -> Value?,
        children: [DeepLinkRoute] = []
    ) -> DeepLinkRoute {
        DeepLinkRoute(
            segment: .parameter(name: name, expected: expected ?? "a valid \(Value.self)"), children: children,
            accept: { text, parameters in
                guard let value = Value(text), let produced = steps(value) else { return nil }
                var parameters = parameters
                parameters.set(name, text: text, value: value)
                return (produced, parameters)
            },
            match: { remaining, parameters in
                guard let value = value(remaining), let produced = steps(value),
                      remaining.starts(with: produced) else { return nil }
                return (value.description, produced.count, parameters.setting(name, to: value))
            },
            whenLast: { _ in [] })
    }
}
