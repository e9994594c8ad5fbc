import Foundation
import Testing
import FlowCoordinator
import FlowTestSupport

// MARK: - Links saved by the restoration tests

/// A nested enum inside a link.
enum RSFilter: String, Hashable, Codable, Sendable {
    case all, onSale, new
}

/// Screens of the Items tab: associated values of several kinds.
enum RSItemLink: Hashable, Codable, Sendable {
    case detail(id: Int)
    case review(id: Int, author: String?)
    case list(filter: RSFilter)
    case search(query: String, page: Int?)
}

/// A nested enum with associated values.
enum RSPaymentMethod: Hashable, Codable, Sendable {
    case card(last4: String)
    case cash
}

/// Screens of the checkout flow.
enum RSCheckoutLink: Hashable, Codable, Sendable {
    case cart
    case payment(method: RSPaymentMethod, total: Int)
    case receipt(number: Int?)
}

/// A link type the registry does not know.
struct RSUnregistered: Hashable, Codable, Sendable {
    var value: Int
}

enum RSFixture {
    static let registry = LinkRegistry()
        .registering(RSItemLink.self, as: "item")
        .registering(RSCheckoutLink.self, as: "checkout")
        .registering(String.self, as: "string")

    static let archive = StateArchive(registry: registry)

    /// A query with everything JSON and links must carry: quotes, backslashes, newlines, slashes,
    /// unicode, emoji, right-to-left text.
    static let awkwardText = "red \"shoes\" \\ size 42\nnew line / ünïcødé 🛒 שלום \u{2028}"

    /// A real tabbed window: deep stacks, the same link pushed twice, a cover hosting its own stack
    /// with a sheet (hosting one too) over it.
    @MainActor
    static func window() -> TabFlowState<TestTab> {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        let items = tabs[.items]
        items.push(RSItemLink.list(filter: .onSale))
        items.push(RSItemLink.detail(id: 7))
        items.push(RSItemLink.detail(id: 7))
        items.push(RSItemLink.review(id: 7, author: "Zoë"))
        items.push(RSItemLink.review(id: 7, author: nil))
        items.push(RSItemLink.search(query: awkwardText, page: nil))
        items.push(RSItemLink.search(query: "", page: 3))
        tabs[.profile].push("settings")
        tabs[.profile].push("privacy")
        tabs.select(.wallet)
        let checkout = tabs[.wallet]
        checkout.push(RSCheckoutLink.cart)
        let cover = checkout.present(RSCheckoutLink.payment(method: .card(last4: "4242"), total: 1999),
                                     style: .cover, hostsNavigation: true)
        cover.push(RSCheckoutLink.receipt(number: nil))
        cover.push(RSCheckoutLink.receipt(number: 12))
        cover.push(RSItemLink.detail(id: 7))
        let sheet = cover.present("help", style: .sheet, hostsNavigation: true)
        sheet.push("contact")
        sheet.push(RSCheckoutLink.payment(method: .cash, total: 0))
        return tabs
    }

    /// A window without tabs: a stack, a cover hosting a stack, a sheet over it.
    @MainActor
    static func flow() -> FlowState {
        let state = FlowState()
        state.push(RSItemLink.detail(id: 1))
        state.push("notes")
        state.push(RSItemLink.detail(id: 1))
        let cover = state.present(RSCheckoutLink.cart, style: .cover, hostsNavigation: true)
        cover.push(RSCheckoutLink.payment(method: .card(last4: "0005"), total: 12))
        cover.present(RSItemLink.list(filter: .new))
        return state
    }

    /// A small document written by hand, as a file on disk would hold it.
    static let handWritten = """
        {
          "format": "flow-coordinator-state", "version": 1, "selectedTab": "wallet",
          "tabs": [
            { "name": "items",
              "path": [ { "id": 900001, "link": { "type": "item", "value": { "detail": { "id": 7 } } } },
                        { "id": 900002, "link": { "type": "item", "value": { "review": { "id": 7 } } } } ],
              "presented": [] },
            { "name": "wallet",
              "path": [ { "id": 900003, "link": { "type": "checkout", "value": { "cart": {} } } } ],
              "presented": [ { "id": 900004, "style": "cover", "hostsNavigation": true,
                               "link": { "type": "checkout",
                                         "value": { "payment": { "method": { "card": { "last4": "4242" } }, "total": 5 } } },
                               "path": [ { "id": 900005, "link": { "type": "string", "value": "receipt" } } ] },
                             { "id": 900006, "style": "sheet", "hostsNavigation": false,
                               "link": { "type": "item", "value": { "list": { "filter": "onSale" } } }, "path": [] } ] }
          ]
        }
        """

