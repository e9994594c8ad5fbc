import FlowCoordinator
import FlowLocale
import FlowTestSupport
import Testing

/// The library's own texts come in the user's language, from its gettext domain `flowcoordinator`
/// (`po/flowcoordinator/`): a dialog's OK and Cancel, a leave question's Discard and Keep Editing,
/// the title of a screen that is not available. An app that translates its own texts need not
/// give these at every call. Each test reads them in German and Hebrew on its own thread
/// (``TestLanguage``), from the catalogues `make catalogues` compiles.
@MainActor
@Suite("Translated defaults")
struct TranslatedDefaultsTests {
    /// What a language calls each default (GNOME's words, as the demo had them).
    struct Language: Sendable, CustomTestStringConvertible {
        let locale: String
        let ok: String
        let cancel: String
        let discard: String
        let keepEditing: String
        let notAvailable: String
        var testDescription: String { locale }
    }

    final class Model {}

    nonisolated static let languages = [
        Language(locale: "de_DE.UTF-8", ok: "OK", cancel: "Abbrechen", discard: "Verwerfen",
                 keepEditing: "Weiter bearbeiten", notAvailable: "Nicht verfügbar"),
        Language(locale: "he_IL.UTF-8", ok: "אישור", cancel: "ביטול", discard: "השלכה",
                 keepEditing: "המשך עריכה", notAvailable: "לא זמין"),
    ]

    init() {
        TextDomain.flowCoordinator.bind(to: TestLanguage.catalogues.path)
    }

    func speaking<Result>(_ language: Language, _ body: () throws -> Result) throws -> Result {
        try TestLanguage.speaking(language.locale, catalogue: "flowcoordinator", body)
    }

    @Test("an alert's OK and a cancel button's Cancel", arguments: languages)
    func dialogButtons(_ language: Language) throws {
        try speaking(language) {
            #expect(DialogState(alert: "x").buttons.map(\.label) == [language.ok])
            #expect(DialogButton.cancel(action: 0).label == language.cancel)
            let dialog = DialogState(confirmationDialog: "Remove?", buttons: [
                .destructive("Remove", action: RemoveAction.remove), .cancel(action: .keep),
            ])
            #expect(dialog.buttons.map(\.label) == ["Remove", language.cancel])
        }
    }

    @Test("a leave question's Discard and Keep Editing", arguments: languages)
    func leaveQuestion(_ language: Language) throws {
        try speaking(language) {
            let question = LeaveQuestion("Discard this card?")
            #expect(question.confirm == language.discard)
            #expect(question.keep == language.keepEditing)
            #expect(LeaveQuestion("x", keep: "Keep Buying").confirm == language.discard)
        }
    }

    @Test("confirmLeaving asks with Discard and Keep Editing", arguments: languages)
    func confirmLeaving(_ language: Language) throws {
        try speaking(language) {
            let state = FlowState()
            state.push("list")
            let editor = state.push("editor")
            state.confirmLeaving(editor, when: { true }, title: "Discard your changes?")
            #expect(state.userWentBack(from: editor) == .refused)
            #expect(state.confirmationDialog?.buttons.map(\.label) == [language.discard, language.keepEditing])
            state.choose(language.discard)
            #expect(state.path.links == [AnyFlowLink("list")])
        }
    }

    @Test("a screen's confirmLeaving asks with Discard and Keep Editing", arguments: languages)
    func screenConfirmLeaving(_ language: Language) throws {
        try speaking(language) {
            let state = FlowState()
            state.register(CheckoutLink.self) { _ in
                .pushed("Cart") { screen in
                    screen.confirmLeaving(when: { true }, title: "Empty the cart?")
                    return Model()
                }
            }
            let cart = state.push(CheckoutLink.cart)
            _ = state.topViewModel
            #expect(state.userWentBack(from: cart) == .refused)
            #expect(state.confirmationDialog?.buttons.map(\.label) == [language.discard, language.keepEditing])
        }
    }

    @Test("a screen that is not available is titled Not Available when the app registers no title", arguments: languages)
    func notAvailable(_ language: Language) throws {
        try speaking(language) {
            let state = FlowState()
            state.register(CheckoutLink.self) { link in
                link == .cart ? .pushed("Cart") { _ in Model() } : .unavailable
            }
            #expect(state.title(for: AnyFlowLink(CheckoutLink.address)) == language.notAvailable)
            #expect(state.title(for: AnyFlowLink(CheckoutLink.cart)) == "Cart")
            state.registerUnavailable(title: "Gone") { _ in Model() }
            #expect(state.title(for: AnyFlowLink(CheckoutLink.address)) == "Gone", "the app's own title wins")
        }
    }

    @Test("labels the app gives stay as it gives them", arguments: languages)
    func givenLabels(_ language: Language) throws {
        try speaking(language) {
            #expect(DialogState(alert: "x", closeLabel: "Close").buttons.map(\.label) == ["Close"])
            #expect(DialogButton.cancel("Keep", action: 0).label == "Keep")
            let question = LeaveQuestion("x", confirm: "Remove", keep: "Keep Buying")
            #expect([question.confirm, question.keep] == ["Remove", "Keep Buying"])
        }
    }

    @Test("the domain is named as its catalogues are: flowcoordinator.mo")
    func domain() {
        #expect(TextDomain.flowCoordinator == TextDomain("flowcoordinator"))
    }

    @Test("outside a translated language the defaults are English")
    func english() {
        #expect(DialogState(alert: "x").buttons.map(\.label) == ["OK"])
        #expect(DialogButton.cancel(action: 0).label == "Cancel")
        let question = LeaveQuestion("x")
        #expect([question.confirm, question.keep] == ["Discard", "Keep Editing"])
    }
}
