import FlowGtk
import ShopFlows

/// The Profile tab's root: who is signed in, Edit (a sheet), Settings and Orders (pushes), Sign
/// Out (asks).
@MainActor
final class ProfilePage {
    private let model: ProfileViewModel
    /// The heading and subtitle show the name and email.
    private let column = PageColumn(heading: "", subtitle: "", icon: "avatar-default-symbolic", centred: true)
    // Translators: the button that edits the profile (name and email)
    private let edit = Button(label: localized("Edit"))
    private let settings = Button(label: localized("Settings"))
    // Translators: the button that lists the orders placed
    private let orders = Button(label: localized("Orders"))
    private let signOut = Button(label: localized("Sign Out"), style: .destructive)
    private let signIn = Button(label: localized("Sign In"), style: .suggested)

    init(_ model: ProfileViewModel) {
        self.model = model
        edit.onClicked { [weak model] in model?.open(.edit) }
        settings.onClicked { [weak model] in model?.open(.settings) }
        orders.onClicked { [weak model] in model?.open(.orders) }
        signOut.onClicked { [weak model] in model?.signOutTapped() }
        signIn.onClicked { [weak model] in model?.signInTapped() }
        let buttons = buttonRow([orders, settings, edit, signOut, signIn])
        buttons.horizontalAlignment = .center // under the centred name
        column.append(buttons)
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            column.headingLabel?.text = self.model.name
            column.subtitleLabel?.text = self.model.subtitle
            edit.isSensitive = self.model.canEdit
            settings.isSensitive = self.model.canEdit
            orders.isSensitive = self.model.canEdit
            signOut.isVisible = self.model.isSignedIn
            signIn.isVisible = !self.model.isSignedIn
            return true
        }
    }

    var page: Page { column.page(owner: self) }
}

extension ProfileViewModel: PageProviding {
    public func makePage() -> Page { ProfilePage(self).page }
}
