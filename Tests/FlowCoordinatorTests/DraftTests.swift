import Foundation
import Testing
import FlowCoordinator
import FlowTestSupport

/// What a test screen keeps of its one field.
struct NoteDraft: ScreenDraft {
    var text: String
    var problem: String? { text.count > 20 ? "a note holds at most 20 characters" : nil }
}

/// A draft type no archive registers.
struct StrayDraft: ScreenDraft {
    var value = 1
    var problem: String? { nil }
}

/// A view model with one field, as a form's.
@MainActor
final class NoteModel {
    var text: String
    var secret = ""
    init(draft: NoteDraft?) { text = draft?.text ?? "" }
    var draft: NoteDraft? { text.isEmpty ? nil : NoteDraft(text: text) }
}

@MainActor
@Suite("Drafts: what was typed on a screen, kept with its entry")
struct DraftTests {
    static let registry = RSFixture.registry.registeringDraft(NoteDraft.self, as: "note")
    static let archive = StateArchive(registry: registry)

    /// The model of a screen that keeps a draft, as a registration makes it.
    static func keep(_ screen: FlowScreen) -> NoteModel {
        let model = NoteModel(draft: screen.restoredDraft(NoteDraft.self))
        screen.keepDraft({ [weak model] in model?.draft }, unkept: { [weak model] in
            model.flatMap { $0.secret.isEmpty ? nil : "the secret" }
        })
        return model
    }

    /// Registers note screens for item and text links on `root`.
    static func register(_ root: FlowState) {
        root.register(RSItemLink.self, title: { _ in "Item" }) { _, screen in keep(screen) }
        root.register(String.self, title: { _ in "Text" }) { _, screen in keep(screen) }
    }

    static func register(_ tabs: TabFlowState<TestTab>) {
        for tab in TestTab.allCases { register(tabs[tab]) }
    }

    /// The model of `entry`'s screen, or of `level`'s own screen.
    static func model(_ level: FlowState, _ entry: FlowEntry? = nil) throws -> NoteModel {
        try #require((entry.map { level.viewModel(for: $0) } ?? level.rootViewModel) as? NoteModel)
    }

    @Test("a kept draft is saved with its entry and handed back to the same screen after a restore, even renumbered")
    func roundTrip() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        Self.register(tabs)
        tabs[.items].push(RSItemLink.detail(id: 1))
        tabs[.items].push(RSItemLink.detail(id: 2))
        let pushed = try #require(tabs[.items].path.entries.last)
        let sheet = tabs[.items].present("compose", style: .sheet)
        let sheetModel = try Self.model(sheet)
        let entryModel = try Self.model(tabs[.items], pushed)
        sheetModel.text = "Dear Zoë,"
        entryModel.text = "note on 2"
        let data = try Self.archive.encode(tabs.snapshot(), drafts: tabs.drafts())
        #expect(String(decoding: data, as: UTF8.self).contains(#""type" : "note""#))

