/// How a dialog is shown: an alert (a message to acknowledge) or a confirmation dialog (a choice
/// between actions, usually one destructive).
public enum DialogStyle: String, Hashable, Codable, Sendable {
    /// A message to acknowledge, usually with one button.
    case alert
    /// A choice between actions, one of which is usually destructive.
    case confirmationDialog
}

/// The role of a dialog button, which decides how it is drawn and what Escape means.
public enum ButtonRole: String, Hashable, Codable, Sendable {
    /// The normal choice (drawn as the suggested action).
    case `default`
    /// Closes the dialog without doing anything; Escape and closing the dialog choose it.
    case cancel
    /// Destroys or discards something (drawn in the destructive style).
    case destructive
}

/// One button of a dialog, carrying the typed action it stands for.
public struct DialogButton<Action: Sendable>: Sendable {
    /// The text on the button.
    public var label: String
    /// What the button means, which decides how it is drawn and whether Escape chooses it.
    public var role: ButtonRole
    /// What the dialog's handler receives when the user chooses this button.
    public var action: Action

    /// A button that shows `label` and stands for `action`.
    public init(_ label: String, role: ButtonRole = .default, action: Action) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// A cancel button (``ButtonRole/cancel``), labelled "Cancel" in the user's language unless
    /// `label` says otherwise.
    public static func cancel(_ label: String = DefaultText.cancel, action: Action) -> Self {
        Self(label, role: .cancel, action: action)
    }

    /// A destructive button (``ButtonRole/destructive``).
    public static func destructive(_ label: String, action: Action) -> Self {
        Self(label, role: .destructive, action: action)
    }
}

/// An alert or a confirmation dialog, as a plain value: title, message, buttons.
///
/// ```swift
/// enum RemoveCardAction { case remove, keep }
/// state.show(DialogState(
///     confirmationDialog: "Remove this card?", message: "It can be added again later.",
///     buttons: [.destructive("Remove", action: .remove), .cancel(action: .keep)]
/// )) { action in … }
/// ```
public struct DialogState<Action: Sendable>: Sendable {
    /// Whether this is an alert or a confirmation dialog.
    public var style: DialogStyle
    /// The dialog's title: the question or the news, in a few words.
    public var title: String
    /// More text under the title, if any.
    public var message: String?
    /// The buttons, in the order they are shown; at least one.
    public var buttons: [DialogButton<Action>]

    /// A dialog of `style`; `buttons` must not be empty.
    public init(style: DialogStyle, title: String, message: String? = nil, buttons: [DialogButton<Action>]) {
        precondition(!buttons.isEmpty, "DialogState '\(title)' needs at least one button")
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// An alert with these buttons.
    public init(alert title: String, message: String? = nil, buttons: [DialogButton<Action>]) {
        self.init(style: .alert, title: title, message: message, buttons: buttons)
    }

    /// A confirmation dialog with these buttons.
    public init(confirmationDialog title: String, message: String? = nil, buttons: [DialogButton<Action>]) {
        self.init(style: .confirmationDialog, title: title, message: message, buttons: buttons)
    }

    /// The index of the button Escape stands for: the cancel button, if there is one.
    public var cancelIndex: Int? { buttons.firstIndex { $0.role == .cancel } }

    /// The index of the button Return stands for; see ``DialogSnapshot/defaultIndex``.
    public var defaultIndex: Int? { DialogSnapshot.defaultIndex(of: buttons.map(\.role)) }
}

extension DialogState where Action == Void {
    /// An alert with a single button, labelled "OK" in the user's language unless `closeLabel`
    /// says otherwise.
    public init(alert title: String, message: String? = nil, closeLabel: String = DefaultText.ok) {
        self.init(alert: title, message: message, buttons: [.cancel(closeLabel, action: ())])
    }
}

/// A dialog on screen as the planner and adapters see it: no actions, just what to draw.
public struct DialogSnapshot: Hashable, Identifiable, Sendable {
    /// A button as drawn: its label and role, without its action.
    public struct Button: Hashable, Sendable {
        /// The text on the button.
        public var label: String
        /// What the button means.
        public var role: ButtonRole

        /// A button as drawn (for a test's expected state).
        public init(label: String, role: ButtonRole = .default) {
            self.label = label
            self.role = role
        }
    }

    /// The identity of this dialog, which the user's answer names.
    public let id: FlowID
    /// Whether this is an alert or a confirmation dialog.
    public var style: DialogStyle
    /// The dialog's title.
    public var title: String
    /// More text under the title, if any.
    public var message: String?
    /// The buttons, in the order they are shown.
    public var buttons: [Button]

    /// A dialog as drawn, with the identity ``FlowState/show(_:onAction:)`` gave it (for a test's
    /// expected state).
    public init(id: FlowID, style: DialogStyle, title: String, message: String? = nil, buttons: [Button]) {
        self.id = id
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The index of the button Escape stands for: the cancel button, if there is one.
    public var cancelIndex: Int? { buttons.firstIndex { $0.role == .cancel } }

    /// The index of the button Return stands for, which adapters make the default and focus:
    /// always the safe choice. With a destructive button that is the cancel button (so Return
    /// never discards or removes anything); otherwise the first button with the default role (an
    /// alert's "Retry"), else the cancel button (an alert's "OK"). `nil` when a dialog offers only
    /// destructive choices: Return then does nothing.
    public var defaultIndex: Int? { Self.defaultIndex(of: buttons.map(\.role)) }

    static func defaultIndex(of roles: [ButtonRole]) -> Int? {
        let cancel = roles.firstIndex(of: .cancel)
        if roles.contains(.destructive) { return cancel }
        return roles.firstIndex(of: .default) ?? cancel
    }
}
