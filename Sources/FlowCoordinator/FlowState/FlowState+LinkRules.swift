/// Links the program pushes or presents follow the same rules as links from outside; a debug
/// build says when one does not (release builds check nothing here, and the screens of such
/// links are the app's "not available" page).
extension FlowState {
    /// Told of every link that breaks ``linkRules`` in a debug build; by default it stops the
    /// program (`assertionFailure`). Tests replace it to see what was reported.
    public static var invalidLinkHandler: @MainActor (AnyFlowLink, LinkViolation) -> Void = { link, violation in
        assertionFailure("\(link) breaks the link rules: \(violation.message)")
    }

    /// Reports `link` to ``invalidLinkHandler`` when it breaks the root level's rules.
    func checkInDebugBuilds(_ link: AnyFlowLink) {
        #if DEBUG
        if let rules = root.linkRules?(), let violation = rules.violation(of: link) {
            Self.invalidLinkHandler(link, violation)
        }
        #endif
    }
}
