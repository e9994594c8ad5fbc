import FlowLocale

/// `msgid` in the user's language, from FlowGtk's domain (`TextDomain.flowGtk`, which
/// FlowGtkWidgets declares and shares with it); `%s` replaced by `values` in order. Internal to
/// each module, not `package`: the app's own `localized` would otherwise be ambiguous.
func localized(_ msgid: String, _ values: String...) -> String {
    TextDomain.flowGtk.text(msgid, arguments: values)
}
