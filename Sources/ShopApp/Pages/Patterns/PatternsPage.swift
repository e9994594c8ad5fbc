import FlowGtk
import ShopFlows

/// The Patterns tab's root: the source examples of the pattern, each runnable.
@MainActor
final class PatternsPage: ScreenPage {
    private let model: PatternsViewModel
    private let column = PageColumn(heading: "Patterns", subtitle: "The examples the pattern was described with, running on the same core as the shop.")

    init(_ model: PatternsViewModel) {
        self.model = model
        let list = BoxedList { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.exampleSelected(model.rows[index].example)
        } openInNewWindow: { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.exampleOpenedInNewWindow(model.rows[index].example)
        }
        list.show(model.rows.map { BoxedList.Row(title: $0.name, subtitle: $0.summary, icon: "view-list-symbolic") })
        column.append(list.list)
    }

    var page: Page { column.page(owner: self) }
}
