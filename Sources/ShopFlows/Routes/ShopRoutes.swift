import FlowCoordinator

/// The shop's deep links: `shop://…` URLs that reach every screen of every tab, with the back
/// stack a user would have built by tapping there.
///
/// Each segment of a link adds what one link type carries: `shop://items/2/cart/buy/3/c1`
/// selects Items, pushes item 2's detail, presents the purchase cover for 3 items, and pushes the
/// buy step for 3 items with card c1. Routes are patterns (`buy/{quantity}/{card}`) whose steps read
/// the values given before them. The app checks items and cards against the catalogue and the
/// wallet after the link is read, so an unknown item or card is a
/// ``DeepLinkError/badParameter(name:value:expected:)``.
public enum ShopRoutes {
    public static let scheme = "shop"

    // MARK: The router

    /// The router. Its routes are pure: they read the values of a link's segments, check their
    /// form, and build the steps; every link a route pushes or presents is checked by the rules'
    /// form checks (``rules(itemIDs:cardIDs:orderNumbers:)`` without identifiers). Whether an item or a card
    /// exists is the app's model's to say: ``AppCoordinator/router`` checks the links with the
    /// same rules given the model's identifiers (``router(checking:)``).
    public static let router = router(checking: rules(itemIDs: nil, cardIDs: nil, orderNumbers: nil))

    /// The router over the shop's routes, checking every link a route pushes or presents with
    /// `rules`.
    public static func router(checking rules: LinkRules) -> DeepLinkRouter {
        DeepLinkRouter(scheme: scheme, routes: [itemsRoute, walletRoute, profileRoute, ordersRoute, patternsRoute], rules: rules)
    }

    /// `items/{item}`, and the purchase under it.
    private static let itemsRoute = DeepLinkRoute.literal(
        "items", steps: [.selectTab(ShopTab.items.rawValue)], children: [
            .pattern("{item}", .int("item", expected: "an item id from the catalogue"),
                     steps: { values in [.push(ItemsLink.detail(itemID: values.value("item")!))] },
                     values: { steps in
                         guard case .detail(let id)? = steps.first?.link(as: ItemsLink.self) else { return nil }
                         return DeepLinkParameters().setting("item", to: id)
                     },
                     children: [purchaseRoute]),
        ])

    /// `cart`, `cart/{quantity}`, `cart[/{quantity}]/payment`, `cart/buy/{quantity}/{card}` and
    /// `…/summary/{order}`. The purchase cover opens with the quantity the link gives (1 when it
    /// gives none), read by each route that opens it.
    private static let purchaseRoute = DeepLinkRoute.literal("cart", children: [
        paymentRoute,
        .pattern("{quantity}", quantity, whenLast: { values in [cart(values)] }, values: purchaseValues,
                 children: [paymentRoute]),
        .pattern("buy/{quantity}/{card}", quantity, .string("card", expected: "a card id from the wallet"),
                 whenLast: { values in
                     [cart(values), .push(PurchaseLink.paymentMethod),
                      .push(PurchaseLink.buy(quantity: values.value("quantity")!, cardID: values.value("card")!))]
                 },
                 values: purchaseValues,
                 children: [
                     .pattern("summary/{order}", .string("order", expected: "an order number such as SHOP-1001"),
                              steps: { values in
                                  [.present(PurchaseLink.summary(orderNumber: values.value("order")!,
                                                                 quantity: values.value("quantity")!,
                                                                 cardID: values.value("card")!), style: .cover)]
                              },
                              values: purchaseValues),
                 ]),
    ], whenLast: [cart(quantity: 1)])

    /// `payment`: the cover with the quantity given before (1 when none was), and the payment step.
    private static let paymentRoute = DeepLinkRoute.pattern("payment", steps: { values in
        [cart(values), .push(PurchaseLink.paymentMethod)]
    })

    private static let quantity = DeepLinkParameter.int(
        "quantity", in: PurchaseLink.quantities,
        expected: "a quantity from \(PurchaseLink.quantities.lowerBound) to \(PurchaseLink.quantities.upperBound)")

    /// The quantity, card and order a purchase's first remaining step carries, for writing its link.
    private static func purchaseValues(_ steps: ArraySlice<NavigationStep>) -> DeepLinkParameters? {
        switch steps.first?.link(as: PurchaseLink.self) {
        case .addToCart(let quantity)?:
            let values = DeepLinkParameters().setting("quantity", to: quantity)
            // A buy step comes after the payment step it was chosen in.
            let next = steps.dropFirst().prefix(2).map { $0.link(as: PurchaseLink.self) }
            guard next.count == 2, next[0] == .paymentMethod, case .buy(_, let card)? = next[1] else { return values }
            return values.setting("card", to: card)
        case .summary(let order, let quantity, let card)?:
            return DeepLinkParameters().setting("quantity", to: quantity).setting("card", to: card).setting("order", to: order)
        default:
            return nil
        }
    }

    /// Opens the purchase cover on add to cart with the quantity in `values` (1 when none).
    private static func cart(_ values: DeepLinkParameters) -> NavigationStep {
        cart(quantity: values.value("quantity") ?? 1)
    }

