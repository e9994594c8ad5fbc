import FlowCoordinator

// The first, second and third screens are each run by a small child coordinator, the seed's
// "flow coordinator per screen". Each is handed the content screen's level (the shared path,
// the seed's `@Binding var path`) and pushes the next screen's link onto it. Each is attached to
// its own entry, so it and its view model are released when the entry leaves.

/// Runs the first screen; pushes the second.
@MainActor
public final class FirstCoordinator: FirstViewModelDelegate {
    private weak var level: FlowState?
    public let viewModel: FirstViewModel

    init(level: FlowState, text: String, origin: FlowOrigin) {
        self.level = level
        viewModel = FirstViewModel(text: text, origin: origin)
        viewModel.delegate = self
    }

    public func firstDidTapNext(number: Int, from origin: FlowOrigin) {
        level?.push(ContentLink.secondLink(number: number))
    }
}

/// Runs the second screen; pushes the third.
@MainActor
public final class SecondCoordinator: SecondViewModelDelegate {
    private weak var level: FlowState?
    public let viewModel: SecondViewModel

    init(level: FlowState, number: Int, origin: FlowOrigin) {
        self.level = level
        viewModel = SecondViewModel(number: number, origin: origin)
        viewModel.delegate = self
    }

    public func secondDidTapNext(from origin: FlowOrigin) {
        level?.push(ContentLink.thirdLink)
    }
}

/// Runs the third screen; goes back to the content screen below it.
@MainActor
public final class ThirdCoordinator: ThirdViewModelDelegate {
    private weak var level: FlowState?
    public let viewModel: ThirdViewModel

    init(level: FlowState, origin: FlowOrigin) {
        self.level = level
        viewModel = ThirdViewModel(origin: origin)
        viewModel.delegate = self
    }

    public func thirdDidTapBackToContent(from origin: FlowOrigin) {
        level?.pop(toFirst: PatternsLink.content)
    }
}
