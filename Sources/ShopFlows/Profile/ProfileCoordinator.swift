import FlowCoordinator

/// The Profile tab: profile → Edit (a sheet run by ``EditProfileCoordinator``), Settings (push),
/// Sign out (a destructive confirmation, then the signed-out state).
@MainActor
public final class ProfileCoordinator: TabCoordinator {
    public let state: FlowState
    private let account: Account

    init(state: FlowState, account: Account) {
        self.state = state
        self.account = account
    }

    private lazy var profileViewModel: ProfileViewModel = {
        let viewModel = ProfileViewModel(account: account, origin: state.rootOrigin)
        viewModel.delegate = self
        return viewModel
    }()

    func rootScreen() -> ShopScreen {
        .profile(profileViewModel)
    }

    func screen(for entry: FlowEntry, in level: FlowState) -> ShopScreen? {
        guard level === state, entry.link == AnyFlowLink(ProfileLink.settings) else { return nil }
        return .settings(level.object(for: entry.id) { SettingsViewModel(account: account) })
    }

    func rootScreen(of level: FlowState) -> ShopScreen? {
        editProfile(for: level).map { .editProfile($0.viewModel) }
    }

    func title(for link: AnyFlowLink) -> String? {
        switch link.as(ProfileLink.self) {
        case .edit?: "Edit Profile"
        case .settings?: "Settings"
        case nil: nil
        }
    }

    /// The coordinator of the edit sheet `level`, made on first need.
    public func editProfile(for level: FlowState) -> EditProfileCoordinator? {
        guard let presentation = level.presentation, presentation.link == AnyFlowLink(ProfileLink.edit) else {
            return nil
        }
        return level.object(for: presentation.id) { EditProfileCoordinator(level: level, account: account) }
    }

    func adoptPresentations() {
        if let sheet = state.presented { _ = editProfile(for: sheet) }
    }
}

extension ProfileCoordinator: ProfileViewModelDelegate {
    public func profileDidTapEdit(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        let sheet = state.present(ProfileLink.edit, style: .sheet)
        _ = editProfile(for: sheet)
    }

    public func profileDidTapSettings(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        state.push(ProfileLink.settings)
    }

    public func profileDidTapSignOut(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        state.show(DialogState(
            confirmationDialog: "Sign out?",
            message: "You can sign in again at any time.",
            buttons: [.destructive("Sign Out", action: true), .cancel("Cancel", action: false)]
        )) { [weak self] signOut in
            guard signOut, let self else { return }
            state.dismissPresented()
            state.popToRoot()
            account.isSignedIn = false
        }
    }

    public func profileDidTapSignIn(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        account.isSignedIn = true
    }
}
