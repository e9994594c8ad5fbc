import Foundation
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("CssProvider")
    @MainActor
    struct CssProviderTests {
        @Test("valid CSS loads and applies; invalid CSS throws a one-line error", .requiresDisplay)
        func loadString() throws {
            let provider = CssProvider()
            try provider.load(css: ".boxed-list { border-radius: 12px; }")
            provider.addToDefaultDisplay()
            provider.removeFromDisplay()

            do {
                try provider.load(css: ".broken { colour: red; }")
                Issue.record("expected a CssError")
            } catch {
                #expect(error.messages.count == 1)
                #expect(error.description.hasPrefix("CSS error in CSS string: <data>:1:"))
                #expect(error.description.contains("colour"))
                #expect(!error.description.contains("\n"))
            }
        }

        @Test("CSS files load; a missing file throws", .requiresDisplay)
        func loadFile() throws {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("flowgtk-\(UUID().uuidString).css").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try "label.accent { color: #3584e4; }".write(toFile: path, atomically: true, encoding: .utf8)
            let provider = CssProvider()
            try provider.load(contentsOfFile: path)
            #expect(throws: CssError.self) { try provider.load(contentsOfFile: path + ".missing") }
        }
    }
}
