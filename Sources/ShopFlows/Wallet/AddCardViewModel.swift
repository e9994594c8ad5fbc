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
    public let title = "Add Card"
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

    public init(now: @escaping @Sendable () -> Date, origin: FlowOrigin = .detached) {
        self.now = now
        self.origin = origin
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
        delegate?.addCardDidSave(holder: holderName.trimmingWhitespace, number: digits,
                                 expiryMonth: month, expiryYear: year, from: origin)
    }

    /// "Cancel": the same as closing the sheet (which asks first when something was typed).
    public func cancelTapped() {
        delegate?.addCardDidTapCancel(from: origin)
    }

    private func visible(_ text: String, _ error: String?) -> String? {
        text.isEmpty && !showsAllErrors ? nil : error
    }
}
