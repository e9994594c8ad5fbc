/// One step an adapter performs to make an app's windows match a new ``WindowsSnapshot``:
/// open, navigate within, raise or close one window.
public enum WindowCommand: Hashable, Sendable, CustomStringConvertible {
    /// Open a window at its tabs' roots, with this frame; a `navigate` follows at once.
    case open(WindowID, frame: WindowFrame)
    /// Apply these commands to the window's stacks, presentations and dialogs (none for a window
    /// that opens at its roots: it still takes its state once, its tab among it).
    case navigate(WindowID, [NavigationCommand])
    /// Bring the window to the front and give it the focus.
    case raise(WindowID)
    /// Close the window and everything over it.
    case close(WindowID)

    /// The command in short, for logs and test failures.
    public var description: String {
        switch self {
        case .open(let id, let frame): "open \(id) \(frame)"
        case .navigate(let id, let commands): "navigate \(id): \(commands.count) commands"
        case .raise(let id): "raise \(id)"
        case .close(let id): "close \(id)"
        }
    }
}
