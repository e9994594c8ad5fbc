import FlowGtk
import Foundation
import Testing

/// The command line belongs to `shop`: whatever a user or a link passes, GApplication's own option
/// parser never sees it, `--resolve` keeps its contract (JSON, or one `error:` line and exit 2),
/// and nothing from an argument reaches the terminal as a control character or escape sequence.
@Suite("arguments", .serialized)
struct ArgumentTests {
    static let noDisplay = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]

    @Test("--resolve takes a value that starts with a dash as its link: one error line, exit 2",
          arguments: ["-x", "--gapplication-service", "--help", "-", "--", "--state-file"])
    func resolveDashedLink(_ link: String) async throws {
        let result = try await ShopProcess.run(["--resolve", link], environment: Self.noDisplay)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("error: ") == true, "\(result.standardError)")
    }

    @Test("--resolve without a value is a usage error (exit 64), not a bad link")
    func resolveWithoutValue() async throws {
        let result = try await ShopProcess.run(["--resolve"], environment: Self.noDisplay)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("--resolve"), "\(result.standardError)")
    }

    @Test("an unknown option says so as every other message does, beginning with “error:”")
    func unknownOption() async throws {
        let result = try await ShopProcess.run(["--bogus-option"], environment: Self.noDisplay)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: "), "\(result.standardError)")
        #expect(result.standardError.contains("--bogus-option"), "\(result.standardError)")
    }

    @Test("no control character or escape sequence from an argument reaches the terminal", arguments: [
        ["--\u{1B}[31mred"],                                 // an unknown option
        ["a", "b\u{1B}]0;title\u{07}"],                      // an unexpected argument
        ["--resolve", "\u{1B}[31m\u{9B}2J\u{202E}"],         // a bad link
        ["--resolve", "shop://patterns/content/string/%1B%5B31m%C2%9B%E2%80%AE"],
        ["--tour", "/x", "--state-file", "/y", "--\u{7F}\u{85}"],
        ["--tour", "/proc/\u{1B}]0;title\u{07}/tour"],                // a folder that cannot be made
    ])
    func noControlCharacters(_ arguments: [String]) async throws {
        let result = try await ShopProcess.run(arguments)
        #expect(result.status != 0)
        for (stream, text) in [("stdout", result.standardOutput), ("stderr", result.standardError)] {
            let raw = text.unicodeScalars.filter { Self.isUnsafe($0) }
            #expect(raw.isEmpty, "\(stream) holds \(raw.map { $0.escaped(asASCII: true) }): \(text.debugDescription)")
        }
    }

    @Test("an argument parser error keeps its exit status (64) and says what was wrong")
    func usageErrorStatus() async throws {
        let result = try await ShopProcess.run(["--\u{1B}[31mred"], environment: Self.noDisplay)
        #expect(result.status == 64)
        #expect(result.standardError.contains("\\u{1B}[31mred"), "\(result.standardError)")
    }

    @Test("an error about a huge argument stays short")
    func hugeArgumentError() async throws {
        let result = try await ShopProcess.run(["a", String(repeating: "b", count: 100_000)], environment: Self.noDisplay)
        #expect(result.status == 64)
        #expect(result.standardError.utf8.count < 2_000, "\(result.standardError.utf8.count) bytes")
    }

    @Test("a link longer than links may be is refused before any work: one error line, exit 2")
    func resolveTooLong() async throws {
        let result = try await ShopProcess.run(["--resolve", "shop://items/" + String(repeating: "9", count: 120_000)],
                                         environment: Self.noDisplay)
        #expect(result.status == 2)
        #expect(result.standardError == "error: the link is too long (120013 bytes, at most 2048)\n")
    }

    @Test("`shop -- --gapplication-service` opens its window, like any link that is not one",
          .enabled("no display: run `make test`, which starts Xvfb") { await GtkRuntime.hasDisplay })
    func gapplicationOptionIsALink() async throws {
        let printed = try await ShopSession.run("""
            "$SHOP" --state-file "$DIR/state.json" --no-restore -- --gapplication-service >"$DIR/out" 2>&1 & first=$!
            for _ in $(seq 100); do [ -s "$DIR/state.json" ] && break; sleep 0.1; done
            [ -s "$DIR/state.json" ] && echo "window opened" || echo "no window"
            kill $first; wait $first
            cat "$DIR/out"
            """)
        #expect(printed.contains("window opened"), "\(printed)")
        #expect(printed.contains(#"shop: "--gapplication-service" is not a link"#), "\(printed)")
    }

    /// C0 and C1 controls (but the newline that ends a line), DEL, and format characters such as
    /// U+202E that reorder what a terminal shows.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && (scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                           || scalar == "\u{2028}" || scalar == "\u{2029}")
    }
}
