#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// Runs the add-card sheet: owns its form, refuses to close over unsaved input (asking
/// instead), and adds the card on Save. Attached to the sheet, so it lives as long as it.
///
/// The Wallet tab opens it, and so does a purchase's payment step; both registrations declare it
/// with ``sheet(wallet:now:added:)``, the purchase with what to do with the card added (pay with it).
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
                                    message: localized("The details you entered will be lost."))
    }

    /// The add-card sheet, as the registrations that offer it declare it: its coordinator is
    /// made as the sheet appears, with its guard. `added` says, for the sheet `screen`, what to
    /// do with the card added, or `nil` when the sheet cannot be shown there (it closes).
    static func sheet(
        wallet: Wallet, now: @escaping @Sendable () -> Date,
        added: @escaping @MainActor (FlowScreen) -> (@MainActor (Card) -> Void)? = { _ in { _ in } }
    ) -> FlowDestination {
        // Translators: the title of the sheet that adds a payment card
        .presented(localized("Add Card"), as: .sheet, onAppear: { screen in
            guard let added = added(screen) else { return screen.level.close() }
            _ = screen.object { AddCardCoordinator(screen: screen, wallet: wallet, now: now, added: added) }
        }) { screen in screen.object(AddCardCoordinator.self)?.viewModel }
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
