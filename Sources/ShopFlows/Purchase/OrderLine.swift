import FlowLocale

/// How the purchase names what it buys, on each step that says so: `3 × Studio Headphones`.
enum OrderLine {
    static func text(quantity: Int, of item: Item) -> String {
        text(quantity: quantity, of: item.name)
    }

    static func text(quantity: Int, of itemName: String) -> String {
        // Translators: an order's heading: %1$s is how many, %2$s the item's name, as in “3 × Studio Headphones”
        localized("%1$s × %2$s", LocaleFormat.current.integer(quantity), itemName)
    }
}

extension Order {
    /// What it cost, in the user's locale: `$258.00`.
    public var totalText: String { Money.format(total) }
}
