import CGtk
import Foundation
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("Snapshot")
    @MainActor
    struct SnapshotTests {
        @Test("renders a window with a label to a non-blank PNG", .requiresDisplay)
        func windowToPNG() async throws {
            let window = FlowGtk.Window(title: "Snapshot", defaultWidth: 320, defaultHeight: 200)
            let label = Label("Hello, snapshot")
            label.addCSSClass("title-1")
            window.setChild(label)
            try await show(window)

            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("flowgtk-snapshot-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }

            let written = try await Screenshot.writePNG(of: window, to: path, waitingUpTo: .seconds(5))
            #expect(written.width >= 320 && written.height >= 200)

            let bytes = try #require(FileManager.default.contents(atPath: path))
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

            let pixels = try Screenshot.readPNG(path)
            #expect(pixels.width == written.width && pixels.height == written.height)
            #expect(Set(pixels.bytes).count > 2, "the image is blank")
            let first = pixels.pixel(0)
            #expect((0..<(pixels.width * pixels.height)).contains { pixels.pixel($0) != first },
                    "all pixels are identical")
        }

        @Test("a window just presented is shot once its first frame is drawn", .requiresDisplay)
        func waitsForTheFirstFrame() async throws {
            let window = FlowGtk.Window(title: "First frame", defaultWidth: 240, defaultHeight: 160)
            window.setChild(Label("Drawn"))
            window.present()
            defer { window.destroy() }
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("flowgtk-first-frame-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(throws: ScreenshotError.self, "no frame is drawn before the main loop runs") {
                try Screenshot.writePNG(of: window, to: path)
            }

            let written = try await Screenshot.writePNG(of: window, to: path, waitingUpTo: .seconds(5))
            #expect(written.width >= 240 && written.height >= 160)
            #expect(!(try Screenshot.readPNG(path)).isBlank)
        }

        @Test("waiting for a widget that is never shown fails with the last reason", .requiresDisplay)
        func waitingForAnUnshownWidgetFails() async {
            let label = Label("nowhere")
            do {
                try await Screenshot.writePNG(of: label, to: "/tmp/never.png", waitingUpTo: .milliseconds(50))
                Issue.record("a widget that is not on screen was shot")
            } catch {
                #expect(error.description.contains("not mapped"))
            }
        }

        @Test("a widget that is not on screen fails with a one-line reason", .requiresDisplay)
        func unmappedWidgetFails() {
            let label = Label("nowhere")
            #expect(throws: ScreenshotError.self) { try Screenshot.writePNG(of: label, to: "/tmp/never.png") }
            do {
                try Screenshot.writePNG(of: label, to: "/tmp/never.png")
            } catch {
                #expect(error.description.contains("not mapped"))
                #expect(!error.description.contains("\n"))
            }
        }
    }
}
