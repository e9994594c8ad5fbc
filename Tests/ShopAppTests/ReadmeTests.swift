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
        #expect(Set(rows) == Set(ShopRoutes.linkGrammar.map(\.pattern)))
    }

    /// The windows' and the application's shortcuts, as the Keyboard Shortcuts window lists them.
    @MainActor
    static var shortcuts: [Shortcut] {
        [NavigationShortcuts.back, NavigationShortcuts.forward, NavigationShortcuts.closePresentation,
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
        for button in WidgetKeys.navigationMouse {
            let mouse = "| \(button.button) | \(button.title) |"
            #expect(readme.contains(mouse), "README has no row \(mouse)")
        }
    }
}

/// README's layer tree names every source folder, so a folder added is a line of the tree too.
@Suite("README's layers")
struct ReadmeLayerTests {
    @Test("every folder under Sources is named in README's layer tree")
    func everyFolderNamed() throws {
        let readme = try ReadmeTests.read("README.md")
        let start = try #require(readme.range(of: "## Layers"))
        let block = try #require(readme[start.upperBound...].components(separatedBy: "```").dropFirst().first)
        let sources = ReadmeTests.root.appendingPathComponent("Sources")
        var missing: [String] = []
        for top in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sources.appendingPathComponent(top).path, isDirectory: &isFolder),
                  isFolder.boolValue else { continue }
            if !block.contains("Sources/\(top)/") { missing.append("Sources/\(top)/") }
            // A subfolder is named in its folder's part of the tree: from its line to the next folder of Sources.
            let part = block.components(separatedBy: "\nSources/").first { $0.hasPrefix("\(top)/") } ?? ""
            let inner = sources.appendingPathComponent(top)
            for sub in try FileManager.default.contentsOfDirectory(atPath: inner.path).sorted()
            where !sub.hasSuffix(".docc") && sub != "include" {
                var isSubfolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: inner.appendingPathComponent(sub).path, isDirectory: &isSubfolder),
                      isSubfolder.boolValue else { continue }
                if !part.contains(" \(sub)/") { missing.append("Sources/\(top)/\(sub)/") }
            }
        }
        #expect(missing.isEmpty, "README's layer tree does not name \(missing)")
    }
}
