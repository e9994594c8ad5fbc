import CGtk

/// Which clicks and key presses act in a window: none that a person cannot have meant for what
/// they land on.
///
/// A person sees a page before acting on it. A click or an activating key (Return, Enter, Space)
/// that lands, within the first moment, on what the app has just shown (a page, the Back button
/// that now leads elsewhere, a window) or on a control the app has just focused was aimed at what
/// was there before: the second Return of two pressed quickly, the third click of a triple click.
/// It does nothing, as GNOME's dialogs ignore a press that began before they appeared. So does an
/// activating key in the first moment after a window came to the front, and Escape in the first
/// moment after anything changed: the second Escape of two that close one sheet. What did not
/// change (the tabs, the window's controls) takes every click.
/// A button that moves money or destroys something (``Button/needsDeliberatePress``, every
/// destructive button) asks more: a key held down and repeating does not press it, nor the
/// second press of a double click, nor a key pressed before it has had the focus the app gave it
/// for ``deliberateDelay``.
///
/// Keys that move around (Tab, the arrows, Alt+Left, Escape) and typed text always act.
///
/// Each moment counts from when the press was made, not when the app read it: an app held up
/// (a slow disk, a busy machine) reads the second of two Returns late, when what it lands on has
/// shown long enough by the clock. So the time since the app showed or focused something is the
/// shorter of the time since then and the time since the press that led to it, each press's time
/// as the display server stamped it.
@MainActor
final class InputGuard {
    /// Under a quarter of a second, the quickest a person reacts to something seen: a click or
    /// an activating key in this time after the app showed something was meant for what was there
    /// before. A double click and two hurried presses of Return fall within it.
    static let quietDelay: Int64 = 250_000
    /// How long a button that needs a deliberate press must have had the focus the app gave it
    /// before a key presses it: long enough to read "Pay $129.00".
    static let deliberateDelay: Int64 = 700_000

    private let keys = KeyController(phase: .capture)
    private let presses = ClickGesture(button: .any, phase: .capture)
    private weak var window: Window?
    /// When the app last showed a page, a tab, a layout or a window here (monotonic µs), and
    /// where: the widgets whose content changed.
    private var shownAt = Moment.never
    private var shownIn: [WeakGObject] = []
    /// When the window last came to the front.
    private var activatedAt = Moment.never
    private var activation: SignalConnection?
    /// The control the app last gave the focus to, and when; compared by address only.
    private var appFocus: (widget: UnsafeMutableRawPointer, at: Moment)?
    /// The display server's time of the last key or button a person pressed in any of the app's
    /// windows (ms; 0 for none, or a press made by a test without an event).
    private static var lastPressTime: UInt32 = 0
    /// The keys down now, by key code, across the app's windows: a press of a key already down
    /// is the key repeating (GDK reports a held key as presses without releases between).
    private static var held: Set<UInt32> = []

    init(on window: Window) {
        self.window = window
        keys.onKeyPressed { [weak self] press in self?.swallows(press) ?? false }
        keys.onKeyReleased { press in Self.held.remove(press.keycode) }
        presses.onPressed { [weak self] count, x, y in self?.pressed(count: count, x: x, y: y) }
        window.addController(keys)
        window.addController(presses)
        activation = window.onNotify("is-active") { [weak self, weak window] in
            if window?.isActive == true { self?.activatedAt = Moment() }
        }
    }

    /// The app showed something new in `regions` of the window: a page, a tab, a layout, the
    /// Back button that now leads elsewhere, the window itself.
    func appShowed(in regions: [UnsafeMutablePointer<GtkWidget>]) {
        shownAt = Moment()
        shownIn = regions.map(WeakGObject.init)
    }

    /// The app gave `widget` the focus (not a person's Tab or click).
    func appFocused(_ widget: UnsafeMutablePointer<GtkWidget>) {
        appFocus = (UnsafeMutableRawPointer(widget), Moment())
    }

    /// Whether a click or an activating key would act now: the quiet moment after the app showed
    /// something is over, and a control needing a deliberate press that the app focused has had
    /// the focus long enough. An end-to-end test waits for it, as a person would.
    var isQuiet: Bool {
        if min(shownAt.elapsed(), activatedAt.elapsed()) < Self.quietDelay { return false }
        guard let focus = focus, let appFocus, appFocus.widget == UnsafeMutableRawPointer(focus) else { return true }
        return appFocus.at.elapsed() >= (Self.needsDeliberatePress(focus) ? Self.deliberateDelay : Self.quietDelay)
    }

    /// A moment the app showed or focused something: when (monotonic µs), and the display
    /// server's time of the press that came last before it.
    @MainActor
    private struct Moment {
        var at: Int64
        var afterPress: UInt32

