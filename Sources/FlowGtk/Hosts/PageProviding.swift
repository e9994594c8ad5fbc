/// A view model that makes its own page, so that no table lists the pages: the GTK side of an
/// app extends each view-model type, in the file of its page, and the hosts find the page of a
/// screen by asking its view model. The view model itself stays free of GTK; the conformance
/// lives with the page.
///
/// ```swift
/// // SettingsPage.swift, in the app
/// extension SettingsViewModel: PageProviding {
///     func makePage() -> Page { SettingsPage(self).page }
/// }
/// ```
///
/// A page registered for the type in ``Destinations`` is used first.
@MainActor
public protocol PageProviding: AnyObject {
    /// A new page drawing this view model: a screen is shown by one page at a time, and the host
    /// asks again when the screen comes back after its page left.
    func makePage() -> Page
}
