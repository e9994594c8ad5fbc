import FlowCoordinator
import FuzzSupport
import ShopFlows

/// libFuzzer calls this with each input: the bytes as a `shop://` link (UTF-8, invalid
/// sequences replaced). A link the router refuses gets the explanation the app's alert shows; a
/// link it resolves is opened on a fresh app as `shop LINK` opens it, every screen it builds is
/// made and read, and the state is turned back into a link.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ bytes: UnsafeRawPointer?, _ count: Int) -> CInt {
    let link = text(of: bytes, count: count)
    MainActor.assumeIsolated { open(link) }
    return 0
}

/// An app with the sample catalogue and cards, made once, whose router (pure, then checked
/// against that app's model) refuses most inputs: making an app for each would be most of the work.
@MainActor private let sample = AppCoordinator(environment: .preview)

@MainActor
private func open(_ link: String) {
    do throws(DeepLinkError) {
        _ = try ShopRoutes.router.resolve(link)
        _ = try sample.router.resolveAndValidate(link)
    } catch {
        _ = ShopRoutes.explanation(of: error)
        return
    }
    let app = AppCoordinator(environment: .preview)
    // Resolves again with the app's own router, applies the target to the tabs and makes the
    // child coordinators of what it presents.
    if let error = app.open(link) { fatalError("the app refuses a link its router resolves: \(error)") }
    _ = showEveryScreen(of: app)
    _ = app.router.link(for: app.tabs.snapshot())
}
