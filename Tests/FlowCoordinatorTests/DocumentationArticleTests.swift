import Foundation
import Testing

/// The code in the DocC articles is code that compiles: every `swift` block of an article in
/// `FlowCoordinator.docc`, `FlowLocale.docc` or `FlowGtk.docc` must appear, line for line (indentation aside), in one
/// of the test files that hold that catalogue's examples, which the build compiles and the tests
/// run (the GTK ones are compiled only: they need a display). "Building an app on FlowGtk" quotes
/// the Notes app in `Tests/Consumer`, which `scripts/consumer.sh` builds and tests; "Adding a
/// screen" quotes the demo's sources.
@Suite("Documentation articles")
struct DocumentationArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each catalogue, and the files that hold the code of its articles.
    static var catalogues: [(String, [String])] {
        get throws {
            [
                // "Adding a screen" quotes the demo's own files, which the build compiles.
                ("Sources/FlowCoordinator/FlowCoordinator.docc", try [
                    "Tests/FlowCoordinatorTests/DocumentationExampleTests.swift",
                    "Tests/FlowCoordinatorTests/DocumentationExamples+CommonPatterns.swift",
                    "Tests/FlowCoordinatorTests/DocumentationExamples+History.swift",
                    "Tests/FlowCoordinatorTests/DocumentationExamples+Windows.swift",
                    "Tests/ShopFlowsTests/ProfileFlowTests.swift",
                ] + swiftFiles(in: "Sources/ShopFlows") + swiftFiles(in: "Sources/ShopApp")),
                ("Sources/FlowLocale/FlowLocale.docc", ["Tests/FlowLocaleTests/DocumentationExamples.swift"]),
                ("Sources/FlowGtk/FlowGtk.docc", try ["Tests/FlowGtkTests/DocumentationExamples.swift"] + swiftFiles(in: "Tests/Consumer")),
            ]
        }
    }

    /// The Swift files under `folder`, as paths from the repository's root.
    static func swiftFiles(in folder: String) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
        return (files?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The article files of a catalogue, by name.
    static func articles(in catalogue: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalogue).path)
            .filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The `swift` code blocks of a Markdown text.
    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without their indentation, and no empty lines: how a block is compared with the file.
    static func normalized(_ code: String) -> String {
        code.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    @Test("every swift block of every article is held by the catalogue's example tests")
    func articlesCompile() throws {
        var checked = 0
        for (catalogue, examples) in try Self.catalogues {
            let held = try examples.map { Self.normalized(try Self.read($0)) }
            for article in try Self.articles(in: catalogue) {
                for block in Self.swiftBlocks(try Self.read("\(catalogue)/\(article)")) {
                    #expect(held.contains { $0.contains(Self.normalized(block)) },
                            "\(catalogue)/\(article): this block is in none of \(examples):\n\(block)")
                    checked += 1
                }
            }
        }
        #expect(checked > 0)
    }

    @Test("the catalogues have the articles the landing pages list")
    func articlesListed() throws {
        for (catalogue, _) in try Self.catalogues {
            let module = URL(fileURLWithPath: catalogue).deletingPathExtension().lastPathComponent
            let landing = try Self.read("\(catalogue)/\(module).md")
            for article in try Self.articles(in: catalogue) where article != "\(module).md" {
                let name = URL(fileURLWithPath: article).deletingPathExtension().lastPathComponent
                #expect(landing.contains("<doc:\(name)>"), "\(module).md does not list \(name)")
            }
        }
    }
}
