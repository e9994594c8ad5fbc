import FlowCoordinator

/// The window of a sheet or a full-screen cover: modal, transient for its presenter, destroyed
/// with it, with its own header and navigation stack.
///
/// Escape, Ctrl+W and the window's close button report a close to the coordinator and keep the
/// window open: it goes only when the state says so (a guard may refuse), and closing it from
/// the program never reports back.
@MainActor
final class PresentedWindow {
    let presentation: Presentation
    let window: Window
    let host: NavigationHost
    let header = NavigationHeader(centeredTitle: true)
    let keys = KeyController()
    private(set) var backGesture: ClickGesture?

    init(
        presentation: Presentation, level: FlowState, path: [FlowEntry], over parent: Window,
        destinations: Destinations,
        onClose: @escaping @MainActor () -> Void,
        onBack: @escaping @MainActor () -> Void
    ) {
        self.presentation = presentation
        host = NavigationHost(level: level, rootPage: destinations.buildRoot(of: level),
                              entries: path, destinations: destinations)
        window = Window(defaultWidth: 560, defaultHeight: 640, role: .dialog)
        window.addCSSClass(presentation.style == .cover ? "flow-cover" : "flow-sheet")
        window.isModal = true
        window.transientParent = parent
        window.destroysWithParent = true
        if presentation.style == .cover {
            // A fullscreen window hides its title bar, so a cover carries its header in its
            // content, with its own close button.
            let content = Box(.vertical)
            header.bar.showsTitleButtons = false
            let close = Button(iconName: "window-close-symbolic", name: "Close")
            close.onClicked(onClose)
            header.bar.packEnd(close)
            content.append(header.bar)
            content.append(host.stack)
            window.setTitlebar(Box())
            window.setChild(content)
        } else {
            window.setTitlebar(header.bar)
            window.setChild(host.stack)
        }
        header.showsBack = presentation.hostsNavigation
        header.backButton.onClicked(onBack)

        host.onChange = { [weak self] in self?.refresh() }
        refresh()

        window.onCloseRequest {
            onClose()
            return true
        }
        keys.onKeyPressed { press in
            guard press.matches(KeyChord(.escape)) || press.matches(KeyChord(.character("w"), .control)) else {
                return false
            }
            onClose()
            return true
        }
        backGesture = BackShortcuts.install(on: window, keys: keys, goBack: onBack)
        window.addController(keys)
        if presentation.style == .cover { window.fullscreen() }
    }

    private func refresh() {
        header.follow(host)
        window.title = host.title
    }

    func present(animated: Bool) {
        window.present()
    }

    func destroy() {
        window.destroy()
    }
}
