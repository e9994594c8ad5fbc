import FlowGtk
import ShopFlows

/// The Items tab's root: the catalogue as a boxed list; a click reports the item to the view
/// model, whose coordinator shows its detail. It is the tab's sidebar: a wide window shows it
/// beside the detail, with the chosen item marked.
@MainActor
final class ItemsPage {
    private let model: ItemsViewModel
    private let column = PageColumn(heading: .screenTitle, subtitle: localized("Pick an item to see its details."))
    private let list: BoxedList
    private let search: ListSearchBar

    init(_ model: ItemsViewModel) {
        self.model = model
        list = BoxedList { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.follow(.detail(itemID: model.rows[index].id))
        } openInNewWindow: { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.itemOpenedInNewWindow(model.rows[index].id)
        }
        list.show(model.rows.map { BoxedList.Row(title: $0.name, icon: $0.icon, detail: $0.priceText) })
        column.append(list.list)
        // Translators: what the catalogue's search field says while empty
        search = ListSearchBar(model, placeholder: localized("Search Items"), list: list, column: column)
        column.append(search.noMatch)
    }

    var page: Page {
        let page = column.page(search.page, owner: self)
        page.sidebar = Sidebar(list: list.list, chosenRow: { [weak model] in model?.chosenRow },
                               emptyIcon: "package-x-generic-symbolic", emptyTitle: localized("Choose an Item"),
                               emptyDescription: localized("Its details show here."))
        return page
    }
}

extension ItemsViewModel: PageProviding {
    public func makePage() -> Page { ItemsPage(self).page }
}
