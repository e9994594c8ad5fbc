import Foundation
import Testing
import FlowCoordinator
import FlowStorage

/// An app's navigation state between runs: saved and loaded whole, a damaged file moved aside
/// rather than lost, and a file that is not a state file recognised before anything touches it.
@MainActor
@Suite("State files")
struct StateFileTests {
    let archive = StateArchive(registry: LinkRegistry().registering(StoredLink.self, as: "content"))

    private func stateFile() throws -> StateFile {
        StateFile(url: try DocumentFileTests.temporaryDirectory().appendingPathComponent("state.json"), archive: archive)
    }

    @Test("a saved state loads back as it was")
    func roundTrip() throws {
        let file = try stateFile()
        guard case .missing = file.loadSaved() else {
            Issue.record("a new state file is not missing")
            return
        }
        let tabs = TabsSnapshot(selectedTab: "first", tabs: [TabSnapshot(name: "first", flow: FlowSnapshot(path: [FlowEntry(StoredLink.firstLink(text: "Hello"))]))])
        try file.save(tabs)
        guard case .read(let loaded) = file.loadSaved() else {
            Issue.record("the saved state did not load")
            return
        }
        #expect(loaded.snapshot == tabs)
        #expect(loaded.drafts.isEmpty && loaded.refusedDrafts.isEmpty)
    }

    @Test("a window without tabs is saved and loaded as one unnamed tab; several windows as windows")
    func windowsAndWindowsWithoutTabs() throws {
        let file = try stateFile()
        let flow = FlowSnapshot(path: [FlowEntry(StoredLink.firstLink(text: "Hello"))])
        try file.save(TabsSnapshot(flow))
        guard case .read(let loaded) = file.loadSaved() else {
            Issue.record("the saved window did not load")
            return
        }
        #expect(loaded.snapshot.flow == flow)
        let windows = WindowsSnapshot(windows: [
            WindowSnapshot(id: WindowID(2), frame: WindowFrame(width: 400, height: 300), tabs: TabsSnapshot(flow)),
            WindowSnapshot(id: WindowID(5), tabs: TabsSnapshot(FlowSnapshot())),
        ])
        try file.save(windows)
        guard case .read(let all) = file.loadSavedWindows() else {
            Issue.record("the saved windows did not load")
            return
        }
        #expect(all.snapshot == windows)
    }

    @Test("load(now:), deprecated, still reads the state, without its drafts")
    @available(*, deprecated)
    func deprecatedLoad() throws {
        let file = try stateFile()
        let tabs = TabsSnapshot(selectedTab: "first", tabs: [TabSnapshot(name: "first", flow: FlowSnapshot(path: [FlowEntry(StoredLink.firstLink(text: "Hi"))]))])
        try file.save(tabs)
        guard case .read(let loaded) = file.load() else {
            Issue.record("the saved state did not load")
            return
        }
        #expect(loaded == tabs)
    }

    @Test("a damaged state file is moved aside, named by when, and the app starts fresh")
    func damaged() throws {
        let file = try stateFile()
        try Data(#"{"format":"flow-coordinator-state","version":1,"tabs":"#.utf8).write(to: file.url)
        #expect(file.whyNotAStateFile() == nil, "a damaged state file is still the app's")
        guard case .setAside(let problem, let movedTo) = file.loadSaved(now: Date(timeIntervalSince1970: 0)) else {
            Issue.record("a damaged file was read")
            return
        }
        #expect(problem.kind == .corrupt)
        #expect(movedTo?.lastPathComponent == "state.json.corrupt-19700101T000000Z")
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test("a file that is not a state file says why, and stays as it is", arguments: [
        ("", "it is empty"), ("notes", "it is not JSON"), (#"{"a":1}"#, "it is not JSON with a format"),
        (#"{"format":"other"}"#, "its format is “other”"),
    ])
    func notAStateFile(_ contents: String, _ reason: String) throws {
        let file = try stateFile()
        try Data(contents.utf8).write(to: file.url)
        #expect(file.whyNotAStateFile() == reason)
        // Foundation's String(contentsOf:) leaks its buffer on an empty file (LeakSanitizer), so
        // the size says an empty file is still empty.
        let size = try FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int
        #expect(size == contents.utf8.count)
        if !contents.isEmpty { #expect(try String(contentsOf: file.url, encoding: .utf8) == contents) }
    }

    @Test("the default place is the app's folder in $XDG_STATE_HOME, or ~/.local/state")
    func defaultPlace() {
        #expect(StateFile(app: "notes", archive: archive, environment: ["XDG_STATE_HOME": "/x/state"]).url.path
                == "/x/state/notes/state.json")
        #expect(StateFile(app: "notes", archive: archive, environment: ["HOME": "/home/a"]).url.path
                == "/home/a/.local/state/notes/state.json")
    }
}

/// A link a state file keeps.
enum StoredLink: FlowLink {
    case firstLink(text: String)
}
