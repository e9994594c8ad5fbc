import FlowCoordinator

/// The Profile tab: profile → Edit (a sheet run by ``EditProfileCoordinator``), Settings (push),
/// Orders (push) → an order (push), Sign out (a destructive confirmation, then the signed-out state).
@MainActor
public final class ProfileCoordinator {
    public let level: FlowState
    private let account: Account
    private let orders: OrderBook

    init(level: FlowState, account: Account, orders: OrderBook) {
        self.level = level
        self.account = account
        self.orders = orders
        registerScreens()
    }

    private func registerScreens() {
        // Translators: the title of the page with the user's name, email and settings
        level.registerRoot(title: localized("Profile")) { [unowned self] screen in
            let viewModel = ProfileViewModel(account: account, origin: screen.origin)
            viewModel.delegate = self
            return viewModel
        }
        level.register(ProfileLink.self) { [unowned self] link in
            switch link {
            case .settings:
                .pushed(localized("Settings")) { [unowned self] _ in SettingsViewModel(account: account) }
            // Translators: the title of the list of orders placed
            case .orders:
                .pushed(localized("Orders")) { [unowned self] screen in OrdersViewModel(orders: orders, origin: screen.origin) }
            case .order(let number):
                orders.order(number: number).map { order in .pushed(number) { _ in OrderViewModel(order: order) } } ?? .unavailable
            // The sheet's coordinator is made as the sheet appears, with its guard.
            case .edit:
                .presented(localized("Edit Profile"), as: .sheet, onAppear: { [unowned self] screen in
                    _ = screen.object { EditProfileCoordinator(screen: screen, account: account) }
                }) { screen in screen.object(EditProfileCoordinator.self)?.viewModel }
            }
        }
    }

    /// The coordinator of the edit sheet `level`, if it is one.
    public func editProfile(for level: FlowState) -> EditProfileCoordinator? {
        level.presentation.flatMap { level.object(EditProfileCoordinator.self, for: $0.id) }
    }
}

extension ProfileCoordinator: ProfileViewModelDelegate {
    public func profileDidTapSignOut(from origin: FlowOrigin) {
        AccountQuestions.signOut(account, on: level) { [weak self] in
            self?.level.closePresented()
            self?.level.popToRoot()
        }
    }

    public func profileDidTapSignIn(from origin: FlowOrigin) {
        AccountQuestions.signIn(account, on: level)
    }
}
