import FlowGtk
import ShopFlows

/// The add-card sheet: a form whose errors show under each field once it is left (the view
/// model decides when); Save stays insensitive until the card is valid, and Enter in a field
/// tries to save, which shows the errors of the fields left empty too. Closing with unsaved input
/// asks first (the coordinator's guard).
@MainActor
final class AddCardPage {
    private let model: AddCardViewModel
    private let column = PageColumn(heading: .screenTitle)
    private let holder: FormField
    private let number: FormField
    private let expiry: FormField
    private let securityCode: FormField
    private let save = Button(label: localized("Save"), style: .suggested)
    private let cancel = Button(label: localized("Cancel"))
    /// The field that had the focus when the form was left, restored with the form.
    private var focusFirst: Entry?

    init(_ model: AddCardViewModel) {
        self.model = model
        holder = FormField(localized("Name on card"), text: model.holderName) { [weak model] in model?.holderName = $0 }
        number = FormField(localized("Card number"), text: model.number) { [weak model] in model?.number = $0 }
        expiry = FormField(localized("Expiry"), text: model.expiry,
                           // Translators: the expiry field's hint, the form typed: two digits of the month, a slash, two of the year (German: MM/JJ)
                           hint: localized("MM/YY")) { [weak model] in model?.expiry = $0 }
        securityCode = FormField(localized("Security code"), text: model.securityCode,
                                 hint: localized("3 digits on the back, 4 on the front of American Express")) { [weak model] in
            model?.securityCode = $0
        }
        let fields: [(AddCardViewModel.Field, Entry)] = [(.holderName, holder.entry), (.number, number.entry),
                                                         (.expiry, expiry.entry), (.securityCode, securityCode.entry)]
        focusFirst = FormFocus.keep(fields, restoring: model.focus, caret: model.caret,
                                    report: { [weak model] in model?.focus = $0; model?.caret = $1 },
                                    left: { [weak model] in model?.left($0) })
        for field in [holder, number, expiry, securityCode] {
            column.append(field.box)
            // Enter in a field saves, as in any form; while a field is wrong it shows every error.
            field.entry.onActivate { [weak model] in model?.saveTapped() }
        }
        cancel.onClicked { [weak model] in model?.cancelTapped() }
        save.onClicked { [weak model] in model?.saveTapped() }
        // Each part follows only what it shows: a key typed checks and labels its own field and
        // Save, not the other fields.
        keep { $0.holder.show(error: $0.model.holderNameError) }
        keep { $0.number.show(error: $0.model.numberError, text: $0.model.number) }
        keep { $0.expiry.show(error: $0.model.expiryError, text: $0.model.expiry) }
        keep { $0.securityCode.show(error: $0.model.securityCodeError) }
        keep { $0.save.isSensitive = $0.model.canSave }
    }

    /// Runs `render` now and after each change of what it reads, for as long as the page lives.
    private func keep(_ render: @escaping @MainActor (AddCardPage) -> Void) {
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            render(self)
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

extension AddCardViewModel: PageProviding {
    public func makePage() -> Page { AddCardPage(self).page }
}
