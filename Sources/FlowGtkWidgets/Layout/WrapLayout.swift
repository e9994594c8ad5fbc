/// Where a ``WrapBox`` puts its children: left to right, starting a new line where the next
/// child would not fit. Pure arithmetic, so it is tested without GTK.
public struct WrapLayout: Equatable, Sendable {
    /// A child's place: its line, and its left edge and width in that line.
    public struct Slot: Equatable, Sendable {
        /// The line the child is on, from 0.
        public var line: Int
        /// The left edge of the child, in pixels from the start of its line.
        public var x: Int
        /// The width the child is given, in pixels.
        public var width: Int
    }

    /// One slot per child, in child order.
    public private(set) var slots: [Slot] = []
    /// How many lines the children take (0 without children).
    public private(set) var lineCount = 0

    /// Lays out children of natural widths `widths` in `available` pixels with `spacing` pixels
    /// between neighbours. A child wider than the space gets the whole line, narrowed to it; a
    /// child never shares a line it does not fit on.
    public init(widths: [Int], available: Int, spacing: Int) {
        var line = 0
        var x = 0
        for (index, natural) in widths.enumerated() {
            let width = min(natural, max(available, 0))
            if index > 0, x + spacing + width > available {
                line += 1
                x = 0
            } else if index > 0 {
                x += spacing
            }
            slots.append(Slot(line: line, x: x, width: width))
            x += width
        }
        lineCount = widths.isEmpty ? 0 : line + 1
    }

    /// The narrowest width the children fit in: the widest child's.
    public static func minimumWidth(of widths: [Int]) -> Int { widths.max() ?? 0 }

    /// The width that keeps every child on one line.
    public static func naturalWidth(of widths: [Int], spacing: Int) -> Int {
        widths.reduce(0, +) + spacing * max(widths.count - 1, 0)
    }
}
