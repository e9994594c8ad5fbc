import FlowGtk
import Foundation
import ShopFlows
import Testing

/// `shop --tour DIR` under the test display: every step of the tour writes its screens as PNGs
/// rendered by GTK, none blank, and index.md lists each step with its link.
@Suite("shop --tour", .serialized)
@MainActor
struct TourCommandTests {
    @Test("the tour writes every step's screens, none blank",
          .enabled("no display: run `make test`, which starts Xvfb") { await GtkRuntime.hasDisplay })
    func tourWritesEveryStep() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-tour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await ShopProcess.run(["--tour", directory.path])
        #expect(result.status == 0, "\(result.standardError)")

        let index = try String(contentsOf: directory.appendingPathComponent("index.md"), encoding: .utf8)
        let rows = index.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Step") }
        let steps = Tour.steps()
        #expect(rows.count == steps.count)
        for (row, step) in zip(rows, steps) {
            #expect(row.contains(step.title))
        }

        let images = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }
        for number in 1...steps.count {
            #expect(images.contains(String(format: "%02d-main.png", number)), "step \(number) has no main window image")
        }
        #expect(images.contains { $0.contains("-cover-") })
        #expect(images.contains { $0.contains("-sheet-") })
        #expect(images.contains { $0.contains("-dialog-") })
        for image in images {
            let pixels = try Screenshot.readPNG(directory.appendingPathComponent(image).path)
            #expect(pixels.width > 100 && pixels.height > 100, "\(image) is \(pixels.width)x\(pixels.height)")
            #expect(!pixels.isBlank, "\(image) is blank")
        }
    }
}
