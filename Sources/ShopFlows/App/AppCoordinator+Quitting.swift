import FlowCoordinator

extension AppCoordinator {
    /// The question a quit asks while a form holds what no file may keep.
    static func quitQuestion(losing what: String) -> DialogState<Bool> {
        DialogState(confirmationDialog: "Quit and lose \(what)?",
                    message: "Everything else you typed is kept for next time, but a card number and its security code are never saved.",
                    buttons: [.cancel("Keep Editing", action: false), .destructive("Quit", action: true)])
    }

    /// The user asked to quit (Ctrl+Q, the main menu, the main window's close button). What was
    /// typed on the pages is kept as their drafts, so the app quits without a question, unless a
    /// page holds what no draft keeps (a half-typed card number): then it asks first, on that
    /// page, with Keep Editing the choice Return and Escape make, and `quit` runs only if the
    /// user chooses Quit. Asking again while the question shows does nothing.
    public func quitRequested(_ quit: @escaping @MainActor () -> Void) {
        guard let unkept = windows.unkeptInput().first else { return quit() }
        let level = unkept.level.topmost
        let question = Self.quitQuestion(losing: unkept.what)
        guard level.dialog?.title != question.title else { return }
        level.show(question) { confirmed in if confirmed { quit() } }
    }
}
