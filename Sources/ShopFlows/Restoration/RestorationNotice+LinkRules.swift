import FlowCoordinator

extension RestorationNotice {
    /// The notice for a restored state some of whose pages break the link rules (they show as not
    /// available, or close with the window they were in) or were in a tab Shop no longer has
    /// (`unknownTabs`: they are not restored), or some of whose typed text could not be used
    /// (those pages open empty); `nil` when all was restored. Its title and message are in the
    /// user's language, its detail (for the terminal) in English.
    init?(violations: [LinkViolation], unknownTabs: [UnknownTab] = [], refusedDrafts: [RefusedDraft] = []) {
        let lostTabs = unknownTabs.filter { $0.screens > 0 }
        let pages = violations.count + lostTabs.reduce(0) { $0 + $1.screens }
        guard pages > 0 || !refusedDrafts.isEmpty else { return nil }
        var parts: [String] = []
        var details: [String] = []
        if pages > 0 {
            parts.append(localized(plural: "Shop reopened where you left off, except for %d page that held something it cannot show.", "Shop reopened where you left off, except for %d pages that held something it cannot show.", count: pages))
        }
        if !violations.isEmpty {
            details.append("restored pages not shown: " + violations.prefix(3).map(\.message).joined(separator: "; "))
        }
        if !lostTabs.isEmpty {
            details.append("tabs not restored: " + lostTabs.prefix(3).map(\.description).joined(separator: "; "))
        }
        if !refusedDrafts.isEmpty {
            parts.append(localized(plural: "What you had typed into %d form could not be read back, so it opens empty.", "What you had typed into %d forms could not be read back, so they open empty.", count: refusedDrafts.count))
            details.append("drafts not restored: " + refusedDrafts.prefix(3).map(\.description).joined(separator: "; "))
        }
        self.init(title: pages == 0 ? localized("Some Typed Text Not Restored") : localized("Some Pages Not Restored"),
                  message: parts.joined(separator: " "), detail: details.joined(separator: "; "))
    }
}
