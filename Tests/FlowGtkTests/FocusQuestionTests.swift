import Foundation
import Testing

/// Where the keyboard focus is belongs to a window, active or not: GTK's `has-focus` (and
/// `gtk_widget_has_focus`) is true only while the window is the active one, so code or a test
/// asking it about a window another one had just taken the activation from saw the focus gone.
/// The package asks `gtk_widget_is_focus` or the root's focus widget instead; this keeps it so.
@Suite("The focus is asked of the window, not of its activation")
struct FocusQuestionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("no source or test asks GTK's has-focus")
    func noHasFocus() throws {
        let forbidden = ["gtk_widget_has_focus", "\"has-focus\""]
        var found: [String] = []
        for folder in ["Sources", "Tests"] {
            let files = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard ["swift", "h", "c", "py"].contains(url.pathExtension), url.lastPathComponent != "FocusQuestionTests.swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for word in forbidden where text.contains(word) {
                    found.append("\(url.path.dropFirst(Self.root.path.count + 1)): \(word)")
                }
            }
        }
        #expect(found.isEmpty, "ask gtk_widget_is_focus (Widget.hasFocus) instead: \(found)")
    }
}
