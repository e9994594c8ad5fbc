import FlowCoordinator
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The user's own data — their cards, their account (profile, whether they are signed in,
/// their settings) and the orders they placed — kept where GNOME apps keep what the user made:
/// `$XDG_DATA_HOME/shop`, or `~/.local/share/shop`.
///
/// Each part has its own file, so damage to one loses only that part: `cards.json` (the cards —
/// brand, last four digits, expiry, holder and the processor's token of each, never a card
/// number — and the number of the next card's id, so ids are never reused across launches),
/// `account.json` and `orders.json` (the orders, and the next order's number). Both are versioned JSON documents in ``DocumentFile``s: written atomically
/// whenever they change, read only up to a size, and moved aside with a timestamp, never deleted, when they cannot be
/// read. That part then starts from the app's defaults and loading returns a notice to show once.
///
/// The navigation state is not here: where the window was left is state, not the user's data,
/// and lives in ``StateStore``.
public struct UserDataStore: Sendable {
    public static let cardsFileName = "cards.json"
    public static let accountFileName = "account.json"
    public static let ordersFileName = "orders.json"

    public let directory: URL
    /// At most 1 MiB of cards (thousands), and 256 KiB of profile and settings.
    public var cardsFile: DocumentFile { DocumentFile(url: directory.appendingPathComponent(Self.cardsFileName), sizeLimit: 1 << 20) }
    public var accountFile: DocumentFile { DocumentFile(url: directory.appendingPathComponent(Self.accountFileName), sizeLimit: 256 << 10) }
    /// At most 4 MiB of orders (about ten thousand).
    public var ordersFile: DocumentFile { DocumentFile(url: directory.appendingPathComponent(Self.ordersFileName), sizeLimit: 4 << 20) }

    /// The payments under way in every process using this folder.
    public var paymentJournal: PaymentJournal {
        PaymentJournal(file: DocumentFile(url: directory.appendingPathComponent("payments.json"), sizeLimit: 256 << 10))
    }

    /// Version 2 keeps tokens; version 1 kept card numbers, and is upgraded as it is read
    /// (``CardsVersion1``).
    private static let cards = UserDocument<Wallet.Contents>(format: "shop-cards", version: 2)
    private static let account = UserDocument<Account.Contents>(format: "shop-account", version: 1)
    private static let orders = UserDocument<OrderBook.Contents>(format: "shop-orders", version: 1)

    public init(directory: URL) {
        self.directory = directory
    }

    /// The store at the default place for `environment` (normally the process environment).
    public init(environment: [String: String]) {
        self.init(directory: Self.defaultDirectory(environment: environment))
    }

