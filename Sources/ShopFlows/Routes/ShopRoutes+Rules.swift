import FlowCoordinator

/// What each of the shop's link types may carry. The same rules check a `shop://` link, a saved
/// state at launch, text the user types for a link, and — in debug builds — every link the
/// coordinators push or present, so no screen is ever built from a value it cannot show.
extension ShopRoutes {
    /// The most characters the text of a link may have (the content examples' text, a String link).
    public static let maxTextLength = 2000

    /// The rules, checking identifiers against a catalogue, a wallet's cards and the orders placed
    /// as they are now; with `nil`, identifiers of that kind are not checked (the router's rules:
    /// the app checks them against its model).
    public static func rules(itemIDs: Set<Int>?, cardIDs: Set<String>?, orderNumbers: Set<String>?) -> LinkRules {
        @Sendable func item(_ id: Int) -> LinkViolation? {
            LinkViolation.unless(itemIDs?.contains(id) ?? true, "item", id, expected: "an item id from the catalogue")
        }
        @Sendable func card(_ id: String) -> LinkViolation? {
            LinkViolation.unless(cardIDs?.contains(id) ?? true, "card", id, expected: "a card id from the wallet")
        }
        @Sendable func order(_ number: String) -> LinkViolation? {
            LinkViolation.unless(isOrderNumber(number), "order", number, expected: "an order number such as SHOP-1001")
                ?? LinkViolation.unless(orderNumbers?.contains(number) ?? true, "order", number,
                                        expected: "the number of an order you placed")
        }
        // Only the cases with values to check are named: a case without values (a new screen)
        // needs no rule.
        return LinkRules()
            .adding(ItemsLink.self) { link in
                switch link {
                case .detail(let id): item(id)
                }
            }
            .adding(PurchaseLink.self) { link in
                if let violation = link.quantityViolation { return violation }
                return switch link {
                case .addToCart, .paymentMethod: nil
                case .buy(_, let cardID): card(cardID)
                case .summary(let number, _, _): order(number)
                }
            }
            .adding(ProfileLink.self) { link in
                guard case .order(let number) = link else { return nil }
                return order(number)
            }
            .adding(WalletLink.self) { link in
                guard case .card(let id) = link else { return nil }
                return card(id)
            }
            .adding(ContentLink.self) { link in
                switch link {
                case .firstLink(let text), .sheetLink(let text), .coverLink(let text): self.text(text)
                case .secondLink, .thirdLink: nil
                }
            }
            .adding(String.self) { text($0) }
            .adding(CreateConfigFlowLink.self) { link in
                switch link {
                case .flowLinkB(let text): self.text(text)
                case .flowLinkA: nil
                }
            }
            .adding(ConfigChildLink.self) { link in
                switch link {
                case .step(let number):
                    LinkViolation.unless(
                        ConfigChildLink.steps.contains(number), "step", number,
                        expected: "a step number from \(ConfigChildLink.steps.lowerBound) to \(ConfigChildLink.steps.upperBound)")
                }
            }
    }

    /// The rule for the text a link carries.
    static func text(_ text: String) -> LinkViolation? {
        LinkRules.text(text, name: "text", maxLength: maxTextLength)
    }

    /// What is wrong with `text` as the text of a link, in words (in their language) for the person
    /// who typed it, or `nil` when it follows the rule.
    public static func problem(withTypedText text: String) -> String? {
        guard self.text(text) != nil else { return nil }
        if text.isEmpty { return localized("Type some text for the link.") }
        if text.unicodeScalars.count > maxTextLength {
            return localized(plural: "The text is too long: at most %d character.", "The text is too long: at most %d characters.", count: maxTextLength)
        }
        return localized("The text cannot hold tabs, line breaks or other control characters.")
    }

    /// Upper-case letters, digits and dashes, at most 32.
    static func isOrderNumber(_ text: String) -> Bool {
        (1...32).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "-") }
    }
}
