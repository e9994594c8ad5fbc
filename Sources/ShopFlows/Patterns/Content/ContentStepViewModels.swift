import FlowCoordinator
import Observation

@MainActor
public protocol FirstViewModelDelegate: AnyObject {
    func firstDidTapNext(number: Int, from origin: FlowOrigin)
}

/// The first screen: shows its text, and can push the second screen.
@Observable
@MainActor
public final class FirstViewModel: ScreenViewModel {
    public let text: String
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: FirstViewModelDelegate?

    public init(text: String, origin: FlowOrigin = .detached) {
        self.text = text
        self.origin = origin
    }

    /// The number the second screen is pushed with: the length of the text.
    public var nextNumber: Int { text.count }

    public func secondTapped() {
        origin.send { delegate?.firstDidTapNext(number: nextNumber, from: origin) }
    }
}

@MainActor
public protocol SecondViewModelDelegate: AnyObject {
    func secondDidTapNext(from origin: FlowOrigin)
}

/// The second screen: shows its number, and can push the third screen.
@Observable
@MainActor
public final class SecondViewModel: ScreenViewModel {
    public let number: Int
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: SecondViewModelDelegate?

    public init(number: Int, origin: FlowOrigin = .detached) {
        self.number = number
        self.origin = origin
    }

    public func thirdTapped() {
        origin.send { delegate?.secondDidTapNext(from: origin) }
    }
}

@MainActor
public protocol ThirdViewModelDelegate: AnyObject {
    func thirdDidTapBackToContent(from origin: FlowOrigin)
}

/// The third screen: can go straight back to the content screen.
@Observable
@MainActor
public final class ThirdViewModel: ScreenViewModel {
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: ThirdViewModelDelegate?

    public init(origin: FlowOrigin = .detached) {
        self.origin = origin
    }

    public func backToContentTapped() {
        origin.send { delegate?.thirdDidTapBackToContent(from: origin) }
    }
}

/// The screen of a plain `String` link pushed on the content screen's path.
@Observable
@MainActor
public final class StringScreenViewModel: ScreenViewModel {
    public let text: String

    public init(text: String) {
        self.text = text
    }
}

/// The content screen's sheet or cover, showing the item it was presented with.
@Observable
@MainActor
public final class ContentItemViewModel: ScreenViewModel {
    public let item: String
    public let isCover: Bool
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored var onClose: (@MainActor (FlowOrigin) -> Void)?

    public init(item: String, isCover: Bool, origin: FlowOrigin = .detached) {
        self.item = item
        self.isCover = isCover
        self.origin = origin
    }


    public func closeTapped() {
        origin.send { onClose?(origin) }
    }
}
