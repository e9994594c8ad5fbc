import FlowCoordinator

extension RestorationNotice {
    /// The notice for a restored state some of whose pages break the link rules (they show as not
    /// available), or `nil` when none does.
    init?(violations: [LinkViolation]) {
        guard !violations.isEmpty else { return nil }
        let pages = violations.count == 1
            ? "1 page held something it cannot show; that page now says it is not available."
            : "\(violations.count) pages held something it cannot show; those pages now say they are not available."
        self.init(title: "Some Pages Not Restored",
                  message: "Shop reopened where you left off, but \(pages)",
                  detail: "restored pages not shown: " + violations.prefix(3).map(\.message).joined(separator: "; "))
    }
}
