import FlowCoordinator
import Observation

@MainActor
public protocol EditProfileViewModelDelegate: AnyObject {
    func editProfileDidSave(name: String, email: String, from origin: FlowOrigin)
    func editProfileDidTapCancel(from origin: FlowOrigin)
}

/// The edit-profile form: name and email, with per-field errors and unsaved-changes tracking.
@Observable
@MainActor
public final class EditProfileViewModel: ScreenViewModel {
    public let title = "Edit Profile"
    public var name: String
    public var email: String
    private let originalName: String
    private let originalEmail: String
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: EditProfileViewModelDelegate?

    public init(name: String, email: String, origin: FlowOrigin = .detached) {
        self.origin = origin
        self.name = name
        self.email = email
        originalName = name
        originalEmail = email
    }

    public var nameError: String? { TextRules.nameProblem(name, missing: "Enter your name") }
    public var emailError: String? { TextRules.emailProblem(email) }

    public var hasChanges: Bool { name != originalName || email != originalEmail }
    public var canSave: Bool { hasChanges && nameError == nil && emailError == nil }

    public func saveTapped() {
        guard canSave else { return }
        delegate?.editProfileDidSave(name: name, email: email, from: origin)
    }

    /// "Cancel": the same as closing the sheet (which asks first when something changed).
    public func cancelTapped() {
        delegate?.editProfileDidTapCancel(from: origin)
    }
}
