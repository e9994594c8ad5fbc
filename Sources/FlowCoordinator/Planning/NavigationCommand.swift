/// Which stack a command acts on: the root stack of a tab (or of the window, with no tabs), or
/// the stack of a presented level.
public struct StackLocation: Hashable, Sendable, CustomStringConvertible {
    /// The tab whose stack (or whose presentation's stack) this is; `nil` in a window without tabs.
    public var tab: String?
    /// The presentation whose stack this is; `nil` for the root stack.
    public var presentation: FlowID?

    /// The stack of `presentation` in `tab`; the defaults name the root stack of a window without tabs.
    public init(tab: String? = nil, presentation: FlowID? = nil) {
        self.tab = tab
        self.presentation = presentation
    }

    /// The stack of `presentation` in the tab named `name`, or in a window without tabs when
    /// `name` is the unnamed tab ("", ``TabsSnapshot/unnamedTab``).
    public init(tabNamed name: String, presentation: FlowID? = nil) {
        self.init(tab: name == TabsSnapshot.unnamedTab ? nil : name, presentation: presentation)
    }

    /// The root stack of a window without tabs.
    public static let root = StackLocation()

    /// The location in short, as in `items:root` or `#13`.
    public var description: String {
        (tab.map { "\($0):" } ?? "") + (presentation.map { "\($0)" } ?? "root")
    }
}

/// One platform-neutral step an adapter performs to make the screen match a new state.
///
/// ``NavigationPlanner`` produces them in the order they must run; only the last is animated.
public enum NavigationCommand: Hashable, Sendable {
    /// Close the dialog with this identity.
    case dismissDialog(FlowID, animated: Bool)
    /// Close the presented window with this identity (everything above it is already closed).
    case dismiss(FlowID, animated: Bool)
    /// Show another tab.
    case selectTab(String, animated: Bool)
    /// Remove entries from the top of a stack, keeping the bottom `keeping` entries.
    case pop(StackLocation, keeping: Int, animated: Bool)
    /// Push entries onto a stack, bottom first; only the top one needs a page built now.
    case push([FlowEntry], onto: StackLocation, animated: Bool)
    /// Show a dialog over a level.
    case showDialog(DialogSnapshot, over: StackLocation, animated: Bool)
    /// Open a presented window over a level, with its initial stack.
    case present(Presentation, path: [FlowEntry], over: StackLocation, animated: Bool)

    /// Whether the adapter animates this command.
    public var isAnimated: Bool {
        switch self {
        case .dismissDialog(_, let animated), .dismiss(_, let animated), .selectTab(_, let animated),
             .pop(_, _, let animated), .push(_, _, let animated), .showDialog(_, _, let animated),
             .present(_, _, _, let animated):
            animated
        }
    }

    /// The same command, animated or not.
    public func animated(_ animated: Bool) -> NavigationCommand {
        switch self {
        case .dismissDialog(let id, _): .dismissDialog(id, animated: animated)
        case .dismiss(let id, _): .dismiss(id, animated: animated)
        case .selectTab(let tab, _): .selectTab(tab, animated: animated)
        case .pop(let location, let keeping, _): .pop(location, keeping: keeping, animated: animated)
        case .push(let entries, let location, _): .push(entries, onto: location, animated: animated)
        case .showDialog(let dialog, let location, _): .showDialog(dialog, over: location, animated: animated)
        case .present(let presentation, let path, let location, _):
            .present(presentation, path: path, over: location, animated: animated)
        }
    }
}
