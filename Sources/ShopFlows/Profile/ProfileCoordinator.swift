import FlowCoordinator

/// The Profile tab: profile → Edit (a sheet run by ``EditProfileCoordinator``), Settings (push),
/// Orders (push) → an order (push), Sign out (a destructive confirmation, then the signed-out state).
@MainActor
public final class ProfileCoordinator {
    public let state: FlowState
    private let account: Account
    private let orders: OrderBook

    init(state: FlowState, account: Account, orders: OrderBook) {
        self.state = state
        self.account = account
        self.orders = orders
        registerScreens()
    }

    private func registerScreens() {
        // Translators: the title of the page with the user's name, email and settings
        state.registerRoot(title: localized("Profile")) { [unowned self] screen in
            let viewModel = ProfileViewModel(account: account, origin: screen.origin)
            viewModel.delegate = self
            return viewModel
        }
        // The edit sheet's coordinator is made as the sheet appears, with its guard.
        state.register(ProfileLink.self, title: { link in
            switch link {
            case .edit: localized("Edit Profile")
            case .settings: localized("Settings")
            // Translators: the title of the list of orders placed
            case .orders: localized("Orders")
            case .order(let number): number
            }
        }, onAppear: { [unowned self] link, screen in
            guard link == .edit, screen.entry == nil else { return }
            _ = screen.object { EditProfileCoordinator(screen: screen, account: account) }
        }, screen: { [unowned self] link, screen in
            switch (link, screen.entry) {
            case (.settings, _?): return screen.level === state ? SettingsViewModel(account: account) : nil
            case (.orders, _?):
                guard screen.level === state else { return nil }
                let viewModel = OrdersViewModel(orders: orders, origin: screen.origin)
                viewModel.delegate = self
                return viewModel
            case (.order(let number), _?): return orders.order(number: number).map(OrderViewModel.init)
            case (.edit, nil): return screen.attachment(EditProfileCoordinator.self)?.viewModel
            default: return nil
            }
        })
    }

    /// The coordinator of the edit sheet `level`, if it is one.
    public func editProfile(for level: FlowState) -> EditProfileCoordinator? {
        level.presentation.flatMap { level.attachment(EditProfileCoordinator.self, for: $0.id) }
    }
}

extension ProfileCoordinator: ProfileViewModelDelegate {
    public func profileDidTapEdit(from origin: FlowOrigin) {
        state.present(ProfileLink.edit, style: .sheet)
    }

    public func profileDidTapSettings(from origin: FlowOrigin) {
        state.push(ProfileLink.settings)
    }

    public func profileDidTapOrders(from origin: FlowOrigin) {
        state.push(ProfileLink.orders)
    }

    public func profileDidTapSignOut(from origin: FlowOrigin) {
        AccountQuestions.signOut(account, on: state) { [weak self] in
            self?.state.closePresented()
            self?.state.popToRoot()
        }
    }

    public func profileDidTapSignIn(from origin: FlowOrigin) {
        AccountQuestions.signIn(account, on: state)
    }
}

extension ProfileCoordinator: OrdersViewModelDelegate {
    public func ordersDidSelect(_ number: String, from origin: FlowOrigin) {
        state.push(ProfileLink.order(number: number))
    }
}
