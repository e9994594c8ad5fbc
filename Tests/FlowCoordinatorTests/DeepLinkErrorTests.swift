import Foundation
import Testing
import FlowCoordinator
import FlowTestSupport

/// The kind of a ``DeepLinkError``, for corpus entries that do not spell out its values.
enum DLErrorKind: String, Sendable {
    case empty, tooLong, tooManySegments, malformed, wrongScheme, badEncoding, unsupportedQuery, unknownRoute,
         badParameter, incomplete, unsupportedFragment, malformedQuery, unknownQueryParameter, repeatedQueryParameter

    init(_ error: DeepLinkError) {
        switch error {
        case .empty: self = .empty
        case .tooLong: self = .tooLong
        case .tooManySegments: self = .tooManySegments
        case .malformed: self = .malformed
        case .wrongScheme: self = .wrongScheme
        case .badEncoding: self = .badEncoding
        case .unsupportedQuery: self = .unsupportedQuery
        case .unknownRoute: self = .unknownRoute
        case .badParameter: self = .badParameter
        case .incomplete: self = .incomplete
        case .unsupportedFragment: self = .unsupportedFragment
        case .malformedQuery: self = .malformedQuery
        case .unknownQueryParameter: self = .unknownQueryParameter
        case .repeatedQueryParameter: self = .repeatedQueryParameter
        }
    }
}

/// A link the shop must refuse, and the kind of error it is refused with.
struct DLMalformedLink: Sendable, CustomTestStringConvertible {
    let link: String
    let kind: DLErrorKind
    let note: String

    init(_ link: String, _ kind: DLErrorKind, _ note: String = "") {
        self.link = link
        self.kind = kind
        self.note = note
    }

    var testDescription: String {
        let shown = link.count > 50 ? String(link.prefix(40)) + "…(\(link.utf8.count) bytes)" : link
        return (note.isEmpty ? "" : note + ": ") + shown.debugDescription
    }

