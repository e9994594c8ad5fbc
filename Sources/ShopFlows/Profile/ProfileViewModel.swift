import Observation

@MainActor
public protocol ProfileViewModelDelegate: AnyObject {
    func profileDidTapEdit()
    func profileDidTapSettings()
    func profileDidTapSignOut()
    func profileDidTapSignIn()
}

/// The Profile tab's root: who is signed in, Edit, Settings, Sign out (or Sign in when signed out).
@Observable
@MainActor
public final class ProfileViewModel: ScreenViewModel {
    public let title = "Profile"
    private let account: Account
    @ObservationIgnored public weak var delegate: ProfileViewModelDelegate?

    public init(account: Account) {
        self.account = account
    }

    public var name: String { account.isSignedIn ? account.name : "Signed out" }
    public var email: String { account.isSignedIn ? account.email : "" }
    public var isSignedIn: Bool { account.isSignedIn }
    /// Edit and Settings are only offered when signed in.
    public var canEdit: Bool { account.isSignedIn }

    public func editTapped() {
        guard canEdit else { return }
        delegate?.profileDidTapEdit()
    }

    public func settingsTapped() {
        guard canEdit else { return }
        delegate?.profileDidTapSettings()
    }

    /// Asks first (a destructive confirmation).
    public func signOutTapped() {
        delegate?.profileDidTapSignOut()
    }

    public func signInTapped() {
        delegate?.profileDidTapSignIn()
    }
}
