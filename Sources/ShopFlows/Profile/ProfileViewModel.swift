import FlowCoordinator
import Observation

@MainActor
public protocol ProfileViewModelDelegate: AnyObject {
    func profileDidTapSignOut(from origin: FlowOrigin)
    func profileDidTapSignIn(from origin: FlowOrigin)
}

/// The Profile tab's root: who is signed in, Edit, Settings, Orders, Sign out (or Sign in when
/// signed out).
@Observable
@MainActor
public final class ProfileViewModel: ScreenViewModel {
    private let account: Account
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: ProfileViewModelDelegate?

    public init(account: Account, origin: FlowOrigin = .detached) {
        self.account = account
        self.origin = origin
    }

    public var name: String { account.isSignedIn ? account.name : localized("Signed Out") }
    public var email: String { account.isSignedIn ? account.email : "" }
    /// What the page shows under the name: the email, or what signing in gives.
    public var subtitle: String { account.isSignedIn ? account.email : localized("Sign in to edit your profile and settings.") }
    public var isSignedIn: Bool { account.isSignedIn }
    /// Edit and Settings are only offered when signed in.
    public var canEdit: Bool { account.isSignedIn }

    /// Opens Edit, Settings or Orders, which are only offered when signed in.
    public func follow(_ link: ProfileLink) {
        guard canEdit else { return }
        origin.follow(link)
    }

    /// Asks first (a destructive confirmation).
    public func signOutTapped() {
        origin.send { delegate?.profileDidTapSignOut(from: origin) }
    }

    public func signInTapped() {
        origin.send { delegate?.profileDidTapSignIn(from: origin) }
    }
}