        // Another process: the same identities may already be in use there.
        let other = TabFlowState<TestTab>(tabs: TestTab.allCases)
        Self.register(other)
        other[.profile].push("settings")
        let saved = try Self.archive.decodeSavedTabs(from: data)
        #expect(saved.refusedDrafts.isEmpty)
        other.restore(saved.snapshot, drafts: saved.drafts)
        let restoredSheet = try #require(other[.items].presented)
        let restoredEntry = try #require(other[.items].path.entries.last)
        #expect(restoredSheet.restoredDraft(NoteDraft.self, for: try #require(restoredSheet.presentation?.id))?.text == "Dear Zoë,")
        #expect(other[.items].restoredDraft(NoteDraft.self, for: restoredEntry.id)?.text == "note on 2")
        // A draft of the wrong type is not handed over.
        #expect(other[.items].restoredDraft(StrayDraft.self, for: restoredEntry.id) == nil)
        // Until their screens are made, the restored drafts are what the state keeps.
        #expect(Set(other.drafts().byScreen.values.compactMap { $0.as(NoteDraft.self)?.text }) == ["Dear Zoë,", "note on 2"])
        // A screen made takes its draft, and keeps its own from then on.
        let model = try Self.model(other[.items], restoredEntry)
        #expect(model.text == "note on 2")
        model.text = ""
        #expect(other.drafts().byScreen.values.compactMap { $0.as(NoteDraft.self)?.text } == ["Dear Zoë,"])
    }

    @Test("a draft goes away with its screen: popped, closed by the user, or saved and closed")
    func goesWithItsScreen() throws {
        let state = FlowState()
        Self.register(state)
        state.push(RSItemLink.detail(id: 1))
        let entry = try #require(state.path.entries.last)
        let model = try Self.model(state, entry)
        model.text = "typed"
        let sheet = state.present("compose", style: .sheet)
        let sheetModel = try Self.model(sheet)
        sheetModel.text = "also typed"
        #expect(state.drafts().byScreen.count == 2)
        state.closePresented()
        #expect(state.drafts().byScreen.count == 1)
        state.pop()
        #expect(state.drafts().isEmpty)
    }

    @Test("what a screen holds that its draft leaves out is named, for the question a quit asks")
    func unkept() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        Self.register(tabs)
        tabs.select(.wallet)
        let sheet = tabs[.wallet].present("card", style: .sheet)
        let model = try Self.model(sheet)
        #expect(tabs.unkeptInput().isEmpty)
        model.secret = "4242"
        let unkept = try #require(tabs.unkeptInput().first)
        #expect(unkept.tab == .wallet && unkept.level === sheet && unkept.what == "the secret")
        #expect(tabs.drafts().isEmpty, "the secret is not in the draft")
    }

    @Test("a saved draft that breaks its rules, does not decode, or is of an unknown type is left out, and the rest restores")
    func refused() throws {
        func document(_ draft: String) -> Data {
            Data("""
                {"format":"flow-coordinator-state","version":2,"linksVersion":1,"selectedTab":"items","tabs":[
                  {"name":"items","path":[{"id":5,"link":{"type":"item","value":{"detail":{"id":7}}},"draft":\(draft)}],"presented":[]}]}
                """.utf8)
        }
        let cases: [(String, String, String)] = [
            (#"{"type":"note","value":{"text":"far more than twenty characters"}}"#, "note", "a note holds at most 20 characters"),
            (#"{"type":"note","value":{"txt":"hi"}}"#, "note", "it does not decode: missing \"text\""),
            (#"{"type":"poem","value":{"text":"hi"}}"#, "poem", "this version of the app keeps no drafts of that type"),
            (#""hi""#, "?", "it is not shaped like a draft"),
        ]
        for (draft, type, reason) in cases {
            let saved = try Self.archive.decodeSavedTabs(from: document(draft))
            #expect(saved.drafts.isEmpty, "\(draft)")
            #expect(saved.refusedDrafts == [RefusedDraft(type: type, reason: reason)], "\(draft)")
            #expect(saved.snapshot.tabs[0].flow.root.path.map(\.link) == [AnyFlowLink(RSItemLink.detail(id: 7))])
        }
        let good = try Self.archive.decodeSavedTabs(from: document(#"{"type":"note","value":{"text":"hi"}}"#))
        #expect(good.drafts[FlowID(rawValue: 5)]?.as(NoteDraft.self) == NoteDraft(text: "hi"))
        #expect(good.refusedDrafts.isEmpty)
    }

    @Test("a draft that breaks its own rules is not saved, so the file never holds what it would refuse")
    func notSavedWhenRefused() throws {
        let state = FlowState()
        Self.register(state)
        state.push(RSItemLink.detail(id: 1))
        let model = try Self.model(state, try #require(state.path.entries.last))
        model.text = String(repeating: "x", count: 21)
        #expect(state.drafts().isEmpty)
    }

    @Test("a draft of an unregistered type cannot be saved, and says so")
    func unregistered() throws {
        let state = FlowState()
        state.push(RSItemLink.detail(id: 1))
        let id = try #require(state.path.entries.last?.id)
        state.keepDraft(for: id, { StrayDraft() })
        #expect(throws: RestorationError.unregisteredDraftType("StrayDraft")) {
            try Self.archive.encode(state.snapshot(), drafts: state.drafts())
        }
    }
}

@Suite("State migrations: an upgrade opens where the user was")
struct StateMigrationTests {
    /// Version 1 of an app's links, as a test app saved them: RSItemLink's `detail` was called `show`.
    static var oldDocument: Data { Data("""
        {"format":"flow-coordinator-state","version":2,"linksVersion":1,"selectedTab":"items","tabs":[
          {"name":"items","path":[{"id":5,"link":{"type":"item","value":{"show":{"id":7}}}}],
           "presented":[{"id":6,"style":"sheet","hostsNavigation":false,"path":[],
                         "link":{"type":"item","value":{"show":{"id":8}}}}]}]}
        """.utf8) }

    static let migrations: [StateMigration] = [
        // Links version 2 renamed `show` to `detail`.
        .links(named: "item", from: 1) { value in
            if let show = value["show"] { value = ["detail": show] }
        },
        // Links version 3 moved every detail id up by 100 (another kind of change: the whole document).
        .document(from: 2) { document in
            document.visitAll { value in
                if let id = value["detail"]?["id"]?.integerValue { value["detail"] = ["id": .integer(id + 100)] }
            }
        },
    ]

    @Test("migrations run in order from the version a file was written with, wherever its links are")
    func inOrder() throws {
        let archive = StateArchive(registry: RSFixture.registry, migrations: Self.migrations)
        #expect(archive.linksVersion == 3)
        let tabs = try archive.decodeTabs(from: Self.oldDocument)
        let flow = tabs.tabs[0].flow
        #expect(flow.root.path.map(\.link) == [AnyFlowLink(RSItemLink.detail(id: 107))])
        #expect(flow.levels[1].presentation?.link == AnyFlowLink(RSItemLink.detail(id: 108)))
        // A file of links version 2 runs the second migration only.
        let version2 = Data(String(decoding: Self.oldDocument, as: UTF8.self)
            .replacingOccurrences(of: #""linksVersion":1"#, with: #""linksVersion":2"#)
            .replacingOccurrences(of: "show", with: "detail").utf8)
        #expect(try archive.decodeTabs(from: version2).tabs[0].flow.root.path.map(\.link)
                == [AnyFlowLink(RSItemLink.detail(id: 107))])
        // What this build writes is of its own links version, and reads back unchanged.
        let written = try archive.encode(tabs)
        #expect(String(decoding: written, as: UTF8.self).contains(#""linksVersion" : 3"#))
        #expect(try archive.decodeTabs(from: written) == tabs)
    }

    @Test("without the migration the old file does not decode; a file of newer links (a downgrade) is refused")
    func refused() {
        #expect(RSFixture.tabsError(Self.oldDocument) == .badLink(type: "item", reason: "expected RSItemLink"), "without migrations")
        let archive = StateArchive(registry: RSFixture.registry, migrations: Self.migrations)
        let newer = Data(String(decoding: Self.oldDocument, as: UTF8.self)
            .replacingOccurrences(of: #""linksVersion":1"#, with: #""linksVersion":4"#).utf8)
        #expect(RSFixture.tabsError(newer, archive: archive) == .unsupportedVersion(found: 4, supported: 3))
    }

    @Test("a migration that throws refuses the file, saying from which version")
    func throwing() {
        struct Gone: Error {}
        let archive = StateArchive(registry: RSFixture.registry, migrations: [.document(from: 1) { _ in throw Gone() }])
        guard case .malformed(let reason)? = RSFixture.tabsError(Self.oldDocument, archive: archive) else {
            Issue.record("a failed migration was not refused")
            return
        }
        #expect(reason.hasPrefix("it could not be migrated from links version 1"))
    }
}

/// A draft that keeps what it can: a field too long is cut, so the other is not lost with it.
struct LetterDraft: ScreenDraft {
    var to: String
    var body: String
    var problem: String? { to.count > 20 || body.count > 20 ? "a field holds at most 20 characters" : nil }
    var kept: LetterDraft? { LetterDraft(to: String(to.prefix(20)), body: String(body.prefix(20))) }
}

/// A draft whose `kept` still breaks its rules: nothing of it is kept.
struct CarelessDraft: ScreenDraft {
    var text: String
    var problem: String? { text.isEmpty ? nil : "never" }
    var kept: CarelessDraft? { self }
}

@Suite("What may be kept of a draft")
struct KeptDraftTests {
    @Test("a draft keeps what follows its rules: itself, what `kept` leaves of it, or nothing")
    func kept() {
        #expect(AnyScreenDraft(NoteDraft(text: "short")).kept == AnyScreenDraft(NoteDraft(text: "short")))
        #expect(AnyScreenDraft(NoteDraft(text: String(repeating: "n", count: 21))).kept == nil, "all or nothing by default")
        let long = LetterDraft(to: "Zoë", body: String(repeating: "b", count: 500))
        #expect(AnyScreenDraft(long).kept?.as(LetterDraft.self) == LetterDraft(to: "Zoë", body: String(repeating: "b", count: 20)))
        #expect(AnyScreenDraft(CarelessDraft(text: "x")).kept == nil, "a kept draft must follow the rules")
    }
}
