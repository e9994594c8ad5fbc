import FlowCoordinator

/// Seed 003's coordinator: one coordinator for screens A, B and C. View models ask it for
/// navigation through their delegates; it pushes links onto the shared path and makes each
/// screen's view model when the screen is shown.
///
/// A → B → C and A → C both end in ``showC()``: the same code pushes C whoever asks.
@MainActor
public final class ABCCoordinator {
    private unowned let path: FlowState

    init(path: FlowState) {
        self.path = path
    }

    /// Screen A, the example's first screen (`PatternsLink.abc`).
    func screenA(for entry: FlowEntry) -> ShopScreen {
        .screenA(path.object(for: entry.id) {
            let viewModel = ScreenAViewModel(origin: path.origin(of: entry.id))
            viewModel.delegate = self
            return viewModel
        })
    }

    func screen(for entry: FlowEntry) -> ShopScreen? {
        switch entry.link.as(ABCLink.self) {
        case .screenB?:
            return .screenB(path.object(for: entry.id) {
                let viewModel = ScreenBViewModel(origin: path.origin(of: entry.id))
                viewModel.delegate = self
                return viewModel
            })
        case .screenC?:
            let route = route(to: entry)
            return .screenC(path.object(for: entry.id) {
                let viewModel = ScreenCViewModel(route: route, origin: path.origin(of: entry.id))
                viewModel.delegate = self
                return viewModel
            })
        case nil:
            return nil
        }
    }

    static func title(for link: AnyFlowLink) -> String? {
        switch link.as(ABCLink.self) {
        case .screenB?: "Screen B"
        case .screenC?: "Screen C"
        case nil: nil
        }
    }

    /// The one place C is pushed from.
    func showC() {
        path.push(ABCLink.screenC)
    }

    /// How `entry` was reached, read from the stack below it.
    private func route(to entry: FlowEntry) -> String {
        guard let index = path.path.index(of: entry.id) else { return "A → C" }
        let cameFromB = path.path[..<index].last?.link == AnyFlowLink(ABCLink.screenB)
        return cameFromB ? "A → B → C" : "A → C"
    }
}

extension ABCCoordinator: ScreenAViewModelDelegate {
    public func screenADidRequestB(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        path.push(ABCLink.screenB)
    }

    public func screenADidRequestC(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        showC()
    }
}

extension ABCCoordinator: ScreenBViewModelDelegate {
    public func screenBDidRequestC(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        showC()
    }
}

extension ABCCoordinator: ScreenCViewModelDelegate {
    public func screenCDidRequestBackToA(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        path.pop(toFirst: PatternsLink.abc)
    }
}
