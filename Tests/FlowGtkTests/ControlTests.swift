import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// The controls an app adds to a page: each reports its changes to a Swift closure and is
    /// named for screen readers when made.
    @Suite("Controls")
    @MainActor
    struct ControlTests {
        @Test("a check button toggles, reports it, and joins a group as a radio button", .requiresDisplay)
        func checkButton() {
            let pinned = CheckButton(label: "Pin to top")
            #expect(!pinned.isActive && pinned.label == "Pin to top")
            let toggles = Recorder<Bool>()
            pinned.onToggled { toggles.record($0) }
            pinned.isActive = true
            #expect(toggles.values == [true])
            let byDate = CheckButton(label: "By date", isActive: true)
            let byTitle = CheckButton(label: "By title")
            byTitle.joinGroup(of: byDate)
            byTitle.isActive = true
            #expect(!byDate.isActive)
        }

        @Test("a scale clamps its value, reports changes and is named", .requiresDisplay)
        func scale() {
            let size = Scale(range: 8...32, step: 1, value: 12, name: "Font Size")
            #expect(size.value == 12 && size.accessibleName == "Font Size")
            let values = Recorder<Double>()
            size.onValueChanged { values.record($0) }
            size.value = 40
            #expect(size.value == 32 && values.values == [32])
            size.digits = 1
            size.drawsValue = true
            #expect(size.digits == 1 && size.drawsValue)
            size.addMark(at: 16, label: "Default")
        }

        @Test("a search entry reports searches, Enter and Escape", .requiresDisplay)
        func searchEntry() {
            let search = SearchEntry(placeholder: "Search notes")
            #expect(search.accessibleName == "Search notes")
            let searches = Recorder<String>()
            let activations = Recorder<Int>()
            let stops = Recorder<Int>()
            search.onSearchChanged { searches.record($0) }
            search.onActivate { activations.record(1) }
            search.onStopSearch { stops.record(1) }
            search.text = "milk"
            #expect(search.text == "milk")
            flow_emit(search.rawPointer, "search-changed") // what GTK emits once typing pauses
            #expect(searches.last == "milk")
            flow_emit(search.rawPointer, "activate")
            flow_emit(search.rawPointer, "stop-search")
            #expect(activations.values.count == 1 && stops.values.count == 1)
        }

        @Test("a progress bar clamps its fraction and shows text", .requiresDisplay)
        func progressBar() {
            let export = ProgressBar(name: "Export")
            #expect(export.accessibleName == "Export" && export.fraction == 0)
            export.fraction = 1.5
            #expect(export.fraction == 1)
            export.text = "3 of 10"
            #expect(export.text == "3 of 10" && export.showsText)
            export.pulse()
        }

        @Test("a menu button opens a menu of sections built in Swift", .requiresDisplay)
        func menuButton() throws {
            let menu = Menu([
                Menu.Section([Menu.Item("Sort by Date", action: "win.sort::date"),
                              Menu.Item("Sort by Title", action: "win.sort::title")]),
                Menu.Section([Menu.Item("About Notes", action: "app.about")], title: "Notes"),
            ])
            let button = MenuButton(iconName: "open-menu-symbolic", name: "Main Menu", menu: menu)
            #expect(button.accessibleName == "Main Menu")
            let model = try #require(gtk_menu_button_get_menu_model(flow_menu_button(button.rawPointer)))
            #expect(g_menu_model_get_n_items(model) == 2) // two sections
            let first = try #require(g_menu_model_get_item_link(model, 0, "section"))
            defer { g_object_unref(UnsafeMutableRawPointer(first)) }
            #expect(g_menu_model_get_n_items(first) == 2)
            let labelled = MenuButton(label: "Sort", menu: Menu(items: [Menu.Item("By Date", action: "win.sort::date")]))
            #expect(!labelled.isOpen)
        }

        @Test("a popover in a menu button opens, closes and says so", .requiresDisplay)
        func popover() async throws {
            let window = FlowGtk.Window(title: "Popover")
            defer { window.destroy() }
            let popover = Popover(Label("Details"))
            let closings = Recorder<Int>()
            popover.onClosed { closings.record(1) }
            let button = MenuButton(label: "More", popover: popover)
            window.setChild(button)
            try await show(window)
            button.popup()
            #expect(popover.isVisible && button.isOpen)
            popover.popdown()
            #expect(!popover.isVisible && closings.values.count == 1)
            popover.hasArrow = false
            #expect(!popover.hasArrow && popover.closesOnClickOutside)
        }

        @Test("a picture loads a file and carries its alternative text", .requiresDisplay)
        func picture() throws {
            let path = try #require(Self.anImage())
            let photo = Picture(file: path, .describing("The app's icon"))
            #expect(photo.hasContent && photo.alternativeText == "The app's icon")
            #expect(photo.accessibleName == "The app's icon")
            photo.contentFit = .cover
            #expect(photo.contentFit == .cover)
            let missing = Picture(file: "/nonexistent.png", .decorative)
            #expect(!missing.hasContent)
        }

        @Test("a grid places children in cells, spanning", .requiresDisplay)
        func grid() {
            let grid = Grid()
            let title = Label("Title")
            let wide = Label("Wide")
            grid.attach(title, column: 0, row: 0)
            grid.attach(wide, column: 0, row: 1, width: 2)
            #expect(grid.hasChild(column: 1, row: 1) && !grid.hasChild(column: 1, row: 0))
            grid.remove(wide)
            #expect(!grid.hasChild(column: 0, row: 1))
            grid.columnsHomogeneous = true
            #expect(grid.columnsHomogeneous && !grid.rowsHomogeneous)
        }

        @Test("a paned holds two panes and reports where its handle moves", .requiresDisplay)
        func paned() {
            let paned = Paned(start: Label("List"), end: Label("Note"), position: 200)
            #expect(paned.position == 200)
            let positions = Recorder<Int>()
            paned.onPositionChanged { positions.record($0) }
            paned.position = 120
            #expect(positions.values == [120])
            paned.startShrinks = false
            #expect(!paned.startShrinks && paned.endShrinks && paned.startResizes)
        }

        @Test("a revealer shows its child and reports the end of the animation", .requiresDisplay)
        func revealer() {
            let revealer = Revealer(Label("Details"), transition: .none)
            #expect(!revealer.isRevealed && !revealer.isChildRevealed)
            let revealed = Recorder<Bool>()
            revealer.onChildRevealed { revealed.record($0) }
            revealer.isRevealed = true // without a transition, at once
            #expect(revealer.isRevealed && revealer.isChildRevealed && revealed.values == [true])
            revealer.transitionDuration = 100
            #expect(revealer.transitionDuration == 100)
        }

        /// A PNG in the repository (the catalogue's screenshot), found from this file's path.
        static func anImage() -> String? {
            var directory = "\(#filePath)"
            for _ in 0..<3 { directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)]) }
            let path = "\(directory)/Resources/Screenshots/split-items.png"
            return g_file_test(path, G_FILE_TEST_EXISTS) != 0 ? path : nil
        }
    }
}

extension FlowGtkTests.ControlTests {
    @Test("a switch and a spin button are named when made, and report their values", .requiresDisplay)
    func namedSwitchAndSpinButton() {
        let pin = Switch(isOn: true, name: "Pin to Top")
        #expect(pin.isOn && pin.accessibleName == "Pin to Top")
        let toggles = Recorder<Bool>()
        pin.onToggled { toggles.record($0) }
        pin.isOn = false
        #expect(toggles.values == [false])
        _ = Switch(labelledBy: Label("Newsletter"))
        let quantity = SpinButton(range: 1...9, value: 3, name: "Quantity")
        #expect(quantity.value == 3 && quantity.accessibleName == "Quantity")
        let values = Recorder<Double>()
        quantity.onValueChanged { values.record($0) }
        quantity.value = 12
        #expect(quantity.value == 9 && values.values == [9])
        _ = SpinButton(range: 0...1, step: 0.1, labelledBy: Label("Opacity"))
    }
}
