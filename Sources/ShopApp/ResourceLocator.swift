#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the app's Resources folder (catalogue, CSS, icon): `$SHOP_RESOURCES` when set, the
/// repository's `Resources/` when run from a build folder, or the installed copy.
enum ResourceLocator {
    static func resources(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        var candidates: [URL] = []
        if let explicit = environment["SHOP_RESOURCES"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        // .build/<triple>/debug/shop → walk up to the checkout.
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Resources"))
            directory.deleteLastPathComponent()
        }
        let dataHome = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        candidates.append(dataHome.appendingPathComponent("shop"))
        candidates.append(URL(fileURLWithPath: "/usr/local/share/shop"))
        candidates.append(URL(fileURLWithPath: "/usr/share/shop"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("catalogue.json").path)
        }
    }

    /// The folder whose `icons/` holds the app's icons: the Resources folder itself in a checkout,
    /// or the `share` folder above an installed copy (`make install` puts them in `share/icons`).
    static func iconDataDirectory(for resources: URL) -> URL {
        let inside = resources.appendingPathComponent("icons")
        return FileManager.default.fileExists(atPath: inside.path) ? resources : resources.deletingLastPathComponent()
    }
}
