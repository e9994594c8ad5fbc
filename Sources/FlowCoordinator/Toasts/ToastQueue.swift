import Observation

/// The toasts of a window: short messages at its bottom that go by themselves (GNOME's toasts),
/// saying that something happened ("Card removed"), with at most one button that acts on it
/// ("Undo"). One shows at a time; the others wait their turn, in order.
///
/// A toast is state like a dialog: a coordinator shows it (``FlowState/toasts``), the adapter
/// draws ``current`` and reports what the user did. Its time running out, or its close button,
/// is ``userClosed(_:)``; its button is ``userActivated(_:)``, which runs the toast's action
/// once. Toasts are not saved with the state: a restored window shows none.
///
/// ```swift
/// let removed = wallet.remove(id: id)
/// state.toasts.show("Card removed", button: "Undo") { wallet.putBack(removed) }
/// ```
@Observable
@MainActor
public final class ToastQueue {
    /// The toast on screen, or `nil`.
    public private(set) var current: ToastSnapshot? {
        get { currentToken.read(); return currentStorage }
        set { currentToken.change { currentStorage = newValue } }
    }
    /// What observers of ``current`` follow: an adapter's observer as well as Observation
    /// (`ObservationToken`).
    @ObservationIgnored private let currentToken = ObservationToken()
    @ObservationIgnored private var currentStorage: ToastSnapshot?
    @ObservationIgnored private var actions: [FlowID: @MainActor () -> Void] = [:]
    @ObservationIgnored private var waiting: [ToastSnapshot] = []

    /// An empty queue (each root ``FlowState``, or ``TabFlowState``, has its own).
    public init() {}

    /// Shows `title` now, or after the toasts shown before it; with `button`, whose `action`
    /// runs if the user presses it. Returns its identity.
    @discardableResult
    public func show(_ title: String, button: String? = nil, action: (@MainActor () -> Void)? = nil) -> FlowID {
        let toast = ToastSnapshot(id: .next(), title: title, button: action == nil ? nil : button)
        if let action { actions[toast.id] = action }
        if current == nil { current = toast } else { waiting.append(toast) }
        return toast.id
    }

    /// Every toast not shown yet, in order.
    public var queued: [ToastSnapshot] { waiting }

    /// The toast `id` went: its time ran out, or the user closed it. The next one shows.
    /// Late or repeated reports do nothing.
    @discardableResult
    public func userClosed(_ id: FlowID) -> UserEventOutcome {
        remove(id) ? .applied : .ignored
    }

    /// The user pressed the button of toast `id`: its action runs, once, and the toast goes.
    @discardableResult
    public func userActivated(_ id: FlowID) -> UserEventOutcome {
        guard current?.id == id else { return .ignored }
        let action = actions[id]
        remove(id)
        action?()
        return .applied
    }

    /// Takes toast `id` away (shown or waiting), without running its action.
    public func close(_ id: FlowID) {
        remove(id)
    }

    @discardableResult
    private func remove(_ id: FlowID) -> Bool {
        actions[id] = nil
        if current?.id == id {
            current = waiting.isEmpty ? nil : waiting.removeFirst()
            return true
        }
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return false }
        waiting.remove(at: index)
        return true
    }
}

/// A toast as the adapter draws it.
public struct ToastSnapshot: Hashable, Sendable, Identifiable {
    /// The toast's identity.
    public let id: FlowID
    /// What happened, in a few words.
    public let title: String
    /// The label of its one button, or `nil`.
    public let button: String?

    /// A toast with these words and button label.
    public init(id: FlowID, title: String, button: String?) {
        self.id = id
        self.title = title
        self.button = button
    }
}
