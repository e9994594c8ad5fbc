import CGtk

/// A `GtkCssProvider`: a style sheet. Load CSS, then add it to the display
/// to style every window of the app.
@MainActor
public final class CssProvider: ObjectRef {
    private var providerPointer: UnsafeMutablePointer<GtkCssProvider> { flow_css_provider(rawPointer) }
    private var styleProviderPointer: OpaquePointer { flow_style_provider(rawPointer) }
    private var addedTo: OpaquePointer?

    /// An empty style sheet.
    public init() {
        super.init(taking: gtk_css_provider_new(), from: "gtk_css_provider_new")
    }

    /// Replaces the style sheet with `css`.
    /// - Throws: ``CssError`` listing every parse error (the valid rules are
    ///   still applied, as GTK does).
    public func load(css: String) throws(CssError) {
        let errors = collectingErrors {
            gtk_css_provider_load_from_data(providerPointer, css, -1)
        }
        if !errors.isEmpty { throw CssError(source: "CSS string", messages: errors) }
    }

    /// Replaces the style sheet with the contents of the file at `path`.
    /// - Throws: ``CssError`` if the file cannot be read or has parse errors.
    public func load(contentsOfFile path: String) throws(CssError) {
        guard g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 else {
            throw CssError(source: path, messages: ["no such file"])
        }
        let errors = collectingErrors {
            gtk_css_provider_load_from_path(providerPointer, path)
        }
        if !errors.isEmpty { throw CssError(source: path, messages: errors) }
    }

    /// Applies the style sheet to every widget on the default display.
    public func addToDefaultDisplay(priority: StylePriority = .application) {
        guard let display = gdk_display_get_default() else {
            preconditionFailure("FlowGtk: no default display (is GtkRuntime.initialize() true?)")
        }
        removeFromDisplay()
        gtk_style_context_add_provider_for_display(display, styleProviderPointer, priority.rawValue)
        addedTo = display
    }

    /// Stops applying the style sheet.
    public func removeFromDisplay() {
        guard let display = addedTo else { return }
        gtk_style_context_remove_provider_for_display(display, styleProviderPointer)
        addedTo = nil
    }

    /// Runs `load` with a temporary `parsing-error` handler; returns the
    /// errors as "location: message" lines. (With a handler connected, GTK
    /// does not print its own warnings.)
    private func collectingErrors(_ load: () -> Void) -> [String] {
        let collector = ErrorCollector()
        let connection = connect("parsing-error", { (line: String) in collector.lines.append(line) },
                                 using: flow_connect_css_error) { _, section, error, data in
            MainActor.assumeIsolated {
                let location = section.flatMap { gtk_css_section_to_string($0) }.map { pointer in
                    defer { g_free(pointer) }
                    return String(cString: pointer)
                } ?? "?"
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                SignalHandlerBox.handler(from: data, as: (@MainActor (String) -> Void).self)("\(location): \(message)")
            }
        }
        load()
        disconnect(connection)
        return collector.lines
    }

    private final class ErrorCollector {
        var lines: [String] = []
    }
}

/// Where a style sheet ranks against the theme and user settings
/// (`GTK_STYLE_PROVIDER_PRIORITY_*`).
public struct StylePriority: Hashable, Sendable {
    /// The GTK priority: higher values win.
    public let rawValue: UInt32
    /// The priority of this GTK value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Overrides the theme (the usual choice for an app's own CSS).
    public static let application = StylePriority(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    /// Like a theme: below application and user styles.
    public static let theme = StylePriority(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME))
    /// Fallback styles the theme overrides.
    public static let fallback = StylePriority(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
}

/// CSS that GTK could not (fully) load.
public struct CssError: Error, CustomStringConvertible, Sendable {
    /// The file path, or "CSS string".
    public let source: String
    /// One "location: message" line per problem.
    public let messages: [String]

    /// One line: the source and the first problem.
    public var description: String {
        let more = messages.count > 1 ? " (+\(messages.count - 1) more)" : ""
        return "CSS error in \(source): \(messages.first ?? "unknown")\(more)"
    }
}
