import FlowLocale

extension TextDomain {
    /// FlowGtk's own texts (Back, Close, the navigation shortcuts' titles), gettext domain
    /// `flowgtk` (`po/flowgtk/`). An app binds it where it installs its catalogues:
    /// `TextDomain.flowGtk.bind(to: "/usr/share/locale")`.
    public static let flowGtk = TextDomain("flowgtk")
}

/// `msgid` in the user's language, from FlowGtk's domain; `%s` replaced by `values` in order.
func localized(_ msgid: String, _ values: String...) -> String {
    TextDomain.flowGtk.text(msgid, arguments: values)
}