    /// Opens the purchase cover on add to cart with `quantity`.
    private static func cart(quantity: Int) -> NavigationStep {
        .present(PurchaseLink.addToCart(quantity: quantity), style: .cover, hostsNavigation: true)
    }

    private static let walletRoute = DeepLinkRoute.literal(
        "wallet", steps: [.selectTab(ShopTab.wallet.rawValue)], children: [
            .literal("add", steps: [.present(WalletLink.addCard, style: .sheet)]),
            .parameter(
                "card", String.self, expected: "a card id from the wallet",
                steps: { [.push(WalletLink.card(id: $0))] },
                value: { if case .card(let id)? = $0.first?.link(as: WalletLink.self) { id } else { nil } }),
        ])

    private static let profileRoute = DeepLinkRoute.literal(
        "profile", steps: [.selectTab(ShopTab.profile.rawValue)], children: [
            .literal("edit", steps: [.present(ProfileLink.edit, style: .sheet)]),
            .literal("settings", steps: [.push(ProfileLink.settings)]),
        ])

    /// `orders` and `orders/{order}`: the Profile tab's list of orders, and an order's summary.
    private static let ordersRoute = DeepLinkRoute.literal(
        "orders", steps: [.selectTab(ShopTab.profile.rawValue), .push(ProfileLink.orders)], children: [
            .parameter(
                "order", String.self, expected: "an order number such as SHOP-1001",
                steps: { [.push(ProfileLink.order(number: $0))] },
                value: { if case .order(let number)? = $0.first?.link(as: ProfileLink.self) { number } else { nil } }),
        ])

    private static let patternsRoute = DeepLinkRoute.literal(
        "patterns", steps: [.selectTab(ShopTab.patterns.rawValue)], children: [
            .literal("content", steps: [.push(PatternsLink.content)], children: contentRoutes),
            .literal("abc", steps: [.push(PatternsLink.abc)], children: [
                .literal("b", steps: [.push(ABCLink.screenB)], children: [
                    .literal("c", steps: [.push(ABCLink.screenC)]),
                ]),
                .literal("c", steps: [.push(ABCLink.screenC)]),
            ]),
            .literal("config", steps: [.push(PatternsLink.config)], children: configRoutes),
        ])

    private static var contentRoutes: [DeepLinkRoute] {
        let third = DeepLinkRoute.literal("third", steps: [.push(ContentLink.thirdLink)])
        func second(then children: [DeepLinkRoute]) -> DeepLinkRoute {
            .literal("second", children: [
                .parameter(
                    "number", Int.self, expected: "a whole number",
                    steps: { [.push(ContentLink.secondLink(number: $0))] },
                    value: { if case .secondLink(let number)? = $0.first?.link(as: ContentLink.self) { number } else { nil } },
                    children: children),
            ])
        }
        return [
            .literal("first", children: [
                .parameter(
                    "text", String.self, expected: "some text",
                    steps: { [.push(ContentLink.firstLink(text: $0))] },
                    value: { if case .firstLink(let text)? = $0.first?.link(as: ContentLink.self) { text } else { nil } },
                    children: [second(then: [third])]),
            ]),
            second(then: [third]),
            third,
            .literal("string", children: [
                .parameter("text", String.self, expected: "some text",
                           steps: { [.push($0)] }, value: { $0.first?.link(as: String.self) }),
            ]),
            .literal("sheet", children: [
                .parameter(
                    "item", String.self, expected: "some text",
                    steps: { [.present(ContentLink.sheetLink(item: $0), style: .sheet)] },
                    value: { if case .sheetLink(let item)? = $0.first?.link(as: ContentLink.self) { item } else { nil } }),
            ]),
            .literal("cover", children: [
                .parameter(
                    "item", String.self, expected: "some text",
                    steps: { [.present(ContentLink.coverLink(item: $0), style: .cover)] },
                    value: { if case .coverLink(let item)? = $0.first?.link(as: ContentLink.self) { item } else { nil } }),
            ]),
        ]
    }

    private static var configRoutes: [DeepLinkRoute] {
        [
            .literal("a", steps: [.present(CreateConfigFlowLink.flowLinkA, style: .sheet)]),
            .literal("b", children: [
                .parameter(
                    "text", String.self, expected: "some text",
                    steps: { [.push(CreateConfigFlowLink.flowLinkB($0))] },
                    value: { if case .flowLinkB(let text)? = $0.first?.link(as: CreateConfigFlowLink.self) { text } else { nil } }),
            ]),
            .literal("cover", steps: [.present(CreateConfigFlowLink.flowLinkA, style: .cover)]),
            .literal("child", children: [
                // The child's steps 1…{step}, as the child coordinator pushes them one by one.
                .parameter(
                    "step", Int.self, expected: "a step number",
                    // Steps 1…{step}; a step beyond the rules is pushed alone, for the rules to name.
                    steps: { step in
                        ConfigChildLink.steps.contains(step)
                            ? (1...step).map { .push(ConfigChildLink.step(number: $0)) } : [.push(ConfigChildLink.step(number: step))]
                    },
                    value: { steps in
                        let count = steps.prefix { step in
                            if case .step? = step.link(as: ConfigChildLink.self) { true } else { false }
                        }.count
                        return count >= 1 ? count : nil
                    }),
            ]),
        ]
    }
}
