import CGtk

/// A toplevel `GtkWindow`: the app window or a dialog window.
///
/// Unlike other widgets, a window belongs to GTK's list of toplevels until it
/// is destroyed, so dropping every reference does not close it. The wrapper
/// therefore *destroys* the window when it is released: keep the wrapper for
/// as long as the window should exist.
///
/// Closing: ``close()`` asks first (emits `close-request`, as the title-bar
/// close button and the window manager do); ``destroy()`` does not ask.
///
/// GTK 4 destroys a window by taking it off its toplevel list and dropping
/// its own reference; the object is only disposed (emitting `destroy`,
/// releasing children, destroying transient dialogs that
/// ``destroysWithParent``) when the last reference goes. Since the wrapper
/// holds one, it disposes the window itself: at once in ``destroy()``, and
/// from an idle callback when GTK destroyed it (close button, ``close()``).
/// The pointer stays valid until the wrapper is released.
@MainActor
public final class Window: Widget {
    /// The wrapped window.
    package let windowPointer: UnsafeMutablePointer<GtkWindow>

    /// Whether the window was destroyed (closed or ``destroy()``ed): it is
    /// no longer one of GTK's toplevels and cannot be shown again.
    public var isDestroyed: Bool { !Window.isToplevel(windowPointer) }

    private var isDisposed = false
    private var toplevelWatch: SignalConnection?

    /// What a window is to assistive technologies.
    public enum Role: Sendable {
        /// An application window.
        case window
        /// A modal window over another one: a sheet, a full-screen cover.
        case dialog
        /// A dialog that asks or tells something at once (an alert, a confirmation): screen
        /// readers announce its text when it opens.
        case alertDialog

        var gtkValue: GtkAccessibleRole {
            switch self {
            case .window: GTK_ACCESSIBLE_ROLE_WINDOW
            case .dialog: GTK_ACCESSIBLE_ROLE_DIALOG
            // GTK 4.8 tells AT-SPI that an alert dialog is a plain dialog, which screen readers
            // do not read out when it opens; the alert role reaches AT-SPI as an alert (later
            // GTKs report an alert dialog as one too).
            case .alertDialog: GTK_ACCESSIBLE_ROLE_ALERT
            }
        }
    }

    /// Creates a hidden window; call ``present()`` to show it. The first window adds FlowGtk's
    /// stylesheet to the display (the look of ``PageColumn``s and boxed ``ListBox``es).
    public init(title: String? = nil, defaultWidth: Int = -1, defaultHeight: Int = -1, role: Role = .window) {
        let widget = role == .window ? gtk_window_new() : flow_window_new_with_role(role.gtkValue)
        windowPointer = flow_window(widget)
        // The returned reference is GTK's (its toplevel list, dropped by
        // gtk_window_destroy); the wrapper takes one of its own.
        g_object_ref(widget)
        super.init(taking: widget, from: "gtk_window_new")
        if let title { self.title = title }
        setDefaultSize(width: defaultWidth, height: defaultHeight)
        watchForDestructionByGtk()
        FlowGtkStyles.load()
    }

    isolated deinit {
        if let toplevelWatch {
            g_signal_handler_disconnect(Window.toplevels, gulong(toplevelWatch.id))
        }
        destroy()
    }

    /// GTK's list of toplevel windows (a `GListModel` that lives forever).
    private static var toplevels: gpointer { UnsafeMutableRawPointer(gtk_window_get_toplevels()) }

