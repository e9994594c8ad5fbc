import FlowCoordinator

extension RestorationNotice {
    /// The notice for a restored state some of whose pages break the link rules (they show as not
    /// available, or close with the window they were in), or some of whose typed text could not be
    /// used (those pages open empty); `nil` when all was restored.
    init?(violations: [LinkViolation], refusedDrafts: [RefusedDraft] = []) {
        guard !violations.isEmpty || !refusedDrafts.isEmpty else { return nil }
        var parts: [String] = []
        var details: [String] = []
        if !violations.isEmpty {
            let pages = violations.count == 1 ? "1 page that held" : "\(violations.count) pages that held"
            parts.append("Shop reopened where you left off, except for \(pages) something it cannot show.")
            details.append("restored pages not shown: " + violations.prefix(3).map(\.message).joined(separator: "; "))
        }
        if !refusedDrafts.isEmpty {
            let forms = refusedDrafts.count == 1 ? "1 form" : "\(refusedDrafts.count) forms"
            parts.append("What you had typed into \(forms) could not be read back, so \(refusedDrafts.count == 1 ? "it opens" : "they open") empty.")
            details.append("drafts not restored: " + refusedDrafts.prefix(3).map(\.description).joined(separator: "; "))
        }
        self.init(title: violations.isEmpty ? "Some Typed Text Not Restored" : "Some Pages Not Restored",
                  message: parts.joined(separator: " "), detail: details.joined(separator: "; "))
    }
}
