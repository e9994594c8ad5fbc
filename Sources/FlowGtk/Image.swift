import CGtk

/// A `GtkImage` showing a named icon from the icon theme.
@MainActor
public final class Image: Widget {
    /// The wrapped image (opaque in C).
    public let imagePointer: OpaquePointer

    public init(iconName: String) {
        let widget = gtk_image_new_from_icon_name(iconName)
        imagePointer = flow_image(widget)
        super.init(taking: widget, from: "gtk_image_new_from_icon_name")
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
