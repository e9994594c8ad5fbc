import Observation

@MainActor
public protocol WalletViewModelDelegate: AnyObject {
    func walletDidSelectCard(_ id: String)
    func walletDidTapAddCard()
}

/// The Wallet tab's root: the cards, and "Add card".
@Observable
@MainActor
public final class WalletViewModel: ScreenViewModel {
    public let title = "Wallet"
    private let wallet: Wallet
    @ObservationIgnored public weak var delegate: WalletViewModelDelegate?

    public init(wallet: Wallet) {
        self.wallet = wallet
    }

    public var rows: [CardRow] {
        wallet.cards.map { CardRow(id: $0.id, name: $0.displayName, detail: "Expires \($0.expiryText)") }
    }

    public var isEmpty: Bool { wallet.cards.isEmpty }

    public func cardSelected(_ id: String) {
        delegate?.walletDidSelectCard(id)
    }

    public func addCardTapped() {
        delegate?.walletDidTapAddCard()
    }
}
