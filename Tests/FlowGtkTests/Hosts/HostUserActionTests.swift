import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

/// How a test goes back in a window.
enum BackGesture: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case button, altLeft, backKey, mouseButton8
    var testDescription: String { rawValue }
}

/// How a test closes a presented window.
enum CloseGesture: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case escape, controlW, closeRequest, windowClose
    var testDescription: String { rawValue }
}

@MainActor
func goBack(_ window: FlowWindow, with gesture: BackGesture, inPresentation id: FlowID? = nil) {
    switch gesture {
    case .button:
        let header = id.map { window.header(forPresentation: $0) } ?? window.header
        header?.backButton.emit("clicked")
    case .altLeft:
        #expect(window.simulateKey(Keys.altLeft, inPresentation: id), "Alt+Left not handled")
    case .backKey:
        #expect(window.simulateKey(Keys.back, inPresentation: id), "Back key not handled")
    case .mouseButton8:
        window.simulateBackButtonPress(inPresentation: id)
    }
}

@MainActor
func close(_ window: FlowWindow, _ presentation: FlowID, with gesture: CloseGesture) {
    switch gesture {
    case .escape:
        #expect(window.simulateKey(Keys.escape, inPresentation: presentation), "Escape not handled")
    case .controlW:
        #expect(window.simulateKey(Keys.controlW, inPresentation: presentation), "Ctrl+W not handled")
    case .closeRequest:
        guard let presented = window.window(forPresentation: presentation) else {
            Issue.record("no window for \(presentation)")
            return
        }
        #expect(presented.emitCloseRequest(), "the presented window lets GTK close it by itself")
    case .windowClose:
        window.window(forPresentation: presentation)?.close()
    }
}

extension FlowGtkTests {
    /// Back buttons, shortcuts, close requests and dialog buttons go to the state first; the
    /// screen follows the state, and only the state.
    @Suite("Hosts: user actions go to the state first", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostUserActionTests {
        @Test("going back pops the state once, then the screen follows", arguments: BackGesture.allCases)
        func back(_ gesture: BackGesture) async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let leaveReasons = Recorder<LeaveReason>()
            state.push(ItemLink.item(1))
            state.push(ItemLink.item(2), onLeave: { (leaving: Leaving<Int>) in leaveReasons.record(leaving.reason) })
            window.apply()
            let below = state.path.entries[0]

            goBack(window, with: gesture)
            #expect(state.path.entries == [below], "the state popped exactly one entry")
            #expect(leaveReasons.values == [.user])
            GtkRuntime.drain()
            await assertMirrors(window, state, "after going back")

            goBack(window, with: gesture)
            #expect(state.path.isEmpty)
            GtkRuntime.drain()
            await assertMirrors(window, state, "back at the root")

            // At the root there is nothing to go back from.
            goBack(window, with: gesture)
            GtkRuntime.drain()
            #expect(state.path.isEmpty)
            #expect(leaveReasons.values == [.user])
            await assertMirrors(window, state, "back pressed at the root")
        }

        @Test("a back click on a screen the state has already moved past is ignored")
        func lateBack() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            state.push(ItemLink.item(1))
            window.apply()
            let pushed = state.push(ItemLink.item(2)) // not on screen yet
            window.header.backButton.emit("clicked") // the user meant Item 1
            #expect(state.path.last?.id == pushed, "a back click for Item 1 popped Item 2")
            #expect(state.path.count == 2)
            GtkRuntime.drain()
            await assertMirrors(window, state)
        }

        @Test("a refusing guard keeps both the state and the screen", arguments: BackGesture.allCases)
        func refusedBack(_ gesture: BackGesture) async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            state.push(ItemLink.item(1))
            let top = state.push(ItemLink.item(2))
            let asked = Recorder<Int>()
            state.setLeaveGuard(for: top) { asked.record(1); return .refuse }
            window.apply()
            let before = state.snapshot()
            let visible = window.mainHost?.stack.visibleChildName
            let page = window.mainHost?.page(for: top)

