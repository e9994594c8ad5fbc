import Foundation
import Glibc
import Testing
import FlowCoordinator
import FlowStorage
@testable import ShopFlows

/// The shop's files on FlowCoordinator's DocumentFile and StateFile: the limits the shop sets, the
/// files it will not write over, and what it says, in plain words, when a file fails.
@MainActor
@Suite("The shop's files")
struct ShopFileTests {
    let now = Date(timeIntervalSince1970: 0)

    static func text(_ data: Data) throws(DocumentFile.Problem) -> String { String(decoding: data, as: UTF8.self) }

    // MARK: Writing

    @Test("a failed write throws a failure that says why in plain words, and the old file stays whole")
    func failedWrite() throws {
        let directory = try temporaryDirectory()
        let file = DocumentFile(url: directory.appendingPathComponent("state.json"))
        try file.write(Data("old".utf8))
        try ReadOnly.while(directory) {
            #expect {
                try file.write(Data("new".utf8))
            } throws: { error in
                guard let failure = error as? DocumentFile.WriteFailure else { return false }
                return failure.plainReason.hasPrefix("Shop is not allowed to write in ") || failure.plainReason == "the disk is read-only"
            }
        }
        #expect(try String(contentsOf: file.url, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])
    }

    @Test("a failure's plain words", arguments: [
        (ENOSPC, "the disk is full"), (EDQUOT, "the disk is full"), (EROFS, "the disk is read-only"),
        (EACCES, "Shop is not allowed to write in /x"), (EIO, "of an error writing in /x (Input/output error)"),
    ])
    func plainReasons(_ code: Int32, _ reason: String) {
        #expect(DocumentFile.WriteFailure(code: code, path: "/x/state.json", step: "write").plainReason == reason)
    }

    @Test("a lock another instance holds too long is said as that, not as a system error")
    func lockHeldTooLong() {
        #expect(DocumentFile.WriteFailure(code: EWOULDBLOCK, path: "/x/cards.json.lock", step: "lock").plainReason
                == "another copy of Shop is holding the file and does not let go")
    }

    // MARK: Reading

    @Test("a 4 GiB navigation state is refused by its size, without reading it")
    func hugeStateFile() throws {
        let directory = try temporaryDirectory()
        let store = StateStore(fileURL: directory.appendingPathComponent("state.json"))
        #expect(FileManager.default.createFile(atPath: store.fileURL.path, contents: Data(#"{"format":"flow-coordinator-state","#.utf8)))
        let handle = try FileHandle(forWritingTo: store.fileURL)
        try handle.truncate(atOffset: 4 << 30)  // sparse: nothing to read but zeros, 4 GiB of them
        try handle.close()
        let started = ContinuousClock.now
        let result = store.load(now: now)
        #expect(ContinuousClock.now - started < .seconds(1))
        let notice = try #require(result.notice)
        #expect(notice.title == "Previous Session Not Restored")
        #expect(notice.message.hasPrefix("The file that remembers where you left off holds more than Shop can restore, so it started fresh."))
        #expect(notice.detail.hasSuffix("4294967296 bytes, more than the 1048576 this build reads"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("state.json.too-large-19700101T000000Z").path))
    }

    @Test("a cards file larger than the limit is set aside with the notice")
    func hugeCardsFile() throws {
        let store = UserDataStore(directory: try temporaryDirectory())
        try Data(repeating: 32, count: (1 << 20) + 1).write(to: store.cardsFile.url)
        let loaded = store.load(now: now, processor: SimulatedPaymentProcessor(delay: .zero))
        #expect(loaded.wallet == nil)
        #expect(loaded.notices.map(\.title) == ["Saved Cards Not Restored"])
        #expect(loaded.notices.first?.message.hasPrefix("The file with your cards is larger than Shop reads (1 MB), so the wallet has the sample cards.") == true)
    }

    @Test("a file that cannot be moved aside stays, and its notice says it will not be saved over")
    func leftInPlace() throws {
        let directory = try temporaryDirectory()
        let store = StateStore(fileURL: directory.appendingPathComponent("state.json"))
        try Data("damaged".utf8).write(to: store.fileURL)
        // Every name the file could be moved to is taken.
        for attempt in 1...100 {
            let name = "state.json.corrupt-19700101T000000Z" + (attempt == 1 ? "" : "-\(attempt)")
            try Data().write(to: directory.appendingPathComponent(name))
        }
        let notice = try #require(store.load(now: now).notice)
        #expect(notice.fileLeftInPlace == store.fileURL)
        #expect(notice.message.hasSuffix("Shop could not set the file aside, so it left it where it is and will not save over it until it is moved:\n"
                                         + store.fileURL.path))
        #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == "damaged")
    }

    @Test("a file moved aside is not left in place")
    func movedAside() throws {
        let store = StateStore(fileURL: try temporaryDirectory().appendingPathComponent("state.json"))
        try Data("damaged".utf8).write(to: store.fileURL)
        let notice = try #require(store.load(now: now).notice)
        #expect(notice.fileLeftInPlace == nil)
    }

    // MARK: Whose file it is

    @Test("a path given for the state is refused unless it is missing or holds a state document", arguments: [
        ("notes", "some notes", "it is not JSON"),
        ("empty", "", "it is empty"),
        ("cards", #"{"format":"shop-cards","version":1,"cards":[],"nextCardNumber":1}"#, "its format is “shop-cards”"),
        ("array", "[1, 2]", "it is not JSON with a format"),
    ])
    func foreign(_ name: String, _ contents: String, _ reason: String) throws {
        let store = StateStore(fileURL: try temporaryDirectory().appendingPathComponent(name))
        try Data(contents.utf8).write(to: store.fileURL)
        #expect(store.whyNotAStateFile() == reason)
    }

    @Test("a missing file, a state document (even one this build cannot restore), and a damaged or huge file that starts like one are the app's")
    func own() throws {
        let directory = try temporaryDirectory()
        let store = StateStore(fileURL: directory.appendingPathComponent("state.json"))
        #expect(store.whyNotAStateFile() == nil)
        try Data(#"{"version":99, "format":"flow-coordinator-state"}"#.utf8).write(to: store.fileURL)
        #expect(store.whyNotAStateFile() == nil)
        try Data(#"{ "format" : "flow-coordinator-state", "version" : 1, "tabs" : [ {"#.utf8).write(to: store.fileURL)
        #expect(store.whyNotAStateFile() == nil)
        try Data(("{\n  \"format\" : \"flow-coordinator-state\",\n  \"tabs\" : \"" + String(repeating: "a", count: 1 << 21)).utf8)
            .write(to: store.fileURL)
        #expect(store.whyNotAStateFile() == nil)
        try Data(("\"" + String(repeating: "a", count: 1 << 21)).utf8).write(to: store.fileURL)
        #expect(store.whyNotAStateFile() == "it is larger than a state file may be (1 MB) and does not start like one")
        try FileManager.default.removeItem(at: store.fileURL)
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: false)
        #expect(store.whyNotAStateFile() == "it is not a file")
    }
}

/// Makes a directory read-only for the length of `body`: by its mode, and where that does not
/// stop this process (root ignores modes) by the immutable attribute (`chattr +i`).
enum ReadOnly {
    static func `while`<T>(_ directory: URL, _ body: () throws -> T) throws -> T {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        var immutable = false
        if isWritable(directory) {
            try chattr("+i", directory)
            immutable = true
        }
        defer {
            if immutable { try? chattr("-i", directory) }
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        }
        try #require(!isWritable(directory), "cannot make \(directory.path) read-only")
        return try body()
    }

    static func isWritable(_ directory: URL) -> Bool {
        let probe = directory.appendingPathComponent(".probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: nil) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }

    /// Runs `chattr` with posix_spawn: Foundation's `Process` keeps a weak reference of its own
    /// that LeakSanitizer reports when the tests end (`make test` runs them under it).
    private static func chattr(_ flag: String, _ directory: URL) throws {
        let arguments = ["/usr/bin/chattr", flag, directory.path]
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], nil, nil, &cArguments, environ)
        try #require(spawned == 0, "cannot run chattr: error \(spawned)")
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }
}