    /// The snapshot `handWritten` holds.
    static var handWrittenSnapshot: TabsSnapshot {
        func entry(_ id: UInt64, _ link: some Hashable & Sendable) -> FlowEntry {
            FlowEntry(id: FlowID(rawValue: id), link: AnyFlowLink(link))
        }
        let cover = Presentation(id: FlowID(rawValue: 900004), style: .cover,
                                 link: AnyFlowLink(RSCheckoutLink.payment(method: .card(last4: "4242"), total: 5)),
                                 hostsNavigation: true)
        let sheet = Presentation(id: FlowID(rawValue: 900006), style: .sheet,
                                 link: AnyFlowLink(RSItemLink.list(filter: .onSale)), hostsNavigation: false)
        return TabsSnapshot(selectedTab: "wallet", tabs: [
            TabSnapshot(name: "items", flow: FlowSnapshot(path: [
                entry(900001, RSItemLink.detail(id: 7)), entry(900002, RSItemLink.review(id: 7, author: nil)),
            ])),
            TabSnapshot(name: "wallet", flow: FlowSnapshot(path: [entry(900003, RSCheckoutLink.cart)], presenting: [
                LevelSnapshot(presentation: cover, path: [entry(900005, "receipt")]),
                LevelSnapshot(presentation: sheet),
            ])),
        ])
    }

    /// A minimal valid tabs document; tests change one part of it.
    static let minimal = #"{"format":"flow-coordinator-state","version":1,"selectedTab":"items","tabs":[{"name":"items","path":[{"id":910001,"link":{"type":"item","value":{"detail":{"id":7}}}}],"presented":[{"id":910002,"style":"sheet","hostsNavigation":false,"link":{"type":"string","value":"help"},"path":[]}]}]}"#

    /// `minimal` with `original` replaced by `replacement` (which must occur).
    static func minimal(replacing original: String, with replacement: String) -> Data {
        precondition(minimal.contains(original), "\(original) is not in the minimal document")
        return Data(minimal.replacingOccurrences(of: original, with: replacement).utf8)
    }

    /// The error decoding `data` as tabs throws, or `nil`.
    static func tabsError(_ data: Data, archive: StateArchive = archive) -> RestorationError? {
        do {
            _ = try archive.decodeTabs(from: data)
            return nil
        } catch {
            #expect(rsIsOneLine(error.message), "\(error.message.debugDescription)")
            return error
        }
    }

    static func flowError(_ data: Data, archive: StateArchive = archive) -> RestorationError? {
        do {
            _ = try archive.decodeFlow(from: data)
            return nil
        } catch {
            #expect(rsIsOneLine(error.message), "\(error.message.debugDescription)")
            return error
        }
    }

    /// Whether a decoded snapshot describes a possible state.
    static func isValid(_ snapshot: FlowSnapshot) -> Bool {
        snapshot.root.presentation == nil && snapshot.levels.dropFirst().allSatisfy { $0.presentation != nil }
            && Set(snapshot.allIDs).count == snapshot.allIDs.count
    }
}

/// Whether a restoration message is one line and not empty.
func rsIsOneLine(_ message: String) -> Bool {
    !message.isEmpty && !message.contains(where: \.isNewline)
        && !message.unicodeScalars.contains { ["\n", "\r", "\u{2028}", "\u{2029}"].contains($0) }
}

@Suite("State archive")
@MainActor
struct StateArchiveTests {
    let archive = RSFixture.archive

    // MARK: Round trips

    @Test("a tabbed window's snapshot decodes back equal to the one encoded")
    func tabsRoundTrip() throws {
        let original = RSFixture.window().snapshot()
        #expect(original.tabs.count == 3)
        #expect(original["wallet"]?.levels.count == 3)
        let decoded = try archive.decodeTabs(from: try archive.encode(original))
        #expect(decoded == original)
    }

