import CGtk

/// A widget's tooltip given when GTK asks for it (`query-tooltip`), for a tooltip that changes
/// as the user navigates, such as the back button's "Back to Catalogue".
///
/// `gtk_widget_set_tooltip_text` on a widget that is shown asks the display server where the
/// pointer is, to refresh a tooltip that may be on screen: a round trip on every change, which
/// made a push and a pop over a deep stack 11–18 % slower (the back button shows at both ends).
/// Here a change only stores the text and tells assistive technologies (the accessible
/// description, as GTK does for a tooltip); GTK reads the text when it is about to show the
/// tooltip. A tooltip on screen shows the new text from the pointer's next move.
@MainActor
package final class QueriedTooltip {
    /// The text shown; `nil` for none.
    package var text: String? {
        didSet {
            guard text != oldValue else { return }
            Widget.setAccessibleDescription(of: widget.widgetPointer, text)
        }
    }
    private unowned let widget: Widget

    /// Gives `widget` this tooltip, replacing any tooltip text it had; `widget` keeps the handler.
    package init(on widget: Widget, text: String?) {
        self.widget = widget
        widget.tooltip = nil
        gtk_widget_set_has_tooltip(widget.widgetPointer, 1)
        self.text = text
        Widget.setAccessibleDescription(of: widget.widgetPointer, text)
        widget.connect("query-tooltip", { [weak self] in self?.text }, using: flow_connect_query_tooltip) {
            _, _, _, _, tooltip, data in
            MainActor.assumeIsolated {
                guard let text = SignalHandlerBox.handler(from: data, as: (@MainActor () -> String?).self)(),
                      !text.isEmpty else { return 0 }
                gtk_tooltip_set_text(tooltip, text)
                return 1
            }
        }
    }
}
