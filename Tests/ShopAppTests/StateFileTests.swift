import Foundation
import Testing

/// `--state-file PATH` names a file the app writes: one that exists and is not a shop state
/// document is refused at launch (one error line, exit 2), never renamed or written over.
@Suite("--state-file", .serialized)
struct StateFileTests {
    @Test("a file that is not a state document is refused at launch, left as it was", arguments: [
        "not-a-state-file-notes.txt", "not-a-state-file-empty.json", "not-a-state-file-cards-document.json",
        "not-a-state-file-json-array.json",
    ])
    func foreignFile(_ fixture: String) async throws {
        // A folder whose name holds an escape sequence: the error names it without it.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-state-file-\(UUID().uuidString)-\u{1B}[31m")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(fixture)
        try FileManager.default.copyItem(at: Fixtures.url(fixture), to: file)

        let result = try await ShopProcess.run(["--state-file", file.path, "--no-restore"], timeout: 10)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("error: --state-file ") == true, "\(result.standardError)")
        #expect(!result.standardError.contains("\u{1B}"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [fixture])
        #expect(try Data(contentsOf: file) == Data(contentsOf: Fixtures.url(fixture)))
    }
}
