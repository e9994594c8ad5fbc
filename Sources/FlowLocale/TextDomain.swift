import CLocale

/// A gettext text domain: the name a program's (or a library's) translations are installed under,
/// `<directory>/<language>/LC_MESSAGES/<name>.mo`, and the lookups in it.
///
/// ```swift
/// let domain = TextDomain("shop")
/// domain.bind(to: "/usr/share/locale")
/// domain.text("Add Card")                                         // "Karte hinzufügen"
/// domain.text("Remove %s?", card.name)                            // "%s entfernen?"
/// domain.plural("%d item", "%d items", count: 3)                  // "3 Artikel"
/// ```
///
/// The C library picks the language from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` once the
/// program has called `setlocale(LC_ALL, "")`; until then, and when no catalogue has the text, a
/// lookup gives the English text back. Placeholders are `%s` and `%d`, or `%1$s` and `%2$s` where
/// a translation reorders them (see ``Placeholders``).
///
/// `pot.py` (`make pot`) finds the texts to translate by the calls `localized(…)` and
/// `localized(plural:…)` that each module defines over its domain, so write the English text as a
/// plain literal there: without interpolation, which would never match a translation.
public struct TextDomain: Sendable, Hashable {
    /// The catalogue's file name without `.mo`.
    public let name: String

    /// The domain `name`, as its catalogues are named: `shop` for `shop.mo`.
    public init(_ name: String) {
        self.name = name
    }

    /// Looks this domain up in `directory` (`<directory>/<language>/LC_MESSAGES/<name>.mo`) and
    /// gives UTF-8 text whatever the locale's encoding.
    public func bind(to directory: String) {
        bindtextdomain(name, directory)
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// `msgid` in the user's language, its placeholders replaced by `arguments` in order.
    public func text(_ msgid: String, _ arguments: String...) -> String {
        text(msgid, arguments: arguments)
    }

    /// `msgid` in the user's language, its placeholders replaced by `arguments` in order.
    public func text(_ msgid: String, arguments: [String]) -> String {
        // Without a translation dgettext returns the msgid's own pointer: read it while it lives.
        let translated = name.withCString { domain in msgid.withCString { String(cString: dgettext(domain, $0)) } }
        return arguments.isEmpty && !msgid.utf8.contains(UInt8(ascii: "%")) ? translated : Placeholders.fill(translated, with: arguments)
    }

    /// The form of `singular`/`plural` the user's language uses for `count`, with `%d` the count
    /// (written as the locale writes numbers) and `%s` (or `%2$s`, …) the further `arguments`.
    public func plural(_ singular: String, _ plural: String, count: Int, _ arguments: String...) -> String {
        self.plural(singular, plural, count: count, arguments: arguments)
    }

    /// The form of `singular`/`plural` for `count`, its placeholders filled as ``plural(_:_:count:_:)`` does.
    public func plural(_ singular: String, _ plural: String, count: Int, arguments: [String]) -> String {
        let form = name.withCString { domain in
            singular.withCString { one in
                plural.withCString { many in String(cString: dngettext(domain, one, many, UInt(count.magnitude))) }
            }
        }
        return Placeholders.fill(form, count: LocaleFormat.current.integer(count), with: arguments)
    }
}
