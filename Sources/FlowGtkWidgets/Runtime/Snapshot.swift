import CGtk

/// Renders widgets to PNG files with GTK's own renderer, exactly as they
/// were last drawn on screen (for screenshots in docs and visual tests).
///
/// How: a `GtkWidgetPaintable` exposes the widget's last render node;
/// it is recorded into a `GtkSnapshot`, turned into a render node
/// (`gtk_snapshot_free_to_node`), rendered to a texture by the window's own
/// `GskRenderer` (`gsk_renderer_render_texture`), and saved with
/// `gdk_texture_save_to_png`. A toplevel has no parent to snapshot it
/// through (`gtk_widget_snapshot_child`), which is why the paintable is used.
///
/// The widget must be mapped and drawn at least once: present its window
/// and iterate the main loop (``GtkRuntime/iterate(until:timeout:tick:)``) first.
@MainActor
public enum Screenshot {
    /// Writes `widget` as a PNG file to `path` (overwriting it).
    ///
    /// - Returns: the image size in pixels.
    /// - Throws: ``ScreenshotError`` saying which step failed.
    @discardableResult
    public static func writePNG(of widget: Widget, to path: String) throws(ScreenshotError) -> (width: Int, height: Int) {
        guard widget.isMapped else {
            throw ScreenshotError("\(widget.typeName) is not mapped; present its window and iterate the main loop first")
        }
        guard let native = gtk_widget_get_native(widget.widgetPointer),
              let renderer = gtk_native_get_renderer(native) else {
            throw ScreenshotError("\(widget.typeName) has no renderer; its window is not realized")
        }
        guard let paintable = gtk_widget_paintable_new(widget.widgetPointer) else {
            throw ScreenshotError("gtk_widget_paintable_new failed")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }

        let width = Int(gdk_paintable_get_intrinsic_width(paintable))
        let height = Int(gdk_paintable_get_intrinsic_height(paintable))
        guard width > 0, height > 0 else {
            throw ScreenshotError("\(widget.typeName) has not been drawn yet (size \(width)x\(height)); iterate the main loop first")
        }

        guard let snapshot = gtk_snapshot_new() else { throw ScreenshotError("gtk_snapshot_new failed") }
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw ScreenshotError("\(widget.typeName) drew nothing (no render node yet); iterate the main loop first")
        }
        defer { gsk_render_node_unref(node) }

        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
            throw ScreenshotError("gsk_renderer_render_texture failed")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }

        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw ScreenshotError("could not write PNG to \(path)")
        }
        return (width, height)
    }
}

extension Screenshot {
    /// Waits for `widget`'s window to draw it, then writes it as ``writePNG(of:to:)`` does.
    ///
    /// A window is mapped a few main-loop iterations before its first frame is drawn, so a
    /// screenshot taken as soon as `isMapped` holds can find nothing to render. This one
    /// iterates the main loop until the widget has been drawn, or `timeout` passes.
    ///
    /// - Throws: ``ScreenshotError`` with the last step that failed, when `timeout` passed first.
    @discardableResult
    public static func writePNG(
        of widget: Widget, to path: String, waitingUpTo timeout: Duration
    ) async throws(ScreenshotError) -> (width: Int, height: Int) {
        var result: Result<(width: Int, height: Int), ScreenshotError> = .failure(ScreenshotError("\(widget.typeName) was not drawn"))
        _ = await GtkRuntime.iterate(until: {
            do throws(ScreenshotError) {
                result = .success(try writePNG(of: widget, to: path))
                return true
            } catch {
                result = .failure(error)
                return false
            }
        }, timeout: timeout)
        return try result.get()
    }
}

extension Screenshot {
    /// Reads a PNG back with GDK, to check what a screenshot holds (tests, the tour).
    public static func readPNG(_ path: String) throws(ScreenshotError) -> ScreenshotImage {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            if let error { g_error_free(error) }
            throw ScreenshotError("cannot read \(path): \(reason)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
        }
        return ScreenshotImage(width: width, height: height, bytes: bytes)
    }
}

/// The pixels of a PNG read with ``Screenshot/readPNG(_:)``: 4 bytes each (BGRA, premultiplied).
public struct ScreenshotImage: Sendable {
    /// The image's width, in pixels.
    public let width: Int
    /// The image's height, in pixels.
    public let height: Int
    /// The pixels, row by row, 4 bytes each.
    public let bytes: [UInt8]

    /// The 4 bytes of pixel `index` (row-major).
    public func pixel(_ index: Int) -> [UInt8] { Array(bytes[(index * 4)..<(index * 4 + 4)]) }

    /// Whether every pixel has the same colour (nothing was drawn).
    public var isBlank: Bool {
        guard bytes.count >= 4 else { return true }
        let first = bytes[0..<4]
        return stride(from: 4, to: bytes.count, by: 4).allSatisfy { bytes[$0..<($0 + 4)] == first }
    }
}

/// Why ``Screenshot`` could not produce an image.
public struct ScreenshotError: Error, CustomStringConvertible, Sendable {
    /// One line describing the failed step.
    public let message: String
    /// An error that says `message`.
    public init(_ message: String) { self.message = message }
    /// The message after "screenshot failed: ".
    public var description: String { "screenshot failed: \(message)" }
}

/// The PNG writer's old name: in this package a snapshot is a navigation state (`FlowSnapshot`).
@available(*, deprecated, renamed: "Screenshot")
public typealias Snapshot = Screenshot

/// The PNG writer's error, under its old name.
@available(*, deprecated, renamed: "ScreenshotError")
public typealias SnapshotError = ScreenshotError

/// The pixels of a PNG read back, under their old name.
@available(*, deprecated, renamed: "ScreenshotImage")
public typealias SnapshotImage = ScreenshotImage
