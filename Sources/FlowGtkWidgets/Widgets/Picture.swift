import CGtk

/// A `GtkPicture`: an image from a file (a photo, a scan), scaled to the space it is given.
///
/// As with ``Image``, a picture says what it means to someone who cannot see it: the
/// ``Image/Meaning`` it is made with is its alternative text, or hides a decorative one from
/// assistive technologies.
@MainActor
public final class Picture: Widget {
    /// How a picture fills space of another shape than its own (`GtkContentFit`).
    public enum ContentFit: Sendable {
        /// Stretched to the space, whatever its shape.
        case fill
        /// As large as fits whole, keeping its shape (GTK's default).
        case contain
        /// Covering the space, keeping its shape; what overflows is cut off.
        case cover
        /// At its own size, cut off when the space is smaller.
        case scaleDown
    }

    private var picturePointer: OpaquePointer { flow_picture(rawPointer) }

    /// The picture in the file at `path` (PNG, JPEG, anything gdk-pixbuf reads), meaning
    /// `meaning` to assistive technologies. A file that cannot be read shows nothing.
    public init(file path: String, _ meaning: Image.Meaning) {
        super.init(taking: gtk_picture_new_for_filename(path), from: "gtk_picture_new_for_filename")
        switch meaning {
        case .decorative: setHiddenFromAssistiveTechnologies(true)
        case .describing(let description):
            gtk_picture_set_alternative_text(picturePointer, description)
            accessibleName = description
        }
    }

    /// Shows the picture in the file at `path` instead.
    public func load(file path: String) { gtk_picture_set_filename(picturePointer, path) }

    /// Whether a picture was loaded: the file could be read.
    public var hasContent: Bool { gtk_picture_get_paintable(picturePointer) != nil }

    /// The text read in the picture's place, or `nil`.
    public var alternativeText: String? {
        gtk_picture_get_alternative_text(picturePointer).map { String(cString: $0) }
    }

    /// Whether it may be drawn smaller than its own size (`true` unless set).
    public var canShrink: Bool {
        get { gtk_picture_get_can_shrink(picturePointer) != 0 }
        set { gtk_picture_set_can_shrink(picturePointer, newValue ? 1 : 0) }
    }

    /// How it fills space of another shape than its own.
    public var contentFit: ContentFit {
        get {
            switch gtk_picture_get_content_fit(picturePointer) {
            case GTK_CONTENT_FIT_FILL: .fill
            case GTK_CONTENT_FIT_COVER: .cover
            case GTK_CONTENT_FIT_SCALE_DOWN: .scaleDown
            default: .contain
            }
        }
        set {
            let fit = switch newValue {
            case .fill: GTK_CONTENT_FIT_FILL
            case .contain: GTK_CONTENT_FIT_CONTAIN
            case .cover: GTK_CONTENT_FIT_COVER
            case .scaleDown: GTK_CONTENT_FIT_SCALE_DOWN
            }
            gtk_picture_set_content_fit(picturePointer, fit)
        }
    }
}
