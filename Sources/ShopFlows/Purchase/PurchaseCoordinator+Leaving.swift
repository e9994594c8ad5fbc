import FlowCoordinator

/// Leaving a purchase midway: what the user would lose, and the cover's guard that asks first.
extension PurchaseCoordinator {
    /// Whether the user chose a quantity other than the one the purchase starts with.
    var choseQuantity: Bool { quantity != 1 }

    /// Whether the user chose a card: a buy step on the stack, or one they went back from.
    var choseCard: Bool {
        guard let level else { return false }
        return addToCartViewModel.chosenCardName != nil
            || level.path.contains { if case .buy? = $0.link.as(PurchaseLink.self) { true } else { false } }
    }

    /// Whether closing would lose a choice the user made.
    var hasChoices: Bool { choseQuantity || choseCard }

    /// What closing loses, naming only what was chosen, in the user's language.
    var lostChoices: String {
        switch (choseQuantity, choseCard) {
        case (true, true): localized("The quantity and payment method you chose will be lost.")
        case (true, false): localized("The quantity you chose will be lost.")
        default: localized("The payment method you chose will be lost.")
        }
    }

    /// The cover's leave guard, asked whenever the user would leave it: its Close button, Escape,
    /// Ctrl+W, Cancel, another tab, a link opened from outside. A paid order's summary and an
    /// untouched purchase close at once. Otherwise a payment under way is cancelled first — so
    /// nothing can be paid, nor fail, behind the question — and the question says so; what the
    /// user asked for happens only if they discard.
    func userWantsToClose() -> LeaveDecision {
        guard level != nil, !isCompleted, hasChoices else { return .allow }
        let cancelled = payments.cancel()
        let lost = lostChoices
        return .ask(LeaveQuestion(
            localized("Discard This Purchase?"),
            message: cancelled ? localized("The payment was cancelled and nothing was charged.") + " " + lost : lost,
            // Translators: the button that stays in the purchase instead of discarding it
            keep: localized("Keep Buying")))
    }
}
