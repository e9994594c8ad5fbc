import FlowCoordinator

/// An alert or confirmation dialog: a small modal window with a title, a message and one button
/// per choice, styled by role (destructive, suggested). As in GNOME's message dialogs, the cancel
/// button is on the left and the others follow, so a destructive choice is on the right; the safe
/// choice (``DialogSnapshot/defaultIndex``) is the default and has the focus, so Return never
/// discards anything. Escape and the close button mean cancel.
@MainActor
final class DialogWindow {
    let dialog: DialogSnapshot
    let window = Window(role: .alertDialog)
    let buttons: [Button]
    private let keys = KeyController()
    /// No hurried key or click answers the question before a person has read it.
    private let inputGuard: InputGuard
    let focusKeeper: FocusKeeper

    init(_ dialog: DialogSnapshot, over parent: Window, answer: @escaping @MainActor (Int?) -> Void) {
        self.dialog = dialog
        window.isModal = true
        window.useOwnWindowGroup()
        window.transientParent = parent
        window.destroysWithParent = true
        window.isResizable = false
        window.title = dialog.title
        window.addCSSClass("flow-dialog")
        window.addCSSClass(dialog.style == .alert ? "flow-alert" : "flow-confirmation")
        // No title bar: the title is in the content, as in GNOME's message dialogs. A hidden
        // title bar widget, because GTK draws an empty header bar for a visible one.
        let noTitlebar = Box()
        noTitlebar.isVisible = false
        window.setTitlebar(noTitlebar)

        let content = Box(.vertical, spacing: 12)
        content.margins = .all(24)
        let title = Label(dialog.title)
        title.addCSSClass("title-2")
        title.wraps = true
        title.maxWidthChars = 30
        content.append(title)
        if let message = dialog.message {
            // Centred under the title, as GNOME's message dialogs are, in lines of about equal
            // length (no word left alone on the last one), at most about 50 characters: a long
            // message (a file path) makes the dialog taller, never wider than the screen.
            let label = Label(message)
            label.wraps = true
            label.centresLines = true
            label.maxWidthChars = Self.balancedLineLength(of: message)
            // Its own width, centred: a wider dialog (long button labels) would wrap it at its width.
            label.horizontalAlignment = .center
            label.setSizeRequest(width: 280)
            content.append(label)
        }
        let row = Box(.horizontal, spacing: 12)
        row.isHomogeneous = true
        row.margins = Margins(top: 12)
        buttons = dialog.buttons.enumerated().map { index, spec in
            let button = Button(label: spec.label, style: spec.role.buttonStyle)
            button.onClicked { answer(index) }
            return button
        }
        for index in Self.layoutOrder(of: dialog.buttons) { row.append(buttons[index]) }
        content.append(row)
        window.setChild(content)
        if let safe = dialog.defaultIndex {
            window.setDefaultWidget(buttons[safe])
            window.setFocus(buttons[safe])
        }

        window.onCloseRequest {
            answer(nil)
            return true
        }
        keys.onShortcut(KeyChord(.escape)) { answer(nil) }
        window.addController(keys)
        inputGuard = InputGuard(on: window)
        focusKeeper = FocusKeeper(on: window, inputGuard: inputGuard)
        focusKeeper.pages = { [content] in [content] }
    }

    /// The longest line, in characters, that wraps `message` into lines of about equal length, of
    /// at most `longest`: 62 characters make two lines of about 31, not one of 50 and one of 12.
    /// Each paragraph is counted on its own, and a few characters spare let words fit.
    static func balancedLineLength(of message: String, longest: Int = 50) -> Int {
        let widest = message.split(separator: "\n").map(\.count).max() ?? 0
        guard widest > longest else { return longest }
        let lines = (widest + longest - 1) / longest
        return min(longest, (widest + lines - 1) / lines + 4)
    }

    /// The order buttons are laid out in, left to right: cancel first, then the others as given.
    static func layoutOrder(of buttons: [DialogSnapshot.Button]) -> [Int] {
        let indices = Array(buttons.indices)
        return indices.filter { buttons[$0].role == .cancel } + indices.filter { buttons[$0].role != .cancel }
    }

    /// Whether the focus is checked and a click or a key would act now.
    var isSettled: Bool { focusKeeper.isSettled && inputGuard.isQuiet }
    func present() { FocusKeeper.whileAppMoves { window.present() } }
    func simulateKey(_ press: KeyPress) -> Bool { keys.simulateKeyPress(press) }
    func destroy() { window.destroy() }
}

extension ButtonRole {
    var buttonStyle: ButtonStyle {
        switch self {
        case .default: .suggested
        case .destructive: .destructive
        case .cancel: .regular
        }
    }
}
