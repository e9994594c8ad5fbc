/// One segment of a deep link's path, what it adds to the target, and the routes that may follow.
///
/// Routes form a tree that mirrors how the user would get there, so the back stack under a
/// deep-linked screen comes out right by construction: `shop://items/7/purchase` selects the
/// Items tab, pushes item 7's detail, then presents the purchase cover.
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
    /// The steps for a segment's text, or `nil` when the text is not acceptable.
    let steps: @Sendable (String) -> [NavigationStep]?
    /// For turning a target back into a link: the segment's text and how many of the remaining
    /// steps it accounts for, or `nil` when this route does not produce them.
    let match: @Sendable (ArraySlice<NavigationStep>) -> (text: String, consumed: Int)?
    /// The steps added when the link ends at this segment (see ``literal(_:steps:children:whenLast:)``).
    let whenLast: [NavigationStep]

    /// A fixed segment that adds `steps`, and `whenLast` too when the link ends there.
    ///
    /// `whenLast` is for a screen whose link takes parameters that later segments may give: the
    /// segment opens the screen with its defaults only when nothing follows, and each route that
    /// follows opens it with what it knows. A purchase cover whose link carries a quantity:
    ///
    /// ```swift
    /// .literal("cart", children: [
    ///     .literal("3", whenLast: [.present(PurchaseLink.addToCart(quantity: 3), style: .cover)]),
    /// ], whenLast: [.present(PurchaseLink.addToCart(quantity: 1), style: .cover)])
    /// // shop://items/2/cart → quantity 1; shop://items/2/cart/3 → quantity 3
    /// ```
    public static func literal(
        _ word: String, steps: [NavigationStep] = [], children: [DeepLinkRoute] = [],
        whenLast: [NavigationStep] = []
    ) -> DeepLinkRoute {
        DeepLinkRoute(
            segment: .literal(word), children: children,
            steps: { $0 == word ? steps : nil },
            match: { remaining in remaining.starts(with: steps) ? (word, steps.count) : nil },
            whenLast: whenLast)
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
            steps: { text in Value(text).flatMap(steps) },
            match: { remaining in
                guard let value = value(remaining), let produced = steps(value),
                      remaining.starts(with: produced) else { return nil }
                return (value.description, produced.count)
            },
            whenLast: [])
    }
}
