import FlowGtk
import ShopFlows

/// The orders placed, newest first; a row opens the order (the coordinator's push).
@MainActor
final class OrdersPage {
    private let model: OrdersViewModel
    private let column = PageColumn(heading: .screenTitle)

    init(_ model: OrdersViewModel) {
        self.model = model
        var shown: [OrdersViewModel.Row] = []
        let list = BoxedList(onChoose: { [weak model] index in
            if shown.indices.contains(index) { model?.follow(.order(number: shown[index].number)) }
        })
        let empty = Text.body(model.emptyText, css: "dim-label")
        column.append(list.list)
        column.append(empty)
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            shown = self.model.rows
            list.show(shown.map { BoxedList.Row(title: $0.title, subtitle: $0.number, detail: $0.totalText) })
            empty.isVisible = shown.isEmpty
            list.list.isVisible = !shown.isEmpty
            return true
        }
    }

    var page: Page { column.page(owner: self) }
}

extension OrdersViewModel: PageProviding {
    public func makePage() -> Page { OrdersPage(self).page }
}
