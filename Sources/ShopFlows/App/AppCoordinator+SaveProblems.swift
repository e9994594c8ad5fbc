import FlowCoordinator
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A save that failed: which part of what the app keeps, and why in plain words.
public struct SaveProblem: Hashable, Sendable {
    /// What the app saves, each to its own file.
    public enum Part: Hashable, Sendable {
        case navigationState, cards, account, orders

        /// As it ends "Shop could not save …".
        var shown: String {
            switch self {
            case .navigationState: "where you are"
            case .cards: "your cards"
            case .account: "your profile and settings"
            case .orders: "your orders"
            }
        }
    }

    public let part: Part
    /// Why, to follow "because": "the disk is full".
    public let reason: String

    public init(_ part: Part, reason: String) {
        self.part = part
        self.reason = reason
    }

    /// The problem of a write that failed; another error (one this app's own files do not
    /// give) is said without its technical details.
    public init(_ part: Part, failure: any Error) {
        let reason = (failure as? DocumentFile.WriteFailure)?.plainReason ?? "of an unexpected error"
        self.init(part, reason: reason)
    }
}

extension AppCoordinator {
    /// Says that saves failed, in one alert over the selected tab, unless a dialog is open
    /// there: the person is answering it, and a new alert would take its place. Returns whether
    /// the alert is shown (when not, show the problems after the dialog closes).
    @discardableResult
    public func showSaveProblems(_ problems: [SaveProblem]) -> Bool {
        let level = tabs.selectedState.topmost
        guard !problems.isEmpty, level.dialog == nil else { return false }
        let sentences = problems.map { "Shop could not save \($0.part.shown), because \($0.reason)." }
        level.show(DialogState(alert: "Could Not Save",
                               message: (sentences + ["It tries again at your next change."]).joined(separator: " ")))
        return true
    }
}
