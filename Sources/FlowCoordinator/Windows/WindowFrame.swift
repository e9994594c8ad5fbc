/// A window's size as its user left it, and whether it is maximized: what is saved so that a
/// window comes back as it was. The size is the one it has when not maximized.
public struct WindowFrame: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The width, in pixels.
    public var width: Int
    /// The height, in pixels.
    public var height: Int
    /// Whether the window fills the screen's work area.
    public var isMaximized: Bool

    /// A window `width` by `height` pixels, maximized or not.
    public init(width: Int, height: Int, isMaximized: Bool = false) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
    }

    /// The size a new window opens with: 960 by 720 pixels.
    public static let standard = WindowFrame(width: 960, height: 720)

    /// The sizes a saved frame may have: GTK's own limit, and at least one pixel.
    public static let sizes = 1...32_767

    /// `960×720`, with `maximized` after it when it is.
    public var description: String { "\(width)×\(height)" + (isMaximized ? " maximized" : "") }

    private enum CodingKeys: String, CodingKey { case width, height, isMaximized = "maximized" }
}
