/// The tabs of the tests' tabbed windows, named like the demo shop's: Items, Wallet, Profile.
///
/// Their raw values name the tabs in saved states, deep links and stack locations (`"items"`,
/// `"wallet"`, `"profile"`); tests that need fewer tabs use the first ones.
public enum TestTab: String, CaseIterable, Hashable, Sendable {
    case items, wallet, profile
}
