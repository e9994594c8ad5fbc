/// Where a sheet or a cover stands over its window: decided from the window's size alone, so a
/// presented window follows its parent as the parent moves or resizes, and never from where the
/// presented window happens to be.
///
/// - A **cover** covers its window: the parent's frame, whatever its size, maximized or not
///   (on a phone a full-screen cover covers its app, not the device's other apps).
/// - A **sheet** is centred on its window at its preferred size, never wider than the window,
///   and leaving at least a title bar's height of it showing (GNOME's window manager attaches a
///   modal window just below its parent's title bar, and there it still ends inside the window).
///   In a narrow window (narrower than the sheet and a margin each side) it becomes a *bottom
///   sheet*, as libadwaita's dialogs do: the window's width, its bottom edge on the window's.
///
/// Frames are in the parent's coordinates: (0, 0) is the top-left corner of its frame, without
/// the shadow a compositor draws around it.
public enum PresentationPlacement {
    /// A rectangle in pixels.
    public struct Frame: Hashable, Sendable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// `560×640 at (200, 40)`.
        public var description: String { "\(width)×\(height) at (\(x), \(y))" }
    }

    /// The size a sheet has in a window large enough for it (GNOME's dialogs are about this).
    public static let sheetSize = (width: 560, height: 640)
    /// The margin a centred sheet keeps on each side; in a window narrower than a sheet and two
    /// of these, the sheet is a bottom sheet.
    public static let sheetMargin = 20
    /// What a sheet leaves showing of its window, at least: about a title bar's height.
    public static let windowShowing = 48

    /// Where a presentation of `style` stands over a window `parentWidth` by `parentHeight` pixels.
    /// A sheet is never smaller than its content's `minimum` (a form cannot be squeezed): over a
    /// window too small to hold it, it stays centred on it and sticks out.
    public static func frame(of style: PresentationStyle, parentWidth: Int, parentHeight: Int,
                             minimum: (width: Int, height: Int) = (0, 0)) -> Frame {
        let width = max(parentWidth, 1)
        let height = max(parentHeight, 1)
        switch style {
        case .cover:
            return Frame(x: 0, y: 0, width: width, height: height)
        case .sheet:
            let sheetHeight = max(min(sheetSize.height, max(height - windowShowing, (height + 1) / 2)), minimum.height)
            let bottom = isBottomSheet(parentWidth: width)
            let sheetWidth = max(bottom ? width : min(sheetSize.width, width), minimum.width)
            return Frame(x: (width - sheetWidth) / 2, y: bottom ? height - sheetHeight : (height - sheetHeight) / 2,
                         width: sheetWidth, height: sheetHeight)
        }
    }

    /// What is wrong with a presented window of `style` standing at `shown` over a parent whose
    /// frame is `parent` (both on the screen), placed at `placed` (in the parent's frame); `nil`
    /// when nothing is. A cover must lie on the parent's frame. A window manager may move a sheet
    /// up or down (GNOME's attaches it below the parent's title bar), so a sheet must have its size,
    /// be where it was placed across, and end inside its window if it was placed inside it.
    public static func problem(of style: PresentationStyle, shown: Frame, placed: Frame, parent: Frame) -> String? {
        let expected = Frame(x: parent.x + placed.x, y: parent.y + placed.y, width: placed.width, height: placed.height)
        switch style {
        case .cover:
            return shown == expected ? nil : "the cover stands at \(shown), its window at \(parent)"
        case .sheet:
            if shown.width != expected.width || shown.height != expected.height || shown.x != expected.x {
                return "the sheet stands at \(shown), placed at \(expected) over its window at \(parent)"
            }
            let fits = placed.y >= 0 && placed.y + placed.height <= parent.height
            if fits, shown.y < parent.y || shown.y + shown.height > parent.y + parent.height {
                return "the sheet at \(shown) sticks out of its window at \(parent)"
            }
            return nil
        }
    }

    /// Whether a sheet over a window `parentWidth` pixels wide is a bottom sheet, as wide as it.
    public static func isBottomSheet(parentWidth: Int) -> Bool {
        parentWidth < sheetSize.width + 2 * sheetMargin
    }
}
