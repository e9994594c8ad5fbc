import Observation

/// Where one navigation level is: its pushed `path`, what it presents, and its dialog.
///
/// A root `FlowState` describes a window (or a tab of one): the stack of screens in it, the sheet
/// or full-screen cover it presents (``presentedItem`` / ``coverItem``), and an alert or
/// confirmation dialog. A presented flow is itself a `FlowState` (``presented``), so a cover can
/// run a whole multi-step flow on its own stack and a sheet can present a sheet of its own.
///
/// Coordinators change the state; adapters (FlowGtk) make the screen match it, and report what
/// the user did through the `user…` methods, so the state is the one source of truth.
///
/// A child coordinator that pushes onto its parent's stack is handed its parent's `FlowState`
/// and pushes its own link type onto the shared ``path``, as the seed's child coordinators do with
/// `@Binding var path: NavigationPath`.
@Observable
@MainActor
public final class FlowState {
    /// How this level is presented, or `nil` for a root level. Its identity never changes; its
    /// link may (``replaceLink(of:with:)``).
    public internal(set) var presentation: Presentation? {
        get { trackNavigation(); return presentationStorage }
        set { changeNavigation { presentationStorage = newValue } }
    }

    /// The level that presents this one, or `nil` for a root level.
    @ObservationIgnored public private(set) weak var presenter: FlowState?

    /// Whether this level has been closed; a closed level is empty and shows nothing.
    @ObservationIgnored public internal(set) var isClosed = false

    /// The level this one presents (a sheet or a cover), with its own stack.
    public internal(set) var presented: FlowState? {
        get { trackNavigation(); return presentedStorage }
        set { changeNavigation { presentedStorage = newValue } }
    }

    var storedPath: FlowPath {
        get { trackNavigation(); return pathStorage }
        _modify {
            // In place: a push onto a stack 1,000 deep does not copy it.
            navigationObservers.callAll()
            _$observationRegistrar.willSet(self, keyPath: \.navigation)
            defer { _$observationRegistrar.didSet(self, keyPath: \.navigation) }
            yield &pathStorage
        }
    }
    /// The pages the user went back from, the next one first (``forward``). Not observed on its
    /// own: it changes only with the path (a step back or forward, a push, a restore), whose
    /// change observers see, and a window shows none of it; observing it too cost every push and
    /// pop a key path's hashing in Observation.
    @ObservationIgnored var storedForward: [FlowEntry] = []
    var activeDialog: ActiveDialog? {
        get { trackNavigation(); return dialogStorage }
        set { changeNavigation { dialogStorage = newValue } }
    }

    // MARK: Observing the navigation
    //
    // A level's navigation, its path, its presentation, the level it presents and its dialog, is
    // observed as one: reading any of them tracks `\.navigation`, and changing any of them tells
    // its observers. Observation's cost is per key path (each is hashed, registered and cancelled
    // at every change), and a window reads all four of every level at each apply: as four key
    // paths they cost each push+pop in a window 36,000 instructions more (0.6 %, `make bench`).
    // An observer of one of them is told of a change of another too, and reads it again. An
    // adapter reads them without Observation (``NavigationObserver``).
    @ObservationIgnored private var presentationStorage: Presentation?
    @ObservationIgnored private var presentedStorage: FlowState?
    @ObservationIgnored private var pathStorage: FlowPath
    @ObservationIgnored private var dialogStorage: ActiveDialog?
    /// The adapters' observers of the four (``NavigationObserver``), which read them without
    /// Observation.
    @ObservationIgnored private var navigationObservers = NavigationObservers()

    /// What the four are observed by; it reads nothing.
    private var navigation: Void { () }

    private func trackNavigation() {
        if let observer = NavigationObserver.current {
            navigationObservers.add(observer)
        } else {
            _$observationRegistrar.access(self, keyPath: \.navigation)
        }
    }

    private func changeNavigation(_ change: () -> Void) {
        navigationObservers.callAll()
        _$observationRegistrar.withMutation(of: self, keyPath: \.navigation, change)
    }

    /// This level and the levels presented over it, bottom first, as snapshots: each level's
    /// navigation tracked once.
    func levelSnapshots() -> [LevelSnapshot] {
        var levels: [LevelSnapshot] = []
        var level: FlowState? = self
        while let current = level {
            current.trackNavigation()
            levels.append(LevelSnapshot(presentation: current.presentationStorage, path: current.pathStorage.entries,
                                        dialog: current.dialogStorage?.snapshot, forward: current.storedForward))
            level = current.presentedStorage
        }
        return levels
    }

    /// The rules the links of this chain of levels must follow (read on the root level); in
    /// debug builds a push, presentation or replaced link that breaks them is reported to
    /// ``invalidLinkHandler``. A function, so rules that depend on the model are made as it is now.
    @ObservationIgnored public var linkRules: (@MainActor () -> LinkRules)?

