import FlowCoordinator

/// Which page draws which screen: the GTK side of the state's registrations.
///
/// An app that registers its screens on the state (`FlowState.register(_:title:onAppear:screen:)`)
/// registers here one page per view-model type, with ``page(for:build:)-(Model.Type,_)``: the
/// state makes the view model of a screen as it is shown, and the page is found by its type.
///
/// ```swift
/// destinations.page(for: ItemDetailViewModel.self) { ItemDetailPage($0).page }
/// ```
///
/// An app may instead register builders per link type (``page(for:title:build:)`` and
/// ``presentation(for:build:)``), the counterpart of SwiftUI's `navigationDestination(for:)`,
/// `sheet(item:)` and `fullScreenCover(item:)`; they come first where both apply. Builders only
/// draw: the decision of what to push or present stays with the coordinator.
@MainActor
public final class Destinations {
    /// Builds the page of a pushed entry (or of a presented level's first screen) of the level it is on.
    public typealias PageBuilder = @MainActor (_ entry: FlowEntry, _ level: FlowState) -> Page
    /// Builds the first page of a presented level, from the level's own state.
    public typealias PresentationBuilder = @MainActor (_ level: FlowState) -> Page

    private var pages: [ObjectIdentifier: (title: (FlowEntry) -> String, build: PageBuilder)] = [:]
    private var presentations: [ObjectIdentifier: PresentationBuilder] = [:]
    private var screenPages: [ObjectIdentifier: @MainActor (AnyObject) -> Page] = [:]

    /// No pages yet: register one per view-model type or per link type.
    public init() {}

    /// Builds the page of every screen whose view model is a `Model`.
    public func page<Model: AnyObject>(for type: Model.Type, build: @escaping @MainActor (Model) -> Page) {
        screenPages[ObjectIdentifier(type)] = { model in
            guard let model = model as? Model else { return Self.missingPage(for: nil) }
            return build(model)
        }
    }

    /// The page of a screen's view model, as registered for its type.
    public func page(for screen: AnyObject?) -> Page {
        guard let screen, let build = screenPages[ObjectIdentifier(type(of: screen))] else {
            return Self.missingPage(naming: screen.map { "\(type(of: $0))" } ?? "this screen")
        }
        return build(screen)
    }

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
        if let registration = pages[ObjectIdentifier(entry.link.linkType)] { return registration.build(entry, level) }
        if !screenPages.isEmpty { return page(for: level.screen(for: entry)) }
        return Self.missingPage(for: entry.link)
    }

    func title(for entry: FlowEntry, in level: FlowState) -> String {
        if let registration = pages[ObjectIdentifier(entry.link.linkType)] { return registration.title(entry) }
        return screenPages.isEmpty ? "\(entry.link)" : level.title(for: entry.link)
    }

    func buildRoot(of level: FlowState) -> Page {
        guard let link = level.presentation?.link else { return Self.missingPage(for: nil) }
        if let build = presentations[ObjectIdentifier(link.linkType)] { return build(level) }
        if !screenPages.isEmpty { return page(for: level.rootScreen) }
        return Self.missingPage(for: link)
    }

    /// A page that says, in one line, that nothing is registered for a link; the app goes on.
    static func missingPage(for link: AnyFlowLink?) -> Page {
        missingPage(naming: link.map { "\($0.linkType)" } ?? "this presentation")
    }

    /// A page that says, in one line, that nothing is registered for `what`.
    private static func missingPage(naming what: String) -> Page {
        let label = Label("No page is registered for \(what)")
        label.addCSSClass("dim-label")
        label.wraps = true
        return Page(label, title: "Missing Page")
    }
}
