import CGtk
import CGtkX11
import FlowCoordinator

/// Keeps a sheet or a cover where ``PresentationPlacement`` says, over its parent window: sized
/// on every backend, and placed over the parent's frame on X11, again each time the parent moves
/// or resizes, is maximized or restored.
///
/// One way, from the parent to the presented window: the parent's frame is read (where the
/// person put it), the placement decides, and the presented window is told; where the presented
/// window stands is never read back. Wayland lets no client place its windows: there the
/// compositor places them (GNOME's centres a modal window on its parent), and the size is what
/// keeps a sheet inside its window and a cover over it.
@MainActor
final class PresentationPlacer {
    private let style: PresentationStyle
    private weak var window: Window?
    private weak var parent: Window?
    private var connections: [(ObjectRef, SignalConnection)] = []
    private var moveWatch: SignalConnection?
    /// The window's surface, told each time GTK sizes it (`compute-size`).
    private var sizeWatch: (surface: OpaquePointer, connection: SignalConnection)?
    /// The content's smallest size the last placement kept to.
    private var placedMinimum: (width: Int, height: Int)?
    private var scheduled = false
    /// What the last placement asked for, so that an unchanged one asks nothing.
    private(set) var placed: PresentationPlacement.Frame?

    init(_ window: Window, style: PresentationStyle, over parent: Window) {
        self.style = style
        self.window = window
        self.parent = parent
        for property in ["default-width", "default-height", "maximized", "fullscreened"] {
            connections.append((parent, parent.onNotify(property) { [weak self] in self?.schedule() }))
        }
        // Mapped, the window manager may have placed it where it places new windows; back from
        // maximized or fullscreen, where it stood before.
        connections.append((window, window.connectWidgetSignal("map") { [weak self] _ in self?.place() }))
        for property in ["maximized", "fullscreened"] {
            connections.append((window, window.onNotify(property) { [weak self] in self?.schedule() }))
        }
        watchParentMoves()
    }

