import Observation

// Seed 003: each screen's view model asks for navigation through a delegate, which the one
// coordinator of screens A, B and C implements.

@MainActor
public protocol ScreenAViewModelDelegate: AnyObject {
    func screenADidRequestB()
    func screenADidRequestC()
}

/// Screen A: can go to B, or straight to C.
@Observable
@MainActor
public final class ScreenAViewModel: ScreenViewModel {
    public let title = "Screen A"
    @ObservationIgnored public weak var delegate: ScreenAViewModelDelegate?

    public init() {}

    public func goToBTapped() { delegate?.screenADidRequestB() }
    public func goToCTapped() { delegate?.screenADidRequestC() }
}

@MainActor
public protocol ScreenBViewModelDelegate: AnyObject {
    func screenBDidRequestC()
}

/// Screen B: can go to C.
@Observable
@MainActor
public final class ScreenBViewModel: ScreenViewModel {
    public let title = "Screen B"
    @ObservationIgnored public weak var delegate: ScreenBViewModelDelegate?

    public init() {}

    public func goToCTapped() { delegate?.screenBDidRequestC() }
}

@MainActor
public protocol ScreenCViewModelDelegate: AnyObject {
    func screenCDidRequestBackToA()
}

/// Screen C, the same whichever way it was reached; says how it was reached.
@Observable
@MainActor
public final class ScreenCViewModel: ScreenViewModel {
    public let title = "Screen C"
    /// "A → B → C" or "A → C".
    public let route: String
    @ObservationIgnored public weak var delegate: ScreenCViewModelDelegate?

    public init(route: String) {
        self.route = route
    }

    public func backToATapped() { delegate?.screenCDidRequestBackToA() }
}
