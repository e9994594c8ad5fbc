import FlowLocale

/// The shop's translations, gettext domain `shop` (`po/`). ShopApp binds it to the folder the
/// catalogues are in at launch; until then, and in tests, every text stays English.
package let shopDomain = TextDomain("shop")

/// `msgid` in the user's language, `%s` (or `%1$s`, `%2$s`, …) replaced by `values` in order.
/// `make pot` collects every literal given here; write the English text whole, without interpolation.
package func localized(_ msgid: String, _ values: String...) -> String {
    shopDomain.text(msgid, arguments: values)
}

/// The plural form for `count` of the user's language, `%d` the count as the locale writes it.
package func localized(plural singular: String, _ plural: String, count: Int, _ values: String...) -> String {
    shopDomain.plural(singular, plural, count: count, arguments: values)
}
