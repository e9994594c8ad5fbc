import CGtk
import Glibc

/// Whether GTK's theme is dark, for an app whose own CSS needs a colour per theme (GTK 4.8's CSS
/// cannot ask: it has no `prefers-color-scheme`).
///
/// A theme is dark when its window background is: the answer is read from the theme GTK loaded
/// (its `theme_bg_color`), so it holds however the theme was chosen. `GTK_THEME=Adwaita:dark` in
/// the environment, which GtkSettings does not reflect (its `gtk-theme-name` stays the
/// configured one); `gtk-application-prefer-dark-theme`; or a dark theme by name
/// (`Adwaita-dark`).
@MainActor
public enum Theme {
    /// Whether the theme GTK draws with now has a dark window background.
    public static var isDark: Bool {
        guard let background = color(named: "theme_bg_color") else { return false }
        return background.relativeLuminance < 0.18 // mid-grey: #767676 is 0.18
    }

    /// A colour the theme defines (`@define-color NAME`), or `nil` when it defines none by that
    /// name; what a widget styled by the theme and the app's style sheets would look it up as.
    public static func color(named name: String) -> ThemeColor? {
        guard GtkRuntime.initialize() else { return nil }
        let probe = Label()
        var rgba = GdkRGBA()
        guard gtk_style_context_lookup_color(gtk_widget_get_style_context(probe.widgetPointer), name, &rgba) != 0
        else { return nil }
        return ThemeColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue))
    }

    /// Calls `handler` after the theme may have changed: when the `gtk-theme-name` or the
    /// `gtk-application-prefer-dark-theme` setting changes (GTK has loaded the new theme by
    /// then). The handler stays connected for the life of the process.
    public static func onChange(_ handler: @escaping @MainActor () -> Void) {
        guard GtkRuntime.initialize(), let settings = gtk_settings_get_default() else { return }
        for property in ["gtk-theme-name", "gtk-application-prefer-dark-theme"] {
            connectSignal(on: UnsafeMutableRawPointer(settings), "notify::\(property)",
                          { (_: UnsafeMutablePointer<GObject>) in handler() } as NotifyHandler,
                          using: flow_connect_notify) { object, _, data in
                guard let object else { return }
                MainActor.assumeIsolated {
                    SignalHandlerBox.handler(from: data, as: NotifyHandler.self)(object)
                }
            }
        }
    }
}

/// An opaque sRGB colour, each channel from 0 to 1.
public struct ThemeColor: Hashable, Sendable {
    /// The red channel, from 0 to 1.
    public let red: Double
    /// The green channel, from 0 to 1.
    public let green: Double
    /// The blue channel, from 0 to 1.
    public let blue: Double

    /// The colour of these channels, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// WCAG 2's relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black and white).
    public func contrast(with other: ThemeColor) -> Double {
        let (high, low) = (max(relativeLuminance, other.relativeLuminance),
                           min(relativeLuminance, other.relativeLuminance))
        return (high + 0.05) / (low + 0.05)
    }
}
