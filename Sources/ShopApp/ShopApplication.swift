import FlowCoordinator
import FlowGtk
import Foundation
import ShopFlows

/// The running app: one window over the app coordinator's state, restored at launch, saved on
/// every change and on quit. A second `shop LINK` while it runs opens LINK in this window.
@MainActor
final class ShopApplication {
    static let id = "io.github.flowcoordinator.Shop"

    private let application = Application(id: ShopApplication.id)
    private let coordinator: AppCoordinator
    private let store: StateStore
    private let resources: URL
    private var window: FlowWindow?
    private var notice: String?
    private var saveScheduled = false

    init(environment: ShopEnvironment, resources: URL, stateFile: URL?, restore: Bool) {
        coordinator = AppCoordinator(environment: environment)
        store = stateFile.map { StateStore(fileURL: $0) }
            ?? StateStore(environment: ProcessInfo.processInfo.environment)
        self.resources = resources
        if restore { notice = coordinator.restore(from: store) }
    }

    /// Runs until the window closes or Ctrl+Q; returns the exit status.
    func run(link: String?) -> Int32 {
        guard GtkRuntime.initialize() else {
            FileHandle.standardError.write(Data("error: \(GtkRuntime.unavailableReason ?? "no display"); `make tour` runs the app under Xvfb\n".utf8))
            return 1
        }
        MainQueueBridge.install()
        application.onCommandLine { [weak self] arguments in
            self?.launched(with: arguments) ?? 1
        }
        application.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in self?.quit() }
        application.onTerminationRequest { [weak self] in self?.quit() }
        return application.run(arguments: ["shop"] + (link.map { [$0] } ?? []))
    }

    /// This launch, or a later `shop LINK` forwarded here: show the window, open the link.
    private func launched(with arguments: [String]) -> Int32 {
        let window = self.window ?? makeWindow()
        if let link = arguments.first(where: { !$0.hasPrefix("-") }) {
            if let error = coordinator.open(link) {
                FileHandle.standardError.write(Data("shop: \(error.message)\n".utf8))
            }
        }
        window.show()
        return 0
    }

    private func makeWindow() -> FlowWindow {
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
        if let notice {
            coordinator.showNotice(notice)
            self.notice = nil
        }
        keepSaving()
        return window
    }

    // MARK: Saving

    /// Saves after every change of the navigation state (once per main-loop turn).
    private func keepSaving() {
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            _ = self.coordinator.tabs.snapshot()
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

    private var lastSaveError: String?

    private func save() {
        do {
            try coordinator.save(to: store)
            lastSaveError = nil
        } catch {
            let message = "shop: cannot save the navigation state to \(store.fileURL.path): \(error)"
            if message != lastSaveError { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            lastSaveError = message
        }
    }

    private func quit() {
        save()
        application.quit()
    }
}
