import FlowCoordinator
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The user's data in this process and in its files, kept the same while other processes read
/// and write the same files: two instances of the app that cannot see each other (two login
/// sessions, a desktop and a remote one) may share one data folder.
///
/// - ``save()`` writes each part that changed under its file's lock: it reads the file, merges
///   what this process changed since it last read or wrote it into what is there now
///   (``ThreeWayMerge``), writes the result and takes it. A card the other instance added is kept
///   and shows here too; a card it removed stays removed.
/// - A new card's id and a new order's number are reserved in the file, under its lock, before
///   they are given (``Wallet/reserveNumber`` and ``OrderBook/reserveNumber``), so two
///   instances never give the same one.
/// - ``refresh()``, called when a file in ``UserDataStore/directory`` changed, takes what another
///   process saved and keeps what this one changed but has not saved yet.
///
/// The navigation state is not shared: each instance writes its own windows over the state file,
/// and the next launch opens the windows of the instance that saved last.
@MainActor
public final class UserDataSync {
    public let store: UserDataStore
    private let app: AppCoordinator
    private let cards: SharedPart<Wallet.Contents>
    private let account: SharedPart<Account.Contents>
    private let orders: SharedPart<OrderBook.Contents>

    /// Keeps `app`'s cards, account and orders the same as `store`'s files. Call ``restore(now:)``
    /// before anything else.
    public init(store: UserDataStore, app: AppCoordinator) {
        self.store = store
        self.app = app
        let processor = app.environment.paymentProcessor
        cards = SharedPart(.cards, store: store, file: store.cardsFile, read: { store.readWallet(processor: processor, now: $0) },
                           write: { try store.save($0) }, mine: { app.wallet.contents }, take: { app.wallet.restore($0) })
        account = SharedPart(.account, store: store, file: store.accountFile, read: { store.readAccount(now: $0) },
                             write: { try store.save($0) }, mine: { app.account.contents }, take: { app.account.restore($0) })
        orders = SharedPart(.orders, store: store, file: store.ordersFile, read: { store.readOrders(now: $0) },
                            write: { try store.save($0) }, mine: { app.orders.contents }, take: { app.orders.restore($0) })
        // Weakly: the parts read the app, which holds these.
        app.wallet.reserveNumber = { [weak cards] in cards?.reserve(from: $0, counter: \.nextCardNumber) ?? $0 }
        app.orders.reserveNumber = { [weak orders] in orders?.reserve(from: $0, counter: \.nextNumber) ?? $0 }
    }

    /// Puts back what `store` saved (``AppCoordinator/restore(_:)``), moving aside a file that
    /// cannot be used; returns a notice for each, and one for each payment a process ended in the
    /// middle of (``PaymentJournal/interrupted(now:)``). A damaged file that could not be moved
    /// aside is never written; cards read from an earlier version of their file are written at
    /// the first save, whether or not they change.
    public func restore(now: Date = Date()) -> [RestorationNotice] {
        let loaded = store.load(now: now, processor: app.environment.paymentProcessor)
        let notices = app.restore(loaded)
        let leftInPlace = Set(notices.compactMap(\.fileLeftInPlace))
        for part in parts { part.startFromMemory(untouchable: leftInPlace.contains(part.file.url)) }
        cards.outdated = loaded.cardsUpgraded
        let journal = store.paymentJournal
        app.paymentsUnderWay.journal = journal
        return notices + journal.interrupted(now: now).map(RestorationNotice.init(interrupted:))
    }

    /// A part written, or one that could not be.
    public struct Saving {
        public let part: SaveProblem.Part
        public let file: URL
        /// Why it could not be written; `nil` when it was.
        public let failure: (any Error)?
    }

    /// Writes each part that changed since it was last read or written (merged with what
    /// another process saved meanwhile); says which were written and which could not be. A part
    /// not written is written at the next save.
    public func save() -> [Saving] {
        let savings = parts.compactMap { $0.save() }
        // The payments that ended leave the journal once the orders they placed are on disk.
        if !savings.contains(where: { $0.part == .orders && $0.failure != nil }), let journal = app.paymentsUnderWay.journal {
            app.paymentsUnderWay.journalWritten(to: journal)
        }
        return savings
    }

    /// Files found damaged when they were read to save (by hand, by another program): each was
    /// moved aside, not written over, and this process's data written in its place. Say them once.
    public func takeDamagedFiles() -> [RestorationNotice] {
        parts.flatMap { $0.takeNotices() }
    }

    /// The parts changed here and not saved yet: what a quit now would lose.
    public var unsavedParts: [SaveProblem.Part] {
        parts.filter(\.isUnsaved).map(\.part)
    }

    /// Takes what another process saved in the files since this one last read or wrote them.
    public func refresh() {
        for part in parts { part.refresh() }
    }

