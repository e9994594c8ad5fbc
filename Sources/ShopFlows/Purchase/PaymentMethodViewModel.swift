import FlowCoordinator
import Observation

@MainActor
public protocol PaymentMethodViewModelDelegate: AnyObject {
    func paymentMethodDidChoose(_ card: Card, from origin: FlowOrigin)
    func paymentMethodDidTapSignIn(from origin: FlowOrigin)
}

/// Lists the wallet's cards; picking one finishes the step with that card. "Add Card" adds one
/// right here (the purchase's cover hides the tabs, the Wallet tab with them), and pays with it.
/// It says what is paid for, as the person picks what to pay with. Signed out, it lists no card
/// and offers to sign in.
@Observable
@MainActor
public final class PaymentMethodViewModel: ScreenViewModel {
    private let wallet: Wallet
    /// Who is signed in; `nil` (previews, tests of the list alone) is signed in.
    private let account: Account?
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: PaymentMethodViewModelDelegate?
    /// What is paid for: `2 × Mirrorless Camera, $1,298.00`.
    public let payingText: String

    public init(wallet: Wallet, account: Account? = nil, item: Item, quantity: Int, origin: FlowOrigin = .detached) {
        self.wallet = wallet
        self.account = account
        self.origin = origin
        let total = item.total(for: quantity).map { Money.format($0) } ?? "—"
        // Translators: what the card chosen pays for: %1$s is the order, such as “2 × Mirrorless Camera”, %2$s its total
        payingText = localized("%1$s, %2$s", OrderLine.text(quantity: quantity, of: item), total)
    }

    /// Whether the person is signed in: signed out, there is no card to pay with.
    public var isSignedIn: Bool { account?.isSignedIn ?? true }

    /// What the page says instead of the cards while the person is signed out.
    public let signedOutText = localized("Sign in to pay with one of your cards.")

    public var rows: [CardRow] {
        isSignedIn ? wallet.cards.map(CardRow.init) : []
    }

    public var isEmpty: Bool { rows.isEmpty }

    /// What the list says when the wallet is empty.
    public let emptyText = localized("Your wallet has no cards yet. Add one to pay with it.")

    /// The user picked the card with this id.
    public func cardChosen(_ id: String) {
        guard isSignedIn, let card = wallet.card(id: id) else { return }
        origin.send { delegate?.paymentMethodDidChoose(card, from: origin) }
    }

    /// "Sign In", shown while signed out.
    public func signInTapped() {
        origin.send { delegate?.paymentMethodDidTapSignIn(from: origin) }
    }

    /// "Add Card".
    public func addCardTapped() {
        origin.follow(WalletLink.addCard)
    }
}
