import FlowGtk
import Foundation

/// The app's CSS (Resources/shop.css) on top of GTK's theme.
@MainActor
enum Styles {
    private static var provider: CssProvider?

    static func load(from resources: URL) {
        guard provider == nil else { return }
        let css = CssProvider()
        do {
            try css.load(contentsOfFile: resources.appendingPathComponent("shop.css").path)
            css.addToDefaultDisplay()
            provider = css
        } catch {
            Terminal.error("shop: \(error)")
        }
    }
}
