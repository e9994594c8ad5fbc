import FlowCoordinator
import FlowGtk
import Foundation
import ShopFlows

/// The running app: one window over the app coordinator's state. At launch it restores the
/// user's data (cards, account) and where the window was left; it saves both on every change
/// and on quit. A second `shop LINK` while it runs opens LINK in this window.
@MainActor
final class ShopApplication {
    static let id = "io.github.flowcoordinator.Shop"

    private let application = Application(id: ShopApplication.id)
    private let coordinator: AppCoordinator
    private let store: StateStore
    private let userData: UserDataStore
    private let restoresState: Bool
    private let resources: URL
    private var window: FlowWindow?
    private var saveScheduled = false
    /// The user's data as last written (or read), so only a part that changed is written.
    private var savedUserData: (wallet: Wallet.Snapshot, account: Account.Snapshot)
    /// The last error of each kind of save, printed once until the save works again.
    private var saveErrors: [String: String] = [:]

    init(environment: ShopEnvironment, resources: URL, stateFile: URL?, restore: Bool) {
        coordinator = AppCoordinator(environment: environment)
        let processEnvironment = ProcessInfo.processInfo.environment
        store = stateFile.map { StateStore(fileURL: $0) } ?? StateStore(environment: processEnvironment)
        userData = UserDataStore(environment: processEnvironment)
        restoresState = restore
        savedUserData = coordinator.userData
        self.resources = resources
    }

    /// Runs until the window closes or Ctrl+Q; returns the exit status.
    func run(_ request: LaunchRequest) -> Int32 {
        guard GtkRuntime.initialize() else {
            Terminal.error("error: \(GtkRuntime.unavailableReason ?? "no display"); `make tour` runs the app under Xvfb")
            return 1
        }
        MainQueueBridge.install()
        application.onCommandLine { [weak self] arguments in
            self?.launched(LaunchRequest(arguments: arguments)) ?? 1
        }
        application.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in self?.quit() }
        application.onTerminationRequest { [weak self] in self?.quit() }
        return application.run(arguments: ["shop"] + request.arguments)
    }

    /// This launch, or a later `shop LINK` forwarded here: show the window, open the link.
    private func launched(_ request: LaunchRequest) -> Int32 {
        let window = self.window ?? makeWindow()
        switch request {
        case .show:
            break
        case .open(let link):
            if let error = coordinator.open(link) { Terminal.error("shop: \(error.message)") }
        case .linkTooLong(let bytes):
            let error = DeepLinkError.tooLong(length: bytes, limit: LaunchRequest.linkLimit)
            coordinator.refuse(error)
            Terminal.error("shop: \(error.message)")
        }
        window.show()
        return 0
    }

    private func makeWindow() -> FlowWindow {
        // Only the instance that shows the window reads the saved files (a second `shop LINK`
        // hands its link over without touching them), and before any page asks for a card.
        let notices = restoreSavedData()
        Styles.load(from: resources)
        let pages = PageFactory(coordinator: coordinator)
        let window = FlowWindow(
            tabs: coordinator.tabs, destinations: pages.destinations(), title: "Shop",
            tabTitle: \.title, rootPage: { pages.page(for: coordinator.rootScreen(of: $0)) })
        application.add(window.window)
        self.window = window
        if ProcessInfo.processInfo.environment["SHOP_EXIT_AFTER_FIRST_FRAME"] == "1" {
            // `make bench` times launch to first frame; this exits as soon as it is painted.
            window.window.afterFirstFramePainted { exit(0) }
        }

        window.window.onCloseRequest { [weak self] in
            self?.save()
            return false
        }
        coordinator.show(notices)
        keepSaving()
        return window
    }

    /// Restores the user's data, then the navigation state (whose screens look up the cards
    /// and items their links name). Returns what could not be restored, to show once; the
    /// technical reason goes to the terminal.
    private func restoreSavedData() -> [RestorationNotice] {
        var notices = coordinator.restore(from: userData)
        savedUserData = coordinator.userData
        if restoresState, let notice = coordinator.restore(from: store) { notices.append(notice) }
        for notice in notices {
            Terminal.error("shop: \(notice.detail)")
        }
        return notices
    }

    // MARK: Saving

    /// Saves after every change of the navigation state or the user's data (once per
    /// main-loop turn).
    private func keepSaving() {
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            _ = self.coordinator.tabs.snapshot()
            _ = self.coordinator.userData
            if !self.saveScheduled {
                self.saveScheduled = true
                DispatchQueue.main.async { [weak self] in
                    self?.saveScheduled = false
                    self?.save()
                }
            }
            return true
        }
    }

    private func save() {
        attempt("navigation state", at: store.fileURL) { try coordinator.save(to: store) }
        let now = coordinator.userData
        if now.wallet != savedUserData.wallet,
           attempt("cards", at: userData.cardsFile.url, { try userData.save(now.wallet) }) {
            savedUserData.wallet = now.wallet
        }
        if now.account != savedUserData.account,
           attempt("profile and settings", at: userData.accountFile.url, { try userData.save(now.account) }) {
            savedUserData.account = now.account
        }
    }

    /// Runs one save and says whether it worked; a failure is printed once, until that save
    /// works again (a part not written is tried again at the next save).
    @discardableResult
    private func attempt(_ what: String, at file: URL, _ write: () throws -> Void) -> Bool {
        do {
            try write()
            saveErrors[what] = nil
            return true
        } catch {
            let message = "shop: cannot save the \(what) to \(file.path): \(error)"
            if saveErrors[what] != message { Terminal.error(message) }
            saveErrors[what] = message
            return false
        }
    }

    private func quit() {
        save()
        application.quit()
    }
}
