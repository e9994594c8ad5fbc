import FlowCoordinator
import Foundation
import Testing

// The code of the DocC articles in Sources/FlowCoordinator/FlowCoordinator.docc. Every `swift`
// block of an article is held here line for line, apart from indentation (DocumentationArticleTests
// checks it), so the articles compile and what they show is tested. Each namespace names its
// article.

// MARK: - GettingStarted.md

enum GettingStartedExample {
    /// The manifest the article shows, as text: it belongs to another package.
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Notes",
            dependencies: [
                .package(path: "../FlowCoordinator"),
            ],
            targets: [
                .target(name: "NotesFlows", dependencies: [
                    .product(name: "FlowCoordinator", package: "FlowCoordinator"),
                ]),
                .testTarget(name: "NotesFlowsTests", dependencies: [
                    "NotesFlows", .product(name: "FlowCoordinatorTesting", package: "FlowCoordinator"),
                ]),
            ]
        )
        """

    enum NoteLink: FlowLink {
        case detail(id: Int)
        case edit(id: Int)
    }

    @MainActor
    final class NotesCoordinator {
        let state: FlowState

        init(state: FlowState) {
            self.state = state
            state.registerRoot(title: "Notes") { screen in
                NoteListViewModel(origin: screen.origin)
            }
            state.register(NoteLink.self) { link in
                switch link {
                case .detail(let id):
                    .pushed("Note \(id)") { screen in NoteViewModel(link: link, origin: screen.origin) }
                case .edit:
                    .presented("Edit Note", as: .sheet) { screen in NoteViewModel(link: link, origin: screen.origin) }
                }
            }
        }
    }

    @MainActor
    final class NoteListViewModel {
        let origin: FlowOrigin

        init(origin: FlowOrigin) {
            self.origin = origin
        }

        // A double click pushes once: the second comes from a screen no longer on top.
        func select(_ id: Int) { origin.follow(NoteLink.detail(id: id)) }
        func edit(_ id: Int) { origin.follow(NoteLink.edit(id: id)) }
    }

    @MainActor
    final class NoteViewModel {
        let link: NoteLink
        let origin: FlowOrigin

        init(link: NoteLink, origin: FlowOrigin) {
            self.link = link
            self.origin = origin
        }
    }
}

@Suite("Documentation: Getting started")
@MainActor
struct GettingStartedExampleTests {
    typealias NoteLink = GettingStartedExample.NoteLink
    typealias NotesCoordinator = GettingStartedExample.NotesCoordinator
    typealias NoteListViewModel = GettingStartedExample.NoteListViewModel

    @Test func selectingANotePushesItsDetail() throws {
        let coordinator = NotesCoordinator(state: .mock)
        let list = try #require(coordinator.state.rootViewModel as? NoteListViewModel)

        list.select(3)
        list.select(3)   // the second click comes from a screen that is no longer on top

        #expect(coordinator.state.path.links == [AnyFlowLink(NoteLink.detail(id: 3))])
        #expect(coordinator.state.title(for: AnyFlowLink(NoteLink.detail(id: 3))) == "Note 3")
    }

    @Test func theManifestNamesProductsThisPackageHas() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let ours = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(ours.contains(#".library(name: "FlowCoordinator", targets: ["FlowCoordinator"])"#))
        #expect(ours.contains(#".library(name: "FlowGtk", targets: ["FlowGtk"])"#))
        #expect(ours.contains(#".library(name: "FlowCoordinatorTesting", targets: ["FlowCoordinatorTesting"])"#))
        #expect(ours.contains(#"name: "FlowCoordinator","#), "a path dependency is named by its folder, the package by its name")
        #expect(GettingStartedExample.manifest.contains(#".product(name: "FlowCoordinator", package: "FlowCoordinator")"#))
    }

    @Test func editingPresentsASheet() throws {
        let coordinator = NotesCoordinator(state: .mock)
        let list = try #require(coordinator.state.rootViewModel as? NoteListViewModel)
        list.edit(3)
        #expect(coordinator.state.presentedItem == AnyFlowLink(NoteLink.edit(id: 3)))
    }
}

// MARK: - ThePattern.md

enum ThePatternExample {
    enum ABCLink: FlowLink {
        case b
        case c
    }

    /// What screen A's view model reports; it never sees the state.
    @MainActor
    protocol ScreenADelegate: AnyObject {
        func screenARequestedB(from origin: FlowOrigin)
        func screenARequestedC(from origin: FlowOrigin)
    }

    @MainActor
    final class ScreenAViewModel {
        let origin: FlowOrigin
        weak var delegate: ScreenADelegate?

        init(origin: FlowOrigin) { self.origin = origin }

        func bTapped() { origin.send { delegate?.screenARequestedB(from: origin) } }
        func cTapped() { origin.send { delegate?.screenARequestedC(from: origin) } }
    }

    @MainActor
    final class ABCCoordinator: ScreenADelegate {
        let state: FlowState

        init(state: FlowState) {
            self.state = state
            state.registerRoot(title: "A") { [unowned self] screen in
                let viewModel = ScreenAViewModel(origin: screen.origin)
                viewModel.delegate = self
                return viewModel
            }
        }

        func screenARequestedB(from origin: FlowOrigin) {
            state.push(ABCLink.b)
        }

        // Every way to C comes here (A→C, and B→C in the full example): one decision, one place.
        func screenARequestedC(from origin: FlowOrigin) {
            state.push(ABCLink.c)
        }
    }
}

@Suite("Documentation: The pattern")
@MainActor
struct ThePatternExampleTests {
    @Test func aReportsAndTheCoordinatorDecides() throws {
        let coordinator = ThePatternExample.ABCCoordinator(state: .mock)
        let screenA = try #require(coordinator.state.rootViewModel as? ThePatternExample.ScreenAViewModel)
        screenA.cTapped()
        #expect(coordinator.state.path.links == [AnyFlowLink(ThePatternExample.ABCLink.c)])
    }
}

// MARK: - PresentationsAndDialogs.md

enum PresentationsExample {
    enum WalletLink: FlowLink {
        case cards
        case card(id: Int)
        case addCard
        case addCardStep(Int)
    }

    enum RemoveCardAction { case remove, keep }

    @MainActor
    static func presentations(_ state: FlowState) {
        // A sheet of one screen over the top of the stack.
        state.present(WalletLink.addCard, style: .sheet)

        // A cover that runs a flow of its own: push onto the level it returns.
        let cover = state.present(WalletLink.addCard, style: .cover, hostsNavigation: true)
        cover.push(WalletLink.addCardStep(2))

        // Close the top presentation, or everything presented.
        state.closeTopmost()
        state.closeAllPresentations()
    }

    @MainActor
    static func removeWithUndo(_ id: Int, from cards: CardShelf, on state: FlowState) {
        guard let index = cards.ids.firstIndex(of: id) else { return }
        cards.ids.remove(at: index)
        state.toasts.show("Card removed", button: "Undo") { cards.ids.insert(id, at: index) }
    }

    @MainActor
    static func confirmRemoving(_ id: Int, on state: FlowState, remove: @escaping @MainActor (Int) -> Void) {
        state.show(DialogState(
            confirmationDialog: "Remove this card?", message: "You can add it again later.",
            buttons: [.destructive("Remove", action: RemoveCardAction.remove), .cancel(action: .keep)]
        )) { action in
            if action == .remove { remove(id) }
        }
    }
}

/// The cards of the toast example: a list of ids, changed in place.
@MainActor
final class CardShelf {
    var ids: [Int]
    init(ids: [Int]) { self.ids = ids }
}

@Suite("Documentation: Presentations and dialogs")
@MainActor
struct PresentationsExampleTests {
    typealias WalletLink = PresentationsExample.WalletLink

    @Test func presentAndClose() {
        let state = FlowState.mock(path: [WalletLink.card(id: 1)])
        PresentationsExample.presentations(state)
        #expect(state.presented == nil)
        #expect(state.path.links == [AnyFlowLink(WalletLink.card(id: 1))])
    }

    @Test func coverRunsItsOwnStack() {
        let state = FlowState.mock
        let cover = state.present(WalletLink.addCard, style: .cover, hostsNavigation: true)
        cover.push(WalletLink.addCardStep(2))
        #expect(state.coverItem == AnyFlowLink(WalletLink.addCard))
        #expect(cover.path.links == [AnyFlowLink(WalletLink.addCardStep(2))])
    }

    @Test func toastWithUndo() {
        let state = FlowState.mock
        let cards = CardShelf(ids: [1, 2, 3])
        PresentationsExample.removeWithUndo(2, from: cards, on: state)
        #expect(cards.ids == [1, 3])
        let toast = try? #require(state.toasts.current)
        #expect(toast?.title == "Card removed" && toast?.button == "Undo")
        state.toasts.userActivated(toast!.id)
        #expect(cards.ids == [1, 2, 3] && state.toasts.current == nil)
    }

    @Test func confirmationDialog() {
        let state = FlowState.mock
        var removed: [Int] = []
        PresentationsExample.confirmRemoving(7, on: state) { removed.append($0) }
        #expect(state.confirmationDialog?.title == "Remove this card?")
        state.choose("Remove")
        #expect(removed == [7])
        #expect(state.dialog == nil)
    }
}

// MARK: - ResultsAndLeaveGuards.md

enum ResultsExample {
    struct Card: Hashable, Sendable {
        let id: Int
    }

    enum PurchaseLink: FlowLink {
        case paymentMethod
        case buy(cardID: Int)
        case editAddress
    }

    @MainActor
    final class PurchaseCoordinator {
        let state: FlowState
        private(set) var choosing: ResultHandle<Card>?

        init(state: FlowState) { self.state = state }

        func choosePaymentMethod() {
            choosing = state.push(PurchaseLink.paymentMethod) { [weak self] (leaving: Leaving<Card>) in
                guard let self, let card = leaving.result else { return }   // the user went back
                state.push(PurchaseLink.buy(cardID: card.id))
            }
        }

        // Called by the payment-method screen's view model when the user picks a card.
        func cardPicked(_ card: Card) {
            choosing?.finish(with: card)
        }
    }

    @MainActor
    static func buy(on state: FlowState) async {
        guard let card = await state.push(PurchaseLink.paymentMethod, expecting: Card.self) else {
            return   // the user went back without choosing
        }
        state.push(PurchaseLink.buy(cardID: card.id))
    }

    @MainActor
    final class AddressForm {
        var hasChanges = false
    }

    @MainActor
    static func editAddress(on state: FlowState, form: AddressForm) {
        let sheet = state.present(PurchaseLink.editAddress, style: .sheet)
        sheet.confirmLeaving(when: { [weak form] in form?.hasChanges ?? false },
                             title: "Discard the new address?")
    }
}

@Suite("Documentation: Results and leave guards")
@MainActor
struct ResultsExampleTests {
    typealias PurchaseLink = ResultsExample.PurchaseLink
    typealias Card = ResultsExample.Card

    @Test func aResultIsDeliveredOnce() {
        let coordinator = ResultsExample.PurchaseCoordinator(state: .mock)
        coordinator.choosePaymentMethod()
        coordinator.cardPicked(Card(id: 4))
        coordinator.cardPicked(Card(id: 5))   // the screen is gone: nothing happens
        #expect(coordinator.state.path.links == [AnyFlowLink(PurchaseLink.buy(cardID: 4))])
    }

    @Test func goingBackDeliversNoResult() {
        let coordinator = ResultsExample.PurchaseCoordinator(state: .mock)
        coordinator.choosePaymentMethod()
        #expect(coordinator.state.userWentBack() == .applied)
        #expect(coordinator.state.path.isEmpty)
    }

    @Test func awaitingAResult() async throws {
        let state = FlowState.mock
        let buying = Task { await ResultsExample.buy(on: state) }
        while state.topEntry == nil { await Task.yield() }
        let top = try #require(state.topEntry)
        state.resultHandle(for: top.id, Card.self)?.finish(with: Card(id: 9))
        await buying.value
        #expect(state.path.links == [AnyFlowLink(PurchaseLink.buy(cardID: 9))])
    }

    @Test func theUserIsAskedBeforeLosingChanges() throws {
        let state = FlowState.mock
        let form = ResultsExample.AddressForm()
        ResultsExample.editAddress(on: state, form: form)
        let sheet = try #require(state.presented?.presentation)

        form.hasChanges = true
        #expect(state.userClosed(sheet.id) == .refused)
        #expect(state.presented?.confirmationDialog?.title == "Discard the new address?")
        state.presented?.choose("Discard")
        #expect(state.presented == nil)
    }
}

// MARK: - DeepLinks.md

enum DeepLinksExample {
    enum NoteLink: FlowLink {
        case detail(id: Int)
        case edit(id: Int)
    }

    static let router = DeepLinkRouter(scheme: "notes", routes: [
        .parameter("note", Int.self,
                   steps: { id in id > 0 ? [.push(NoteLink.detail(id: id))] : nil },
                   value: { steps in
                       guard case .detail(let id)? = steps.first?.link(as: NoteLink.self) else { return nil }
                       return id
                   }),
        .literal("new", steps: [.present(NoteLink.edit(id: 0), style: .sheet)]),
    ])

    static let notes = DeepLinkRouter(scheme: "notes", routes: [
        .pattern("note/{id}", .int("id"),
                 steps: { values in [.push(NoteLink.detail(id: values.value("id")!))] },
                 values: { steps in
                     guard case .detail(let id)? = steps.first?.link(as: NoteLink.self) else { return nil }
                     return DeepLinkParameters().setting("id", to: id)
                 },
                 children: [
                     .pattern("edit", steps: { values in [.present(NoteLink.edit(id: values.value("id")!), style: .sheet)] }),
                 ]),
    ], query: [.int("page", in: 1...100)])

    /// The app's notes, on the main actor.
    @MainActor
    final class NoteStore {
        var ids: Set<Int> = [7]
    }

    enum BookmarkLink: FlowLink {
        case folder(id: Int)
        case bookmark(id: Int)
        case edit(id: Int)
    }

    static let editBookmark = DeepLinkRoute.pattern("edit", steps: { values in
        [.present(BookmarkLink.edit(id: values.value("bookmark")!), style: .sheet)]
    })

    /// A short form without the folder, which only the model knows, and the full form.
    static let bookmarks = DeepLinkRouter(scheme: "bookmarks", routes: [
        .pattern("bookmark/{bookmark}", .int("bookmark"),
                 steps: { values in [.push(BookmarkLink.bookmark(id: values.value("bookmark")!))] },
                 values: { _ in nil }, children: [editBookmark]),
        .pattern("folder/{folder}/bookmark/{bookmark}", .int("folder"), .int("bookmark"),
                 steps: { values in
                     [.push(BookmarkLink.folder(id: values.value("folder")!)), .push(BookmarkLink.bookmark(id: values.value("bookmark")!))]
                 },
                 values: { steps in
                     guard case .folder(let folder)? = steps.first?.link(as: BookmarkLink.self),
                           case .bookmark(let id)? = steps.dropFirst().first?.link(as: BookmarkLink.self) else { return nil }
                     return DeepLinkParameters().setting("folder", to: folder).setting("bookmark", to: id)
                 },
                 children: [editBookmark]),
    ])

    /// The folders bookmarks are in, on the main actor.
    @MainActor
    final class Library {
        var folders: [Int: Int] = [5: 3]
        func folder(of bookmark: Int) -> Int? { folders[bookmark] }
    }
}

@Suite("Documentation: Deep links")
@MainActor
struct DeepLinksExampleTests {
    typealias NoteLink = DeepLinksExample.NoteLink

    @Test func openALink() throws {
        let state = FlowState()
        let target = try DeepLinksExample.router.resolve("notes://7")
        state.open(target)
        #expect(state.path.links == [AnyFlowLink(NoteLink.detail(id: 7))])
        #expect(DeepLinksExample.router.link(for: NavigationTarget(flow: state.snapshot())) == "notes://7")
    }

    @Test func aLinkThatPresents() throws {
        let state = FlowState()
        state.open(try DeepLinksExample.router.resolve("notes://new"))
        #expect(state.presentedItem == AnyFlowLink(NoteLink.edit(id: 0)))
    }

    @Test func oneRouteForEveryNote() throws {
        #expect(try DeepLinksExample.notes.resolve("notes://note/42/edit").steps
                == [.push(NoteLink.detail(id: 42)), .present(NoteLink.edit(id: 42), style: .sheet)])
        #expect(try DeepLinksExample.notes.match("notes://note/42?page=2").parameters.value("page", as: Int.self) == 2)
        #expect(DeepLinksExample.notes.link(for: try DeepLinksExample.notes.resolve("notes://note/42/edit"))
                == "notes://note/42/edit")
    }

    @Test func aLinkToANoteTheModelLacks() throws {
        let store = DeepLinksExample.NoteStore()
        let router = DeepLinksExample.notes.validating { values in
            guard let id: Int = values.value("id"), !store.ids.contains(id) else { return nil }
            return .badParameter(name: "id", value: values.text("id") ?? "", expected: "a note that exists")
        }
        #expect(try router.resolveAndValidate("notes://note/7/edit").steps.count == 2)
        #expect(throws: DeepLinkError.badParameter(name: "id", value: "8", expected: "a note that exists")) {
            try router.resolveAndValidate("notes://note/8/edit")
        }
    }

    @Test func stepsOnlyTheModelKnows() throws {
        typealias BookmarkLink = DeepLinksExample.BookmarkLink
        let library = DeepLinksExample.Library()
        let router = DeepLinksExample.bookmarks.completing { target, values throws(DeepLinkError) in
            guard values.text("folder") == nil, let id: Int = values.value("bookmark") else { return target }
            guard let folder = library.folder(of: id) else {
                throw .badParameter(name: "bookmark", value: values.text("bookmark") ?? "", expected: "a bookmark in your library")
            }
            return NavigationTarget(steps: [.push(BookmarkLink.folder(id: folder))] + target.steps)
        }
        #expect(try router.resolveAndValidate("bookmarks://bookmark/5/edit").steps == [
            .push(BookmarkLink.folder(id: 3)), .push(BookmarkLink.bookmark(id: 5)), .present(BookmarkLink.edit(id: 5), style: .sheet),
        ])
        #expect(router.link(for: try router.resolveAndValidate("bookmarks://bookmark/5")) == "bookmarks://folder/3/bookmark/5")
        // The full form opens without a look-up; a bookmark the library lacks is refused.
        #expect(try router.resolveAndValidate("bookmarks://folder/3/bookmark/5").steps.count == 2)
        #expect(throws: DeepLinkError.badParameter(name: "bookmark", value: "6", expected: "a bookmark in your library")) {
            try router.resolveAndValidate("bookmarks://bookmark/6")
        }
        // Pure resolving adds nothing.
        #expect(try router.resolve("bookmarks://bookmark/5").steps == [.push(BookmarkLink.bookmark(id: 5))])
    }

    @Test("the links a completion adds are checked by the router's rules")
    func completionFollowsTheRules() throws {
        typealias BookmarkLink = DeepLinksExample.BookmarkLink
        let rules = LinkRules().adding(BookmarkLink.self) { link in
            guard case .folder(let id) = link, id <= 0 else { return nil }
            return LinkViolation("folder", value: id, expected: "a folder number above 0")
        }
        let router = DeepLinkRouter(scheme: "bookmarks", routes: DeepLinksExample.bookmarks.routes, rules: rules)
            .completing { target, _ in NavigationTarget(steps: [.push(BookmarkLink.folder(id: 0))] + target.steps) }
        #expect(throws: DeepLinkError.badParameter(name: "folder", value: "0", expected: "a folder number above 0")) {
            try router.resolveAndValidate("bookmarks://bookmark/5")
        }
    }

    @Test func aBadLinkSaysWhatIsWrong() {
        #expect(throws: DeepLinkError.self) { try DeepLinksExample.router.resolve("notes://seven") }
        do {
            _ = try DeepLinksExample.router.resolve("notes://seven")
        } catch {
            #expect(error.message == #"bad parameter note "seven": expected a valid Int"#)
        }
    }
}

// MARK: - Restoration.md

enum RestorationExample {
    enum NoteLink: FlowLink {
        case detail(id: Int)
        case edit(id: Int)
    }

    static let archive = StateArchive(registry: LinkRegistry().registering(NoteLink.self, as: "note"))

    @MainActor
    static func save(_ state: FlowState) throws(RestorationError) -> Data {
        try archive.encode(state.snapshot())
    }

    @MainActor
    static func restore(_ data: Data, into state: FlowState) {
        do {
            state.restore(try archive.decodeFlow(from: data))
        } catch {
            print("Starting afresh: \(error.message)")
        }
    }

    struct NoteDraft: ScreenDraft {
        var text: String
        var problem: String? { text.count > 10_000 ? "the note is longer than 10,000 characters" : nil }
    }

    @MainActor
    final class EditNoteModel {
        var text: String
        init(draft: NoteDraft?) { text = draft?.text ?? "" }
        var draft: NoteDraft? { text.isEmpty ? nil : NoteDraft(text: text) }
    }

    static let draftArchive = StateArchive(registry: LinkRegistry()
        .registering(NoteLink.self, as: "note")
        .registeringDraft(NoteDraft.self, as: "note-text"))

    @MainActor
    static func register(on state: FlowState) {
        state.register(NoteLink.self, title: { _ in "Note" }) { link, screen in
            guard case .edit = link else { return nil }
            let model = EditNoteModel(draft: screen.restoredDraft(NoteDraft.self))
            screen.keepDraft { [weak model] in model?.draft }
            return model
        }
    }

    static let migratingArchive = StateArchive(registry: LinkRegistry().registering(NoteLink.self, as: "note"), migrations: [
        // Links version 2 renamed `show(id:)` to `detail(id:)`.
        .links(named: "note", from: 1) { value in
            if let show = value["show"] { value = ["detail": show] }
        },
    ])
}

@Suite("Documentation: Restoration")
@MainActor
struct RestorationExampleTests {
    typealias NoteLink = RestorationExample.NoteLink

    @Test func saveAndRestore() throws {
        let saved = FlowState.mock(path: [NoteLink.detail(id: 1)])
        saved.present(NoteLink.edit(id: 1), style: .sheet)
        let data = try RestorationExample.save(saved)

        let restored = FlowState()
        RestorationExample.restore(data, into: restored)
        #expect(restored.snapshot() == saved.snapshot())
    }

    typealias EditNoteModel = RestorationExample.EditNoteModel

    @Test func theTypedTextComesBack() throws {
        let state = FlowState()
        RestorationExample.register(on: state)
        let sheet = state.present(NoteLink.edit(id: 1), style: .sheet)
        (sheet.rootViewModel as? EditNoteModel)?.text = "Buy mi"
        let data = try RestorationExample.draftArchive.encode(state.snapshot(), drafts: state.drafts())

        let restored = FlowState()
        RestorationExample.register(on: restored)
        let saved = try RestorationExample.draftArchive.decodeSavedFlow(from: data)
        restored.restore(saved.snapshot, drafts: saved.drafts)
        #expect((restored.presented?.rootViewModel as? EditNoteModel)?.text == "Buy mi")
    }

    @Test func anOldFileIsMigrated() throws {
        let old = Data(#"{"format":"flow-coordinator-state","version":2,"linksVersion":1,"tabs":[{"path":[{"id":1,"link":{"type":"note","value":{"show":{"id":7}}}}],"presented":[]}]}"#.utf8)
        let flow = try RestorationExample.migratingArchive.decodeFlow(from: old)
        #expect(flow.root.path.map(\.link) == [AnyFlowLink(NoteLink.detail(id: 7))])
    }

    @Test func aDamagedFileChangesNothing() {
        let state = FlowState.mock(path: [NoteLink.detail(id: 1)])
        RestorationExample.restore(Data("not json".utf8), into: state)
        #expect(state.path.links == [AnyFlowLink(NoteLink.detail(id: 1))])
    }
}

// MARK: - TestingNavigation.md

enum TestingNavigationExample {
    enum ContentLink: FlowLink {
        case first
        case second
        case sheet
    }
}

@Suite("Documentation: Testing navigation")
@MainActor
struct TestingNavigationExampleTests {
    typealias ContentLink = TestingNavigationExample.ContentLink

    @Test func backFromTheTop() {
        let state = FlowState.mock(path: [ContentLink.first, ContentLink.second])
        #expect(state.userWentBack() == .applied)
        #expect(state.path.links == [AnyFlowLink(ContentLink.first)])
    }

    @Test func aLateEventIsIgnored() throws {
        let state = FlowState.mock(path: [ContentLink.first])
        let gone = try #require(state.topEntry)
        state.popToRoot()
        #expect(state.userWentBack(from: gone.id) == .ignored)
    }

    @Test func thePlannerSaysWhatTheScreenDoes() {
        let state = FlowState.mock(path: [ContentLink.first])
        let before = state.snapshot()
        state.push(ContentLink.second)
        state.present(ContentLink.sheet)
        let commands = NavigationPlanner.plan(from: before, to: state.snapshot())
        #expect(commands.count == 2)
        #expect(commands.last?.isAnimated == true)
    }
}
