import FlowCoordinator

/// Which page draws which screen: the GTK side of the state's registrations. A view model that
/// provides its page (``PageProviding``) needs no entry here.
///
/// The app registers its screens on the state (`FlowState.register(_:title:onAppear:screen:)`),
/// and here one page per view-model type, with ``page(for:build:)-(Model.Type,_)``: the state
/// makes the view model of a screen as it is shown, however it came (pushed, presented, restored,
/// opened from a link), and the page is found by its type. Pages only draw: the decision of what
/// to push or present stays with the coordinator.
///
/// ```swift
/// destinations.page(for: ItemDetailViewModel.self) { ItemDetailPage($0).page }
/// ```
@MainActor
public final class Destinations {
    private var screenPages: [ObjectIdentifier: @MainActor (AnyObject) -> Page] = [:]

    /// No pages yet: register one per view-model type.
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
        if let screen, let build = screenPages[ObjectIdentifier(type(of: screen))] { return build(screen) }
        if let providing = screen as? any PageProviding { return providing.makePage() }
        return Self.missingPage(naming: screen.map { "\(type(of: $0))" } ?? "this screen")
    }

    /// The page of `entry`'s screen; a placeholder naming the link's type when the state makes
    /// no screen for it (no registration, and no unavailable screen registered).
    func buildPage(for entry: FlowEntry, from screens: ScreenSource) -> Page {
        guard let screen = screens.viewModel(for: entry) else { return Self.missingPage(for: entry.link) }
        return page(for: screen)
    }

    /// The page of a presented level's own screen, or a placeholder as ``buildPage(for:from:)``.
    func buildRoot(from screens: ScreenSource) -> Page {
        guard let screen = screens.presentationViewModel else { return Self.missingPage(for: screens.presentationLink) }
        return page(for: screen)
    }

    /// A page that says, in one line, that nothing is registered for a link; the app goes on.
    static func missingPage(for link: AnyFlowLink?) -> Page {
        missingPage(naming: link.map { "\($0.linkType)" } ?? localized("this presentation"))
    }

    /// A page that says, in one line, that nothing is registered for `what`.
    private static func missingPage(naming what: String) -> Page {
        let label = Label(localized("No page is registered for %s", what))
        label.addCSSClass("dim-label")
        label.wraps = true
        return Page(label, title: localized("Missing Page"))
    }
}
