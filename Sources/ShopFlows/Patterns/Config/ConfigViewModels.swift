import Observation

@MainActor
public protocol CreateConfigurationViewModelDelegate: AnyObject {
    func createConfigurationDidTapSheet()
    func createConfigurationDidTapPush(parameter: String)
    func createConfigurationDidTapCover()
    func createConfigurationDidTapChild()
}

/// Seed 004's `CreateConfigurationView`'s view model: four buttons, one per way to navigate.
@Observable
@MainActor
public final class CreateConfigurationViewModel: ScreenViewModel {
    public let title = "Create Configuration"
    /// Link B's parameter.
    public var parameter = "Parameter"
    @ObservationIgnored public weak var delegate: CreateConfigurationViewModelDelegate?

    public init() {}

    /// Link A, in a sheet.
    public func showSheetTapped() { delegate?.createConfigurationDidTapSheet() }
    /// Link B with ``parameter``, pushed.
    public func pushTapped() { delegate?.createConfigurationDidTapPush(parameter: parameter) }
    /// Link A, in a full-screen cover.
    public func showCoverTapped() { delegate?.createConfigurationDidTapCover() }
    /// Starts the child coordinator, which pushes onto this flow's path.
    public func startChildTapped() { delegate?.createConfigurationDidTapChild() }
}

/// Link A's screen, in a sheet or a cover.
@Observable
@MainActor
public final class ConfigLinkAViewModel: ScreenViewModel {
    public let isCover: Bool
    @ObservationIgnored var onClose: (@MainActor () -> Void)?

    public init(isCover: Bool) {
        self.isCover = isCover
    }

    public var title: String { "Link A" }
    public var message: String { isCover ? "Link A, presented in a full-screen cover." : "Link A, presented in a sheet." }

    public func closeTapped() { onClose?() }
}

/// Link B's screen, showing its parameter.
@Observable
@MainActor
public final class ConfigLinkBViewModel: ScreenViewModel {
    public let title = "Link B"
    public let parameter: String

    public init(parameter: String) {
        self.parameter = parameter
    }
}

@MainActor
public protocol ConfigChildViewModelDelegate: AnyObject {
    func configChildDidTapNext(after number: Int)
    func configChildDidTapFinish()
}

/// A step of the child flow.
@Observable
@MainActor
public final class ConfigChildViewModel: ScreenViewModel {
    public let number: Int
    @ObservationIgnored public weak var delegate: ConfigChildViewModelDelegate?

    public init(number: Int) {
        self.number = number
    }

    public var title: String { "Child Step \(number)" }

    public func nextTapped() { delegate?.configChildDidTapNext(after: number) }
    /// Leaves the child flow: back to the screen that started it.
    public func finishTapped() { delegate?.configChildDidTapFinish() }
}
