import CGtk

/// A `GtkImage` showing a named icon from the icon theme.
///
/// An image says nothing to a screen reader by itself, so each one says what it is for: it only
/// decorates what the text next to it says (``Meaning/decorative``: hidden from assistive
/// technologies), or it carries meaning of its own (``Meaning/describing(_:)``: that is its
/// accessible name).
@MainActor
public final class Image: Widget {
    /// What an image means to someone who cannot see it.
    public enum Meaning: Hashable, Sendable {
        /// Decoration: the text beside the image says it all. Hidden from the accessibility tree.
        case decorative
        /// An image that says something of its own: `description` is read in its place.
        case describing(String)
    }

    /// The wrapped image (opaque in C).
    package let imagePointer: OpaquePointer

    /// An image of the icon named `iconName`, which means what `meaning` says to assistive technologies.
    public init(iconName: String, _ meaning: Meaning) {
        let widget = gtk_image_new_from_icon_name(iconName)
        imagePointer = flow_image(widget)
        super.init(taking: widget, from: "gtk_image_new_from_icon_name")
        switch meaning {
        case .decorative: setHiddenFromAssistiveTechnologies(true)
        case .describing(let description): accessibleName = description
        }
    }

    /// The icon shown, or `nil`.
    public var iconName: String? {
        get { gtk_image_get_icon_name(imagePointer).map { String(cString: $0) } }
        set { gtk_image_set_from_icon_name(imagePointer, newValue) }
    }

    /// The icon size in pixels (-1: the theme's size for the style class).
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(imagePointer)) }
        set { gtk_image_set_pixel_size(imagePointer, Int32(newValue)) }
    }
}
