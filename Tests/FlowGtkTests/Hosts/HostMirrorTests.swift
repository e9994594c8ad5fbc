import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// After every change of state, the real GTK side (stacks, headers, windows, dialogs, tab bar)
    /// mirrors the state's snapshot.
    @Suite("Hosts: the screen mirrors the state", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostMirrorTests {
        @Test("a fresh window shows the root page only")
        func freshWindow() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            await assertMirrors(window, state)
            #expect(window.mainHost?.stack.childNames == ["root"])
            #expect(window.header.titleLabel.text == Titles.home)
            #expect(!window.header.backButton.isVisible)
        }

        @Test("the mirror check itself notices a screen that differs from the state")
        func checkerFails() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            state.path = FlowPath([ItemLink.item(1), ItemLink.item(2)])
            let sheet = state.present(ModalLink.modal(1), style: .cover, hostsNavigation: true)
            sheet.show(DialogState(alert: "Hi", buttons: [.destructive("Go", action: DialogChoice.remove)]))
            window.apply()
            let initial = await mirrorProblems(window, flow: state)
            #expect(initial.isEmpty, "\(initial)")
            let host = try #require(window.mainHost)
            let id = try #require(sheet.presentation?.id)

            func expectNoticed(_ what: String, takesEffect: (() -> Bool)? = nil, sabotage: () -> Void,
                               repair: () -> Void) async {
                sabotage()
                // A sabotage the window manager carries out (fullscreen) takes effect when it does.
                if let takesEffect { _ = await GtkRuntime.iterate(until: takesEffect, timeout: .seconds(20)) }
                #expect(await !mirrorProblems(window, flow: state).isEmpty, "\(what) went unnoticed")
                repair()
                let left = await mirrorProblems(window, flow: state)
                #expect(left.isEmpty, "\(what): not repaired: \(left)")
            }
            await expectNoticed("another visible page") {
                host.stack.setVisibleChild(named: "root")
            } repair: {
                host.stack.setVisibleChild(named: pageName(state.path.entries[1]))
            }
            let stray = Label("stray")
            await expectNoticed("a stray page") {
                host.stack.addChild(stray, name: "stray")
            } repair: {
                host.stack.removeChild(stray)
            }
            await expectNoticed("a back button hidden at the wrong time") {
                window.header.backButton.isVisible = false
            } repair: {
                window.header.backButton.isVisible = true
            }
            await expectNoticed("a wrong tooltip") {
                window.header.backTooltip.text = "Back"
            } repair: {
                window.header.backTooltip.text = "Back to Item 1"
            }
            await expectNoticed("a wrong title") {
                window.header.titleLabel.text = "Item 1"
            } repair: {
                window.header.titleLabel.text = "Item 2"
            }
            let cover = try #require(window.window(forPresentation: id))
            await expectNoticed("a hidden cover") {
                cover.isVisible = false
            } repair: {
                cover.present()
            }
            await expectNoticed("a cover over the whole screen, not its window", takesEffect: { cover.isFullscreen }) {
                cover.fullscreen()
            } repair: {
                cover.unfullscreen()
            }
            await expectNoticed("a cover that is not modal") {
                cover.isModal = false
            } repair: {
                cover.isModal = true
            }
            let dialog = try #require(sheet.dialog)
            let button = try #require(window.buttons(forDialog: dialog.id).first)
            await expectNoticed("a dialog button styled wrong") {
                button.style = .suggested
            } repair: {
                button.style = .destructive
            }
            await expectNoticed("a dialog over the wrong window") {
                window.window(forDialog: dialog.id)?.transientParent = window.window
            } repair: {
                window.window(forDialog: dialog.id)?.transientParent = cover
            }
        }

        @Test("pushing one entry builds and shows its page")
        func pushOne() async throws {
            let state = FlowState()
            let built = Recorder<FlowID>()
            let window = try await makeFlowWindow(state, built: built)
            defer { dispose(window) }
            let id = state.push(ItemLink.item(1))
            window.apply()
            await assertMirrors(window, state)
            #expect(built.values == [id])
            #expect(window.mainHost?.builtPageCount == 2)
            #expect(window.header.backTooltip.text == "Back to Home")
        }

        @Test("pushing many at once builds only the top page; popping builds the page under it")
        func pushMany() async throws {
            let state = FlowState()
            let built = Recorder<FlowID>()
            let window = try await makeFlowWindow(state, built: built)
            defer { dispose(window) }
            let ids = (1...5).map { state.push(ItemLink.item($0)) }
            window.apply()
            await assertMirrors(window, state)
            #expect(built.values == [ids[4]], "only the top is built")
            #expect(window.mainHost?.stack.childNames == ["root", "entry-\(ids[4].rawValue)"])
            #expect(window.header.backTooltip.text == "Back to Item 4", "the tooltip names an unbuilt page")

            state.pop()
            window.apply()
            await assertMirrors(window, state)
            #expect(built.values == [ids[4], ids[3]])
            #expect(window.mainHost?.stack.childNames == ["root", "entry-\(ids[3].rawValue)"])
        }

        @Test("popping many at once and popping to root remove their pages")
        func popMany() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            for number in 1...6 {
                state.push(number.isMultiple(of: 2) ? AnyFlowLink(ItemLink.item(number)) : AnyFlowLink(NoteLink(text: "n\(number)")))
                window.apply()
                await assertMirrors(window, state, "push \(number)")
            }
            #expect(window.mainHost?.builtPageCount == 7)
            state.pop(count: 4)
            window.apply()
            await assertMirrors(window, state, "pop 4")
            #expect(window.mainHost?.builtPageCount == 3)
            state.popToRoot()
            window.apply()
            await assertMirrors(window, state, "pop to root")
            #expect(window.mainHost?.stack.childNames == ["root"])
        }

        @Test("a reordered path reuses its pages, in the new order, showing the new top")
        func reorder() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            for number in 1...3 {
                state.push(ItemLink.item(number))
                window.apply()
            }
            let entries = state.path.entries
            let pages = entries.map { window.mainHost?.page(for: $0.id) }
            #expect(pages.allSatisfy { $0 != nil })

            // Same top, other order underneath.
            state.path = FlowPath(entries: [entries[1], entries[0], entries[2]])
            window.apply()
            await assertMirrors(window, state, "same top")

            // Reversed: a new top.
            state.path = FlowPath(entries: entries.reversed())
            window.apply()
            await assertMirrors(window, state, "reversed")
            for (entry, page) in zip(entries, pages) {
                #expect(window.mainHost?.page(for: entry.id) === page, "the page of \(entry) was rebuilt")
            }
        }

        @Test("replacing a middle entry removes its page and keeps the others")
        func replaceMiddle() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            for number in 1...3 {
                state.push(ItemLink.item(number))
                window.apply()
            }
            let entries = state.path.entries
            let topPage = window.mainHost?.page(for: entries[2].id)
            let replacement = FlowEntry(NoteLink(text: "middle"))
            state.path = FlowPath(entries: [entries[0], replacement, entries[2]])
            window.apply()
            await assertMirrors(window, state)
            #expect(window.mainHost?.page(for: entries[1].id) == nil)
            #expect(window.mainHost?.page(for: entries[2].id) === topPage)
            #expect(window.header.backTooltip.text == "Back to Note middle")
        }

        @Test("a sheet with its own stack, then a push inside it")
        func sheetWithStack() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            state.push(ItemLink.item(1))
            let sheet = state.present(ModalLink.modal(1), hostsNavigation: true)
            window.apply()
            await assertMirrors(window, state, "presented")
            let id = try #require(sheet.presentation?.id)
            #expect(window.header(forPresentation: id)?.backButton.isVisible == false)

            sheet.push(ItemLink.item(2))
            window.apply()
            await assertMirrors(window, state, "pushed inside")
            #expect(window.header(forPresentation: id)?.backTooltip.text == "Back to Modal 1")
            #expect(window.window(forPresentation: id)?.title == "Item 2")
            sheet.push(NoteLink(text: "x"))
            sheet.push(NoteLink(text: "y"))
            window.apply()
            await assertMirrors(window, state, "pushed twice")
            sheet.pop(count: 2)
            window.apply()
            await assertMirrors(window, state, "popped inside")
        }

        @Test("a sheet over a sheet, and a cover over both")
        func sheetOverSheet() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let first = state.present(ModalLink.modal(1))
            window.apply()
            await assertMirrors(window, state, "one sheet")
            let second = first.present(ModalLink.modal(2), hostsNavigation: true, path: FlowPath([ItemLink.item(7)]))
            window.apply()
            await assertMirrors(window, state, "two sheets")
            let third = second.present(ModalLink.modal(3), style: .cover)
            window.apply()
            await assertMirrors(window, state, "cover on top")
            third.close()
            window.apply()
            await assertMirrors(window, state, "cover closed")
        }

        @Test("a cover covers its window, with its own stack")
        func cover() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let cover = state.present(ModalLink.modal(1), style: .cover, hostsNavigation: true)
            window.apply()
            await assertMirrors(window, state)
            let id = try #require(cover.presentation?.id)
            let coverWindow = try #require(window.window(forPresentation: id))
            #expect(!coverWindow.isFullscreen)
            #expect(coverWindow.defaultSize.width == window.window.defaultSize.width)
            #expect(coverWindow.defaultSize.height == window.window.defaultSize.height)
            cover.push(ItemLink.item(3))
            window.apply()
            await assertMirrors(window, state, "pushed in the cover")
        }

        @Test("closing a middle presentation closes every window above it")
        func closeMiddle() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let first = state.present(ModalLink.modal(1))
            let second = first.present(ModalLink.modal(2), style: .cover)
            let third = second.present(ModalLink.modal(3))
            window.apply()
            await assertMirrors(window, state, "three levels")
            let secondWindow = try #require(window.window(forPresentation: second.presentation!.id))
            let thirdWindow = try #require(window.window(forPresentation: third.presentation!.id))
            #expect(state.closePresentation(second.presentation!.id))
            window.apply()
            await assertMirrors(window, state, "middle closed")
            #expect(secondWindow.isDestroyed && thirdWindow.isDestroyed)
            #expect(window.openPresentations == [first.presentation!.id])
        }

        @Test("replacing a presentation closes the old window and opens the new one")
        func replacePresentation() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let old = state.present(ModalLink.modal(1))
            window.apply()
            let oldWindow = try #require(window.window(forPresentation: old.presentation!.id))
            state.present(ModalLink.modal(2), style: .cover)
            window.apply()
            await assertMirrors(window, state)
            #expect(oldWindow.isDestroyed)
        }

        @Test("a dialog with a long message wraps it: the dialog grows taller, not wider than the screen")
        func longDialogMessage() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let path = "/tmp/" + String(repeating: "a-very-long-folder-name/", count: 40) + "state.json"
            let id = state.show(DialogState(alert: "Previous Session Not Restored",
                                            message: "The saved state could not be read; it was kept as \(path)."))
            window.apply()
            let dialog = try #require(window.window(forDialog: id))
            let mapped = await GtkRuntime.iterate(until: { dialog.isMapped && dialog.width > 0 })
            try #require(mapped, "the dialog was not shown")
            #expect(dialog.width < 700, "the dialog is \(dialog.width) px wide")
        }

        @Test("dialogs open for the state's dialogs, styled by role, and close when answered")
        func dialogs() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let chosen = Recorder<DialogChoice>()
            state.show(DialogState(confirmationDialog: "Remove?", message: "It goes for good.", buttons: [
                .destructive("Remove", action: DialogChoice.remove),
                .cancel("Keep", action: .keep),
                DialogButton("Save", action: .save),
            ])) { chosen.record($0) }
            window.apply()
            await assertMirrors(window, state, "dialog shown")

            #expect(state.choose("Save") == .applied)
            window.apply()
            await assertMirrors(window, state, "dialog answered")
            #expect(chosen.values == [.save])

            let sheet = state.present(ModalLink.modal(1))
            sheet.show(DialogState(alert: "Saved"))
            window.apply()
            await assertMirrors(window, state, "alert over a sheet")
            sheet.show(DialogState(alert: "Saved again", message: "Twice."))
            window.apply()
            await assertMirrors(window, state, "alert replaced")
            state.closePresented()
            window.apply()
            await assertMirrors(window, state, "sheet with its alert closed")
        }

        @Test("a 1,000-deep state opened in one change builds one page")
        func deepState() async throws {
            let state = FlowState()
            let built = Recorder<FlowID>()
            let window = try await makeFlowWindow(state, built: built)
            defer { dispose(window) }
            state.path = FlowPath((1...1_000).map { ItemLink.item($0) })
            window.apply()
            await assertMirrors(window, state)
            #expect(window.mainHost?.builtPageCount == 2, "the root page, shown first, and the top page")
            #expect(built.count == 1)
            #expect(ModelCensus.liveCount >= 1)

            // The same with a presentation whose own stack is 1,000 deep, restored in one change.
            var snapshot = state.snapshot()
            let presentation = Presentation(style: .sheet, link: AnyFlowLink(ModalLink.modal(1)), hostsNavigation: true)
            snapshot.levels.append(LevelSnapshot(presentation: presentation,
                                                 path: (1...1_000).map { FlowEntry(ItemLink.item($0)) }))
            state.restore(snapshot)
            window.apply()
            await assertMirrors(window, state, "restored with a deep sheet")
            #expect(window.host(at: StackLocation(presentation: presentation.id))?.builtPageCount == 1)
            #expect(built.count == 2, "the sheet's top only: its root page is built when shown")
        }

        @Test("a pop on a stack 1,000 deep that a window shows changes the state's path in place, not a copy of it")
        func popInPlaceUnderWindow() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            state.path = FlowPath((1...1_000).map { ItemLink.item($0) })
            window.apply()
            let before = state.path.entries.withUnsafeBufferPointer(\.baseAddress)
            state.pop()
            #expect(state.path.entries.withUnsafeBufferPointer(\.baseAddress) == before,
                    "the path was copied: the window's applied snapshot shared its storage")
            window.apply()
            await assertMirrors(window, state)
        }

        @Test("a link type without a page builder shows a placeholder page, and the app goes on")
        func unregisteredLink() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let id = state.push("plain string link")
            window.apply()
            let host = try #require(window.mainHost)
            #expect(host.stack.visibleChildName == "entry-\(id.rawValue)")
            #expect(host.page(for: id)?.title == "Missing Page")
            #expect(window.header.titleLabel.text == "Missing Page")
            let sheet = state.present(42, hostsNavigation: true)
            window.apply()
            let presentation = try #require(sheet.presentation?.id)
            #expect(window.host(at: StackLocation(presentation: presentation))?.rootPage.title == "Missing Page")
            state.closeAllPresentations()
            state.popToRoot()
            window.apply()
            await assertMirrors(window, state)
        }

        @Test("a state set up before the window opens is shown when it opens")
        func stateBeforeShow() async throws {
            let tabs = TabFlowState(tabs: TestTab.allCases, selected: .wallet)
            tabs[.items].push(ItemLink.item(1))
            tabs[.wallet].path = FlowPath((1...40).map { ItemLink.item($0) })
            let sheet = tabs[.wallet].present(ModalLink.modal(1), hostsNavigation: true, path: FlowPath([NoteLink(text: "s")]))
            let cover = sheet.present(ModalLink.modal(2), style: .cover)
            cover.show(DialogState(confirmationDialog: "Leave?", buttons: [
                .destructive("Leave", action: DialogChoice.discard), .cancel(action: .keep),
            ]))
            tabs[.profile].show(DialogState(alert: "Hidden tab's alert"))
            let built = Recorder<FlowID>()
            let window = try await makeTabWindow(tabs, built: built)
            defer { dispose(window) }
            // Before the check, which reads every page's title.
            #expect(window.host(at: StackLocation(tab: "profile"))?.builtPageCount == 0,
                    "a hidden tab's root page is built when the tab is first shown")
            await assertMirrors(window, tabs: tabs)
            #expect(window.host(at: StackLocation(tab: "wallet"))?.builtPageCount == 1, "the top page only")
        }

        @Test("a page whose title changes updates its header, window title and the next page's back tooltip")
        func titleChanges() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            let first = state.push(ItemLink.item(1))
            window.apply()
            let page = try #require(window.mainHost?.page(for: first))
            page.title = "Renamed"
            #expect(window.header.titleLabel.text == "Renamed")
            state.push(ItemLink.item(2))
            window.apply()
            #expect(window.header.backTooltip.text == "Back to Renamed")
            let rootPage = try #require(window.mainHost?.rootPage)
            rootPage.title = "Start"
            state.pop()
            window.apply()
            #expect(window.header.backTooltip.text == "Back to Start")

            let sheet = state.present(ModalLink.modal(1), hostsNavigation: true)
            window.apply()
            let id = try #require(sheet.presentation?.id)
            let sheetRoot = try #require(window.host(at: StackLocation(presentation: id))?.rootPage)
            sheetRoot.title = "Sheet renamed"
            #expect(window.header(forPresentation: id)?.titleLabel.text == "Sheet renamed")
            #expect(window.window(forPresentation: id)?.title == "Sheet renamed")
        }

        @Test("a change is applied on its own on the next main-loop turn, coalesced")
        func appliesByItself() async throws {
            let state = FlowState()
            let built = Recorder<FlowID>()
            let window = try await makeFlowWindow(state, built: built)
            defer { dispose(window) }
            state.push(ItemLink.item(1))
            state.push(ItemLink.item(2))
            let top = state.push(ItemLink.item(3))
            #expect(window.mainHost?.stack.childNames == ["root"], "nothing happens before the loop runs")
            GtkRuntime.drain()
            await assertMirrors(window, state, "three pushes")
            #expect(built.values == [top], "one apply for the three pushes")

            let sheet = state.present(ModalLink.modal(1), hostsNavigation: true)
            sheet.push(NoteLink(text: "a"))
            GtkRuntime.drain()
            await assertMirrors(window, state, "sheet")
            sheet.close()
            state.pop()
            GtkRuntime.drain()
            await assertMirrors(window, state, "closed and popped")
            sheet.show(DialogState(alert: "Ignored")) // a closed level shows nothing
            state.show(DialogState(alert: "Shown"))
            GtkRuntime.drain()
            await assertMirrors(window, state, "dialog")
            state.closeDialog()
            GtkRuntime.drain()
            await assertMirrors(window, state, "dialog closed")
        }

        @Test("tabs: each tab's stack, the selected tab, the tab bar")
        func tabs() async throws {
            let tabs = TabFlowState(tabs: TestTab.allCases)
            let window = try await makeTabWindow(tabs)
            defer { dispose(window) }
            await assertMirrors(window, tabs: tabs, "fresh")
            tabs[.items].push(ItemLink.item(1))
            tabs[.wallet].path = FlowPath([ItemLink.item(2), NoteLink(text: "b")])
            GtkRuntime.drain()
            await assertMirrors(window, tabs: tabs, "pushed in two tabs")
            tabs.select(.wallet)
            GtkRuntime.drain()
            await assertMirrors(window, tabs: tabs, "wallet selected")
            tabs[.wallet].present(ModalLink.modal(1), style: .cover)
            GtkRuntime.drain()
            await assertMirrors(window, tabs: tabs, "cover in wallet")
            tabs.select(.profile)
            GtkRuntime.drain()
            await assertMirrors(window, tabs: tabs, "profile selected, wallet's cover closed")
            tabs.select(.profile)
            tabs.select(.items)
            tabs.select(.items)
            GtkRuntime.drain()
            await assertMirrors(window, tabs: tabs, "items reselected: popped to root")
        }
    }
}

/// Closes a test's window and everything over it, and lets GTK finish.
@MainActor
func dispose(_ window: FlowWindow) {
    window.window.destroy()
    GtkRuntime.drain()
}