        /// Now, after the last press.
        init() { self.init(at: InputGuard.now, afterPress: InputGuard.lastPressTime) }

        private init(at: Int64, afterPress: UInt32) {
            self.at = at
            self.afterPress = afterPress
        }

        static let never = Moment(at: .min / 2, afterPress: 0)

        /// µs since this moment, for a press made at `pressTime` (the server's ms; 0 when
        /// unknown): no more than the time since the press that led to it.
        func elapsed(forPressAt pressTime: UInt32 = 0) -> Int64 {
            let byClock = InputGuard.now - at
            guard pressTime != 0, afterPress != 0 else { return byClock }
            // The server's clock wraps every 49 days: a press before the last one is not later.
            let sincePress = Int64(pressTime &- afterPress)
            return sincePress < Int64(UInt32.max / 2) ? min(byClock, sincePress * 1_000) : byClock
        }
    }

    // MARK: Deciding

    private func swallows(_ press: KeyPress) -> Bool {
        let time = gtk_event_controller_get_current_event_time(keys.controllerPointer)
        defer { if time != 0 { Self.lastPressTime = time } }
        let repeated = !Self.held.insert(press.keycode).inserted
        let sinceShown = shownAt.elapsed(forPressAt: time), sinceActivated = activatedAt.elapsed(forPressAt: time)
        let justActivated = sinceActivated < Self.quietDelay
        // Escape closes or leaves what shows: pressed again at once, it was meant for the window or
        // page that went, not for what came back.
        if press.keyval == UInt32(GDK_KEY_Escape), min(sinceShown, sinceActivated) < Self.quietDelay { return true }
        guard let focus, Self.activates(press, in: focus) else { return false }
        if justActivated || (sinceShown < Self.quietDelay && isInShownRegion(focus)) { return true }
        let focusedByApp = appFocus.map { $0.widget == UnsafeMutableRawPointer(focus) } ?? false
        let focusedFor = (appFocus?.at ?? .never).elapsed(forPressAt: time)
        if focusedByApp, focusedFor < Self.quietDelay { return true }
        guard Self.needsDeliberatePress(focus) else { return false }
        return repeated || (focusedByApp && focusedFor < Self.deliberateDelay)
    }

    private func pressed(count: Int, x: Double, y: Double) {
        let time = gtk_event_controller_get_current_event_time(presses.controllerPointer)
        defer { if time != 0 { Self.lastPressTime = time } }
        guard let window, !window.isDestroyed else { return }
        let target = gtk_widget_pick(window.widgetPointer, x, y, GTK_PICK_DEFAULT)
        if let target, Self.isInWindowControls(target) { return }
        let hurried = shownAt.elapsed(forPressAt: time) < Self.quietDelay && target.map(isInShownRegion) == true
        let secondPressOnDeliberate = count > 1 && target.flatMap(Self.deliberateButton(around:)) != nil
        if hurried || secondPressOnDeliberate { presses.claim() }
    }

    // MARK: Reading

    private static var now: Int64 { Int64(g_get_monotonic_time()) }

    /// Whether `widget` is in what the app showed last (``appShowed(in:)``).
    private func isInShownRegion(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        shownIn.contains { region in
            guard let region = region.pointer?.assumingMemoryBound(to: GtkWidget.self) else { return false }
            return widget == region || gtk_widget_is_ancestor(widget, region) != 0
        }
    }

    private var focus: UnsafeMutablePointer<GtkWidget>? {
        guard let window, !window.isDestroyed else { return nil }
        return KeyboardFocus.focus(in: window)
    }

    /// Whether `press` activates `focus`: Return or Enter anywhere, Space outside a text field
    /// (where it is a character typed).
    private static func activates(_ press: KeyPress, in focus: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard press.modifiers.isDisjoint(with: [.control, .alt, .super]) else { return false }
        switch press.keyval {
        case UInt32(GDK_KEY_Return), UInt32(GDK_KEY_KP_Enter), UInt32(GDK_KEY_ISO_Enter): return true
        case UInt32(GDK_KEY_space), UInt32(GDK_KEY_KP_Space): return flow_is_text_field(focus) == 0
        default: return false
        }
    }

    /// Whether `widget` acts only on a deliberate press (``Button/needsDeliberatePress``).
    static func needsDeliberatePress(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        Button.needsDeliberatePress(widget)
    }

    /// The button needing a deliberate press that `widget` is, or is in.
    private static func deliberateButton(around widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current {
            if flow_is_button(candidate) != 0, needsDeliberatePress(candidate) { return candidate }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    private static func isInWindowControls(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current {
            if flow_is_window_controls(candidate) != 0 { return true }
            current = gtk_widget_get_parent(candidate)
        }
        return false
    }
}
