import Observation

@MainActor
public protocol FirstViewModelDelegate: AnyObject {
    func firstDidTapNext(number: Int)
}

/// The first screen: shows its text, and can push the second screen.
@Observable
@MainActor
public final class FirstViewModel: ScreenViewModel {
    public let title = "First"
    public let text: String
    @ObservationIgnored public weak var delegate: FirstViewModelDelegate?

    public init(text: String) {
        self.text = text
    }

    /// The number the second screen is pushed with: the length of the text.
    public var nextNumber: Int { text.count }

    public func secondTapped() {
        delegate?.firstDidTapNext(number: nextNumber)
    }
}

@MainActor
public protocol SecondViewModelDelegate: AnyObject {
    func secondDidTapNext()
}

/// The second screen: shows its number, and can push the third screen.
@Observable
@MainActor
public final class SecondViewModel: ScreenViewModel {
    public let title = "Second"
    public let number: Int
    @ObservationIgnored public weak var delegate: SecondViewModelDelegate?

    public init(number: Int) {
        self.number = number
    }

    public func thirdTapped() {
        delegate?.secondDidTapNext()
    }
}

@MainActor
public protocol ThirdViewModelDelegate: AnyObject {
    func thirdDidTapBackToContent()
}

/// The third screen: can go straight back to the content screen.
@Observable
@MainActor
public final class ThirdViewModel: ScreenViewModel {
    public let title = "Third"
    @ObservationIgnored public weak var delegate: ThirdViewModelDelegate?

    public init() {}

    public func backToContentTapped() {
        delegate?.thirdDidTapBackToContent()
    }
}

/// The screen of a plain `String` link pushed on the content screen's path.
@Observable
@MainActor
public final class StringScreenViewModel: ScreenViewModel {
    public let title = "String"
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
    @ObservationIgnored var onClose: (@MainActor () -> Void)?

    public init(item: String, isCover: Bool) {
        self.item = item
        self.isCover = isCover
    }

    public var title: String { isCover ? "Cover" : "Sheet" }

    public func closeTapped() {
        onClose?()
    }
}
