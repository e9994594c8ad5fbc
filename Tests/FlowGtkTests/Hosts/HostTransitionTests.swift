import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// With animations on and the window mapped: pushes slide in, pops keep the old page in the
    /// GtkStack while it slides out and remove it once `transition-running` turns false.
    @Suite("Hosts: animated transitions", .serialized, .requiresDisplay, .animations(true))
    @MainActor
    struct HostTransitionTests {
        /// A mapped window with a laid-out stack, so GtkStack animates.
        private func animatedWindow(_ state: FlowState) async throws -> (FlowWindow, NavigationHost) {
            let window = try await makeFlowWindow(state)
            let host = try #require(window.mainHost)
            let laidOut = await GtkRuntime.iterate(until: { host.stack.isMapped && host.stack.width > 0 })
            try #require(laidOut, "the stack was not laid out")
            return (window, host)
        }

        @Test("an animated push shows the new page with a slide")
        func animatedPush() async throws {
            let state = FlowState()
            let (window, host) = try await animatedWindow(state)
            defer { dispose(window) }
            let running = Recorder<Bool>()
            host.stack.onTransitionRunningChanged { running.record($0) }

            let id = state.push(ItemLink.item(1))
            window.apply()
            #expect(host.stack.visibleChildName == "entry-\(id.rawValue)")
            #expect(host.stack.isTransitionRunning, "the push does not animate")
            #expect(host.stack.childNames == ["root", "entry-\(id.rawValue)"])
            #expect(window.header.titleLabel.text == "Item 1", "the header follows at once")
            let finished = await GtkRuntime.iterate(until: { running.values == [true, false] })
            #expect(finished, "transition-running went \(running.values)")
            await assertMirrors(window, state)
        }

        @Test("an animated pop keeps the old page until transition-running turns false, then removes it")
        func animatedPop() async throws {
            let state = FlowState()
            let (window, host) = try await animatedWindow(state)
            defer { dispose(window) }
            state.push(ItemLink.item(1))
            window.apply()
            _ = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            let top = state.push(ItemLink.item(2))
            window.apply()
            _ = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            let below = state.path.entries[0].id
            let pagesBefore = Page.liveCount
            let topName = "entry-\(top.rawValue)"

            // Connected after the host's own handler, so it sees what the host left behind.
            let seen = Recorder<(running: Bool, children: [String])>()
            host.stack.onTransitionRunningChanged { seen.record(($0, host.stack.childNames)) }

            state.pop()
            window.apply()
            #expect(host.stack.isTransitionRunning, "the pop does not animate")
            #expect(host.stack.visibleChildName == "entry-\(below.rawValue)")
            #expect(host.stack.childNames.contains(topName), "the old page left before its slide")
            #expect(host.page(for: top) == nil, "the popped entry still counts as built")
            #expect(host.expectedChildNames == ["root", "entry-\(below.rawValue)"])
            #expect(window.header.titleLabel.text == "Item 1")
            #expect(!window.header.backButton.isVisible == state.path.isEmpty)

            let finished = await GtkRuntime.iterate(until: { seen.values.last?.running == false })
            #expect(finished, "transition-running never turned false")
            #expect(seen.values.map(\.running) == [true, false] || seen.values.map(\.running) == [false],
                    "transition-running went \(seen.values.map(\.running))")
            let atEnd = try #require(seen.values.last)
            #expect(!atEnd.children.contains(topName), "the old page was not removed when the transition ended: \(atEnd.children)")
            #expect(seen.values.dropLast().allSatisfy { $0.children.contains(topName) })
            #expect(Page.liveCount == pagesBefore - 1)
            await assertMirrors(window, state)
        }

        @Test("popping to root while a push still slides removes both pages once the slide ends")
        func popDuringPush() async throws {
            let state = FlowState()
            let (window, host) = try await animatedWindow(state)
            defer { dispose(window) }
            let pagesBefore = Page.liveCount
            state.push(ItemLink.item(1))
            window.apply()
            state.push(ItemLink.item(2))
            window.apply()
            #expect(host.stack.isTransitionRunning)
            state.popToRoot()
            window.apply()
            #expect(host.stack.visibleChildName == "root")
            let finished = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            #expect(finished)
            GtkRuntime.drain()
            #expect(host.stack.childNames == ["root"])
            #expect(Page.liveCount == pagesBefore)
            await assertMirrors(window, state)
        }

        @Test("an entry that comes back while its page slides out gets a fresh page")
        func comebackDuringPop() async throws {
            let state = FlowState()
            let (window, host) = try await animatedWindow(state)
            defer { dispose(window) }
            state.push(ItemLink.item(1))
            let entry = state.path.entries[0]
            window.apply()
            _ = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            let page = host.page(for: entry.id)

            state.pop()
            window.apply()
            #expect(host.stack.isTransitionRunning)
            state.path = FlowPath(entries: [entry])
            window.apply()
            // The entry left the state and came back: its old page and view model were released
            // with it, so it gets a fresh page drawing the view model the state holds now.
            let fresh = try #require(host.page(for: entry.id))
            #expect(fresh !== page, "the page of the entry's previous time in the state was reused")
            #expect(fresh.owner === state.object(ScreenModel.self, for: entry.id))
            #expect(host.stack.childNames.filter { $0 == "entry-\(entry.id.rawValue)" }.count == 1)
            let finished = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            #expect(finished)
            GtkRuntime.drain()
            #expect(host.stack.childNames == ["root", "entry-\(entry.id.rawValue)"])
            #expect(host.stack.visibleChildName == "entry-\(entry.id.rawValue)")
            await assertMirrors(window, state)
        }

        @Test("a page sliding out of a tab that gets hidden is still removed")
        func slideInHiddenTab() async throws {
            let tabs = TabFlowState(tabs: TestTab.allCases)
            let window = try await makeTabWindow(tabs)
            defer { dispose(window) }
            let host = try #require(window.host(at: StackLocation(tab: TestTab.items.rawValue)))
            _ = await GtkRuntime.iterate(until: { host.stack.isMapped && host.stack.width > 0 })
            tabs[.items].push(ItemLink.item(1))
            window.apply()
            _ = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            let pagesBefore = Page.liveCount

            tabs[.items].pop()
            window.apply()
            #expect(host.stack.isTransitionRunning)
            tabs.select(.wallet)
            window.apply()
            let finished = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning && host.stack.childNames == ["root"] })
            #expect(finished, "the items tab's stack: running \(host.stack.isTransitionRunning), children \(host.stack.childNames)")
            // The popped page is gone; wallet's root page was built when wallet was first shown.
            #expect(Page.liveCount == pagesBefore - 1 + 1)
            _ = await GtkRuntime.iterate(until: {
                TestTab.allCases.allSatisfy { !(window.host(at: StackLocation(tab: $0.rawValue))?.stack.isTransitionRunning ?? false) }
            })
            await assertMirrors(window, tabs: tabs)
        }

        @Test("rapid animated pops leave only the final page")
        func rapidPops() async throws {
            let state = FlowState()
            let (window, host) = try await animatedWindow(state)
            defer { dispose(window) }
            let pagesBefore = Page.liveCount
            for number in 1...5 {
                state.push(ItemLink.item(number))
                window.apply()
                _ = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            }
            for _ in 1...4 {
                state.pop()
                window.apply()
                // Only the page just left is still drawn: earlier ones are gone at once.
                let lingering = host.stack.childNames.filter { !host.expectedChildNames.contains($0) }
                #expect(lingering.count <= 1, "pages \(lingering) linger while the next slide runs")
                await GtkRuntime.iterate(for: .milliseconds(20))
            }
            let finished = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            #expect(finished)
            GtkRuntime.drain()
            #expect(host.stack.childNames == host.expectedChildNames)
            #expect(Page.liveCount == pagesBefore + 1, "pages alive: \(Page.liveCount - pagesBefore)")
            await assertMirrors(window, state)
        }

        @Test("back during a push's slide pops at once; each back during a pop's slide pops one more")
        func backDuringSlide() async throws {
            let state = FlowState()
            let (window, host) = try await animatedWindow(state)
            defer { dispose(window) }
            for number in 1...3 {
                state.push(ItemLink.item(number))
                window.apply()
                _ = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            }
            #expect(host.topEntry == state.topEntry, "back would not go back from the top once the slides ended")

            window.header.backButton.emit("clicked")
            #expect(state.path.count == 2, "back after the slides ended did not pop")
            #expect(host.stack.isTransitionRunning, "the pop does not animate")
            // Each press is a step (Alt+Left held down); a hurried second click on the Back button
            // is the input guard's to ignore, which a real pointer's press meets, not this emission.
            window.header.backButton.emit("clicked")
            #expect(state.path.count == 1, "a second back during the pop's slide did not pop again")
            _ = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })

            state.push(ItemLink.item(9))
            window.apply()
            #expect(host.stack.isTransitionRunning, "the push does not animate")
            window.header.backButton.emit("clicked")
            #expect(state.path.count == 1, "back while the pushed page slides in did not pop it")

            _ = await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning })
            GtkRuntime.drain()
            await assertMirrors(window, state)
        }
    }
}