    static let corpus: [DLMalformedLink] = [
        // Nothing, whitespace, separators only.
        DLMalformedLink("", .empty),
        DLMalformedLink(" ", .malformed),
        DLMalformedLink("  \t  ", .malformed),
        DLMalformedLink("\n", .malformed),
        DLMalformedLink("\r\n", .malformed),
        DLMalformedLink("/", .malformed),
        DLMalformedLink("//////", .malformed, "only slashes"),
        DLMalformedLink(":", .malformed),
        DLMalformedLink("://", .wrongScheme),
        DLMalformedLink("\u{0}", .malformed, "NUL"),
        // The shape of the link.
        DLMalformedLink("shop://", .malformed, "no path"),
        DLMalformedLink("shop:///", .malformed, "no path"),
        DLMalformedLink("shop:////////", .malformed, "no path, only slashes"),
        DLMalformedLink("shop:items", .malformed),
        DLMalformedLink("shop:/items", .malformed),
        DLMalformedLink("shop::items", .malformed),
        DLMalformedLink("shop//items", .malformed),
        DLMalformedLink("shop:\\\\items", .malformed),
        DLMalformedLink("SHOP:ITEMS", .malformed),
        DLMalformedLink("items/7", .malformed),
        DLMalformedLink("shop", .malformed),
        DLMalformedLink("javascript:alert(1)", .malformed),
        // Schemes.
        DLMalformedLink("://items", .wrongScheme),
        DLMalformedLink("http://items", .wrongScheme),
        DLMalformedLink("https://shop/items", .wrongScheme),
        DLMalformedLink("shöp://items", .wrongScheme, "unicode scheme"),
        DLMalformedLink("🛒://items", .wrongScheme, "emoji scheme"),
        DLMalformedLink("shop\u{0}://items", .wrongScheme, "NUL in scheme"),
        DLMalformedLink(" shop://items", .wrongScheme, "leading space"),
        DLMalformedLink("\u{202E}shop://items", .wrongScheme, "RTL override before the scheme"),
        DLMalformedLink("shop ://items", .wrongScheme),
        // Routes.
        DLMalformedLink("shop://items/7/bogus", .unknownRoute),
        DLMalformedLink("shop://Items", .unknownRoute, "literals are case-sensitive"),
        DLMalformedLink("shop://items ", .unknownRoute, "trailing space"),
        DLMalformedLink("shop:// items", .unknownRoute, "leading space in the path"),
        DLMalformedLink("shop://פריטים", .unknownRoute, "RTL text"),
        DLMalformedLink("shop://アイテム", .unknownRoute),
        DLMalformedLink("shop://../items", .unknownRoute),
        DLMalformedLink("shop://./items", .unknownRoute),
        DLMalformedLink("shop://\\items", .unknownRoute),
        DLMalformedLink("shop://items/7/purchase/payment/extra", .unknownRoute),
        DLMalformedLink("shop://profile/notes/x/y", .unknownRoute),
        DLMalformedLink("shop://profile/notes/%E2%80%A8/bogus", .unknownRoute, "line separator in the understood part"),
        DLMalformedLink("shop://profile/notes/" + String(repeating: "x", count: 1_500) + "/bogus", .unknownRoute,
                        "long understood part"),
        // Parameters.
        DLMalformedLink("shop://items/abc", .badParameter),
        DLMalformedLink("shop://items/0", .badParameter),
        DLMalformedLink("shop://items/13", .badParameter),
        DLMalformedLink("shop://items/-1", .badParameter, "negative"),
        DLMalformedLink("shop://items/99999999999999999999999", .badParameter, "huge number"),
        DLMalformedLink("shop://items/-99999999999999999999999", .badParameter, "huge negative number"),
        DLMalformedLink("shop://items/1e3", .badParameter),
        DLMalformedLink("shop://items/7.5", .badParameter),
        DLMalformedLink("shop://items/ 7", .badParameter),
        DLMalformedLink("shop://items/7 ", .badParameter),
        DLMalformedLink("shop://items/%2F", .badParameter, "encoded slash"),
        DLMalformedLink("shop://items/٧", .badParameter, "Arabic-Indic digit"),
        DLMalformedLink("shop://items/７", .badParameter, "full-width digit"),
        DLMalformedLink("shop://items/😀", .badParameter, "emoji"),
        DLMalformedLink("shop://items/👩‍👩‍👧‍👦", .badParameter, "emoji sequence"),
        DLMalformedLink("shop://items/\u{1F1FA}\u{1F1F8}", .badParameter, "flag"),
        DLMalformedLink("shop://items/%E2%80%AE7", .badParameter, "encoded RTL override"),
        DLMalformedLink("shop://items/\u{202E}7", .badParameter, "RTL override"),
        DLMalformedLink("shop://items/%E2%80%A8", .badParameter, "encoded line separator"),
        DLMalformedLink("shop://items/7\u{2028}", .badParameter, "line separator"),
        DLMalformedLink("shop://items/\u{2029}", .badParameter, "paragraph separator"),
        DLMalformedLink("shop://items/\u{FEFF}7", .badParameter, "byte order mark"),
        DLMalformedLink("shop://items/a" + String(repeating: "%CC%81", count: 300), .badParameter,
                        "a letter with 300 combining marks"),
        DLMalformedLink("shop://wallet/cards/visa 4242", .badParameter),
        DLMalformedLink("shop://wallet/cards/" + String(repeating: "9", count: 40), .badParameter),
        // Encoding.
        DLMalformedLink("shop://items/%zz", .badEncoding),
        DLMalformedLink("shop://items/%", .badEncoding),
        DLMalformedLink("shop://%", .badEncoding),
        DLMalformedLink("shop://items/%C3", .badEncoding, "truncated UTF-8"),
        DLMalformedLink("shop://items/%FF%FE", .badEncoding),
        DLMalformedLink("shop://items/%C0%80", .badEncoding, "overlong NUL"),
        DLMalformedLink("shop://items/%ED%A0%80", .badEncoding, "encoded surrogate"),
        DLMalformedLink("shop://items/%u0041", .badEncoding),
        DLMalformedLink("shop://items/%00", .badEncoding, "encoded NUL"),
        DLMalformedLink("shop://items/\u{0}", .badEncoding, "NUL"),
        DLMalformedLink("shop://\u{0}", .badEncoding, "NUL"),
        DLMalformedLink("shop://items/%0A", .badEncoding, "encoded newline"),
        DLMalformedLink("shop://items/%0D%0A", .badEncoding, "encoded CRLF"),
        DLMalformedLink("shop://items/%1B[31m", .badEncoding, "terminal escape"),
        DLMalformedLink("shop://items/%C2%85", .badEncoding, "next line (C1 control)"),
        DLMalformedLink("shop://wallet/add/%0A", .badEncoding),
        DLMalformedLink("shop://items/\r", .badEncoding),
        // Query and fragment.
        DLMalformedLink("shop://items?x=1", .unsupportedQuery),
        DLMalformedLink("shop://items#top", .unsupportedQuery),
        DLMalformedLink("shop://items/7/purchase?coupon=%0A", .unsupportedQuery),
        DLMalformedLink("shop://?", .unsupportedQuery),
        // Size.
        DLMalformedLink("shop://" + String(repeating: "a", count: 10_000), .tooLong, "10,000 characters"),
        DLMalformedLink(String(repeating: "/", count: 10_000), .tooLong, "10,000 slashes"),
        DLMalformedLink("shop://items/" + String(repeating: "7", count: 10_000), .tooLong),
        DLMalformedLink(String(repeating: "\u{0}", count: 10_000), .tooLong, "10,000 NULs"),
        DLMalformedLink(String(repeating: "🛒", count: 10_000), .tooLong),
        DLMalformedLink("shop://" + String(repeating: "items/", count: 30), .tooManySegments),
        DLMalformedLink("shop://" + String(repeating: "a/", count: 1_000), .tooManySegments),
    ]
}

