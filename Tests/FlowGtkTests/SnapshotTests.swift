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

            // The first frame is drawn a few main-loop iterations after mapping.
            var size: (width: Int, height: Int)?
            var lastError: ScreenshotError?
            _ = await GtkRuntime.iterate(until: {
                do throws(ScreenshotError) { size = try Screenshot.writePNG(of: window, to: path); return true }
                catch { lastError = error; return false }
            })
            let written = try #require(size, "\(lastError?.description ?? "no snapshot")")
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
