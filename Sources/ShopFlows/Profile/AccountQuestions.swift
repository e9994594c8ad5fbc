import FlowCoordinator

/// Signing in and out, each asked first, from wherever a person asks: the Profile page, the
/// signed-out Wallet, a purchase's payment step. What a sign-out changes follows from the account
/// (``Account/whenSignedOut(_:)``), in every window.
@MainActor
enum AccountQuestions {
    /// Asks on `state` whether to sign in as the account's person, and signs in if they say so.
    static func signIn(_ account: Account, on level: FlowState) {
        guard !account.isSignedIn else { return }
        level.show(DialogState(
            // Translators: %s is the person's name, such as “Alex Doe”
            confirmationDialog: localized("Sign In as %s?", account.name),
            // Translators: %s is the person's email address
            message: localized("Shop signs in with %s. Your cards show again.", account.email),
            buttons: [.init(localized("Sign In"), action: true), .cancel(action: false)]
        )) { signIn in
            if signIn { account.isSignedIn = true }
        }
    }

    /// Asks on `state` whether to sign out, and signs out if the person says so, after `before`
    /// (the Profile tab going back to its first page).
    static func signOut(_ account: Account, on level: FlowState, before: @escaping @MainActor () -> Void) {
        guard account.isSignedIn else { return }
        level.show(DialogState(
            confirmationDialog: localized("Sign Out?"),
            message: localized("Your cards are hidden until you sign in again; a card being added is kept."),
            buttons: [.destructive(localized("Sign Out"), action: true), .cancel(action: false)]
        )) { signOut in
            guard signOut else { return }
            before()
            account.isSignedIn = false
        }
    }
}
