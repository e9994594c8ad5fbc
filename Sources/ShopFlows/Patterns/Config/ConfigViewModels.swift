import FlowCoordinator
import Observation

@MainActor
public protocol CreateConfigurationViewModelDelegate: AnyObject {
    func createConfigurationDidTapSheet(from origin: FlowOrigin)
    func createConfigurationDidTapPush(parameter: String, from origin: FlowOrigin)
    func createConfigurationDidTapCover(from origin: FlowOrigin)
    func createConfigurationDidTapChild(from origin: FlowOrigin)
}

/// Seed 004's `CreateConfigurationView`'s view model: four buttons, one per way to navigate.
@Observable
@MainActor
public final class CreateConfigurationViewModel: ScreenViewModel {
    /// Link B's parameter.
    public var parameter = CreateConfigurationViewModel.initialParameter
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: CreateConfigurationViewModelDelegate?

    /// The screen's one field.
    public enum Field: String, Codable, Sendable {
        case parameter
    }

    /// Whether the field had the focus last, as the page reports it.
    public var focus: Field?
    /// Where the caret was in the field that had the focus, as the page reports it.
    public var caret: Int?

    /// The screen, with what `draft` kept of the parameter typed before the app was closed.
    public init(origin: FlowOrigin = .detached, draft: CreateConfigurationDraft? = nil) {
        self.origin = origin
        if let draft {
            parameter = draft.parameter
            focus = draft.focus
            caret = draft.caret
        }
    }

    /// What to keep of the field if the app stopped now, or `nil` when it holds what it started with.
    public var draft: CreateConfigurationDraft? {
        parameter == Self.initialParameter ? nil : CreateConfigurationDraft(parameter: parameter, focus: focus, caret: caret)
    }

    /// The parameter the field starts with, in the user's language (the same all through a run, so
    /// ``draft`` can compare with it).
    nonisolated static var initialParameter: String {
        // Translators: the text a field of the Create Configuration example starts with; link B carries it
        localized("Parameter")
    }

    /// What is wrong with ``parameter`` for link B, in plain words, or `nil`: link B carries it,
    /// so it follows the same rule as a deep link's text. Link B (Push) does nothing while it is set.
    public var parameterProblem: String? { ShopRoutes.problem(withTypedText: parameter) }

    /// Link A, in a sheet.
    public func showSheetTapped() { origin.send { delegate?.createConfigurationDidTapSheet(from: origin) } }
    /// Link B with ``parameter``, pushed, when the parameter follows the link rules.
    public func pushTapped() {
        guard parameterProblem == nil else { return }
        origin.send { delegate?.createConfigurationDidTapPush(parameter: parameter, from: origin) }
    }
    /// Link A, in a full-screen cover.
    public func showCoverTapped() { origin.send { delegate?.createConfigurationDidTapCover(from: origin) } }
    /// Starts the child coordinator, which pushes onto this flow's path.
    public func startChildTapped() { origin.send { delegate?.createConfigurationDidTapChild(from: origin) } }
}

/// Link A's screen, in a sheet or a cover.
@Observable
@MainActor
public final class ConfigLinkAViewModel: ScreenViewModel {
    public let isCover: Bool
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored var onClose: (@MainActor (FlowOrigin) -> Void)?

    public init(isCover: Bool, origin: FlowOrigin = .detached) {
        self.isCover = isCover
        self.origin = origin
    }

    public var message: String {
        isCover ? localized("Link A, presented in a full-screen cover.") : localized("Link A, presented in a sheet.")
    }

    public func closeTapped() { origin.send { onClose?(origin) } }
}

/// Link B's screen, showing its parameter.
@Observable
@MainActor
public final class ConfigLinkBViewModel: ScreenViewModel {
    public let parameter: String

    public init(parameter: String) {
        self.parameter = parameter
    }
}

@MainActor
public protocol ConfigChildViewModelDelegate: AnyObject {
    func configChildDidTapNext(after number: Int, from origin: FlowOrigin)
    func configChildDidTapFinish(from origin: FlowOrigin)
}

/// A step of the child flow.
@Observable
@MainActor
public final class ConfigChildViewModel: ScreenViewModel {
    public let number: Int
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: ConfigChildViewModelDelegate?

    public init(number: Int, origin: FlowOrigin = .detached) {
        self.number = number
        self.origin = origin
    }

    /// Whether there is a step after this one (the child flow has ``ConfigChildLink/steps``).
    public var canGoNext: Bool { number < ConfigChildLink.steps.upperBound }
    /// The step Next Step pushes, when there is one.
    public var nextNumber: Int? { canGoNext ? number + 1 : nil }

    public func nextTapped() {
        guard canGoNext else { return }
        origin.send { delegate?.configChildDidTapNext(after: number, from: origin) }
    }
    /// Leaves the child flow: back to the screen that started it.
    public func finishTapped() { origin.send { delegate?.configChildDidTapFinish(from: origin) } }
}
