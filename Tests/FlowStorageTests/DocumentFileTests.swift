import Foundation
import Glibc
import Testing
@testable import FlowStorage

/// A file an app writes and reads back: an atomic write (a temp file with a recognisable name,
/// removed at the next start when a crash left it), readable by its owner only, and a bound on the
/// size it reads.
@Suite("Document files")
struct DocumentFileTests {
    let now = Date(timeIntervalSince1970: 0)

    static func text(_ data: Data) throws(DocumentFile.Problem) -> String { String(decoding: data, as: UTF8.self) }

    /// A new empty folder under the system's temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowcoordinator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a write replaces the file whole, readable by its owner only, and leaves no temp file behind")
    func write() throws {
        let directory = try Self.temporaryDirectory()
        let file = DocumentFile(url: directory.appendingPathComponent("nested/state.json"))
        try file.write(Data("one".utf8))
        try file.write(Data("two".utf8))
        #expect(try String(contentsOf: file.url, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path) == ["state.json"])
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("temp files a crashed write left are removed at the next start; a running write's and other files stay")
    func leftovers() throws {
        let directory = try Self.temporaryDirectory()
        let file = DocumentFile(url: directory.appendingPathComponent("state.json"))
        let running = getppid()  // a process that runs: the one that started the tests
        let names = ["state.json.saving-\(Int32.max)-5f2a", "state.json.saving-\(getpid())-0c1d",
                     "state.json.saving-\(running)-77aa", "state.json.corrupt-19700101T000000Z",
                     "cards.json.saving-\(Int32.max)-5f2a", "notes.txt"]
        for name in names {
            try Data("{".utf8).write(to: directory.appendingPathComponent(name))
        }
        _ = file.read(now: now, decode: Self.text)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["cards.json.saving-\(Int32.max)-5f2a", "notes.txt", "state.json.corrupt-19700101T000000Z",
                         "state.json.saving-\(running)-77aa"])
    }

    @Test("a file larger than the limit is set aside unread; one at the limit is read")
    func sizeLimit() throws {
        let directory = try Self.temporaryDirectory()
        let file = DocumentFile(url: directory.appendingPathComponent("state.json"), sizeLimit: 10)
        try Data("0123456789".utf8).write(to: file.url)
        guard case .read("0123456789") = file.read(now: now, decode: Self.text) else {
            Issue.record("a file of exactly the limit was not read")
            return
        }
        try Data("0123456789A".utf8).write(to: file.url)
        guard case .setAside(let problem, let movedTo) = file.read(now: now, decode: Self.text) else {
            Issue.record("a file over the limit was read")
            return
        }
        #expect(problem.kind == .tooLarge)
        #expect(problem.detail == "11 bytes, more than the 10 this build reads")
        #expect(movedTo?.lastPathComponent == "state.json.too-large-19700101T000000Z")
    }
}
