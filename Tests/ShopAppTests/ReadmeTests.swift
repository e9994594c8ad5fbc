import FlowGtk
import Foundation
@testable import ShopApp
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

    @Test("README's table of links has a row for each form of link the routes accept, and no other")
    func linksDocumented() throws {
        let rows = try Self.read("README.md").split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `shop://") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
        #expect(rows.count == Set(rows).count, "a form listed twice")
        #expect(Set(rows) == Set(ShopLinks.linkGrammar.map(\.pattern)))
    }

    /// The windows' and the application's shortcuts, as the Keyboard Shortcuts window lists them.
    @MainActor
    static var shortcuts: [Shortcut] {
        [NavigationShortcuts.back, NavigationShortcuts.closePresentation,
         NavigationShortcuts.focusSidebar, NavigationShortcuts.switchPane]
            + ShopTab.allCases.enumerated().map { NavigationShortcuts.showTab($1.rawValue, title: $1.title, position: $0) }
            + WidgetKeys.all + [PrimaryMenu.shortcuts, PrimaryMenu.help, PrimaryMenu.quit]
    }

    @Test("the key table is made of the shortcuts the windows and the app have: each is a row, keys then what it does")
    @MainActor
    func keyTable() throws {
        let readme = try Self.read("README.md")
        for shortcut in Self.shortcuts {
            let row = "| \(shortcut.keysForPeople.joined(separator: ", ")) | \(shortcut.title) |"
            #expect(readme.contains(row), "README has no row \(row)")
        }
        let mouse = "| \(WidgetKeys.mouseBack.button) | \(WidgetKeys.mouseBack.title) |"
        #expect(readme.contains(mouse), "README has no row \(mouse)")
    }
}
