import FlowCoordinator

extension AppCoordinator {
    /// The question a quit asks while a form holds what no file may keep (`what`, in the user's
    /// language: ``AddCardViewModel/unkeptInput``).
    static func quitQuestion(losing what: String) -> DialogState<Bool> {
        // Translators: %s is what a form holds that is never saved, such as “the card number and security code”
        DialogState(confirmationDialog: localized("Quit and lose %s?", what),
                    message: localized("Everything else you typed is kept for next time, but a card number and its security code are never saved."),
                    buttons: [.cancel(localized("Keep Editing"), action: false),
                              // Translators: the button that quits the app, losing what the form holds
                              .destructive(localized("Quit"), action: true)])
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