/// Whether `message` is fit for a terminal line or an alert: one line, not empty, short.
func dlIsOneLine(_ message: String, maxLength: Int = 200) -> Bool {
    !message.isEmpty
        && !message.contains(where: \.isNewline)
        && !message.unicodeScalars.contains { ["\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{B}", "\u{C}"].contains($0) }
        && message.unicodeScalars.count <= maxLength
}

@Suite("Deep link errors")
struct DeepLinkErrorTests {
    @Test("the corpus has enough malformed links")
    func corpusSize() {
        #expect(DLMalformedLink.corpus.count >= 60)
    }

    @Test("every malformed link throws a DeepLinkError of the expected kind with a one-line message",
          arguments: DLMalformedLink.corpus)
    func malformedLinks(_ entry: DLMalformedLink) {
        guard let error = DLShop.error(entry.link) else {
            Issue.record("\(entry.testDescription) resolved")
            return
        }
        #expect(DLErrorKind(error) == entry.kind, "\(error.message)")
        #expect(dlIsOneLine(error.message), "\(error.message.debugDescription)")
        #expect(error.description == error.message)
    }

    @Test("each case has a readable message naming the offending part")
    func messages() {
        let cases: [(DeepLinkError, String)] = [
            (.empty, "the link is empty"),
            (.tooLong(length: 3000, limit: 2048), "the link is too long (3000 bytes, at most 2048)"),
            (.tooManySegments(count: 30, limit: 24), "the link is too long (30 path segments, at most 24)"),
            (.malformed("shop:items"), "\"shop:items\" is not a link of the form scheme://path"),
            (.wrongScheme(found: "http", expected: "shop"), "wrong scheme \"http\": links start with shop://"),
            (.badEncoding(segment: "%zz"), "bad percent-encoding in \"%zz\""),
            (.unsupportedQuery("?sort=new"), "unexpected \"?sort=new\": links take no query or fragment"),
            (.unknownRoute(segment: "bogus", after: "shop://items/7"), "unknown route \"bogus\" after shop://items/7"),
            (.badParameter(name: "item", value: "abc", expected: "an item number from 1 to 12"),
             "bad parameter item \"abc\": expected an item number from 1 to 12"),
        ]
        for (error, message) in cases {
            #expect(error.message == message)
            #expect(error.description == message)
            #expect("\(error)" == message)
        }
    }

