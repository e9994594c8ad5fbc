import FlowCoordinator
import FlowGtk
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShopFlows

/// `shop --tour DIR`: walks every flow of the app the way a user's clicks would (the steps come
/// from ShopFlows' ``Tour``), and after each step writes what is on screen as PNGs rendered by
/// GTK: the main window and each open sheet, cover and dialog, plus `DIR/index.md`.
@MainActor
enum TourRunner {
    static func run(into directory: URL, environment: ShopEnvironment, resources: URL) -> Int32 {
        guard GtkRuntime.initialize() else {
            Terminal.error("error: \(GtkRuntime.unavailableReason ?? "no display"); try `make tour`")
            return 1
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            Terminal.error("error: cannot create \(directory.path): \(FileFailure.reason(error))")
            return 1
        }
        MainQueueBridge.install()
        Styles.load(from: resources)

        let coordinator = AppCoordinator(environment: Tour.environment(environment))
        let destinations = Destinations()
        let window = FlowWindow(
            tabs: coordinator.tabs, destinations: destinations, title: localized("Shop"),
            tabTitle: \.title, rootPage: { destinations.page(for: coordinator.tabs[$0].rootViewModel) },
            width: 1000, height: 720)
        window.header.bar.packEnd(PrimaryMenu.button())
        window.show()

        var status: Int32?
        Task { @MainActor in
            status = await walk(coordinator: coordinator, window: window, into: directory)
        }
        GtkRuntime.run(until: { status != nil })
        window.window.destroy()
        return status ?? 1
    }

    private static func walk(coordinator: AppCoordinator, window: FlowWindow, into directory: URL) async -> Int32 {
        var index = "# Shop tour\n\nEach step drives the coordinators the way a click would; the link is the state it reached.\n\n"
        index += "| Step | What the user does | Link | Screens |\n|---:|---|---|---|\n"
        let steps = Tour.steps()
        for (number, step) in steps.enumerated() {
            let prefix = (number + 1).zeroPadded(to: 2)
            do {
                try await step.perform(coordinator)
            } catch {
                Terminal.error("error: step \(prefix) (\(step.title)): \(error)")
                return 1
            }
            window.apply()
            await GtkRuntime.iterate(for: .milliseconds(450))
            var images: [String] = []
            do {
                for (name, target) in screens(of: coordinator, in: window) {
                    let file = "\(prefix)-\(name).png"
                    try await Screenshot.writePNG(
                        of: target, to: directory.appendingPathComponent(file).path, waitingUpTo: .seconds(5))
                    images.append("[\(name)](\(file))")
                }
            } catch {
                Terminal.error("error: step \(prefix) (\(step.title)): \(error)")
                return 1
            }
            let link = coordinator.currentLink.map { "`\($0)`" } ?? "—"
            index += "| \(number + 1) | \(step.title) | \(link) | \(images.joined(separator: " ")) |\n"
            Terminal.output("\(prefix) \(step.title)")
        }
        do {
            try index.write(to: directory.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        } catch {
            Terminal.error("error: cannot write index.md: \(FileFailure.reason(error))")
            return 1
        }
        Terminal.output("Wrote \(steps.count) steps to \(directory.path)")
        return 0
    }

    /// What is on screen, bottom first: the main window, then each presented window and dialog.
    private static func screens(of coordinator: AppCoordinator, in window: FlowWindow) -> [(String, Window)] {
        var screens: [(String, Window)] = [("main", window.window)]
        for (depth, level) in coordinator.tabs.selectedState.chain.enumerated() {
            if let dialog = level.dialog, let dialogWindow = window.window(forDialog: dialog.id) {
                screens.append(("dialog-\(depth)", dialogWindow))
            }
            if let presented = level.presented?.presentation,
               let presentedWindow = window.window(forPresentation: presented.id) {
                screens.append(("\(presented.style.rawValue)-\(depth + 1)", presentedWindow))
            }
        }
        return screens
    }
}
