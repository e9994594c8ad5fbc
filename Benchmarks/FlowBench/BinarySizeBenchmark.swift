import Foundation

/// The size of `shop` as `make install` installs it: the release build (the Swift runtime and
/// FoundationEssentials linked statically) without its symbol tables.
///
/// `make install` copies the binary with `install -s`, which runs `strip` (from PATH, with no
/// options: GNU strip's `--strip-all`) on the copy. This does the same to a copy in a temporary
/// folder (`strip -o COPY shop`), so the release `shop` keeps its symbols (callgrind profiles
/// need them), and measures that copy; the unstripped size is noted beside it. The copy is then
/// launched once (`SHOP_EXIT_AFTER_FIRST_FRAME=1`, a fresh state file) and must paint its first
/// frame and exit 0: a size is only worth having for a binary that runs.
enum BinarySizeBenchmark {
    static func report(tools: Tools, into report: inout Report) throws {
        progress("binary: the release shop stripped as `make install` strips it")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowbench-binary-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let stripped = directory.appendingPathComponent("shop").path
        let strip = try runChild("/usr/bin/env", ["strip", "-o", stripped, tools.shop])
        guard strip.status == 0 else {
            throw ChildProcessError(description: "strip -o \(stripped) \(tools.shop) exited with \(strip.status): \(strip.output)")
        }
        let size = try fileSize(stripped), unstripped = try fileSize(tools.shop)
        try checkRuns(stripped, original: tools.shop, in: directory)

        func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
        report.add("binary_bytes", Double(size), goal: .atMost(25_000_000),
                   "the release shop as `make install` installs it (stripped: `install -s`): \(megabytes(size)); unstripped \(megabytes(unstripped)), of which symbol tables and debug sections \(megabytes(unstripped - size))")
        report.note("binary_bytes_unstripped", Double(unstripped))
    }

    private static func fileSize(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        guard let size = (attributes[.size] as? NSNumber)?.intValue else {
            throw ChildProcessError(description: "no size for \(path)")
        }
        return size
    }

    /// Launches the stripped copy to its first frame. It finds the app's Resources folder as the
    /// release `shop` does, walking up from where the original is.
    private static func checkRuns(_ stripped: String, original: String, in directory: URL) throws {
        // The user's data and state in a folder of their own: none to read, nothing of theirs touched.
        let home = directory.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var environment = ["SHOP_EXIT_AFTER_FIRST_FRAME": "1", "XDG_DATA_HOME": home.path, "XDG_STATE_HOME": home.path]
        var folder = URL(fileURLWithPath: original).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let resources = folder.appendingPathComponent("Resources")
            if FileManager.default.fileExists(atPath: resources.appendingPathComponent("catalogue.json").path) {
                environment["SHOP_RESOURCES"] = resources.path
                break
            }
            folder.deleteLastPathComponent()
        }
        let state = home.appendingPathComponent("state.json").path
        let result = try runChild(stripped, ["--state-file", state], environment: environment, captureOutput: false)
        guard result.status == 0 else {
            throw ChildProcessError(description: "the stripped shop exited with \(result.status) instead of painting its first frame")
        }
    }
}
