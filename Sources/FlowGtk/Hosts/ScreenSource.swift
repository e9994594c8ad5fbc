import FlowCoordinator

/// The one place the adapter reads the live state back.
///
/// The planner's commands carry what to show as values (the entries of a stack, a presentation,
/// a dialog), and the adapter executes them one way. What a value cannot carry is made lazily,
/// as a page is built: a screen's view model and its title, from the level's registrations, and
/// whether the level's root screen is a sidebar. Hosts and windows ask for them here; nothing
/// else in the adapter reads a `FlowState` (user actions are told to it, not read from it).
@MainActor
struct ScreenSource {
    /// The level whose screens these are; `nil` once it is gone (a host can outlive its level by
    /// the slide of a page or a window closing).
    private weak var level: FlowState?

    /// The screens of `level`.
    init(_ level: FlowState) {
        self.level = level
    }

    /// The screens of the level that shows `presentation`, in the chain of `root`: where a
    /// window presented by a command finds its pages. `nil` when the state no longer has it.
    init?(presentation: FlowID, under root: FlowState?) {
        guard let level = root?.chain.first(where: { $0.presentation?.id == presentation }) else { return nil }
        self.level = level
    }

    /// The level, for the host that shows it.
    var shownLevel: FlowState? { level }

    /// Whether the level's root screen is a sidebar, shown beside the stack in a wide window.
    var rootIsSidebar: Bool { level?.rootIsSidebar ?? false }

    /// The view model of `entry`'s screen, made the first time.
    func viewModel(for entry: FlowEntry) -> AnyObject? {
        level?.viewModel(for: entry)
    }

    /// The view model of the level's own screen when it is a presentation's (a sheet's or a
    /// cover's first screen); a tab's root page is the app's.
    var presentationViewModel: AnyObject? {
        guard let level, level.presentation != nil else { return nil }
        return level.rootViewModel
    }

    /// The link the level presents, when it is a presentation.
    var presentationLink: AnyFlowLink? { level?.presentation?.link }

    /// The title of `entry`'s screen, read with Observation tracking by whoever follows it.
    func title(for entry: FlowEntry) -> String? {
        level?.title(for: entry)
    }

    /// The title of the level's own screen.
    var rootTitle: String? { level?.rootTitle }
}
