import FlowCoordinator

/// Runs the edit-profile sheet, like ``AddCardCoordinator`` does the add-card sheet: owns the
/// form, asks before closing over unsaved changes, saves into the account.
@MainActor
public final class EditProfileCoordinator {
    public private(set) weak var level: FlowState?
    public let viewModel: EditProfileViewModel
    private let account: Account

    /// Runs the edit-profile sheet `screen`: its form starts with what its draft kept, and keeps
    /// a draft of unsaved changes.
    init(screen: FlowScreen, account: Account) {
        level = screen.level
        self.account = account
        viewModel = EditProfileViewModel(name: account.name, email: account.email, origin: screen.level.rootOrigin,
                                         draft: screen.restoredDraft(EditProfileDraft.self))
        viewModel.delegate = self
        screen.keepDraft { [weak viewModel] in viewModel?.draft }
        screen.level.confirmLeaving(when: { [weak viewModel] in viewModel?.hasChanges ?? false },
                                    title: localized("Discard Your Changes?"),
                                    message: localized("Your name and email stay as they were."))
    }
}

extension EditProfileCoordinator: EditProfileViewModelDelegate {
    public func editProfileDidSave(name: String, email: String, from origin: FlowOrigin) {
        account.name = name
        account.email = email
        level?.toasts.show(localized("Profile saved"))
        level?.close()
    }

    public func editProfileDidTapCancel(from origin: FlowOrigin) {
        guard let level, let id = level.presentation?.id else { return }
        level.root.userClosed(id)
    }
}
