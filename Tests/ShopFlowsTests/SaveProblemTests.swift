import Foundation
import Testing
import FlowCoordinator
import FlowStorage
@testable import ShopFlows

/// A save that fails is said in the window, in plain words, without taking the place of a
/// question the person is answering.
@MainActor
@Suite("Save problems")
struct SaveProblemTests {
    let full = DocumentFile.WriteFailure(code: ENOSPC, path: "/x/state.json", step: "write")
    let denied = DocumentFile.WriteFailure(code: EACCES, path: "/x/shop/cards.json", step: "create")

    @Test("the problems of one save are said in one alert")
    func oneAlert() throws {
        let app = makeApp()
        #expect(app.showSaveProblems([SaveProblem(.navigationState, failure: full), SaveProblem(.cards, failure: denied)]))
        let alert = try #require(app.tabs.selectedState.topmost.alert)
        #expect(alert.title == "Could Not Save")
        #expect(alert.message == "Shop could not save where you are, because the disk is full. "
                + "Shop could not save your cards, because Shop is not allowed to write in /x/shop. "
                + "It tries again at your next change.")
    }

    @Test("an open dialog is not replaced: the problem waits")
    func waitsForDialog() throws {
        let app = makeApp()
        app.tabs.selectedState.topmost.show(DialogState(alert: "Something Else"))
        #expect(!app.showSaveProblems([SaveProblem(.account, failure: full)]))
        #expect(app.tabs.selectedState.topmost.alert?.title == "Something Else")
        app.tabs.selectedState.topmost.closeDialog()
        #expect(app.showSaveProblems([SaveProblem(.account, failure: full)]))
        #expect(app.tabs.selectedState.topmost.alert?.message?.hasPrefix("Shop could not save your profile and settings, because the disk is full.") == true)
    }
}
