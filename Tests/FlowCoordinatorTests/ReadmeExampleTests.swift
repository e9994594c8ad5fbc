import FlowCoordinator
import Testing

/// The example in README.md, verbatim apart from the namespace, so the README stays true.
enum ReadmeExample {
    enum ContentLink: FlowLink {
        case firstLink(text: String)
        case secondLink(number: Int)
        case thirdLink
        case sheetLink(item: String)
    }

    @MainActor
    final class ContentCoordinator {
        let state: FlowState

        init(state: FlowState) {
            self.state = state
            // One registration per link type: however a screen of it appears (pushed, presented,
            // restored from a file, opened from a link), its view model comes from here, made when
            // the screen is first shown and released when it leaves.
            state.register(ContentLink.self, title: { "\($0)" }) { link, screen in
                ContentViewModel(link: link, origin: screen.origin)
            }
        }

        // View models call these; they never see GTK.
        func showFirst(_ text: String) { state.push(ContentLink.firstLink(text: text)) }
        func showSheet(_ item: String) { state.present(ContentLink.sheetLink(item: item), style: .sheet) }

        /// A child flow pushes its own link type onto the same path.
        func startChild() -> ChildCoordinator { ChildCoordinator(state: state) }
    }

    @MainActor
    final class ContentViewModel {
        let link: ContentLink
        let origin: FlowOrigin
        init(link: ContentLink, origin: FlowOrigin) { self.link = link; self.origin = origin }
    }

    @MainActor
    final class ChildCoordinator {
        let state: FlowState
        init(state: FlowState) { self.state = state }
        func next() { state.push("a plain string link works too") }
    }
}

@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    typealias ContentLink = ReadmeExample.ContentLink

    @Test func firstThenChild() {
        let coordinator = ReadmeExample.ContentCoordinator(state: .mock)
        coordinator.showFirst("Hello")
        coordinator.startChild().next()
        #expect(coordinator.state.path.links == [AnyFlowLink(ContentLink.firstLink(text: "Hello")),
                                                 AnyFlowLink("a plain string link works too")])
    }

    @Test func restoredScreenGetsItsViewModel() throws {
        let state = FlowState()
        let coordinator = ReadmeExample.ContentCoordinator(state: state)
        state.restore(FlowSnapshot(path: [FlowEntry(ContentLink.secondLink(number: 2))]))
        let top = try #require(coordinator.state.topEntry)
        let model = state.viewModel(for: top) as? ReadmeExample.ContentViewModel
        #expect(model?.link == .secondLink(number: 2))
        #expect(model?.origin.isFrontmost == true)
    }

    @Test func sheet() {
        let coordinator = ReadmeExample.ContentCoordinator(state: .mock)
        coordinator.showSheet("Item")
        #expect(coordinator.state.presentedItem == AnyFlowLink(ContentLink.sheetLink(item: "Item")))
    }
}
