/// A drop-down over values of a Swift type (an enum of sort orders, a list of folders): the
/// values in the order shown, each shown by its title, the choice read and set as a value.
///
/// ```swift
/// enum Sort: CaseIterable { case date, title }
/// let sort = DropDown(choices: Sort.allCases, title: { $0 == .date ? "Date" : "Title" },
///                     selected: .date, name: "Sort By")
/// sort.onSelect(of: Sort.allCases) { order in model.sort = order ?? .date }
/// ```
extension DropDown {
    /// A drop-down of `choices`, each shown as `title` says, showing `selected` (the first choice
    /// when `nil`), named `accessibleName` for screen readers.
    public convenience init<Choice: Equatable>(
        choices: [Choice], title: (Choice) -> String, selected: Choice? = nil, name accessibleName: String
    ) {
        self.init(choices.map(title), selected: Self.index(of: selected, in: choices) ?? 0, name: accessibleName)
    }

    /// A drop-down of `choices`, each shown as `title` says, showing `selected` (the first choice
    /// when `nil`), named by `label`, the text a sighted person reads beside it.
    public convenience init<Choice: Equatable>(
        choices: [Choice], title: (Choice) -> String, selected: Choice? = nil, labelledBy label: Label
    ) {
        self.init(choices.map(title), selected: Self.index(of: selected, in: choices) ?? 0, labelledBy: label)
    }

    /// The choice shown, of `choices` (the values the drop-down was made with), or `nil` when
    /// none is.
    public func selectedChoice<Choice>(of choices: [Choice]) -> Choice? {
        selectedIndex.flatMap { choices.indices.contains($0) ? choices[$0] : nil }
    }

    /// Shows `choice` of `choices`, or none when it is `nil` or not one of them.
    public func select<Choice: Equatable>(_ choice: Choice?, of choices: [Choice]) {
        selectedIndex = Self.index(of: choice, in: choices)
    }

    /// Calls `handler` with the new choice of `choices` (or `nil` for none) whenever it changes.
    @discardableResult
    public func onSelect<Choice>(
        of choices: [Choice], _ handler: @escaping @MainActor (_ choice: Choice?) -> Void
    ) -> SignalConnection {
        onSelect { index in handler(index.flatMap { choices.indices.contains($0) ? choices[$0] : nil }) }
    }

    private static func index<Choice: Equatable>(of choice: Choice?, in choices: [Choice]) -> Int? {
        choice.flatMap { choices.firstIndex(of: $0) }
    }
}
