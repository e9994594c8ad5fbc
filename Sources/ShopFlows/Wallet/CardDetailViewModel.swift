import FlowCoordinator
import Observation

@MainActor
public protocol CardDetailViewModelDelegate: AnyObject {
    func cardDetailDidTapRemove(_ card: Card, from origin: FlowOrigin)
}

/// One card, with "Remove card".
@Observable
@MainActor
public final class CardDetailViewModel: ScreenViewModel {
    public let card: Card
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: CardDetailViewModelDelegate?

    public init(card: Card, origin: FlowOrigin = .detached) {
        self.card = card
        self.origin = origin
    }

    public var holder: String { card.holder }
    public var maskedNumber: String { "•••• •••• •••• \(card.last4)" }
    public var expiryText: String { card.expiryText }

    /// Asks first (a destructive confirmation); see the Wallet coordinator.
    public func removeTapped() {
        origin.send { delegate?.cardDetailDidTapRemove(card, from: origin) }
    }
}
