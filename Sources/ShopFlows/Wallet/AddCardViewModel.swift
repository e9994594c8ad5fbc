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

/// The add-card form. Each field has an error string for the page to show under it, once the
/// field is checked (``FieldChecks``: typed in and left, or a save tried). Save is enabled only
/// when all are valid. A field left is written as the card prints it: the number in groups of four, the expiry
/// `MM/YY` however it was typed (`0130` becomes `01/30`).
@Observable
@MainActor
public final class AddCardViewModel: ScreenViewModel {
    public var holderName = ""
    public var number = ""
    /// `MM/YY`.
    public var expiry = ""
    public var securityCode = ""
    /// Which fields show their errors.
    public private(set) var checks = FieldChecks<Field>()
    /// The card already in the wallet with the same number and expiry, if any.
    @ObservationIgnored private let cardInWallet: @MainActor (_ number: String, _ month: Int, _ year: Int) -> Card?
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: AddCardViewModelDelegate?

    /// The form's fields.
    public enum Field: String, Codable, Sendable {
        case holderName, number, expiry
        case securityCode = "cvc"
    }

    /// The field that had the focus last, as the page reports it.
    public var focus: Field?
    /// Where the caret was in the field that had the focus, as the page reports it.
    public var caret: Int?

    /// A form, with what `draft` kept of one typed before the app was closed.
    /// - Parameter cardInWallet: the wallet's card of a number (digits) and expiry, if it has one.
    public init(now: @escaping @Sendable () -> Date, origin: FlowOrigin = .detached, draft: AddCardDraft? = nil,
                cardInWallet: @escaping @MainActor (_ number: String, _ month: Int, _ year: Int) -> Card? = { _, _, _ in nil }) {
        self.now = now
        self.origin = origin
        self.cardInWallet = cardInWallet
        if let draft {
            holderName = draft.holderName
            expiry = draft.expiry
            focus = Self.restoredFocus(draft)
            // A caret only in a field whose text came back with it.
            caret = focus == draft.focus && [.holderName, .expiry].contains(focus) ? draft.caret : nil
            // What was typed and left before shows its errors again; the field being typed does not.
            checks = FieldChecks(checked: Set([Field.holderName, .expiry].filter { !text(of: $0).isEmpty && $0 != focus }))
        }
    }

    /// Where the cursor goes in a form restored from `draft`: the field that had it, when the
    /// draft kept its text; else (the card number or security code, which no file keeps, so they
    /// come back empty) the first empty field, where typing picks up.
    private static func restoredFocus(_ draft: AddCardDraft) -> Field? {
        switch draft.focus {
        case .holderName, .expiry, nil: draft.focus
        case .number, .securityCode: draft.holderName.isEmpty ? .holderName : .number
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
        switch (number.isEmpty, securityCode.isEmpty) {
        // Translators: what quitting would lose, as it ends “Quit and Lose …?”
        case (false, false): localized("the Card Number and Security Code")
        // Translators: what quitting would lose, as it ends “Quit and Lose …?”
        case (false, true): localized("the Card Number")
        // Translators: what quitting would lose, as it ends “Quit and Lose …?”
        case (true, false): localized("the Security Code")
        case (true, true): nil
        }
    }

    public var holderNameError: String? { visible(.holderName, CardValidation.holderError(holderName)) }
    public var numberError: String? { visible(.number, numberProblem) }
    public var expiryError: String? { visible(.expiry, CardValidation.expiryError(expiry, now: now())) }
    public var securityCodeError: String? {
        visible(.securityCode, CardValidation.securityCodeError(securityCode, number: number))
    }

    /// What is wrong with the number: its form, or a card of the same number and expiry already
    /// in the wallet (the same card twice would be two rows no one can tell apart).
    private var numberProblem: String? {
        if let problem = CardValidation.numberError(number) { return problem }
        guard let digits = CardValidation.digits(of: number), let (month, year) = CardValidation.parseExpiry(expiry),
              let card = cardInWallet(digits, month, year) else { return nil }
        // Translators: %s is a card as lists name it, such as “Visa •••• 4242”
        return localized("This card is in your wallet already, as %s", card.displayName)
    }

    /// Whether every field is valid, whether or not its error is shown yet.
    public var canSave: Bool {
        CardValidation.holderError(holderName) == nil && numberProblem == nil
            && CardValidation.expiryError(expiry, now: now()) == nil
            && CardValidation.securityCodeError(securityCode, number: number) == nil
    }

    /// Whether closing would lose something the user typed.
    public var hasChanges: Bool {
        ![holderName, number, expiry, securityCode].allSatisfy { $0.trimmingWhitespace.isEmpty }
    }

    /// The person left `field` (the focus went elsewhere in the window): typed in, it shows its
    /// error from now on, and its text is written as the card prints it.
    public func left(_ field: Field) {
        checks.left(field, holding: text(of: field))
        switch field {
        case .number:
            let grouped = CardValidation.groupedNumber(number)
            if grouped != number { number = grouped }
        case .expiry:
            if let normalized = CardValidation.normalizedExpiry(expiry), normalized != expiry { expiry = normalized }
        case .holderName, .securityCode:
            break
        }
    }

    private func text(of field: Field) -> String {
        switch field {
        case .holderName: holderName
        case .number: number
        case .expiry: expiry
        case .securityCode: securityCode
        }
    }

    public func saveTapped() {
        guard canSave, let digits = CardValidation.digits(of: number),
              let (month, year) = CardValidation.parseExpiry(expiry) else {
            checks.checkAll()
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

    private func visible(_ field: Field, _ error: String?) -> String? {
        checks.shown(error, for: field)
    }
}