    @Test("resolving gives those messages for real links")
    func messagesFromLinks() {
        #expect(DLShop.error("shop://items/7/bogus")?.message == "unknown route \"bogus\" after shop://items/7")
        #expect(DLShop.error("shop://items/99")?.message == "bad parameter item \"99\": expected an item number from 1 to 12")
        #expect(DLShop.error("ftp://items")?.message == "wrong scheme \"ftp\": links start with shop://")
        #expect(DLShop.error("shop://items/%C3")?.message == "bad percent-encoding in \"%C3\"")
    }

    @Test("control, format and line-separator characters are escaped in messages")
    func escaping() {
        #expect(DeepLinkError.badEncoding(segment: "a\u{0}b\nc").message == #"bad percent-encoding in "a\0b\nc""#)
        #expect(DeepLinkError.badParameter(name: "item", value: "7\u{2028}", expected: "a number").message
                == #"bad parameter item "7\u{2028}": expected a number"#)
        #expect(DeepLinkError.malformed("\u{202E}x").message == #""\u{202E}x" is not a link of the form scheme://path"#)
        #expect(DeepLinkError.unknownRoute(segment: "x", after: "shop://notes/a\u{2029}b").message
                == #"unknown route "x" after shop://notes/a\u{2029}b"#)
    }

    @Test("long parts are shortened, counting Unicode scalars, so messages stay short")
    func shortening() {
        let long = DeepLinkError.badEncoding(segment: String(repeating: "a", count: 100)).message
        #expect(long == "bad percent-encoding in \"" + String(repeating: "a", count: 60) + "…\"")
        let zalgo = "a" + String(repeating: "\u{301}", count: 300)
        let message = DeepLinkError.badParameter(name: "item", value: zalgo, expected: "a number").message
        #expect(dlIsOneLine(message))
        #expect(message.unicodeScalars.count <= 110)
        let after = "shop://profile/notes/" + String(repeating: "x", count: 1_500)
        #expect(dlIsOneLine(DeepLinkError.unknownRoute(segment: "bogus", after: after).message))
    }

    @Test("errors compare by case and values")
    func equality() {
        #expect(DeepLinkError.unknownRoute(segment: "a", after: "shop://") == .unknownRoute(segment: "a", after: "shop://"))
        #expect(DeepLinkError.unknownRoute(segment: "a", after: "shop://") != .unknownRoute(segment: "b", after: "shop://"))
        #expect(Set<DeepLinkError>([.empty, .empty, .malformed("x")]).count == 2)
    }

    // MARK: Fuzzing

    @Test("fuzz: 5,000 random links each resolve or throw a DeepLinkError with a one-line message")
    func fuzz() throws {
        let seed = DLFuzzer.seed
        var fuzzer = DLFuzzer(seed: seed)
        var failures: [String] = []
        var resolved = 0
        for _ in 0..<5_000 {
            let link = fuzzer.link()
            do {
                let target = try DLShop.router.resolve(link)
                resolved += 1
                // Whatever resolves builds a state, and a written link for it leads back to it.
                _ = target.flowSnapshot()
                if let written = DLShop.router.link(for: target), (try? DLShop.router.resolve(written)) != target {
                    failures.append("\(link.debugDescription) → \(written) does not lead back")
                }
            } catch {
                if !dlIsOneLine(error.message) {
                    failures.append("\(link.debugDescription) → \(error.message.debugDescription)")
                }
            }
        }
        #expect(failures.isEmpty, "fuzz seed \(seed) (replay with DL_FUZZ_SEED=\(seed)): \(failures.prefix(5))")
        // The mix reaches the routes, not only the error paths.
        #expect(resolved > 50, "fuzz seed \(seed): only \(resolved) links resolved")
    }
}

