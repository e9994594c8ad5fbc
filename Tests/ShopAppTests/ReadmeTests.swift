import Foundation
import ShopFlows
import Testing

/// README.md must tell the truth: the two commands, every link of the grammar, the shortcuts.
@Suite("README")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("the two commands come first, and the Makefile and CI run them")
    func commands() throws {
        let readme = try Self.read("README.md")
        let firstBlock = try #require(readme.components(separatedBy: "```").dropFirst().first)
        #expect(firstBlock.contains("make run"))
        #expect(firstBlock.contains("make test"))
        let makefile = try Self.read("Makefile")
        #expect(makefile.contains("\nrun:"))
        #expect(makefile.contains("\ntest:"))
        #expect(try Self.read(".ci/run").contains("make test"))
    }

    @Test("every link pattern of the grammar is documented", arguments: ShopLinks.linkGrammar.map(\.pattern))
    func linkDocumented(_ pattern: String) throws {
        #expect(try Self.read("README.md").contains("`\(pattern)`"))
    }

    @Test("the keyboard shortcuts are documented", arguments: ["Alt+Left", "Escape", "Ctrl+W", "Ctrl+Q"])
    func shortcutDocumented(_ keys: String) throws {
        #expect(try Self.read("README.md").contains(keys))
    }
}
