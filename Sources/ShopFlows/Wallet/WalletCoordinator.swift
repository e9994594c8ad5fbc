import Foundation
import FlowCoordinator

/// The Wallet tab: cards → card detail (push, with a destructive "Remove" confirmation), and
/// "Add card" in a sheet run by a child ``AddCardCoordinator``.
@MainActor
public final class WalletCoordinator: TabCoordinator {
    public let state: FlowState
    private let wallet: Wallet
    private let now: @Sendable () -> Date

    init(state: FlowState, wallet: Wallet, now: @escaping @Sendable () -> Date) {
        self.state = state
        self.wallet = wallet
        self.now = now
    }

    private lazy var walletViewModel: WalletViewModel = {
        let viewModel = WalletViewModel(wallet: wallet, origin: state.rootOrigin)
        viewModel.delegate = self
        return viewModel
    }()

    func rootScreen() -> ShopScreen {
        .wallet(walletViewModel)
    }

    func screen(for entry: FlowEntry, in level: FlowState) -> ShopScreen? {
        guard level === state, case .card(let id)? = entry.link.as(WalletLink.self),
              let card = wallet.card(id: id) else { return nil }
        return .cardDetail(level.object(for: entry.id) {
            let viewModel = CardDetailViewModel(card: card, origin: level.origin(of: entry.id))
            viewModel.delegate = self
            return viewModel
        })
    }

    func rootScreen(of level: FlowState) -> ShopScreen? {
        addCard(for: level).map { .addCard($0.viewModel) }
    }

    func title(for link: AnyFlowLink) -> String? {
        switch link.as(WalletLink.self) {
        case .card(let id)?: wallet.card(id: id)?.displayName ?? "Card"
        case .addCard?: "Add Card"
        case nil: nil
        }
    }

    /// The coordinator of the add-card sheet `level`, made on first need.
    public func addCard(for level: FlowState) -> AddCardCoordinator? {
        guard let presentation = level.presentation, presentation.link == AnyFlowLink(WalletLink.addCard) else {
            return nil
        }
        return level.object(for: presentation.id) { AddCardCoordinator(level: level, wallet: wallet, now: now) }
    }

    func adoptPresentations() {
        if let sheet = state.presented { _ = addCard(for: sheet) }
    }

    private enum RemoveAction { case remove, keep }

    /// Pops the card's entry (and anything above it).
    private func popCard(_ id: String) {
        let link = AnyFlowLink(WalletLink.card(id: id))
        guard let index = state.path.firstIndex(where: { $0.link == link }) else { return }
        state.pop(count: state.path.count - index)
    }
}

extension WalletCoordinator: WalletViewModelDelegate {
    public func walletDidSelectCard(_ id: String, from origin: FlowOrigin) {
        guard origin.isFrontmost, wallet.card(id: id) != nil else { return }
        state.push(WalletLink.card(id: id))
    }

    public func walletDidTapAddCard(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        let sheet = state.present(WalletLink.addCard, style: .sheet)
        _ = addCard(for: sheet)
    }
}

extension WalletCoordinator: CardDetailViewModelDelegate {
    public func cardDetailDidTapRemove(_ card: Card, from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        state.show(DialogState<RemoveAction>(
            confirmationDialog: "Remove \(card.displayName)?",
            message: "You can add it again later.",
            buttons: [.destructive("Remove Card", action: .remove), .cancel("Keep", action: .keep)]
        )) { [weak self] action in
            guard action == .remove, let self else { return }
            wallet.remove(id: card.id)
            popCard(card.id)
        }
    }
}
