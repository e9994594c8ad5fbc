import FlowGtk
import ShopFlows

/// Settings: two switches bound to the view model.
@MainActor
final class SettingsPage {
    private let model: SettingsViewModel
    private let column = PageColumn(heading: .screenTitle)

    init(_ model: SettingsViewModel) {
        self.model = model
        let orders = Switch(isOn: model.orderUpdates)
        orders.onToggled { [weak model] in model?.orderUpdates = $0 }
        let news = Switch(isOn: model.newsletter)
        news.onToggled { [weak model] in model?.newsletter = $0 }
        let list = ListBox(boxed: true)
        let rows: [(String, String, Switch)] = [
            (localized("Order updates"), localized("Tell me when an order ships."), orders),
            (localized("Newsletter"), localized("New items, once a month."), news),
        ]
        for (title, subtitle, control) in rows {
            // A screen reader reads the row's texts in the order they are shown, as BoxedList's rows.
            list.append(Self.row(title, subtitle, control), named: "\(title), \(subtitle)", activatable: false)
        }
        column.append(list)
    }

    private static func row(_ title: String, _ subtitle: String, _ control: Switch) -> Box {
        let row = Box(.horizontal, spacing: 12)
        let texts = Box(.vertical, spacing: 2)
        texts.hexpand = true
        texts.append(Text.body(title, css: "row-title"))
        texts.append(Text.body(subtitle, css: "row-subtitle"))
        control.verticalAlignment = .center
        control.accessibleName = title  // a screen reader says "Order updates, switch, on"
        row.append(texts)
        row.append(control)
        return row
    }

    var page: Page { column.page(owner: self) }
}

extension SettingsViewModel: PageProviding {
    public func makePage() -> Page { SettingsPage(self).page }
}
