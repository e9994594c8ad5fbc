import FlowGtk
import FlowLocale
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import ShopFlows

/// The user's language, chosen before any text is made: the C library's locale from the
/// environment, then the shop's, FlowCoordinator's and FlowGtk's catalogues, found beside the
/// Resources folder — `.build/locale` in a checkout (`scripts/translations.sh build`, which `make`
/// runs), or the installed `share/locale` beside `share/shop`.
enum Translations {
    static func start(resources: URL) {
        setlocale(LC_ALL, "")
        // GTK writes right to left when its own catalogue says so; values put into a sentence (a
        // card's name) then keep their own direction.
        Placeholders.isolatesValues = TextDomain("gtk40").text("default:LTR") == "default:RTL"
        guard let directory = directory(for: resources) else { return }
        shopDomain.bind(to: directory.path)
        TextDomain.flowCoordinator.bind(to: directory.path)
        TextDomain.flowGtk.bind(to: directory.path)
    }

    /// Where the catalogues are: `$SHOP_LOCALE_DIR`, the checkout's `.build/locale`, or `share/locale`.
    static func directory(for resources: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["SHOP_LOCALE_DIR"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        let above = resources.deletingLastPathComponent()
        return [above.appendingPathComponent(".build/locale"), above.appendingPathComponent("locale")]
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
