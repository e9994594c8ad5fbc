import CGtk
import FlowCoordinator
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// A window draws its queue's current toast, on its window on top, and reports its button.
    @Suite("Hosts: toasts", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostToastTests {
        @Test("the current toast is drawn, its button runs its action once, and the next toast follows")
        func drawnAndActivated() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            var undone = 0
            let first = state.toasts.show("Removed", button: "Undo") { undone += 1 }
            state.toasts.show("Saved")
            window.apply()
            #expect(window.shownToast?.id == first)
            #expect(window.stateMismatches().isEmpty)
            let undo = try #require(Self.button(labelled: "Undo", in: window.toastOverlay.overlay))
            gtk_widget_activate(undo) // a button's activation ends with "clicked" a moment later
            #expect(await GtkRuntime.iterate(until: { undone == 1 }))
            #expect(window.shownToast?.title == "Saved")
            #expect(window.stateMismatches().isEmpty)
        }

        @Test("a toast shown while a sheet is open is drawn in the sheet, and back in the window when it closes")
        func followsTheWindowOnTop() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let sheet = state.present(ModalLink.modal(1), style: .sheet)
            state.toasts.show("Added")
            window.apply()
            let sheetOverlay = try #require(window.toastOverlays.last)
            #expect(sheetOverlay !== window.toastOverlay && sheetOverlay.toast?.title == "Added")
            #expect(window.toastOverlay.toast == nil)
            sheet.close()
            window.apply()
            #expect(window.toastOverlay.toast?.title == "Added")
        }

        @Test("the keyboard focus on a toast's button stops its time, and leaving gives it a whole lifetime again")
        func heldByTheFocus() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            state.toasts.show("Removed", button: "Undo") {}
            window.apply()
            let overlay = window.toastOverlay
            #expect(overlay.toast?.title == "Removed" && !overlay.isHeld)
            let undo = try #require(Self.button(labelled: "Undo", in: overlay.overlay))
            #expect(gtk_widget_grab_focus(undo) != 0)
            #expect(await GtkRuntime.iterate(until: { overlay.isHeld }))
            gtk_window_set_focus(flow_window(window.window.rawPointer), nil)
            #expect(await GtkRuntime.iterate(until: { !overlay.isHeld }))
            #expect(overlay.toast?.title == "Removed")
        }

        @Test("a toast's words are all shown, on two lines when they are longer than the toast is wide")
        func wordsWrap() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state) // 480 px wide
            defer { dispose(window) }
            let words = "Mastercard •••• 4444 wurde aus Ihrer Brieftasche auf diesem Rechner entfernt"
            state.toasts.show(words, button: "Rückgängig") {}
            window.apply()
            let title = try #require(Self.label(showing: words, in: window.toastOverlay.overlay))
            #expect(await GtkRuntime.iterate(until: { gtk_widget_get_width(title) > 0 }))
            let layout = gtk_label_get_layout(flow_label(title))
            #expect(pango_layout_is_ellipsized(layout) == 0, "the toast's words end in …")
            #expect(pango_layout_get_line_count(layout) == 2)
        }

        /// The first label under `widget` that shows `text`.
        static func label(showing text: String, in widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
            first(under: widget.widgetPointer) {
                flow_is_label($0) != 0 && String(cString: gtk_label_get_text(flow_label($0))) == text
            }
        }

        /// The first button under `widget` whose label is `label`.
        static func button(labelled label: String, in widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
            first(under: widget.widgetPointer) {
                flow_is_button($0) != 0 && gtk_button_get_label(flow_button($0)).map { String(cString: $0) } == label
            }
        }

        /// The first widget at or under `widget`, depth first, that `matches`.
        static func first(under widget: UnsafeMutablePointer<GtkWidget>,
                          where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
            if matches(widget) { return widget }
            var child = gtk_widget_get_first_child(widget)
            while let next = child {
                if let found = first(under: next, where: matches) { return found }
                child = gtk_widget_get_next_sibling(next)
            }
            return nil
        }
    }
}
