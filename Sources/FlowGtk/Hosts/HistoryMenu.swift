import FlowCoordinator

/// The history menu of a back button, as libadwaita's back button has it: a right click, a long
/// press, Shift+F10 or the Menu key on the button lists the pages behind, by their titles, nearest
/// first (across a sheet's stack and the stack under it), then the pages ahead. Choosing one goes
/// there in one change, through the state (``FlowState/userWent(to:)``); a middle click on a page
/// behind opens it in a new window.
///
/// The menu's popover exists only while it is open: a popover held by the button all the time
/// would have its styles checked again at every push and pop, as the button shows and hides.
@MainActor
final class HistoryMenu {
    /// The pages to list, when the menu opens.
    var places: @MainActor () -> [HistoryPlace] = { [] }
    /// Going to a place: `inNewWindow` for a middle click.
    var choose: @MainActor (_ place: HistoryPlace, _ inNewWindow: Bool) -> Void = { _, _ in }

    private unowned let button: Button
    /// The open menu, and its items.
    private var popover: Popover?
    private var items: [Widget] = []
    private var isChoosing = false

    /// A menu on `button`, which holds it while it is open.
    init(on button: Button) {
        self.button = button
        // A button lets go of its own child only: an open menu leaves it as it goes.
        button.connectWidgetSignal("destroy") { [weak self] _ in self?.popover?.detach() }
        let click = ClickGesture(button: .secondary, phase: .bubble)
        click.onPressed { [weak self, weak click] _, _, _ in
            click?.claim()
            self?.open()
        }
        button.addController(click)
        let hold = LongPressGesture()
        hold.onPressed { [weak self, weak hold] _, _ in
            hold?.claim()
            self?.open()
        }
        button.addController(hold)
        let keys = KeyController()
        keys.onKeyPressed { [weak self] press in
            guard ContextMenu.opens(press), let self else { return false }
            self.open()
            return true
        }
        button.addController(keys)
    }

    /// Whether the menu is open (tests).
    var isOpen: Bool { popover?.isVisible ?? false }

    /// The labels of the items, in order (tests).
    var itemLabels: [String] { items.compactMap { ($0 as? Button)?.label } }

    /// Lists the places as they are now and opens the menu under the button; with none, nothing.
    func open() {
        let places = places()
        guard !places.isEmpty, popover == nil else { return }
        let list = Box(.vertical)
        let behind = places.filter { !$0.isAhead }
        let ahead = places.filter(\.isAhead)
        items = behind.map(item(for:))
        if !ahead.isEmpty {
            if !behind.isEmpty { items.append(Separator(.horizontal)) }
            items += ahead.map(item(for:))
        }
        for item in items { list.append(item) }
        let popover = Popover(list)
        popover.addCSSClass("menu")
        popover.hasArrow = false
        popover.attach(to: button)
        popover.onClosed { [weak self] in self?.closed() }
        self.popover = popover
        popover.point(at: nil, nil)
        popover.popup()
    }

    /// Closed with a choice or without (Escape, a click outside): without, the focus goes back to
    /// the button, as libadwaita's back button does (GTK would hand it to the page). The popover
    /// goes once GTK is done closing it.
    private func closed() {
        if !isChoosing { AppFocus.whileAppMoves { _ = button.grabFocus() } }
        let closing = popover
        popover = nil
        items = []
        GtkRuntime.runWhenIdle { closing?.detach() }
    }

    private func chose(_ place: HistoryPlace, inNewWindow: Bool) {
        isChoosing = true
        popover?.popdown()
        isChoosing = false
        choose(place, inNewWindow)
    }

    private func item(for place: HistoryPlace) -> Button {
        let button = Button(label: place.title, style: .flat)
        button.accessibleDescription = place.isAhead ? localized("Forward") : localized("Back")
        button.onClicked { [weak self] in self?.chose(place, inNewWindow: false) }
        if !place.isAhead {
            ContextMenu.onMiddleClick(of: button) { [weak self] in self?.chose(place, inNewWindow: true) }
        }
        return button
    }
}