    private static func isToplevel(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        let list = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            g_object_unref(item)
            if item == UnsafeMutableRawPointer(window) { return true }
        }
        return false
    }

    /// When GTK removes the window from its toplevels (inside
    /// `gtk_window_destroy`), dispose it once that call has returned.
    private func watchForDestructionByGtk() {
        toplevelWatch = connectSignal(
            on: Window.toplevels, "items-changed",
            { [weak self] in
                guard let self, !self.isDisposed, self.isDestroyed else { return }
                GtkRuntime.runWhenIdle { [weak self] in self?.dispose() }
            } as @MainActor () -> Void,
            using: flow_connect_items_changed
        ) { _, _, removed, _, data in
            guard removed > 0 else { return }
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor () -> Void).self)()
            }
        }
    }

    /// Runs GObject dispose once: emits `destroy`, releases the children,
    /// disconnects all handlers. The object stays valid (the wrapper's ref).
    private func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        g_object_run_dispose(objectPointer)
        if let retainedParent {
            g_object_unref(retainedParent)
            self.retainedParent = nil
        }
    }

    // MARK: Properties

    /// The title shown by the title bar and the window manager.
    public var title: String? {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_title(windowPointer, newValue.map(DisplayText.line)) }
    }

    /// The size the window opens with; -1 means "natural size".
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Sets the size the window opens with; -1 means "natural size".
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(windowPointer, Int32(width), Int32(height))
    }

    /// Puts the window in a window group of its own, so that its modal grab holds only its own
    /// input: the windows under it stay able to take clicks (their own window controls among
    /// them), and FlowWindow decides what of them does (it blocks the clicks and the wheel on the
    /// windows under the top one, but on their window controls).
    public func useOwnWindowGroup() {
        let group = gtk_window_group_new()
        gtk_window_group_add_window(group, windowPointer)
        g_object_unref(group) // the window keeps it
    }

    /// Whether the window blocks input to its ``transientParent``.
    public var isModal: Bool {
        get { gtk_window_get_modal(windowPointer) != 0 }
        set { gtk_window_set_modal(windowPointer, newValue ? 1 : 0) }
    }

    /// Whether GTK destroys this window when its ``transientParent`` is destroyed.
    public var destroysWithParent: Bool {
        get { gtk_window_get_destroy_with_parent(windowPointer) != 0 }
        set { gtk_window_set_destroy_with_parent(windowPointer, newValue ? 1 : 0) }
    }

    /// Whether the user can resize the window.
    public var isResizable: Bool {
        get { gtk_window_get_resizable(windowPointer) != 0 }
        set { gtk_window_set_resizable(windowPointer, newValue ? 1 : 0) }
    }

    /// The window this one belongs to (dialogs): the window manager keeps it
    /// above the parent and centres it there. The Swift wrapper is not retained,
    /// but the parent's GObject is, for as long as this window is transient for
    /// it: GTK disconnects from the parent when this window is disposed, which
    /// the wrapper may do after the parent's wrapper is gone.
    public weak var transientParent: Window? {
        didSet {
            let parent = transientParent.map { g_object_ref($0.objectPointer); return $0.objectPointer }
            gtk_window_set_transient_for(windowPointer, transientParent?.windowPointer)
            if let retainedParent { g_object_unref(retainedParent) }
            retainedParent = parent
        }
    }

    /// The parent's GObject, kept alive while this window is transient for it.
    private var retainedParent: UnsafeMutablePointer<GObject>?

    /// Whether the window has the keyboard focus (observe `"is-active"` with
    /// ``ObjectRef/onNotify(_:_:)``).
    public var isActive: Bool { gtk_window_is_active(windowPointer) != 0 }

    /// Whether the window is maximized (observe `"maximized"` with ``ObjectRef/onNotify(_:_:)``).
    /// Its ``defaultSize`` stays the size it has when not maximized.
    public var isMaximized: Bool { gtk_window_is_maximized(windowPointer) != 0 }

    /// Asks the window manager to maximize the window (before it is shown, it opens maximized).
    public func maximize() { gtk_window_maximize(windowPointer) }

    /// Whether the window is fullscreen (changes only after the window
    /// manager confirms a ``fullscreen()`` request).
    public var isFullscreen: Bool { gtk_window_is_fullscreen(windowPointer) != 0 }

    // MARK: Content

    /// Sets the window's single child (usually a ``Box`` or ``Stack``).
    public func setChild(_ child: Widget?) {
        gtk_window_set_child(windowPointer, child?.widgetPointer)
    }

    /// Replaces the title bar, usually with a ``HeaderBar``.
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(windowPointer, titlebar?.widgetPointer)
    }

    /// Sets the widget activated by Enter, e.g. a dialog's confirm button.
    public func setDefaultWidget(_ widget: Widget?) {
        gtk_window_set_default_widget(windowPointer, widget?.widgetPointer)
    }

    /// Gives `widget` the keyboard focus in this window (now, or when the window is shown).
    public func setFocus(_ widget: Widget?) {
        gtk_window_set_focus(windowPointer, widget?.widgetPointer)
    }

    /// Makes this window one of `other`'s application's windows, so the application's actions
    /// and their accelerators (Ctrl+Q) work in it too. Nothing happens when `other` has none.
    public func joinApplication(of other: Window) {
        guard let application = gtk_window_get_application(other.windowPointer) else { return }
        gtk_window_set_application(windowPointer, application)
    }

    /// Makes this window one of the running application's windows, unless it is one already:
    /// the application runs while it has windows, and its actions and accelerators work in it.
    /// Returns whether the window belongs to an application now (`false` when the process has
    /// none, as in a test).
    @discardableResult
    public func joinRunningApplication() -> Bool {
        if gtk_window_get_application(windowPointer) != nil { return true }
        guard let application = flow_default_gtk_application() else { return false }
        gtk_application_add_window(application, windowPointer)
        return true
    }

    // MARK: Lifecycle

    /// Shows the window and raises it (maps it once the loop runs).
    public func present() { gtk_window_present(windowPointer) }

    /// Asks the window to close, as its close button does: emits
    /// `close-request`, and destroys the window unless a handler keeps it open.
    public func close() { gtk_window_close(windowPointer) }

    /// Destroys the window without asking, and disposes it at once
    /// (emits `destroy`, destroys transient children that
    /// ``destroysWithParent``). Idempotent.
    public func destroy() {
        closePopovers()
        gtk_window_destroy(windowPointer)
        dispose()
    }

    /// Closes every popover open in the window (its menu, a context menu). A popover destroyed
    /// open with its window leaves GDK holding its grab of the pointer and the keyboard, and the
    /// app's other windows get no click and no key (Ctrl+Shift+W with the main menu open).
    private func closePopovers() {
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if flow_is_popover(widget) != 0, gtk_widget_get_visible(widget) != 0 {
                gtk_popover_popdown(flow_popover(widget))
            }
            var child = gtk_widget_get_first_child(widget)
            while let next = child {
                walk(next)
                child = gtk_widget_get_next_sibling(next)
            }
        }
        walk(widgetPointer)
    }

    /// Asks the window manager to make the window fullscreen.
    public func fullscreen() { gtk_window_fullscreen(windowPointer) }

    /// Asks the window manager to leave fullscreen.
    public func unfullscreen() { gtk_window_unfullscreen(windowPointer) }

    // MARK: Signals

    /// Decides what happens when the window is asked to close (close button,
    /// window manager, Alt+F4, ``close()``).
    ///
    /// - Parameter keepOpen: return `true` to keep the window open (e.g. to
    ///   confirm discarding changes first), `false` to let it close.
    @discardableResult
    public func onCloseRequest(_ keepOpen: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect("close-request", keepOpen, using: flow_connect_window_bool) { _, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor () -> Bool).self)() ? 1 : 0
            }
        }
    }

    /// Called once when the window is disposed: at once for ``destroy()``,
    /// on the next main-loop iteration when GTK destroyed it (close button,
    /// ``close()``), or when the wrapper is released.
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("destroy") { _ in handler() }
    }

    /// Emits `close-request` without closing and returns whether a handler
    /// asked to keep the window open (what GTK itself checks before closing).
    package func emitCloseRequest() -> Bool {
        flow_emit_boolean(rawPointer, "close-request") != 0
    }
}
