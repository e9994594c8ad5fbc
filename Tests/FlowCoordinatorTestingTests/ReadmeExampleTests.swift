import FlowCoordinator
import FlowCoordinatorTesting
import Testing

/// The example of "Testing your flows" in README.md, verbatim apart from the namespace, so the
/// README stays true.
@Suite("README: testing your flows")
struct ReadmeTestingExample {
    enum ContentLink: FlowLink {
        case firstLink(text: String)
        case secondLink(number: Int)
        case thirdLink
        case sheetLink(item: String)
    }

    @Test(.deterministicIDs) @MainActor
    func sheetOverTheThirdScreen() {
        let state = FlowState()
        let recorder = FlowRecorder(state)
        state.push(ContentLink.firstLink(text: "Swift"))
        state.push(ContentLink.thirdLink)
        #expect(state.links == [ContentLink.firstLink(text: "Swift"), ContentLink.thirdLink])
        recorder.expect {
            $0.levels[0].push(ContentLink.firstLink(text: "Swift"), id: 0)
            $0.levels[0].push(ContentLink.thirdLink, id: 1)
        }
        state.present(ContentLink.sheetLink(item: "Gift")).show(DialogState(alert: "Saved"))
        state.answerDialog("OK") // the alert is on the sheet
        recorder.expect { $0.present(ContentLink.sheetLink(item: "Gift"), id: 2) }
        recorder.finish()
    }
}
