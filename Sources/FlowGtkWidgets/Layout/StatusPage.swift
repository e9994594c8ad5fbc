/// What a part of a window shows while it has nothing to show, as GNOME's status pages do: a large
/// dimmed icon, a title and a line under it, centred. A split view's content shows one until a row
/// of its sidebar is chosen ("Choose an Item").
///
/// FlowGtk's stylesheet gives it its look by the CSS classes its widgets carry: `flow-status-page`
/// on the box, `page-icon` on the icon, `title-1` on the title (a heading for assistive
/// technologies) and `dim-label` on the description.
@MainActor
public final class StatusPage {
    /// The page: add it where the status shows.
    public let box = Box(.vertical, spacing: 12)
    /// The title, centred.
    public let titleLabel: Label
    /// The line under the title, centred.
    public let descriptionLabel: Label
    /// The icon above them.
    public let icon: Image

    /// A status page of `icon` (a symbolic icon's name), `title` and `description`.
    public init(icon iconName: String, title: String, description: String = "") {
        FlowGtkStyles.load()
        box.addCSSClass("flow-status-page")
        box.verticalAlignment = .center
        box.horizontalAlignment = .center
        box.margins = .symmetric(vertical: 24, horizontal: 24)
        icon = Image(iconName: iconName, .decorative)
        icon.pixelSize = 128
        icon.addCSSClass("page-icon")
        icon.addCSSClass("dim-label")
        titleLabel = Label(heading: title)
        titleLabel.addCSSClass("title-1")
        descriptionLabel = Label(description)
        descriptionLabel.addCSSClass("dim-label")
        for label in [titleLabel, descriptionLabel] {
            label.wraps = true
            label.xalign = 0.5
            label.centresLines = true
            label.maxWidthChars = 40
        }
        descriptionLabel.isVisible = !description.isEmpty
        box.append(icon)
        box.append(titleLabel)
        box.append(descriptionLabel)
    }

    /// Shows `icon`, `title` and `description` (hidden when empty).
    public func show(icon iconName: String, title: String, description: String) {
        icon.iconName = iconName
        titleLabel.text = title
        descriptionLabel.text = description
        descriptionLabel.isVisible = !description.isEmpty
    }
}
