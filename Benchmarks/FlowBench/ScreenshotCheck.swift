import CGtk
import Foundation

/// The check that the C baseline is still `shop`'s first screen: `shop` (launched as
/// ``FirstFrameBenchmark`` launches it) and Benchmarks/c/first_screen.c each write a screenshot
/// of their window once its first frame is painted (`SHOP_BENCH_SCREENSHOT`: the window
/// snapshotted and rendered by its own renderer), and the two must be the same, pixel for pixel.
/// A page or a stylesheet of `shop` changed without the C copy would otherwise go on measuring
/// the launch of another screen. It runs before the launch, idle-memory and instruction figures,
/// which compare against that screen, and stops `make bench` when the screens differ, saying how
/// many pixels differ and where the first one is. The screenshots stay in `bench-profiles/`.
enum ScreenshotCheck {
    /// The pixels of a PNG file: premultiplied ARGB, one `UInt32` each, row by row.
    struct Image {
        var width: Int
        var height: Int
        var pixels: [UInt32]

        init(contentsOf path: String) throws {
            var error: UnsafeMutablePointer<GError>?
            guard let texture = gdk_texture_new_from_filename(path, &error) else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                if let error { g_error_free(error) }
                throw ChildProcessError(description: "cannot read \(path): \(message)")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
            var pixels = [UInt32](repeating: 0, count: width * height)
            pixels.withUnsafeMutableBytes { bytes in
                gdk_texture_download(texture, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
            }
            (self.width, self.height, self.pixels) = (width, height, pixels)
        }
    }

    /// How two screenshots differ.
    struct Difference {
        /// Pixels of different colour (all of them when the sizes differ).
        var count: Int
        /// A description: the sizes, or the first differing pixel (from the top, row by row) and
        /// the box around all of them.
        var description: String
    }

    /// `nil` when `a` and `b` are the same, pixel for pixel.
    static func compare(_ a: Image, _ b: Image, names: (String, String)) -> Difference? {
        guard a.width == b.width, a.height == b.height else {
            return Difference(count: max(a.pixels.count, b.pixels.count),
                              description: "\(names.0) is \(a.width)×\(a.height) px, \(names.1) \(b.width)×\(b.height) px")
        }
        var count = 0, first: Int?
        var left = a.width, top = a.height, right = -1, bottom = -1
        for index in a.pixels.indices where a.pixels[index] != b.pixels[index] {
            count += 1
            if first == nil { first = index }
            let x = index % a.width, y = index / a.width
            left = min(left, x)
            right = max(right, x)
            top = min(top, y)
            bottom = max(bottom, y)
        }
        guard let first else { return nil }
        func colour(_ pixel: UInt32) -> String { "#" + String(pixel, radix: 16, uppercase: true).leftPadded(to: 8) }
        return Difference(count: count, description: """
            \(count) of \(a.pixels.count) pixels differ; the first at x \(first % a.width), y \(first / a.width) \
            (\(names.0) \(colour(a.pixels[first])), \(names.1) \(colour(b.pixels[first])), premultiplied ARGB); \
            all within x \(left)…\(right), y \(top)…\(bottom)
            """)
    }

    /// Takes both screenshots and compares them; fails (exit status 1) when they differ.
    static func check(tools: Tools) throws {
        progress("first screen: shop's screenshot against first_screen.c's, pixel for pixel")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowbench-screenshot-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(atPath: InstructionBenchmark.profiles, withIntermediateDirectories: true)
        let shopFile = "\(InstructionBenchmark.profiles)/first-screen.shop.png"
        let cFile = "\(InstructionBenchmark.profiles)/first-screen.c.png"
        for file in [shopFile, cFile] { try? FileManager.default.removeItem(atPath: file) }

        var shopEnvironment = try freshHome(directory.appendingPathComponent("shop", isDirectory: true))
        shopEnvironment["SHOP_EXIT_AFTER_FIRST_FRAME"] = "1"
        shopEnvironment["SHOP_BENCH_SCREENSHOT"] = shopFile
        let shop = try runChild(tools.shop, ["--state-file", directory.appendingPathComponent("shop/state.json").path],
                                environment: shopEnvironment, captureOutput: false)
        guard shop.status == 0 else { throw ChildProcessError(description: "shop exited with \(shop.status)") }

        var cEnvironment = try freshHome(directory.appendingPathComponent("c", isDirectory: true))
        cEnvironment["SHOP_BENCH_SCREENSHOT"] = cFile
        let c = try runChild(tools.cFirstScreen, environment: cEnvironment, captureOutput: false)
        guard c.status == 0 else { throw ChildProcessError(description: "first_screen exited with \(c.status)") }

        if let difference = compare(try Image(contentsOf: shopFile), try Image(contentsOf: cFile), names: ("shop", "C")) {
            fail("""
                shop's first screen and its C baseline (Benchmarks/c/first_screen.c, shop_window.h) differ: \
                \(difference.description). Make the C side make the GTK calls shop's pages and FlowGtk make \
                (compare \(shopFile) with \(cFile)); the launch and idle-memory figures compare against it.
                """)
        }
        progress("first screen: the same, pixel for pixel (\(shopFile), \(cFile))")
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
