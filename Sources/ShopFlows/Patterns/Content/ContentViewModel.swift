import FlowCoordinator
import Observation

/// The seed's content screen. Its view model is its own flow state (``ContentFlowStateProtocol``):
/// each button sets ``activeLink`` with its parameters, and a plain `String` link can be pushed
/// onto the same path next to the `ContentLink`s. Being its own coordinator, it ignores the
/// buttons of its screen while another screen is on top (a double click pushes once).
///
/// The level keeps this view model (it is attached to the content entry), so the view model
/// holds the level weakly: a strong reference back would keep both alive for ever once the
/// app lets go of the level with the content screen still on it.
@Observable
@MainActor
public final class ContentViewModel: ScreenViewModel, ContentFlowStateProtocol {
    /// The level the content screen is on; `nil` once it is gone.
    @ObservationIgnored public private(set) weak var level: FlowState?
    @ObservationIgnored public let origin: FlowOrigin
    /// The first link's parameter (and the string link's, the sheet's and the cover's item).
    public var text = ContentViewModel.initialText
    /// The second link's parameter.
    public var number = 42

    /// The screen's one field.
    public enum Field: String, Codable, Sendable {
        case text
    }

    /// Whether the field had the focus last, as the page reports it.
    public var focus: Field?
    /// Where the caret was in the field that had the focus, as the page reports it.
    public var caret: Int?

    /// The content screen on `level`, with what `draft` kept of the text typed before the
    /// app was closed.
    public init(level: FlowState, origin: FlowOrigin = .detached, draft: ContentDraft? = nil) {
        self.level = level
        self.origin = origin
        if let draft {
            text = draft.text
            focus = draft.focus
            caret = draft.caret
        }
    }

    /// What to keep of the field if the app stopped now, or `nil` when it holds what it started with.
    public var draft: ContentDraft? {
        text == Self.initialText ? nil : ContentDraft(text: text, focus: focus, caret: caret)
    }

    /// The text the field starts with, in the user's language (the same all through a run, so
    /// ``draft`` can compare with it).
    nonisolated static var initialText: String {
        // Translators: the text a field of the Content example starts with; its links carry it
        localized("Hello")
    }

    /// What is wrong with ``text`` for a link, in plain words, or `nil`: the links that carry it
    /// follow the same rule as a deep link's text. Those buttons do nothing while it is set.
    public var textProblem: String? { ShopRoutes.problem(withTypedText: text) }

    public func firstTapped() { go(to: .firstLink(text: text)) }
    public func secondTapped() { go(to: .secondLink(number: number)) }
    public func thirdTapped() { go(to: .thirdLink) }
    public func sheetTapped() { go(to: .sheetLink(item: text)) }
    public func coverTapped() { go(to: .coverLink(item: text)) }

    /// Pushes a plain `String` link onto the same path, as `NavigationPath` allows.
    public func stringTapped() {
        guard textProblem == nil else { return }
        origin.send { level?.push(text) }
    }

    private func go(to link: ContentLink) {
        guard textProblem == nil || !link.carriesText else { return }
        origin.send { activeLink = link }
    }
}
