import FlowCoordinator
import Observation

/// The seed's content screen. Its view model is its own flow state (``ContentFlowStateProtocol``):
/// each button sets ``activeLink`` with its parameters, and a plain `String` link can be pushed
/// onto the same path next to the `ContentLink`s.
@Observable
@MainActor
public final class ContentViewModel: ScreenViewModel, ContentFlowStateProtocol {
    public let title = "Content"
    @ObservationIgnored public let flowState: FlowState
    /// The first link's parameter (and the string link's, the sheet's and the cover's item).
    public var text = "Hello"
    /// The second link's parameter.
    public var number = 42

    public init(flowState: FlowState) {
        self.flowState = flowState
    }

    public func firstTapped() { activeLink = .firstLink(text: text) }
    public func secondTapped() { activeLink = .secondLink(number: number) }
    public func thirdTapped() { activeLink = .thirdLink }
    public func sheetTapped() { activeLink = .sheetLink(item: text) }
    public func coverTapped() { activeLink = .coverLink(item: text) }

    /// Pushes a plain `String` link onto the same path, as `NavigationPath` allows.
    public func stringTapped() {
        flowState.push(text)
    }
}
