import FlowCoordinator

/// What a list's search keeps through a quit or a crash: the query as typed, while the search
/// is open. It is the list screen's draft, saved with its tab.
public struct SearchDraft: FormDraft {
    public var query: String

    public init(query: String) {
        self.query = query
    }

    public static var textFields: [WritableKeyPath<Self, String>] { [\.query] }
}
