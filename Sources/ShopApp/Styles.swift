import FlowGtk
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's CSS on top of GTK's theme: Resources/shop.css, and Resources/shop-dark.css over it
/// while the theme is dark (its colours for a dark background: GTK 4.8's CSS cannot tell the
/// theme's variant). Whether the theme is dark is asked again whenever GTK's theme settings change.
@MainActor
enum Styles {
    private static var provider: CssProvider?
    private static var dark: CssProvider?

    static func load(from resources: URL) {
        guard provider == nil else { return }
        guard let css = provider(resources, "shop.css") else { return }
        css.addToDefaultDisplay()
        provider = css
        dark = provider(resources, "shop-dark.css")
        followTheme()
        Theme.onChange { followTheme() }
    }

    /// Adds the dark colours while the theme is dark, and only then. They rank above shop.css,
    /// so a colour they define again is the one used.
    private static func followTheme() {
        guard let dark else { return }
        if Theme.isDark {
            dark.addToDefaultDisplay(priority: StylePriority(rawValue: StylePriority.application.rawValue + 1))
        } else {
            dark.removeFromDisplay()
        }
    }

    private static func provider(_ resources: URL, _ name: String) -> CssProvider? {
        let css = CssProvider()
        do {
            try css.load(contentsOfFile: resources.appendingPathComponent(name).path)
            return css
        } catch {
            Terminal.error("shop: \(error)")
            return nil
        }
    }
}
