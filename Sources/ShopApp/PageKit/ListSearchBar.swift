import FlowGtk
import ShopFlows

/// The search over a page's list (``SearchableList``): a search bar above the list, opened by
/// typing over the page or Ctrl+F, closed by Escape; the rows that do not match are hidden, and
/// a line says so when none does. Enter in the field opens the first row shown.
///
/// The bar shows what the view model's ``ListSearch`` says: what a person does in it (a key
/// typed, Escape) goes to the search first, and the bar follows.
@MainActor
final class ListSearchBar {
    /// The page: the bar, over the column with the list.
    let page = Box(.vertical)
    /// The line shown when no row matches, to put under the list.
    let noMatch = Text.body("", css: "dim-label")

    /// - Parameters:
    ///   - placeholder: what the empty field says ("Search Items").
    ///   - list: the list whose rows the search hides, in `column`; a list whose rows change with
    ///     the model hides them again itself (``CardList``).
    init<Model: SearchableList>(_ model: Model, placeholder: String, list: some RowsShownBySearch, column: PageColumn) {
        let entry = SearchEntry(placeholder: placeholder)
        let bar = SearchBar(entry: entry)
        page.append(bar)
        page.append(column.scroller)
        noMatch.isVisible = false
        let search = model.search
        bar.captureKeys(from: page)
        bar.onSearchingChanged { [weak search] isSearching in
            guard let search, isSearching != search.isOpen else { return }
            if isSearching { search.userOpened() } else { search.userClosed() }
        }
        entry.onChanged { [weak search] text in
            if let search, text != search.query { search.userTyped(text) }
        }
        entry.onActivate { [weak model] in model?.searchActivated() }
        ViewUpdates.keep { [weak self, weak model] in
            guard let self, let model else { return false }
            let search = model.search
            if entry.text != search.query { entry.text = search.query }
            bar.isSearching = search.isOpen
            list.showOnly(model.rowsShown)
            noMatch.text = model.noMatchText ?? ""
            noMatch.isVisible = model.noMatchText != nil
            return true
        }
    }
}

/// A list a search hides rows of, keeping each row's index.
@MainActor
protocol RowsShownBySearch {
    /// Shows the rows `shown` says, hides the others.
    func showOnly(_ shown: [Bool])
}

extension BoxedList: RowsShownBySearch {}
