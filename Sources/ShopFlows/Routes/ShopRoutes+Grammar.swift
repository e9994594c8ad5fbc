import FlowCoordinator

/// The forms of `shop://` link, read from the router's routes rather than written out beside
/// them: a route added is a form listed, with an example the tests open and README's table of
/// links must name.
extension ShopRoutes {
    /// One form of link the routes accept.
    public struct Pattern: Hashable, Sendable {
        /// The form, with `{placeholders}` for parameters: `shop://items/{item}/cart/{quantity}`.
        public let pattern: String
        /// A link of this form with the sample values, which works with the sample data once the
        /// documented order is placed (3 of item 2, paid with card c1: SHOP-1001).
        public let example: String
    }

    /// What each parameter is in the examples.
    static let sampleValues: [String: String] = [
        "item": "2", "quantity": "3", "card": "c1", "order": "SHOP-1001", "text": "Hello", "number": "5", "step": "1",
    ]

    /// Every form of link, in the order of the routes: each path through them at which a link may
    /// end.
    public static let linkGrammar: [Pattern] = grammar(of: router)

    /// The forms of link `router`'s routes accept: every path from a first route, but those the
    /// router finds stop early (``DeepLinkError/incomplete(after:expected:)``), such as
    /// `cart/buy` without its quantity and card. A path whose example the router refuses for
    /// another reason is listed, so the tests that open every example name it.
    static func grammar(of router: DeepLinkRouter) -> [Pattern] {
        var patterns: [Pattern] = []
        func walk(_ routes: [DeepLinkRoute], _ pattern: [String], _ example: [String]) {
            for route in routes {
                let (word, value) = switch route.segment {
                case .literal(let word): (word, word)
                case .parameter(let name, _): ("{\(name)}", sampleValues[name] ?? name)
                }
                let form = Pattern(pattern: "\(router.scheme)://" + (pattern + [word]).joined(separator: "/"),
                                   example: "\(router.scheme)://" + (example + [value]).joined(separator: "/"))
                if !stopsEarly(form.example, in: router) { patterns.append(form) }
                walk(route.children, pattern + [word], example + [value])
            }
        }
        walk(router.routes, [], [])
        return patterns
    }

    private static func stopsEarly(_ link: String, in router: DeepLinkRouter) -> Bool {
        do {
            _ = try router.resolve(link)
            return false
        } catch {
            if case .incomplete = error { return true }
            return false
        }
    }
}
