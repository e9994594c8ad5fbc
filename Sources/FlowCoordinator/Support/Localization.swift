import FlowLocale

extension TextDomain {
    /// FlowCoordinator's own texts (the default labels of dialogs and leave questions: OK, Cancel,
    /// Discard, Keep Editing; the title Not Available), gettext domain `flowcoordinator`
    /// (`po/flowcoordinator/`). An app binds it where it installs its catalogues:
    /// `TextDomain.flowCoordinator.bind(to: "/usr/share/locale")`.
    public static let flowCoordinator = TextDomain("flowcoordinator")
}

/// `msgid` in the user's language, from FlowCoordinator's domain; `%s` replaced by `values` in
/// order. Internal, not `package`: the app's own `localized` would otherwise be ambiguous.
func localized(_ msgid: String, _ values: String...) -> String {
    TextDomain.flowCoordinator.text(msgid, arguments: values)
}

/// The texts FlowCoordinator gives when the app gives none, in the user's language as each is
/// asked for. Public default arguments name them, and a default argument is evaluated where the
/// call is, in the app's code: so they are `@usableFromInline`, which lets the app's code call
/// them without the app seeing them (the public signatures stay as they were, `String`).
@usableFromInline
enum DefaultText {
    /// What closes an alert: ``DialogState/init(alert:message:closeLabel:)``.
    @usableFromInline
    static var ok: String {
        // Translators: the button that closes an alert (a message to acknowledge), when the app names no other
        localized("OK")
    }

    /// A cancel button: ``DialogButton/cancel(_:action:)``.
    @usableFromInline
    static var cancel: String {
        // Translators: a dialog's cancel button, which closes it without doing anything, when the app names no other
        localized("Cancel")
    }

    /// The answer to a ``LeaveQuestion`` that leaves, losing what the screen holds.
    @usableFromInline
    static var discard: String {
        // Translators: the answer that leaves a screen and loses its unsaved changes, to a question such as “Discard this card?”
        localized("Discard")
    }

    /// The answer to a ``LeaveQuestion`` that stays.
    @usableFromInline
    static var keepEditing: String {
        // Translators: the answer that stays on a screen with unsaved changes, to a question such as “Discard this card?”
        localized("Keep Editing")
    }

    /// The title of a screen whose link leads nowhere or is shown where its declaration does not
    /// say, when the app registers no unavailable screen of its own
    /// (``FlowState/registerUnavailable(title:screen:)``).
    static var notAvailable: String {
        // Translators: the title of a screen the app cannot show: its link leads nowhere, or a saved state or a link asked for it where it does not belong
        localized("Not Available")
    }
}
