import FlowGtk
import ShopFlows

/// The Profile tab's root: who is signed in, Edit (a sheet), Settings and Orders (pushes), Sign
/// Out (asks).
@MainActor
final class ProfilePage {
    private let model: ProfileViewModel
    /// The heading and subtitle show the name and email.
    private let column = PageColumn(heading: "", subtitle: "", icon: "avatar-default-symbolic", centred: true)
    /// The buttons that open a screen, offered while the profile can be edited (signed in).
    private var openers: [Button] = []

    init(_ model: ProfileViewModel) {
        self.model = model
        let signOut = Button(label: localized("Sign Out"), style: .destructive)
        signOut.onClicked { [weak model] in model?.signOutTapped() }
        let signIn = Button(label: localized("Sign In"), style: .suggested)
        signIn.onClicked { [weak model] in model?.signInTapped() }
        let buttons = buttonRow([
            // Translators: the button that lists the orders placed
            opening(.orders, localized("Orders")),
            opening(.settings, localized("Settings")),
            // Translators: the button that edits the profile (name and email)
            opening(.edit, localized("Edit")),
            signOut,
            signIn,
        ])
        buttons.horizontalAlignment = .center // under the centred name
        column.append(buttons)
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            column.headingLabel?.text = self.model.name
            column.subtitleLabel?.text = self.model.subtitle
            for button in openers { button.isSensitive = self.model.canEdit }
            signOut.isVisible = self.model.isSignedIn
            signIn.isVisible = !self.model.isSignedIn
            return true
        }
    }

    /// A button that opens `link`.
    private func opening(_ link: ProfileLink, _ label: String) -> Button {
        let button = Button(label: label)
        button.onClicked { [weak model] in model?.follow(link) }
        openers.append(button)
        return button
    }

    var page: Page { column.page(owner: self) }
}

extension ProfileViewModel: PageProviding {
    public func makePage() -> Page { ProfilePage(self).page }
}
