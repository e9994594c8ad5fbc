import FlowCoordinator
import FlowStandardStreams
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShopFlows

/// A session as a test: with `FLOW_JOURNAL_TEST=FILE` in the environment, the app writes the
/// navigation journal of its windows to FILE when it quits, as a Swift Testing test that replays
/// the session headlessly (`NavigationJournal.swiftTest`). Put the file in `Tests/ShopFlowsTests`
/// and it runs with the others: a bug report becomes a test.
@MainActor
enum JournalExport {
    /// Writes the test, when the environment asks for one.
    static func writeIfAsked(_ windows: WindowsState<WindowCoordinator>) {
        guard let path = ProcessInfo.processInfo.environment["FLOW_JOURNAL_TEST"], !path.isEmpty else { return }
        var standardError = StandardStream.error
        do {
            let source = try windows.journalTest(named: "recordedSession", importing: ["ShopFlows"],
                                                 registry: "ShopRoutes.registry", links: ShopRoutes.registry)
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            print("shop: the session could not be written as a test to \(path): \(error)", to: &standardError)
        }
    }
}
