/// A screen's list that a person can search (``ListSearch``): which rows show, what the list
/// says when none does, and Enter in the search opening the first row shown.
@MainActor
public protocol SearchableList: AnyObject {
    associatedtype Row
    /// Every row, shown or not: a row's index stays its index while a search hides others.
    var rows: [Row] { get }
    /// The search over the rows.
    var search: ListSearch { get }
    /// The texts of `row` a search looks in: those the row shows.
    static func searchTexts(of row: Row) -> [String]
    /// The person chose the row at `index`, as a click on it does.
    func rowChosen(_ index: Int)
}

extension SearchableList {
    /// For each row, whether the search shows it.
    public var rowsShown: [Bool] { search.shown(rows, texts: Self.searchTexts) }

    /// What the list says when the search hides every row, or `nil`.
    public var noMatchText: String? { search.noMatch(in: rowsShown) }

    /// The person pressed Enter in the search: the first row shown opens, as a click on it does.
    public func searchActivated() {
        if let first = rowsShown.firstIndex(of: true) { rowChosen(first) }
    }
}
