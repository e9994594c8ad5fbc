import FlowCoordinator

extension RestorationNotice {
    /// The notice for a restored state some of whose pages break the link rules (they show as not
    /// available, or close with the window they were in), or `nil` when none does.
    init?(violations: [LinkViolation]) {
        guard !violations.isEmpty else { return nil }
        let pages = violations.count == 1 ? "1 page that held" : "\(violations.count) pages that held"
        self.init(title: "Some Pages Not Restored",
                  message: "Shop reopened where you left off, except for \(pages) something it cannot show.",
                  detail: "restored pages not shown: " + violations.prefix(3).map(\.message).joined(separator: "; "))
    }
}
