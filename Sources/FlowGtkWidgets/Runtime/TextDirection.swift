import CGtk

/// Which way the app's language is written, as GTK decided it at start from the user's language
/// (its own catalogue's translation of "default:LTR"). In a language written right to left GTK
/// mirrors boxes, headers and pointing icons; FlowGtk reverses the back key with it.
public enum TextDirection: Sendable {
    /// As English and German are written.
    case leftToRight
    /// As Hebrew and Arabic are written: GTK mirrors the layout.
    case rightToLeft

    /// The direction of every widget that does not set its own.
    @MainActor
    public static var `default`: TextDirection {
        gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }
}
