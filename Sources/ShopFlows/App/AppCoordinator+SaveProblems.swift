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
    public enum Part: Hashable, Sendable, CaseIterable {
        case navigationState, cards, account, orders

        /// "Shop could not save your cards, because the disk is full.": the sentence that says
        /// this part could not be saved, with `reason` (which follows "because"), in the user's language.
        func sentence(because reason: String) -> String {
            switch self {
            // Translators: %s is why, written to follow “because”, such as “the disk is full”
            case .navigationState: localized("Shop could not save where you are, because %s.", reason)
            // Translators: %s is why, written to follow “because”, such as “the disk is full”
            case .cards: localized("Shop could not save your cards, because %s.", reason)
            // Translators: %s is why, written to follow “because”, such as “the disk is full”
            case .account: localized("Shop could not save your profile and settings, because %s.", reason)
            // Translators: %s is why, written to follow “because”, such as “the disk is full”
            case .orders: localized("Shop could not save your orders, because %s.", reason)
            }
        }
    }

    public let part: Part
    /// Why, to follow "because": "the disk is full" (in the user's language).
    public let reason: String

    public init(_ part: Part, reason: String) {
        self.part = part
        self.reason = reason
    }

    /// The problem of a write that failed; another error (one this app's own files do not
    /// give) is said without its technical details.
    public init(_ part: Part, failure: any Error) {
        // Translators: why a save failed, written to follow “because” in “Shop could not save your cards, because …”
        let reason = (failure as? DocumentFile.WriteFailure)?.plainReason ?? localized("of an unexpected error")
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
        let sentences = problems.map { $0.part.sentence(because: $0.reason) }
        level.show(DialogState(alert: localized("Could Not Save"),
                               message: (sentences + [localized("It tries again at your next change.")]).joined(separator: " ")))
        return true
    }
}
