import FlowCoordinator

/// Which page to build for which link: the GTK counterpart of SwiftUI's
/// `navigationDestination(for:)`, `sheet(item:)` and `fullScreenCover(item:)`.
///
/// Register one builder per link type. Builders only draw: they ask the coordinator for the view
/// model of an entry (`coordinator.screen(for: entry, in: level)`) and wrap it in a page; the
/// decision of what to push or present stays with the coordinator.
@MainActor
public final class Destinations {
    public typealias PageBuilder = @MainActor (_ entry: FlowEntry, _ level: FlowState) -> Page
    public typealias PresentationBuilder = @MainActor (_ level: FlowState) -> Page

    private var pages: [ObjectIdentifier: (title: (FlowEntry) -> String, build: PageBuilder)] = [:]
    private var presentations: [ObjectIdentifier: PresentationBuilder] = [:]

    public init() {}

    /// Builds pages for pushed entries whose link is a `Link`; `title` names an entry without
    /// building its page (for the back button's tooltip).
    public func page<Link: Hashable & Sendable>(
        for type: Link.Type,
        title: @escaping @MainActor (Link, FlowEntry) -> String,
        build: @escaping @MainActor (Link, FlowEntry, FlowState) -> Page
    ) {
        pages[ObjectIdentifier(type)] = (
            title: { entry in entry.link.as(Link.self).map { title($0, entry) } ?? "\(entry.link)" },
            build: { entry, level in
                guard let link = entry.link.as(Link.self) else { return Self.missingPage(for: entry.link) }
                return build(link, entry, level)
            })
    }

    /// Builds the root page of presented windows (sheets, covers) whose link is a `Link`. The
    /// presented level's own pushes use the builders registered with ``page(for:title:build:)``.
    public func presentation<Link: Hashable & Sendable>(
        for type: Link.Type,
        build: @escaping @MainActor (Link, FlowState) -> Page
    ) {
        presentations[ObjectIdentifier(type)] = { level in
            guard let link = level.presentation?.link.as(Link.self) else {
                return Self.missingPage(for: level.presentation?.link)
            }
            return build(link, level)
        }
    }

    func buildPage(for entry: FlowEntry, in level: FlowState) -> Page {
        guard let registration = pages[ObjectIdentifier(entry.link.linkType)] else {
            return Self.missingPage(for: entry.link)
        }
        return registration.build(entry, level)
    }

    func title(for entry: FlowEntry) -> String {
        pages[ObjectIdentifier(entry.link.linkType)]?.title(entry) ?? "\(entry.link)"
    }

    func buildRoot(of level: FlowState) -> Page {
        guard let link = level.presentation?.link,
              let build = presentations[ObjectIdentifier(link.linkType)] else {
            return Self.missingPage(for: level.presentation?.link)
        }
        return build(level)
    }

    /// A page that says, in one line, that nothing is registered for a link; the app goes on.
    static func missingPage(for link: AnyFlowLink?) -> Page {
        let label = Label("No page is registered for \(link.map { "\($0.linkType)" } ?? "this presentation")")
        label.addCSSClass("dim-label")
        label.wraps = true
        return Page(label, title: "Missing Page")
    }
}
