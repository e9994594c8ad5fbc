import FlowCoordinator
import FlowGtk
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import ShopFlows

/// The running app: the app coordinator's windows, each a ``FlowWindow``. At launch it restores
/// the user's data (cards, account) and every window where it was left; it saves both on every change
/// and on quit, and cards read from an older `cards.json` that kept their numbers at once. A
/// save that fails is said once in the window and tried again at every change; a damaged file
/// that could not be moved aside is never saved over. A second `shop LINK` while it runs opens
/// LINK in the window focused last, and `shop --new-window LINK` in a new one.
@MainActor
final class ShopApplication {
    static let id = "io.github.flowcoordinator.Shop"

    private let application = Application(id: ShopApplication.id)
    private let coordinator: AppCoordinator
    private let store: StateStore
    /// The user's data, shared with any other instance using the same folder.
    private let userData: UserDataSync
    private let restoresState: Bool
    private let resources: URL
    private var host: WindowsHost<WindowCoordinator>?
    private var autosave: Autosave?
    /// Tells when another instance saved in the data folder.
    private var dataFolderMonitor: FolderMonitor?
    /// The state file was damaged and could not be moved aside: this session never writes it.
    private var stateUntouchable = false
    /// The parts whose last save failed, and why: a failure is said once, until that part saves
    /// again, and a quit asks before losing them.
    private var failing: [SaveProblem.Part: SaveProblem] = [:]
    /// Failures not said in the window yet (a dialog was open there).
    private var unsaid: [SaveProblem] = []
    private var quitting = false

    init(environment: ShopEnvironment, resources: URL, stateFile: URL?, restore: Bool) {
        coordinator = AppCoordinator(environment: environment)
        let processEnvironment = ProcessInfo.processInfo.environment
        store = stateFile.map { StateStore(fileURL: $0) } ?? StateStore(environment: processEnvironment)
        userData = UserDataSync(store: UserDataStore(environment: processEnvironment), app: coordinator)
        restoresState = restore
        self.resources = resources
    }

    /// Runs until the window closes or Ctrl+Q; returns the exit status.
    func run(_ request: LaunchRequest) -> Int32 {
        guard GtkRuntime.initialize() else {
            Terminal.error("error: \(GtkRuntime.unavailableReason ?? "no display"); `make tour` runs the app under Xvfb")
            return 1
        }
        MainQueueBridge.install()
        application.onLaunch { [weak self] launch in
            self?.launched(LaunchRequest(arguments: launch.arguments), from: launch) ?? 1
        }
        application.addAction("quit", accelerators: PrimaryMenu.quit.accelerators) { [weak self] in self?.quitRequested() }
        application.addAction("new-window", accelerators: PrimaryMenu.newWindow.accelerators) { [weak self] in
            self?.coordinator.newWindow()
        }
        application.addAction("close-window", accelerators: PrimaryMenu.closeWindow.accelerators) { [weak self] in
            guard let self, let id = coordinator.windows.focusedLast else { return }
            closeRequested(id)
        }
        PrimaryMenu.installActions(on: application) { [weak self] in self?.host?.focusedWindow }
        // A signal cannot ask: it quits with what the drafts keep.
        application.onTerminationRequest { [weak self] in self?.quitNow() }
        TestSync.install(on: application, mismatches: { [weak self] in self?.host?.stateMismatches() ?? ["no window"] },
                         settled: { [weak self] in self?.host.map { $0.isSettled && $0.presentationsArePlaced } ?? true })
        return application.run(arguments: ["shop"] + request.arguments)
    }

    /// This launch, or a later `shop LINK` forwarded here: show the window, open the link. A link
    /// refused is said in the window and in the launch's own terminal.
    private func launched(_ request: LaunchRequest, from launch: Launch) -> Int32 {
        let host = self.host ?? makeWindows()
        switch request {
        case .show:
            break
        case .newWindow(let link?):
            if let error = coordinator.open(link, inNewWindow: true) { Terminal.error("shop: \(error.message)", to: launch) }
        case .newWindow(nil):
            // The first launch shows its windows; a later `shop --new-window` adds one.
            if self.host != nil { coordinator.newWindow() }
        case .open(let link):
            if let error = coordinator.open(link) { Terminal.error("shop: \(error.message)", to: launch) }
        case .linkTooLong(let bytes):
            let error = DeepLinkError.tooLong(length: bytes, limit: LaunchRequest.linkLimit)
            coordinator.refuse(error)
            Terminal.error("shop: \(error.message)", to: launch)
        }
        host.show()
        // The window a link went to comes to the front, as a launch's window does.
        host.focusedWindow?.bringToFront()
        return 0
    }