/// Random links, from a seed: valid segments, percent-escapes of random bytes, random Unicode
/// scalars and separators, mixed.
struct DLFuzzer {
    /// `DL_FUZZ_SEED` from the environment, or a fixed seed.
    static var seed: UInt64 {
        if let text = ProcessInfo.processInfo.environment["DL_FUZZ_SEED"], let seed = UInt64(text) { return seed }
        return 0x5EED_F10C_DEE9_0001
    }

    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let prefixes = ["shop://", "shop://", "shop://", "shop://", "SHOP://", "Shop://", "shop:", "shop:/",
                           "shop:///", "http://", "", "://", "shop//", " shop://"]
    static let segments = ["items", "wallet", "profile", "7", "1", "12", "13", "0", "-1", "+7", "007", "new",
                           "purchase", "payment", "cards", "visa-4242", "add", "notes", "Hello%20W%C3%B6rld", "%2F",
                           "", "..", ".", "%", "%zz", "%C3", "%E2%80%A8", "Items", "99999999999999999999999"]
    static let separators = ["/", "/", "/", "//", ":", "://", "?", "#", "%", " ", "\\", "", "\t", "&", "=", "\n"]
    static let specials: [Unicode.Scalar] = ["\u{0}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200F}", "\u{FEFF}",
                                             "\u{301}", "\u{85}", "\u{7F}", "\u{FFFD}", "\u{1F6D2}", "\u{10FFFF}"]

    mutating func link() -> String {
        int(5) < 2 ? nearlyValidLink() : chaoticLink()
    }

    /// A documented link, often with one part changed: a segment replaced, dropped or put in.
    private mutating func nearlyValidLink() -> String {
        let documented = DLDocumentedLink.all[int(DLDocumentedLink.all.count)].link
        let separator = documented.range(of: "://")!
        var parts = documented[separator.upperBound...].split(separator: "/").map(String.init)
        let odd: String = switch int(4) {
        case 0: Self.separators[int(Self.separators.count)]
        case 1: "%" + String(int(256), radix: 16, uppercase: true).dlPadded
        case 2: String(scalar())
        default: Self.segments[int(Self.segments.count)]
        }
        switch int(6) {
        case 0: parts.insert(odd, at: int(parts.count + 1))
        case 1: parts[int(parts.count)] = odd
        case 2: parts.remove(at: int(parts.count))
        default: break
        }
        return documented[..<separator.upperBound] + parts.joined(separator: "/")
    }

    private mutating func chaoticLink() -> String {
        var link = Self.prefixes[int(Self.prefixes.count)]
        for _ in 0..<int(9) {
            switch int(10) {
            case 0...3: link += Self.segments[int(Self.segments.count)]
            case 4...5: link += Self.separators[int(Self.separators.count)]
            case 6...7:
                for _ in 0...int(4) { link += "%" + String(int(256), radix: 16, uppercase: int(2) == 0).dlPadded }
            default:
                for _ in 0...int(3) { link.unicodeScalars.append(scalar()) }
            }
            if int(3) > 0 { link += "/" }
        }
        if int(100) == 0 { link += String(repeating: link.isEmpty ? "x" : link, count: 3_000 / max(link.count, 1) + 1) }
        return link
    }

    private mutating func scalar() -> Unicode.Scalar {
        while true {
            let value: UInt32 = switch int(6) {
            case 0: UInt32(0x20 + int(0x5F))
            case 1: UInt32(int(0x20)) | (int(2) == 0 ? 0 : 0x80)
            case 2: UInt32(0xA0 + int(0xD800 - 0xA0))
            case 3: UInt32(0xE000 + int(0x2000))
            case 4: UInt32(0x10000 + int(0x100000))
            default: Self.specials[int(Self.specials.count)].value
            }
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }

    private mutating func int(_ upperBound: Int) -> Int {
        Int(random.next() % UInt64(upperBound))
    }
}

private extension String {
    var dlPadded: String { count < 2 ? "0" + self : self }
}
