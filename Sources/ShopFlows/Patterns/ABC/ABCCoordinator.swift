import FlowCoordinator

/// Seed 003's coordinator: one coordinator for screens A, B and C. View models ask it for
/// navigation through their delegates; it pushes links onto the shared path and makes each
/// screen's view model when the screen is shown.
///
/// A → B → C and A → C both end in ``showC()``: the same code pushes C whoever asks.
@MainActor
public final class ABCCoordinator {
    private unowned let level: FlowState

    init(level: FlowState) {
        self.level = level
        level.register(ABCLink.self, title: { link in
            switch link {
            // Translators: the second of three example screens named A, B and C
            case .screenB: localized("Screen B")
            // Translators: the third of three example screens named A, B and C
            case .screenC: localized("Screen C")
            }
        }) { [unowned self] link, screen in
            guard let entry = screen.entry else { return nil }
            switch link {
            case .screenB:
                let viewModel = ScreenBViewModel(origin: screen.origin)
                viewModel.delegate = self
                return viewModel
            case .screenC:
                let viewModel = ScreenCViewModel(route: route(to: entry), origin: screen.origin)
                viewModel.delegate = self
                return viewModel
            }
        }
    }

    /// Screen A, the example's first screen (`PatternsLink.abc`).
    func screenA(_ screen: FlowScreen) -> ScreenAViewModel {
        let viewModel = ScreenAViewModel(origin: screen.origin)
        viewModel.delegate = self
        return viewModel
    }

    /// The one place C is pushed from.
    func showC() {
        level.push(ABCLink.screenC)
    }

    /// How `entry` was reached, read from the stack below it.
    private func route(to entry: FlowEntry) -> String {
        guard let index = level.path.index(of: entry.id) else { return "A → C" }
        let cameFromB = level.path[..<index].last?.link == AnyFlowLink(ABCLink.screenB)
        return cameFromB ? "A → B → C" : "A → C"
    }
}

extension ABCCoordinator: ScreenAViewModelDelegate {
    public func screenADidRequestB(from origin: FlowOrigin) {
        level.push(ABCLink.screenB)
    }

    public func screenADidRequestC(from origin: FlowOrigin) {
        showC()
    }
}

extension ABCCoordinator: ScreenBViewModelDelegate {
    public func screenBDidRequestC(from origin: FlowOrigin) {
        showC()
    }
}

extension ABCCoordinator: ScreenCViewModelDelegate {
    public func screenCDidRequestBackToA(from origin: FlowOrigin) {
        level.pop(toFirst: PatternsLink.abc)
    }
}
