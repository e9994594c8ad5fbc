import FlowCoordinator
import Observation

// Seed 003: each screen's view model asks for navigation through a delegate, which the one
// coordinator of screens A, B and C implements.

@MainActor
public protocol ScreenAViewModelDelegate: AnyObject {
    func screenADidRequestB(from origin: FlowOrigin)
    func screenADidRequestC(from origin: FlowOrigin)
}

/// Screen A: can go to B, or straight to C.
@Observable
@MainActor
public final class ScreenAViewModel: ScreenViewModel {
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: ScreenAViewModelDelegate?

    public init(origin: FlowOrigin = .detached) {
        self.origin = origin
    }

    public func goToBTapped() { origin.send { delegate?.screenADidRequestB(from: origin) } }
    public func goToCTapped() { origin.send { delegate?.screenADidRequestC(from: origin) } }
}

@MainActor
public protocol ScreenBViewModelDelegate: AnyObject {
    func screenBDidRequestC(from origin: FlowOrigin)
}

/// Screen B: can go to C.
@Observable
@MainActor
public final class ScreenBViewModel: ScreenViewModel {
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: ScreenBViewModelDelegate?

    public init(origin: FlowOrigin = .detached) {
        self.origin = origin
    }

    public func goToCTapped() { origin.send { delegate?.screenBDidRequestC(from: origin) } }
}

@MainActor
public protocol ScreenCViewModelDelegate: AnyObject {
    func screenCDidRequestBackToA(from origin: FlowOrigin)
}

/// Screen C, the same whichever way it was reached; says how it was reached.
@Observable
@MainActor
public final class ScreenCViewModel: ScreenViewModel {
    /// "A → B → C" or "A → C".
    public let route: String
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: ScreenCViewModelDelegate?

    public init(route: String, origin: FlowOrigin = .detached) {
        self.route = route
        self.origin = origin
    }

    public func backToATapped() { origin.send { delegate?.screenCDidRequestBackToA(from: origin) } }
}
