import FlowCoordinator

/// An alert or confirmation dialog: a small modal window with a title, a message and one button
/// per choice, styled by role (destructive, suggested). Escape and the close button mean cancel.
@MainActor
final class DialogWindow {
    let dialog: DialogSnapshot
    let window = Window()
    let buttons: [Button]
    private let keys = KeyController()

    init(_ dialog: DialogSnapshot, over parent: Window, answer: @escaping @MainActor (Int?) -> Void) {
        self.dialog = dialog
        window.isModal = true
        window.transientParent = parent
        window.destroysWithParent = true
        window.isResizable = false
        window.title = dialog.title
        window.addCSSClass("flow-dialog")
        window.addCSSClass(dialog.style == .alert ? "flow-alert" : "flow-confirmation")
        window.setTitlebar(Box()) // no title bar: the title is in the content, as in GNOME dialogs

        let content = Box(.vertical, spacing: 12)
        content.margins = .all(24)
        let title = Label(dialog.title)
        title.addCSSClass("title-2")
        title.wraps = true
        content.append(title)
        if let message = dialog.message {
            let label = Label(message)
            label.wraps = true
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
        buttons.forEach(row.append)
        content.append(row)
        window.setChild(content)
        if let suggested = dialog.buttons.firstIndex(where: { $0.role == .default }) {
            window.setDefaultWidget(buttons[suggested])
        }

        window.onCloseRequest {
            answer(nil)
            return true
        }
        keys.onShortcut(KeyChord(.escape)) { answer(nil) }
        window.addController(keys)
    }

    func present() { window.present() }
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
