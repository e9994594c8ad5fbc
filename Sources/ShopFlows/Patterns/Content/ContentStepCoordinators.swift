import FlowCoordinator

// The first, second and third screens are each run by a small child coordinator, the seed's
// "flow coordinator per screen". Each is handed the content screen's level (the shared path,
// the seed's `@Binding var path`) and pushes the next screen's link onto it. Each is attached to
// its own entry, so it and its view model are released when the entry leaves.

/// Runs the first screen; pushes the second.
@MainActor
public final class FirstCoordinator: FirstViewModelDelegate {
    private weak var path: FlowState?
    public let viewModel: FirstViewModel

    init(path: FlowState, text: String, origin: FlowOrigin) {
        self.path = path
        viewModel = FirstViewModel(text: text, origin: origin)
        viewModel.delegate = self
    }

    public func firstDidTapNext(number: Int, from origin: FlowOrigin) {
        path?.push(ContentLink.secondLink(number: number))
    }
}

/// Runs the second screen; pushes the third.
@MainActor
public final class SecondCoordinator: SecondViewModelDelegate {
    private weak var path: FlowState?
    public let viewModel: SecondViewModel

    init(path: FlowState, number: Int, origin: FlowOrigin) {
        self.path = path
        viewModel = SecondViewModel(number: number, origin: origin)
        viewModel.delegate = self
    }

    public func secondDidTapNext(from origin: FlowOrigin) {
        path?.push(ContentLink.thirdLink)
    }
}

/// Runs the third screen; goes back to the content screen below it.
@MainActor
public final class ThirdCoordinator: ThirdViewModelDelegate {
    private weak var path: FlowState?
    public let viewModel: ThirdViewModel

    init(path: FlowState, origin: FlowOrigin) {
        self.path = path
        viewModel = ThirdViewModel(origin: origin)
        viewModel.delegate = self
    }

    public func thirdDidTapBackToContent(from origin: FlowOrigin) {
        path?.pop(toFirst: PatternsLink.content)
    }
}