    isolated deinit {
        for (object, connection) in connections { object.disconnect(connection) }
        if let moveWatch, let display = gdk_display_get_default() {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(display), gulong(moveWatch.id))
        }
        if let sizeWatch { Self.unwatch(sizeWatch) }
    }

    /// The parent's frame, without the shadow a compositor draws: on X11 its X window as the window
    /// manager sees it; elsewhere its size alone (its default size follows the person's resizing,
    /// but for a maximized or fullscreen window, whose surface is all frame).
    private var parentFrame: (origin: (x: Int, y: Int)?, width: Int, height: Int)? {
        guard let parent else { return nil }
        if let frame = Self.x11Frame(of: parent) {
            return ((frame.x, frame.y), frame.width, frame.height)
        }
        if parent.isMaximized || parent.isFullscreen, let surface = Self.surface(of: parent) {
            return (nil, Int(gdk_surface_get_width(surface)), Int(gdk_surface_get_height(surface)))
        }
        let size = parent.defaultSize
        return size.width > 0 && size.height > 0 ? (nil, size.width, size.height) : nil
    }

    /// Sizes and places the window now.
    func place() {
        scheduled = false
        guard let window, !window.isDestroyed, let parent = parentFrame else { return }
        if style == .sheet {
            // A bottom sheet is a narrow window: its pages keep less padding, as the app's do.
            if PresentationPlacement.isBottomSheet(parentWidth: parent.width) {
                window.addCSSClass("narrow")
            } else {
                window.removeCSSClass("narrow")
            }
        }
        let minimum = Self.minimumSize(of: window)
        placedMinimum = minimum
        let frame = PresentationPlacement.frame(of: style, parentWidth: parent.width, parentHeight: parent.height,
                                                minimum: minimum)
        if placed?.width != frame.width || placed?.height != frame.height {
            window.setDefaultSize(width: frame.width, height: frame.height)
        }
        placed = frame
        lastPlaced = .now
        guard let origin = parent.origin else { return }
        gtk_widget_realize(window.widgetPointer)
        guard let surface = Self.surface(of: window) else { return }
        watchSize(of: surface)
        // Its shadow whether or not it is on screen yet (it is not before it is first shown).
        var sides: [Int32] = [0, 0, 0, 0]
        guard flow_x11_surface_shadow(surface, &sides) != 0 else { return }
        // The size too: GTK takes a new default size only when it next sizes the window, which a
        // window just shown may not do; told by the window manager, it takes it at once.
        // X11 counts in the screen's pixels, GTK in its own: 2 of the screen's to one at 2× scale.
        let scale = max(Int(gdk_surface_get_scale_factor(surface)), 1)
        let side = sides.map { Int($0) / scale }
        let shadow = (left: side[0], right: side[1], top: side[2], bottom: side[3])
        _ = flow_x11_surface_move_resize(surface, Int32((origin.x + frame.x - shadow.left) * scale),
                                         Int32((origin.y + frame.y - shadow.top) * scale),
                                         Int32((frame.width + shadow.left + shadow.right) * scale),
                                         Int32((frame.height + shadow.top + shadow.bottom) * scale))
    }

    /// X11: how the window stands apart from where the placement puts it over its parent as the
    /// parent is now, as the window manager shows both
    /// (``PresentationPlacement/problem(of:shown:placed:parent:)``); `nil` when it stands there, or
    /// where it cannot be told (another backend, the window not shown).
    var standing: String? {
        guard let window, window.isMapped, let parent = Self.x11Frame(of: parent),
              let shown = Self.x11Frame(of: window) else { return nil }
        let placed = PresentationPlacement.frame(of: style, parentWidth: parent.width, parentHeight: parent.height,
                                                 minimum: Self.minimumSize(of: window))
        return PresentationPlacement.problem(
            of: style,
            shown: .init(x: shown.x, y: shown.y, width: shown.width, height: shown.height),
            placed: placed,
            parent: .init(x: parent.x, y: parent.y, width: parent.width, height: parent.height))
    }

    /// What ``standing`` says once the window manager has had ``patience`` to do what it was
    /// asked: a window still elsewhere then stays there. `nil` before.
    var problem: String? {
        guard !scheduled, let lastPlaced, ContinuousClock.now - lastPlaced >= Self.patience else { return nil }
        return standing
    }

    /// Whether the window stands where it was placed, or the window manager has had ``patience``
    /// to put it there (a window still elsewhere then is a ``problem``).
    var isAtRest: Bool {
        guard !scheduled else { return false }
        return standing == nil || lastPlaced.map { ContinuousClock.now - $0 >= Self.patience } ?? true
    }

    /// How long a window manager may take to move and resize a window as asked.
    static let patience = Duration.milliseconds(2500)
    private var lastPlaced: ContinuousClock.Instant?

    /// Places the window once the parent's new size is laid out (after GTK's layout, which runs
    /// at a higher priority than idle callbacks).
    private func schedule() {
        guard !scheduled else { return }
        scheduled = true
        GtkRuntime.runWhenIdle(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            guard let self, self.scheduled else { return }
            self.place()
        }
    }

    /// Places the window again when its content's smallest size changes (a form shows an error
    /// under a field; a window in the background draws its header a little smaller): a sheet as
    /// small as its content would otherwise stand taller or shorter than its placement.
    private func watchSize(of surface: OpaquePointer) {
        guard sizeWatch?.surface != surface else { return }
        if let sizeWatch { Self.unwatch(sizeWatch) }
        g_object_ref(UnsafeMutableRawPointer(surface)) // kept until unwatched: a destroyed window drops its surface
        let handler: @MainActor () -> Void = { [weak self] in
            guard let self, let window = self.window, !self.scheduled,
                  let placed = self.placedMinimum, Self.minimumSize(of: window) != placed else { return }
            self.schedule()
        }
        let connection = connectSignal(on: UnsafeMutableRawPointer(surface), "compute-size", handler,
                                       using: flow_connect_pointer_arg) { _, _, data in
            MainActor.assumeIsolated { SignalHandlerBox.handler(from: data, as: (@MainActor () -> Void).self)() }
        }
        sizeWatch = (surface, connection)
    }

    private static func unwatch(_ watch: (surface: OpaquePointer, connection: SignalConnection)) {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(watch.surface), gulong(watch.connection.id))
        g_object_unref(UnsafeMutableRawPointer(watch.surface))
    }

    /// The smallest size GTK lays the window's content out at (a form's fields, a page's header).
    private static func minimumSize(of window: Window) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_measure(window.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
        gtk_widget_measure(window.widgetPointer, GTK_ORIENTATION_VERTICAL, Int32(width), &height, nil, nil, nil)
        return (Int(width), Int(height))
    }

    private static func surface(of window: Window) -> OpaquePointer? {
        gtk_native_get_surface(flow_native(window.widgetPointer))
    }

    /// X11: where `window`'s frame stands on the screen, and the width of its shadow on each side,
    /// in GTK's pixels (the screen's divided by the window's scale).
    private static func x11Frame(of window: Window?)
        -> (x: Int, y: Int, width: Int, height: Int, shadow: (left: Int, right: Int, top: Int, bottom: Int))? {
        guard let window, let surface = surface(of: window) else { return nil }
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        var shadow: [Int32] = [0, 0, 0, 0]
        guard flow_x11_surface_frame(surface, &x, &y, &width, &height, &shadow) != 0 else { return nil }
        let scale = max(Int(gdk_surface_get_scale_factor(surface)), 1)
        let side = shadow.map { Int($0) / scale }
        return (Int(x) / scale, Int(y) / scale, Int(width) / scale, Int(height) / scale, (side[0], side[1], side[2], side[3]))
    }

    /// X11: the parent's X window told of a move or a resize (the window manager tells a client
    /// whose window it moved), or the window's own put on screen, places the window again; so does
    /// a change of either's shadow (GTK draws a smaller one around a window in the background, and
    /// the frame inside the X window moves with it).
    private func watchParentMoves() {
        guard let display = gdk_display_get_default(), flow_is_x11_display(display) != 0 else { return }
        // Not the window's own moves: they answer this placer's.
        let handler: @MainActor (UInt, FlowX11Change) -> Void = { [weak self] changed, change in
            guard let self else { return }
            let parent = self.parent.flatMap(Self.surface(of:)).map { UInt(flow_x11_surface_xid($0)) }
            let own = self.window.flatMap(Self.surface(of:)).map { UInt(flow_x11_surface_xid($0)) }
            if changed == parent || (change != FLOW_X11_MOVED && changed == own) { self.schedule() }
        }
        moveWatch = connectSignal(on: UnsafeMutableRawPointer(display), "xevent", handler,
                                  using: flow_connect_xevent) { _, event, data in
            guard let event else { return 0 }
            var change = FlowX11Change(rawValue: 0)
            let changed = flow_x11_changed_window(event, &change)
            guard changed != 0 else { return 0 }
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (UInt, FlowX11Change) -> Void).self)(UInt(changed), change)
            }
            return 0 // GDK handles the event too
        }
    }
}
