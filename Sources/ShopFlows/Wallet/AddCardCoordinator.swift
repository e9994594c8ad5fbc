#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// Runs the add-card sheet: owns its form, refuses to close over unsaved input (asking
/// instead), and adds the card on Save. Attached to the sheet, so it lives as long as it.
///
/// The Wallet tab opens it, and so does a purchase's payment step; both registrations run it
/// with ``run(_:wallet:now:added:)`` as the sheet appears, the purchase with what to do with the
/// card added (pay with it).
@MainActor
public final class AddCardCoordinator {
    public private(set) weak var level: FlowState?
    public let viewModel: AddCardViewModel
    private let wallet: Wallet
    /// Told of the card once it is in the wallet and the sheet has closed.
    private let added: @MainActor (Card) -> Void

    /// Runs the add-card sheet `screen`: its form starts with what its draft kept, and keeps a
    /// draft of what is typed.
    init(screen: FlowScreen, wallet: Wallet, now: @escaping @Sendable () -> Date, added: @escaping @MainActor (Card) -> Void) {
        level = screen.level
        self.wallet = wallet
        self.added = added
        viewModel = AddCardViewModel(now: now, origin: screen.level.rootOrigin, draft: screen.restoredDraft(AddCardDraft.self),
                                     cardInWallet: { [weak wallet] number, month, year in
                                         wallet?.card(number: number, expiryMonth: month, expiryYear: year)
                                     })
        viewModel.delegate = self
        screen.keepDraft({ [weak viewModel] in viewModel?.draft }, unkept: { [weak viewModel] in viewModel?.unkeptInput })
        screen.level.confirmLeaving(when: { [weak viewModel] in viewModel?.hasChanges ?? false },
                                    title: localized("Discard This Card?"),
                                    message: localized("The details you entered will be lost."),
                                    // Translators: the button that closes a form, losing what was typed
                                    confirm: localized("Discard"),
                                    keep: localized("Keep Editing"))
    }

    /// The coordinator of the add-card sheet `screen`, made the first time.
    @discardableResult
    static func run(_ screen: FlowScreen, wallet: Wallet, now: @escaping @Sendable () -> Date,
                    added: @escaping @MainActor (Card) -> Void = { _ in }) -> AddCardCoordinator {
        screen.object { AddCardCoordinator(screen: screen, wallet: wallet, now: now, added: added) }
    }
}

extension AddCardCoordinator: AddCardViewModelDelegate {
    public func addCardDidSave(holder: String, number: String, expiryMonth: Int, expiryYear: Int, from origin: FlowOrigin) {
        let card = wallet.add(holder: holder, number: number, expiryMonth: expiryMonth, expiryYear: expiryYear)
        // Translators: %s is a card as lists name it, such as “Visa •••• 4242”
        level?.toasts.show(localized("%s added", card.displayName))
        level?.close()
        added(card)
    }

    public func addCardDidTapCancel(from origin: FlowOrigin) {
        guard let level, let id = level.presentation?.id else { return }
        level.root.userClosed(id)
    }
}
