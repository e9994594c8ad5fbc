import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// The GTK Inspector's Navigation page (``NavigationInspector``): registered with the
    /// inspector's extension point, made as the inspector makes it, and kept up to date.
    @Suite("NavigationInspector: the inspector's Navigation page", .serialized, .requiresDisplay)
    @MainActor
    struct NavigationInspectorTests {
        /// The name the page is registered under (CGtkInspector's FLOW_INSPECTOR_PAGE_EXTENSION).
        static let extensionName = "flow-navigation"

        /// A page made as the inspector makes one: `g_object_new(type, NULL)`, where type is
        /// what the extension point holds under the page's name.
        private func makePage() throws -> UnsafeMutablePointer<GObject> {
            let point = try #require(g_io_extension_point_lookup("gtk-inspector-page"), "GTK registers it in gtk_init")
            let found = try #require(g_io_extension_point_get_extension_by_name(point, Self.extensionName),
                                     "no inspector page named \(Self.extensionName)")
            let type = g_io_extension_get_type(found)
            #expect(String(cString: g_type_name(type)) == "FlowInspectorPage")
            #expect(g_type_is_a(type, gtk_widget_get_type()) != 0, "the inspector needs a widget")
            let page = try #require(g_object_new_with_properties(type, 0, nil, nil))
            g_object_ref_sink(page)
            return page
        }

        /// A string property of `object`, read as the inspector reads the page's title.
        private func string(_ property: String, of object: UnsafeMutablePointer<GObject>) -> String? {
            var value = GValue()
            g_value_init(&value, g_type_from_name("gchararray"))
            defer { g_value_unset(&value) }
            g_object_get_property(object, property, &value)
            return g_value_get_string(&value).map { String(cString: $0) }
        }

        /// The text of every label in `widget`, depth first.
        private func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
            var texts: [String] = []
            if flow_is_label(widget) != 0 { texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget)))) }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                texts += labels(in: current)
                child = gtk_widget_get_next_sibling(current)
            }
            return texts
        }

        private func widget(_ object: UnsafeMutablePointer<GObject>) -> UnsafeMutablePointer<GtkWidget> {
            UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        }

        @Test("the page is registered, titled Navigation, shows the windows' outline and follows the journal")
        func pageShowsTheState() async throws {
            let windows = WindowsState<TabFlowState<TestTab>> { _ in TabFlowState(tabs: TestTab.allCases) }
            let first = windows.open()
            NavigationInspector.show(outline: { windows.outline() }, journal: windows.journal)

            let page = try makePage()
            #expect(string("title", of: page) == "Navigation")
            var selected = GValue() // what the inspector sets: accepted, and ignored
            g_value_init(&selected, g_type_from_name("GObject"))
            g_value_set_object(&selected, page)
            g_object_set_property(page, "object", &selected)
            g_value_unset(&selected)
            var texts = labels(in: widget(page))
            #expect(texts.contains("Windows"))
            #expect(texts.contains("Journal"))
            let outline = windows.outline()
            #expect(outline.contains("window 1 · in front") || outline.first?.hasPrefix("window 1") == true, "\(outline)")
            #expect(texts.contains(outline.joined(separator: "\n")), "\(texts)")
            #expect(texts.contains { $0.contains("window 1") && $0.contains("tab items · shown") }, "\(texts)")
            #expect(texts.contains { $0.contains("opened") || $0.contains("window 1") })

            let before = windows.journal.count
            windows[first]?.navigation[.items].push(ItemLink.item(7))
            #expect(windows.journal.count > before, "the push made no journal record")
            let record = try #require(windows.journal.records.last?.description)
            #expect(await GtkRuntime.iterate(until: {
                self.labels(in: self.widget(page)).contains { $0.contains(record) }
            }, timeout: .seconds(5)), "the journal's new record is not on the page: \(labels(in: widget(page)))")
            texts = labels(in: widget(page))
            #expect(texts.contains(windows.outline().joined(separator: "\n")), "the outline on the page is not the new one: \(texts)")
            #expect(texts.contains { $0.contains("ItemLink.item(7)") })
            #expect(texts.contains { $0.contains("\(windows.journal.count) records in all") }, "\(texts)")

            #expect(NavigationInspector.livePages == 1)
            g_object_unref(page)
            #expect(NavigationInspector.livePages == 0, "the page's contents outlived it")
        }

        @Test("a state without a journal says so")
        func stateWithoutJournal() throws {
            let state = FlowState()
            state.push(ItemLink.item(1))
            NavigationInspector.show(outline: { state.outline() }, journal: nil)
            let page = try makePage()
            defer { g_object_unref(page) }
            let texts = labels(in: widget(page))
            #expect(texts.contains("No journal: this state records none"), "\(texts)")
            #expect(texts.contains(state.outline().joined(separator: "\n")), "\(texts)")
        }

        @Test("a page shows what a later show(outline:journal:) gives it")
        func laterShowReplaces() throws {
            NavigationInspector.show(outline: { ["first state"] }, journal: nil)
            let page = try makePage()
            defer { g_object_unref(page) }
            #expect(labels(in: widget(page)).contains("first state"))
            let journal = NavigationJournal(printsRecords: false)
            let state = FlowState()
            state.record(in: journal, as: "later")
            NavigationInspector.show(outline: { ["second state"] }, journal: journal)
            var texts = labels(in: widget(page))
            #expect(texts.contains("second state"), "\(texts)")
            #expect(!texts.contains("first state"))
            state.push(ItemLink.item(3))
            GtkRuntime.drain()
            texts = labels(in: widget(page))
            #expect(texts.contains { $0.hasPrefix("#1 later · program · push [") }, "the new journal is not observed: \(texts)")
        }

        @Test("registering twice adds the page once")
        func registersOnce() throws {
            #expect(NavigationInspector.register())
            #expect(NavigationInspector.register())
            let point = try #require(g_io_extension_point_lookup("gtk-inspector-page"))
            var named = 0
            var list = g_io_extension_point_get_extensions(point)
            while let node = list {
                if let data = node.pointee.data,
                   String(cString: g_io_extension_get_name(OpaquePointer(data))) == Self.extensionName { named += 1 }
                list = node.pointee.next
            }
            #expect(named == 1)
        }
    }
}
