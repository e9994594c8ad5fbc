import FlowCoordinator
import Observation

@MainActor
public protocol WalletViewModelDelegate: AnyObject {
    func walletDidOpenCardInNewWindow(_ id: String, from origin: FlowOrigin)
    func walletDidTapSignIn(from origin: FlowOrigin)
}

/// The Wallet tab's root: the cards, and "Add card"; signed out, no card, and "Sign In".
@Observable
@MainActor
public final class WalletViewModel: ScreenViewModel, SearchableList {
    private let wallet: Wallet
    /// Who is signed in; `nil` (previews, tests of the list alone) is signed in.
    private let account: Account?
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: WalletViewModelDelegate?
    /// The search over the cards, by name, holder and expiry.
    public let search: ListSearch

    @ObservationIgnored private let chosenCardID: @MainActor () -> String?

    /// - Parameter chosenCardID: the card whose detail the tab shows first, if any (read with
    ///   Observation tracking, so ``chosenRow`` follows it).
    public init(wallet: Wallet, account: Account? = nil, origin: FlowOrigin = .detached, search: ListSearch = ListSearch(),
                chosenCardID: @escaping @MainActor () -> String? = { nil }) {
        self.wallet = wallet
        self.account = account
        self.search = search
        self.origin = origin
        self.chosenCardID = chosenCardID
    }

    /// Whether the person is signed in: signed out, the wallet shows no card.
    public var isSignedIn: Bool { account?.isSignedIn ?? true }

    /// What the page says instead of the cards while the person is signed out.
    public let signedOutText = localized("Sign in to see your cards and add new ones.")

    public var rows: [CardRow] {
        isSignedIn ? wallet.cards.map(CardRow.init) : []
    }

    public var isEmpty: Bool { rows.isEmpty }

    /// The row of the card the tab shows first (its sidebar's choice), if any.
    public var chosenRow: Int? {
        let id = chosenCardID()
        return rows.firstIndex { $0.id == id }
    }

    public static func searchTexts(of row: CardRow) -> [String] { [row.name, row.detail] }

    public func rowChosen(_ index: Int) {
        let rows = rows
        if rows.indices.contains(index) { follow(.card(id: rows[index].id)) }
    }

    /// Opens a card (its row chosen) or Add Card.
    public func follow(_ link: WalletLink) {
        origin.follow(link)
    }

    /// The user asked for a card in a new window (its context menu, a middle click).
    public func cardOpenedInNewWindow(_ id: String) {
        origin.send { delegate?.walletDidOpenCardInNewWindow(id, from: origin) }
    }

    public func signInTapped() {
        origin.send { delegate?.walletDidTapSignIn(from: origin) }
    }
}
