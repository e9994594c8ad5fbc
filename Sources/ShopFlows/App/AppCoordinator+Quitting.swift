import FlowCoordinator

extension AppCoordinator {
    /// The question a quit asks while a form holds what no file may keep (`what`, in the user's
    /// language: ``AddCardViewModel/unkeptInput``).
    static func quitQuestion(losing what: String) -> DialogState<Bool> {
        // Translators: %s is what a form holds that is never saved, such as “the Card Number and Security Code”
        DialogState(confirmationDialog: localized("Quit and Lose %s?", what),
                    message: localized("Everything else you typed is kept for next time, but a card number and its security code are never saved."),
                    buttons: [.cancel(localized("Keep Editing"), action: false),
                              // Translators: the button that quits the app, losing what the form holds
                              .destructive(localized("Quit"), action: true)])
    }

    /// The question a quit asks while `payment` runs: cancel it and quit, or keep waiting.
    static func paymentQuitQuestion(_ payment: PaymentsUnderWay.Payment) -> DialogState<Bool> {
        DialogState(confirmationDialog: localized("Cancel the Payment and Quit?"),
                    // Translators: %s is a payment, such as “$258.00 for 2 × Studio Headphones with Visa •••• 4242”
                    message: localized("Shop is still waiting for the payment of %s. If you quit now, the payment is cancelled and nothing is charged.", payment.description),
                    buttons: [.cancel(localized("Keep Waiting"), action: false),
                              // Translators: the button that cancels the payment under way and quits the app
                              .destructive(localized("Cancel Payment and Quit"), action: true)])
    }

    /// The user asked to quit (Ctrl+Q, the main menu, the main window's close button). What was
    /// typed on the pages is kept as their drafts, so the app quits without a question, unless:
    /// - a payment is under way: it asks whether to cancel it and quit, or keep waiting (the
    ///   question goes away by itself if the payment ends first);
    /// - a page holds what no draft keeps (a half-typed card number): it asks on that page.
    ///
    /// The safe choice is the one Return and Escape make, and `quit` runs only if the user
    /// chooses to quit. Asking again while a question shows does nothing.
    public func quitRequested(_ quit: @escaping @MainActor () -> Void) {
        if let payment = paymentsUnderWay.running.first {
            let level = tabs.selectedState.topmost
            let question = Self.paymentQuitQuestion(payment)
            guard level.dialog?.title != question.title else { return }
            level.show(question) { [weak self] confirmed in
                guard confirmed, let self else { return }
                paymentsUnderWay.cancelAll()
                quitRequested(quit)
            }
            return
        }
        guard let unkept = windows.unkeptInput().first else { return quit() }
        let level = unkept.level.topmost
        let question = Self.quitQuestion(losing: unkept.what)
        guard level.dialog?.title != question.title else { return }
        level.show(question) { confirmed in if confirmed { quit() } }
    }

    /// A payment ended: the question whether to cancel it goes, once none runs.
    func withdrawPaymentQuitQuestion() {
        guard paymentsUnderWay.running.isEmpty else { return }
        let title = localized("Cancel the Payment and Quit?")
        for window in windows.windows {
            for tab in ShopTab.allCases where window.tabs[tab].topmost.dialog?.title == title {
                window.tabs[tab].topmost.closeDialog()
            }
        }
    }

    /// What the person chose when a quit would lose changes that could not be saved.
    public enum UnsavedQuitChoice: Sendable { case stay, tryAgain, quit }

    /// Asks before a quit loses changes that could not be saved (`problems`: each part, and why),
    /// over the selected tab: stay (Escape), try again, or quit and lose them.
    public func askBeforeQuitting(losing problems: [SaveProblem], _ answer: @escaping @MainActor (UnsavedQuitChoice) -> Void) {
        let sentences = problems.map { $0.part.sentence(because: $0.reason) }
        tabs.selectedState.topmost.show(DialogState(
            confirmationDialog: localized("Quit Without Saving?"),
            message: (sentences + [localized("If you quit now, the changes it could not save are lost.")]).joined(separator: " "),
            buttons: [.cancel(action: UnsavedQuitChoice.stay),
                      // Translators: the button that tries once more to save, before quitting
                      DialogButton(localized("Try Again"), action: .tryAgain),
                      // Translators: the button that quits the app, losing the changes it could not save
                      .destructive(localized("Quit Anyway"), action: .quit)]), onAction: answer)
    }
}
