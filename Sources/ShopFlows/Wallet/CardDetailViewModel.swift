import FlowCoordinator
import Observation

@MainActor
public protocol CardDetailViewModelDelegate: AnyObject {
    func cardDetailDidTapRemove(_ card: Card, from origin: FlowOrigin)
}

/// One card, with "Remove card". The wallet is the app's, shared by every window: a card removed
/// in another window is no longer in it, and this screen says so until it comes back (Undo).
@Observable
@MainActor
public final class CardDetailViewModel: ScreenViewModel {
    public let card: Card
    private let wallet: Wallet?
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: CardDetailViewModelDelegate?

    /// What the screen says once the card is gone.
    public static let goneText = "This card is no longer in your wallet."

    /// The detail of `card`, which `wallet` holds (none: a card that stays, for previews).
    public init(card: Card, wallet: Wallet? = nil, origin: FlowOrigin = .detached) {
        self.card = card
        self.wallet = wallet
        self.origin = origin
    }

    /// Whether the card is still in the wallet (another window may have removed it).
    public var isInWallet: Bool { wallet.map { $0.card(id: card.id) != nil } ?? true }

    public var holder: String { card.holder }
    public var maskedNumber: String { "•••• •••• •••• \(card.last4)" }
    public var expiryText: String { card.expiryText }

    /// Asks first (a destructive confirmation); see the Wallet coordinator.
    public func removeTapped() {
        guard isInWallet else { return }
        origin.send { delegate?.cardDetailDidTapRemove(card, from: origin) }
    }
}