            goBack(window, with: gesture)
            GtkRuntime.drain()
            #expect(asked.count == 1)
            #expect(state.snapshot() == before)
            #expect(window.mainHost?.stack.visibleChildName == visible)
            #expect(window.mainHost?.page(for: top) === page)
            await assertMirrors(window, state)
        }

        @Test("going back inside a sheet's own stack pops that stack", arguments: BackGesture.allCases)
        func backInSheet(_ gesture: BackGesture) async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            state.push(ItemLink.item(1))
            let sheet = state.present(ModalLink.modal(1), hostsNavigation: true,
                                      path: FlowPath([ItemLink.item(2), NoteLink(text: "n")]))
            window.apply()
            let id = try #require(sheet.presentation?.id)
            await assertMirrors(window, state, "sheet open")

            goBack(window, with: gesture, inPresentation: id)
            #expect(sheet.path.count == 1)
            #expect(state.path.count == 1, "the main stack is untouched")
            GtkRuntime.drain()
            await assertMirrors(window, state, "popped in the sheet")
        }

        @Test("closing a sheet or cover updates the state exactly once",
              arguments: CloseGesture.allCases, [PresentationStyle.sheet, .cover])
        func userClose(_ gesture: CloseGesture, style: PresentationStyle) async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let leaveReasons = Recorder<LeaveReason>()
            let presentedResultResult = state.present(ModalLink.modal(1), style: style, hostsNavigation: true) { (leaving: Leaving<Int>) in
                leaveReasons.record(leaving.reason)
            }
            let presentedResult = presentedResultResult.level!
            let presented = presentedResult
            presented.push(ItemLink.item(5))
            window.apply()
            let id = try #require(presented.presentation?.id)
            let presentedWindow = try #require(window.window(forPresentation: id))
            await assertMirrors(window, state, "open")

            close(window, id, with: gesture)
            #expect(state.presented == nil)
            #expect(leaveReasons.values == [.user])
            GtkRuntime.drain()
            await assertMirrors(window, state, "closed")
            #expect(presentedWindow.isDestroyed)

            // Anything arriving late for the closed window changes nothing.
            _ = presentedWindow.emitCloseRequest()
            presentedWindow.close()
            #expect(!window.simulateKey(Keys.escape, inPresentation: id))
            #expect(state.userClosed(id) == .ignored)
            GtkRuntime.drain()
            #expect(leaveReasons.values == [.user])
            await assertMirrors(window, state, "late events")
        }

        @Test("a guard that refuses keeps the window open and the state unchanged",
              arguments: CloseGesture.allCases, [PresentationStyle.sheet, .cover])
        func refusedClose(_ gesture: CloseGesture, style: PresentationStyle) async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let leaveReasons = Recorder<LeaveReason>()
            let presentedResultResult = state.present(ModalLink.modal(1), style: style, hostsNavigation: true) { (leaving: Leaving<Int>) in
                leaveReasons.record(leaving.reason)
            }
            let presentedResult = presentedResultResult.level!
            let presented = presentedResult
            let entry = presented.push(ItemLink.item(5))
            let asked = Recorder<Int>()
            presented.setLeaveGuard(for: entry) { asked.record(1); return .refuse }
            window.apply()
            let id = try #require(presented.presentation?.id)
            let presentedWindow = try #require(window.window(forPresentation: id))
            let before = state.snapshot()

            close(window, id, with: gesture)
            GtkRuntime.drain()
            #expect(asked.count == 1)
            #expect(state.snapshot() == before)
            #expect(leaveReasons.values.isEmpty)
            #expect(!presentedWindow.isDestroyed && presentedWindow.isVisible)
            await assertMirrors(window, state, "still open")

            // The coordinator confirms and closes programmatically: never asked, never echoed.
            presented.close()
            GtkRuntime.drain()
            #expect(asked.count == 1)
            #expect(leaveReasons.values == [.program])
            #expect(presentedWindow.isDestroyed)
            await assertMirrors(window, state, "closed by the program")
        }

        @Test("a programmatic close closes the window without echoing a user close",
              arguments: [PresentationStyle.sheet, .cover])
        func programmaticClose(style: PresentationStyle) async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let leaveReasons = Recorder<LeaveReason>()
            let presentedResultResult = state.present(ModalLink.modal(1), style: style) { (leaving: Leaving<Int>) in
                leaveReasons.record(leaving.reason)
            }
            let presentedResult = presentedResultResult.level!
            let presented = presentedResult
            let id = try #require(presented.presentation?.id)
            let asked = Recorder<Int>()
            presented.setLeaveGuard(for: id) { asked.record(1); return .allow }
            window.apply()
            let presentedWindow = try #require(window.window(forPresentation: id))
            await assertMirrors(window, state, "open")

            presented.close()
            GtkRuntime.drain()
            #expect(presentedWindow.isDestroyed)
            #expect(asked.values.isEmpty, "no user close was reported")
            #expect(leaveReasons.values == [.program])

            // A late close of the old window does not touch the next presentation.
            let next = state.present(ModalLink.modal(2), style: style)
            GtkRuntime.drain()
            _ = presentedWindow.emitCloseRequest()
            presentedWindow.close()
            GtkRuntime.drain()
            #expect(state.presented === next)
            #expect(leaveReasons.values == [.program])
            await assertMirrors(window, state, "next presentation")
        }

        @Test("closing a middle window closes everything above it, each once",
              arguments: [CloseGesture.escape, .closeRequest])
        func closeMiddle(_ gesture: CloseGesture) async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let leaveReasons = Recorder<String>()
            let firstResultResult = state.present(ModalLink.modal(1)) { (d: Leaving<Int>) in leaveReasons.record("1 \(d.reason)") }
            let firstResult = firstResultResult.level!
            let first = firstResult
            let secondResultResult = first.present(ModalLink.modal(2), style: .cover) { (d: Leaving<Int>) in leaveReasons.record("2 \(d.reason)") }
            let secondResult = secondResultResult.level!
            let second = secondResult
            second.present(ModalLink.modal(3)) { (d: Leaving<Int>) in leaveReasons.record("3 \(d.reason)") }
            window.apply()
            await assertMirrors(window, state, "three open")

            close(window, secondResultResult.id, with: gesture)
            #expect(leaveReasons.values == ["3 user", "2 user"])
            GtkRuntime.drain()
            await assertMirrors(window, state, "middle closed")
            #expect(window.openPresentations == [firstResultResult.id])
        }

        @Test("unsaved changes: the guard refuses and asks; confirming closes from inside the dialog's click",
              arguments: CloseGesture.allCases)
        func confirmBeforeClosing(_ gesture: CloseGesture) async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let leaveReasons = Recorder<LeaveReason>()
            let sheet = try #require(state.present(ModalLink.modal(1), hostsNavigation: true) { (leaving: Leaving<Int>) in
                leaveReasons.record(leaving.reason)
            }.level)
            let id = try #require(sheet.presentation?.id)
            // The coordinator's guard: refuse, and ask instead.
            sheet.setLeaveGuard(for: id) { [weak sheet] in
                sheet?.show(DialogState(confirmationDialog: "Discard changes?", buttons: [
                    .destructive("Discard", action: DialogChoice.discard), .cancel("Keep editing", action: .keep),
                ])) { choice in
                    if choice == .discard { sheet?.close() }
                }
                return .refuse
            }
            window.apply()
            let sheetWindow = try #require(window.window(forPresentation: id))

            close(window, id, with: gesture)
            GtkRuntime.drain()
            let dialog = try #require(sheet.dialog, "the guard did not ask")
            #expect(!sheetWindow.isDestroyed)
            await assertMirrors(window, state, "asking")

            // Keep editing: nothing changes but the dialog.
            #expect(window.simulateKey(Keys.escape, inDialog: dialog.id))
            GtkRuntime.drain()
            #expect(sheet.dialog == nil && state.presented === sheet)
            await assertMirrors(window, state, "kept editing")

            close(window, id, with: gesture)
            GtkRuntime.drain()
            let again = try #require(sheet.dialog)
            let dialogWindow = try #require(window.window(forDialog: again.id))
            window.buttons(forDialog: again.id)[0].emit("clicked")
            #expect(state.presented == nil)
            #expect(leaveReasons.values == [.program], "the coordinator closed it, once")
            GtkRuntime.drain()
            #expect(dialogWindow.isDestroyed && sheetWindow.isDestroyed)
            await assertMirrors(window, state, "discarded")
        }

        @Test("a callback of a user close may change the state again at once")
        func reactionToUserClose() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            state.present(ModalLink.modal(1), style: .cover) { [weak state] (leaving: Leaving<Int>) in
                // Closing the cover opens the next step at once, with an alert over it.
                let next = state?.present(ModalLink.modal(2), hostsNavigation: true, path: FlowPath([ItemLink.item(1)]))
                next?.show(DialogState(alert: "Closed by \(leaving.reason)"))
            }
            window.apply()
            let cover = try #require(state.presented?.presentation?.id)
            close(window, cover, with: .escape)
            #expect(state.presented?.presentation?.link == AnyFlowLink(ModalLink.modal(2)))
            GtkRuntime.drain()
            await assertMirrors(window, state)
        }

        @Test("a cover's close button, in its title bar as a sheet's, closes it through the state")
        func coverCloseButton() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let leaveReasons = Recorder<LeaveReason>()
            let cover = state.present(ModalLink.modal(1), style: .cover) { (leaving: Leaving<Int>) in
                leaveReasons.record(leaving.reason)
            }.level!
            window.apply()
            let id = try #require(cover.presentation?.id)
            let header = try #require(window.header(forPresentation: id))
            #expect(header.bar.showsTitleButtons, "a cover has no close button")
            // The title bar's close button asks the window to close, as the window manager does.
            let coverWindow = try #require(window.window(forPresentation: id))
            #expect(coverWindow.emitCloseRequest(), "the cover closed without asking the state")
            #expect(state.presented == nil)
            #expect(leaveReasons.values == [.user])
            GtkRuntime.drain()
            await assertMirrors(window, state)
        }

        @Test("a dialog button runs its typed action once; Escape and closing pick cancel")
        func dialogAnswers() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let chosen = Recorder<DialogChoice>()
            func ask() throws -> FlowID {
                let id = state.show(DialogState(confirmationDialog: "Discard changes?", buttons: [
                    .destructive("Discard", action: DialogChoice.discard),
                    DialogButton("Save", action: .save),
                    .cancel("Keep editing", action: .keep),
                ])) { chosen.record($0) }
                window.apply()
                #expect(window.openDialogs == [id])
                return id
            }

            var id = try ask()
            await assertMirrors(window, state, "asked")
            let dialogWindow = try #require(window.window(forDialog: id))
            window.buttons(forDialog: id)[0].emit("clicked")
            #expect(chosen.values == [.discard])
            #expect(state.dialog == nil)
            GtkRuntime.drain()
            #expect(dialogWindow.isDestroyed)
            await assertMirrors(window, state, "discarded")

            id = try ask()
            window.buttons(forDialog: id)[1].emit("clicked")
            GtkRuntime.drain()
            #expect(chosen.values == [.discard, .save])

            id = try ask()
            #expect(window.simulateKey(Keys.escape, inDialog: id))
            GtkRuntime.drain()
            #expect(chosen.values == [.discard, .save, .keep])
            await assertMirrors(window, state, "escaped")

            id = try ask()
            let closing = try #require(window.window(forDialog: id))
            _ = closing.emitCloseRequest()
            GtkRuntime.drain()
            #expect(chosen.values == [.discard, .save, .keep, .keep])
            #expect(closing.isDestroyed)
            // Late clicks and closes of the gone dialog do nothing.
            _ = closing.emitCloseRequest()
            closing.close()
            #expect(state.userAnswered(id, buttonAt: 0) == .ignored)
            GtkRuntime.drain()
            #expect(chosen.values == [.discard, .save, .keep, .keep])
            await assertMirrors(window, state, "closed")
        }

        @Test("a dialog without a cancel button closes on Escape without an action")
        func dialogWithoutCancel() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let chosen = Recorder<DialogChoice>()
            let sheet = state.present(ModalLink.modal(1))
            let id = sheet.show(DialogState(alert: "Saved", buttons: [DialogButton("OK", action: DialogChoice.save)])) {
                chosen.record($0)
            }
            window.apply()
            await assertMirrors(window, state, "alert over a sheet")
            #expect(window.simulateKey(Keys.escape, inDialog: id))
            GtkRuntime.drain()
            #expect(chosen.values.isEmpty)
            #expect(sheet.dialog == nil)
            #expect(state.presented === sheet, "Escape in the dialog does not close the sheet")
            await assertMirrors(window, state, "alert closed")
        }

        @Test("the tab bar reports clicks; reselecting a tab pops it to its root")
        func tabBar() async throws {
            let tabs = TabFlowState(tabs: TestTab.allCases)
            let window = try await makeTabWindow(tabs)
            defer { dispose(window) }
            tabs[.items].path = FlowPath([ItemLink.item(1), ItemLink.item(2)])
            tabs[.items].present(ModalLink.modal(1))
            GtkRuntime.drain()
            await assertMirrors(window, tabs: tabs, "items deep with a sheet")
            let bar = try #require(window.tabBar)

            bar.buttons[1].button.emit("clicked")
            #expect(tabs.selectedTab == .wallet)
            #expect(tabs[.items].presented == nil)
            GtkRuntime.drain()
            await assertMirrors(window, tabs: tabs, "wallet clicked")

            bar.buttons[0].button.emit("clicked")
            GtkRuntime.drain()
            #expect(tabs.selectedTab == .items)
            #expect(tabs[.items].path.count == 2, "switching back keeps the stack")
            await assertMirrors(window, tabs: tabs, "items clicked")

            let guarded = tabs[.items].path.entries[1].id
            tabs[.items].setLeaveGuard(for: guarded) { .refuse }
            bar.buttons[0].button.emit("clicked")
            GtkRuntime.drain()
            #expect(tabs[.items].path.count == 2, "a refusing guard keeps the stack")
            tabs[.items].removeLeaveGuard(for: guarded)
            bar.buttons[0].button.emit("clicked")
            GtkRuntime.drain()
            #expect(tabs[.items].path.isEmpty, "reselecting pops to the root")
            await assertMirrors(window, tabs: tabs, "items reselected")

            // Back in the main window acts on the selected tab only.
            tabs[.profile].push(ItemLink.item(3))
            tabs.select(.profile)
            GtkRuntime.drain()
            goBack(window, with: .altLeft)
            #expect(tabs[.profile].path.isEmpty)
            GtkRuntime.drain()
            await assertMirrors(window, tabs: tabs, "back in profile")
        }
    }
}

/// The first `GtkButton` under `widget` showing the icon `iconName`.
@MainActor
func findButton(in widget: UnsafeMutablePointer<GtkWidget>, iconName: String) -> UnsafeMutablePointer<GtkWidget>? {
    if String(cString: g_type_name(widget.withMemoryRebound(to: GTypeInstance.self, capacity: 1) { $0.pointee.g_class.pointee.g_type })) == "GtkButton",
       let icon = gtk_button_get_icon_name(flow_button(UnsafeMutableRawPointer(widget))), String(cString: icon) == iconName {
        return widget
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if let found = findButton(in: current, iconName: iconName) { return found }
        child = gtk_widget_get_next_sibling(current)
    }
    return nil
}

/// Emits `clicked` on a button found in the widget tree.
@MainActor
func emitClicked(_ button: UnsafeMutablePointer<GtkWidget>) {
    flow_emit(UnsafeMutableRawPointer(button), "clicked")
}
