/// A context menu on a widget, as GNOME apps open one: a right click on the widget, or Shift+F10
/// or the Menu key (``open(at:_:)``, from a key controller where the focus is). It is a popover of
/// flat buttons at the pointer (or under the widget, from the keyboard), closed by Escape or a
/// click outside; choosing an item closes it and runs the item's action.
///
/// ```swift
/// let menu = ContextMenu(on: rowContent, items: [ContextMenu.Item("Open in New Window") { open(id) }])
/// ```
///
/// Attach it to a box (GtkBox unparents its popover when it goes). The widget's gesture holds
/// the menu, so the menu lives as long as the widget.
@MainActor
public final class ContextMenu {
    /// One entry of a context menu: what it says, and what it does.
    public struct Item {
        /// The entry's text, which screen readers read too.
        public var label: String
        /// What choosing it does.
        public var action: @MainActor () -> Void

        /// An entry saying `label` that runs `action`.
        public init(_ label: String, action: @escaping @MainActor () -> Void) {
            self.label = label
            self.action = action
        }
    }

    private let popover: Popover

    /// A context menu of `items` on `widget`, opened by a right click on it.
    public init(on widget: Box, items: [Item]) {
        let box = Box(.vertical)
        popover = Popover(box)
        popover.addCSSClass("menu")
        popover.hasArrow = false
        for item in items {
            let button = Button(label: item.label, style: .flat)
            button.onClicked { [popover] in
                popover.popdown()
                item.action()
            }
            box.append(button)
        }
        popover.attach(to: widget)
        let click = ClickGesture(button: .secondary, phase: .bubble)
        click.onPressed { [self, weak click] _, x, y in
            click?.claim()
            open(at: x, y)
        }
        widget.addController(click)
    }

    /// Opens the menu at (`x`, `y`) in the widget's coordinates, or under the widget.
    public func open(at x: Double? = nil, _ y: Double? = nil) {
        popover.point(at: x, y)
        popover.popup()
    }

    /// Whether the menu is open (tests).
    package var isOpen: Bool { popover.isVisible }

    /// Whether `press` opens a context menu: Shift+F10 or the Menu key.
    public static func opens(_ press: KeyPress) -> Bool {
        KeyChord(.menu).matches(press) || KeyChord(.f10, .shift).matches(press)
    }

    /// Runs `action` when `widget` is clicked with the middle button (a row opened in a new
    /// window, as in Files or Web). A hurried double click runs it once. Returns the gesture.
    @discardableResult
    public static func onMiddleClick(of widget: Widget, _ action: @escaping @MainActor () -> Void) -> ClickGesture {
        let click = ClickGesture(button: .middle, phase: .bubble)
        click.onPressed { [weak click] count, _, _ in
            click?.claim()
            if count == 1 { action() }
        }
        widget.addController(click)
        return click
    }
}