    private func makeWindows() -> WindowsHost<WindowCoordinator> {
        // Only the instance that shows the window reads the saved files (a second `shop LINK`
        // hands its link over without touching them), and before any page asks for a card.
        let notices = restoreSavedData()
        Styles.load(from: resources)
        let destinations = Destinations()
        let host = WindowsHost(coordinator.windows) { [coordinator] _, flow in
            let window = FlowWindow(
                // Translators: the app's name, as the About window and the window titles show it
                tabs: flow.tabs, destinations: destinations, title: localized("Shop"),
                tabTitle: \.title, rootPage: { destinations.page(for: flow.tabs[$0].rootViewModel) })
            PrimaryMenu.addButton(to: window)
            // A page of the back button's menu opened in a new window counts against the limit.
            window.onOpenInNewWindow = { [weak coordinator] target in coordinator?.openInNewWindow(target) }
            return window
        }
        // Closing a window asks its guards; closing the last one quits as Ctrl+Q does.
        host.onCloseRequest = { [weak self] id in self?.closeRequested(id) }
        self.host = host
        BenchHooks.install(host: host, coordinator: coordinator)
        coordinator.show(notices)
        keepSaving()
        return host
    }

    /// The user asked to close window `id`: another window closes once its guards allow; the
    /// last one quits.
    private func closeRequested(_ id: WindowID) {
        coordinator.closeRequested(id) { [weak self] in self?.quit() }
    }

    /// Restores the user's data, then the navigation state (whose screens look up the cards
    /// and items their links name). Returns what could not be restored, to show once; the
    /// technical reason goes to the terminal.
    private func restoreSavedData() -> [RestorationNotice] {
        var notices = userData.restore()
        if restoresState, let notice = coordinator.restore(from: store) {
            notices.append(notice)
            stateUntouchable = notice.fileLeftInPlace != nil
        }
        for notice in notices {
            Terminal.error("shop: \(notice.detail)")
        }
        watchDataFolder()
        return notices
    }

    /// Shows within a moment what another instance saved in the data folder (made now if
    /// missing, so that it can be watched).
    private func watchDataFolder() {
        let folder = userData.store.directory
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = userData.fileNames
        dataFolderMonitor = FolderMonitor(folder: folder) { [weak self] name in
            if names.contains(name) { self?.userData.refresh() }
        }
    }

    // MARK: Saving

    /// Saves after every change of the navigation state or the user's data (once per
    /// main-loop turn), and a second after the last change of what was typed on a page.
    private func keepSaving() {
        let coordinator = coordinator
        autosave = Autosave(navigation: { NavigationAndData(windows: coordinator.windows.snapshot(), data: coordinator.userData,
                                                            payments: coordinator.paymentsUnderWay.running) },
                            drafts: { coordinator.windows.drafts() },
                            save: { [weak self] in self?.save() })
    }

    /// The user's data first: a state that shows an order's summary is saved after the order.
    private func save() {
        for saving in userData.save() {
            record(saving.part, at: saving.file, failure: saving.failure)
        }
        let damaged = userData.takeDamagedFiles()
        for notice in damaged { Terminal.error("shop: \(notice.detail)") }
        if !quitting { coordinator.show(damaged) }
        if !stateUntouchable {
            let failure: (any Error)?
            do { try coordinator.save(to: store); failure = nil } catch { failure = error }
            record(.navigationState, at: store.fileURL, failure: failure)
        }
        if !quitting, coordinator.showSaveProblems(unsaid) { unsaid = [] }
    }

    /// Notes how one save went. A failure is said once — in the window, and technically on the
    /// terminal — until that part saves again; a part not written is tried again at the next save.
    private func record(_ part: SaveProblem.Part, at file: URL, failure: (any Error)?) {
        guard let failure else {
            failing[part] = nil
            unsaid.removeAll { $0.part == part }
            return
        }
        let problem = SaveProblem(part, failure: failure)
        if failing.updateValue(problem, forKey: part) == nil {
            Terminal.error("shop: cannot save the \(part.technicalName) to \(file.path): \(failure)")
            unsaid.append(problem)
        }
    }

    /// Ctrl+Q, the main menu's Quit, the main window's close button: quits, unless the
    /// coordinator asks first (a payment under way, a half-typed card number), or a change could
    /// not be saved (``quit()``).
    private func quitRequested() {
        coordinator.quitRequested { [weak self] in self?.quit() }
    }

    /// Saves a last time and quits, unless a change still cannot be saved: then it says what
    /// would be lost and lets the person try again, stay, or quit anyway.
    private func quit() {
        save()
        let problems = SaveProblem.Part.allCases.compactMap { failing[$0] }
        guard !problems.isEmpty else { return quitNow() }
        unsaid = []  // the question says them
        coordinator.askBeforeQuitting(losing: problems) { [weak self] choice in
            switch choice {
            case .stay: break
            case .tryAgain: self?.quit()
            case .quit: self?.quitNow()
            }
        }
    }

    /// Quits at once with what is saved now (a signal cannot ask).
    private func quitNow() {
        quitting = true
        autosave?.stop()
        save()
        JournalExport.writeIfAsked(coordinator.windows)
        application.quit()
    }
}

/// What is saved at once when it changes.
private struct NavigationAndData: Hashable {
    let windows: WindowsSnapshot
    let data: UserData
    /// A payment that ends leaves the journal at the next save.
    let payments: [PaymentsUnderWay.Payment]
}

private extension SaveProblem.Part {
    /// For the terminal.
    var technicalName: String {
        switch self {
        case .navigationState: "navigation state"
        case .cards: "cards"
        case .account: "profile and settings"
        case .orders: "orders"
        }
    }
}
