import FlowGtk
import ShopFlows

/// The edit-profile sheet; unsaved changes make a close ask first.
@MainActor
final class EditProfilePage {
    private let model: EditProfileViewModel
    private let column = PageColumn(heading: .screenTitle)
    private let name: FormField
    private let email: FormField
    private let save = Button(label: localized("Save"), style: .suggested)
    private let cancel = Button(label: localized("Cancel"))
    /// The field that had the focus when the form was left, restored with the form.
    private var focusFirst: Entry?

    init(_ model: EditProfileViewModel) {
        self.model = model
        // Translators: the label of the field with the person's name
        name = FormField(localized("Name"), text: model.name) { [weak model] in model?.name = $0 }
        email = FormField(localized("Email"), text: model.email) { [weak model] in model?.email = $0 }
        focusFirst = FormFocus.keep([(.name, name.entry), (.email, email.entry)], restoring: model.focus, caret: model.caret,
                                    report: { [weak model] in model?.focus = $0; model?.caret = $1 },
                                    left: { [weak model] in model?.left($0) })
        for field in [name, email] {
            column.append(field.box)
            field.entry.onActivate { [weak model] in model?.saveTapped() }  // Enter saves
        }
        cancel.onClicked { [weak model] in model?.cancelTapped() }
        save.onClicked { [weak model] in model?.saveTapped() }
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            name.show(error: self.model.nameError)
            email.show(error: self.model.emailError)
            save.isSensitive = self.model.canSave
            return true
        }
    }

    /// Cancel and Save sit in the sheet's header bar, Save the default (``Page/HeaderActions``).
    var page: Page {
        let page = column.page(owner: self)
        page.headerActions = Page.HeaderActions(cancel: cancel, confirm: save)
        page.focusFirst = focusFirst
        return page
    }
}

extension EditProfileViewModel: PageProviding {
    public func makePage() -> Page { EditProfilePage(self).page }
}
