import Foundation
import FlowCoordinator
import FuzzSupport
import ShopFlows

/// libFuzzer calls this with each input: the bytes as a saved navigation state. A document that
/// decodes is restored into a fresh app, every screen in it is made and read, and the state is
/// saved and read back again, as the app does at its next change and its next launch.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzState(_ bytes: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated { restore(data) }
    return 0
}

@MainActor
private func restore(_ data: Data) {
    guard let snapshot = try? ShopRoutes.archive.decodeTabs(from: data) else { return }
    let app = AppCoordinator(environment: .preview)
    app.restore(from: snapshot)
    _ = showEveryScreen(of: app)
    do {
        _ = try ShopRoutes.archive.decodeTabs(from: ShopRoutes.archive.encode(app.tabs.snapshot()))
    } catch {
        fatalError("a restored state cannot be saved and read back: \(error.message)")
    }
}
