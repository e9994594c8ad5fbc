import FlowGtk

/// Labels in the app's text styles.
@MainActor
enum Text {
    static func body(_ text: String, css: String? = nil) -> Label {
        let label = Label(text)
        label.wraps = true
        label.maxWidthChars = 50
        label.xalign = 0
        if let css { label.addCSSClass(css) }
        return label
    }
}
