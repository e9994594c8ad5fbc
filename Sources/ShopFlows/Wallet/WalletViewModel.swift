import FlowCoordinator
import Observation

@MainActor
public protocol WalletViewModelDelegate: AnyObject {
    func walletDidSelectCard(_ id: String, from origin: FlowOrigin)
    func walletDidTapAddCard(from origin: FlowOrigin)
    func walletDidOpenCardInNewWindow(_ id: String, from origin: FlowOrigin)
}

/// The Wallet tab's root: the cards, and "Add card".
@Observable
@MainActor
public final class WalletViewModel: ScreenViewModel, SearchableList {
    private let wallet: Wallet
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: WalletViewModelDelegate?
    /// The search over the cards, by name, holder and expiry.
    public let search: ListSearch

    @ObservationIgnored private let chosenCardID: @MainActor () -> String?

    /// - Parameter chosenCardID: the card whose detail the tab shows first, if any (read with
    ///   Observation tracking, so ``chosenRow`` follows it).
    public init(wallet: Wallet, origin: FlowOrigin = .detached, search: ListSearch = ListSearch(),
                chosenCardID: @escaping @MainActor () -> String? = { nil }) {
        self.wallet = wallet
        self.search = search
        self.origin = origin
        self.chosenCardID = chosenCardID
    }

    public var rows: [CardRow] {
        wallet.cards.map(CardRow.init)
    }

    public var isEmpty: Bool { wallet.cards.isEmpty }

    /// The row of the card the tab shows first (its sidebar's choice), if any.
    public var chosenRow: Int? {
        let id = chosenCardID()
        return wallet.cards.firstIndex { $0.id == id }
    }

    public static func searchTexts(of row: CardRow) -> [String] { [row.name, row.detail] }

    public func rowChosen(_ index: Int) {
        let rows = rows
        if rows.indices.contains(index) { cardSelected(rows[index].id) }
    }

    public func cardSelected(_ id: String) {
        origin.send { delegate?.walletDidSelectCard(id, from: origin) }
    }

    /// The user asked for a card in a new window (its context menu, a middle click).
    public func cardOpenedInNewWindow(_ id: String) {
        origin.send { delegate?.walletDidOpenCardInNewWindow(id, from: origin) }
    }

    public func addCardTapped() {
        origin.send { delegate?.walletDidTapAddCard(from: origin) }
    }
}
