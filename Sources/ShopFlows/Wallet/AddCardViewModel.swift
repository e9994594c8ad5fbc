#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator
import Observation

@MainActor
public protocol AddCardViewModelDelegate: AnyObject {
    func addCardDidSave(holder: String, number: String, expiryMonth: Int, expiryYear: Int, from origin: FlowOrigin)
    func addCardDidTapCancel(from origin: FlowOrigin)
}

/// The add-card form. Each field has an error string for the page to show next to it (once the
/// field has text, or after a Save attempt), and Save is enabled only when all are valid.
@Observable
@MainActor
public final class AddCardViewModel: ScreenViewModel {
    public var holderName = ""
    public var number = ""
    /// `MM/YY`.
    public var expiry = ""
    public var cvc = ""
    /// After a Save attempt, empty fields show their errors too.
    public private(set) var showsAllErrors = false
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: AddCardViewModelDelegate?

    /// The form's fields.
    public enum Field: String, Codable, Sendable {
        case holderName, number, expiry, cvc
    }

    /// The field that had the focus last, as the page reports it.
    public var focus: Field?
    /// Where the caret was in the field that had the focus, as the page reports it.
    public var caret: Int?

    /// A form, with what `draft` kept of one typed before the app was closed.
    public init(now: @escaping @Sendable () -> Date, origin: FlowOrigin = .detached, draft: AddCardDraft? = nil) {
        self.now = now
        self.origin = origin
        if let draft {
            holderName = draft.holderName
            expiry = draft.expiry
            focus = Self.restoredFocus(draft)
            // A caret only in a field whose text came back with it.
            caret = focus == draft.focus && [.holderName, .expiry].contains(focus) ? draft.caret : nil
        }
    }

    /// Where the cursor goes in a form restored from `draft`: the field that had it, when the
    /// draft kept its text; else (the card number or security code, which no file keeps, so they
    /// come back empty) the first empty field, where typing picks up.
    private static func restoredFocus(_ draft: AddCardDraft) -> Field? {
        switch draft.focus {
        case .holderName, .expiry, nil: draft.focus
        case .number, .cvc: draft.holderName.isEmpty ? .holderName : .number
        }
    }

    /// What to keep of the form if the app stopped now, or `nil` when nothing was typed that a
    /// draft keeps.
    public var draft: AddCardDraft? {
        holderName.isEmpty && expiry.isEmpty ? nil : AddCardDraft(holderName: holderName, expiry: expiry, focus: focus, caret: caret)
    }

    /// What the form holds that no file may keep, in words (in the user's language) for "Quit and
    /// lose …?", or `nil`.
    public var unkeptInput: String? {
        switch (number.isEmpty, cvc.isEmpty) {
        // Translators: what quitting would lose, as it ends “Quit and lose …?”
        case (false, false): localized("the card number and security code")
        // Translators: what quitting would lose, as it ends “Quit and lose …?”
        case (false, true): localized("the card number")
        // Translators: what quitting would lose, as it ends “Quit and lose …?”
        case (true, false): localized("the security code")
        case (true, true): nil
        }
    }

    public var holderNameError: String? { visible(holderName, CardValidation.holderError(holderName)) }
    public var numberError: String? { visible(number, CardValidation.numberError(number)) }
    public var expiryError: String? { visible(expiry, CardValidation.expiryError(expiry, now: now())) }
    public var cvcError: String? { visible(cvc, CardValidation.cvcError(cvc)) }

    /// Whether every field is valid, whether or not its error is shown yet.
    public var canSave: Bool {
        CardValidation.holderError(holderName) == nil && CardValidation.numberError(number) == nil
            && CardValidation.expiryError(expiry, now: now()) == nil && CardValidation.cvcError(cvc) == nil
    }

    /// Whether closing would lose something the user typed.
    public var hasChanges: Bool {
        ![holderName, number, expiry, cvc].allSatisfy { $0.trimmingWhitespace.isEmpty }
    }

    public func saveTapped() {
        guard canSave, let digits = CardValidation.digits(of: number),
              let (month, year) = CardValidation.parseExpiry(expiry) else {
            showsAllErrors = true
            return
        }
        origin.send {
            delegate?.addCardDidSave(holder: holderName.trimmingWhitespace, number: digits,
                                     expiryMonth: month, expiryYear: year, from: origin)
        }
    }

    /// "Cancel": the same as closing the sheet (which asks first when something was typed).
    public func cancelTapped() {
        origin.send { delegate?.addCardDidTapCancel(from: origin) }
    }

    private func visible(_ text: String, _ error: String?) -> String? {
        text.isEmpty && !showsAllErrors ? nil : error
    }
}