    /// Callbacks, guards and owned objects of this level's entries, by entry identity.
    @ObservationIgnored var entryHooks: [FlowID: EntryHooks] = [:]
    /// Callbacks, guards and owned objects of this level as a presentation (or, on a root level,
    /// of its first screen).
    @ObservationIgnored var ownHooks = EntryHooks()
    /// A root level's registrations (``register(_:title:onAppear:screen:)``).
    @ObservationIgnored var screenRegistry: ScreenRegistry?
    /// A root level's toasts, shared with the other tabs of its window (``toasts``).
    @ObservationIgnored var windowToasts: ToastQueue?
    /// On a root level: the restored drafts of this chain's screens not yet taken up by their
    /// screens (``restoredDraft(_:for:)``), by screen identity.
    @ObservationIgnored var restoredDrafts = ScreenDrafts()
    /// On a root level: whether its first screen keeps a draft (observed, so that what reads
    /// ``drafts()`` with observation tracking reads it again once the screen is made).
    var keepsRootDraft = false
    /// On a root level: where its changes are recorded (``record(in:as:)``), and the name of the
    /// place it stands for there (a window's tab).
    @ObservationIgnored var journal: NavigationJournal?
    @ObservationIgnored var journalPlace = ""

    /// A root level, optionally starting with a path.
    public init(path: FlowPath = FlowPath()) {
        presentationStorage = nil
        pathStorage = path
    }

    init(presentation: Presentation, presenter: FlowState, path: FlowPath) {
        presentationStorage = presentation
        self.presenter = presenter
        pathStorage = path
    }

    /// A fresh root state, for tests and previews.
    public static var mock: FlowState { FlowState() }

    /// A root state with these links already pushed, for tests and previews.
    public static func mock(path links: [any Hashable & Sendable]) -> FlowState {
        FlowState(path: FlowPath(links))
    }

    // MARK: Reading the state

    /// The pushed stack. Setting it is programmatic navigation: entries that leave get their
    /// leave handlers called and release what was attached to them.
    public var path: FlowPath {
        get { storedPath }
        set {
            newValue.entries.forEach { checkInDebugBuilds($0.link) }
            setPath(newValue, reason: .program)
        }
    }

    /// The top entry of this level's stack.
    public var topEntry: FlowEntry? { storedPath.last }

    /// The root level of this chain of presentations.
    public var root: FlowState {
        var level = self
        while let presenter = level.presenter { level = presenter }
        return level
    }

    /// The topmost presented level above this one (or this level when it presents nothing).
    public var topmost: FlowState {
        var level = self
        while let presented = level.presented { level = presented }
        return level
    }

    /// This level and every level presented above it, bottom first.
    public var chain: [FlowState] {
        var levels: [FlowState] = [self]
        while let presented = levels[levels.count - 1].presented { levels.append(presented) }
        return levels
    }

    /// The link shown in a sheet by this level. Setting a link presents it (replacing what was
    /// presented); setting `nil` closes the sheet.
    public var presentedItem: AnyFlowLink? {
        get { linkPresented(style: .sheet) }
        set { setPresentedLink(newValue, style: .sheet) }
    }

    /// The link shown in a full-screen cover by this level. Setting works as for `presentedItem`.
    public var coverItem: AnyFlowLink? {
        get { linkPresented(style: .cover) }
        set { setPresentedLink(newValue, style: .cover) }
    }

    /// The presented link as a concrete type, when this level presents one of that type, in a
    /// sheet or a cover (``presentedItem`` and ``coverItem`` read one style each).
    public func presentedLink<Link>(as type: Link.Type) -> Link? {
        presented?.presentation?.link.as(type)
    }

    private func linkPresented(style: PresentationStyle) -> AnyFlowLink? {
        guard let presentation = presented?.presentation, presentation.style == style else { return nil }
        return presentation.link
    }

    private func setPresentedLink(_ link: AnyFlowLink?, style: PresentationStyle) {
        if let link {
            if linkPresented(style: style) != link { present(link, style: style) }
        } else if linkPresented(style: style) != nil {
            closePresented()
        }
    }
}

/// What a level keeps for one entry (or for itself as a presentation) besides the link.
struct EntryHooks {
    var onLeave: (@MainActor (LeaveReason, Any?) -> Void)?
    /// The type of result `onLeave` expects.
    var resultType: Any.Type?
    var leaveGuard: LeaveGuard?
    var attachments: [AnyObject] = []
    /// The view model its registration made, once the screen was shown.
    var screen: AnyObject?
    /// What the screen keeps of what was typed on it (``FlowScreen/keepDraft(_:unkept:)``).
    var draft: (@MainActor () -> AnyScreenDraft?)?
    /// What the screen holds that its draft leaves out (a card number), or `nil`.
    var unkept: (@MainActor () -> String?)?
}

/// A dialog on screen, with the actions behind its buttons.
struct ActiveDialog {
    let snapshot: DialogSnapshot
    let perform: @MainActor (Int) -> Void
}
