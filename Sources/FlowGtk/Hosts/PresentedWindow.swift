import FlowCoordinator

/// The window of a sheet or a full-screen cover: modal, transient for its presenter, destroyed
/// with it, with its own header and navigation stack. A cover covers its presenter's window, a
/// sheet stands centred on it (``PresentationPlacement``), and both follow it.
///
/// Escape, Ctrl+W (``NavigationShortcuts/closePresentation``) and the window's close button
/// report a close to the coordinator and keep the window open: it goes only when the state says so (a guard may refuse), and closing it from
/// the program never reports back.
@MainActor
final class PresentedWindow {
    let presentation: Presentation
    let window: Window
    let host: NavigationHost
    let header = NavigationHeader(centeredTitle: true)
    /// Where the window's toasts are drawn while it is the window on top.
    let toastOverlay: ToastOverlay
    /// The back and close actions, their keys, and mouse button 8.
    private(set) var chrome: WindowChrome!
    /// Blocks the window while another is presented over it.
    let block = WindowBlock()

    init(
        presentation: Presentation, screens: ScreenSource, level: FlowState, path: [FlowEntry], over parent: Window,
        destinations: Destinations,
        onClose: @escaping @MainActor () -> Void,
        onBack: @escaping @MainActor () -> Void,
        onForward: @escaping @MainActor () -> Void
    ) {
        self.presentation = presentation
        host = NavigationHost(level: level, rootPage: { destinations.buildRoot(from: screens) },
                              entries: path, destinations: destinations)
        window = Window(role: .dialog)
        window.addCSSClass(presentation.style == .cover ? "flow-cover" : "flow-sheet")
        window.isModal = true
        window.useOwnWindowGroup()
        window.transientParent = parent
        window.destroysWithParent = true
        window.setTitlebar(header.bar)
        toastOverlay = ToastOverlay(over: host.stack)
        window.setChild(toastOverlay.overlay)
        header.showsBack = presentation.hostsNavigation

        host.onChange = { [weak self] in self?.refresh() }
        refresh()

        window.onCloseRequest {
            onClose()
            return true
        }
        chrome = WindowChrome(on: window, header: header, onBack: onBack, onForward: onForward)
        chrome.addClose(onClose)
        chrome.focus.pages = { [weak self] in self?.host.shownPages ?? [] }
        chrome.focus.around = { [weak self] in
            guard let self else { return [] }
            return [self.header.bar]
        }
        placer = PresentationPlacer(window, style: presentation.style, over: parent)
    }

    /// Whether the window has come to rest.
    var isSettled: Bool { chrome.isSettled }

    /// Keeps the window over its parent: a sheet centred on it, a cover over its frame.
    private(set) var placer: PresentationPlacer!

    /// Where the window's content changes with the state: its pages and its Back button.
    var changingRegions: [Widget] { [host.widget, header.backButton] }

    private func refresh() {
        header.follow(host)
        window.setDefaultWidget(host.topPage?.headerActions?.confirm)
        window.title = host.title
    }

    /// Shows the window, the same whether the state's change was animated or not: how a window
    /// appears is the window manager's. GTK focuses its first focusable widget, which may be a
    /// selectable label (a code sample, all its text selected): the top page's first control
    /// takes it instead, as in a window pushed to.
    func present() {
        FocusKeeper.whileAppMoves {
            placer.place()
            window.present()
            if let page = host.topPage { PageFocus.settle(on: page, in: host.stack, pushed: true) }
        }
    }

    func destroy() {
        window.destroy()
    }
}
