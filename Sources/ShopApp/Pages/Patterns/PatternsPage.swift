import FlowGtk
import ShopFlows

/// The Patterns tab's root: the source examples of the pattern, each runnable. It is the tab's
/// sidebar: a wide window runs the chosen example beside it.
@MainActor
final class PatternsPage {
    private let model: PatternsViewModel
    private let column = PageColumn(heading: .screenTitle, subtitle: localized("The examples the pattern was described with, running on the same core as the shop."))
    private let list: BoxedList
    private let search: ListSearchBar

    init(_ model: PatternsViewModel) {
        self.model = model
        list = BoxedList { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.exampleChosen(model.rows[index].example)
        } openInNewWindow: { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.exampleOpenedInNewWindow(model.rows[index].example)
        }
        list.show(model.rows.map { BoxedList.Row(title: $0.name, subtitle: $0.summary, icon: "view-list-symbolic") })
        column.append(list.list)
        // Translators: what the search field over the examples says while empty
        search = ListSearchBar(model, placeholder: localized("Search Examples"), list: list, column: column)
        column.append(search.noMatch)
    }

    var page: Page {
        let page = column.page(search.page, owner: self)
        page.sidebar = Sidebar(list: list.list, chosenRow: { [weak model] in model?.chosenRow },
                               emptyIcon: "view-list-symbolic", emptyTitle: localized("Choose an Example"),
                               emptyDescription: localized("It runs here."))
        return page
    }
}

extension PatternsViewModel: PageProviding {
    public func makePage() -> Page { PatternsPage(self).page }
}
