#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// The Wallet tab: cards (a sidebar: a wide window shows it beside the card) → card detail (the
/// row chosen, with a destructive "Remove" confirmation), and
/// "Add card" in a sheet run by a child ``AddCardCoordinator``. A card removed leaves every
/// window's wallet, the one it was removed in and the others; so does every card when the person
/// signs out (a card being added stays, with what was typed: it is saved hidden, as the others).
@MainActor
public final class WalletCoordinator {
    public let level: FlowState
    private let wallet: Wallet
    private let account: Account
    private let now: @Sendable () -> Date
    /// Opens a screen in a new window: the app's, which owns the windows.
    var openInNewWindow: (@MainActor (NavigationTarget) -> Void)?

    init(level: FlowState, wallet: Wallet, account: Account, now: @escaping @Sendable () -> Date) {
        self.level = level
        self.wallet = wallet
        self.account = account
        self.now = now
        registerScreens()
        // A card removed, in this window or another, leaves every window that shows it.
        wallet.whenRemoved { [weak self] id in self?.popCard(id) }
        account.whenSignedOut { [weak self] in self?.popCards() }
    }

    private func registerScreens() {
        // Translators: the title of the list of the user's payment cards
        level.registerRoot(title: localized("Wallet"), isSidebar: true) { [unowned self] screen in
            let viewModel = WalletViewModel(wallet: wallet, account: account, origin: screen.origin,
                                            search: .kept(by: screen)) { [unowned self] in
                guard case .card(let id)? = level.sidebarChoice?.as(WalletLink.self) else { return nil }
                return id
            }
            viewModel.delegate = self
            return viewModel
        }
        level.register(WalletLink.self) { [unowned self] link in
            switch link {
            case .card(let id):
                guard let card = wallet.card(id: id) else { return .unavailable }
                return .pushed(card.displayName) { [unowned self] screen in
                    let viewModel = CardDetailViewModel(card: card, origin: screen.origin)
                    viewModel.delegate = self
                    return viewModel
                }
            case .addCard:
                return AddCardCoordinator.sheet(wallet: wallet, now: now)
            }
        }
    }

    /// The coordinator of the add-card sheet `level`, if it is one.
    public func addCard(for level: FlowState) -> AddCardCoordinator? {
        level.presentation.flatMap { level.object(AddCardCoordinator.self, for: $0.id) }
    }

    private enum RemoveAction { case remove, keep }

    /// The "Remove …?" question showing, and the card it asks about.
    private var removalQuestion: (card: String, dialog: FlowID)?

    /// Pops the card's entry (and anything above it).
    /// Pops the card's entry (and anything above it), and closes the question about removing
    /// it, which another window's removal has answered.
    /// Signed out: the pages of cards leave, and a question about one with them.
    private func popCards() {
        if let question = removalQuestion, level.dialog?.id == question.dialog { level.closeDialog() }
        level.popToRoot()
    }

    private func popCard(_ id: String) {
        if let question = removalQuestion, question.card == id, level.dialog?.id == question.dialog {
            level.closeDialog()
        }
        let link = AnyFlowLink(WalletLink.card(id: id))
        guard let index = level.path.firstIndex(where: { $0.link == link }) else { return }
        level.pop(count: level.path.count - index)
    }
}

extension WalletCoordinator: WalletViewModelDelegate {
    public func walletDidTapSignIn(from origin: FlowOrigin) {
        AccountQuestions.signIn(account, on: level)
    }

    public func walletDidOpenCardInNewWindow(_ id: String, from origin: FlowOrigin) {
        guard wallet.card(id: id) != nil else { return }
        openInNewWindow?(WindowCoordinator.target(.wallet, pushing: WalletLink.card(id: id)))
    }
}

extension WalletCoordinator: CardDetailViewModelDelegate {
    public func cardDetailDidTapRemove(_ card: Card, from origin: FlowOrigin) {
        let question = level.show(DialogState<RemoveAction>(
            // Translators: %s is a card as lists name it, such as “Visa •••• 4242”
            confirmationDialog: localized("Remove %s?", card.displayName),
            message: localized("You can add it again later."),
            buttons: [.destructive(localized("Remove Card"), action: .remove),
                      // Translators: the button that keeps the card in the wallet
                      .cancel(localized("Keep"), action: .keep)]
        )) { [weak self] action in
            guard action == .remove, let self, let removed = wallet.remove(id: card.id) else { return }
            // Translators: %s is a card as lists name it, such as “Visa •••• 4242”
            level.toasts.show(localized("%s removed", card.displayName), button: localized("Undo")) { [weak wallet] in wallet?.putBack(removed) }
        }
        removalQuestion = (card.id, question)
    }
}