    @Test("a window without tabs decodes back equal to the one encoded")
    func flowRoundTrip() throws {
        let original = RSFixture.flow().snapshot()
        let decoded = try archive.decodeFlow(from: try archive.encode(original))
        #expect(decoded == original)
        #expect(decoded.levels.map { $0.presentation?.style } == [nil, .cover, .sheet])
        #expect(decoded.levels[1].presentation?.hostsNavigation == true)
    }

    @Test("the same link pushed twice keeps two distinct identities")
    func sameLinkTwice() throws {
        let original = RSFixture.window().snapshot()
        let decoded = try archive.decodeTabs(from: try archive.encode(original))
        let path = try #require(decoded["items"]).root.path
        #expect(path[1].link == path[2].link)
        #expect(path[1].id != path[2].id)
        #expect(path.map(\.id) == original["items"]?.root.path.map(\.id))
    }

    @Test("every kind of associated value survives: Int, String, optional, nested enums, awkward text")
    func associatedValues() throws {
        let decoded = try archive.decodeTabs(from: try archive.encode(RSFixture.window().snapshot()))
        let items = try #require(decoded["items"]).root.path.map { $0.link.as(RSItemLink.self) }
        #expect(items == [.list(filter: .onSale), .detail(id: 7), .detail(id: 7), .review(id: 7, author: "Zoë"),
                          .review(id: 7, author: nil), .search(query: RSFixture.awkwardText, page: nil),
                          .search(query: "", page: 3)])
        let checkout = try #require(decoded["wallet"])
        #expect(checkout.levels[1].presentation?.link.as(RSCheckoutLink.self)
                == .payment(method: .card(last4: "4242"), total: 1999))
        #expect(checkout.levels[2].path.last?.link.as(RSCheckoutLink.self) == .payment(method: .cash, total: 0))
        #expect(decoded["profile"]?.root.path.map { $0.link.as(String.self) } == ["settings", "privacy"])
    }

    @Test("restoring a decoded snapshot into a fresh tabbed window reproduces it")
    func restoreTabs() throws {
        let original = RSFixture.window().snapshot()
        let decoded = try archive.decodeTabs(from: try archive.encode(original))
        let restored = TabFlowState<TestTab>(tabs: TestTab.allCases)
        restored.restore(decoded)
        #expect(restored.snapshot() == original)
        #expect(restored.selectedTab == .wallet)
        #expect(restored[.wallet].topmost.path.links == anyLinks("contact", RSCheckoutLink.payment(method: .cash, total: 0)))
    }

    @Test("restoring a decoded snapshot over a busy window replaces what it showed")
    func restoreTabsOverBusyWindow() throws {
        let original = RSFixture.window().snapshot()
        let decoded = try archive.decodeTabs(from: try archive.encode(original))
        let busy = TabFlowState<TestTab>(tabs: TestTab.allCases, selected: .profile)
        busy[.profile].push("elsewhere")
        busy[.profile].present("a sheet")
        busy[.items].push(RSItemLink.detail(id: 99))
        busy.restore(decoded)
        #expect(busy.snapshot() == original)
    }

    @Test("restoring a decoded snapshot into a fresh window without tabs reproduces it")
    func restoreFlow() throws {
        let original = RSFixture.flow().snapshot()
        let decoded = try archive.decodeFlow(from: try archive.encode(original))
        let restored = FlowState()
        restored.restore(decoded)
        #expect(restored.snapshot() == original)
        #expect(restored.presented?.presentation?.hostsNavigation == true)
    }

    @Test("after decoding, new identities are above every decoded one, so they never collide")
    func identitiesAfterDecoding() throws {
        let base: UInt64 = 7_000_000_000
        let data = RSFixture.minimal(replacing: "910001", with: "\(base + 1)")
        let other = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "910002", with: "\(base + 2)").utf8)
        let decoded = try archive.decodeTabs(from: other)
        let ids = try #require(decoded["items"]).allIDs
        #expect(ids.map(\.rawValue) == [base + 1, base + 2])
        let next = FlowID.next()
        #expect(next.rawValue > base + 2)

        let restored = TabFlowState<TestTab>(tabs: TestTab.allCases)
        restored.restore(decoded)
        let pushed = restored[.items].push(RSItemLink.detail(id: 8))
        #expect(!ids.contains(pushed))
        #expect(Set(restored.snapshot().tabs.flatMap(\.flow.allIDs)).count == 3)
    }

    @Test("empty states round trip")
    func emptyStates() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases).snapshot()
        #expect(try archive.decodeTabs(from: try archive.encode(tabs)) == tabs)
        #expect(try archive.decodeFlow(from: try archive.encode(FlowSnapshot())) == FlowSnapshot())
    }

    @Test("dialogs are not saved: their actions are code")
    func dialogsNotSaved() throws {
        let state = RSFixture.flow()
        state.show(DialogState(alert: "Saved?"))
        state.topmost.show(DialogState(alert: "On top"))
        let withDialogs = state.snapshot()
        #expect(withDialogs.levels.compactMap(\.dialog).count == 2)
        let decoded = try archive.decodeFlow(from: try archive.encode(withDialogs))
        var expected = withDialogs
        for index in expected.levels.indices { expected.levels[index].dialog = nil }
        #expect(decoded == expected)
    }

    @Test("encoding is deterministic: the same state gives the same bytes")
    func deterministic() throws {
        let snapshot = RSFixture.window().snapshot()
        #expect(try archive.encode(snapshot) == archive.encode(snapshot))
    }

    // MARK: The document

    @Test("the document is versioned JSON naming link types by their registered names")
    func documentShape() throws {
        let data = try archive.encode(RSFixture.window().snapshot())
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["format"] as? String == "flow-coordinator-state")
        #expect(json["version"] as? Int == 3)
        #expect(json["linksVersion"] as? Int == 1)
        let windows = try #require(json["windows"] as? [[String: Any]])
        #expect(windows.count == 1)
        #expect(windows[0]["selectedTab"] as? String == "wallet")
        let tabs = try #require(windows[0]["tabs"] as? [[String: Any]])
        #expect(tabs.map { $0["name"] as? String } == ["items", "wallet", "profile"])
        let presented = try #require(tabs[1]["presented"] as? [[String: Any]])
        #expect(presented.map { $0["style"] as? String } == ["cover", "sheet"])
        #expect(presented.map { $0["hostsNavigation"] as? Bool } == [true, true])

        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""format" : "flow-coordinator-state""#))
        #expect(text.contains(#""version" : 3"#))
        for name in ["item", "checkout", "string"] {
            #expect(text.contains(#""type" : "\#(name)""#), "\(name)")
        }
        for swiftName in ["RSItemLink", "RSCheckoutLink", "RSPaymentMethod", "FlowCoordinatorTests", "Swift.", "$s",
                          "AnyFlowLink", "FlowEntry"] {
            #expect(!text.contains(swiftName), "\(swiftName)")
        }
        #expect(text.contains("\n"), "pretty-printed, so people can read it")
    }

    @Test("a window without tabs is saved as one unnamed tab without a selection")
    func flowDocumentShape() throws {
        let data = try archive.encode(RSFixture.flow().snapshot())
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let window = try #require((json["windows"] as? [[String: Any]])?.first)
        #expect(window["selectedTab"] == nil)
        let tabs = try #require(window["tabs"] as? [[String: Any]])
        #expect(tabs.count == 1)
        #expect(tabs[0]["name"] == nil)
    }

    @Test("a document written by hand decodes to the state it describes")
    func handWritten() throws {
        let decoded = try archive.decodeTabs(from: Data(RSFixture.handWritten.utf8))
        #expect(decoded == RSFixture.handWrittenSnapshot)
        // And what the archive writes for it reads back the same.
        #expect(try archive.decodeTabs(from: try archive.encode(decoded)) == decoded)
    }

    @Test("unknown keys are ignored, so later versions can add optional fields")
    func unknownKeysIgnored() throws {
        let data = RSFixture.minimal(replacing: #""version":1,"#, with: #""version":1,"savedAt":"today","extra":[1,2],"#)
        let decoded = try archive.decodeTabs(from: data)
        #expect(decoded.selectedTab == "items")
        #expect(decoded["items"]?.root.path.first?.link == AnyFlowLink(RSItemLink.detail(id: 7)))
    }

    // MARK: Errors

    @Test("data that is not JSON is malformed")
    func notJSON() {
        var garbage = SeededGenerator(seed: 42)
        let binary = Data((0..<512).map { _ in UInt8(truncatingIfNeeded: garbage.next()) })
        for data in [Data("{".utf8), Data(), binary, Data("not json".utf8), Data(#"{"format":"#.utf8),
                     Data([0xFF, 0xFE, 0x00, 0x7B])] {
            let error = RSFixture.tabsError(data)
            #expect(error == .malformed("not JSON"), "\(data.count) bytes")
            #expect(error.map { rsIsOneLine($0.message) } == true)
        }
    }

    @Test("JSON of the wrong shape is malformed, naming where")
    func wrongShape() {
        let cases: [(String, String)] = [
            ("[]", "wrong type at the document"),
            ("[1, 2]", "wrong type at the document"),
            ("\"text\"", "wrong type at the document"),
            ("42", "wrong type at the document"),
            ("null", "wrong type at the document"),
            ("{}", #"missing "format" in the document"#),
            (#"{"format":"flow-coordinator-state"}"#, #"missing "version" in the document"#),
            (#"{"format":"flow-coordinator-state","version":"1"}"#, "wrong type at version"),
            (#"{"format":7,"version":1}"#, "wrong type at format"),
            (#"{"format":"flow-coordinator-state","version":1}"#, #"missing "tabs" in the document"#),
            (#"{"format":"flow-coordinator-state","version":1,"tabs":{}}"#, "wrong type at tabs"),
        ]
        for (json, reason) in cases {
            #expect(RSFixture.tabsError(Data(json.utf8)) == .malformed(reason), "\(json)")
        }
        let changed: [(String, String, String)] = [
            (#""id":910001,"#, #""id":"910001","#, "wrong type at tabs[0].path[0].id"),
            // Foundation does not say where a number is out of range, only that it is.
            (#""id":910001,"#, #""id":-1,"#, "a number is out of range"),
            (#""id":910001,"#, #""id":1.5,"#, "a number is out of range"),
            (#""id":910001,"#, "", #"missing "id" in tabs[0].path[0]"#),
            (#""style":"sheet""#, #""style":"popover""#, "bad value at tabs[0].presented[0].style"),
            (#""hostsNavigation":false"#, #""hostsNavigation":"no""#, "wrong type at tabs[0].presented[0].hostsNavigation"),
            (#""path":[]}]}]}"#, #""path":null}]}]}"#, "wrong type at tabs[0].presented[0].path"),
            (#","presented":["#, #","presentedX":["#, #"missing "presented" in tabs[0]"#),
            (#""selectedTab":"items""#, #""selectedTab":1"#, "wrong type at selectedTab"),
            (#"{"type":"string","value":"help"}"#, #"{"value":"help"}"#, #"missing "type" in tabs[0].presented[0].link"#),
        ]
        for (original, replacement, reason) in changed {
            let error = RSFixture.tabsError(RSFixture.minimal(replacing: original, with: replacement))
            #expect(error == .malformed(reason), "\(replacement)")
        }
    }

    @Test("a JSON document of another kind is not a state document")
    func notAStateDocument() {
        #expect(RSFixture.tabsError(RSFixture.minimal(replacing: "flow-coordinator-state", with: "recipe-book"))
                == .notAStateDocument)
        #expect(RSFixture.flowError(Data(#"{"format":"","version":1}"#.utf8)) == .notAStateDocument)
        #expect(RSFixture.tabsError(Data(#"{"format":"FLOW-COORDINATOR-STATE","version":1,"tabs":[]}"#.utf8))
                == .notAStateDocument)
    }

    @Test("a document of a newer or impossible version is refused, naming both versions; version 1 is read")
    func unsupportedVersion() throws {
        for version in [4, 0, -1, 100] {
            let data = RSFixture.minimal(replacing: #""version":1"#, with: #""version":\#(version)"#)
            #expect(RSFixture.tabsError(data) == .unsupportedVersion(found: version, supported: 3))
        }
        // The version is checked before the rest, which a later version may shape differently.
        #expect(RSFixture.tabsError(Data(#"{"format":"flow-coordinator-state","version":4,"spaces":[]}"#.utf8))
                == .unsupportedVersion(found: 4, supported: 3))
        // Version 1, before drafts, reads as it was written.
        #expect(try archive.decodeTabs(from: Data(RSFixture.minimal.utf8)).tabs.isEmpty == false)
    }

    @Test("a link type the app does not register is named")
    func unknownLinkType() {
        let data = RSFixture.minimal(replacing: #""type":"string""#, with: #""type":"nope""#)
        #expect(RSFixture.tabsError(data) == .unknownLinkType("nope"))
        // A registry that lost a type cannot read documents holding it.
        let smaller = StateArchive(registry: LinkRegistry().registering(RSItemLink.self, as: "item"))
        #expect(RSFixture.tabsError(Data(RSFixture.minimal.utf8), archive: smaller)
                == .unknownLinkType("string"))
    }

    @Test("a link value that does not decode as its type is a bad link")
    func badLink() {
        let cases: [(String, String)] = [
            (#"{"detail":{"id":7}}"#, #"{"detail":{"id":"seven"}}"#),
            (#"{"detail":{"id":7}}"#, #"{"detail":{}}"#),
            (#"{"detail":{"id":7}}"#, #"{"teleport":{}}"#),
            (#"{"detail":{"id":7}}"#, #""detail""#),
            (#"{"detail":{"id":7}}"#, "null"),
            (#"{"detail":{"id":7}}"#, #"{"list":{"filter":"cheap"}}"#),
        ]
        for (original, replacement) in cases {
            let error = RSFixture.tabsError(RSFixture.minimal(replacing: original, with: replacement))
            guard case .badLink(let type, let reason)? = error else {
                Issue.record("\(replacement): \(String(describing: error))")
                continue
            }
            #expect(type == "item")
            #expect(!reason.isEmpty && rsIsOneLine(reason), "\(reason)")
        }
        // A missing value is a bad link too.
        let missing = RSFixture.tabsError(RSFixture.minimal(replacing: #","value":"help""#, with: ""))
        guard case .badLink(type: "string", _)? = missing else {
            Issue.record("missing value: \(String(describing: missing))")
            return
        }
    }

    @Test("an identity used twice makes the document inconsistent")
    func duplicateIDs() throws {
        // Two entries of one stack.
        #expect(RSFixture.tabsError(RSFixture.minimal(replacing: "910002", with: "910001"))
                == .inconsistent("the identity #910001 appears twice"))
        // An entry and a presentation, across tabs, in a snapshot built by hand.
        let id = FlowID.next()
        let clash = TabsSnapshot(selectedTab: "items", tabs: [
            TabSnapshot(name: "items", flow: FlowSnapshot(path: [FlowEntry(id: id, link: AnyFlowLink("a"))])),
            TabSnapshot(name: "profile", flow: FlowSnapshot(presenting: [
                LevelSnapshot(presentation: Presentation(id: id, style: .sheet, link: AnyFlowLink("b"), hostsNavigation: false)),
            ])),
        ])
        #expect(RSFixture.tabsError(try archive.encode(clash)) == .inconsistent("the identity \(id) appears twice"))
    }

    @Test("a selected tab that is not among the tabs makes the document inconsistent")
    func selectedTabMissing() {
        let data = RSFixture.minimal(replacing: #""selectedTab":"items""#, with: #""selectedTab":"wallet""#)
        #expect(RSFixture.tabsError(data) == .inconsistent(#"the selected tab "wallet" is not one of the saved tabs"#))
    }

    @Test("tabs must be named, once each")
    func tabNames() {
        let unnamed = RSFixture.minimal(replacing: #"{"name":"items","#, with: "{")
        #expect(RSFixture.tabsError(unnamed) == .inconsistent("a tab has no name"))
        let twice = Data(#"{"format":"flow-coordinator-state","version":1,"selectedTab":"a","tabs":[{"name":"a","path":[],"presented":[]},{"name":"a","path":[],"presented":[]}]}"#.utf8)
        #expect(RSFixture.tabsError(twice) == .inconsistent("a tab appears twice"))
    }

    @Test("a state holding an unregistered link type cannot be saved")
    func unregisteredLinkType() {
        func error(_ flow: FlowSnapshot) -> RestorationError? {
            do {
                _ = try archive.encode(flow)
                return nil
            } catch {
                return error
            }
        }
        let state = RSFixture.flow()
        state.push(RSUnregistered(value: 1))
        #expect(error(state.snapshot()) == .unregisteredLinkType("RSUnregistered"))
        state.pop()
        state.topmost.push(42)
        #expect(error(state.snapshot()) == .unregisteredLinkType("Int"))
        state.topmost.pop()
        state.topmost.present(RSUnregistered(value: 2))
        #expect(error(state.snapshot()) == .unregisteredLinkType("RSUnregistered"))

        let tabs = RSFixture.window()
        tabs[.profile].push(RSUnregistered(value: 3))
        #expect(throws: RestorationError.unregisteredLinkType("RSUnregistered")) { try archive.encode(tabs.snapshot()) }
    }

    @Test("a window without tabs reads as one unnamed tab; a tabs document is not one flow")
    func wrongKindOfWindow() throws {
        let flow = RSFixture.flow().snapshot()
        let flowData = try archive.encode(flow)
        let unnamed = try archive.decodeSavedTabs(from: flowData).snapshot
        #expect(unnamed == TabsSnapshot(flow))
        #expect(unnamed.flow == flow)
        #expect(try archive.encode(TabsSnapshot(flow)) == flowData, "one way to write a window without tabs")
        let tabsData = try archive.encode(RSFixture.window().snapshot())
        #expect(RSFixture.flowError(tabsData) == .inconsistent("expected one flow, found 3"))
        let none = Data(#"{"format":"flow-coordinator-state","version":1,"tabs":[]}"#.utf8)
        #expect(RSFixture.flowError(none) == .inconsistent("expected one flow, found 0"))
        // A document with a single tab holds one flow.
        #expect(try archive.decodeFlow(from: Data(RSFixture.minimal.utf8)).root.path.count == 1)
    }

    @Test("identities too large to leave room for new ones are refused")
    func identityOutOfRange() {
        let before = FlowID.next()
        let data = RSFixture.minimal(replacing: "910001", with: "\(UInt64.max)")
        #expect(RSFixture.tabsError(data) == .inconsistent("the identity #\(UInt64.max) is out of range"))
        // The counter did not jump to the end and wrap around to identities already handed out.
        let after = FlowID.next()
        #expect(after > before)
        #expect(after.rawValue < UInt64.max >> 1)
        let tooBig = RSFixture.minimal(replacing: "910001", with: "18446744073709551616")
        #expect(RSFixture.tabsError(tooBig) == .malformed("a number is out of range"))
    }

    @Test("each error has a one-line message")
    func messages() {
        let cases: [(RestorationError, String)] = [
            (.malformed("not JSON"), "the saved state is not valid JSON of the expected shape: not JSON"),
            (.notAStateDocument, "the file is not a saved navigation state"),
            (.unsupportedVersion(found: 2, supported: 1), "the saved state has version 2; this build reads version 1"),
            (.unknownLinkType("nope"), #"the saved state holds an unknown link type "nope""#),
            (.badLink(type: "item", reason: "expected Int"), #"a saved "item" link does not decode: expected Int"#),
            (.unregisteredLinkType("RSUnregistered"), "cannot save a link of type RSUnregistered: it is not registered"),
            (.inconsistent("a tab appears twice"), "the saved state is inconsistent: a tab appears twice"),
        ]
        for (error, message) in cases {
            #expect(error.message == message)
            #expect(error.description == message)
        }
    }

    @Test("names and reasons taken from the document cannot break a message's line")
    func messagesFromDocumentStayOneLine() {
        let type = RSFixture.tabsError(RSFixture.minimal(replacing: #""type":"string""#, with: #""type":"a\nb\u2028c""#))
        #expect(type == .unknownLinkType("a\nb\u{2028}c"))
        #expect(type.map { rsIsOneLine($0.message) } == true)
        let tab = RSFixture.tabsError(RSFixture.minimal(replacing: #""selectedTab":"items""#,
                                                        with: #""selectedTab":"x\r\ny""#))
        #expect(tab.map { rsIsOneLine($0.message) } == true, "\(String(describing: tab))")
        let badEnum = RSFixture.tabsError(RSFixture.minimal(replacing: #"{"detail":{"id":7}}"#,
                                                            with: #"{"list":{"filter":"on\nsale\u2029"}}"#))
        #expect(badEnum.map { rsIsOneLine($0.message) } == true, "\(String(describing: badEnum))")
        let long = RSFixture.tabsError(RSFixture.minimal(replacing: #""type":"string""#,
                                                         with: #""type":""# + String(repeating: "n", count: 5_000) + "\""))
        #expect((long?.message.count ?? 0) < 400)
    }

    @Test("deeply nested JSON is refused without crashing")
    func deeplyNested() {
        let depth = 100_000
        let data = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        guard case .malformed? = RSFixture.tabsError(data) else {
            Issue.record("deep nesting was not refused as malformed")
            return
        }
        let inLink = RSFixture.minimal(replacing: #""value":"help""#,
                                       with: #""value":"# + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000))
        #expect(RSFixture.tabsError(inLink) != nil)
    }

    // MARK: Corruption

    @Test("a corrupted document decodes to a valid state or throws a RestorationError, never crashes")
    func corruptionCorpus() throws {
        let valid = try archive.encode(RSFixture.window().snapshot())
        let bytes = [UInt8](valid)
        var variants: [(String, [UInt8])] = []
        // Every truncation at a multiple of 7 bytes.
        for length in stride(from: 0, to: bytes.count, by: 7) {
            variants.append(("truncated to \(length)", Array(bytes.prefix(length))))
        }
        // Characters flipped, replaced, removed or doubled at seeded random positions.
        let seed: UInt64 = 0xC0FF_EE00_5EED_0007
        var random = SeededGenerator(seed: seed)
        let replacements = Array(#"{}[],:"0123456789-.e \n\atrufnl\"#.utf8) + [0x00, 0xFF, 0xC3, 0x80]
        for index in 0..<300 {
            var mutated = bytes
            let changes = 1 + Int(random.next() % 3)
            for _ in 0..<changes {
                let position = Int(random.next() % UInt64(mutated.count))
                switch random.next() % 4 {
                case 0: mutated[position] ^= UInt8(1 << (random.next() % 8))
                case 1: mutated[position] = replacements[Int(random.next() % UInt64(replacements.count))]
                case 2: mutated.remove(at: position)
                default: mutated.insert(mutated[position], at: position)
                }
            }
            variants.append(("mutation \(index) (seed \(seed))", mutated))
        }
        #expect(variants.count >= 200)

        var decodedCount = 0
        for (name, variant) in variants {
            do {
                let snapshot = try archive.decodeTabs(from: Data(variant))
                decodedCount += 1
                #expect(snapshot.tabs.contains { $0.name == snapshot.selectedTab }, "\(name)")
                #expect(snapshot.tabs.allSatisfy { RSFixture.isValid($0.flow) }, "\(name)")
                let ids = snapshot.tabs.flatMap(\.flow.allIDs)
                #expect(Set(ids).count == ids.count, "\(name)")
                // It can be written again, and reads back the same.
                #expect(try archive.decodeTabs(from: try archive.encode(snapshot)) == snapshot, "\(name)")
                // And a window can show it.
                if let tab = TestTab(rawValue: snapshot.selectedTab), let flow = snapshot[snapshot.selectedTab] {
                    let window = TabFlowState<TestTab>(tabs: TestTab.allCases)
                    window.restore(snapshot)
                    #expect(window.selectedTab == tab, "\(name)")
                    #expect(window[tab].snapshot() == flow, "\(name)")
                }
            } catch {
                #expect(rsIsOneLine(error.message), "\(name): \(error.message.debugDescription)")
            }
        }
        // Some mutations leave a valid document (a changed digit, a changed letter in a name).
        #expect(decodedCount > 0)
    }
}
