import FlowGtk

/// The layout of the Patterns tab's example screens: what the screen shows, the line of
/// coordinator code its buttons end up running, and the buttons.
@MainActor
final class ExampleColumn {
    let column: PageColumn

    /// A column whose heading is its screen's title unless `heading` says otherwise.
    init(heading: PageColumn.Heading = .screenTitle, explanation: String, code: String? = nil) {
        column = PageColumn(heading: heading, subtitle: explanation)
        if let code {
            let label = Text.body(code, css: "pattern-code")
            label.isSelectable = true
            label.hyphenatesBrokenWords = false
            label.textDirection = .leftToRight  // Swift, in Hebrew too
            column.append(label)
        }
    }

    /// A row of buttons, each calling its action; returns them, in order. The row wraps, so a
    /// narrow window shows every button.
    @discardableResult
    func buttons(_ specs: [(String, ButtonStyle, @MainActor () -> Void)]) -> [Button] {
        let row = WrapBox(spacing: 8)
        let buttons = specs.map { label, style, action in
            let button = Button(label: label, style: style)
            button.onClicked(action)
            row.append(button)
            return button
        }
        column.append(row)
        return buttons
    }

    /// The finished page, titled by its screen's registration.
    func page(owner: AnyObject) -> Page { column.page(owner: owner) }
}