    /// `$XDG_DATA_HOME/shop`, or `$HOME/.local/share/shop` when `XDG_DATA_HOME` is unset, empty
    /// or relative.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        XDGDirectory.data.url(for: "shop", environment: environment)
    }

    // MARK: Saving

    public func save(_ wallet: Wallet.Contents) throws {
        try cardsFile.write(try Self.cards.encode(wallet))
    }

    public func save(_ account: Account.Contents) throws {
        try accountFile.write(try Self.account.encode(account))
    }

    public func save(_ orders: OrderBook.Contents) throws {
        try ordersFile.write(try Self.orders.encode(orders))
    }

    // MARK: Reading what another process saved

    /// The cards as their file holds them now. With `now`, a file that cannot be used is moved
    /// aside as at launch (`now` names it); without, nothing is moved.
    func readWallet(processor: any PaymentProcessor, now: Date? = nil) -> DocumentFile.Reading<Wallet.Contents> {
        let decode = { (data: Data) throws(DocumentFile.Problem) in try Self.decodeCards(data, processor).wallet }
        return if let now { cardsFile.read(now: now, decode: decode) } else { cardsFile.peek(decode: decode) }
    }

    /// The profile and settings as their file holds them now (`now`: as ``readWallet(processor:now:)``).
    func readAccount(now: Date? = nil) -> DocumentFile.Reading<Account.Contents> {
        if let now { accountFile.read(now: now, decode: Self.decodeAccount) } else { accountFile.peek(decode: Self.decodeAccount) }
    }

    /// The orders as their file holds them now (`now`: as ``readWallet(processor:now:)``).
    func readOrders(now: Date? = nil) -> DocumentFile.Reading<OrderBook.Contents> {
        if let now { ordersFile.read(now: now, decode: Self.decodeOrders) } else { ordersFile.peek(decode: Self.decodeOrders) }
    }

    /// What the user is told when the file of `part` could not be used: `problem`, and where the
    /// file went (`movedTo`, or `nil` when it stayed).
    func notice(for part: SaveProblem.Part, _ problem: DocumentFile.Problem, movedTo: URL?) -> RestorationNotice {
        switch part {
        case .cards:
            RestorationNotice(title: localized("Saved Cards Not Restored"), what: Self.cardsProblem(problem.kind, cardsFile),
                              reset: localized("your cards"),
                              file: cardsFile.url, problem: problem, movedTo: movedTo)
        case .account:
            RestorationNotice(title: localized("Saved Profile Not Restored"), what: Self.accountProblem(problem.kind, accountFile),
                              reset: localized("your profile and settings"),
                              file: accountFile.url, problem: problem, movedTo: movedTo)
        case .orders:
            RestorationNotice(title: localized("Saved Orders Not Restored"), what: Self.ordersProblem(problem.kind, ordersFile),
                              reset: localized("your orders"),
                              file: ordersFile.url, problem: problem, movedTo: movedTo)
        case .navigationState:
            preconditionFailure("UserDataStore: the navigation state is not the user's data (StateStore keeps it)")
        }
    }

    /// What the user is told when the file of `part` was found damaged at a save, while the app
    /// ran (another program wrote it): it was moved aside, and the app's data written instead.
    func noticeOfDamage(to part: SaveProblem.Part, _ problem: DocumentFile.Problem, movedTo: URL?) -> RestorationNotice {
        let (file, what): (DocumentFile, String) = switch part {
        case .cards: (cardsFile, localized("Something other than Shop changed the file with your cards, and Shop cannot read it now. Your cards are saved as Shop shows them."))
        case .account: (accountFile, localized("Something other than Shop changed the file with your profile and settings, and Shop cannot read it now. They are saved as Shop shows them."))
        case .orders: (ordersFile, localized("Something other than Shop changed the file with your orders, and Shop cannot read it now. Your orders are saved as Shop shows them."))
        case .navigationState: preconditionFailure("UserDataStore: the navigation state is not the user's data (StateStore keeps it)")
        }
        // Nothing started afresh: the app's data is written in its place.
        return RestorationNotice(title: localized("Damaged File Set Aside"), what: what, reset: nil, file: file.url, problem: problem, movedTo: movedTo)
    }

    // MARK: Loading

    /// What loading found: each part that was saved and could be read (`nil` for a part to start
    /// from the defaults), and a notice for each part that could not be read.
    public struct Loaded: Sendable {
        public var wallet: Wallet.Contents?
        public var account: Account.Contents?
        public var orders: OrderBook.Contents?
        public var notices: [RestorationNotice]
        /// The cards came from an earlier version of `cards.json`, one that kept card numbers:
        /// save ``wallet`` at once, so the file is replaced by one without them.
        public var cardsUpgraded: Bool

        /// Nothing saved: every part starts from the defaults.
        public init(wallet: Wallet.Contents? = nil, account: Account.Contents? = nil, orders: OrderBook.Contents? = nil,
                    notices: [RestorationNotice] = [], cardsUpgraded: Bool = false) {
            self.wallet = wallet
            self.account = account
            self.orders = orders
            self.notices = notices
            self.cardsUpgraded = cardsUpgraded
        }
    }

    /// Loads both parts, moving aside a file that cannot be used (`now` names it). Cards saved
    /// by an earlier version with their numbers are upgraded: `processor` tokenizes each number,
    /// and the result says to save them at once (``Loaded/cardsUpgraded``).
    public func load(now: Date = Date(), processor: any PaymentProcessor) -> Loaded {
        loaded(cards: cardsFile.read(now: now) { data throws(DocumentFile.Problem) in try Self.decodeCards(data, processor) },
               account: accountFile.read(now: now, decode: Self.decodeAccount),
               orders: ordersFile.read(now: now, decode: Self.decodeOrders))
    }

    /// Loads both parts without moving or writing anything, for a command that must leave the
    /// user's files alone (`shop --resolve`); a part that cannot be read is left out, without a
    /// notice. Cards of an earlier version are upgraded in memory only.
    public func peek(processor: any PaymentProcessor) -> Loaded {
        var loaded = loaded(cards: cardsFile.peek { data throws(DocumentFile.Problem) in try Self.decodeCards(data, processor) },
                            account: accountFile.peek(decode: Self.decodeAccount),
                            orders: ordersFile.peek(decode: Self.decodeOrders))
        loaded.notices = []
        return loaded
    }

    private func loaded(cards: DocumentFile.Reading<SavedCards>, account: DocumentFile.Reading<Account.Contents>,
                        orders: DocumentFile.Reading<OrderBook.Contents>) -> Loaded {
        var loaded = Loaded()
        let savedCards = Self.value(cards, notices: &loaded.notices) { notice(for: .cards, $0, movedTo: $1) }
        loaded.wallet = savedCards?.wallet
        loaded.cardsUpgraded = savedCards?.upgraded ?? false
        loaded.account = Self.value(account, notices: &loaded.notices) { notice(for: .account, $0, movedTo: $1) }
        loaded.orders = Self.value(orders, notices: &loaded.notices) { notice(for: .orders, $0, movedTo: $1) }
        return loaded
    }

    /// What `reading` found, adding a notice when its file could not be used.
    private static func value<Value>(
        _ reading: DocumentFile.Reading<Value>, notices: inout [RestorationNotice],
        notice: (DocumentFile.Problem, URL?) -> RestorationNotice
    ) -> Value? {
        switch reading {
        case .missing:
            return nil
        case .read(let value):
            return value
        case .setAside(let problem, let movedTo):
            notices.append(notice(problem, movedTo))
            return nil
        }
    }

    /// Cards as read from `cards.json`, and whether they were upgraded from an earlier version.
    private struct SavedCards {
        let wallet: Wallet.Contents
        let upgraded: Bool
    }

    /// The saved cards, which must each have their own id, with numbers a wallet gives, a
    /// holder's name that follows the form's rules, and the last four digits of a number. A
    /// version 1 file is checked by the same rules before its numbers are tokenized.
    private static func decodeCards(_ data: Data, _ processor: any PaymentProcessor) throws(DocumentFile.Problem) -> SavedCards {
        switch try cards.version(of: data) {
        case cards.version:
            let wallet = try cards.content(of: data, as: Wallet.Contents.self)
            try checkCards(ids: wallet.cards.map(\.id), holders: wallet.cards.map(\.holder), nextCardNumber: wallet.nextCardNumber)
            guard wallet.cards.allSatisfy({ Card.isLast4($0.last4) }) else {
                throw DocumentFile.Problem(.corrupt, "a card's last four digits are not four digits")
            }
            return SavedCards(wallet: wallet, upgraded: false)
        case CardsVersion1.version:
            let saved = try cards.content(of: data, as: CardsVersion1.self)
            try checkCards(ids: saved.cards.map(\.id), holders: saved.cards.map(\.holder), nextCardNumber: saved.nextCardNumber)
            return SavedCards(wallet: try saved.upgraded(tokenizingWith: processor), upgraded: true)
        case let other:
            throw cards.unsupported(other)
        }
    }

    private static func checkCards(ids: [String], holders: [String], nextCardNumber: Int) throws(DocumentFile.Problem) {
        guard Set(ids).count == ids.count else { throw DocumentFile.Problem(.corrupt, "two cards share an id") }
        guard Wallet.cardIDs.accepts(ids, saved: nextCardNumber, otherForms: true) else {
            throw DocumentFile.Problem(.corrupt, "a card id outside \(Wallet.cardIDs.id(Wallet.cardIDs.numbers.lowerBound))…")
        }
        guard holders.allSatisfy({ CardValidation.holderError($0) == nil }) else {
            throw DocumentFile.Problem(.corrupt, "a card's holder name breaks the rules for a name")
        }
    }

    /// The saved profile and settings, whose name and email follow the rules the form checks.
    private static func decodeAccount(_ data: Data) throws(DocumentFile.Problem) -> Account.Contents {
        let saved = try account.decode(data)
        if let problem = TextRules.nameProblem(saved.name, missing: "the name is empty") ?? TextRules.emailProblem(saved.email) {
            throw DocumentFile.Problem(.corrupt, "the profile breaks its rules: \(problem)")
        }
        return saved
    }

    /// The saved orders: each with its own number, of the form the shop gives, for a quantity a
    /// purchase may buy.
    private static func decodeOrders(_ data: Data) throws(DocumentFile.Problem) -> OrderBook.Contents {
        let saved = try orders.decode(data)
        let numbers = saved.orders.map(\.number)
        guard Set(numbers).count == numbers.count else { throw DocumentFile.Problem(.corrupt, "two orders share a number") }
        guard OrderBook.numbers.accepts(numbers, saved: saved.nextNumber) else {
            throw DocumentFile.Problem(.corrupt, "an order number outside \(OrderBook.numbers.id(OrderBook.numbers.numbers.lowerBound))…")
        }
        guard saved.orders.allSatisfy({ PurchaseLink.quantities.contains($0.quantity) && $0.total >= 0 }) else {
            throw DocumentFile.Problem(.corrupt, "an order for a quantity a purchase cannot buy")
        }
        return saved
    }

    /// What happened to the saved orders, in the user's language.
    private static func ordersProblem(_ kind: DocumentFile.Problem.Kind, _ file: DocumentFile) -> String {
        switch kind {
        case .unreadable: localized("Shop could not open the file with your orders, so their summaries cannot be shown.")
        // Translators: %s is the most a file may hold, such as “4 MiB”
        case .tooLarge: localized("The file with your orders is larger than Shop reads (%s), so their summaries cannot be shown.", file.shownSizeLimit)
        case .corrupt: localized("Shop could not make sense of your saved orders, so their summaries cannot be shown.")
        case .unsupported: localized("Your orders were saved by another version of Shop, so their summaries cannot be shown.")
        }
    }

    /// What happened to the saved cards, in the user's language.
    private static func cardsProblem(_ kind: DocumentFile.Problem.Kind, _ file: DocumentFile) -> String {
        switch kind {
        case .unreadable: localized("Shop could not open the file with your cards, so the wallet has the sample cards.")
        // Translators: %s is the most a file may hold, such as “1 MiB”
        case .tooLarge: localized("The file with your cards is larger than Shop reads (%s), so the wallet has the sample cards.", file.shownSizeLimit)
        case .corrupt: localized("Shop could not make sense of your saved cards, so the wallet has the sample cards.")
        case .unsupported: localized("Your cards were saved by another version of Shop, so the wallet has the sample cards.")
        }
    }

    /// What happened to the saved profile and settings, in the user's language.
    private static func accountProblem(_ kind: DocumentFile.Problem.Kind, _ file: DocumentFile) -> String {
        switch kind {
        case .unreadable: localized("Shop could not open the file with your profile and settings, so they are back to how they started.")
        // Translators: %s is the most a file may hold, such as “256 KiB”
        case .tooLarge: localized("The file with your profile and settings is larger than Shop reads (%s), so they are back to how they started.", file.shownSizeLimit)
        case .corrupt: localized("Shop could not make sense of your saved profile and settings, so they are back to how they started.")
        case .unsupported: localized("Your profile and settings were saved by another version of Shop, so they are back to how they started.")
        }
    }
}
