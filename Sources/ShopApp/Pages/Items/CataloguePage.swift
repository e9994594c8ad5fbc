import FlowGtk
import ShopFlows

/// The Items tab's root: the catalogue as a boxed list; a click reports the item to the view
/// model, whose coordinator pushes its detail.
@MainActor
final class CataloguePage: ScreenPage {
    private let model: CatalogueViewModel
    private let column = PageColumn(heading: "Catalogue", subtitle: "Pick an item to see its details.")

    init(_ model: CatalogueViewModel) {
        self.model = model
        let list = BoxedList { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.itemSelected(model.rows[index].id)
        } openInNewWindow: { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.itemOpenedInNewWindow(model.rows[index].id)
        }
        list.show(model.rows.map { BoxedList.Row(title: $0.name, icon: $0.icon, detail: $0.priceText) })
        column.append(list.list)
    }

    var page: Page { column.page(owner: self) }
}