    /// The names of the files ``refresh()`` reads (`cards.json`…), to tell which changes of the
    /// folder are worth a refresh.
    public var fileNames: Set<String> { Set(parts.map(\.file.url.lastPathComponent)) }

    private var parts: [any SharedPartProtocol] { [cards, account, orders] }
}

/// What ``UserDataSync`` does with each part, whatever its contents.
@MainActor
private protocol SharedPartProtocol: AnyObject {
    var part: SaveProblem.Part { get }
    var file: DocumentFile { get }
    var isUnsaved: Bool { get }
    func takeNotices() -> [RestorationNotice]
    func startFromMemory(untouchable: Bool)
    func save() -> UserDataSync.Saving?
    func refresh()
}

/// One part of the user's data (the cards, the account or the orders) in memory and in its file.
@MainActor
private final class SharedPart<Contents: ThreeWayMerge & Hashable>: SharedPartProtocol {
    let part: SaveProblem.Part
    let file: DocumentFile
    private let store: UserDataStore
    /// The file's contents now; given a date, a file that cannot be used is moved aside.
    private let read: (Date?) -> DocumentFile.Reading<Contents>
    private let write: (Contents) throws -> Void
    /// This process's contents now, and how it takes merged ones.
    private let mine: @MainActor () -> Contents
    private let take: @MainActor (Contents) -> Void
    /// The file's contents as this process last read or wrote them: what it changed is the
    /// difference between them and ``mine``.
    private var base: Contents
    /// Which file that was: a file with the same stamp holds `base`.
    private var stamp: DocumentFile.Stamp?
    /// Written at the next save even when unchanged.
    var outdated = false
    /// A damaged file that could not be moved aside: never written.
    private var untouchable = false
    /// Damaged files moved aside at a save, not said yet.
    private var notices: [RestorationNotice] = []

    init(_ part: SaveProblem.Part, store: UserDataStore, file: DocumentFile, read: @escaping (Date?) -> DocumentFile.Reading<Contents>,
         write: @escaping (Contents) throws -> Void, mine: @escaping @MainActor () -> Contents,
         take: @escaping @MainActor (Contents) -> Void) {
        self.part = part
        self.store = store
        self.file = file
        self.read = read
        self.write = write
        self.mine = mine
        self.take = take
        base = mine()
    }

    var isUnsaved: Bool { !untouchable && (outdated || mine() != base) }

    func startFromMemory(untouchable: Bool) {
        base = mine()
        stamp = file.stamp()
        self.untouchable = untouchable
    }

    func save() -> UserDataSync.Saving? {
        guard !untouchable, outdated || mine() != base else { return nil }
        do {
            try file.withLock { try merge(writing: outdated) }
            outdated = false
            return UserDataSync.Saving(part: part, file: file.url, failure: nil)
        } catch {
            return UserDataSync.Saving(part: part, file: file.url, failure: error)
        }
    }

    /// A number of `counter` no process has given, at least `next`, counted as given in the
    /// file; `next` itself when the file cannot be written (the save that follows says so).
    func reserve(from next: Int, counter: WritableKeyPath<Contents, Int>) -> Int {
        guard !untouchable else { return next }
        do {
            return try file.withLock {
                var number = next
                try merge(writing: true) { merged in
                    number = max(merged[keyPath: counter], next)
                    merged[keyPath: counter] = number + 1
                }
                return number
            }
        } catch {
            return next
        }
    }

    /// Holding the lock: merges this process's changes into the file's contents, writes the
    /// result when it differs from the file (or `always`), and takes it.
    private func merge(writing always: Bool, adjust: (inout Contents) -> Void = { _ in }) throws {
        let theirs: Contents
        switch read(Date()) {
        case .read(let contents):
            theirs = contents
        case .missing:
            theirs = base
        case .setAside(let problem, let movedTo):
            // Damaged since it was last read: kept aside, never written over.
            notices.append(store.noticeOfDamage(to: part, problem, movedTo: movedTo))
            guard movedTo != nil else { untouchable = true; return }  // as the notice says
            theirs = base
        }
        var merged = Contents.merged(base: base, mine: mine(), theirs: theirs)
        adjust(&merged)
        if always || merged != theirs || file.stamp() == nil { try write(merged) }
        base = merged
        stamp = file.stamp()
        if merged != mine() { take(merged) }
    }

    func takeNotices() -> [RestorationNotice] {
        defer { notices = [] }
        return notices
    }

    func refresh() {
        guard let now = file.stamp(), now != stamp, let theirs = read(nil).value else { return }
        let merged = Contents.merged(base: base, mine: mine(), theirs: theirs)
        base = theirs
        stamp = now
        if merged != mine() { take(merged) }
    }
}
