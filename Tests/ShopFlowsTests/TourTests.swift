import Testing
import FlowCoordinator
@testable import ShopFlows

/// The tour runs headless: every step does what it says and leaves a state worth a screenshot.
@MainActor
@Suite("Tour", .timeLimit(.minutes(1)))
struct TourTests {
    /// Runs every step, recording the link and snapshot after each.
    func run() async throws -> (app: AppCoordinator, links: [String?], snapshots: [TabsSnapshot]) {
        let app = AppCoordinator(environment: Tour.environment(.testing))
        var links: [String?] = [], snapshots: [TabsSnapshot] = []
        for step in Tour.steps() {
            do {
                try await step.perform(app)
            } catch {
                Issue.record("step \"\(step.title)\" failed: \(error)")
                throw error
            }
            links.append(app.currentLink)
            snapshots.append(app.tabs.snapshot())
        }
        return (app, links, snapshots)
    }

    @Test("there are enough steps, each with a short, unique title")
    func steps() {
        let steps = Tour.steps()
        #expect(steps.count >= 35)
        #expect(Set(steps.map(\.title)).count == steps.count)
        #expect(steps.allSatisfy { !$0.title.isEmpty && $0.title.count <= 60 })
    }

    @Test("every step runs headless without error")
    func runs() async throws {
        _ = try await run()
    }

    @Test("the links after the steps reach every tab and every pattern")
    func coverage() async throws {
        let links = try await run().links.compactMap { $0 }
        for expected in ["shop://items", "shop://items/2", "shop://items/2/cart", "shop://items/2/cart/3/payment",
                         "shop://items/2/cart/buy/3/c3", "shop://wallet", "shop://wallet/c2", "shop://wallet/add",
                         "shop://profile", "shop://profile/edit", "shop://profile/settings", "shop://patterns",
                         "shop://patterns/content", "shop://patterns/content/first/Hello",
                         "shop://patterns/content/first/Hello/second/5",
                         "shop://patterns/content/first/Hello/second/5/third",
                         "shop://patterns/content/string/Hello", "shop://patterns/content/sheet/Hello",
                         "shop://patterns/content/cover/Hello", "shop://patterns/abc", "shop://patterns/abc/b",
                         "shop://patterns/abc/b/c", "shop://patterns/abc/c", "shop://patterns/config",
                         "shop://patterns/config/a", "shop://patterns/config/b/Parameter",
                         "shop://patterns/config/cover", "shop://patterns/config/child/1",
                         "shop://items/3/cart/buy/2/c1"] {
            #expect(links.contains(expected), "no step reaches \(expected)")
        }
        #expect(links.contains { $0.hasPrefix("shop://items/2/cart/buy/3/c1/summary/SHOP-") })
    }

    @Test("the steps show the dialogs they announce")
    func dialogs() async throws {
        let (_, _, snapshots) = try await run()
        let titles = Tour.steps().map(\.title)
        func dialog(after title: String) -> String? {
            guard let index = titles.firstIndex(of: title) else { return nil }
            let snapshot = snapshots[index]
            return snapshot[snapshot.selectedTab]?.levels.compactMap(\.dialog).last?.title
        }
        #expect(dialog(after: "Payment declined: choose another card") == "Payment Failed")
        #expect(dialog(after: "Closing a purchase midway asks first") == "Discard This Purchase?")
        #expect(dialog(after: "Remove card asks first") == "Remove Mastercard •••• 4444?")
        #expect(dialog(after: "Closing with unsaved input asks first") == "Discard This Card?")
        #expect(dialog(after: "Unsaved changes: discard?") == "Discard Your Changes?")
        #expect(dialog(after: "Sign out asks first") == "Sign Out?")
        #expect(dialog(after: "A malformed link shows an alert and changes nothing") == "Cannot Open Link")
    }

    @Test("almost every step changes the navigation state")
    func stepsChangeState() async throws {
        let (_, _, snapshots) = try await run()
        let unchanged = zip(snapshots, snapshots.dropFirst()).filter { $0 == $1 }.count
        // Only steps that change a view model, not navigation (quantity, settings switch, form
        // fields, signing in), may leave the snapshot as it was.
        #expect(unchanged <= 4)
    }

    @Test("the tour ends with the data it changed: a card removed, one added, signed in")
    func endState() async throws {
        let app = try await run().app
        // c2 was removed, and the added card got a new id, c4: removed ids are never reused.
        #expect(app.wallet.cards.map(\.id) == ["c1", "c3", "c4"])
        #expect(app.wallet.card(id: "c4")?.displayName == "Visa •••• 1111")
        #expect(app.wallet.card(id: "c4")?.token.value.hasPrefix("tok_") == true)
        #expect(app.account.isSignedIn)
        #expect(app.account.newsletter)
        #expect(app.account.name == "Alex Doe")
    }
}
