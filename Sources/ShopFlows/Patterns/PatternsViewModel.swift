import FlowCoordinator
import Observation

@MainActor
public protocol PatternsViewModelDelegate: AnyObject {
    func patternsDidChoose(_ example: PatternsLink, from origin: FlowOrigin)
    func patternsDidOpenInNewWindow(_ example: PatternsLink, from origin: FlowOrigin)
}

/// The Patterns tab's root: the source examples, each runnable as the seeds wrote it.
@Observable
@MainActor
public final class PatternsViewModel: ScreenViewModel, SearchableList {
    public struct Row: Hashable, Sendable, Identifiable {
        public let example: PatternsLink
        public let name: String
        public let summary: String
        public var id: PatternsLink { example }
    }

    /// The examples, named and summed up in the user's language.
    public let rows: [Row] = [
        Row(example: .content, name: localized("Content Screen"),
            // Translators: a summary for developers; “view model”, “flow state” and “coordinator” are terms of the code
            summary: localized("The view model is its flow state; links with parameters, a sheet, a cover, child coordinators.")),
        Row(example: .abc, name: localized("Screens A, B, C"),
            // Translators: a summary for developers; A, B and C are the names of three example screens
            summary: localized("One coordinator; view models ask through a delegate; A→B→C and A→C share the code for C.")),
        Row(example: .config, name: localized("Create Configuration"),
            // Translators: a summary for developers; presentedItem and coverItem are names in the code, keep them
            summary: localized("A flow state with a shared path, presentedItem and coverItem, and a child coordinator.")),
    ]
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: PatternsViewModelDelegate?
    /// The search over the examples, by name and summary.
    public let search: ListSearch

    @ObservationIgnored private let chosenExample: @MainActor () -> PatternsLink?

    /// The row of the example the tab runs (its sidebar's choice), if any.
    public var chosenRow: Int? {
        let example = chosenExample()
        return rows.firstIndex { $0.example == example }
    }

    /// - Parameter chosenExample: the example the tab runs, if any (read with Observation
    ///   tracking, so ``chosenRow`` follows it).
    public init(origin: FlowOrigin = .detached, search: ListSearch = ListSearch(),
                chosenExample: @escaping @MainActor () -> PatternsLink? = { nil }) {
        self.origin = origin
        self.search = search
        self.chosenExample = chosenExample
    }

    public static func searchTexts(of row: Row) -> [String] { [row.name, row.summary] }

    public func rowChosen(_ index: Int) {
        if rows.indices.contains(index) { exampleChosen(rows[index].example) }
    }

    public func exampleChosen(_ example: PatternsLink) {
        origin.send { delegate?.patternsDidChoose(example, from: origin) }
    }

    /// The user asked for an example in a new window (its context menu, a middle click).
    public func exampleOpenedInNewWindow(_ example: PatternsLink) {
        origin.send { delegate?.patternsDidOpenInNewWindow(example, from: origin) }
    }
}
